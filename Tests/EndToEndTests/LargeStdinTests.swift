import Foundation
import Testing

/// More than a pipe holds (64 KiB on Linux) in both directions at once: memorize answers the
/// first commands (about 190 KB of boards) before it has read the rest of its input (1 MiB of
/// comments), so a helper that wrote all of standard input before reading any output would
/// wait on memorize while memorize waited on it.
@Suite("A mebibyte through batch mode")
struct LargeStdinTests {
    @Test func moreThanAPipeEachWayDoesNotDeadlock() throws {
        let boards = 200
        let comment = "# " + String(repeating: "x", count: 1_000) + "\n"
        let input = "new animals seed=1\n" + String(repeating: "board\n", count: boards)
            + String(repeating: comment, count: (1 << 20) / comment.utf8.count + 1) + "score\n"
        #expect(input.utf8.count > 1 << 20)
        let result = try MemorizeProcess.run([], stdin: Data(input.utf8), killedAfter: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.utf8.count > 128 << 10)
        #expect(result.stdoutLines.filter { $0.hasPrefix("Animals · score 0") }.count == boards + 1)
        #expect(result.stdoutLines.last == "score: 0 (matches 0 + bonus 0 − penalties 0)")
        #expect(result.stderr == "")
    }
}
