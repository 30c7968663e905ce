import EmojiArt
import Layout
import Palettes
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

/// The EmojiArt editor's view model: the open ``EmojiArtDocument``, the file it autosaves to, and
/// the background loads on their way. Files go through the session's ``Workspace``.
public final class ArtEditor {
    /// The open document; nil until `art new` or `art open`.
    public private(set) var document: EmojiArtDocument?
    /// The file the document autosaves to, as the user named it; nil until saved.
    public internal(set) var path: String?
    /// Changed since it was last written to ``path``.
    public private(set) var needsSave = false
    /// The canvas boards are exported on and art is drawn on (`--canvas`).
    public let canvas: Canvas
    /// Fetches backgrounds off the input thread (see `ArtEditor+Fetches.swift`).
    public let fetcher: BackgroundFetcher
    let workspace: Workspace

    /// Fetches of URL backgrounds, by request number.
    var fetches: [Int: URL] = [:]
    /// A local file being read to embed as the background.
    public internal(set) var fileLoad: (request: Int, path: String)?
    /// Why the last file load failed, until the background changes again.
    public internal(set) var fileLoadFailure: (path: String, reason: String)?
    /// The file as this editor last read or wrote it (see `ArtEditor+Disk.swift`).
    var disk: DiskState?
    /// What the player should hear about the file (a merge, a copy kept beside it).
    var notes: [String] = []
    /// The background decoded to draw (see `ArtEditor+Picture.swift`).
    var picture = PictureState()

    /// The size an emoji is added at when none is given: the course's `defaultEmojiFontSize`
    /// (a drop divides it by the zoom).
    public static let defaultEmojiSize = 40

    // MARK: - View state (not saved; see `ArtEditor+View.swift`, `ArtEditor+Strip.swift`)

    /// How the document is shown: the course's `zoomScale` and `panOffset`. `.fit` when a
    /// document is started or opened. Set through the zoom and pan intents.
    public internal(set) var viewport = ArtViewport.fit
    /// The palettes the strip shows (the session's store).
    public let palettes: PaletteStore
    /// The palette the strip shows and how far it is scrolled, as set; read through the
    /// clamped ``stripPalette`` and ``stripScroll``.
    var stripPaletteSetting = 0
    var stripScrollSetting = 0

    init(canvas: Canvas, fetcher: BackgroundFetcher, workspace: Workspace, palettes: PaletteStore = PaletteStore()) {
        self.canvas = canvas
        self.fetcher = fetcher
        self.workspace = workspace
        self.palettes = palettes
    }

    var isFetching: Bool { !fetches.isEmpty || fileLoad != nil || isDecodingPicture }

    /// The open document, or the error every intent that needs one gives.
    public func requireDocument() throws(IntentError) -> EmojiArtDocument {
        guard let document else {
            throw IntentError("no EmojiArt document; start one with 'art new' or 'art open FILE'")
        }
        return document
    }

    // MARK: - Intent(s)

    /// Starts an untitled document; it autosaves once `art save FILE` names its file.
    public func new() {
        replace(with: EmojiArtDocument(), path: nil)
    }

    /// Opens a `.emojiart` file; on any error the open document stays as it was.
    /// - Complexity: O(*n*) in the file's bytes.
    public func open(_ path: String) throws(IntentError) {
        let data: Data
        do {
            data = try workspace.read(path, limit: EmojiArtModel.Limits.fileBytes)
        } catch {
            throw IntentError("cannot open \(error.message)")
        }
        let model: EmojiArtModel
        do { model = try EmojiArtModel(json: data) } catch { throw IntentError("cannot open '\(path)': \(error.message)") }
        replace(with: EmojiArtDocument(model), path: path)
        didRead(model, at: path)
    }

    /// Writes the document as `.emojiart` to `path` (which it then autosaves to), or to its file.
    /// On error nothing changes, on disk or in memory. Returns the file written.
    public func save(to path: String?) throws(IntentError) -> String {
        _ = try requireDocument()
        guard let target = path ?? self.path else {
            throw IntentError("the document has no file yet; say 'art save FILE.emojiart'")
        }
        guard (try? ArtFormat(path: target)) == .emojiart else {
            throw IntentError("'\(target)' is not a .emojiart file; save writes .emojiart (use 'art export' for .svg and .txt)")
        }
        if target != self.path { disk = nil }   // a new file: nothing of ours was there
        let written = try writeDocument(to: target)
        self.path = written
        needsSave = false
        return written
    }

