import Testing
import LiveScreens
@testable import REPL
import Features
import TestSupport

/// `help`, `help CMD` and `help GROUP` at the terminal's width: no line wider, no word broken.
@Suite("Help fits the terminal")
struct HelpWidthTests {
    /// Every page `help` can show: the overview, each group and each command.
    static var topics: [String] {
        [""] + CommandRegistry.standard.topics.map(\.name) + CommandRegistry.standard.specs.map(\.fullName)
    }

    static func help(_ topic: String, width: Int) -> [String] {
        makeInterpreter(style: Style(width: width)).handle("help \(topic)").stdout
    }

    static func words(_ lines: [String]) -> [Substring] {
        lines.flatMap { $0.split(separator: " ") }
    }

    @Test("Every help page fits 80 and 40 columns, its words whole and in order", arguments: [80, 40])
    func fits(width: Int) {
        for topic in Self.topics {
            let lines = Self.help(topic, width: width)
            #expect(!lines.isEmpty, "help \(topic)")
            for line in lines {
                #expect(DisplayWidth.of(line) <= width, "help \(topic) at \(width): \(line)")
            }
            // Laid out for a page wide enough for any line, the same words come in the same order:
            // wrapping only moved them between lines.
            #expect(Self.words(lines) == Self.words(Self.help(topic, width: 1000)), "help \(topic) at \(width)")
        }
    }

    @Test("A usage line too long for the page hangs under its first argument, options kept whole")
    func usageHangs() {
        let lines = Self.help("simulate", width: 60)
        #expect(lines[0] == "usage: simulate [games=N] [pairs=N] [theme=THEME]")
        #expect(lines[1] == "                [strategy=perfect|random|memory:K]")
        #expect(lines[2] == "                [seed=SEED] [bonus=S]")
    }

    @Test("A key table in a command's details is laid out again for a narrow page")
    func keyTableRelaidOut() {
        let lines = Self.help("play", width: 40)
        // Its labels get 3/8 of the page (the widest that fits: "click the face"), the longer
        // ones a line of their own.
        #expect(lines.contains("    ←, h            move the cursor (the"))
        #expect(lines.contains("                    heavy border) left"))
        #expect(lines.contains("    q, Q, Esc, Ctrl-C"))
    }
}
