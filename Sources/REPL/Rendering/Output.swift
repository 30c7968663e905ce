import Emoji
import EmojiArt
import Face
import Game
import Palettes
import Themes

/// What a command produced, in the order it produced it: typed results, which a renderer draws
/// (``TextRenderer`` for a terminal or a pipe; `state` is JSON whatever draws it).
public struct Output {
    public var items: [Item] = []
    /// The session should end after this command.
    public var quit = false

    public init() {}

    public enum Item {
        /// A sentence for the player (`Saved 3 emoji to a.emojiart; …`).
        case message(String)
        /// Something the player should know that is not the command's result: `note: …` on stderr.
        case note(String)
        /// Lines already drawn by a format of their own (a face as SVG).
        case lines([String])
        /// The board and its status line (`new`, `choose`, `board`, `restart`).
        case board(BoardView)
        /// The score and how it was made.
        case score(ScoreBreakdown)
        case state(StateJSON)
        /// `art state`'s line of JSON.
        case artState(ArtStateJSON)
        /// Themes and palettes, with where each comes from (`themes`).
        case themes(GameNames)
        /// Emoji with their names (`palette search`, `palette show --names`, `palette suggest`).
        case emojiLines([EmojiLine])
        case simulation(Simulation.Report, Simulation, theme: String?)
        case help(HelpPage)
        /// The face, then its mood line.
        case face(FaceView, Happiness)
        /// `🙂 happiness 60 · smiliness 0.2`.
        case mood(Happiness, emoji: String)
        /// `🙂 happiness 50 → 60`, with the bound it was held to.
        case happinessChange(before: Happiness, after: Happiness, bound: Int?, emoji: String)
        /// `scale 1 → 2`, with the bound it was held to.
        case scaleChange(before: Double, after: Double, bound: Double?)
        case palettes([Palette])
        case palette(Palette)
        /// What the palette filter dropped or changed.
        case paletteFindings([PaletteFilter.Finding])
        /// The EmojiArt document drawn on the terminal, with its background and status.
        case artPicture(ArtView)
        /// `background: …`.
        case artBackground(ArtView)
        /// What finished background loads did.
        case fetchOutcomes([ArtEditor.FetchOutcome])
    }

    mutating func append(_ item: Item) { items.append(item) }
    mutating func message(_ text: String) { items.append(.message(text)) }
    mutating func note(_ text: String) { items.append(.note(text)) }

    /// One item.
    static func with(_ item: Item) -> Output {
        var output = Output()
        output.append(item)
        return output
    }
}

/// One emoji with what is known of it: its name, its shortcode, why it is listed.
public struct EmojiLine: Sendable, Equatable {
    public let emoji: Character
    public let name: String?
    public let shortcode: String?
    /// Why it matched, or a note on it (`keyword: cheese`).
    public let detail: String?

    public init(emoji: Character, name: String?, shortcode: String?, detail: String? = nil) {
        self.emoji = emoji
        self.name = name
        self.shortcode = shortcode
        self.detail = detail
    }
}

/// A game as the board shows it: the cards, the theme's colour, and what the last choice did.
public struct BoardView {
    public let game: MemoryGame<String>
    public let theme: Theme
    public let event: Event?

    public enum Event: Equatable, Sendable, CustomStringConvertible {
        case matched(points: Int)
        case mismatched(penalty: Int)

        /// As the status line says it: `match! +8`, `no match, −2`, `no match`.
        public var description: String {
            switch self {
            case .matched(let points): "match! +\(points)"
            case .mismatched(let penalty): penalty > 0 ? "no match, −\(penalty)" : "no match"
            }
        }
    }
}

/// The open EmojiArt document as the renderers draw it.
public struct ArtView {
    public let document: EmojiArtDocument
    public let path: String?
    public let needsSave: Bool
    public let canvas: Canvas
    public let loadingFile: String?
    public let fileLoadFailure: (path: String, reason: String)?
    /// The editor, for its viewport (`art show` draws through it).
    let editor: ArtEditor
    /// Why the embedded image data cannot be shown, if it cannot.
    public let pictureFailure: String?

    init?(_ editor: ArtEditor) {
        guard let document = editor.document else { return nil }
        self.editor = editor
        self.document = document
        path = editor.path
        needsSave = editor.needsSave
        canvas = editor.canvas
        loadingFile = editor.fileLoad?.path
        fileLoadFailure = editor.fileLoadFailure
        pictureFailure = editor.backgroundPictureFailure
    }
}

/// What `help` shows.
public enum HelpPage {
    case overview
    case group(CommandGroup)
    case command(CommandSpec)
}
