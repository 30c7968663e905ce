import Foundation
import Testing

@Suite("Tab completion in the REPL, through a pseudo-terminal")
struct ReadlineCompletionTests {
    /// The words readline lists after Tab Tab: the first line of the output made only of
    /// whitespace-separated candidates, each passing `isCandidate`.
    static func listing(in output: String, _ isCandidate: (Substring) -> Bool) -> [String] {
        let lines = output.split(whereSeparator: \.isNewline)
        let line = lines.first { line in
            let words = line.split(whereSeparator: \.isWhitespace)
            return words.count > 1 && words.allSatisfy(isCandidate)
        }
        return line.map { $0.split(whereSeparator: \.isWhitespace).map(String.init) } ?? []
    }

    @Test func cardNumbersListInNumericOrder() throws {
        let terminal = try PseudoTerminal()
        _ = terminal.read(until: { $0.hasSuffix("> ") })
        terminal.send("new animals seed=3 pairs=6\n")
        _ = terminal.read(until: { $0.contains("pairs left") && $0.hasSuffix("> ") })
        terminal.send("choose \t\t")
        // Readline echoes the line, lists the matches, then shows the prompt and the line again.
        let output = terminal.read(until: { $0.hasSuffix("> choose ") })
        #expect(Self.listing(in: output, { Int($0) != nil }) == (1...12).map(String.init), "\(output.debugDescription)")
        terminal.send("\u{15}quit\n")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func wordsStillListAlphabetically() throws {
        let terminal = try PseudoTerminal()
        _ = terminal.read(until: { $0.hasSuffix("> ") })
        terminal.send("s\t\t")
        let output = terminal.read(until: { $0.hasSuffix("> s") })   // the line again, after the list
        let words = Self.listing(in: output, { $0.first == "s" })
        #expect(words.count > 1, "\(output.debugDescription)")
        #expect(words == words.sorted(), "\(output.debugDescription)")
        terminal.send("\u{15}quit\n")
        #expect(terminal.waitForExit() == 0)
    }

    /// A chat app's shortcode completes as a CLDR one does, and the line then describes its emoji.
    @Test func chatShortcodesComplete() throws {
        let terminal = try PseudoTerminal()
        _ = terminal.read(until: { $0.hasSuffix("> ") })
        terminal.send("palette describe :thumbsu\t")
        let completed = terminal.read(until: { $0.contains(":thumbsup:") })
        #expect(completed.contains("palette describe :thumbsup:"), "\(completed.debugDescription)")
        terminal.send("\n")
        let output = terminal.read(until: { $0.contains("width:") })
        #expect(output.contains("thumbs up") && output.contains(":thumbs_up: :thumbsup: :+1:"), "\(output.debugDescription)")
        terminal.send("quit\n")
        #expect(terminal.waitForExit() == 0)
    }
}

@Suite("Tab completion never puts a name onto the line raw")
struct CompletionQuotingTests {
    /// What the terminal shows of `raw`: readline moves back over the typed word (backspaces)
    /// and writes the completed one.
    static func shown(_ raw: String) -> String {
        raw.reduce(into: "") { text, character in if character == "\u{8}" { _ = text.popLast() } else { text.append(character) } }
    }

    /// A palettes file whose names the lexer would split or misread, and one with a control character.
    static func hostilePalettes() throws -> (directory: URL, environment: [String: String]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-quoting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("memorize"), withIntermediateDirectories: true)
        let palettes = #"[{"id":1,"name":"Rock;Roll","emojis":"🎸🥁"},{"id":2,"name":"Quo\"te","emojis":"🐶"},{"id":3,"name":"Ro\u001b]0;owned\u0007","emojis":"🐱"}]"#
        try Data(palettes.utf8).write(to: directory.appendingPathComponent("memorize/palettes.json"))
        return (directory, ["XDG_DATA_HOME": directory.path])
    }

    @Test func aNameWithASemicolonCompletesQuotedAndRunsAsOneCommand() throws {
        let (directory, environment) = try Self.hostilePalettes()
        defer { try? FileManager.default.removeItem(at: directory) }
        let terminal = try PseudoTerminal(environment: environment)
        _ = terminal.read(until: { $0.hasSuffix("> ") })
        terminal.send("palette show Roc\t")
        // Completed in quotes (the only match a plain word can reach: the other Ro… has an ESC).
        let line = Self.shown(terminal.read(until: { Self.shown($0).contains("palette show \"Rock;Roll\" ") }))
        #expect(line.contains("\"Rock;Roll\""), "\(line.debugDescription)")
        #expect(!line.contains("\u{1B}]0;owned"), "\(line.debugDescription)")
        terminal.send("\n")
        let output = terminal.read(until: { $0.contains("Rock;Roll (2 emoji)") })
        #expect(!output.contains("unknown command"), "\(output.debugDescription)")
        terminal.send("quit\n")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aNameWithAQuoteCompletesEscaped() throws {
        let (directory, environment) = try Self.hostilePalettes()
        defer { try? FileManager.default.removeItem(at: directory) }
        let terminal = try PseudoTerminal(environment: environment)
        _ = terminal.read(until: { $0.hasSuffix("> ") })
        terminal.send("palette show Quo\t\n")
        let output = terminal.read(until: { $0.contains("(1 emoji)") || $0.contains("error:") })
        #expect(Self.shown(output).contains("palette show \"Quo\\\"te\""), "\(output.debugDescription)")
        #expect(output.contains("Quo\"te (1 emoji)"), "\(output.debugDescription)")
        terminal.send("quit\n")
        #expect(terminal.waitForExit() == 0)
    }
}
