import REPL

/// `art state`: the open document, its view and the `art edit` screen's layout as one line of
/// JSON, for scripts and tests (see ``ArtStateJSON``).
struct ArtStateCommand: Command, Equatable {
    static let spec = CommandSpec(
        "state", in: .art, summary: "print the document, its view and the art edit screen's layout as one line of JSON",
        details: [
            "Keys: emojis (id, text, x, y, size, frame), selection, background (state: none,",
            "loading, fetching, failed with reason, ready with width and height once known),",
            "viewport (zoom shown, offset {x, y} in points, fit), dirty, file, and layout: the",
            "art edit screen at the current size: canvas, palette (name, index, frame), strip",
            "(emoji, index, frame), scrollBack, scrollOn and trash. A frame ({x, y, width, height},",
            "cells from 1) is where the screen draws it: what 'art drop … at X,Y' aims at.",
        ])

    init() {}

    /// - Complexity: O(*n* + *p*) for *n* emoji and the strip's palette of *p*.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let document = try context.requireDocument()
        var output = Output()
        context.settleInBatch(into: &output)
        let art = context.session.art
        output.append(.artState(ArtStateJSON(editor: art, document: art.document ?? document, width: context.style.width, height: context.style.height)))
        return output
    }
}
