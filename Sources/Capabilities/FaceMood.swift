import Face
import REPL

/// The face's mood as other features see it (CS193p's Happiness face beside Memorize's board):
/// a game's moves move it, the game's screen and `state` show it, any screen that shows the face
/// turns gestures into its pan and pinch. The face feature provides it (its `Mood`); the game
/// consumes it through ``Session/faceMood``, without importing the face.
public protocol FaceMood: AnyObject {
    /// The face as it is drawn now: its smiliness, scale, colour and mood emoji.
    var faceView: FaceView { get }
    /// The happiness the face shows now.
    var current: Happiness { get }
    /// A game (or a restart) begins: the face follows the game's happiness from now on.
    func gameStarted()
    /// A kept game comes back: the face follows it from the happiness it had.
    func gameResumed(at happiness: Happiness)
    /// What a move in the game did, as the mood hears it.
    func record(_ move: MoodMove)
    /// `pan DY`: a drag on the face; the happiness before and after.
    func pan(by dy: Double) throws(IntentError) -> (before: Happiness, after: Happiness)
    /// `pinch F`: the face's scale times `factor`; the scale before and after.
    func pinch(by factor: Double) throws(IntentError) -> (before: Double, after: Double)
    /// What a command that moved the mood shows after its own output (the face, when `face on`
    /// asked for it), or nil.
    func afterMove() -> Output.Item?
}

/// What a move in a game did, as the mood hears it.
public enum MoodMove: Equatable, Sendable {
    /// A match; `earnedBonus` when a card of it earned bonus time; `wonTheGame` when it was the last.
    case matched(earnedBonus: Bool, wonTheGame: Bool)
    /// A mismatch that cost `penalty` points.
    case mismatched(penalty: Int)
}

extension Session {
    /// The face's mood, when a feature provides one.
    /// - Complexity: O(1)
    public var faceMood: (any FaceMood)? { provider((any FaceMood).self) }

    /// The emoji of the mood shown now (😐 without a face).
    public var moodEmoji: String { faceMood?.faceView.moodEmoji ?? FaceView.moodEmoji(for: 0) }
}

extension CommandContext {
    /// What the face shows after a move (the face, when `face on` asked for it).
    public func faceAfterMove(into output: inout Output) {
        if let item = session.faceMood?.afterMove() { output.append(item) }
    }
}

extension Output.Item {
    /// `🙂 happiness 60 · smiliness 0.2`.
    public static func mood(_ happiness: Happiness, emoji: String) -> Self { .drawn(MoodLine(happiness: happiness, emoji: emoji)) }
}

/// The mood line, as a command's output.
struct MoodLine: Drawable {
    let happiness: Happiness
    let emoji: String

    func draw(with renderer: TextRenderer, into reply: inout Reply) {
        reply.out(TextRenderer.moodLine(happiness, emoji: emoji))
    }
}

extension TextRenderer {
    /// `🙂 happiness 60 · smiliness 0.2`: the face's status, wherever the face is shown.
    public static func moodLine(_ happiness: Happiness, emoji: String) -> String {
        "\(emoji) happiness \(happiness.value) · smiliness \(number(happiness.smiliness))"
    }
}

extension Style {
    /// The nearest colour of the 6×6×6 cube (indices 16…231): the face's colour on a terminal.
    public static func ansi256(_ color: FaceColor) -> Int {
        func level(_ byte: UInt8) -> Int { (Int(byte) * 5 + 127) / 255 }
        return 16 + 36 * level(color.red) + 6 * level(color.green) + level(color.blue)
    }
}
