import Foundation
import Testing

/// `palette lint` reads a line of a MiB or more in parts, in flat memory; what it reports is
/// what it would report of the whole line: the line's number, and columns counted from its start.
@Suite("palette lint of lines longer than a read")
struct LongLineLintTests {
    @Test func positionsOnAndAfterA3MiBLineAreTheWholeLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("long.txt")
        // Blanks between the characters put them in different parts of the line, wherever it is cut.
        let (a, b, c) = (1_300_000, 1_000_003, 900_001)
        let palette = "🍕" + String(repeating: " ", count: a) + "x" + String(repeating: " ", count: b) + "👍🏽"
            + String(repeating: " ", count: c) + "😀"
        let repeats = 700_000
        let prose = String(repeating: "wörd ", count: repeats) + "🎉"
        try Data(("😀 🍕\n" + palette + "\ny\n" + prose + "\nz\n").utf8).write(to: file)

        let result = try MemorizeProcess.run(["palette", "lint", file.path])
        let path = file.path
        let smiley = 1 + a + 1 + b + 2 + c + 1   // in scalars, as columns count
        #expect(result.stdoutLines == [
            "\(path):2:1: '🍕' U+1F355: duplicate of the one at 1:3",
            "\(path):2:\(a + 2): 'x' U+0078: not an emoji",
            "\(path):2:\(smiley): '😀' U+1F600: duplicate of the one at 1:1",
            "\(path):3:1: 'y' U+0079: not an emoji",
            "\(path):4:1: text, not a palette line (\(4 * repeats) other characters, 1 emoji)",
            "\(path):5:1: 'z' U+007A: not an emoji",
        ])
        #expect(result.status == 1)
        #expect(result.stderrLines.last == "6 problems in 1 file")
    }
}
