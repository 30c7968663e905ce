import Foundation
import Testing

/// What a transcript holds comes from outside as much as its name: an input line with an OSC and a
/// carriage return in it, an expected line with an escape, a C1 control, a direction override
/// (U+202E) or isolate (U+2066) in an input, an expected and a printed line. When the transcript
/// fails, the text report, TAP and JUnit XML show them, never obey them: no control character but
/// a line feed reaches the terminal, no override reorders a line, and the XML stays well-formed
/// (XML 1.0 cannot hold an ESC at all).
@Suite("memorize test: hostile transcript content")
struct HostileTranscriptContentTests {
    static let transcript = """
        # a story
        > score \u{1B}]0;owned\u{07}\rpassed
        | \\x1b]52;c;aGk=\\x07 (esc)
        > \u{9B}2J
        | \u{1B}[2J
        > echo gnp.\u{202E}exe
        | exe.\u{2066}png


        """

    func suite() throws -> URL {
        let url = scratchPath("hostile-content")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(Self.transcript.utf8).write(to: url.appendingPathComponent("t.transcript"))
        return url
    }

    /// No control character but a line feed, no C1 control, no direction override or isolate.
    func isShown(_ text: String) -> Bool {
        !text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
    }

    @Test(arguments: [["--color", "never"], ["--format", "tap"]])
    func theTerminalReportsShowTheContent(format: [String]) throws {
        let dir = try suite()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try MemorizeProcess.run(["test"] + format + [dir.path])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(isShown(result.stdout + result.stderr), "\((result.stdout + result.stderr).debugDescription)")
        // The diff is there, shown: the input line, escaped.
        #expect(result.stdout.contains(#"score \u{1B}]0;owned\u{7}"#) || result.stdout.contains(#"score \x1b]0;owned\x07"#), "\(result.stdout)")
        #expect(result.stdout.contains(#"exe.\u{2066}png"#) || result.stdout.contains(#"exe.\u2066png"#), "\(result.stdout)")
    }

    @Test(arguments: ["--report", "--format"])
    func junitIsWellFormedAndHoldsNoControlCharacter(option: String) throws {
        let dir = try suite()
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("junit.xml")
        let result = try MemorizeProcess.run(["test", "--color", "never", option, option == "--report" ? report.path : "junit", dir.path])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(isShown(result.stdout + result.stderr), "\((result.stdout + result.stderr).debugDescription)")
        if option == "--format" { try Data(result.stdout.utf8).write(to: report) }
        let xml = try String(contentsOf: report, encoding: .utf8)
        #expect(xml.contains(#"gnp.\u202eexe"#) && xml.contains(#"exe.\u2066png"#), "\(xml)")
        #expect(isShown(xml), "\(xml.debugDescription)")
        let python = try #require(tool("python3"), "python3 is not installed")
        let script = """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            failure = root.find("testsuite").find("testcase").find("failure")
            assert failure is not None and "score" in failure.get("message"), ET.tostring(root)
            print("ok")
            """
        let checked = try runTool(python, ["-c", script, report.path])
        #expect(checked.status == 0, Comment(rawValue: checked.output))
    }
}
