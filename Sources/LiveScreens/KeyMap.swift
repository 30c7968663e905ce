import InterfaceCoverage

/// A screen's keys and gestures as data, in the shape of charmbracelet/bubbles' `key.Binding` and
/// `KeyMap`: one row per binding says what it answers to, the intent it triggers, its few words
/// for the hint bar and its line of help. The screen's update matches keys, gestures and pastes
/// against the map and switches over the action; the hint bar, `help CMD`, a `?` page and the
/// README's tables are drawn from the same rows, so a key added is one row and shows everywhere.
/// A modal question is a second map (its own actions), listed in the screen's help as a mode.
public struct KeyMap<Action: Hashable & Sendable>: Sendable {
    /// What `memorize test --coverage` calls the table (`play`, `art edit naming`): its rows are
    /// `key NAME: LABEL`. The manual's `<!-- keys: NAME -->` tables use the same names.
    public let name: String
    public let bindings: [KeyBinding<Action>]
    /// Whether Shift, Alt and Ctrl are looked through (play and the face: Shift+← is ←). The art
    /// editor gives modified keys meanings of their own, so it matches them exactly.
    public let ignoresModifiers: Bool
    /// The screen's questions (bubbles' second map), each with the rows that answer it: shown in
    /// the help after the screen's own rows, matched only by the question's own map.
    public let modes: [KeyMode]
    /// Every hint bar the map can show, widest first, each with its width: made once, since a
    /// screen asks for one every frame.
    private let bars: [(text: String, width: Int)]

    public init(_ name: String, ignoresModifiers: Bool = false, _ bindings: [KeyBinding<Action>], modes: [KeyMode] = []) {
        self.name = name
        self.bindings = bindings
        self.ignoresModifiers = ignoresModifiers
        self.modes = modes
        bars = Self.hintBars(of: bindings).map { ($0, DisplayWidth.of($0)) }
    }

    /// The action `key` triggers, or nil when no row answers to it (the first row that does wins).
    /// - Complexity: O(*k*) in the triggers of the map (a few dozen).
    public func action(for key: Key) -> Action? {
        action(matching: .key(key))
    }

    /// The action `trigger` (a key, a gesture made at a place, a paste) triggers, or nil when no
    /// row answers to it. A key no row names goes to a row of ``KeyTrigger/typing`` when it types
    /// (a character, Space), else to a row of ``KeyTrigger/anyOtherKey``.
    /// - Complexity: O(*k*) in the triggers of the map (a few dozen).
    public func action(matching trigger: KeyTrigger) -> Action? {
        guard let row = binding(matching: trigger) else { return nil }
        CoverageRecorder.record(.key, "\(name): \(row.label)")
        return row.action
    }

    /// The row ``action(matching:)`` finds.
    private func binding(matching trigger: KeyTrigger) -> KeyBinding<Action>? {
        guard case .key(var key) = trigger else {
            return bindings.first { $0.triggers.contains(trigger) }
        }
        if ignoresModifiers { key = key.unmodified }
        if let row = bindings.first(where: { $0.keys.contains(key) }) { return row }
        switch key {
        case .character, .space:
            if let row = bindings.first(where: { $0.triggers.contains(.typing) }) { return row }
        default:
            break
        }
        return bindings.first { $0.triggers.contains(.anyOtherKey) }
    }

