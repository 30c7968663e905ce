import Layout
import LiveScreens
import REPL

/// A `~` line of a transcript: what a terminal sends the screen the input above it opened (keys,
/// the mouse, a paste, a resize), time passing on the manual clock, or a snapshot of what the
/// terminal shows, compared with the output lines after it.
///
///     ~ press → → Enter Ctrl-C Shift+Tab q     keys, by the names help gives them
///     ~ type hello                              each character as a key
///     ~ click 12,5 (a card)                     a left click at column 12, row 5 (1-based)
///     ~ double click 40,10 (empty canvas)       two clicks
///     ~ right click 12,5                        the middle or right button
///     ~ drag 5,22 to 30,8 (an emoji from the strip onto the canvas)
///     ~ wheel up 3 at 40,10 (over the canvas)   notches of the wheel (1 if not given)
///     ~ ctrl wheel up at 40,10 (over the canvas) the wheel with Ctrl held (`shift`, `alt` too)
///     ~ paste 🐶🐱                               a bracketed paste (` (esc)` for \t, \r, \xHH)
///     ~ resize 100x30                           the terminal changes size
///     ~ wait 1.5s                               the manual clock moves on (a Pie drains)
///     ~ snapshot                                the screen as text, one `|` line per row
///     ~ snapshot colors                         and a row of style letters per row, and a legend
///
/// The words in parentheses after a gesture say what it lands on: they are documentation (and
/// what the key-table coverage check reads), never compared with the screen.
public enum ScreenStep: Sendable, Equatable {
    case press([Key])
    case type(String)
    case click(Point, button: MouseEvent.Button, count: Int, place: String?)
    case drag(from: Point, to: Point, place: String?)
    case wheel(up: Bool, notches: Int, at: Point, place: String?, modifiers: KeyModifiers = [])
    case paste(String)
    case resize(width: Int, height: Int)
    case wait(seconds: Double)
    case snapshot(colors: Bool)

    /// A cell, 1-based, as a terminal's mouse reports it.
    public struct Point: Sendable, Equatable, CustomStringConvertible {
        public var x: Int
        public var y: Int
        public init(_ x: Int, _ y: Int) { (self.x, self.y) = (x, y) }
        public var description: String { "\(x),\(y)" }
    }

    /// The step's verbs, for error messages and the fuzz dictionary.
    public static let verbs = ["press", "type", "click", "double click", "right click", "middle click", "drag", "wheel",
                               "ctrl wheel", "paste", "resize", "wait", "snapshot"]

    /// The most a `wait` moves the clock, and the most notches or characters one step sends:
    /// a typo must not turn into an hour of frames.
    static let longestWait = 3600.0
    static let mostRepeats = 100
}

// MARK: - Reading and writing

extension ScreenStep {
    /// Reads the text after `~ `.
    /// - Throws: one line saying what is wrong and what would be right.
    /// - Complexity: O(*n*) in the text.
    public static func parse(_ text: String) throws(StepError) -> ScreenStep {
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let verb = words.first else { throw StepError("a screen step needs a verb: \(verbs.joined(separator: ", "))") }
        words.removeFirst()
        // What follows the verb as written, spaces and all (`type` and `paste` take it whole).
        let rest = String(text.drop { $0 != " " }.dropFirst())
        switch verb {
        case "press": return try parsePress(words)
        case "type": return try parseType(rest)
        case "click", "double", "right", "middle": return try parseClick(verb, words)
        case "drag": return try parseDrag(words)
        case "ctrl", "shift", "alt": return try parseModifiedWheel(verb, words)
        case "wheel": return try parseWheel(words)
        case "paste": return try parsePaste(rest)
        case "resize": return try parseResize(words)
        case "wait": return try parseWait(words)
        case "snapshot": return try parseSnapshot(words)
        default:
            var message = "unknown screen step '\(verb)'"
            if let nearest = Suggestion.nearest(to: verb, in: verbs) { message += "; did you mean '\(nearest)'?" }
            throw StepError(message + " (steps: \(verbs.joined(separator: ", ")))")
        }
    }

