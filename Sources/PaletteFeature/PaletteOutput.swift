import Emoji
import Palettes
import REPL

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

/// What the palette verbs print.
extension Output.Item {
    /// Emoji with their names (`palette search`, `palette show --names`, `palette suggest`).
    public static func emojiLines(_ lines: [EmojiLine]) -> Self { .drawn(PaletteDrawing.emojiLines(lines)) }
    public static func palettes(_ palettes: [Palette]) -> Self { .drawn(PaletteDrawing.palettes(palettes)) }
    public static func palette(_ palette: Palette) -> Self { .drawn(PaletteDrawing.palette(palette)) }
    /// What the palette filter dropped or changed.
    public static func paletteFindings(_ findings: [PaletteFilter.Finding]) -> Self { .drawn(PaletteDrawing.findings(findings)) }
}

enum PaletteDrawing: Drawable {
    case emojiLines([EmojiLine])
    case palettes([Palette])
    case palette(Palette)
    case findings([PaletteFilter.Finding])

    func draw(with renderer: TextRenderer, into reply: inout Reply) {
        switch self {
        case .emojiLines(let lines): reply.out(Self.emojiLines(lines))
        case .palettes(let palettes): reply.out(Self.paletteList(palettes))
        case .palette(let palette): reply.out("\(palette.name.terminalSafe) (\(palette.emojis.count) emoji): \(palette.emojis.terminalSafe)")
        case .findings(let findings):
            for finding in findings {
                switch finding.kind {
                case .notEmoji(let why): reply.note("dropped '\(finding.character)': \(why)")
                case .duplicate: reply.note("dropped '\(finding.character)': already in the palette")
                case .unqualified(let becomes): reply.note("'\(finding.character)' is written \(becomes)")
                }
            }
        }
    }

    /// `🍕  pizza  :pizza:  (keyword: cheese)`, names aligned.
    static func emojiLines(_ lines: [EmojiLine]) -> [String] {
        let width = lines.map { ($0.name ?? "").count }.max() ?? 0
        return lines.map { line in
            var text = "\(line.emoji)  \((line.name ?? "(no name)").padding(to: width))"
            if let shortcode = line.shortcode { text += "  \(shortcode)" }
            if let detail = line.detail { text += "  (\(detail))" }
            return text.trimmingTrailingSpaces()
        }
    }

    static func paletteList(_ palettes: [Palette]) -> [String] {
        let width = palettes.map(\.name.terminalSafe.count).max() ?? 0
        return palettes.enumerated().map { i, p in
            let count = p.emojis.count
            return "\(String(i + 1).leftPadding(to: 2)). \(p.name.terminalSafe.padding(to: width))  \(count) emoji  \(String(p.emojis.prefix(10)).terminalSafe)\(count > 10 ? "…" : "")"
        }
    }

}
