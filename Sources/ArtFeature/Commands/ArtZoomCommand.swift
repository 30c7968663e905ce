import Layout
import REPL

/// `art zoom F|fit|+|-`: the course's pinch and double tap (zoom to fit), from a script.
struct ArtZoomCommand: Command, Equatable {
    /// How far one `+` or `-` goes (a wheel step on the `art edit` screen goes as far).
    static let step = 1.25

    static let spec = CommandSpec(
        "zoom", in: .art,
        parameters: [.positional("F|fit|+|-", \Self.change, required: true, "a zoom (1: a point a point; 2: twice as large), 'fit', or a step in or out")],
        summary: "zoom the view: to F, to fit the document, or a step in (+) or out (-)",
        details: [
            "At zoom 1 a character cell (8x16 points) shows 8x16 points of the document; at 2",
            "everything is twice as large. 'fit' shows the whole document (its background picture or the canvas, and",
            "every emoji) and follows the terminal's size; + and - zoom by \(step) around the centre.",
            "Zooms are held to \(ArtViewport.zoomRange.lowerBound)…\(Int(ArtViewport.zoomRange.upperBound)). 'art show' and 'art edit' draw through it; it is not saved.",
        ],
        needs: "a zoom, 'fit', + or -")

    /// F|fit|+|-: a zoom (`2`, `50%`), the whole document, or a step in (`+`, `in`) or out (`-`, `out`).
    enum Change: CommandArgument, Equatable {
        case to(Double)
        case fit
        case by(Double)

        static let placeholder = "F|fit|+|-"

        static func parse(_ word: ArgumentWord, in context: ArgumentContext) throws(ArgumentError) -> Change {
            switch word.text.lowercased() {
            case "fit": return .fit
            case "+", "in": return .by(ArtZoomCommand.step)
            case "-", "out": return .by(1 / ArtZoomCommand.step)
            default:
                let text = word.text
                let number = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
                guard let number, number.isFinite else {
                    throw ArgumentError("\(word.command) takes a number, 'fit', + or -, not '\(word.shown)'")
                }
                let range = ArtViewport.zoomRange
                guard range.contains(number) else {
                    throw ArgumentError("a zoom must be from \(range.lowerBound) to \(Int(range.upperBound)), not \(word.shown)")
                }
                return .to(number)
            }
        }
    }

    /// What it asks for.
    var change = Change.fit

    init() {}
    init(_ change: Change) { self.change = change }

    /// - Complexity: O(*n*) in the emoji when the view was fitting, else O(1).
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        _ = try context.requireDocument()
        let art = context.session.art
        let area = context.artLayout.canvas
        switch change {
        case .fit: art.zoomToFit()
        case .to(let zoom): art.zoom(to: zoom, in: area)
        case .by(let factor): art.zoom(by: factor, aroundCellX: nil, y: nil, in: area)
        }
        return .with(.message(ArtPanCommand.viewLine(art, in: area)))
    }
}
