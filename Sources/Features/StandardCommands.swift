import ArtFeature
import Capabilities
import FaceFeature
import GameFeature
import PaletteFeature
import REPL

/// The features composed: what `memorize` is. Adding a feature is its module, a line in
/// ``CommandRegistry/standard``, a line in ``Providers/standard`` for each capability it offers
/// other features, and the prompt's part, if it has one.
public enum Features {
    /// The prompt: the mood emoji, then the theme and score once a game is on.
    public static func prompt(_ session: Session) -> String {
        let mood = session.mood.faceView.moodEmoji + " "
        guard let game = session.game.model, let theme = session.game.theme else { return mood + "memorize> " }
        return mood + "\(theme.name.terminalSafe) \(game.score)> "
    }

    /// The REPL's greeting, and a word on the game kept from last time when there is one.
    public static func greeting(_ session: Session, version: String) -> String {
        let greeting = "memorize \(version): 'new' starts a game, 'help' lists commands, Ctrl-D leaves."
        guard let kept = session.game.keptGameSummary() else { return greeting }
        return greeting + "\nYour last game is kept (\(kept)); 'resume' brings it back."
    }
}

extension CommandRegistry {
    /// Every command of memorize, in the order `help` lists them: each feature's, then the
    /// session's own. A command is registered in its feature's list.
    public static let standard = CommandRegistry(
        GameFeature.commands + FaceFeature.commands + PaletteFeature.commands + ArtFeature.commands + CommandRegistry.sessionCommands)
}

extension Providers {
    /// Who offers what to whom: the only place that knows both sides of a capability.
    /// - the face's ``Mood`` is the ``FaceMood`` a game moves and shows beside its board;
    /// - the game's ``EmojiMemoryGame`` is the ``BoardSource`` `export board` draws.
    public static let standard: Providers = {
        var providers = Providers()
        providers.provide((any FaceMood).self) { session in session.mood }
        providers.provide((any BoardSource).self) { session in session.game }
        return providers
    }()
}
