import Dispatch
import EmojiArt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
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
        /// A path as the user typed it, read through the session's workspace (which resolves it
        /// and names it in messages as typed).
        case file(String, in: Workspace)

        public var description: String {
            switch self {
            case .url(let url): url.absoluteString
            case .file(let name, _): name
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
        case .file(let name, let workspace):
            readFile(name, in: workspace, deliver: deliver)
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
