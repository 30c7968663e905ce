/// A type a command's property can have when a ``Parameter`` is bound to it: the parser checks a
/// word by the parameter's ``Parameter/Kind`` and writes the result through the declaration's key
/// path, so a command reads `pairs`, never `values["pairs"]`, and a misspelt property does not compile.
///
/// Which kinds a type takes is stated by ``accepts(_:)``; `RegistryTests` checks every declaration
/// against it, so a kind bound to the wrong type fails a test, not a user.
public protocol ArgumentValue: Sendable {
    /// The value from what the parser checked for one parameter; nil when it cannot be one.
    init?(parsed: ParsedArgument)
    /// Whether the parser's values for `kind` can become this type.
    static func accepts(_ kind: Parameter.Kind) -> Bool
}

/// What the parser checked for one parameter: its values in order (one, or several for a
/// repeating positional or the rest of a line), and whether the first word was quoted.
public struct ParsedArgument: Sendable, Equatable {
    public var values: [Value]
    public var firstWordQuoted: Bool

    public init(values: [Value], firstWordQuoted: Bool = false) {
        self.values = values
        self.firstWordQuoted = firstWordQuoted
    }
}

/// A checked value.
public enum Value: Sendable, Equatable {
    case integer(Int)
    case seed(UInt64)
    case number(Double)
    /// `N` (relative false) or `+N`/`-N` (relative true).
    case amount(Int, relative: Bool)
    case point(x: Int, y: Int)
    case text(String)
}

/// A type one value of a parameter becomes; an array of it takes every value of a repeating one.
public protocol ArgumentElement: ArgumentValue {
    init?(value: Value)
}

extension ArgumentElement {
    /// The first value: a parameter that is not repeating has one.
    public init?(parsed: ParsedArgument) {
        guard let first = parsed.values.first else { return nil }
        self.init(value: first)
    }
}

extension Int: ArgumentElement {
    public init?(value: Value) {
        guard case .integer(let n) = value else { return nil }
        self = n
    }
    public static func accepts(_ kind: Parameter.Kind) -> Bool {
        switch kind {
        case .integer, .card, .id: true
        default: false
        }
    }
}

extension UInt64: ArgumentElement {
    public init?(value: Value) {
        guard case .seed(let n) = value else { return nil }
        self = n
    }
    public static func accepts(_ kind: Parameter.Kind) -> Bool { kind == .seed }
}

extension Double: ArgumentElement {
    public init?(value: Value) {
        guard case .number(let x) = value else { return nil }
        self = x
    }
    public static func accepts(_ kind: Parameter.Kind) -> Bool {
        switch kind {
        case .seconds, .number, .factor: true
        default: false
        }
    }
}

extension String: ArgumentElement {
    public init?(value: Value) {
        guard case .text(let text) = value else { return nil }
        self = text
    }
    /// Every value joined by spaces: a theme or a file name typed as several words is one name.
    public init?(parsed: ParsedArgument) {
        var words: [String] = []
        for value in parsed.values {
            guard let word = String(value: value) else { return nil }
            words.append(word)
        }
        guard !words.isEmpty else { return nil }
        self = words.joined(separator: " ")
    }
    public static func accepts(_ kind: Parameter.Kind) -> Bool {
        switch kind {
        case .choice, .theme, .palette, .emoji, .command, .target, .text, .word, .language: true
        case .integer, .seed, .seconds, .number, .amount, .factor, .point, .card, .id, .presence: false
        }
    }
}

/// A flag that takes no value (`--names`): true when given.
extension Bool: ArgumentValue {
    public init?(parsed: ParsedArgument) { self = true }
    public static func accepts(_ kind: Parameter.Kind) -> Bool { kind == .presence }
}

/// Every value of a repeating parameter (`choose N…`), in order.
extension Array: ArgumentValue where Element: ArgumentElement {
    public init?(parsed: ParsedArgument) {
        var elements: [Element] = []
        elements.reserveCapacity(parsed.values.count)
        for value in parsed.values {
            guard let element = Element(value: value) else { return nil }
            elements.append(element)
        }
        self = elements
    }
    public static func accepts(_ kind: Parameter.Kind) -> Bool { Element.accepts(kind) }
}

/// A parameter that may be left out: nil until given.
extension Optional: ArgumentValue where Wrapped: ArgumentValue {
    public init?(parsed: ParsedArgument) {
        guard let wrapped = Wrapped(parsed: parsed) else { return nil }
        self = .some(wrapped)
    }
    public static func accepts(_ kind: Parameter.Kind) -> Bool { Wrapped.accepts(kind) }
}

/// `X,Y`: a cell of a screen, an offset, a place on the canvas.
public struct Point: ArgumentElement, Hashable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
    public init?(value: Value) {
        guard case .point(let x, let y) = value else { return nil }
        self.init(x: x, y: y)
    }
    public static func accepts(_ kind: Parameter.Kind) -> Bool { kind == .point }
    public static let zero = Point(x: 0, y: 0)
}

/// `N`, `+N` or `-N`: a value, or a change of it.
public struct Amount: ArgumentElement, Hashable {
    public var value: Int
    public var isRelative: Bool

    public init(_ value: Int, relative: Bool) {
        self.value = value
        self.isRelative = relative
    }
    public init?(value: Value) {
        guard case .amount(let n, let relative) = value else { return nil }
        self.init(n, relative: relative)
    }
    public static func accepts(_ kind: Parameter.Kind) -> Bool {
        if case .amount = kind { true } else { false }
    }
}

/// Words as typed, and whether the first was quoted: a quoted `"clear"` is a file called clear,
/// and a quoted first word of `palette new` is the whole name.
public struct TypedWords: ArgumentValue, Hashable {
    public var words: [String]
    public var firstWordQuoted: Bool

    public init(_ words: [String], firstWordQuoted: Bool = false) {
        self.words = words
        self.firstWordQuoted = firstWordQuoted
    }
    public init?(parsed: ParsedArgument) {
        guard let words = [String](parsed: parsed) else { return nil }
        self.init(words, firstWordQuoted: parsed.firstWordQuoted)
    }
    public static func accepts(_ kind: Parameter.Kind) -> Bool { String.accepts(kind) }

    /// The words joined by spaces.
    public var joined: String { words.joined(separator: " ") }
}

/// An enumeration typed by its raw value (`strategy=random`), declared `.choice` of its cases.
public protocol ChoiceArgument: ArgumentElement, RawRepresentable, CaseIterable where RawValue == String {}

extension ChoiceArgument {
    public init?(value: Value) {
        guard case .text(let text) = value else { return nil }
        self.init(rawValue: text)
    }
    public static func accepts(_ kind: Parameter.Kind) -> Bool {
        guard case .choice(let options) = kind else { return false }
        return options.allSatisfy { Self(rawValue: $0) != nil }
    }
    /// The declaration's kind: every case, by its raw value.
    public static var choice: Parameter.Kind { .choice(allCases.map(\.rawValue)) }
}
