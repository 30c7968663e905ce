import CCurl
import Dispatch
import EmojiArt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#endif
import REPL

/// One HTTP(S) fetch through libcurl, which is loaded on the first fetch (see CCurl.h) so that a
/// run that fetches nothing never pays for the network stack. The rules are enforced as bytes
/// arrive: a status of 2xx, no more than `maximumBytes`, redirects followed here (not by libcurl)
/// and only to http(s), everything within `timeout` seconds, redirects included.
enum HTTPFetch {
    /// The most redirects followed, as browsers allow.
    static let maximumRedirects = 20

    /// Fetches `url` on a worker thread and hands the outcome to `deliver` there.
    static func start(_ url: URL, timeout: Double, maximumBytes: Int, deliver: @escaping @Sendable (Result<Data, EmojiArtError>) -> Void) {
        DispatchQueue.global().async {
            deliver(fetch(url, timeout: timeout, maximumBytes: maximumBytes))
        }
    }

    /// Blocks until the fetch ends.
    /// - Complexity: O(*n*) in the bytes received.
    static func fetch(_ url: URL, timeout: Double, maximumBytes: Int) -> Result<Data, EmojiArtError> {
        guard memorize_curl_load() == 1 else {
            return .failure(EmojiArtError("\(url.absoluteString): cannot fetch: \(String(cString: memorize_curl_load_failure()))"))
        }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        var next = url
        for _ in 0...maximumRedirects {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return .failure(EmojiArtError("\(url.absoluteString): timed out")) }
            let transfer = Transfer(requested: url, maximumBytes: maximumBytes)
            switch transfer.perform(next, milliseconds: Int((deadline - now) / 1_000_000) + 1) {
            case .finished(let data):
                return .success(data)
            case .failed(let error):
                return .failure(error)
            case .redirect(let location):
                let scheme = location.scheme?.lowercased()
                guard scheme == "http" || scheme == "https" else {
                    return .failure(EmojiArtError("\(url.absoluteString) redirects to a '\(scheme ?? "")' URL; only http and https are followed"))
                }
                next = location
            }
        }
        return .failure(EmojiArtError("\(url.absoluteString): more than \(maximumRedirects) redirects"))
    }
}

/// One request and its response, on one thread: libcurl calls back into it during `perform`.
private final class Transfer {
    enum Outcome {
        case finished(Data)
        case failed(EmojiArtError)
        case redirect(URL)
    }

    /// The URL the user gave, which every message names.
    private let requested: URL
    private let maximumBytes: Int
    private var handle: UnsafeMutableRawPointer?
    private var data = Data()
    private var refusal: EmojiArtError?
    /// The current response is a redirect: its body is not the image.
    private var isRedirect = false

    init(requested: URL, maximumBytes: Int) {
        self.requested = requested
        self.maximumBytes = maximumBytes
    }

