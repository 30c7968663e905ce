import Emoji
import EmojiArt
import Face
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Game
import Themes

/// CS193p's view model: owns the game, its theme, the clock and the mood, and exposes intents.
///
/// It never prints: each intent returns values or throws a ``CommandError``; the ``Interpreter``
/// turns results into a ``Reply`` and renderers turn the board into text.
public final class Session {
    public let catalog: ThemeCatalog
    public let clock: any GameClock
    /// Non-nil when the clock is manual (batch, transcripts): `wait` moves it.
    public let manualClock: ManualClock?
    public private(set) var game: MemoryGame<String>?
    public private(set) var theme: Theme?
    /// The seed the current game was shuffled with: `new THEME seed=N` replays it.
    public private(set) var gameSeed: UInt64 = 0
    /// The game's happiness (see ``Mood``); before the first game, ``restingHappiness`` is shown.
    public internal(set) var happiness = Happiness.neutral
    /// The face that shows the mood: its data source is ``restingHappiness`` until a game starts,
    /// then the Session itself (see `Session+Face.swift`).
    public let faceView = FaceView()
    /// The face's data source outside a game: a plain happiness value.
    public let restingHappiness = HappinessValue()
    /// Session-wide randomness: picks random themes and seeds games that were given none.
    private var generator: SeededRandom
    /// The canvas boards are exported on and art is drawn on (`--canvas`).
    public let canvas: Canvas
    /// Where relative file paths in commands start (a transcript's scratch directory); nil for
    /// the process's working directory.
    public let directory: URL?
    /// Fetches art backgrounds off the input thread (see `Session+Art.swift`).
    public let fetcher: BackgroundFetcher
    /// The open EmojiArt document and its file, fetches and autosave.
    var art = ArtState()

    /// The palettes (`palette …`); a game can be played from one by name.
    public let palettes: PaletteStore

    public init(
        catalog: ThemeCatalog, seed: UInt64, clock: any GameClock, palettes: PaletteStore? = nil, canvas: Canvas = .standard,
        directory: URL? = nil, fetcher: BackgroundFetcher = BackgroundFetcher()
    ) {
        self.catalog = catalog
        self.palettes = palettes ?? PaletteStore()
        self.clock = clock
        self.manualClock = clock as? ManualClock
        self.generator = SeededRandom(seed: seed)
        faceView.dataSource = restingHappiness
        self.canvas = canvas
        self.directory = directory
        self.fetcher = fetcher
    }

    // MARK: - Intent(s)

    /// Starts a new game. Returns notices (pairs reduced to what the theme has).
    @discardableResult
    public func newGame(_ request: Command.NewGame) throws(CommandError) -> [String] {
        guard !catalog.themes.isEmpty else { throw CommandError("no themes to play; check the theme files") }
        let chosen: Theme
        if let name = request.theme {
            chosen = try theme(named: name)
        } else {
            chosen = catalog.themes[generator.next(below: catalog.themes.count)]
        }
        let seed = request.seed ?? generator.next()
        var dealer = SeededRandom(seed: seed)
        let (pairs, notice) = chosen.numberOfPairs(requested: request.pairs, using: &dealer)
        let contents = chosen.deal(pairs: pairs, using: &dealer)
        var newGame = MemoryGame(
            numberOfPairsOfCards: contents.count, bonusTimeLimit: request.bonus ?? 6, clock: clock
        ) { contents[$0] }
        newGame.shuffle(using: &dealer)
        game = newGame
        theme = chosen
        gameSeed = seed
        happiness = .neutral
        faceView.dataSource = self
        return notice.map { [$0] } ?? []
    }

    /// Plays the same cards again, reshuffled, with the score back to 0.
    public func restart() throws(CommandError) {
        guard var current = game else { throw Self.noGame }
        gameSeed = generator.next()
        var dealer = SeededRandom(seed: gameSeed)
        current.restart(using: &dealer)
        game = current
        happiness = .neutral
    }

    /// What happened when a card was chosen.
    public enum ChoiceOutcome: Equatable, Sendable {
        /// The card turned face up; nothing was compared.
        case turned
        case matched(points: Int)
        case mismatched(penalty: Int)
        /// The card was face up or matched already, so nothing happened (the course's rule).
        case ignored(reason: String)
    }

