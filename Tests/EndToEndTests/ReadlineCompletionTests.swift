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
