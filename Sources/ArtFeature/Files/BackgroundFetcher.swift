import Dispatch
import EmojiArt
import Imaging
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import Storage
import Synchronization
import REPL

/// Fetches background images off the input thread: `http(s):` with libcurl (``HTTPFetch``), `file:` URLs
/// and local paths from the disk. Nothing else: no other schemes, no redirects to them, no
/// shelling out. Each fetch has a timeout and a size cap, and its bytes must sniff as PNG, JPEG,
/// GIF or WebP and then decode (PNG, JPEG and GIF; ``ImageDecoder``), on the fetch's thread: what
/// arrives is the bytes and the picture ready to draw (``ImageRaster``). Image data already in
/// hand (an embedded background) is decoded the same way, off the input thread (``decode(_:)``).
///
/// Results come back through a mailbox, the one place fetch threads and the Session meet: fetch
/// threads put deliveries in under a lock; the Session (which lives on one thread) takes them out
/// when it chooses (``drain()``), so its state is only ever touched by its own thread.
public final class BackgroundFetcher: Sendable {
    /// What was asked for.
    public enum Source: Sendable, Equatable, CustomStringConvertible {
        case url(URL)
        /// A path as the user typed it, read through the session's workspace (which resolves it
        /// and names it in messages as typed), or as `shownAs` says (a `file:` URL, as written:
        /// never the absolute path it resolves to, which in a transcript is its scratch directory).
        case file(String, in: Workspace, shownAs: String? = nil)
        /// Image data the document already holds, only to be decoded.
        case embedded

        public var description: String {
            switch self {
            case .url(let url): url.absoluteString
            case .file(let name, _, let shown): shown ?? name
            case .embedded: "image data"
            }
        }
    }

    /// A finished fetch.
    public struct Delivery: Sendable {
        /// The number ``fetch(_:)`` returned.
        public let request: Int
        public let source: Source
        public let result: Result<Data, EmojiArtError>
        /// The decoded picture, when `result` is a success (a decoding failure is a failure).
        public let picture: ImageRaster?
    }

    public let timeout: Double
    public let maximumBytes: Int

    private struct State {
        var nextRequest = 1
        var deliveries: [Delivery] = []
    }
    private let state = Mutex(State())
    /// Signalled once per delivery, so a waiter sleeps rather than polls.
    private let arrivals = DispatchSemaphore(value: 0)

    public init(timeout: Double = 20, maximumBytes: Int = EmojiArtModel.Limits.imageDataBytes) {
        self.timeout = timeout
        self.maximumBytes = maximumBytes
    }

    /// Starts fetching `source` and returns at once with the request's number.
    public func fetch(_ source: Source) -> Int {
        let request = newRequest()
        let deliver: @Sendable (Result<Data, EmojiArtError>) -> Void = { [self] result in
            put(Self.decoded(result, limit: maximumBytes), request: request, source: source)
        }
        switch source {
        case .file(let name, let workspace, let shown):
            readFile(name, in: workspace, shownAs: shown, deliver: deliver)
        case .url(let url):
            switch url.scheme?.lowercased() {
            case "file":
                guard url.host == nil || url.host == "" || url.host == "localhost" else {
                    deliver(.failure(EmojiArtError("file: URLs must be on this machine, not on '\(url.host ?? "")'")))
                    break
                }
                // Already resolved by the editor; named as the URL in messages.
                readFile(url.path, in: Workspace(directory: nil, home: nil), shownAs: url.absoluteString, deliver: deliver)
            case "http", "https":
                HTTPFetch.start(url, timeout: timeout, maximumBytes: maximumBytes, deliver: deliver)
            default:
                deliver(.failure(EmojiArtError("'\(url.scheme ?? "")' URLs are not fetched; use http, https or file")))
            }
        case .embedded:
            deliver(.failure(EmojiArtError("image data is decoded with decode(_:), not fetched")))
        }
        return request
    }

