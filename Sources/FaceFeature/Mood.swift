import Capabilities
import Face
import REPL

/// The face's data source (CS193p's Happiness): the game's happiness once a game is on, a
/// resting one before, and the face that shows it.
///
/// How the game moves the mood (the face's smiliness is `(happiness − 50) / 50`). Deterministic,
/// so transcripts can show it:
/// - every game (and `restart`) starts at 50;
/// - a match +10, or +15 when a card of it earned bonus time;
/// - a mismatch −5 per penalty point, that is per card of it that had been seen before
///   (a mismatch of two new cards costs nothing);
/// - the final mood: the match that ends the game adds +20 more;
/// - `happiness` and `pan` move it by hand.
/// Always clamped to 0…100.
///
/// The game moves it and shows it through ``FaceMood``, which this provides (see the `Features`
/// module's providers): the game never imports the face.
public final class Mood: SessionOwner, FaceViewDataSource, FaceMood {
    public static let match = 10
    public static let matchWithBonus = 15
    public static let perPenaltyPoint = 5
    public static let gameWon = 20

    /// The face; its data source is the resting happiness until a game starts, then this mood.
    public let faceView = FaceView()
    /// The happiness outside a game.
    public let resting = HappinessValue()
    /// The game's happiness.
    public private(set) var game = Happiness.neutral
    /// A game is on: the face follows ``game``.
    public private(set) var followsGame = false

    /// `face on`: the face is drawn after each move (`choose`, and the face's own gestures).
    public var drawsAfterEachMove = false

    public init() {
        faceView.dataSource = resting
    }

    public convenience init(session: Session) { self.init() }

    /// The happiness the face shows now.
    public var current: Happiness { followsGame ? game : resting.happiness }

    /// The game's smiliness; nil, that is neutral, without a game.
    public func smiliness(for faceView: FaceView) -> Double? {
        followsGame ? game.smiliness : nil
    }

    // MARK: - Intent(s)

    /// A game (or a restart) begins: neutral, and the face follows the game from now on.
    public func gameStarted() {
        game = .neutral
        followsGame = true
        faceView.dataSource = self
    }

    /// A kept game comes back: the face follows it from the happiness it had when kept.
    public func gameResumed(at happiness: Happiness) {
        gameStarted()
        game = happiness
    }

    /// What a move in the game did, as the mood hears it.
    public typealias Move = MoodMove

    /// Moves the mood by what a move did (the rules above).
    public func record(_ move: Move) {
        switch move {
        case .matched(let earnedBonus, let wonTheGame):
            game.change(by: earnedBonus ? Self.matchWithBonus : Self.match)
            if wonTheGame { game.change(by: Self.gameWon) }
        case .mismatched(let penalty):
            game.change(by: -penalty * Self.perPenaltyPoint)
        }
    }

    /// How `happiness` sets the mood: to a value, or by a change.
    public enum Setting: Equatable, Sendable {
        case to(Int)
        case by(Int)
    }

    /// `happiness N` / `happiness ±N`, clamped to 0…100. Returns it before and after.
    @discardableResult
    public func set(_ setting: Setting) -> (before: Happiness, after: Happiness) {
        update { happiness in
            switch setting {
            case .to(let value): happiness = Happiness(value)
            case .by(let delta): happiness.change(by: delta)
            }
        }
    }

    /// `pan DY`: the course's pan handler (``Happiness/pan(by:)``): a drag down by 40 adds 10.
    public func pan(by dy: Double) throws(IntentError) -> (before: Happiness, after: Happiness) {
        guard Happiness.happinessChange(forPanBy: dy) != nil else {
            throw IntentError("pan DY must be a number from -\(Int(Happiness.maximumPan)) to \(Int(Happiness.maximumPan))")
        }
        return update { $0.pan(by: dy) }
    }

    /// `pinch F`: `scale *= F`, clamped to ``FaceView/scaleRange``. Returns the scale before and after.
    public func pinch(by factor: Double) throws(IntentError) -> (before: Double, after: Double) {
        guard factor.isFinite, factor > 0 else { throw IntentError("pinch F must be a number greater than 0") }
        let before = faceView.scale
        faceView.scale *= factor
        return (before, faceView.scale)
    }

    private func update(_ change: (inout Happiness) -> Void) -> (before: Happiness, after: Happiness) {
        let before = current
        if followsGame { change(&game) } else { change(&resting.happiness) }
        return (before, current)
    }
}

extension Session {
    /// The face and its happiness (CS193p's Happiness).
    public var mood: Mood { owner(Mood.self) }

    /// Sets or changes the happiness the face shows (the game's, or the resting one before a game).
    @discardableResult
    public func setHappiness(_ setting: Mood.Setting) -> (before: Happiness, after: Happiness) {
        mood.set(setting)
    }
}

extension Mood {
    /// The face and its mood, when `face on` asked for it after each move.
    public func afterMove() -> Output.Item? {
        drawsAfterEachMove ? .face(faceView, current) : nil
    }
}
