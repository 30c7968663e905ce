import Foundation
import Testing

/// A transcript's file name comes from outside: `memorize test` shows it, never obeys it. An escape
/// in a name cannot clear the screen or retitle the terminal, and a line feed cannot make a second
/// entry, in the list, in TAP or in the text report.
@Suite("memorize test: hostile transcript names")
struct HostileTranscriptNameTests {
    static let names = ["clear\u{1B}[2J.transcript", "title\u{1B}]0;owned\u{07}.transcript", "two\nlines.transcript"]

    func directory() throws -> URL {
        let url = scratchPath("hostile-names")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for name in Self.names {
            try "# a story\n> score\n| score 0\n".write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return url
    }

    /// No byte of the output is a control character but a line feed (or a tab).
    func isShown(_ text: String) -> Bool {
        !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F }
    }

    @Test func theListShowsEachNameOnOneLine() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try MemorizeProcess.run(["test", "--list", dir.path])
        #expect(result.status == 0)
        #expect(isShown(result.stdout), "\(result.stdout.debugDescription)")
        #expect(result.stdoutLines.count == Self.names.count, "\(result.stdoutLines)")
        #expect(result.stdout.contains(#"clear\u{1B}[2J.transcript"#))
        #expect(result.stdout.contains(#"two\u{A}lines.transcript"#))
    }

    @Test func tapAndTheTextReportShowTheNames() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tap = try MemorizeProcess.run(["test", "--format", "tap", "--durations", "3", dir.path])
        #expect(isShown(tap.stdout), "\(tap.stdout.debugDescription)")
        // One test line per transcript, whatever their names hold.
        #expect(tap.stdoutLines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }.count == Self.names.count)
        let text = try MemorizeProcess.run(["test", "--durations", "3", dir.path])
        #expect(isShown(text.stdout + text.stderr), "\((text.stdout + text.stderr).debugDescription)")
    }
}
