import Emoji
import Game
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Layout
import Palettes
import Randomness
import Storage
import Themes

/// CS193p's view model, for the whole program: the services every feature shares (themes,
/// palettes, emoji names, files, time, randomness) and one small view model per feature — its
/// *owner* (the game's `EmojiMemoryGame`, the face's `Mood`, the art's `ArtEditor`) — each with its
/// own intents. The core knows no owner: a feature declares its owner type and reaches it with
/// `session.owner(Of.self)`, created on first use, so a session that never draws never makes an
/// art editor. Intents that span two features (a new game resets the mood, `export board` draws
/// the game as art) go through a capability one feature provides and the other consumes (see
/// ``Providers``), so that neither feature imports the other.
///
/// It never prints and knows nothing of terminals: intents return values or throw ``IntentError``.
public final class Session {
    /// The commands this session answers to.
    public let registry: CommandRegistry
    /// The palettes (`palette …`); a game can be played from one by name.
    public let palettes: PaletteStore
    /// Bundled themes and the user's own.
    public let catalog: ThemeCatalog
    /// Emoji names and keywords by language (English compiled in, others read from CLDR once).
    public let names: EmojiNameBook
    /// Where every file the session reads or writes is resolved, read and written.
    public let workspace: Workspace
    /// Real time, or the manual clock of batch runs and transcripts.
    public let clock: any GameClock
    /// The canvas boards are exported on and art is drawn on.
    public let canvas: Canvas
    /// The seed the session was launched with (`--seed`, a transcript's `@ seed`): the first game
    /// given none is dealt with it, so that the seed a player gave is the one the game names.
    public let seed: UInt64
    /// Session-wide randomness: picks random themes and seeds the later games that were given none.
    public var generator: SeededRandom
    /// Which feature's owner provides each capability another feature asks for.
    public let providers: Providers
    /// The features' owners, by type, in the order they were made.
    private var owners: [ObjectIdentifier: any SessionOwner] = [:]
    private var order: [ObjectIdentifier] = []

    public init(
        registry: CommandRegistry, catalog: ThemeCatalog, seed: UInt64, clock: any GameClock, palettes: PaletteStore? = nil,
        canvas: Canvas = .standard, workspace: Workspace = Workspace(), language: String? = nil,
        nameCache: (any EmojiNameCache)? = nil, providers: Providers = Providers()
    ) {
        self.registry = registry
        self.providers = providers
        self.catalog = catalog
        // CLDR's files are the system's data, read through a workspace of their own: a
        // transcript's confinement is for the paths its commands name, not for these.
        let system = Workspace(directory: nil, home: nil)
        names = EmojiNameBook(
            defaultLanguage: language,
            read: { path in (try? system.read(path, limit: 16 << 20)).map { [UInt8]($0) } },
            list: { path in (try? system.contentsOfDirectory(path)) ?? [] },
            cache: nameCache)
        self.palettes = palettes ?? PaletteStore()
        self.clock = clock
        self.canvas = canvas
        self.seed = seed
        self.generator = SeededRandom(seed: seed)
        self.workspace = workspace
    }

    /// Whether ``drawSeed()`` has given the session's own seed yet.
    private var gaveOwnSeed = false

    /// The seed for a game or a simulation that was given none: the session's own the first time
    /// (`--seed 4 -c new` deals seed 4 and says so), then the generator's next.
    /// - Complexity: O(1)
    public func drawSeed() -> UInt64 {
        guard gaveOwnSeed else {
            gaveOwnSeed = true
            return seed
        }
        return generator.next()
    }

    /// The notes said so far, for ``isFirstTime(_:)``.
    private var said: Set<String> = []

    /// Whether `note` is said for the first time this session (it is remembered as said): a note
    /// that would repeat on every command (a layout that differs from the terminal's) is said once.
    /// - Complexity: O(*n*) in the length of `note` (hashing).
    public func isFirstTime(_ note: String) -> Bool {
        said.insert(note).inserted
    }

    /// Non-nil when the clock is manual (batch, transcripts): `wait` moves it.
    public var manualClock: ManualClock? { clock as? ManualClock }

    // MARK: - Owners

    /// The feature's owner of this type, made the first time it is asked for.
    /// - Complexity: O(1)
    public func owner<Owner: SessionOwner>(_ type: Owner.Type) -> Owner {
        let key = ObjectIdentifier(type)
        if let existing = owners[key] as? Owner { return existing }
        let made = Owner(session: self)
        install(made)
        return made
    }

