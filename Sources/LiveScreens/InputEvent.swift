/// What a terminal in raw mode sends a screen: keys, mouse reports and pasted text.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// Text pasted while bracketed paste was on: text, never commands.
    case paste(String)
}

/// A key as the screen cares about it.
public enum Key: Equatable, Sendable {
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, space, tab, backspace, escape
    /// The Delete key (`ESC [ 3 ~`), not Backspace.
    case delete
    /// A printable character (letters, digits, `+`…).
    case character(Character)
    /// Ctrl and a letter: `.control("c")` is Ctrl-C, which raw mode delivers as a byte.
    case control(Character)
    /// A sequence the decoder does not know (a function key, say): ignored, never misread.
    case unknown
    /// A cursor or editing key with Shift, Alt or Ctrl held, as xterm reports it (`ESC [ 1 ; 2 A`
    /// is Shift+Up; `ESC [ Z` is Shift+Tab). Letters with Ctrl stay ``control(_:)``.
    indirect case modified(Key, KeyModifiers)

    /// The key without its modifiers: screens that do not care about Shift see an arrow as an arrow.
    public var unmodified: Key {
        if case .modified(let key, _) = self { return key.unmodified }
        return self
    }
}

/// Shift, Alt and Ctrl, as xterm's modifier parameter encodes them (the parameter less one).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let alt = KeyModifiers(rawValue: 2)
    public static let control = KeyModifiers(rawValue: 4)
}

/// An xterm SGR mouse report (mode 1006): `ESC [ < b ; x ; y M` for a press or a motion,
/// `… m` for a release.
public struct MouseEvent: Equatable, Sendable {
    public enum Button: Int, Sendable {
        case left = 0, middle = 1, right = 2
    }

    public enum Kind: Equatable, Sendable {
        case press(Button)
        case release(Button?)
        /// Motion with a button held (mode 1002 reports these).
        case drag(Button)
        /// Motion with no button held (only with mode 1003, which screens do not ask for).
        case move
        /// The wheel: up (away from the user) or down, one notch.
        case wheel(up: Bool)
    }

    public var kind: Kind
    /// The cell, 1-based, as the terminal reports it (the same numbers `tap at X,Y` takes).
    public var x: Int
    public var y: Int
    public var shift = false
    public var alt = false
    public var control = false

    public init(_ kind: Kind, x: Int, y: Int, shift: Bool = false, alt: Bool = false, control: Bool = false) {
        self.kind = kind
        self.x = x
        self.y = y
        self.shift = shift
        self.alt = alt
        self.control = control
    }

    /// The SGR report of this event, as a terminal would send it (tests and tools write these).
    public var sgrReport: String {
        var code: Int
        var final = "M"
        switch kind {
        case .press(let button): code = button.rawValue
        case .release(let button): code = button?.rawValue ?? 0; final = "m"
        case .drag(let button): code = 32 + button.rawValue
        case .move: code = 35
        case .wheel(let up): code = up ? 64 : 65
        }
        if shift { code += 4 }
        if alt { code += 8 }
        if control { code += 16 }
        return "\u{1B}[<\(code);\(x);\(y)\(final)"
    }
}
