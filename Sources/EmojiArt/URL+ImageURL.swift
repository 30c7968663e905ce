#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URL {
    /// The image a URL stands for: the `imgurl=` of an image-search link (as dragged from a search
    /// results page), else the URL itself without its base. CS193p's `imageURL`.
    /// - Complexity: O(*n*) in the length of the query.
    public var imageURL: URL {
        for query in query?.components(separatedBy: "&") ?? [] {
            let queryComponents = query.components(separatedBy: "=")
            if queryComponents.count == 2 {
                if queryComponents[0] == "imgurl", let url = URL(string: percentDecoded(queryComponents[1]) ?? "") {
                    return url
                }
            }
        }
        return baseURL ?? self
    }
}

/// What `removingPercentEncoding` gives (it is in full Foundation only): nil when a `%` is not
/// followed by two hex digits or the decoded bytes are not UTF-8.
/// - Complexity: O(*n*) in the length of `text`.
func percentDecoded(_ text: String) -> String? {
    let utf8 = Array(text.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var index = 0
    while index < utf8.count {
        guard utf8[index] == UInt8(ascii: "%") else {
            bytes.append(utf8[index])
            index += 1
            continue
        }
        guard index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) else { return nil }
        bytes.append(high << 4 | low)
        index += 3
    }
    return String(validating: bytes, as: UTF8.self)
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
}