    /// Puts `owner` in place of the one its type would make (tests give an art editor a fetcher of
    /// their own this way). A session has one owner of each type.
    public func install<Owner: SessionOwner>(_ owner: Owner) {
        let key = ObjectIdentifier(Owner.self)
        if owners[key] == nil { order.append(key) }
        owners[key] = owner
        // Cast once here, not on every command the interpreter runs.
        lifecycleOwners = order.compactMap { owners[$0] as? any SessionLifecycle }
    }

    /// The owners made so far that keep work between lines (see ``SessionLifecycle``), in the
    /// order they were made: what the interpreter asks at the edges of a line and of a command.
    /// - Complexity: O(1); kept as owners are made.
    public private(set) var lifecycleOwners: [any SessionLifecycle] = []

    /// The feature's owner of this type if it has been made, else nil: what completion reads
    /// (offering the cards of a game must not start one).
    /// - Complexity: O(1)
    public func existingOwner<Owner: SessionOwner>(_ type: Owner.Type) -> Owner? {
        owners[ObjectIdentifier(type)] as? Owner
    }

    /// The owners made so far, in the order they were made: what the interpreter asks, at the
    /// edges of a line, for work to finish (see ``SessionLifecycle``).
    public var madeOwners: [any SessionOwner] { order.compactMap { owners[$0] } }

    // MARK: - Queries

    /// Themes and palettes: the one namespace `new NAME` plays from.
    /// - Complexity: O(*t* + *p*) for *t* themes and *p* palettes.
    public var gameNames: GameNames { GameNames(catalog: catalog, palettes: palettes.palettes) }

    /// The theme called `name` (any case), then a palette of that name (`palette:NAME` and
    /// `theme:NAME` pick one side of a clash), or an error naming the nearest and listing the themes.
    /// - Complexity: O(*t* + *p*) for *t* themes and *p* palettes.
    public func theme(named name: String) throws(IntentError) -> Theme {
        if let found = gameNames.entry(named: name) { return found.theme }
        let names = catalog.themes.map(\.name)
        var message = "unknown theme '\(name)'"
        if let nearest = Suggestion.nearest(to: name, in: names) {
            message += "; did you mean '\(nearest)'?"
        }
        throw IntentError(message + " (themes: \(names.joined(separator: ", ")))")
    }
}

/// A feature's view model in the session: made by the session the first time the feature is
/// used, and kept for the session's life.
public protocol SessionOwner: AnyObject {
    init(session: Session)
}

/// What an owner does at the edges of the interpreter's lines, where a feature keeps work
/// between commands (the art editor's autosave and background loads). Each method has a default
/// that does nothing.
public protocol SessionLifecycle: SessionOwner {
    /// Before a line, on real time: work that finished while the player typed, to announce.
    func finishedWork() -> Output?
    /// Writes what is pending (autosave); an error message when it could not.
    func writePending() -> String?
    /// Notes raised since last asked (a merge, a `(mine)` file), said once.
    func takeNotes() -> [String]
    /// What leaving now would lose, described; nil when nothing.
    var unsavedWork: String? { get }
    /// How the unsaved work is kept, as the advice says it (`'art save FILE.emojiart'`).
    var howToKeep: String { get }
    /// Whether `command` only edits the work this owner keeps: in batch mode its pending write
    /// may wait for the next command that is not such an edit (or the end of input), so that a
    /// script of thousands of edits writes the file once, not once per line. Anything else may
    /// read the file, so what is pending is written before it.
    func onlyEdits(running command: any Command) -> Bool
    /// Whether `command` puts other work in place of this owner's (`art new`, `art open`): its
    /// unsaved work would be lost, so the interactive REPL asks first, as it does before leaving.
    func replaces(running command: any Command) -> Bool
    /// At the end of the session (end of input, `quit`, leaving a screen from the shell): work
    /// that would otherwise be lost, finished (a background file still loading), and what it did.
    func finishWork() -> Output?
}

extension SessionLifecycle {
    public func finishedWork() -> Output? { nil }
    public func writePending() -> String? { nil }
    public func takeNotes() -> [String] { [] }
    public var unsavedWork: String? { nil }
    public var howToKeep: String { "saving" }
    public func onlyEdits(running command: any Command) -> Bool { false }
    public func replaces(running command: any Command) -> Bool { false }
    public func finishWork() -> Output? { nil }
}
