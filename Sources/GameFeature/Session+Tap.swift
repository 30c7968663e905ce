import Capabilities
import Face
import Layout
import REPL

/// Taps on the play screen: the one hit-test that the mouse (in `play`) and `tap at X,Y` (in
/// scripts and transcripts) both go through, so a transcript tests what a click does.
extension Session {
    /// What a tap did.
    public enum TapOutcome: Equatable, Sendable {
        /// Card `number` (1-based) was chosen, with this outcome.
        case card(number: Int, EmojiMemoryGame.ChoiceOutcome)
        /// The face was tapped: the course's tap on the Happiness face asks how it feels.
        case face(Happiness)
        /// Nothing is drawn there.
        case nothing
    }

    /// The play screen's layout for the current game on a `width` × `height` terminal, at the
    /// board's scroll and zoom (``boardScroll``).
    /// - Complexity: O(1) (see ``PlayLayout``).
    public func playLayout(width: Int, height: Int) -> PlayLayout {
        PlayLayout(cardCount: game.model?.cards.count ?? 0, width: width, height: height, scroll: boardScroll)
    }

    // MARK: - Intent(s)

    /// Taps the cell at column `x`, row `y` (1-based, as a terminal reports a click) of the play
    /// screen laid out for a `width` × `height` terminal at the board's scroll (what is on the
    /// screen there, so a card scrolled out of view is not hit): a card is chosen (``choose(cardNumber:)``),
    /// the face answers with its happiness, anywhere else nothing happens.
    /// - Complexity: O(1)
    public func tap(atX x: Int, y: Int, width: Int, height: Int) throws(IntentError) -> TapOutcome {
        // Nothing is drawn left of column 1, above row 1 or below the last row; and far out there
        // the hit-test's arithmetic would overflow (`Int.min - 1`, a row number times the columns).
        guard x >= 1, y >= 1, y <= max(height, 1) else { return .nothing }
        switch playLayout(width: width, height: height).target(atX: x - 1, y: y - 1) {
        case .card(let index)?:
            return .card(number: index + 1, try choose(cardNumber: index + 1))
        case .face?:
            return .face(faceMood?.current ?? .neutral)
        case nil:
            return .nothing
        }
    }
}