    /// Starts decoding image data already in hand (an embedded background) off the calling
    /// thread, and returns at once with the request's number; the delivery's source is
    /// ``Source/embedded``.
    public func decode(_ data: Data) -> Int {
        let request = newRequest()
        DispatchQueue.global().async { [self] in
            put(Self.decoded(.success(data), limit: maximumBytes), request: request, source: .embedded)
        }
        return request
    }

    private func newRequest() -> Int {
        state.withLock { state in
            defer { state.nextRequest += 1 }
            return state.nextRequest
        }
    }

    private func put(_ decoded: (Result<Data, EmojiArtError>, ImageRaster?), request: Int, source: Source) {
        let delivery = Delivery(request: request, source: source, result: decoded.0, picture: decoded.1)
        state.withLock { $0.deliveries.append(delivery) }
        arrivals.signal()
    }

    /// Fetched bytes, checked: they must sniff as an image and decode; the picture is built here,
    /// on the fetch's thread, so the input thread never waits for a decoder. The file and what it
    /// decodes to (its pixels and their pyramid, ``ImageRaster/bytesToBuild(width:height:)``)
    /// together stay within `limit`: a picture past it is refused from its header, before
    /// anything is decoded, so a small file declaring a large picture costs nothing.
    /// - Complexity: O(*n* + *w* · *h*): the decode and the picture's pyramid.
    static func decoded(_ result: Result<Data, EmojiArtError>, limit: Int) -> (Result<Data, EmojiArtError>, ImageRaster?) {
        let data: Data
        switch result {
        case .failure: return (result, nil)
        case .success(let bytes): data = bytes
        }
        guard ImageFormat(sniffing: data) != nil else {
            return (.failure(EmojiArtError(ImageFormat.describeNonImage(data))), nil)
        }
        let image = data.withUnsafeBytes { bytes in
            Result { () throws(ImageDecodingError) -> Result<DecodedImage, EmojiArtError> in
                let size = try ImageDecoder.size(of: bytes)
                let needed = data.count + ImageRaster.bytesToBuild(width: size.width, height: size.height)
                guard needed <= limit else { return .failure(tooLarge(size, needing: needed, limit: limit)) }
                return .success(try ImageDecoder.decode(bytes))
            }
        }
        switch image {
        case .success(.success(let image)): return (.success(data), ImageRaster(image))
        case .success(.failure(let error)): return (.failure(error), nil)
        case .failure(let error): return (.failure(EmojiArtError(error.message)), nil)
        }
    }

    /// Why a picture is refused for the memory it would take: its size, that memory, the limit.
    private static func tooLarge(_ size: (width: Int, height: Int), needing bytes: Int, limit: Int) -> EmojiArtError {
        let mebibytes = { (n: Int) in (n + (1 << 20) - 1) >> 20 }
        return EmojiArtError(
            "the image is \(size.width)×\(size.height) pixels, \(mebibytes(bytes)) MiB once decoded to be drawn; "
                + "a background takes at most \(limit >> 20) MiB, decoded size included")
    }

    /// Takes the deliveries that have arrived, oldest first.
    /// - Complexity: O(*d*) for *d* deliveries.
    public func drain() -> [Delivery] {
        state.withLock { state in
            defer { state.deliveries.removeAll() }
            return state.deliveries
        }
    }

    /// Sleeps until a delivery arrives or `seconds` pass; false if none arrived.
    public func waitForDelivery(seconds: Double) -> Bool {
        arrivals.wait(timeout: .now() + seconds) == .success
    }

    /// Reads a file off the input thread, through `workspace` (every file goes through one door).
    private func readFile(
        _ path: String, in workspace: Workspace, shownAs name: String? = nil,
        deliver: @escaping @Sendable (Result<Data, EmojiArtError>) -> Void
    ) {
        let limit = maximumBytes
        DispatchQueue.global().async {
            do throws(Workspace.Failure) {
                deliver(.success(try workspace.read(path, limit: limit)))
            } catch {
                deliver(.failure(EmojiArtError(name.map { "'\($0)': \(error.reason)" } ?? error.message)))
            }
        }
    }
}
