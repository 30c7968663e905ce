import Foundation
import Testing

/// A transcript's file name comes from outside: `memorize test` shows it, never obeys it. An escape
/// in a name cannot clear the screen or retitle the terminal, a C1 control (U+009B is CSI) cannot
/// either, a direction override or isolate cannot reorder what follows it, and a line feed cannot
/// make a second entry: in the list, in TAP, in JUnit, in JSON or in the text report.
@Suite("memorize test: hostile transcript names")
struct HostileTranscriptNameTests {
    static let names = [
        "clear\u{1B}[2J.transcript", "title\u{1B}]0;owned\u{07}.transcript", "two\nlines.transcript",
        "c1\u{9B}2J\u{85}.transcript", "c\u{1B}]0;PWN\u{07}\u{202E}.transcript", "isolate\u{2066}x\u{2069}\u{202A}.transcript",
    ]

    func directory() throws -> URL {
        let url = scratchPath("hostile-names")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for name in Self.names {
            try "# a story\n> score\n| score 0\n".write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return url
    }

    /// No character of the output is a control character but a line feed (or a tab), a C1
    /// control, or a direction override or isolate.
    func isShown(_ text: String) -> Bool {
        !text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
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
        #expect(result.stdout.contains(#"c\u{1B}]0;PWN\u{7}\u{202E}.transcript"#), "\(result.stdout)")
        #expect(result.stdout.contains(#"c1\u{9B}2J\u{85}.transcript"#), "\(result.stdout)")
    }

    @Test func tapAndTheTextReportShowTheNames() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tap = try MemorizeProcess.run(["test", "--format", "tap", "--durations", "3", dir.path])
        #expect(isShown(tap.stdout), "\(tap.stdout.debugDescription)")
        // One test line per transcript, whatever their names hold.
        #expect(tap.stdoutLines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }.count == Self.names.count)
        // The YAML names it with YAML's escapes, which read back as the name.
        #expect(tap.stdout.contains(#"\x1b]0;PWN\x07\u202e.transcript""#), "\(tap.stdout)")
        let text = try MemorizeProcess.run(["test", "--durations", "3", dir.path])
        #expect(isShown(text.stdout + text.stderr), "\((text.stdout + text.stderr).debugDescription)")
    }

    @Test("JUnit (on standard output and as --report) and JSON show the names", arguments: ["junit", "report", "json"])
    func junitAndJSONShowTheNames(format: String) throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("report.xml")
        let arguments = format == "report" ? ["--report", report.path] : ["--format", format]
        let result = try MemorizeProcess.run(["test"] + arguments + [dir.path])
        // Each fails (`score` before any game), so its diff is in the report too.
        #expect(result.status == 1, "\(result.stderr)")
        let shown = format == "report" ? try String(contentsOf: report, encoding: .utf8) : result.stdout
        #expect(isShown(shown + result.stderr), "\(shown.debugDescription)")
        if format == "json" {
            // The same names to a parser: the escapes are JSON's own.
            let parsed = try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any]
            let names = (parsed?["cases"] as? [[String: Any]])?.compactMap { ($0["name"] as? String)?.split(separator: "/").last.map(String.init) }
            #expect(Set(names ?? []) == Set(Self.names), "\(shown)")
        } else {
            #expect(shown.contains(#"c\x1b]0;PWN\x07\u202e.transcript"#), "\(shown)")
            #expect(shown.contains(#"c1\x9b2J\x85.transcript"#), "\(shown)")
        }
    }
}