    /// Every row of the table and of its questions as `memorize test --coverage` names them
    /// (`play: ←/h`), in table order.
    public var coverageNames: [String] {
        bindings.map { "\(name): \($0.label)" } + modes.flatMap(\.coverageNames)
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

    /// A question's prompt on the status row, in `forms` from widest to narrowest: each its lead,
    /// then the rows' hints (each once, in table order, worded at the form's level) joined by its
    /// separator, then its end. The question's keys and its prompt are then one table.
    /// - Complexity: O(*b*) per form for *b* bindings.
    public func prompt(_ forms: [PromptForm]) -> [String] {
        var hints: [KeyHint] = []
        for hint in bindings.compactMap(\.hint) where !hints.contains(where: { $0.label == hint.label }) {
            hints.append(hint)
        }
        return forms.map { form in
            guard let separator = form.separator else { return form.lead + form.end }
            return form.lead + hints.map { $0.form(form.level) }.joined(separator: separator) + form.end
        }
    }

    // MARK: - Help

    /// The "Keys and mouse" section of `help CMD`: a heading, then a row per binding in two
    /// columns, wrapped to fit `width` (78: help's 80 columns less the two it indents details by),
    /// never inside a word; on a page too narrow for two columns, each label over its help. Each
    /// of the screen's questions (``modes``) follows, under its own heading.
    /// - Complexity: O(*n*) in the characters of the rows.
    public func helpSection(width: Int = 78) -> [String] {
        let sections: [(heading: String, rows: [(label: String, help: String)])] =
            [("Keys and mouse:", rows)] + modes.map { ($0.title + ":", $0.rows) }
        var lines: [String] = []
        for section in sections {
            // Each section its own columns, as `help` lays out each table of its page: a label
            // longer than help's widest left column (30) has a line of its own and widens nothing.
            // A narrow page (a `?` page at 40 columns) gives the labels a third of it.
            let fitting = section.rows.map { DisplayWidth.of($0.label) }.filter { $0 <= 30 }
            let left = min(fitting.max() ?? 0, 24, max(width / 3, 8))
            // Too narrow for two columns (a `?` page on a 24-column screen): each label over its help.
            let stacked = width - (2 + left + 2) < 12
            let indent = String(repeating: " ", count: stacked ? 4 : 2 + left + 2)
            lines += TextWrap.lines(section.heading, width: width)
            for (label, help) in section.rows {
                var parts = TextWrap.lines(help, width: max(width - indent.count, 1))
                if !stacked, DisplayWidth.of(label) <= left {
                    lines.append("  " + label + String(repeating: " ", count: left - DisplayWidth.of(label)) + "  " + (parts.first ?? ""))
                    parts.removeFirst(min(1, parts.count))
                } else {
                    lines += TextWrap.hanging(label, after: "  ", indent: 4, width: width)
                }
                lines += parts.map { indent + $0 }
            }
        }
        return lines
    }

    /// Each row's label and help, as the help and the README show them.
    var rows: [(label: String, help: String)] { bindings.map { ($0.label, $0.help) } }

    /// The README's table of the keys and the mouse, one line per binding (what the README check
    /// compares with the README); each of ``modes`` has its own.
    /// - Complexity: O(*n*) in the characters of the rows.
    public var markdownTable: [String] { Self.markdownTable(rows) }

    static func markdownTable(_ rows: [(label: String, help: String)]) -> [String] {
        func cell(_ text: String) -> String { text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
        return ["| key or mouse | does |", "| --- | --- |"] + rows.map { "| \(cell($0.label)) | \(cell($0.help)) |" }
    }
}

/// One of a screen's questions as its help lists it: the question, then the rows of its own map
/// (bubbles' second map for a modal state). The map itself, with its actions, is the question's.
public struct KeyMode: Sendable {
    /// What the screen is asking while these rows are on: "while it asks for a file name".
    public let title: String
    public let rows: [(label: String, help: String)]
    /// The triggers of each row, for checks that every one is exercised.
    public let triggers: [[KeyTrigger]]
    /// Its rows as coverage names them (by the question's own map's name).
    public let coverageNames: [String]

    public init<Action>(_ title: String, _ map: KeyMap<Action>) {
        self.title = title
        rows = map.rows
        triggers = map.bindings.map(\.triggers)
        coverageNames = map.coverageNames
    }

    /// The README's table of the question's rows.
    public var markdownTable: [String] { KeyMap<Int>.markdownTable(rows) }
}

/// How a question words its keys on the status row at one width (see ``KeyMap/prompt(_:)``).
public struct PromptForm: Sendable {
    public let lead: String
    /// What goes between hints; nil leaves the hints out (the narrowest forms).
    public let separator: String?
    /// Which wording of each hint (``KeyHint/form(_:)``): 0 is its label, then shorter ones.
    public let level: Int
    public let end: String

    public init(_ lead: String, separator: String? = " · ", level: Int = 0, end: String = "") {
        self.lead = lead
        self.separator = separator
        self.level = level
        self.end = end
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

/// What a binding answers to: a key, a mouse gesture at a place, a paste, or (in a question) the
/// keys no other row names.
public enum KeyTrigger: Equatable, Sendable {
    case key(Key)
    /// A gesture of the mouse and where (or on what) it is made. The screen recognises the
    /// gesture and the place from the pointer's events and looks the pair up like a key.
    case mouse(MouseGesture, MousePlace)
    /// Text pasted (or a file or link dragged onto the terminal).
    case paste
    /// A key that types: a character or Space (a question asking for a name).
    case typing
    /// Any key no other row of the map names.
    case anyOtherKey

    /// A printable key.
    public static func character(_ character: Character) -> KeyTrigger { .key(.character(character)) }

    public var label: String {
        switch self {
        case .key(let key): key.label
        case .mouse(let gesture, let place): "\(gesture.rawValue) \(place.name)"
        case .paste: "paste (or drag a file or a link onto the terminal)"
        case .typing: "typing"
        case .anyOtherKey: "any other key"
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

/// Where, or on what, a gesture is made, in help's words ("a card", "empty canvas"). A screen
/// declares each place once and both its table and its hit-test name that constant, so the row a
/// gesture finds is the row help shows.
public struct MousePlace: Hashable, Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// A binding's words on the hint bar and how soon they go when the bar is narrow: rank 0 stays
/// longest. A question's prompt may word it shorter when narrow (``shorter``).
public struct KeyHint: Equatable, Sendable {
    public let label: String
    public let rank: Int
    /// Shorter wordings, widest first, for the narrower forms of a question's prompt.
    public let shorter: [String]

    public init(_ label: String, rank: Int = 0, shorter: [String] = []) {
        self.label = label
        self.rank = rank
        self.shorter = shorter
    }

    /// The wording at `level`: 0 is ``label``, then each of ``shorter``, the last one beyond.
    public func form(_ level: Int) -> String {
        level <= 0 ? label : shorter.isEmpty ? label : shorter[min(level, shorter.count) - 1]
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
