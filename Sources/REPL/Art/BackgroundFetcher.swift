import EmojiArt
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Fetches background images off the input thread: `http(s):` with URLSession, `file:` URLs
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
    static func read(_ path: String, limit: Int, name: String? = nil) -> Result<Data, EmojiArtError> {
        let name = name ?? path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(EmojiArtError("'\(name)': no such file"))
        }
        guard !isDirectory.boolValue else { return .failure(EmojiArtError("'\(name)': it is a directory")) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(EmojiArtError("'\(name)': cannot read it"))
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else {
                return .failure(EmojiArtError("'\(name)': it is larger than \(limit) bytes"))
            }
            return .success(data)
        } catch {
            return .failure(EmojiArtError("'\(name)': cannot read it: \(error.localizedDescription)"))
        }
    }
}

/// One HTTP(S) fetch with its own URLSession, whose delegate enforces the rules as bytes arrive:
/// redirects only to http(s), a status of 2xx, no more than `maximumBytes`.
private final class HTTPFetch: NSObject, URLSessionDataDelegate, Sendable {
    private struct State {
        var data = Data()
        var refusal: EmojiArtError?
        var delivered = false
    }
    private let state = Mutex(State())
    private let url: URL
    private let maximumBytes: Int
    private let deliver: @Sendable (Result<Data, EmojiArtError>) -> Void

    private init(url: URL, maximumBytes: Int, deliver: @escaping @Sendable (Result<Data, EmojiArtError>) -> Void) {
        self.url = url
        self.maximumBytes = maximumBytes
        self.deliver = deliver
    }

    static func start(_ url: URL, timeout: Double, maximumBytes: Int, deliver: @escaping @Sendable (Result<Data, EmojiArtError>) -> Void) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let fetch = HTTPFetch(url: url, maximumBytes: maximumBytes, deliver: deliver)
        let session = URLSession(configuration: configuration, delegate: fetch, delegateQueue: nil)
        session.dataTask(with: URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)).resume()
        session.finishTasksAndInvalidate()
    }

    private func refuse(_ task: URLSessionTask, _ message: String) {
        state.withLock { if $0.refusal == nil { $0.refusal = EmojiArtError(message) } }
        task.cancel()
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let scheme = request.url?.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else {
            completionHandler(nil)
            refuse(task, "\(url.absoluteString) redirects to a '\(scheme ?? "")' URL; only http and https are followed")
            return
        }
        completionHandler(request)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        if let http = response as? HTTPURLResponse, !(200...299).contains(http.statusCode) {
            completionHandler(.cancel)
            refuse(dataTask, "\(url.absoluteString) answered HTTP \(http.statusCode)")
            return
        }
        if response.expectedContentLength > Int64(maximumBytes) {
            completionHandler(.cancel)
            refuse(dataTask, "\(url.absoluteString) is \(response.expectedContentLength) bytes; at most \(maximumBytes)")
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = state.withLock { state in
            state.data.append(data)
            return state.data.count > maximumBytes
        }
        if tooLarge { refuse(dataTask, "\(url.absoluteString) sent more than \(maximumBytes) bytes") }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (data, refusal, first) = state.withLock { state in
            defer { state.delivered = true }
            return (state.data, state.refusal, !state.delivered)
        }
        guard first else { return }
        if let refusal {
            deliver(.failure(refusal))
        } else if let error {
            let nsError = error as NSError
            let reason = nsError.code == NSURLErrorTimedOut ? "timed out" : nsError.localizedDescription
            deliver(.failure(EmojiArtError("\(url.absoluteString): \(reason)")))
        } else {
            deliver(.success(data))
        }
    }
}