    func perform(_ url: URL, milliseconds: Int) -> Outcome {
        guard let handle = memorize_curl_easy_init() else {
            return .failed(EmojiArtError("\(requested.absoluteString): cannot start a transfer"))
        }
        self.handle = handle
        defer {
            memorize_curl_easy_cleanup(handle)
            self.handle = nil
        }
        var errorText = [CChar](repeating: 0, count: Int(MEMORIZE_CURL_ERROR_SIZE))
        let context = Unmanaged.passUnretained(self).toOpaque()
        let code = errorText.withUnsafeMutableBufferPointer { errorBuffer in
            _ = memorize_curl_setopt_string(handle, MEMORIZE_CURLOPT_URL, url.absoluteString)
            _ = memorize_curl_setopt_long(handle, MEMORIZE_CURLOPT_PROTOCOLS, Int(MEMORIZE_CURLPROTO_HTTP | MEMORIZE_CURLPROTO_HTTPS))
            _ = memorize_curl_setopt_long(handle, MEMORIZE_CURLOPT_FOLLOWLOCATION, 0)
            // Worker threads: no SIGALRM for name look-up timeouts.
            _ = memorize_curl_setopt_long(handle, MEMORIZE_CURLOPT_NOSIGNAL, 1)
            _ = memorize_curl_setopt_long(handle, MEMORIZE_CURLOPT_TIMEOUT_MS, milliseconds)
            // Every encoding libcurl can decode; the size limit applies to the decoded bytes.
            _ = memorize_curl_setopt_string(handle, MEMORIZE_CURLOPT_ACCEPT_ENCODING, "")
            _ = memorize_curl_setopt_string(handle, MEMORIZE_CURLOPT_USERAGENT, "memorize")
            _ = memorize_curl_setopt_pointer(handle, MEMORIZE_CURLOPT_ERRORBUFFER, errorBuffer.baseAddress)
            _ = memorize_curl_setopt_pointer(handle, MEMORIZE_CURLOPT_HEADERDATA, context)
            _ = memorize_curl_setopt_callback(handle, MEMORIZE_CURLOPT_HEADERFUNCTION) { bytes, size, count, context in
                guard let context else { return 0 }
                return Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue().header(bytes, size * count)
            }
            _ = memorize_curl_setopt_pointer(handle, MEMORIZE_CURLOPT_WRITEDATA, context)
            _ = memorize_curl_setopt_callback(handle, MEMORIZE_CURLOPT_WRITEFUNCTION) { bytes, size, count, context in
                guard let context else { return 0 }
                return Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue().body(bytes, size * count)
            }
            return memorize_curl_easy_perform(handle)
        }
        if let refusal { return .failed(refusal) }
        guard code == MEMORIZE_CURLE_OK else {
            if code == MEMORIZE_CURLE_OPERATION_TIMEDOUT {
                return .failed(EmojiArtError("\(requested.absoluteString): timed out"))
            }
            let detail = String(decoding: errorText.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let reason = detail.isEmpty ? String(cString: memorize_curl_easy_strerror(code)) : detail
            return .failed(EmojiArtError("\(requested.absoluteString): \(reason)"))
        }
        if isRedirect {
            var location: UnsafePointer<CChar>?
            if memorize_curl_getinfo_string(handle, MEMORIZE_CURLINFO_REDIRECT_URL, &location) == MEMORIZE_CURLE_OK,
               let location, let next = URL(string: String(cString: location)) {
                return .redirect(next)
            }
            return .failed(EmojiArtError("\(requested.absoluteString) answered HTTP \(responseCode)"))
        }
        return .finished(data)
    }

    private var responseCode: Int {
        var code = 0
        guard let handle, memorize_curl_getinfo_long(handle, MEMORIZE_CURLINFO_RESPONSE_CODE, &code) == MEMORIZE_CURLE_OK else { return 0 }
        return code
    }

    /// One header line; the empty line that ends a response's headers is where its status and
    /// length are judged, before any of its body arrives.
    private func header(_ bytes: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let bytes, (1...2).contains(count), bytes[0] == 13 || bytes[0] == 10 else { return count }
        let status = responseCode
        switch status {
        case 100..<200:
            return count // an interim response; the real one follows
        case 300..<400:
            isRedirect = true
            return count
        case 200..<300:
            isRedirect = false
        default:
            refusal = EmojiArtError("\(requested.absoluteString) answered HTTP \(status)")
            return 0
        }
        var length: Int64 = -1
        if let handle, memorize_curl_getinfo_offset(handle, MEMORIZE_CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length) == MEMORIZE_CURLE_OK,
           length > Int64(maximumBytes) {
            refusal = EmojiArtError("\(requested.absoluteString) is \(length) bytes; at most \(maximumBytes)")
            return 0
        }
        return count
    }

    private func body(_ bytes: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard !isRedirect else { return count }
        guard data.count + count <= maximumBytes else {
            refusal = EmojiArtError("\(requested.absoluteString) sent more than \(maximumBytes) bytes")
            return 0
        }
        if let bytes { data.append(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: count) }
        return count
    }
}
