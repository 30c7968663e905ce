import EmojiArt
import Layout
import REPL

/// `art drop TEXT [at X,Y]`: the course's drop, from a script. It drops on what the `art edit`
/// screen draws at that cell, laid out for the current size — the same intent a paste onto the
/// screen goes through, so transcripts test what a drop does.
struct ArtDropCommand: Command, Equatable {
    static let spec = CommandSpec(
        "drop", in: .art,
        parameters: [
            .positional("TEXT", \Self.words, .text, required: true, "emoji (any text: what is no emoji is skipped), a URL, or an image file",
                        missing: "something to drop"),
            .keyword("at", \Self.cell, .point(like: "10,5"), required: false, "a cell of the art edit screen: column, row, from 1 (default: the canvas's centre)"),
        ],
        summary: "drop emoji, a URL or an image file on the canvas",
        details: [
            "As a drop on the 'art edit' screen laid out for the current size (see 'resize'):",
            "emoji are added where they land, one beside the other, normalised (☺ becomes ☺️),",
            "at size 40 divided by the zoom; a URL or a file sets the background. 'art state'",
            "gives the canvas's frame in the same cells.",
        ],
        needs: "text to drop")

    /// TEXT's words and the cell after `at`, as typed.
    var words: [String] = []
    var cell: Point?
    /// What to drop, shortcodes expanded, and where.
    private(set) var text = ""
    var point: (x: Int, y: Int)? { cell.map { ($0.x, $0.y) } }

    init() {}
    init(text: String, at point: (x: Int, y: Int)? = nil) {
        self.text = text
        words = [text]
        cell = point.map { Point(x: $0.x, y: $0.y) }
    }

    /// What to drop: TEXT's words (all but a trailing `at X,Y`, which is `at`'s), shortcodes expanded.
    mutating func validate() throws(CommandError) {
        // `:dog:` is 🐶 here as in 'art add' (a word that is a whole shortcode; URLs keep their colons).
        var expanded = words
        for (i, word) in expanded.enumerated() where word.count > 2 && word.hasPrefix(":") && word.hasSuffix(":") && !word.contains("/") {
            expanded[i] = try expandingShortcodes(word)
        }
        text = expanded.joined(separator: " ")
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text && lhs.cell == rhs.cell }

    /// - Complexity: O(*t* + *n*) for *t* characters dropped on *n* emoji (see ``ArtEditor/drop(_:atX:y:width:height:)``).
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        let (width, height) = (context.style.width, context.style.height)
        let outcome = try intent { () throws(IntentError) in try art.drop(text, atX: point?.x, y: point?.y, width: width, height: height) }
        var output = Output()
        switch outcome {
        case .background(.fetching(let url)):
            output.message("Dropped a URL: fetching background \(url.absoluteString)…")
        case .background(.loading(let path)):
            output.message("Dropped a file: loading background \(path)…")
        case .emoji(let added, let skipped):
            for piece in skipped { output.note("skipped '\(piece.text)': \(piece.reason)") }
            let ids = added.map { String($0.id) }.joined(separator: ", ")
            guard let first = added.first else { break }
            output.message("Dropped \(added.map(\.text).joined(separator: " ")) at \(first.x),\(first.y), size \(first.size) (\(added.count == 1 ? "emoji" : "emoji ids") \(ids))")
        case .outsideCanvas(let target):
            let place = point.map { "\($0.x),\($0.y)" } ?? "that cell"
            let what = target.map { "is \(Self.describe($0)) on the \(width)x\(height) art edit screen, not the canvas" }
                ?? "is not on the canvas of the \(width)x\(height) art edit screen"
            output.note("nothing dropped: \(place) \(what); 'art state' gives the canvas's frame")
        }
        return output
    }

    /// How a drop's miss names what is there.
    static func describe(_ target: ArtEditLayout.Target) -> String {
        switch target {
        case .canvas: "the canvas"
        case .paletteName: "the palette's name"
        case .scrollBack: "the strip's scroll-back arrow"
        case .scrollOn: "the strip's scroll-on arrow"
        case .trash: "the trash"
        case .item(let index): "the strip's emoji \(index + 1)"
        case .strip: "the palette strip"
        }
    }
}
