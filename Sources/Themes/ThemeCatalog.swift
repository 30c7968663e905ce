#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

/// Every theme a session can play: the bundled ones, then the user's own.
///
/// A user theme with the name of a bundled one replaces it. Names match case-insensitively.
/// A broken theme file never stops the others from loading; it is kept as a ``Problem``.
public struct ThemeCatalog: Sendable {
    public private(set) var themes: [Theme] = []
    /// Where each of ``themes`` comes from, in the same order.
    public private(set) var origins: [Origin] = []

    /// Where a theme comes from: compiled in, or a user's file.
    public enum Origin: Sendable, Equatable, CustomStringConvertible {
        case bundled
        /// The file, as a problem would name it.
        case file(String)

        public var description: String {
            switch self {
            case .bundled: "bundled"
            case .file(let path): path
            }
        }
    }
    /// Theme files that could not be used, with why.
    public private(set) var problems: [Problem] = []
    /// Where each theme is in ``themes``, by its case-folded name: adding and finding a theme
    /// cost O(1), so a directory of thousands of themes loads in linear time.
    private var positions: [String: Int] = [:]

    /// A theme file that could not be used.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The file, as given (a path for user files, `themes/NAME.json` for bundled ones).
        public let file: String
        public let message: String
        public var description: String { "\(file): \(message)" }
    }

    public init() {}

    /// The bundled themes, compiled into the binary from `themes/*.json`; made once per process
    /// (every session starts from them, and a test run starts thousands of sessions), from what
    /// the build read of each file, so start-up parses no JSON and builds no emoji table.
    public static let bundled: ThemeCatalog = {
        var catalog = ThemeCatalog()
        for file in bundledThemeFiles {
            if let prepared = file.prepared, let color = ThemeColor(rawValue: prepared.color) {
                catalog.add(Theme(name: prepared.name, filtered: prepared.emojis, pairs: prepared.pairs, color: color), origin: .bundled)
            } else {
                catalog.add(json: Data(file.json.utf8), from: "themes/\(file.name)", origin: .bundled)
            }
        }
        return catalog
    }()

    /// The bundled themes plus those in `userDirectory` (if given).
    /// - Parameter displayName: how to name the directory in problems (default: its path), so a
    ///   relative directory is reported as it was given.
    /// - Parameter workspace: the door the files are read through.
    public static func load(userDirectory: URL?, displayName: String? = nil, workspace: Workspace = Workspace()) -> ThemeCatalog {
        var catalog = bundled
        if let userDirectory {
            let directory = ThemeDirectory(url: userDirectory, displayName: displayName ?? userDirectory.path, workspace: workspace)
            for file in directory.files() {
                switch file.contents {
                case .success(let data): catalog.add(json: data, from: file.path)
                case .failure(let error): catalog.problems.append(Problem(file: file.path, message: error.message))
                }
            }
        }
        return catalog
    }

    /// Adds the theme in `json`, or records why it could not be.
    /// The theme still loads when the palette filter dropped some of its emoji, or left fewer
    /// than its pairs; each is a problem, so the author hears of it.
    public mutating func add(json: Data, from file: String, origin: Origin? = nil) {
        do {
            let theme = try Theme.decode(json: json)
            add(theme, origin: origin ?? .file(file))
            let dropped = theme.findings.filter(\.isDropped)
            if !dropped.isEmpty {
                let listed = dropped.prefix(3).map { finding in
                    switch finding.kind {
                    case .notEmoji(let why): "'\(finding.character)' (\(why))"
                    default: "'\(finding.character)' (a repeat)"
                    }
                }.joined(separator: ", ")
                let more = dropped.count > 3 ? " and \(dropped.count - 3) more" : ""
                problems.append(Problem(file: file, message: "dropped \(listed)\(more); see 'memorize palette lint'"))
            }
            if case .exactly(let pairs) = theme.pairs, pairs > theme.emojis.count {
                problems.append(Problem(
                    file: file,
                    message: "\(theme.name) asks for \(pairs) \(pairs == 1 ? "pair" : "pairs") but has \(theme.emojis.count) emoji (\(pairs - theme.emojis.count) missing)"))
            }
        } catch {
            problems.append(Problem(file: file, message: error.message))
        }
    }

    /// Adds `theme`, replacing any theme of the same name.
    /// - Complexity: O(*n*) in the name's length.
    public mutating func add(_ theme: Theme, origin: Origin = .bundled) {
        if let index = index(named: theme.name) {
            themes[index] = theme
            origins[index] = origin
        } else {
            positions[Self.caseFolded(theme.name)] = themes.count
            themes.append(theme)
            origins.append(origin)
        }
    }

    /// The theme called `name`, ignoring case.
    /// - Complexity: O(*n*) in the name's length.
    public func theme(named name: String) -> Theme? {
        index(named: name).map { themes[$0] }
    }

    private func index(named name: String) -> Int? {
        positions[Self.caseFolded(name)]
    }

    /// Upper- then lower-cased, so that `ß` and `SS`, `ς` and `Σ` match as Foundation's
    /// `caseInsensitiveCompare` matches them (which needs full Foundation).
    private static func caseFolded(_ name: String) -> String {
        name.uppercased().lowercased()
    }
}

/// The one place themes are read from disk: the `*.json` files of one directory.
struct ThemeDirectory {
    let url: URL
    var displayName: String
    let workspace: Workspace

    /// A theme file larger than this is refused unread (the largest bundled one is a few KiB).
    static let fileBytes = 1 << 20

    struct File {
        let path: String
        let contents: Result<Data, ThemeError>
    }

    /// The directory's `.json` files in name order. A missing directory has none.
    func files() -> [File] {
        let names: [String]
        do {
            names = try workspace.contentsOfDirectory(url.path)
        } catch {
            return []
        }
        return names.filter { $0.hasSuffix(".json") }.map { name in
            let contents: Result<Data, ThemeError>
            do throws(Workspace.Failure) {
                contents = .success(try workspace.read(url.appendingPathComponent(name).path, limit: Self.fileBytes))
            } catch {
                contents = .failure(ThemeError(message: "cannot read: \(error.reason)"))
            }
            let shown = displayName.hasSuffix("/") ? displayName + name : displayName + "/" + name
            return File(path: shown, contents: contents)
        }
    }
}

/// A bundled theme file, compiled into the binary by the EmbedThemes build plugin: its JSON, and
/// the theme already read from it where the plugin could (nil: decode the JSON instead).
struct BundledThemeFile: Sendable {
    let name: String
    let json: String
    let prepared: BundledTheme?
}

/// A bundled theme as the EmbedThemes plugin read it at build time. Its emoji are taken as they
/// are, without the palette filter: BundledThemesTests holds each to what decoding its file gives.
struct BundledTheme: Sendable {
    let name: String
    let emojis: [Character]
    let pairs: Theme.PairCount
    let color: String
}