    /// Writes the document in the format its extension names; the document's own file is unchanged.
    public func export(to path: String) throws(IntentError) -> ArtFormat {
        let document = try requireDocument()
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
    public func select(_ ids: [Int]) throws(IntentError) {
        var document = try requireDocument()
        do {
            for id in ids { try document.toggleSelection(of: id) }
        } catch {
            throw IntentError(error.message)
        }
        self.document = document
    }

    public func deselectAll() throws(IntentError) {
        var document = try requireDocument()
        document.deselectAll()
        self.document = document
    }

    /// What `art background` started.
    public enum BackgroundRequest: Equatable, Sendable {
        case fetching(URL)
        case loading(String)
    }

    /// Sets the background: an `http(s):` or `file:` URL is fetched, a path is read and embedded
    /// as image data — both off the input thread. Returns at once.
    public func setBackground(_ text: String) throws(IntentError) -> BackgroundRequest {
        _ = try requireDocument()
        if let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme.count > 1 {
            guard ["http", "https", "file"].contains(scheme) else {
                throw IntentError("'\(scheme):' URLs are not fetched; use http, https or file, or a path")
            }
            let image = url.imageURL
            guard let inner = image.scheme?.lowercased(), ["http", "https", "file"].contains(inner) else {
                throw IntentError("'\(text.prefix(80))' wraps '\(image.absoluteString.prefix(80))', which is not an http, https or file URL")
            }
            try edit { document throws(EmojiArtError) in try document.setBackground(.url(image)) }
            return .fetching(image)
        }
        // A path: the document changes when the bytes have arrived and sniffed as an image.
        // A path that may not be read is refused now, not when the load comes back.
        do { _ = try workspace.resolve(text) } catch { throw IntentError(error.message) }
        fileLoadFailure = nil
        fileLoad = (fetcher.fetch(.file(text, in: workspace)), text)
        return .loading(text)
    }

    public func clearBackground() throws(IntentError) {
        try edit { document throws(EmojiArtError) in try document.setBackground(.blank) }
    }

    /// Takes back the last change; nil when there is none.
    public func undo() throws(IntentError) -> String? {
        try edit { document in document.undo() }
    }

    public func redo() throws(IntentError) -> String? {
        try edit { document in document.redo() }
    }

    // MARK: - Private

    private func replace(with document: EmojiArtDocument, path: String?) {
        self.document = document
        self.path = path
        needsSave = false
        viewport = .fit
        disk = nil
        fetches = [:]
        fileLoad = nil
        fileLoadFailure = nil
        backgroundDidChange()
        startFetchIfNeeded()
    }

    /// Runs an intent on a copy of the document and keeps it only if it succeeds, so a failing
    /// intent changes nothing.
    func edit<T>(_ intent: (inout EmojiArtDocument) throws(EmojiArtError) -> T) throws(IntentError) -> T {
        var document = try requireDocument()
        let before = document.emojiArt
        let result: T
        do {
            result = try intent(&document)
        } catch {
            throw IntentError(error.message)
        }
        let backgroundChanged = document.emojiArt.background != before.background
        if backgroundChanged {
            // A newer background: a file still loading for the old one is dropped when it arrives.
            fileLoad = nil
            fileLoadFailure = nil
        }
        if document.emojiArt != before { needsSave = true }
        self.document = document
        if backgroundChanged { backgroundDidChange() }
        startFetchIfNeeded()
        return result
    }

    func startFetchIfNeeded() {
        guard var document, let url = document.backgroundURLToFetch else { return }
        document.startedFetching(url)
        self.document = document
        guard url.isFileURL else {
            fetches[fetcher.fetch(.url(url))] = url
            return
        }
        do {
            fetches[fetcher.fetch(.url(URL(fileURLWithPath: try workspace.resolve(url.path))))] = url
        } catch {
            _ = document.finishedFetching(url, result: .failure(EmojiArtError(error.message)))
            self.document = document
        }
    }

    func write(_ data: Data, to path: String) throws(IntentError) {
        do { try workspace.write(data, to: path) } catch { throw IntentError(error.message) }
    }

    /// Marks the document saved (autosave wrote it).
    func didSave() { needsSave = false }

    /// Replaces the document after a fetch finished (see `ArtEditor+Fetches.swift`) or a merge.
    func update(_ document: EmojiArtDocument) {
        let backgroundChanged = document.background != self.document?.background
        self.document = document
        if backgroundChanged { backgroundDidChange() }
    }
}
