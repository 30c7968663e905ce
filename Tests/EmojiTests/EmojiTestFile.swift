import Foundation

/// The lines of Unicode's `emoji-test.txt` from Debian's `unicode-data` (installed by
/// scripts/install-dependencies): the oracle for the classifier.
struct EmojiTestLine: Sendable {
    let text: String
    let status: String
    let line: Int
}

enum EmojiTestFile {
    static let path = "/usr/share/unicode/emoji/emoji-test.txt"

    /// Every sequence line, or nil when the file is missing.
    static let lines: [EmojiTestLine]? = {
        guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        var result: [EmojiTestLine] = []
        for (number, raw) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = code.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2 else { continue }
            var text = ""
            for hex in fields[0].split(separator: " ") {
                guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                text.unicodeScalars.append(scalar)
            }
            result.append(EmojiTestLine(text: text, status: fields[1], line: number + 1))
        }
        return result
    }()
}
