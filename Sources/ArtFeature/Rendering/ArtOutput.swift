import EmojiArt
import Layout
import LiveScreens
import REPL

/// The open EmojiArt document as the renderers draw it.
public struct ArtView {
    public let document: EmojiArtDocument
    public let path: String?
    public let needsSave: Bool
    public let canvas: Canvas
    /// The background asked for, on its way.
    public let loading: ArtEditor.PendingLoad?
    /// Why the last background asked for did not arrive.
    public let loadFailure: (source: String, reason: String)?
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
        loading = editor.pendingLoad
        loadFailure = editor.loadFailure
        pictureFailure = editor.backgroundPictureFailure
    }
}

/// What the art verbs print.
extension Output.Item {
    /// `art state`'s line of JSON.
    public static func artState(_ state: ArtStateJSON) -> Self { .drawn(ArtDrawing.state(state)) }
    /// The EmojiArt document drawn on the terminal, with its background and status, fitted under
    /// the `rowsAbove` lines the command printed before it.
    public static func artPicture(_ art: ArtView, rowsAbove: Int = 0) -> Self { .drawn(ArtDrawing.picture(art, rowsAbove: rowsAbove)) }
    /// `background: …`.
    public static func artBackground(_ art: ArtView) -> Self { .drawn(ArtDrawing.background(art)) }
    /// What finished background loads did.
    public static func fetchOutcomes(_ outcomes: [ArtEditor.FetchOutcome]) -> Self { .drawn(ArtDrawing.fetchOutcomes(outcomes)) }
}

enum ArtDrawing: Drawable {
    case state(ArtStateJSON)
    case picture(ArtView, rowsAbove: Int)
    case background(ArtView)
    case fetchOutcomes([ArtEditor.FetchOutcome])

    func draw(with renderer: TextRenderer, into reply: inout Reply) {
        switch self {
        case .state(let state): reply.out(StateLine.json(of: state))
        case .picture(let art, let rowsAbove): reply.out(renderer.artPicture(art, rowsAbove: rowsAbove))
        case .background(let art): reply.out("background: \(TextRenderer.background(of: art))".terminalSafe)
        case .fetchOutcomes(let outcomes):
            for outcome in outcomes { reply.note(Self.note(outcome)) }
        }
    }
}

extension ArtDrawing {
    /// What a finished load says, as a note.
    static func note(_ outcome: ArtEditor.FetchOutcome) -> String {
        switch outcome {
        case .ready(let source): "background ready: \(source)"
        case .failed(let source, let reason): "background failed(\(source)): \(reason)"
        case .notChanged(let source, let reason): "background not changed: \(source): \(reason)"
        }
    }

    /// The rows the notes of `outcomes` take on a terminal `width` columns wide.
    static func rows(of outcomes: [ArtEditor.FetchOutcome], width: Int) -> Int {
        outcomes.reduce(0) { $0 + TextRenderer.rows(of: "note: " + note($1).terminalSafe, width: width) }
    }
}

extension TextRenderer {
    /// The document on a grid the terminal's size, through its viewport (zoom and pan, as the
    /// `art edit` screen draws it) over its background picture (24-bit half-blocks, or the
    /// luminance ramp without colour), then the background and the document's state. The frame
    /// and the lines after it fit the terminal's height with `rowsAbove` lines already printed
    /// above them and a prompt below (see ``ArtText/showRows(height:statusRows:)``).
    /// - Complexity: O(*n* + *w* · *h*) for *n* emoji on a *w* × *h* terminal.
    func artPicture(_ art: ArtView, rowsAbove: Int = 0) -> [String] {
        let document = art.document
        var status: [String] = []
        var picture: ArtText.Picture?
        var statusRows = 2
        // The status's rows depend on its length, which the grid (the emoji out of view) changes
        // by a few characters: measured and drawn again until they agree (twice at most, in practice).
        for _ in 0..<3 {
            let area = CellRect(x: 0, y: 0, width: max(2, style.width - 2), height: ArtText.showRows(height: style.height - rowsAbove, statusRows: statusRows))
            let text = ArtText(transform: art.editor.transform(in: area), canvas: art.canvas)
            let drawn = text.render(document.emojiArt, background: backgroundFrame(art, text))
            status = ["background: \(Self.background(of: art))".terminalSafe, statusLine(art, drawn, zoom: text.transform.zoom)]
            picture = drawn
            let rows = status.reduce(0) { $0 + Self.rows(of: $1, width: style.width) }
            if rows == statusRows { break }
            statusRows = rows
        }
        return (picture?.lines ?? []) + status
    }

