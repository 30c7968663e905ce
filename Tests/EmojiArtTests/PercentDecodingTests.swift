import Foundation
import Testing
@testable import EmojiArt

/// `percentDecoded` stands in for Foundation's `removingPercentEncoding`, which the program no
/// longer links: checked against it here.
@Suite struct PercentDecodingTests {
    @Test(arguments: [
        "", "plain", "https%3A%2F%2Fexample.com%2Fcat.png", "a%20b", "%e2%9c%93", "%", "%2", "%zz", "100%", "%C3",
        "%FF", "%C3%A9", "a+b", "%00", "é%20", "%%41",
    ])
    func decodesAsFoundationDoes(text: String) {
        #expect(percentDecoded(text) == text.removingPercentEncoding, "\(text)")
    }
}
