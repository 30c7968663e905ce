/// A screen's keys and gestures as data, in the shape of charmbracelet/bubbles' `key.Binding` and
/// `KeyMap`: one row per binding says what it answers to, the intent it triggers, its few words
/// for the hint bar and its line of help. The screen's update matches keys against the map and
/// switches over the action; the hint bar, `help CMD`, a `?` page and the README's tables are
/// drawn from the same rows, so a key added is one row and shows everywhere.
public struct KeyMap<Action: Hashable & Sendable>: Sendable {
    public let bindings: [KeyBinding<Action>]
    /// Whether Shift, Alt and Ctrl are looked through (play and the face: Shift+← is ←). The art
    /// editor gives modified keys meanings of their own, so it matches them exactly.
    public let ignoresModifiers: Bool
    /// Every hint bar the map can show, widest first, each with its width: made once, since a
    /// screen asks for one every frame.
    private let bars: [(text: String, width: Int)]

    public init(ignoresModifiers: Bool = false, _ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
        self.ignoresModifiers = ignoresModifiers
        bars = Self.hintBars(of: bindings).map { ($0, DisplayWidth.of($0)) }
    }

    /// The action `key` triggers, or nil when no row answers to it (the first row that does wins).
    /// - Complexity: O(*k*) in the keys of the map (a few dozen).
    public func action(for key: Key) -> Action? {
        let key = ignoresModifiers ? key.unmodified : key
        return bindings.first { $0.keys.contains(key) }?.action
    }

    // MARK: - Hint bar

    /// The hint bar for a line of `width` columns: the hints of every row in table order (rows
    /// sharing a label show it once), leaving out the highest ranks first until it fits; "" when
    /// not even rank 0 does.
    /// - Complexity: O(*r*) for *r* distinct ranks.
    public func hintBar(width: Int) -> String {
        bars.first { $0.width <= width }?.text ?? ""
    }

    /// Every hint bar the map can show, widest first: one per rank.
    public var hintBars: [String] { bars.map(\.text) }

    /// - Complexity: O(*b* · *r*) for *b* bindings and *r* distinct ranks.
    private static func hintBars(of bindings: [KeyBinding<Action>]) -> [String] {
        let hints = bindings.compactMap(\.hint)
        let ranks = Set(hints.map(\.rank)).sorted(by: >)
        return ranks.map { rank in
            var labels: [String] = []
            for hint in hints where hint.rank <= rank && !labels.contains(hint.label) {
                labels.append(hint.label)
            }
            return labels.joined(separator: " · ")
        }
    }

    // MARK: - Help

    /// The "Keys and mouse" section of `help CMD`: a heading, then a row per binding in two
    /// columns, wrapped to fit `width` (78: help's 80 columns less the two it indents details by),
    /// never inside a word; on a page too narrow for two columns, each label over its help.
    /// - Complexity: O(*n*) in the characters of the rows.
    public func helpSection(width: Int = 78) -> [String] {
        // A narrow page (a `?` page at 40 columns) gives the labels a third of it.
        let left = min(bindings.map { DisplayWidth.of($0.label) }.max() ?? 0, 24, max(width / 3, 8))
        // Too narrow for two columns (a `?` page on a 24-column screen): each label over its help.
        let stacked = width - (2 + left + 2) < 12
        let indent = String(repeating: " ", count: stacked ? 4 : 2 + left + 2)
        var lines = ["Keys and mouse:"]
        for binding in bindings {
            let label = binding.label
            var parts = TextWrap.lines(binding.help, width: max(width - indent.count, 1))
            if !stacked, DisplayWidth.of(label) <= left {
                lines.append("  " + label + String(repeating: " ", count: left - DisplayWidth.of(label)) + "  " + (parts.first ?? ""))
                parts.removeFirst(min(1, parts.count))
            } else {
                lines += TextWrap.hanging(label, after: "  ", indent: 4, width: width)
            }
            lines += parts.map { indent + $0 }
        }
        return lines
    }

    /// The README's table of the keys and the mouse, one line per binding (what the README check
    /// compares with the README).
    /// - Complexity: O(*n*) in the characters of the rows.
    public var markdownTable: [String] {
        func cell(_ text: String) -> String { text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
        return ["| key or mouse | does |", "| --- | --- |"] + bindings.map { "| \(cell($0.label)) | \(cell($0.help)) |" }
    }
}

/// One row of a ``KeyMap``: what it answers to, the action, its hint and its help.
public struct KeyBinding<Action: Hashable & Sendable>: Sendable {
    public let triggers: [KeyTrigger]
    public let action: Action
    /// Its words on the hint bar, or nil when it is only in the help.
    public let hint: KeyHint?
    /// One line: what it does.
    public let help: String

    public init(_ triggers: [KeyTrigger], _ action: Action, hint: KeyHint? = nil, help: String) {
        self.triggers = triggers
        self.action = action
        self.hint = hint
        self.help = help
    }

    /// The keys among its triggers.
    public var keys: [Key] {
        triggers.compactMap { if case .key(let key) = $0 { key } else { nil } }
    }

    /// What it answers to, in words: `q, Esc, Ctrl-C` or `Space, click an emoji`.
    public var label: String {
        triggers.map(\.label).joined(separator: ", ")
    }
}

/// What a binding answers to: a key, a mouse gesture, or a paste.
public enum KeyTrigger: Equatable, Sendable {
    case key(Key)
    /// A gesture of the mouse and where (or on what) it is made. The screen's own handling,
    /// which needs the pointer's cell, carries it out; the row documents it.
    case mouse(MouseGesture, String)
    /// Text pasted (or a file or link dragged onto the terminal).
    case paste

    /// A printable key.
    public static func character(_ character: Character) -> KeyTrigger { .key(.character(character)) }

    public var label: String {
        switch self {
        case .key(let key): key.label
        case .mouse(let gesture, let place): "\(gesture.rawValue) \(place)"
        case .paste: "paste (or drag a file or a link onto the terminal)"
        }
    }
}

/// The gestures of the mouse a screen answers to.
public enum MouseGesture: String, Sendable {
    case click
    case doubleClick = "double click"
    case drag
    case wheel
    /// The wheel with Ctrl held (the SGR report's modifier bit 16).
    case ctrlWheel = "Ctrl+wheel"
}

/// A binding's words on the hint bar and how soon they go when the bar is narrow: rank 0 stays
/// longest.
public struct KeyHint: Equatable, Sendable {
    public let label: String
    public let rank: Int

    public init(_ label: String, rank: Int) {
        self.label = label
        self.rank = rank
    }
}

extension Key {
    /// The key as help names it: `←`, `Space`, `Ctrl-C`, `Shift+Tab`, `q`.
    public var label: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .enter: "Enter"
        case .space: "Space"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .escape: "Esc"
        case .delete: "Delete"
        case .character(let character): String(character)
        case .control(let character): "Ctrl-" + character.uppercased()
        case .unknown: "?"
        case .modified(let key, let modifiers):
            [(KeyModifiers.control, "Ctrl"), (.alt, "Alt"), (.shift, "Shift")]
                .filter { modifiers.contains($0.0) }.map { $0.1 + "+" }.joined() + key.label
        }
    }
}