    /// The background picture under `text`'s grid, drawn as the `art edit` screen draws it; nil
    /// when there is none to draw (blank, loading, failed).
    private func backgroundFrame(_ art: ArtView, _ text: ArtText) -> Frame? {
        guard let raster = art.editor.backgroundPicture else { return nil }
        var frame = Frame(width: text.columns, height: text.rows)
        raster.drawCentred(into: &frame, through: text.transform, colour: style.color)
        return frame
    }

    /// `3 emoji (1 out of view) · selected: none · zoom 2 · art.emojiart (unsaved)`.
    private func statusLine(_ art: ArtView, _ picture: ArtText.Picture, zoom: Double) -> String {
        let document = art.document
        var status = document.emojis.count == 1 ? "1 emoji" : "\(document.emojis.count) emoji"
        if picture.outOfView > 0 { status += " (\(picture.outOfView) out of view)" }
        let ids = document.selection.sorted()
        status += " · selected: \(ids.isEmpty ? "none" : ids.map(String.init).joined(separator: ", "))"
        if !art.editor.viewport.isFit { status += " · " + Self.viewportSummary(art.editor.viewport, zoom: zoom) }
        if let path = art.path {
            status += " · \(path)\(art.needsSave ? " (unsaved)" : "")"
        } else {
            status += " · untitled"
        }
        return status.terminalSafe
    }

    /// The rows `line` takes on a terminal `width` columns wide, wrapped.
    static func rows(of line: String, width: Int) -> Int {
        max(1, (DisplayWidth.of(line) + max(width, 1) - 1) / max(width, 1))
    }

    /// `zoom 2`, `zoom fit (0.41) · pan 16,-8`: how the viewport differs from fit.
    static func viewportSummary(_ viewport: ArtViewport, zoom: Double) -> String {
        var text = viewport.zoom == nil ? "zoom fit (\(TextRenderer.number(zoom)))" : "zoom \(TextRenderer.number(zoom))"
        if viewport.offset != .zero { text += " · pan \(TextRenderer.number(viewport.offset.x)),\(TextRenderer.number(viewport.offset.y))" }
        return text
    }

    /// `blank`, `fetching(URL)`, `failed(URL): why`, `ready(URL)`, `image data (PNG, N bytes)`,
    /// `loading(FILE)`; a background asked for that did not arrive, then the one that stayed.
    static func background(of art: ArtView) -> String {
        if let load = art.loading { return load.url == nil ? "loading(\(load.source))" : "fetching(\(load.source))" }
        let document = art.document
        var current: String
        switch document.background {
        case .blank:
            current = "blank"
        case .imageData(let data):
            current = "image data (\(ImageFormat(sniffing: data).map { $0.rawValue.uppercased() } ?? "unknown"), \(data.count) bytes)"
            if let reason = art.pictureFailure { current = "failed(\(current)): \(reason)" }
        case .url(let url):
            switch document.backgroundImageFetchStatus {
            case .fetching: current = "fetching(\(url.absoluteString))"
            case .failed(_, let reason): current = "failed(\(url.absoluteString)): \(reason)"
            case .ready: current = "ready(\(url.absoluteString))"
            case .idle: current = url.absoluteString
            }
        }
        if let failure = art.loadFailure {
            current = "failed(\(failure.source)): \(failure.reason); still \(current)"
        }
        return current
    }
}
