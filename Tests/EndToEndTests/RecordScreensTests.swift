import Foundation
import Testing

/// `memorize record` with screens, on a pseudo-terminal as a player's: the keys, clicks, drags
/// and pastes a screen gets become `~` steps, Ctrl-\ and leaving take snapshots, and the
/// transcript replays green straight after. `--cast` writes an asciicast asciinema reads.
@Suite("memorize record with screens, on a pseudo-terminal", .enabled(if: PythonPseudoTerminal.available, "needs python3 for its pty module"), .serialized)
struct RecordScreensTests {
    static let snapshotKey = "\u{1C}"   // Ctrl-\
    /// The main screen back: what the REPL prints next is after the screen (whose status line
    /// also says "pairs left").
    static let leftScreen = "\u{1B}[?1049l"

    private func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private func click(_ x: Int, _ y: Int) -> String { "\u{1B}[<0;\(x);\(y)M\u{1B}[<0;\(x);\(y)m" }

    /// The transcript's lines, and `memorize test` of it.
    private func replay(_ file: String) throws -> (lines: [String], test: MemorizeProcess.Result) {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        return (text.components(separatedBy: "\n"), try MemorizeProcess.run(["test", file]))
    }

    @Test("A game played by keys and clicks, with a snapshot, replays green; its cast is asciinema's v2")
    func game() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("game.transcript").path
        let cast = directory.appendingPathComponent("game.cast").path
        let run = try PythonPseudoTerminal.run(["record", file, "--cast", cast], [
            .wait("Ctrl-D ends."), .send("play animals pairs=2 seed=3\r"), .wait("q quit"), .settle(0.3),
            .send(" "), .settle(0.4), .send(click(25, 5)), .settle(0.3), .send("l"), .send("j"), .settle(0.2),
            .send(Self.snapshotKey), .settle(0.3), .send("q"), .wait(Self.leftScreen), .wait("pairs left"), .settle(0.2),
            // Ctrl-D only once readline shows its prompt again: typed ahead while the terminal is
            // still cooked, the kernel takes it as an end of file that no read is waiting for.
            .send("score\r"), .wait("score:"), .wait("Animals 14> "), .settle(0.2), .endInput,
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)
        #expect(run.restored)

        let (lines, test) = try replay(file)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdout.contains("1 passed, 0 failed"))
        #expect(lines.contains("> play animals pairs=2 seed=3"))
        #expect(lines.contains("~ press Space") && lines.contains("~ click 25,5") && lines.contains("~ press q"))
        #expect(lines.contains { $0.hasPrefix("~ wait ") })
        // Ctrl-\ and leaving: two snapshots, the last just before the step that left.
        #expect(lines.filter { $0 == "~ snapshot" }.count == 2)
        let leaving = try #require(lines.firstIndex(of: "~ press q"))
        let lastSnapshot = try #require(lines.lastIndex(of: "~ snapshot"))
        #expect(lines[(lastSnapshot + 1)..<leaving].allSatisfy { $0.hasPrefix("|") })
        #expect(lines.contains("> score"))

