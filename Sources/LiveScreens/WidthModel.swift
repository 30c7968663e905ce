import Synchronization

/// How many columns a terminal draws each emoji: Unicode's widths (``DisplayWidth``'s own rule),
/// or those measured on one terminal (`palette probe`), where they differ.
///
/// It is the one seam every measurement goes through: ``DisplayWidth/of(_:)-(Character)`` asks the
/// model in force, so screens, tables and padding follow the terminal they run on without knowing
/// it. The model in force is a task-local value (``WidthModel/Source/current``) that the interpreter
/// binds from its ``Source`` around each line, as it hands each command its size: outside that
/// (and in every transcript) it is Unicode's.
public struct WidthModel: Sendable, Equatable {
    /// `unicode`, or the name of the profile it came from.
    public let name: String
    /// Columns the terminal draws, by emoji, where they differ from Unicode's.
    public let columns: [String: Int]

    public init(name: String, columns: [String: Int]) {
        self.name = name
        self.columns = columns
    }

    /// Unicode's widths: nothing measured.
    public static let unicode = WidthModel(name: "unicode", columns: [:])

    /// The columns this terminal draws `character` at, when a measurement says so; nil where
    /// Unicode's width stands.
    /// - Complexity: O(*k*) in the character's scalars, to hash it.
    public func measured(_ character: Character) -> Int? {
        columns.isEmpty ? nil : columns[String(character)]
    }
}

extension WidthModel {
    /// Where a session's width model comes from: a model at hand, or one loaded on first use (a
    /// profile file, read only when something is measured that a profile could change: a session
    /// that never draws an emoji never reads it).
    public final class Source: Sendable, Equatable {
        /// What it is called (`unicode`, or the profile's name), for messages and equality.
        public let name: String
        private let load: (@Sendable () -> WidthModel)?
        private let loaded: Mutex<WidthModel?>

        /// A model at hand.
        public init(_ model: WidthModel) {
            name = model.name
            load = nil
            loaded = Mutex(model)
        }

        /// A model read by `load` the first time it is needed (once, whatever the threads).
        public init(name: String, load: @escaping @Sendable () -> WidthModel) {
            self.name = name
            self.load = load
            loaded = Mutex(nil)
        }

        /// Unicode's widths, shared: what ``current`` is unless a session binds another.
        public static let unicode = Source(.unicode)

        /// The model, loading it on the first call.
        /// - Complexity: O(1) once loaded; the first call costs the load (a small file read).
        public var model: WidthModel {
            loaded.withLock { model in
                if let model { return model }
                let made = load?() ?? .unicode
                model = made
                return made
            }
        }

        public static func == (lhs: Source, rhs: Source) -> Bool { lhs === rhs || lhs.name == rhs.name }

        /// The source in force for what is measured now: bound by the interpreter around each line
        /// (``WidthModel/with(_:_:)``), Unicode's everywhere else.
        @TaskLocal public static var current: Source = .unicode
    }

    /// Runs `body` with `source` as the width model in force.
    public static func with<Result>(_ source: Source, _ body: () throws -> Result) rethrows -> Result {
        try Source.$current.withValue(source, operation: body)
    }
}