    /// `press KEY…`: up to ``mostRepeats`` keys, by the names help gives them.
    private static func parsePress(_ words: [String]) throws(StepError) -> ScreenStep {
        guard !words.isEmpty else { throw StepError("press needs keys, like 'press Enter' or 'press ← ← Space'") }
        guard words.count <= mostRepeats else { throw StepError("press takes at most \(mostRepeats) keys") }
        return .press(try words.map { word throws(StepError) in try key(named: word) })
    }

    /// `type TEXT`: up to ``mostRepeats`` characters, each sent as a key.
    private static func parseType(_ typed: String) throws(StepError) -> ScreenStep {
        guard !typed.isEmpty else { throw StepError("type needs text, like 'type hello'") }
        guard typed.count <= mostRepeats else { throw StepError("type takes at most \(mostRepeats) characters") }
        return .type(typed)
    }

    /// `click X,Y`, or `double`, `right` or `middle` (the `verb`) before `click`; a place may follow.
    private static func parseClick(_ verb: String, _ words: [String]) throws(StepError) -> ScreenStep {
        var words = words
        var button = MouseEvent.Button.left, count = 1
        if verb != "click" {
            guard words.first == "click" else { throw StepError("'\(verb)' goes before 'click': '\(verb) click X,Y'") }
            words.removeFirst()
            if verb == "double" { count = 2 } else { button = verb == "right" ? .right : .middle }
        }
        let (rest, place) = try splitPlace(words)
        guard rest.count == 1 else { throw StepError("\(verb == "click" ? "" : verb + " ")click takes a cell: 'click X,Y (what is there)'") }
        return .click(try point(rest[0]), button: button, count: count, place: place)
    }

    /// `drag X,Y to X,Y`, a place may follow.
    private static func parseDrag(_ words: [String]) throws(StepError) -> ScreenStep {
        let (rest, place) = try splitPlace(words)
        guard rest.count == 3, rest[1] == "to" else { throw StepError("drag goes from a cell to a cell: 'drag X,Y to X,Y'") }
        return .drag(from: try point(rest[0]), to: try point(rest[2]), place: place)
    }

    /// `ctrl wheel …`, `shift wheel …`, `alt wheel …`: a modifier held while the wheel turns, as
    /// the SGR report's bits 16, 4 and 8 carry it.
    private static func parseModifiedWheel(_ verb: String, _ words: [String]) throws(StepError) -> ScreenStep {
        guard words.first == "wheel", case .wheel(let up, let notches, let at, let place, _) = try parse(words.joined(separator: " ")) else {
            throw StepError("'\(verb)' goes before 'wheel': '\(verb) wheel up at X,Y'")
        }
        let modifiers: KeyModifiers = verb == "ctrl" ? .control : verb == "shift" ? .shift : .alt
        return .wheel(up: up, notches: notches, at: at, place: place, modifiers: modifiers)
    }

    /// `wheel up|down [NOTCHES] at X,Y`, a place may follow.
    private static func parseWheel(_ words: [String]) throws(StepError) -> ScreenStep {
        var (rest, place) = try splitPlace(words)
        guard let direction = rest.first, direction == "up" || direction == "down" else {
            throw StepError("wheel turns up or down: 'wheel up at X,Y' or 'wheel down 3 at X,Y'")
        }
        rest.removeFirst()
        var notches = 1
        if let first = rest.first, first != "at" {
            guard let count = Int(first), (1...mostRepeats).contains(count) else {
                throw StepError("a wheel turns 1 to \(mostRepeats) notches, not '\(first)'")
            }
            notches = count
            rest.removeFirst()
        }
        guard rest.count == 2, rest[0] == "at" else { throw StepError("wheel needs a cell: 'wheel \(direction) at X,Y'") }
        return .wheel(up: direction == "up", notches: notches, at: try point(rest[1]), place: place)
    }

    /// `paste TEXT`, with ` (esc)` at the end when it holds escapes.
    private static func parsePaste(_ written: String) throws(StepError) -> ScreenStep {
        var pasted = written
        if pasted.hasSuffix(TranscriptEscapes.suffix) {
            switch TranscriptEscapes.decode(String(pasted.dropLast(TranscriptEscapes.suffix.count))) {
            case .success(let decoded): pasted = decoded
            case .failure(let error): throw StepError(error.message)
            }
        }
        guard !pasted.isEmpty else { throw StepError("paste needs text, like 'paste 🐶🐱' (' (esc)' at the end for \\t, \\r, \\xHH)") }
        return .paste(pasted)
    }

