import EmojiArt
import Layout
import LiveScreens
import REPL

/// The `art state` command's one line of JSON: the open document, its view, and the `art edit`
/// screen laid out for the session's size, so a script or a test can aim a click or a drop.
///
///     {"background":{"state":"none"},"dirty":true,"emojis":[{"frame":{"height":1,"width":2,"x":40,"y":11},
///      "id":1,"size":40,"text":"🐶","x":0,"y":0}],"file":null,
///      "layout":{"canvas":{…},"height":24,"palette":{"frame":{…},"index":1,"name":"Faces"},
///                "scrollBack":null,"scrollOn":{…},"strip":[{"emoji":"😀","frame":{…},"index":1},…],
///                "trash":{…},"width":80},
///      "selection":[],"viewport":{"fit":true,"offset":{"x":0,"y":0},"zoom":0.4375}}
///
/// Frames are terminal cells counted from 1, as a terminal reports a click (what `art drop … at
/// X,Y` takes): ``StateFrame``, the same encoding as the game's `state`. An emoji's `frame` is where the editor's
/// canvas draws it, null when it is out of view. `zoom` is the zoom shown (the fitting one when
/// `fit` is true: the zoom follows the content and the terminal); `offset` is the pan in screen
/// points. `background.state` is `none`, `loading` (a file), `fetching` (a URL), `failed` (with
/// `reason`) or `ready` (with the image's `width` and `height` in pixels once known).
/// `palette.index` and strip indexes are 1-based, as `palette` commands count.
public struct ArtStateJSON: Encodable {
    typealias Frame = StateFrame

    struct Emoji: Encodable {
        let id: Int
        let text: String
        let x: Int
        let y: Int
        let size: Int
        let frame: Frame?

        private enum CodingKeys: String, CodingKey { case id, text, x, y, size, frame }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(text, forKey: .text)
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
            try container.encode(size, forKey: .size)
            try container.encode(frame, forKey: .frame)   // null, not absent, out of view
        }
    }

    struct Background: Encodable {
        let state: String
        let source: String?
        let reason: String?
        let width: Int?
        let height: Int?
    }

    struct Point: Encodable {
        let x: Double
        let y: Double
    }

    struct Viewport: Encodable {
        let zoom: Double
        let offset: Point
        let fit: Bool
    }

    struct Palette: Encodable {
        let name: String
        let index: Int
        let frame: Frame
    }

    struct StripItem: Encodable {
        let emoji: String
        let index: Int
        let frame: Frame
    }

    struct Layout: Encodable {
        let width: Int
        let height: Int
        let tooSmall: Bool
        let canvas: Frame
        let palette: Palette
        let strip: [StripItem]
        let scrollBack: Frame?
        let scrollOn: Frame?
        let trash: Frame

        private enum CodingKeys: String, CodingKey { case width, height, tooSmall, canvas, palette, strip, scrollBack, scrollOn, trash }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(tooSmall, forKey: .tooSmall)
            try container.encode(canvas, forKey: .canvas)
            try container.encode(palette, forKey: .palette)
            try container.encode(strip, forKey: .strip)
            try container.encode(scrollBack, forKey: .scrollBack)   // null when not shown
            try container.encode(scrollOn, forKey: .scrollOn)
            try container.encode(trash, forKey: .trash)
        }
    }

    let emojis: [Emoji]
    let selection: [Int]
    let background: Background
    let viewport: Viewport
    let dirty: Bool
    let file: String?
    let layout: Layout

    private enum CodingKeys: String, CodingKey { case emojis, selection, background, viewport, dirty, file, layout }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(emojis, forKey: .emojis)
        try container.encode(selection, forKey: .selection)
        try container.encode(background, forKey: .background)
        try container.encode(viewport, forKey: .viewport)
        try container.encode(dirty, forKey: .dirty)
        try container.encode(file, forKey: .file)   // null, not absent, while untitled
        try container.encode(layout, forKey: .layout)
    }

    /// The editor's document and view, with the `art edit` screen laid out for `width` × `height`.
    /// - Complexity: O(*n* + *p*) for *n* emoji and a palette of *p*.
    init(editor: ArtEditor, document: EmojiArtDocument, width: Int, height: Int) {
        let layout = editor.editLayout(width: width, height: height)
        let transform = editor.transform(in: layout.canvas)
        emojis = document.emojis.map { emoji in
            let cell = transform.emojiCell(x: emoji.x, y: emoji.y)
            let frame = cell.flatMap { layout.isTooSmall || !transform.isVisible($0) ? nil : Frame(CellRect(x: $0.x, y: $0.y, width: 2, height: 1)) }
            return Emoji(id: emoji.id, text: emoji.text, x: emoji.x, y: emoji.y, size: emoji.size, frame: frame)
        }
        selection = document.selection.sorted()
        background = Self.background(of: editor, document: document)
        viewport = Viewport(
            zoom: Self.rounded(transform.zoom),
            offset: Point(x: Self.rounded(editor.viewport.offset.x), y: Self.rounded(editor.viewport.offset.y)),
            fit: editor.viewport.zoom == nil)
        dirty = editor.needsSave
        file = editor.path
        let palette = editor.shownPalette
        let characters = Array(palette.emojis)
        self.layout = Layout(
            width: layout.width, height: layout.height, tooSmall: layout.isTooSmall,
            canvas: Frame(layout.canvas),
            palette: Palette(name: palette.name, index: editor.stripPalette + 1, frame: Frame(layout.paletteName)),
            strip: layout.items.compactMap { item in
                characters.indices.contains(item.index)
                    ? StripItem(emoji: String(characters[item.index]), index: item.index + 1, frame: Frame(item.frame)) : nil
            },
            scrollBack: layout.scrollBack.map(Frame.init), scrollOn: layout.scrollOn.map(Frame.init), trash: Frame(layout.trash))
    }

    /// The background's state, as the status line and `art show` tell it, in fields.
    static func background(of editor: ArtEditor, document: EmojiArtDocument) -> Background {
        if let load = editor.pendingLoad {
            return Background(state: load.url == nil ? "loading" : "fetching", source: load.source, reason: nil, width: nil, height: nil)
        }
        if let failure = editor.loadFailure {
            return Background(state: "failed", source: failure.source, reason: failure.reason, width: nil, height: nil)
        }
        let size = editor.backgroundPixelSize
        switch document.background {
        case .blank:
            return Background(state: "none", source: nil, reason: nil, width: nil, height: nil)
        case .imageData(let data):
            let format = ImageFormat(sniffing: data).map { $0.rawValue.uppercased() } ?? "unknown"
            return Background(state: "ready", source: "image data (\(format), \(data.count) bytes)", reason: nil, width: size?.width, height: size?.height)
        case .url(let url):
            switch document.backgroundImageFetchStatus {
            case .failed(_, let reason):
                return Background(state: "failed", source: url.absoluteString, reason: reason, width: nil, height: nil)
            case .ready:
                return Background(state: "ready", source: url.absoluteString, reason: nil, width: size?.width, height: size?.height)
            case .fetching, .idle:
                return Background(state: "fetching", source: url.absoluteString, reason: nil, width: nil, height: nil)
            }
        }
    }

    /// To a millionth: enough to aim with, and the same line on every platform.
    static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return (value * 1_000_000).rounded() / 1_000_000
    }
}
