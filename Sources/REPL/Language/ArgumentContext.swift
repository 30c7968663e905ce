/// What an argument kind may know of the session when it reads a word or offers completions:
/// the commands, and the lists of names the session knows (``NameList``: the palettes, the
/// cards that can be chosen). The core reads no list itself; a feature names the lists its
/// kinds need, and says how a session gives each.
///
/// From a session, a list is read the first time it is asked for and kept for the line (a
/// palette name in `palette show` is looked up once); tests and completion's snapshot give
/// fixed lists instead.
public struct ArgumentContext {
    /// The commands, for a kind that names one (`help CMD`); nil where none are known.
    public let registry: CommandRegistry?
    private let session: Session?
    private let cache: NameCache

    /// Lists read from `session` when asked for.
    public init(session: Session) {
        registry = session.registry
        self.session = session
        cache = NameCache([:])
    }

    /// These lists, and no others (an empty one for a list not given).
    public init(registry: CommandRegistry? = nil, names: [NameList: [String]] = [:]) {
        self.registry = registry
        session = nil
        cache = NameCache(names)
    }

    /// The names in `list`, in the session's order.
    /// - Complexity: O(1) once read; the first read costs what the list's own reading does.
    public func names(_ list: NameList) -> [String] {
        if let known = cache.lists[list] { return known }
        guard let session else { return [] }
        let read = list.read(session)
        cache.lists[list] = read
        return read
    }

    /// Every list read so far: the snapshot completion keeps between lines.
    var namesRead: [NameList: [String]] { cache.lists }
}

/// The lists a context has read. A class so that a context passed by value to a kind's closures
/// keeps what they read; a context lives for one line (or one snapshot), on one thread.
private final class NameCache {
    var lists: [NameList: [String]]
    init(_ lists: [NameList: [String]]) { self.lists = lists }
}

/// A list of names a session knows, for argument kinds to read through ``ArgumentContext``:
/// declared by the feature that knows what the names are (`NameList.palettes` in PaletteFeature).
/// Two lists are the same list when their ``name``s are.
public struct NameList: Hashable, Sendable, CustomStringConvertible {
    /// What it lists: `palettes`, `choosable cards`.
    public let name: String
    let read: @Sendable (Session) -> [String]

    /// - Parameter read: the names as the session has them now; it must not change the session
    ///   (completion reads every list before each prompt).
    public init(_ name: String, read: @escaping @Sendable (Session) -> [String]) {
        self.name = name
        self.read = read
    }

    public static func == (lhs: NameList, rhs: NameList) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}
