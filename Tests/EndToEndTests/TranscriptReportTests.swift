import Foundation
import Testing

/// A program on the PATH, if there is one.
func tool(_ name: String) -> URL? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/bin"] {
        let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
}

/// Runs a program other than memorize; its status and its output (standard error after).
func runTool(_ executable: URL, _ arguments: [String], stdin: Data = Data()) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let received = try MemorizeProcess.exchange(stdin, with: input, reading: [output], group: process.processIdentifier)
    return (MemorizeProcess.finish(process), String(decoding: received[0], as: UTF8.self))
}

/// Reports that CI reads, checked by the tools that read them: TAP by `prove` (Perl's
/// TAP::Harness, YAML diagnostics included) and by a YAML parser, JUnit XML by Python's
/// xml.etree and, when installed, `junitparser`.
@Suite("memorize test: reports, shards, Markdown, colour")
struct TranscriptReportTests {
    /// Five transcripts: two pass, one fails, one is malformed, one is skipped; and a Markdown
    /// file with a passing and a failing block.
    func suite() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let files = [
            "a-pass.transcript": "# Passes.\n> score\n! error: [..]\n",
            "b-fail.transcript": "# Fails: the score is 0 & not <7>.\n> new animals seed=3\n...\n> score\n| score: 7\n",
            "c-malformed.transcript": "> new\nno marker\n",
            "d-skip.transcript": "@ skip: not today\n> new\n",
            "e-pass.transcript": "> score\n! error: no game yet; start one with 'new'\n",
            "guide.md": "# Guide\n\n```transcript\n> score\n! error: no game yet(; .*)? (re)\n```\n\nText.\n\n```transcript\n> new animals pairs=2 seed=1\n...\n| [..] · score 0 · 9 of 9 pairs left\n```\n",
        ]
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test func tapIsReadByProve() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MemorizeProcess.run(["test", "--format", "tap", directory.path])
        #expect(result.status == 2)
        let lines = result.stdoutLines
        #expect(lines.prefix(2) == ["TAP version 13", "1..7"])
        #expect(lines.contains("ok 1 - \(directory.path)/a-pass.transcript"))
        #expect(lines.contains("not ok 2 - \(directory.path)/b-fail.transcript"))
        #expect(lines.contains("ok 4 - \(directory.path)/d-skip.transcript # SKIP not today"))
        #expect(lines.contains("ok 6 - \(directory.path)/guide.md:3"))
        #expect(lines.contains("not ok 7 - \(directory.path)/guide.md:10"))
        #expect(lines.contains("    \(directory.path)/b-fail.transcript:4: output of '> score' differs"))
        let file = directory.appendingPathComponent("report.tap")
        try result.stdout.write(to: file, atomically: true, encoding: .utf8)
        let prove = try #require(tool("prove"), "prove (Perl's TAP::Harness) is not installed")
        let read = try runTool(prove, ["--verbose", "--exec", "cat", file.path])
        #expect(read.status != 0)   // three transcripts failed
        #expect(read.output.contains("Failed tests:  2-3, 7"), Comment(rawValue: read.output))
        #expect(!read.output.contains("YAMLish") && !read.output.contains("Parse errors"), Comment(rawValue: read.output))
        // Every YAML block parses as YAML too (PyYAML, where Python has it).
        if let python = tool("python3") {
            let script = """
                import sys
                try:
                    import yaml
                except ImportError:
                    sys.exit(0)
                blocks, current = [], None
                for line in open(sys.argv[1]).read().split("\\n"):
                    if line == "  ---": current = []
                    elif line == "  ..." and current is not None: blocks.append("\\n".join(current)); current = None
                    elif current is not None: current.append(line[2:])
                docs = [yaml.safe_load(b) for b in blocks]
                assert len(docs) == 3, docs
                assert docs[0]["message"] == "output of '> score' differs", docs[0]
                assert docs[0]["line"] == 4 and "- | score: 7" in docs[0]["diff"], docs[0]
                print("yaml ok")
                """
            let checked = try runTool(python, ["-c", script, file.path])
            #expect(checked.status == 0, Comment(rawValue: checked.output))
        }
        // All passing: prove agrees.
        let passing = try MemorizeProcess.run(["test", "--format", "tap", "--filter", "pass", directory.path])
        try passing.stdout.write(to: file, atomically: true, encoding: .utf8)
        #expect(try runTool(prove, ["--exec", "cat", file.path]).status == 0)
    }

    @Test func junitIsReadByXMLParsers() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("junit.xml")
        let result = try MemorizeProcess.run(["test", "--report", report.path, directory.path])
        #expect(result.status == 2)
        // The text still goes to standard output.
        #expect(result.stdoutLines.last == "3 passed, 3 failed, 1 skipped")
        let python = try #require(tool("python3"), "python3 is not installed")
        let script = """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            assert root.tag == "testsuites", root.tag
            suite = root.find("testsuite")
            cases = suite.findall("testcase")
            assert len(cases) == 7, len(cases)
            assert (suite.get("tests"), suite.get("failures"), suite.get("errors"), suite.get("skipped")) == ("7", "2", "1", "1"), suite.attrib
            for case in cases:
                float(case.get("time"))
            fail = cases[1].find("failure")
            assert fail.get("message") == "output of '> score' differs", fail.attrib
            assert "- | score: 7" in fail.text and "+ | score: 0" in fail.text, fail.text
            assert cases[2].find("error").get("type") == "malformed"
            assert cases[3].find("skipped").get("message") == "not today"
            assert cases[6].get("name").endswith("guide.md:10"), cases[6].attrib
            try:
                import junitparser
            except ImportError:
                print("xml.etree ok")
                sys.exit(0)
            xml = junitparser.JUnitXml.fromfile(sys.argv[1])
            results = [(c.name, [type(r).__name__ for r in c.result]) for s in xml for c in s]
            assert [r for _, r in results] == [[], ["Failure"], ["Error"], ["Skipped"], [], [], ["Failure"]], results
            print("junitparser ok")
            """
        let checked = try runTool(python, ["-c", script, report.path])
        #expect(checked.status == 0, Comment(rawValue: checked.output))
        #expect(checked.output.hasSuffix("ok\n"), Comment(rawValue: checked.output))
    }

    @Test func shardsTogetherRunTheSuiteOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for index in 0..<40 {
            try "> score\n! error: [..]\n".write(to: directory.appendingPathComponent("t\(index).transcript"), atomically: true, encoding: .utf8)
        }
        let all = try MemorizeProcess.run(["test", "--list", directory.path]).stdoutLines
        #expect(all.count == 40)
        var seen: [String] = []
        for index in 1...3 {
            let shard = try MemorizeProcess.run(["test", "--list", "--shard", "\(index)/3", directory.path]).stdoutLines
            #expect(!shard.isEmpty)
            seen += shard
            let run = try MemorizeProcess.run(["test", "--shard", "\(index)/3", directory.path])
            #expect(run.stdoutLines.last == "\(shard.count) passed, 0 failed")
        }
        #expect(seen.sorted() == all.sorted())
        let bad = try MemorizeProcess.run(["test", "--shard", "4/3", directory.path])
        #expect(bad.status == 64)
        #expect(bad.stderrLines.first?.contains("--shard takes K/N with 1 ≤ K ≤ N, like 2/4, not '4/3'") == true, Comment(rawValue: bad.stderr))
    }

    @Test func markdownBlocksAreUpdatedInPlace() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let guide = directory.appendingPathComponent("guide.md")
        let failed = try MemorizeProcess.run(["test", guide.path])
        #expect(failed.status == 1)
        #expect(failed.stdoutLines.first == "\(guide.path):11: output of '> new animals pairs=2 seed=1' differs")
        let updated = try MemorizeProcess.run(["test", "--update", guide.path])
        #expect(updated.status == 0)
        #expect(updated.stdoutLines == ["updated \(guide.path):10 (line 11)", "1 passed, 1 failed, 1 updated"])
        let text = try String(contentsOf: guide, encoding: .utf8)
        #expect(text.hasPrefix("# Guide\n\n```transcript\n> score\n! error: no game yet(; .*)? (re)\n```\n\nText.\n\n```transcript\n> new animals pairs=2 seed=1\n...\n"))
        // The changed line keeps its elision.
        #expect(text.hasSuffix("\n| [..] · score 0 · 2 of 2 pairs left\n```\n"))
        #expect(try MemorizeProcess.run(["test", guide.path]).status == 0)
    }

    @Test func colourFollowsTheFlagAndNoColor() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let failing = directory.appendingPathComponent("b-fail.transcript").path
        let always = try MemorizeProcess.run(["test", "--color", "always", failing])
        #expect(always.stdoutLines.contains("\u{1B}[31m- | score: 7\u{1B}[0m"))
        #expect(always.stdoutLines.last == "\u{1B}[1;31m0 passed, 1 failed\u{1B}[0m")
        // --color always wins over NO_COLOR (no-color.org); auto off a terminal is plain either way.
        #expect(try MemorizeProcess.run(["test", "--color", "always", failing], environment: ["NO_COLOR": "1"]).stdout == always.stdout)
        let plain = try MemorizeProcess.run(["test", failing], environment: ["NO_COLOR": "1"])
        #expect(!plain.stdout.contains("\u{1B}"))
        #expect(try MemorizeProcess.run(["test", "--color", "never", failing]).stdout == plain.stdout)
    }

    @Test func durationsListTheSlowestBeforeTheSummary() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MemorizeProcess.run(["test", "--durations", "2", "--filter", "pass", directory.path])
        let lines = result.stdoutLines
        #expect(lines.count == 4)
        #expect(lines.first == "slowest 2:")
        #expect(lines.dropFirst().prefix(2).allSatisfy { $0.hasPrefix("  ") && $0.contains(" s  \(directory.path)/") })
        #expect(lines.last == "2 passed, 0 failed")
    }

    @Test func progressOnATerminalForASuiteOverASecond() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The random bot's turns grow as pairs²: three games of 1,000 pairs take seconds.
        try "# Takes a while.\n@ timeout: 600\n> simulate strategy=random pairs=1000 games=3\n...\n"
            .write(to: directory.appendingPathComponent("slow.transcript"), atomically: true, encoding: .utf8)
        try "> score\n! error: [..]\n".write(to: directory.appendingPathComponent("fast.transcript"), atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(["test", "-j", "1", directory.path])
        let shown = terminal.read(until: { $0.contains("passed, ") }, deadline: 300)
        #expect(terminal.waitForExit() == 0)
        #expect(shown.contains("\r\u{1B}[K  1/2 · "), Comment(rawValue: shown.debugDescription))
        // Erased before the summary, which is a line of its own.
        #expect(shown.hasSuffix("\r\u{1B}[K2 passed, 0 failed\r\n") || shown.contains("\r\u{1B}[K2 passed, 0 failed"), Comment(rawValue: shown.debugDescription))
        // Not on a pipe.
        let piped = try MemorizeProcess.run(["test", "-j", "1", directory.path])
        #expect(!piped.stderr.contains("\u{1B}[K") && piped.stdoutLines == ["2 passed, 0 failed"])
    }
}
