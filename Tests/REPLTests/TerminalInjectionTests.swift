import Foundation
import Platform
import Testing
@testable import REPL
@testable import GameFeature
import Features
import TestSupport

@Suite("Outside text is shown on the terminal, never obeyed")
struct TerminalInjectionTests {
    static let retitle = "\u{1B}]0;pwned\u{07}"

    @Test func theSanitiserShowsControlsAndLeavesTheRest() {
        #expect("plain 🐶 é\ttab".terminalSafe == "plain 🐶 é\ttab")
        #expect(Self.retitle.terminalSafe == "\\u{1B}]0;pwned\\u{7}")
        #expect("a\u{9B}31mb".terminalSafe == "a\\u{9B}31mb")           // C1 CSI
        #expect("x\u{7F}\u{202E}y".terminalSafe == "x\\u{7F}\\u{202E}y")  // DEL, right-to-left override
        #expect("line\nbreak\r".terminalSafe == "line\\u{A}break\\u{D}")
    }

    @Test func aHostileThemeNameIsShownEverywhereButState() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let theme = #"{"name": "\#(Self.retitle.unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0) }.joined())", "emojis": "🐶🐱🐭🐹", "pairs": 2, "color": "red"}"#
        try Data(theme.utf8).write(to: directory.appendingPathComponent("hostile.json"))
        var launch = Launch(seed: 1, themeDirectory: directory)
        launch.style = Style(color: true)
        let interpreter = launch.makeInterpreter()
        var printed: [String] = []
        for line in ["themes", "new nosuch\u{1B}[2J", "palette new \"\u{1B}[31mred\" 🐶", "palette list"] {
            let reply = interpreter.handle(line)
            for case .out(let text) in reply.lines { printed.append(text) }
            for case .err(let text) in reply.lines { printed.append(text) }
        }
        try interpreter.session.newGame(theme: Self.retitle, pairs: 2, seed: 1)
        for case .out(let text) in interpreter.handle("board").lines { printed.append(text) }
        printed.append(interpreter.prompt)
        for text in printed {
            // Our own colours are fine; an OSC (ESC ]) or a clear screen from outside is not.
            #expect(!text.contains("\u{1B}]") && !text.contains("\u{07}") && !text.contains("\u{1B}[2J") && !text.contains("\u{1B}[31m"),
                    "\(text.debugDescription)")
        }
        #expect(printed.contains { $0.contains("\\u{1B}]0;pwned") })
        // state is JSON: the exact name, escaped as JSON escapes it.
        let state = interpreter.handle("state").lines
        guard case .out(let json)? = state.first else { Issue.record("no state"); return }
        #expect(json.contains(#"\u001b]0;pwned\u0007"#))
    }
}
