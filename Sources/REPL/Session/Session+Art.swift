import Storage
import EmojiArt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Game

/// The open EmojiArt document and what goes with it: its file, whether it needs saving, and the
/// background fetches on their way.
struct ArtState {
    var document: EmojiArtDocument?
    /// The file the document autosaves to, as the user named it; nil until saved.
    var path: String?
    /// Changed since it was last written to `path`.
    var needsSave = false
    /// Fetches of URL backgrounds, by request number.
    var fetches: [Int: URL] = [:]
    /// A local file being read to embed as the background.
    var fileLoad: (request: Int, path: String)?
    /// Why the last file load failed, until the background changes again.
    var fileLoadFailure: (path: String, reason: String)?

    var isFetching: Bool { !fetches.isEmpty || fileLoad != nil }
}

extension Session {
    /// What a finished fetch did, for a note.
    public enum FetchOutcome: Equatable, Sendable {
        case ready(String)
        case failed(String, reason: String)
    }

    public var artDocument: EmojiArtDocument? { art.document }
    public var artPath: String? { art.path }
    public var artNeedsSave: Bool { art.needsSave }

    // MARK: - Intent(s)

    /// Starts an untitled document; it autosaves once `art save FILE` names its file.
    public func newArt() {
        replaceArt(EmojiArtDocument(), path: nil)
    }

    /// Opens a `.emojiart` file; on any error the open document stays as it was.
    public func openArt(path: String) throws(CommandError) {
        let data: Data
        switch BackgroundFetcher.read(resolve(path), limit: EmojiArtModel.Limits.fileBytes, name: path) {
        case .success(let bytes): data = bytes
        case .failure(let error): throw CommandError("cannot open \(error.message)")
        }
        do {
            let model = try EmojiArtModel(json: data)
            replaceArt(EmojiArtDocument(model), path: path)
        } catch {
            throw CommandError("cannot open '\(path)': \(error.message)")
        }
    }

    /// Writes the document as `.emojiart` to `path` (which it then autosaves to), or to its file.
    /// On error nothing changes, on disk or in memory.
    public func saveArt(to path: String?) throws(CommandError) -> String {
        let document = try openDocument()
        guard let target = path ?? art.path else {
            throw CommandError("the document has no file yet; say 'art save FILE.emojiart'")
        }
        guard (try? ArtFormat(path: target)) == .emojiart else {
            throw CommandError("'\(target)' is not a .emojiart file; save writes .emojiart (use 'art export' for .svg and .txt)")
        }
        try write(document.emojiArt.json(), to: target)
        art.path = target
        art.needsSave = false
        return target
    }

    /// Writes the document in the format its extension names; the document's own file is unchanged.
    public func exportArt(to path: String) throws(CommandError) -> ArtFormat {
        let document = try openDocument()
        let format = try ArtFormat(path: path)
        try write(format.data(of: document.emojiArt, canvas: canvas), to: path)
        return format
    }

    /// Writes the board, laid out as on the terminal, in the format the extension names.
    /// Returns how many emoji it holds.
    public func exportBoard(to path: String) throws(CommandError) -> Int {
        guard let game, let theme else { throw Self.noGame }
        let format = try ArtFormat(path: path)
        let model = BoardExport.document(of: game, color: theme.color, canvas: canvas)
        let metadata = [(key: "theme", value: theme.name), (key: "score", value: String(game.score))]
        try write(format.data(of: model, canvas: canvas, metadata: metadata), to: path)
        return model.emojis.count
    }

    @discardableResult
    public func addArtEmoji(_ text: String, at location: (x: Int, y: Int), size: Int?) throws(CommandError) -> EmojiArtModel.Emoji {
        try editArt { document throws(EmojiArtError) in
            try document.addEmoji(text, at: location, size: size ?? ArtCommandParser.defaultSize)
        }
    }

    public func moveArt(_ target: ArtCommand.Target, by offset: (x: Int, y: Int)) throws(CommandError) {
        try editArt { document throws(EmojiArtError) in
            switch target {
            case .emoji(let id): try document.moveEmoji(id, by: offset)
            case .selection: try document.moveSelection(by: offset)
            }
        }
    }

    public func scaleArt(_ target: ArtCommand.Target, by factor: Double) throws(CommandError) {
        try editArt { document throws(EmojiArtError) in
            switch target {
            case .emoji(let id): try document.scaleEmoji(id, by: factor)
            case .selection: try document.scaleSelection(by: factor)
            }
        }
    }

