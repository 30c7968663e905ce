import Layout
import REPL

/// `art pan DX,DY`: the course's pan gesture on the document, from a script.
struct ArtPanCommand: Command, Equatable {
    static let spec = CommandSpec(
        "pan", in: .art,
        parameters: [Parameter(
            name: "DX,DY", form: .positional(required: true, repeating: false), property: \Self.offset, kind: .point,
            summary: "screen points to move the document right and down (a cell is 8 wide, 16 tall)", valueName: "DX,DY")],
        summary: "move the view of the document by DX,DY points",
        details: [
            "As a drag on empty canvas: the document moves right by DX and down by DY screen",
            "points (negative: left, up); 'art pan 16,16' moves it two columns and a row.",
            "'art zoom fit' centres it again. 'art show' and 'art edit' draw through it; it is not saved.",
        ],
        needs: "DX,DY")

    var offset = Point.zero
    var dx: Int { offset.x }
    var dy: Int { offset.y }

    init(dx: Int, dy: Int) {
        self.offset = Point(x: dx, y: dy)
    }

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        _ = try context.requireDocument()
        let art = context.session.art
        art.pan(byX: Double(dx), y: Double(dy))
        return .with(.message(Self.viewLine(art, in: context.artLayout.canvas)))
    }

    /// `view: zoom 2 · pan 16,0`, or `view: zoom fit (0.44)`: what `art zoom` and `art pan` say.
    static func viewLine(_ art: ArtEditor, in area: CellRect) -> String {
        let viewport = art.viewport
        let zoom = art.zoom(in: area)
        guard !viewport.isFit else { return "view: zoom fit (\(TextRenderer.number(zoom)))" }
        return "view: " + TextRenderer.viewportSummary(viewport, zoom: zoom)
    }
}
