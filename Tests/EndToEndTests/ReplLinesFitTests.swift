import Foundation
import Testing
import LiveScreens

/// What the REPL writes itself, not a command's result: its greeting (with the word on the kept
/// game) wrapped at spaces to the terminal's width, never broken mid-word. (Its owners' notes
/// wrap as commands' notes do: TwoSessionsTests.)
@Suite("The REPL's own lines fit the terminal")
struct ReplLinesFitTests {
    static func home() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-greeting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    /// The lines a terminal of that size shows before the first prompt, without the prompt.
    static func greeting(home: URL, columns: UInt16) -> [String] {
        let repl: PseudoTerminal
        do {
            repl = try PseudoTerminal([], columns: columns, rows: 12, environment: ["HOME": home.path])
        } catch {
            Issue.record("\(error)")
            return []
        }
        let output = repl.read { $0.contains("memorize> ") }
        repl.endInput()
        _ = repl.waitForExit()
        let lines = output.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map(String.init)
        return lines.filter { !$0.contains("memorize> ") }
    }

    @Test("At 40 columns the greeting and the kept game's line wrap at spaces; at 80 each is one line")
    func greetingWraps() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        // A game dealt in the REPL is kept at its end: the next greeting says so.
        let first = try PseudoTerminal(["--seed", "3"], columns: 40, rows: 12, environment: ["HOME": home.path])
        _ = first.read { $0.contains("memorize> ") }
        first.send("new animals pairs=12\r")
        _ = first.read { $0.contains("Animals 0> ") }
        first.endInput()
        _ = first.waitForExit()

        let wide = Self.greeting(home: home, columns: 80)
        #expect(wide.count == 2, "\(wide)")
        #expect(wide.first?.hasPrefix("memorize ") == true && wide.first?.hasSuffix("'new' starts a game, 'help' lists commands, Ctrl-D leaves.") == true, "\(wide)")
        #expect(wide.last == "Your last game is kept (Animals, 12 of 12 pairs left); 'resume' brings it back.", "\(wide)")
        for columns in [40, 36] {
            let narrow = Self.greeting(home: home, columns: UInt16(columns))
            #expect(narrow.count > wide.count, "\(narrow)")
            for line in narrow { #expect(DisplayWidth.of(line) <= columns, "\(columns): '\(line)'") }
            // The same words, only moved between lines: none was cut in two.
            #expect(narrow.flatMap { $0.split(separator: " ") } == wide.flatMap { $0.split(separator: " ") }, "\(narrow)")
        }
    }
}