        try checkCast(cast, contains: "score:")
    }

    @Test("--redact elides what it matches in a screen snapshot's rows too, and the snapshot still replays green")
    func redactedSnapshot() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("redacted.transcript").path
        let run = try PythonPseudoTerminal.run(["record", file, "--redact", "Animals"], [
            .wait("Ctrl-D ends."), .send("play animals pairs=2 seed=3\r"), .wait("q quit"), .settle(0.3),
            .send(Self.snapshotKey), .settle(0.3), .send("q"), .wait(Self.leftScreen), .wait("pairs left"), .settle(0.2),
            .send("score\r"), .wait("score:"), .wait("> "), .settle(0.2), .send("\u{4}"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)

        let (lines, test) = try replay(file)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        let snapshot = try #require(lines.firstIndex(of: "~ snapshot"))
        let rows = lines[(snapshot + 1)...].prefix { $0.hasPrefix("|") }
        // The status line names the theme: in the snapshot it is an elision, and nowhere as text.
        #expect(rows.contains { $0.hasPrefix("| [..] · score 0") }, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.hasPrefix("|") && $0.contains("Animals") }, "\(lines.joined(separator: "\n"))")
    }

    @Test("A picture drawn in art edit with a drag from the strip and a paste replays green")
    func drawing() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("art.transcript").path
        let drag = "\u{1B}[<0;17;22M" + "\u{1B}[<32;20;18M\u{1B}[<32;26;11M\u{1B}[<32;30;8M" + "\u{1B}[<0;30;8m"
        let run = try PythonPseudoTerminal.run(["record", file], [
            .wait("Ctrl-D ends."), .send("art edit\r"), .wait("Vehicles"), .settle(0.3),
            .send(drag), .settle(0.3), .send(click(55, 14)), .settle(0.2),
            .send("\u{1B}[200~🌳🏠\u{1B}[201~"), .settle(0.3),
            // q goes straight back: the session keeps the untitled picture. 'art new' then says it
            // is lost (a recorded session's end-of-session warning would land in the last step's
            // output, which a replay does not give there).
            .send(Self.snapshotKey), .settle(0.2), .send("q"), .settle(0.5), .send("art new\r"),
            .settle(0.5), .endInput, .settle(0.3), .endInput,
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)

        let (lines, test) = try replay(file)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(lines.contains("~ drag 17,22 to 30,8"))
        #expect(lines.contains("~ click 55,14"))
        #expect(lines.contains("~ paste 🌳🏠"))
        #expect(lines.contains("~ press q"))
        #expect(lines.contains { $0.contains("3 emoji, 0 selected · untitled, not saved") })
        // The snapshot shows what was drawn.
        #expect(lines.contains { $0.hasPrefix("|") && $0.contains("🌳") })
    }

    @Test("A resize while a screen is open is a '~ resize' step, and the replay follows it")
    func resize() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("resize.transcript").path
        let run = try PythonPseudoTerminal.run(["record", file], [
            .wait("Ctrl-D ends."), .send("play animals pairs=2 seed=3\r"), .wait("q quit"), .settle(0.2),
            .resize(width: 100, height: 30), .settle(0.4), .send(" "), .settle(0.2), .send("q"), .wait(Self.leftScreen), .wait("pairs left"),
            .settle(0.2), .send("board\r"), .wait("pairs left"), .endInput,
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        let (lines, test) = try replay(file)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(lines.contains("@ size: 80x24"))
        #expect(lines.contains("~ resize 100x30"))
    }

    @Test("memorize cast turns a recorded transcript into the same cast every time, which asciinema reads")
    func castOfATranscript() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try projectFile("transcripts/recorded-by-hand-game.transcript")
        let first = directory.appendingPathComponent("first.cast").path
        let made = try MemorizeProcess.run(["cast", file, "-o", first])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stderr.isEmpty)
        let again = try MemorizeProcess.run(["cast", file])
        #expect(again.stdout == (try String(contentsOfFile: first, encoding: .utf8)))
        try checkCast(first, contains: "score:")
    }

    /// A file of the project, found from the test bundle's build folder.
    private func projectFile(_ path: String) throws -> String {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<2 { directory.deleteLastPathComponent() }
        let file = directory.appendingPathComponent(path).path
        try #require(FileManager.default.fileExists(atPath: file), "\(path) is missing")
        return file
    }

    /// The cast is a v2 header and events with times that never go back; asciinema's own reader
    /// (`asciinema cat`, on a terminal) prints the session, when asciinema is installed.
    private func checkCast(_ path: String, contains text: String) throws {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let first = try #require(lines.first)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect((header["width"] as? Int ?? 0) > 0 && (header["height"] as? Int ?? 0) > 0)
        let events = try lines.dropFirst().map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]) }
        #expect(events.count > 3)
        let times = events.compactMap { $0[0] as? Double }
        #expect(times.count == events.count && times == times.sorted())
        #expect(events.allSatisfy { ["o", "r", "m"].contains($0[1] as? String ?? "") && $0[2] is String })
        // A marker (a chapter) per line typed, named by it.
        let markers = events.filter { $0[1] as? String == "m" }.compactMap { $0[2] as? String }
        #expect(!markers.isEmpty && markers.allSatisfy { !$0.isEmpty })
        let output = events.filter { $0[1] as? String == "o" }.compactMap { $0[2] as? String }.joined()
        #expect(output.contains(text))

        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/asciinema") else { return }
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        script.arguments = ["-qec", "asciinema cat '\(path)'", "/dev/null"]
        script.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color", "HOME": NSTemporaryDirectory()]
        let pipe = Pipe()
        script.standardOutput = pipe
        script.standardInput = FileHandle.nullDevice
        try script.run()
        let received = try MemorizeProcess.exchange(with: nil, reading: [pipe], group: script.processIdentifier)
        let printed = String(decoding: received[0], as: UTF8.self)
        #expect(MemorizeProcess.finish(script) == 0, "\(printed)")
        #expect(printed.contains(text))
        // And its player plays it through, markers and all (fast: idle time capped, sped up).
        let played = try Self.asciinema(["play", "-i", "0.01", "-s", "100", path])
        #expect(played.status == 0, "\(played.output)")
        #expect(played.output.contains(text), "\(played.output)")
    }

    /// `asciinema ARGUMENTS…` on a terminal (util-linux's `script`), as a user runs it.
    static func asciinema(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        let command = (["asciinema"] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        script.arguments = ["-qec", command, "/dev/null"]
        script.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color", "HOME": NSTemporaryDirectory()]
        let pipe = Pipe()
        script.standardOutput = pipe
        script.standardInput = FileHandle.nullDevice
        try script.run()
        let received = try MemorizeProcess.exchange(with: nil, reading: [pipe], group: script.processIdentifier, deadline: 120)
        return (MemorizeProcess.finish(script), String(decoding: received[0], as: UTF8.self))
    }

    /// Whether the installed asciinema reads asciicast v3 (asciinema 3 and later; Debian 12 has 2.2).
    static var asciinemaReadsV3: Bool {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/asciinema"),
              let version = try? asciinema(["--version"]).output,
              let major = version.split(whereSeparator: { !$0.isNumber }).first.flatMap({ Int($0) }) else { return false }
        return major >= 3
    }

    @Test("asciinema 3, where it is installed, plays and prints the v3 cast memorize writes",
          .enabled(if: RecordScreensTests.asciinemaReadsV3, "the installed asciinema reads only v1 and v2"))
    func asciinemaReadsTheV3Cast() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("v3.cast").path
        let made = try MemorizeProcess.run(["cast", try projectFile("transcripts/recorded-by-hand-game.transcript"), "--cast-format", "v3", "-o", out])
        #expect(made.status == 0, "\(made.stderr)")
        for command in [["cat", out], ["play", "-i", "0.01", "-s", "100", out]] {
            let run = try Self.asciinema(command)
            #expect(run.status == 0 && run.output.contains("score:"), "\(command): \(run.output)")
        }
    }
}
