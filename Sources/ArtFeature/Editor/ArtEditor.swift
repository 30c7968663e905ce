import EmojiArt
import Layout
import Palettes
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage
import REPL

/// The EmojiArt editor's view model (CS193p's): it owns four parts and exposes the intents the
/// `art` commands and the `art edit` screen call. Every piece of logic lives in the part it
/// belongs to; an intent here only routes, or joins parts where one change touches several:
/// - ``ArtDocument``: the open ``EmojiArtDocument``, its undo and whether it is saved;
/// - ``ArtDiskFile``: the file it autosaves to, the merge with what is on disk, `(mine)` files;
/// - ``ArtBackgroundLoader``: fetches and file loads off the input thread, the decoded picture;
/// - ``ArtViewState``: zoom, pan and hit-testing;
/// - ``ArtPaletteStrip``: the palette strip under the `art edit` screen's canvas.
///
/// The joins (see the `// MARK: - Joins` below): after every edit the loader follows the
/// document (``edit(_:)``); a merge on save may change the background, which the picture follows
/// (``write(to:)``).
public final class ArtEditor: SessionLifecycle {
    // The parts. Settable in the module because the intents live in several files (and a test
    // may give the loader a picture without decoding one); commands and screens go through the
    // intents and the read-only properties below, never through a part, except the strip, which
    // only the screen changes and whose mutations are its own intents.

    /// The open document and its undo.
    var current = ArtDocument()
    /// The file the document lives in.
    var file: ArtDiskFile
    /// Loads of the background and its picture.
    var loader: ArtBackgroundLoader
    /// Zoom and pan.
    var view = ArtViewState()
    /// The palette strip: which palette, how far scrolled; its intents edit the palettes.
    var strip: ArtPaletteStrip
    /// The canvas boards are exported on and art is drawn on (`--canvas`).
    public let canvas: Canvas
    /// The loads that finished and were announced before the line now running (in the REPL):
    /// `art show` fits its frame under their notes.
    var outcomesBeforeLine: [FetchOutcome] = []

    /// The size an emoji is added at when none is given: the course's `defaultEmojiFontSize`
    /// (a drop divides it by the zoom).
    public static let defaultEmojiSize = 40

    init(canvas: Canvas, fetcher: BackgroundFetcher, workspace: Workspace, palettes: PaletteStore = PaletteStore()) {
        self.canvas = canvas
        file = ArtDiskFile(workspace: workspace)
        loader = ArtBackgroundLoader(fetcher: fetcher, workspace: workspace)
        strip = ArtPaletteStrip(palettes: palettes)
    }

    /// The session's editor: its canvas, files and palettes, and a fetcher of its own.
    public convenience init(session: Session) {
        self.init(canvas: session.canvas, fetcher: BackgroundFetcher(), workspace: session.workspace, palettes: session.palettes)
    }

    /// The open document; nil until `art new` or `art open`.
    public var document: EmojiArtDocument? { current.document }
    /// The file the document autosaves to, as the user named it; nil until saved.
    public var path: String? { file.path }
    /// Changed since it was last written to ``path``.
    public var needsSave: Bool { current.needsSave }
    /// Fetches backgrounds off the input thread.
    public var fetcher: BackgroundFetcher { loader.fetcher }
    var workspace: Workspace { file.workspace }

    /// The open document, or the error every intent that needs one gives.
    public func requireDocument() throws(IntentError) -> EmojiArtDocument {
        try current.require()
    }

    // MARK: - Intent(s)

    /// Starts an untitled document; it autosaves once `art save FILE` names its file.
    public func new() {
        start(EmojiArtDocument(), at: nil)
    }

    /// Opens a `.emojiart` file; on any error the open document stays as it was.
    /// - Complexity: O(*n*) in the file's bytes.
    public func open(_ path: String) throws(IntentError) {
        let (model, format, extras) = try file.readDocument(path)
        start(EmojiArtDocument(model), at: path)
        file.didRead(model, format: format, extras: extras, at: path)
    }

    /// Writes the document as `.emojiart` to `path` (which it then autosaves to), or to its file,
    /// in `format` (which it then autosaves in; default: ``format``). On error the file is as it
    /// was. Returns the file written.
    public func save(to path: String?, format: EmojiArtFormat? = nil) throws(IntentError) -> String {
        _ = try current.require()
        guard let target = path ?? self.path else {
            throw IntentError("the document has no file yet; say 'art save FILE.emojiart'")
        }
        guard (try? ArtFormat(path: target)) == .emojiart else {
            throw IntentError("'\(target)' is not a .emojiart file; save writes .emojiart (use 'art export' for .svg and .txt)")
        }
        return try write(to: target, format: format)
    }

    /// The course year's JSON the document is saved in: the one it was opened in, or the one
    /// `art save --format` chose; 2021 for a new document.
    public var format: EmojiArtFormat { file.format }

    /// Writes the document in the format its extension names; the document's own file is unchanged.
    public func export(to path: String) throws(IntentError) -> ArtFormat {
        let document = try current.require()
        let format: ArtFormat
        do { format = try ArtFormat(path: path) } catch { throw IntentError(error.message) }
        try write(format.data(of: document.emojiArt, canvas: canvas, pictureSize: backgroundPixelSize), to: path)
        return format
    }

