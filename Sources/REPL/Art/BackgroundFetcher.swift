import Dispatch
import EmojiArt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Storage
import Synchronization

/// Fetches background images off the input thread: `http(s):` with libcurl (``HTTPFetch``), `file:` URLs
/// and local paths from the disk. Nothing else: no other schemes, no redirects to them, no
/// shelling out. Each fetch has a timeout and a size cap, and its bytes must sniff as PNG, JPEG,
/// GIF or WebP.
///
/// Results come back through a mailbox, the one place fetch threads and the Session meet: fetch
/// threads put deliveries in under a lock; the Session (which lives on one thread) takes them out
/// when it chooses (``drain()``), so its state is only ever touched by its own thread.
public final class BackgroundFetcher: Sendable {
    /// What was asked for.
    public enum Source: Sendable, Equatable, CustomStringConvertible {
        case url(URL)
        /// A path, and how messages name it (as the user typed it).
        case file(String, name: String)

        public var description: String {
            switch self {
            case .url(let url): url.absoluteString
            case .file(_, let name): name
            }
        }
    }

    /// A finished fetch.
    public struct Delivery: Sendable {
        /// The number ``fetch(_:)`` returned.
        public let request: Int
        public let source: Source
        public let result: Result<Data, EmojiArtError>
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
        let request = state.withLock { state in
            defer { state.nextRequest += 1 }
            return state.nextRequest
        }
        let deliver: @Sendable (Result<Data, EmojiArtError>) -> Void = { [self] result in
            let checked = result.flatMap { data in
                ImageFormat(sniffing: data) != nil
                    ? .success(data)
                    : .failure(EmojiArtError(ImageFormat.describeNonImage(data)))
            }
            state.withLock { $0.deliveries.append(Delivery(request: request, source: source, result: checked)) }
            arrivals.signal()
        }
        switch source {
        case .file(let path, let name):
            readFile(path, name: name, deliver: deliver)
        case .url(let url):
            switch url.scheme?.lowercased() {
            case "file":
                guard url.host == nil || url.host == "" || url.host == "localhost" else {
                    deliver(.failure(EmojiArtError("file: URLs must be on this machine, not on '\(url.host ?? "")'")))
                    break
                }
                readFile(url.path, name: url.absoluteString, deliver: deliver)
            case "http", "https":
                HTTPFetch.start(url, timeout: timeout, maximumBytes: maximumBytes, deliver: deliver)
            default:
                deliver(.failure(EmojiArtError("'\(url.scheme ?? "")' URLs are not fetched; use http, https or file")))
            }
        }
        return request
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

    private func readFile(_ path: String, name: String? = nil, deliver: @escaping @Sendable (Result<Data, EmojiArtError>) -> Void) {
        let limit = maximumBytes
        DispatchQueue.global().async {
            deliver(Self.read(path, limit: limit, name: name))
        }
    }

    /// A file's bytes, refusing more than `limit` of them. Also used to embed a file at once.
    /// Messages name the file `name` (as the user gave it), else its path.
    /// - Complexity: O(*n*) in the bytes read, at most `limit` + 1.
    static func read(_ path: String, limit: Int, name: String? = nil) -> Result<Data, EmojiArtError> {
        let name = name ?? path
        switch PathKind(of: path) {
        case .missing: return .failure(EmojiArtError("'\(name)': no such file"))
        case .directory: return .failure(EmojiArtError("'\(name)': it is a directory"))
        case .file: break
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(EmojiArtError("'\(name)': cannot read it")) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: min(limit + 1, 1 << 16))
        var data = Data()
        while data.count <= limit {
            let wanted = min(bytes.count, limit + 1 - data.count)
            let count = bytes.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, wanted) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO).readableDescription
                return .failure(EmojiArtError("'\(name)': cannot read it: \(reason)"))
            }
            data.append(contentsOf: bytes[0..<count])
        }
        guard data.count <= limit else {
            return .failure(EmojiArtError("'\(name)': it is larger than \(limit) bytes"))
        }
        return .success(data)
    }
}

/// `read(2)`, which the static `read` above would shadow.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