    /// Chooses card `number` (1-based, board order).
    /// - Complexity: O(1)
    public func choose(cardNumber number: Int) throws(CommandError) -> ChoiceOutcome {
        // Read what is needed without keeping a copy of the game alive: the stored game is then
        // mutated in place, where a live copy would make it duplicate the whole board.
        guard let (count, isOver, faceUpIndex, scoreBefore) = game.map({
            ($0.cards.count, $0.isOver, $0.indexOfTheOneAndOnlyFaceUpCard, $0.score)
        }) else { throw Self.noGame }
        guard number >= 1, number <= count else {
            throw CommandError("no card \(number); cards are numbered 1…\(count)")
        }
        let index = number - 1
        if isOver { return .ignored(reason: "the game is over; 'new' or 'restart' starts another") }
        if game?.cards[index].isMatched == true { return .ignored(reason: "card \(number) is matched already") }
        if game?.cards[index].isFaceUp == true { return .ignored(reason: "card \(number) is face up already") }
        game?.choose(at: index)
        guard let faceUpIndex, let after = game else { return .turned }
        let delta = after.score - scoreBefore
        let chosen = after.cards[index]
        if chosen.isMatched {
            let earnedBonus = chosen.hasEarnedBonus || after.cards[faceUpIndex].hasEarnedBonus
            happiness.change(by: earnedBonus ? Mood.matchWithBonus : Mood.match)
            if after.isOver { happiness.change(by: Mood.gameWon) }
            return .matched(points: delta)
        }
        happiness.change(by: delta * Mood.perPenaltyPoint)
        return .mismatched(penalty: -delta)
    }

    /// Lets time pass on the manual clock.
    public func wait(seconds: Double) throws(CommandError) {
        guard let manualClock else {
            throw CommandError("wait needs the manual clock; this session runs on real time (see --clock)")
        }
        manualClock.advance(by: seconds)
    }

    /// Plays `request.games` games with a bot. Without a theme, pairs are numbered (any count).
    public func simulate(_ request: Command.SimulateRequest) throws(CommandError) -> (Simulation.Report, Simulation, notes: [String]) {
        var notes: [String] = []
        var simulation = Simulation(
            games: request.games, pairs: request.pairs ?? 8, strategy: request.strategy,
            seed: request.seed ?? generator.next(), bonusTimeLimit: request.bonus ?? 6)
        // A theme decides the pair count (its own, or fewer than asked when it is short of emoji).
        let chosen = try request.theme.map { name throws(CommandError) in try theme(named: name) }
        if let chosen {
            var probe = SeededRandom(seed: simulation.seed)
            let (pairs, notice) = chosen.numberOfPairs(requested: request.pairs, using: &probe)
            if let notice { notes.append(notice) }
            simulation.pairs = pairs
        }
        try checkWork(of: simulation)
        guard let chosen else {
            return (simulation.run { pairs, _ in Array(0..<pairs) }, simulation, notes)
        }
        return (simulation.run { pairs, generator in chosen.deal(pairs: pairs, using: &generator) }, simulation, notes)
    }

    /// Bounds the work of a simulation, so no request runs for more than a few seconds: a perfect
    /// game costs about as much as its pairs, a random one as its pairs squared (its turns).
    private func checkWork(of simulation: Simulation) throws(CommandError) {
        let (games, pairs) = (simulation.games, simulation.pairs)
        switch simulation.strategy {
        case .perfect where games * pairs > Self.perfectWorkLimit:
            throw CommandError("games × pairs must be at most \(Self.perfectWorkLimit) for strategy=perfect, not \(games * pairs)")
        case .random where pairs > Self.randomPairsLimit:
            throw CommandError("strategy=random plays at most \(Self.randomPairsLimit) pairs (its turns grow as pairs²); use fewer pairs or strategy=perfect")
        case .random where games * pairs * pairs > Self.randomWorkLimit:
            throw CommandError("games × pairs² must be at most \(Self.randomWorkLimit) for strategy=random, not \(games * pairs * pairs)")
        default:
            break
        }
    }

    // MARK: - Queries

    /// The theme called `name` (any case), or an error naming the nearest and listing them all.
    public func theme(named name: String) throws(CommandError) -> Theme {
        if let found = catalog.theme(named: name) { return found }
        if let palette = palettes.palettes.first(where: { $0.name.lowercased() == name.lowercased() }) {
            return Theme(palette: palette)
        }
        let names = catalog.themes.map(\.name)
        var message = "unknown theme '\(name)'"
        if let nearest = Suggestion.nearest(to: name, in: names) {
            message += "; did you mean '\(nearest)'?"
        }
        throw CommandError(message + " (themes: \(names.joined(separator: ", ")))")
    }

    static let noGame = CommandError("no game yet; start one with 'new'")

    /// Limits on `simulate`, so that it answers within seconds (measured in a release build:
    /// a million perfect pairs take about 3.5 s; one random game of 2,000 pairs about 2 s).
    static let perfectWorkLimit = 1_000_000
    static let randomPairsLimit = 2_000
    static let randomWorkLimit = 4_000_000

    /// How the game moves the mood (the face's smiliness is `(happiness − 50) / 50`).
    /// Deterministic, so transcripts can show it:
    /// - every game (and `restart`) starts at 50;
    /// - a match +10, or +15 when a card of it earned bonus time;
    /// - a mismatch −5 per penalty point, that is per card of it that had been seen before
    ///   (a mismatch of two new cards costs nothing);
    /// - the final mood: the match that ends the game adds +20 more;
    /// - `happiness` and `pan` move it by hand.
    /// Always clamped to 0…100.
    public enum Mood {
        public static let match = 10
        public static let matchWithBonus = 15
        public static let perPenaltyPoint = 5
        public static let gameWon = 20
    }
}
