/// A type a command's property can have when a ``Parameter`` is bound to it: the parser reads
/// each word by the parameter's ``ArgumentKind`` (whose element is ``Parsed``) and makes the
/// property from what it read, through the declaration's key path. So a command reads `pairs`,
/// never `values["pairs"]`, and a kind bound to a property of another type does not compile.
public protocol ArgumentValue: Sendable {
    /// What one word of it is read as.
    associatedtype Parsed: Sendable
    /// The value from its parameter's values in order (one, or several for a repeating
    /// positional or the rest of a line); nil when there are none.
    init?(arguments: [Parsed], firstWordQuoted: Bool)
}

extension ArgumentValue where Parsed == Self {
    /// The first value: a parameter that is not repeating has one.
    public init?(arguments: [Self], firstWordQuoted: Bool) {
        guard let first = arguments.first else { return nil }
        self = first
    }
}

extension Int: ArgumentValue { public typealias Parsed = Int }
extension UInt64: ArgumentValue { public typealias Parsed = UInt64 }
extension Double: ArgumentValue { public typealias Parsed = Double }
/// A flag that takes no value (`--names`): true when given.
extension Bool: ArgumentValue { public typealias Parsed = Bool }

extension String: ArgumentValue {
    /// Every value joined by spaces: a file name typed as several words is one name.
    public init?(arguments: [String], firstWordQuoted: Bool) {
        guard !arguments.isEmpty else { return nil }
        self = arguments.joined(separator: " ")
    }
}

/// Every value of a repeating parameter (`choose N…`), in order.
extension Array: ArgumentValue where Element: ArgumentValue, Element.Parsed == Element {
    public init?(arguments: [Element], firstWordQuoted: Bool) { self = arguments }
}

/// A parameter that may be left out: nil until given.
extension Optional: ArgumentValue where Wrapped: ArgumentValue {
    public init?(arguments: [Wrapped.Parsed], firstWordQuoted: Bool) {
        guard let wrapped = Wrapped(arguments: arguments, firstWordQuoted: firstWordQuoted) else { return nil }
        self = .some(wrapped)
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
    public init?(arguments: [String], firstWordQuoted: Bool) {
        self.init(arguments, firstWordQuoted: firstWordQuoted)
    }

    /// The words joined by spaces.
    public var joined: String { words.joined(separator: " ") }
}

/// `X,Y`: a cell of a screen, an offset, a place on the canvas (read by ``ArgumentKind/point``).
public struct Point: ArgumentValue, Hashable {
    public typealias Parsed = Point
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
}

/// `N`, `+N` or `-N`: a value, or a change of it (read by ``ArgumentKind/amount(_:)``).
public struct Amount: ArgumentValue, Hashable {
    public typealias Parsed = Amount
    public var value: Int
    public var isRelative: Bool

    public init(_ value: Int, relative: Bool) {
        self.value = value
        self.isRelative = relative
    }
}
