import Foundation
import Testing

/// `palette lint` of prose with emoji: the words get one summary, the emoji their problems.
@Suite("Lint of prose with emoji")
struct ProseLintTests {
    @Test("'🐶🐱❤ hello 🐶' is prose, and its unqualified heart and second dog are reported at their columns")
    func proseWithEmoji() throws {
        let file = scratchPath("prose.txt")
        try "🐶🐱❤ hello 🐶\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try MemorizeProcess.run(["palette", "lint", file.path])
        #expect(result.status == 1)
        #expect(result.stdoutLines == [
            "\(file.path):1:3: '❤' U+2764: not fully qualified; would become ❤️ (U+2764 U+FE0F)",
            "\(file.path):1:11: '🐶' U+1F436: duplicate of the one at 1:1",
            "\(file.path):1:1: text, not a palette line (5 other characters, 4 emoji)",
        ])
        #expect(result.stderrLines.last == "3 problems in 1 file")
    }
}
