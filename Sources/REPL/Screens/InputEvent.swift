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
    /// A printable character (letters, digits, `+`…).
    case character(Character)
    /// Ctrl and a letter: `.control("c")` is Ctrl-C, which raw mode delivers as a byte.
    case control(Character)
    /// A sequence the decoder does not know (a function key, say): ignored, never misread.
    case unknown
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