    /// `resize COLUMNSxROWS`.
    private static func parseResize(_ words: [String]) throws(StepError) -> ScreenStep {
        guard words.count == 1, let size = try? GridSize(parsing: words[0], widths: 10...1000, heights: 3...1000) else {
            throw StepError("resize takes COLUMNSxROWS, like 'resize 100x30' (10–1000 by 3–1000)")
        }
        return .resize(width: size.width, height: size.height)
    }

    /// `wait SECONDSs` (or `MILLISECONDSms`), up to ``longestWait``.
    private static func parseWait(_ words: [String]) throws(StepError) -> ScreenStep {
        guard words.count == 1, let seconds = duration(words[0]) else {
            throw StepError("wait takes seconds, like 'wait 2s' or 'wait 0.25s' (up to \(Int(longestWait))s)")
        }
        return .wait(seconds: seconds)
    }

    /// `snapshot`, or `snapshot colors`.
    private static func parseSnapshot(_ words: [String]) throws(StepError) -> ScreenStep {
        switch words {
        case []: return .snapshot(colors: false)
        case ["colors"], ["colours"]: return .snapshot(colors: true)
        default: throw StepError("snapshot takes nothing or 'colors', not '\(words.joined(separator: " "))'")
        }
    }

    /// The step as written after `~ ` (what `parse` reads back).
    public var text: String {
        func placed(_ text: String, _ place: String?) -> String { place.map { "\(text) (\($0))" } ?? text }
        switch self {
        case .press(let keys): return "press " + keys.map(\.stepName).joined(separator: " ")
        case .type(let text): return "type " + text
        case .click(let point, let button, let count, let place):
            let verb = count == 2 ? "double click" : button == .left ? "click" : button == .right ? "right click" : "middle click"
            return placed("\(verb) \(point)", place)
        case .drag(let from, let to, let place): return placed("drag \(from) to \(to)", place)
        case .wheel(let up, let notches, let point, let place, let modifiers):
            let held = modifiers.contains(.control) ? "ctrl " : modifiers.contains(.shift) ? "shift " : modifiers.contains(.alt) ? "alt " : ""
            return placed(held + "wheel \(up ? "up" : "down")\(notches == 1 ? "" : " \(notches)") at \(point)", place)
        case .paste(let text):
            return TranscriptEscapes.needsEscaping(text, reSuffix: false)
                ? "paste " + TranscriptEscapes.encode(text, reSuffix: false) + TranscriptEscapes.suffix
                : "paste " + text
        case .resize(let width, let height): return "resize \(width)x\(height)"
        case .wait(let seconds):
            return "wait " + (seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) + "s"
        case .snapshot(let colors): return colors ? "snapshot colors" : "snapshot"
        }
    }

    /// The words before a trailing `(…)`, and what is inside it.
    private static func splitPlace(_ words: [String]) throws(StepError) -> ([String], String?) {
        guard let open = words.firstIndex(where: { $0.hasPrefix("(") }) else { return (words, nil) }
        let place = words[open...].joined(separator: " ")
        guard place.hasSuffix(")"), place.count > 2 else { throw StepError("what a gesture lands on goes in parentheses at the end: '(a card)'") }
        return (Array(words[..<open]), String(place.dropFirst().dropLast()))
    }

