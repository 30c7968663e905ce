import Foundation
import LiveScreens
import Testing

/// The play screen on two made-up terminals that disagree on emoji widths, each with its width
/// profile saved (as `palette probe` saves it) and named by `TERM_PROGRAM`: Alpha draws the VS16
/// emoji ✈️ and ☀️ in one column, Beta draws a flag as its two letters and a ZWJ family as its
/// three people. What memorize wrote, shown by a virtual terminal that draws as that terminal
/// does, has every card's edges in straight columns and each emoji turned up drawn whole,
/// centred between them.
@Suite("Screens by the terminal's width profile", .serialized)
struct ProfileScreenTests {
    struct Terminal: CustomStringConvertible, Sendable {
        let name: String
        let widths: [String: Int]
        var description: String { name }
        var model: WidthModel { WidthModel(name: name, columns: widths) }

        /// Its profile, as `palette probe` writes it.
        var profile: String {
            let differences = widths.sorted { $0.key < $1.key }.map { emoji, drawn in
                #"{"drawn": \#(drawn), "emoji": "\#(emoji)", "unicode": 2}"#
            }
            return #"{"differences": [\#(differences.joined(separator: ", "))], "probed": 4, "terminal": "\#(name)", "version": "1.0"}"#
        }
    }

    static let alpha = Terminal(name: "Alpha", widths: ["✈️": 1, "☀️": 1])
    static let beta = Terminal(name: "Beta", widths: ["🇫🇷": 4, "👨‍👩‍👧": 6])
    /// Each theme under each terminal: Planes is what Alpha draws narrow, Families what Beta draws wide.
    static let cases: [(Terminal, String)] = [(alpha, "Planes"), (alpha, "Families"), (beta, "Planes"), (beta, "Families")]

    /// A data home with both profiles and both themes.
    static func dataHome() throws -> URL {
        let home = scratchPath("profile-screens")
        let themes = home.appendingPathComponent("memorize/themes")
        let widths = home.appendingPathComponent("memorize/widths")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: widths, withIntermediateDirectories: true)
        for terminal in [alpha, beta] {
            try terminal.profile.write(to: widths.appendingPathComponent("\(terminal.name)-1.0.json"), atomically: true, encoding: .utf8)
        }
        try #"{"name": "Planes", "emojis": "✈️☀️", "pairs": 2, "color": "blue"}"#
            .write(to: themes.appendingPathComponent("planes.json"), atomically: true, encoding: .utf8)
        try #"{"name": "Families", "emojis": "👨‍👩‍👧🇫🇷", "pairs": 2, "color": "green"}"#
            .write(to: themes.appendingPathComponent("families.json"), atomically: true, encoding: .utf8)
        return home
    }

    /// What the terminal showed, read until `until` holds or `seconds` pass (the deadline only
    /// guards against a hang), as bytes: a character is never cut between two reads.
    static func drain(_ terminal: PseudoTerminal, into bytes: inout [UInt8], seconds: Double, until: ((String) -> Bool)? = nil) {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            guard let more = terminal.readBytes(timeout: 0.1) else { return }
            bytes += more
            if let until, until(String(decoding: bytes, as: UTF8.self)) { return }
        }
    }

    @Test("Every card's edges are straight and each emoji is centred between them", arguments: cases)
    func cardsLineUp(terminal: Terminal, theme: String) throws {
        let data = try Self.dataHome()
        let pty = try PseudoTerminal(
            ["play", theme, "seed=1"], columns: 80, rows: 24,
            environment: ["XDG_DATA_HOME": data.path, "TERM_PROGRAM": terminal.name, "TERM_PROGRAM_VERSION": "1.0", "TERM": "xterm-256color"])
        var bytes: [UInt8] = []
        Self.drain(pty, into: &bytes, seconds: 20) { $0.contains("q quit") }
        pty.send(" ")   // card 1 up
        Self.drain(pty, into: &bytes, seconds: 0.6)
        pty.send("l ")  // card 2 up: seed 1 deals the theme's two emoji there, so no match
        Self.drain(pty, into: &bytes, seconds: 1.2)
        pty.send("q")
        #expect(pty.waitForExit() == 0)

        var screen = VirtualTerminal(width: 80, height: 24, widths: terminal.model)
        screen.feed(String(decoding: bytes, as: UTF8.self))
        let cards = Self.cards(on: screen)
        #expect(cards.count == 4, "cards found: \(screen.lines.joined(separator: "\n"))")
        var faceUp = 0
        for card in cards {
            for y in (card.top + 1)..<card.bottom {
                #expect(Self.verticals.contains(screen.character(atX: card.left, y: y)), "left edge at row \(y)\n\(screen.lines.joined(separator: "\n"))")
                #expect(Self.verticals.contains(screen.character(atX: card.right, y: y)), "right edge at row \(y)\n\(screen.lines.joined(separator: "\n"))")
            }
            #expect(Self.bottoms.contains(screen.character(atX: card.left, y: card.bottom)))
            guard let emoji = Self.emoji(in: card, on: screen) else { continue }
            faceUp += 1
            let before = emoji.x - (card.left + 1)
            let after = card.right - (emoji.x + screen.width(of: emoji.character))
            #expect(abs(before - after) <= 1, "\(emoji.character) has \(before) columns before it and \(after) after\n\(screen.lines.joined(separator: "\n"))")
        }
        #expect(faceUp == 2, "two cards turned up show their emoji whole\n\(screen.lines.joined(separator: "\n"))")
    }

    static let verticals: Set<String> = ["│", "┃", "┊"]
    static let bottoms: Set<String> = ["╰", "┗"]

    struct Card { let left: Int, right: Int, top: Int, bottom: Int }

    /// Each card's box: a top-left corner, the top-right corner along its row, and the bottom-left
    /// corner down its column.
    static func cards(on screen: VirtualTerminal) -> [Card] {
        var cards: [Card] = []
        for y in 0..<screen.height {
            for x in 0..<screen.width where ["╭", "┏"].contains(screen.character(atX: x, y: y)) {
                guard let right = ((x + 1)..<screen.width).first(where: { ["╮", "┓"].contains(screen.character(atX: $0, y: y)) }),
                      let bottom = ((y + 1)..<screen.height).first(where: { bottoms.contains(screen.character(atX: x, y: $0)) })
                else { continue }
                cards.append(Card(left: x, right: right, top: y, bottom: bottom))
            }
        }
        return cards
    }

    /// The emoji inside `card`: the one cell that is neither blank, nor the Pie's braille, nor a
    /// card number.
    static func emoji(in card: Card, on screen: VirtualTerminal) -> (character: Character, x: Int)? {
        for y in (card.top + 1)..<card.bottom {
            for x in (card.left + 1)..<card.right {
                let text = screen.character(atX: x, y: y)
                guard let character = text.first, text != " ", !character.isNumber,
                      !(0x2800...0x28FF).contains(character.unicodeScalars.first?.value ?? 0) else { continue }
                return (character, x)
            }
        }
        return nil
    }
}
