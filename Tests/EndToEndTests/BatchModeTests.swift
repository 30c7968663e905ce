import Foundation
import Testing

@Suite("memorize as a user runs it")
struct BatchModeTests {
    @Test("the issue's example: piping commands prints a valid JSON state")
    func pipedCommandsPrintState() throws {
        let result = try MemorizeProcess.run([], stdin: Data("new animals seed=3\nchoose 1\nstate\n".utf8))
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let last = try #require(result.stdoutLines.last)
        let state = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        #expect(state["theme"] as? String == "Animals")
        let cards = try #require(state["cards"] as? [[String: Any]])
        #expect(cards.count == 16)
        #expect(cards[0]["isFaceUp"] as? Bool == true)
        for key in ["score", "isOver", "happiness", "smiliness"] { #expect(state[key] != nil, "no \(key)") }
        for key in ["index", "id", "content", "isFaceUp", "isMatched", "hasBeenSeen"] { #expect(cards[0][key] != nil, "no card \(key)") }
    }

    @Test func batchHasNoPromptNoEchoNoColour() throws {
        let result = try MemorizeProcess.run([], stdin: Data("new animals seed=3\nboard\n".utf8))
        #expect(!result.stdout.contains("memorize>"))
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(!result.stdout.contains("new animals"))
    }

    @Test func sameSeedSameOutput() throws {
        let commands = ["-c", "new; choose 1 2; choose 3 4; simulate games=5; state", "--seed", "123"]
        let first = try MemorizeProcess.run(commands), second = try MemorizeProcess.run(commands)
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
    }

    @Test func dashCRunsEachCommand() throws {
        let result = try MemorizeProcess.run(["-c", "new; state", "--seed", "1"])
        #expect(result.status == 0)
        #expect(result.stdoutLines.first?.hasPrefix("New game: ") == true)
        #expect(result.stdoutLines.last?.hasPrefix("{\"breakdown\":") == true)
    }

    @Test func failuresGoToStderrAndExitOne() throws {
        let result = try MemorizeProcess.run(["-c", "new animals; choose 99; state"])
        #expect(result.status == 1)
        #expect(result.stderrLines == ["error: no card 99; cards are numbered 1…16"])
        #expect(result.stdoutLines.last?.hasPrefix("{") == true)   // the session went on
    }

    /// A line whose words were refused makes the script wrong: 64, as `memorize chose 1` is.
    @Test func refusedWordsGoToStderrAndExitSixtyFour() throws {
        let result = try MemorizeProcess.run(["-c", "new animals; chose 1; choose 99; state"])
        #expect(result.status == 64)
        #expect(result.stderrLines == [
            "error: unknown command 'chose'; did you mean 'choose'? (try 'help')",
            "error: no card 99; cards are numbered 1…16",
        ])
        #expect(result.stdoutLines.last?.hasPrefix("{") == true)   // the session went on
    }