    /// Removes one emoji or the selection; returns how many.
    public func removeArt(_ target: ArtCommand.Target) throws(CommandError) -> Int {
        try editArt { document throws(EmojiArtError) in
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
    public func selectArt(_ ids: [Int]) throws(CommandError) {
        var document = try openDocument()
        do {
            for id in ids { try document.toggleSelection(of: id) }
        } catch {
            throw CommandError(error.message)
        }
        art.document = document
    }

    public func deselectArt() throws(CommandError) {
        var document = try openDocument()
        document.deselectAll()
        art.document = document
    }

    /// What `art background` started.
    public enum BackgroundRequest: Equatable, Sendable {
        case fetching(URL)
        case loading(String)
        case cleared
    }

    /// Sets the background: an `http(s):` or `file:` URL is fetched, a path is read and embedded
    /// as image data — both off the input thread. Returns at once.
    public func setArtBackground(_ text: String) throws(CommandError) -> BackgroundRequest {
        _ = try openDocument()
        if let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme.count > 1 {
            guard ["http", "https", "file"].contains(scheme) else {
                throw CommandError("'\(scheme):' URLs are not fetched; use http, https or file, or a path")
            }
            let image = url.imageURL
            guard let inner = image.scheme?.lowercased(), ["http", "https", "file"].contains(inner) else {
                throw CommandError("'\(text.prefix(80))' wraps '\(image.absoluteString.prefix(80))', which is not an http, https or file URL")
            }
            try editArt { document throws(EmojiArtError) in try document.setBackground(.url(image)) }
            return .fetching(image)
        }
        // A path: the document changes when the bytes have arrived and sniffed as an image.
        art.fileLoadFailure = nil
        art.fileLoad = (fetcher.fetch(.file(resolve(text), name: text)), text)
        return .loading(text)
    }

    public func clearArtBackground() throws(CommandError) {
        try editArt { document throws(EmojiArtError) in try document.setBackground(.blank) }
    }

    /// Takes back the last change; nil when there is none.
    public func undoArt() throws(CommandError) -> String? {
        try editArt { document in document.undo() }
    }

    public func redoArt() throws(CommandError) -> String? {
        try editArt { document in document.redo() }
    }

    // MARK: - Fetches and autosave

    /// Applies the fetches that have finished, dropping those for a background that has changed
    /// since (the course's stale-fetch check). Never blocks.
    /// - Complexity: O(*d*) for *d* deliveries, plus writing nothing (autosave is separate).
    public func applyFinishedFetches() -> [FetchOutcome] {
        var outcomes: [FetchOutcome] = []
        for delivery in fetcher.drain() {
            if let url = art.fetches.removeValue(forKey: delivery.request) {
                guard var document = art.document else { continue }
                let fresh = document.finishedFetching(url, result: delivery.result)
                art.document = document
                guard fresh else { continue }
                switch delivery.result {
                case .success: outcomes.append(.ready(url.absoluteString))
                case .failure(let error): outcomes.append(.failed(url.absoluteString, reason: error.message))
                }
            } else if let load = art.fileLoad, load.request == delivery.request {
                art.fileLoad = nil
                switch delivery.result {
                case .success(let data):
                    do {
                        try editArt { document throws(EmojiArtError) in try document.setBackground(.imageData(data)) }
                        outcomes.append(.ready(load.path))
                    } catch {
                        art.fileLoadFailure = (load.path, error.message)
                        outcomes.append(.failed(load.path, reason: error.message))
                    }
                case .failure(let error):
                    art.fileLoadFailure = (load.path, error.message)
                    outcomes.append(.failed(load.path, reason: error.message))
                }
            }
        }
        return outcomes
    }

    /// Waits until every fetch has finished (or the fetcher's timeout has passed with nothing
    /// arriving), then applies them. For scripts and transcripts, so what they print never
    /// depends on how fast a disk or a network is.
    public func settleFetches() -> [FetchOutcome] {
        var outcomes = applyFinishedFetches()
        while art.isFetching {
            guard fetcher.waitForDelivery(seconds: fetcher.timeout + 5) else { break }
            outcomes += applyFinishedFetches()
        }
        return outcomes
    }

    /// Writes the document to its file if it changed: after each line, so several changes on
    /// one line are one write. Returns the error, if writing failed (it is tried again next time).
    public func autosaveArt() -> CommandError? {
        guard art.needsSave, let path = art.path, let document = art.document else { return nil }
        do {
            try write(document.emojiArt.json(), to: path)
            art.needsSave = false
            return nil
        } catch {
            return CommandError("cannot autosave: \(error.message)")
        }
    }

    /// `path` as the session reads it: relative to ``directory`` when there is one.
    public func resolve(_ path: String) -> String {
        let expanded = path.hasPrefix("~/")
            ? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(String(path.dropFirst(2))).path
            : path
        guard !expanded.hasPrefix("/"), let directory else { return expanded }
        return directory.appendingPathComponent(expanded).path
    }

    // MARK: - Private

    func openDocument() throws(CommandError) -> EmojiArtDocument {
        guard let document = art.document else {
            throw CommandError("no EmojiArt document; start one with 'art new' or 'art open FILE'")
        }
        return document
    }

    private func replaceArt(_ document: EmojiArtDocument, path: String?) {
        art = ArtState(document: document, path: path)
        startFetchIfNeeded()
    }

    /// Runs an intent on a copy of the document and keeps it only if it succeeds, so a failing
    /// intent changes nothing.
    private func editArt<T>(_ intent: (inout EmojiArtDocument) throws(EmojiArtError) -> T) throws(CommandError) -> T {
        var document = try openDocument()
        let before = document.emojiArt
        let result: T
        do {
            result = try intent(&document)
        } catch {
            throw CommandError(error.message)
        }
        if document.emojiArt.background != before.background {
            // A newer background: a file still loading for the old one is dropped when it arrives.
            art.fileLoad = nil
            art.fileLoadFailure = nil
        }
        if document.emojiArt != before { art.needsSave = true }
        art.document = document
        startFetchIfNeeded()
        return result
    }

    private func startFetchIfNeeded() {
        guard var document = art.document, let url = document.backgroundURLToFetch else { return }
        document.startedFetching(url)
        art.document = document
        let source: BackgroundFetcher.Source = url.isFileURL ? .url(URL(fileURLWithPath: resolve(url.path))) : .url(url)
        art.fetches[fetcher.fetch(source)] = url
    }

    private func write(_ data: Data, to path: String) throws(CommandError) {
        do {
            try AtomicFile.write(data, to: resolve(path))
        } catch {
            throw CommandError(error.description.replacing(resolve(path), with: path))
        }
    }
}
