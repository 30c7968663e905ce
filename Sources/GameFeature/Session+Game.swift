import Capabilities
import Game
import Layout
import Randomness
import REPL
import Themes

extension Session {
    /// The game (CS193p's `EmojiMemoryGame`).
    public var game: EmojiMemoryGame { owner(EmojiMemoryGame.self) }

    // MARK: - Intent(s)

    /// Starts a new game of the theme called `themeName` (a random theme without one). Returns
    /// notices (pairs reduced to what the theme has).
    @discardableResult
    public func newGame(
        theme themeName: String? = nil, pairs: Int? = nil, seed: UInt64? = nil, bonus: Double? = nil, seating: Seating = .solo
    ) throws(IntentError) -> [String] {
        guard !catalog.themes.isEmpty else { throw IntentError("no themes to play; check the theme files") }
        let chosen: Theme
        if let themeName {
            chosen = try theme(named: themeName)
        } else {
            chosen = catalog.themes[generator.next(below: catalog.themes.count)]
        }
        // Refused before the game it would replace is lost: no cards is a game won at once.
        guard chosen.emojis.count >= EmojiMemoryGame.minimumPairs else {
            let kind = themeName.flatMap { gameNames.entry(named: $0) }?.isPalette == true ? "palette" : "theme"
            throw IntentError("\(kind) '\(chosen.name)' has \(chosen.emojis.count) emoji; a game needs at least \(EmojiMemoryGame.minimumPairs)")
        }
        let notice = game.start(chosen, pairs: pairs, seed: seed ?? drawSeed(), bonus: bonus, seating: seating)
        faceMood?.gameStarted()
        return notice.map { [$0] } ?? []
    }

    /// Deals the day's game: a bundled theme and a seed both drawn from the day alone, so everyone
    /// playing on the same day gets the same board, whatever themes of their own they have.
    /// - Complexity: O(*n*) for *n* cards.
    public func newDailyGame(seating: Seating = .solo) throws(IntentError) {
        let day = game.keeping.today
        let themes = ThemeCatalog.bundled.themes.sorted { $0.name < $1.name }
        guard !themes.isEmpty else { throw IntentError("no bundled themes to deal the daily game from") }
        var dealer = SeededRandom(seed: day.seed)
        let theme = themes[dealer.next(below: themes.count)]
        _ = game.start(theme, pairs: nil, seed: dealer.next(), bonus: nil, seating: seating, daily: day)
        faceMood?.gameStarted()
    }

    /// Brings back the game kept by an interactive session (``EmojiMemoryGame/resume()``).
    public func resumeGame() throws(IntentError) {
        try game.resume()
        faceMood?.gameStarted()
        if let happiness = game.keptHappiness { faceMood?.gameResumed(at: happiness) }
    }

    /// Plays the same cards again, reshuffled, with the score and the mood back where they began.
    public func restart() throws(IntentError) {
        try game.restart(seed: generator.next())
        faceMood?.gameStarted()
    }

    /// Chooses card `number` (1-based, board order); a match or a mismatch moves the mood.
    /// - Complexity: O(1)
    public func choose(cardNumber number: Int) throws(IntentError) -> EmojiMemoryGame.ChoiceOutcome {
        let outcome = try game.choose(cardNumber: number)
        switch outcome {
        case .matched(_, let earnedBonus):
            let won = game.model?.isOver ?? false
            faceMood?.record(.matched(earnedBonus: earnedBonus, wonTheGame: won))
            // A score to beat is a player's own: a game against others is not entered.
            if won, game.table?.hasOpponents != true { game.winReport = Result { () throws(IntentError) in try game.enterWin() } }
        case .mismatched(let penalty): faceMood?.record(.mismatched(penalty: penalty))
        case .turned, .ignored: break
        }
        return outcome
    }

    /// The bot whose turn it is turns two cards (at once, on any clock: what it chose depends only
    /// on the game's seed and what it saw). Nil when it is a person's turn or the game is over.
    /// The face keeps the player's mood: a bot's match is not yours.
    /// - Complexity: O(1) expected.
    public func playBotTurn() -> BotMove? {
        game.playBotTurn()
    }

    /// Bots play until it is a person's turn or the game is over.
    /// - Complexity: O(1) expected per bot turn; a bot plays at most a turn per pair and mismatch.
    public func playBotTurns() -> [BotMove] {
        var moves: [BotMove] = []
        while let move = playBotTurn() { moves.append(move) }
        return moves
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
            games: games, pairs: pairs ?? 8, strategy: strategy, seed: seed ?? drawSeed(), bonusTimeLimit: bonus ?? 6)
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
}

extension CommandContext {
    /// The play screen's layout for the current game on a terminal of the current size.
    /// - Complexity: O(1) (see ``PlayLayout``).
    public var playLayout: PlayLayout { session.playLayout(width: style.width, height: style.height) }
}