    @Test func bailStopsAtTheFirstFailure() throws {
        let result = try MemorizeProcess.run(["-c", "choose 1; state", "--bail"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func invalidUTF8OnStdinIsOneErrorAndTheSessionGoesOn() throws {
        var bytes = Data("new animals\n".utf8)
        bytes.append(contentsOf: [0x63, 0x68, 0x6F, 0xC0, 0x0A])
        bytes.append(Data("score\n".utf8))
        let result = try MemorizeProcess.run([], stdin: bytes)
        #expect(result.status == 1)
        #expect(result.stderrLines == ["error: line 2 is not valid UTF-8 (bad byte at offset 3); skipped"])
        #expect(result.stdoutLines.last == "score: 0 (matches 0 + bonus 0 − penalties 0)")
    }

    @Test func anExtremelyLongLineIsOneError() throws {
        var bytes = Data(repeating: UInt8(ascii: "9"), count: 1_000_000)
        bytes.append(Data("\nnew\nscore\n".utf8))
        let result = try MemorizeProcess.run([], stdin: bytes)
        #expect(result.status == 1)
        #expect(result.stderrLines == ["error: line 1 is longer than 16384 bytes; skipped"])
        #expect(result.stdoutLines.last == "score: 0 (matches 0 + bonus 0 − penalties 0)")
    }

    @Test func runFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-script-\(UUID().uuidString)")
        try "# a comment\nnew animals seed=3\nscore\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try MemorizeProcess.run(["run", file.path])
        #expect(result.status == 0)
        #expect(result.stdoutLines.last == "score: 0 (matches 0 + bonus 0 − penalties 0)")
    }

    @Test func runAMissingFile() throws {
        let result = try MemorizeProcess.run(["run", "/nonexistent/script"])
        #expect(result.status == 1)
        #expect(result.stderrLines == ["error: cannot open '/nonexistent/script': No such file or directory"])
    }

    @Test func colourOnlyWhenAskedForInBatch() throws {
        let always = try MemorizeProcess.run(["-c", "new animals", "--color", "always"])
        #expect(always.stdout.contains("\u{1B}["))
        let auto = try MemorizeProcess.run(["-c", "new animals"], environment: ["NO_COLOR": "1"])
        #expect(!auto.stdout.contains("\u{1B}"))
    }

    @Test func sizeOptionShapesTheBoard() throws {
        let narrow = try MemorizeProcess.run(["-c", "new animals", "--size", "20x24"])
        #expect(narrow.stdoutLines[1].filter { $0 == "╭" }.count == 2)
        let bad = try MemorizeProcess.run(["-c", "new", "--size", "wide"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--size"))
    }

    @Test func userThemesLoadAndBrokenOnesAreReportedWithTheirPath() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-themes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try #"{"name": "Zoo", "emojis": "🦒🦓🦏🦛", "pairs": 3, "color": "green"}"#
            .write(to: dir.appendingPathComponent("zoo.json"), atomically: true, encoding: .utf8)
        try "{\n  \"name\": \"Broken\",\n  \"emojis\": oops\n}"
            .write(to: dir.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        let result = try MemorizeProcess.run(["-c", "new zoo; state"], environment: ["XDG_DATA_HOME": dir.deletingLastPathComponent().path])
        // XDG_DATA_HOME/memorize/themes is not this directory; use --theme-dir for it.
        #expect(result.status == 1)
        let direct = try MemorizeProcess.run(["-c", "new zoo; state", "--theme-dir", dir.path])
        #expect(direct.status == 0)
        #expect(direct.stderrLines == ["warning: theme \(dir.appendingPathComponent("broken.json").path): not valid JSON at line 3, column 13"])
        #expect(direct.stdoutLines.first?.hasPrefix("New game: Zoo, 3 pairs") == true)
    }

    @Test func xdgDataHomeThemes() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-data-\(UUID().uuidString)")
        let themes = data.appendingPathComponent("memorize/themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        try #"{"name": "Zoo", "emojis": "🦒🦓🦏🦛", "pairs": "all", "color": "green"}"#
            .write(to: themes.appendingPathComponent("zoo.json"), atomically: true, encoding: .utf8)
        let result = try MemorizeProcess.run(["-c", "new zoo"], environment: ["XDG_DATA_HOME": data.path])
        #expect(result.status == 0)
        #expect(result.stdoutLines.first?.hasPrefix("New game: Zoo, 4 pairs") == true)
    }

    @Test func helpAndVersion() throws {
        let help = try MemorizeProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: memorize"))
        #expect(help.stdout.contains("--seed"))
        let version = try MemorizeProcess.run(["--version"])
        #expect(version.stdout.hasPrefix("memorize 0.1.0 (commit "))
    }

    @Test func aWholeGamePlayedByAScriptThroughState() throws {
        // A script reads the state, then plays every pair.
        let first = try MemorizeProcess.run(["-c", "new sports seed=11 bonus=0; state"])
        let line = try #require(first.stdoutLines.last)
        let state = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let cards = try #require(state["cards"] as? [[String: Any]])
        var byContent: [String: [Int]] = [:]
        for card in cards { byContent[card["content"] as? String ?? "", default: []].append(card["index"] as? Int ?? 0) }
        let moves = byContent.values.map { "choose \($0[0]) \($0[1])" }.joined(separator: "; ")
        let result = try MemorizeProcess.run(["-c", "new sports seed=11 bonus=0; \(moves); score; state"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("🎉 All pairs matched! Final score 16 in 8 turns."))
        #expect(result.stdout.contains("\"isOver\":true"))
    }
}
