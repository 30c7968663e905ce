import Emoji
import EmojiArt
import Face
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Game
import Palettes
import Randomness
import Storage
import Themes

/// CS193p's view model, for the whole program: it owns one small view model per concern and
/// coordinates them. Each owner has its own intents; the Session adds the few that span two
/// (a new game picks a theme and resets the mood; a choice moves the mood; a board is exported
/// through the art canvas).
///
/// It never prints and knows nothing of commands: intents return values or throw ``IntentError``.
public final class Session {
    /// The game (CS193p's `EmojiMemoryGame`).
    public let game: EmojiMemoryGame
    /// The face and its happiness (CS193p's Happiness).
    public let mood: Mood
    /// The EmojiArt document (CS193p's EmojiArt).
    public let art: ArtEditor
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
    /// Session-wide randomness: picks random themes and seeds games that were given none.
    private var generator: SeededRandom

    public init(
        catalog: ThemeCatalog, seed: UInt64, clock: any GameClock, palettes: PaletteStore? = nil,
        canvas: Canvas = .standard, workspace: Workspace = Workspace(), fetcher: BackgroundFetcher = BackgroundFetcher(),
        language: String? = nil
    ) {
        self.catalog = catalog
        // CLDR's files are the system's data, read through a workspace of their own: a
        // transcript's confinement is for the paths its commands name, not for these.
        let system = Workspace(directory: nil, home: nil)
        names = EmojiNameBook(
            defaultLanguage: language,
            read: { path in (try? system.read(path, limit: 16 << 20)).map { [UInt8]($0) } },
            list: { path in (try? system.contentsOfDirectory(path)) ?? [] })
        self.palettes = palettes ?? PaletteStore()
        self.clock = clock
        self.generator = SeededRandom(seed: seed)
        self.workspace = workspace
        game = EmojiMemoryGame(clock: clock)
        mood = Mood()
        art = ArtEditor(canvas: canvas, fetcher: fetcher, workspace: workspace, palettes: self.palettes)
    }

    /// Non-nil when the clock is manual (batch, transcripts): `wait` moves it.
    public var manualClock: ManualClock? { clock as? ManualClock }

    // MARK: - Intent(s)

    /// Starts a new game of the theme called `themeName` (a random theme without one). Returns
    /// notices (pairs reduced to what the theme has).
    @discardableResult
    public func newGame(theme themeName: String? = nil, pairs: Int? = nil, seed: UInt64? = nil, bonus: Double? = nil) throws(IntentError) -> [String] {
        guard !catalog.themes.isEmpty else { throw IntentError("no themes to play; check the theme files") }
        let chosen: Theme
        if let themeName {
            chosen = try theme(named: themeName)
        } else {
            chosen = catalog.themes[generator.next(below: catalog.themes.count)]
        }
        let notice = game.start(chosen, pairs: pairs, seed: seed ?? generator.next(), bonus: bonus)
        mood.gameStarted()
        return notice.map { [$0] } ?? []
    }

    /// Plays the same cards again, reshuffled, with the score and the mood back where they began.
    public func restart() throws(IntentError) {
        try game.restart(seed: generator.next())
        mood.gameStarted()
    }

    /// Chooses card `number` (1-based, board order); a match or a mismatch moves the mood.
    /// - Complexity: O(1)
    public func choose(cardNumber number: Int) throws(IntentError) -> EmojiMemoryGame.ChoiceOutcome {
        let outcome = try game.choose(cardNumber: number)
        mood.record(outcome, gameIsOver: game.model?.isOver ?? false)
        return outcome
    }

    /// Lets time pass on the manual clock.
    public func wait(seconds: Double) throws(IntentError) {
        guard let manualClock else {
            throw IntentError("wait needs the manual clock; this session runs on real time (see --clock)")
        }
        manualClock.advance(by: seconds)
    }

    /// Plays games with a bot: numbered pairs (any count), or dealt from the theme called `themeName`.
    /// - Complexity: bounded by ``Simulation/Limits``.
    public func simulate(
        games: Int, pairs: Int?, theme themeName: String?, strategy: Strategy, seed: UInt64?, bonus: Double?
    ) throws(IntentError) -> (report: Simulation.Report, simulation: Simulation, notes: [String]) {
        var notes: [String] = []
        var simulation = Simulation(
            games: games, pairs: pairs ?? 8, strategy: strategy, seed: seed ?? generator.next(), bonusTimeLimit: bonus ?? 6)
        // A theme decides the pair count (its own, or fewer than asked when it is short of emoji).
        let chosen = try themeName.map { name throws(IntentError) in try theme(named: name) }
        if let chosen {
            var probe = SeededRandom(seed: simulation.seed)
            let (count, notice) = chosen.numberOfPairs(requested: pairs, using: &probe)
            if let notice { notes.append(notice) }
            simulation.pairs = count
        }
        if let tooMuch = simulation.workLimitExceeded { throw IntentError(tooMuch) }
        guard let chosen else {
            return (simulation.run { count, _ in Array(0..<count) }, simulation, notes)
        }
        return (simulation.run { count, generator in chosen.deal(pairs: count, using: &generator) }, simulation, notes)
    }

    /// Writes the board, laid out as on the terminal, on the art canvas, in the format the
    /// extension names. Returns how many emoji it holds.
    public func exportBoard(to path: String) throws(IntentError) -> Int {
        let model = try game.requireModel()
        guard let theme = game.theme else { throw EmojiMemoryGame.noGame }
        let format: ArtFormat
        do { format = try ArtFormat(path: path) } catch { throw IntentError(error.message) }
        let document = BoardExport.document(of: model, color: theme.color, canvas: art.canvas)
        let metadata = [(key: "theme", value: theme.name), (key: "score", value: String(model.score))]
        try art.write(format.data(of: document, canvas: art.canvas, metadata: metadata), to: path)
        return document.emojis.count
    }

    /// Sets or changes the happiness the face shows (the game's, or the resting one before a game).
    @discardableResult
    public func setHappiness(_ setting: Mood.Setting) -> (before: Happiness, after: Happiness) {
        mood.set(setting)
    }

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