    private static func point(_ word: String) throws(StepError) -> Point {
        let parts = word.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]), (1...1000).contains(x), (1...1000).contains(y) else {
            throw StepError("a cell is X,Y, column and row from 1 (as 'tap at X,Y' takes them), not '\(word)'")
        }
        return Point(x, y)
    }

    private static func duration(_ word: String) -> Double? {
        var number = Substring(word)
        if number.hasSuffix("ms") {
            return Double(number.dropLast(2)).flatMap { $0 >= 0 && $0 / 1000 <= longestWait ? $0 / 1000 : nil }
        }
        if number.hasSuffix("s") { number = number.dropLast() }
        guard let seconds = Double(number), seconds.isFinite, seconds >= 0, seconds <= longestWait else { return nil }
        return seconds
    }

    /// A key by the name help gives it (`Enter`, `Esc`, `←`, `Ctrl-C`, `Shift+Tab`, `q`), or a
    /// few plain spellings (`Up`, `Escape`, `PageDown`).
    static func key(named name: String) throws(StepError) -> Key {
        var rest = Substring(name)
        var modifiers: KeyModifiers = []
        while rest.count > 1, let plus = rest.firstIndex(of: "+"), plus != rest.startIndex {
            switch rest[..<plus].lowercased() {
            case "shift": modifiers.insert(.shift)
            case "alt": modifiers.insert(.alt)
            case "ctrl": modifiers.insert(.control)
            default: throw StepError("'\(rest[..<plus])' is not a modifier (Shift, Alt, Ctrl): '\(name)'")
            }
            rest = rest[rest.index(after: plus)...]
        }
        let key: Key
        if let named = namedKeys[rest.lowercased()] {
            key = named
        } else if rest.lowercased().hasPrefix("ctrl-"), rest.count == 6, let letter = rest.last, letter.isASCII, letter.isLetter {
            key = .control(Character(letter.lowercased()))
        } else if rest.count == 1, let character = rest.first, !character.isWhitespace, character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) {
            key = .character(character)
        } else {
            throw StepError("unknown key '\(name)'; keys are named as help names them: Enter, Esc, Tab, Space, Backspace, "
                + "Delete, ← → ↑ ↓, Home, End, PageUp, PageDown, Ctrl-C, Shift+Tab, or one character")
        }
        guard !modifiers.isEmpty else { return key }
        switch key {
        case .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .delete, .tab:
            guard key != .tab || modifiers == .shift else { throw StepError("only Shift+Tab is a modified Tab: '\(name)'") }
            return .modified(key, modifiers)
        default:
            throw StepError("Shift, Alt and Ctrl go with arrows, Home, End, PageUp, PageDown, Delete (and Shift+Tab): '\(name)'")
        }
    }

    private static let namedKeys: [String: Key] = [
        "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab, "space": .space,
        "backspace": .backspace, "delete": .delete, "del": .delete, "home": .home, "end": .end,
        "pageup": .pageUp, "pagedown": .pageDown, "up": .up, "down": .down, "left": .left, "right": .right,
        "↑": .up, "↓": .down, "←": .left, "→": .right,
    ]
}

extension Key {
    /// The key as a `press` step names it: help's name (`Ctrl-C`, `Shift+Tab`, `←`).
    var stepName: String { label }

    /// The bytes a terminal in raw mode sends for the key (what ``InputDecoder`` reads back).
    var terminalBytes: String {
        switch self {
        case .up: "\u{1B}[A"
        case .down: "\u{1B}[B"
        case .right: "\u{1B}[C"
        case .left: "\u{1B}[D"
        case .home: "\u{1B}[H"
        case .end: "\u{1B}[F"
        case .pageUp: "\u{1B}[5~"
        case .pageDown: "\u{1B}[6~"
        case .delete: "\u{1B}[3~"
        case .enter: "\r"
        case .space: " "
        case .tab: "\t"
        case .backspace: "\u{7F}"
        case .escape: "\u{1B}"
        case .character(let character): String(character)
        case .control(let letter):
            letter.asciiValue.map { String(UnicodeScalar($0 & 0x1F)) } ?? ""
        case .unknown: ""
        case .modified(.tab, _): "\u{1B}[Z"
        case .modified(let key, let modifiers):
            switch key {
            case .up, .down, .right, .left, .home, .end:
                "\u{1B}[1;\(modifiers.rawValue + 1)" + String(key.terminalBytes.suffix(1))
            case .pageUp, .pageDown, .delete:
                String(key.terminalBytes.dropLast()) + ";\(modifiers.rawValue + 1)~"
            default:
                key.terminalBytes
            }
        }
    }
}

/// What is wrong with a screen step (the parser adds the file and the line).
public struct StepError: Error, Sendable, Equatable {
    public let message: String
    init(_ message: String) { self.message = message }
}
