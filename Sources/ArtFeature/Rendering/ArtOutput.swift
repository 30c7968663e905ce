import EmojiArt
import Layout
import FaceFeature
import GameFeature
import REPL

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

/// What the art verbs print.
extension Output.Item {
    /// `art state`'s line of JSON.
    public static func artState(_ state: ArtStateJSON) -> Self { .drawn(ArtDrawing.state(state)) }
    /// The EmojiArt document drawn on the terminal, with its background and status.
    public static func artPicture(_ art: ArtView) -> Self { .drawn(ArtDrawing.picture(art)) }
    /// `background: …`.
    public static func artBackground(_ art: ArtView) -> Self { .drawn(ArtDrawing.background(art)) }
    /// What finished background loads did.
    public static func fetchOutcomes(_ outcomes: [ArtEditor.FetchOutcome]) -> Self { .drawn(ArtDrawing.fetchOutcomes(outcomes)) }
}

enum ArtDrawing: Drawable {
    case state(ArtStateJSON)
    case picture(ArtView)
    case background(ArtView)
    case fetchOutcomes([ArtEditor.FetchOutcome])

    func draw(with renderer: TextRenderer, into reply: inout Reply) {
        switch self {
        case .state(let state): reply.out(StateJSON.line(of: state))
        case .picture(let art): reply.out(renderer.artPicture(art))
        case .background(let art): reply.out("background: \(TextRenderer.background(of: art))".terminalSafe)
        case .fetchOutcomes(let outcomes):
            for outcome in outcomes {
                switch outcome {
                case .ready(let source): reply.note("background ready: \(source)")
                case .failed(let source, let reason): reply.note("background failed(\(source)): \(reason)")
                }
            }
        }
    }
}

extension TextRenderer {
    /// The document on a grid the terminal's size, through its viewport (zoom and pan, as the
    /// `art edit` screen draws it), then the background and the document's state.
    func artPicture(_ art: ArtView) -> [String] {
        let document = art.document
        let text = ArtText.showing(art.editor, width: style.width, height: style.height, reservedRows: ArtText.showReservedRows)
        // The background image's cells go here once images are decoded (ArtText's `background`).
        let picture = text.render(document.emojiArt)
        var status = document.emojis.count == 1 ? "1 emoji" : "\(document.emojis.count) emoji"
        if picture.outOfView > 0 { status += " (\(picture.outOfView) out of view)" }
        let ids = document.selection.sorted()
        status += " · selected: \(ids.isEmpty ? "none" : ids.map(String.init).joined(separator: ", "))"
        if !art.editor.viewport.isFit { status += " · " + Self.viewportSummary(art.editor.viewport, zoom: text.transform.zoom) }
        if let path = art.path {
            status += " · \(path)\(art.needsSave ? " (unsaved)" : "")"
        } else {
            status += " · untitled"
        }
        return picture.lines + ["background: \(Self.background(of: art))".terminalSafe, status.terminalSafe]
    }

    /// `zoom 2`, `zoom fit (0.41) · pan 16,-8`: how the viewport differs from fit.
    static func viewportSummary(_ viewport: ArtViewport, zoom: Double) -> String {
        var text = viewport.zoom == nil ? "zoom fit (\(FaceSVG.number(zoom)))" : "zoom \(FaceSVG.number(zoom))"
        if viewport.offset != .zero { text += " · pan \(FaceSVG.number(viewport.offset.x)),\(FaceSVG.number(viewport.offset.y))" }
        return text
    }

    /// `blank`, `fetching(URL)`, `failed(URL): why`, `ready(URL)`, `image data (PNG, N bytes)`,
    /// `loading(FILE)`.
    static func background(of art: ArtView) -> String {
        if let path = art.loadingFile { return "loading(\(path))" }
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
        if let failure = art.fileLoadFailure {
            current = "failed(\(failure.path)): \(failure.reason); still \(current)"
        }
        return current
    }
}