    /// Adds one emoji, normalised to its fully-qualified form (☺ → ☺️); anything that is not
    /// one emoji is refused (see ``emoji(_:)``).
    @discardableResult
    public func add(_ text: String, at location: (x: Int, y: Int), size: Int) throws(IntentError) -> EmojiArtModel.Emoji {
        let emoji = try Self.emoji(text)
        return try edit { document throws(EmojiArtError) in try document.addEmoji(emoji, at: location, size: size) }
    }

    /// One emoji, or every selected one.
    public enum Target: Equatable, Sendable {
        case emoji(Int)
        case selection
    }

    public func move(_ target: Target, by offset: (x: Int, y: Int)) throws(IntentError) {
        try edit { document throws(EmojiArtError) in
            switch target {
            case .emoji(let id): try document.moveEmoji(id, by: offset)
            case .selection: try document.moveSelection(by: offset)
            }
        }
    }

    public func scale(_ target: Target, by factor: Double) throws(IntentError) {
        try edit { document throws(EmojiArtError) in
            switch target {
            case .emoji(let id): try document.scaleEmoji(id, by: factor)
            case .selection: try document.scaleSelection(by: factor)
            }
        }
    }

    /// Removes one emoji or the selection; returns how many.
    public func remove(_ target: Target) throws(IntentError) -> Int {
        try edit { document throws(EmojiArtError) in
            switch target {
            case .emoji(let id):
                try document.removeEmoji(id)
                return 1
            case .selection:
                return try document.removeSelection()
            }
        }
    }

    /// Toggles each id; all ids are checked before any is toggled.
    public func select(_ ids: [Int]) throws(IntentError) { try current.select(ids) }

    public func deselectAll() throws(IntentError) { try current.deselectAll() }

    /// What `art background` started.
    public enum BackgroundRequest: Equatable, Sendable {
        case fetching(URL)
        case loading(String)
    }

    /// Sets the background: an `http(s):` or `file:` URL is fetched, a path is read and embedded
    /// as image data — both off the input thread. Returns at once; the background changes when
    /// the picture has arrived, and stays as it was if it does not.
    public func setBackground(_ text: String) throws(IntentError) -> BackgroundRequest {
        _ = try current.require()
        let request = try loader.request(for: text)
        switch request {
        case .fetching(let url): try loader.loadURL(url)
        case .loading(let path): loader.loadFile(path)
        }
        return request
    }

    /// Clears the background, dropping one asked for that is still on its way (the newer ask wins).
    public func clearBackground() throws(IntentError) {
        try edit { document throws(EmojiArtError) in try document.setBackground(.blank) }
        loader.dropPendingLoad()
    }

    /// Takes back the last change; nil when there is none. A background it brings back comes
    /// with the view it was last shown in (see ``zoomToFitNewBackground(viewShown:)``); `viewShown`
    /// is the view the screen showed before it held it for the undo (default: the view now).
    public func undo(viewShown: ArtViewport? = nil) throws(IntentError) -> String? {
        try followingTheBackground(viewShown) { () throws(IntentError) in try edit { document in document.undo() } }
    }

    /// Makes the last undone change again; nil when there is none. As ``undo(viewShown:)``, a
    /// background it brings back comes with its view.
    public func redo(viewShown: ArtViewport? = nil) throws(IntentError) -> String? {
        try followingTheBackground(viewShown) { () throws(IntentError) in try edit { document in document.redo() } }
    }

    /// A picture dropped on the screen is on its way: it is shown whole once it arrives, as the
    /// course zooms to fit a dropped image. The view shown before (`viewShown`) stays with the
    /// background it showed, so undoing the picture brings both back.
    public func zoomToFitNewBackground(viewShown: ArtViewport) {
        if let background = current.document?.background { view.remember(viewShown, shownWith: background) }
        view.zoomToFit()
    }

    /// Runs `change` (an undo or a redo); when it changed the background, the view follows it.
    private func followingTheBackground(_ viewShown: ArtViewport?, _ change: () throws(IntentError) -> String?) throws(IntentError) -> String? {
        let before = current.document?.background
        let shown = viewShown ?? view.viewport
        let result = try change()
        if let before, let after = current.document?.background, after != before {
            view.background(after, replaced: before, shownIn: shown)
        }
        return result
    }

    // MARK: - Joins

    /// Opens `document` in every part: its file (not read yet), the view fitting it, the loads
    /// of the one before dropped.
    func start(_ document: EmojiArtDocument, at path: String?) {
        current.start(document)
        file.start(at: path)
        view.reset()
        loader.start(&current)
    }

    /// Runs an intent on the document (all or nothing, see ``ArtDocument/edit(_:)``), then lets
    /// the loads and the picture follow it.
    @discardableResult
    func edit<T>(_ intent: (inout EmojiArtDocument) throws(EmojiArtError) -> T) throws(IntentError) -> T {
        let edit = try current.edit(intent)
        loader.didEdit(&current, backgroundChanged: edit.backgroundChanged)
        return edit.result
    }

    /// Writes the document to `target`; a merge with the file on disk may bring another
    /// background (even when the write then fails), which the picture follows. Returns the file
    /// written.
    func write(to target: String, format: EmojiArtFormat? = nil) throws(IntentError) -> String {
        let before = current.document?.background
        defer { if current.document?.background != before { loader.backgroundDidChange(in: current) } }
        return try file.save(&current, to: target, format: format)
    }

    /// Writes `data` to `path` through the session's workspace (exports).
    func write(_ data: Data, to path: String) throws(IntentError) {
        try file.write(data, to: path)
    }
}
