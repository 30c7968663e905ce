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
        case .emojiLines(let lines): reply.out(Self.emojiLines(lines, width: renderer.style.width))
        case .palettes(let palettes): reply.out(Self.paletteList(palettes, width: renderer.style.width))
        case .palette(let palette):
            // Every emoji is shown: a long palette wraps between two emoji.
            reply.out(TextFit.wrap("\(palette.name.terminalSafe) (\(palette.emojis.count) emoji): \(palette.emojis.terminalSafe)", width: renderer.style.width))
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

    /// `🍕  pizza  :pizza:  (keyword: cheese)`, names aligned; the shortcode and the reason wrap
    /// under themselves, and a row whose name leaves them too little room flows onto indented lines.
    static func emojiLines(_ lines: [EmojiLine], width: Int) -> [String] {
        let rows = lines.map { line -> [TextFit.Cell] in
            let tail = [line.shortcode, line.detail.map { "(\($0))" }].compactMap { $0 }.joined(separator: "  ")
            return [TextFit.Cell(String(line.emoji)), TextFit.Cell(line.name ?? "(no name)"), TextFit.Cell(tail)]
        }
        return TextFit.table(rows, width: width, tail: .wrap(least: 16))
    }

    /// `1. Faces  86 emoji  😀😃…`, the sample cut to the width.
    static func paletteList(_ palettes: [Palette], width: Int) -> [String] {
        let rows = palettes.enumerated().map { i, p -> [TextFit.Cell] in
            let count = p.emojis.count
            return [
                TextFit.Cell("\(String(i + 1).leftPadding(to: 2)). \(p.name.terminalSafe)"), TextFit.Cell("\(count) emoji"),
                TextFit.Cell(String(p.emojis.prefix(10)).terminalSafe + (count > 10 ? "…" : "")),
            ]
        }
        return TextFit.table(rows, width: width, tail: .cut(least: 5))
    }

}
