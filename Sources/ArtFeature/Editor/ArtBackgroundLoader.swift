import EmojiArt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage
import REPL

/// The background on its way and as a picture: fetches of URL backgrounds and loads of local
/// files, both off the input thread through the ``BackgroundFetcher``, and the picture decoded
/// from the bytes (see `ArtBackgroundLoader+Picture.swift`). It changes the document only
/// through ``ArtDocument``: a fetch's bytes as its fetch status, a loaded file as an edit.
///
/// A background asked for (`art background FILE|URL`) becomes the document's only once its
/// picture has arrived, so a load that fails leaves the picture that was there. The fetches of
/// ``fetches`` are of a URL the document already holds (opened, or back by undo).
///
/// Invariants: at most one pending load is awaited (a newer background drops the older one when
/// it arrives); a fetch or decode is applied only while the background it was started for is
/// still the document's (the course's stale-fetch check). Touched only on the input thread.
struct ArtBackgroundLoader {
    let fetcher: BackgroundFetcher
    let workspace: Workspace
    /// Fetches of the document's URL backgrounds, by request number.
    private var fetches: [Int: URL] = [:]
    /// A background asked for, on its way: a local file to embed, or a URL to set.
    private(set) var pendingLoad: ArtEditor.PendingLoad?
    /// Why the last background asked for did not arrive, until the background changes again.
    private(set) var loadFailure: (source: String, reason: String)?
    /// The background decoded to draw.
    var picture = Picture()

    init(fetcher: BackgroundFetcher, workspace: Workspace) {
        self.fetcher = fetcher
        self.workspace = workspace
    }

    /// Whether anything is still on its way: a fetch, a file, a decode.
    var isFetching: Bool { !fetches.isEmpty || pendingLoad != nil || picture.isDecoding }

    // MARK: - Following the document

    /// A document was opened in place of another: what was on its way for that one is dropped.
    mutating func start(_ document: inout ArtDocument) {
        fetches = [:]
        pendingLoad = nil
        loadFailure = nil
        picture.backgroundDidChange(to: document.document?.background, fetcher: fetcher)
        startFetchIfNeeded(&document)
    }

    /// The document was edited: a newer background drops a load still on its way for the old one
    /// and the old picture, and a URL background not fetched yet is fetched.
    mutating func didEdit(_ document: inout ArtDocument, backgroundChanged: Bool) {
        if backgroundChanged {
            pendingLoad = nil
            loadFailure = nil
            picture.backgroundDidChange(to: document.document?.background, fetcher: fetcher)
        }
        startFetchIfNeeded(&document)
    }

    /// The document's background changed other than by an edit (a merge): its picture follows.
    mutating func backgroundDidChange(in document: ArtDocument) {
        picture.backgroundDidChange(to: document.document?.background, fetcher: fetcher)
    }

    // MARK: - Starting loads

    /// What setting the background to `text` starts: an `http(s):` or `file:` URL is fetched
    /// (the image URL it wraps, ``URL/imageURL``), anything else is a path to read and embed.
    /// - Throws: another scheme, a wrapped URL of another scheme, or a path the workspace refuses.
    func request(for text: String) throws(IntentError) -> ArtEditor.BackgroundRequest {
        if let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme.count > 1 {
            guard ["http", "https", "file"].contains(scheme) else {
                throw IntentError("'\(scheme):' URLs are not fetched; use http, https or file, or a path")
            }
            let image = url.imageURL
            guard let inner = image.scheme?.lowercased(), ["http", "https", "file"].contains(inner) else {
                throw IntentError("'\(text.prefix(80))' wraps '\(image.absoluteString.prefix(80))', which is not an http, https or file URL")
            }
            return .fetching(image)
        }
        // A path that may not be read is refused now, not when the load comes back.
        do { _ = try workspace.resolve(text) } catch { throw IntentError(error.message) }
        return .loading(text)
    }

    /// Starts reading `path` to embed it: the document changes when the bytes have arrived and
    /// sniffed as an image. Returns at once.
    mutating func loadFile(_ path: String) {
        loadFailure = nil
        pendingLoad = ArtEditor.PendingLoad(request: fetcher.fetch(.file(path, in: workspace)), source: path, url: nil)
    }

    /// Starts fetching `url` to set it as the background: the document changes when its picture
    /// has arrived. Returns at once.
    /// - Throws: a `file:` URL whose path the workspace refuses.
    mutating func loadURL(_ url: URL) throws(IntentError) {
        var source = BackgroundFetcher.Source.url(url)
        if url.isFileURL {
            // Read through the workspace, named as written (`file:sky.png`).
            do { _ = try workspace.resolve(url.path) } catch { throw IntentError(error.message) }
            source = .file(url.path, in: workspace, shownAs: url.absoluteString)
        }
        loadFailure = nil
        pendingLoad = ArtEditor.PendingLoad(request: fetcher.fetch(source), source: url.absoluteString, url: url)
    }

    /// Another background was asked for that needs no load (`art background clear`): what was
    /// on its way is dropped, and the last failure forgotten.
    mutating func dropPendingLoad() {
        pendingLoad = nil
        loadFailure = nil
    }

    /// The URL asked for and still on its way becomes the background as it is, unfetched (at
    /// the end of a session, which does not wait for a network: the document keeps what was
    /// asked for, as the course's keeps a URL whatever its fetch did). A file is left to arrive.
    mutating func keepPendingURL(in document: inout ArtDocument) {
        guard let load = pendingLoad, let url = load.url else { return }
        pendingLoad = nil
        guard let edit = try? document.edit({ document throws(EmojiArtError) in try document.setBackground(.url(url)) }) else { return }
        didEdit(&document, backgroundChanged: edit.backgroundChanged)
    }

    /// Starts fetching the document's URL background if it is neither here nor on its way.
    private mutating func startFetchIfNeeded(_ document: inout ArtDocument) {
        guard var open = document.document, let url = open.backgroundURLToFetch else { return }
        open.startedFetching(url)
        document.replace(with: open)
        guard url.isFileURL else {
            fetches[fetcher.fetch(.url(url))] = url
            return
        }
        do {
            _ = try workspace.resolve(url.path)
            fetches[fetcher.fetch(.file(url.path, in: workspace, shownAs: url.absoluteString))] = url
        } catch {
            _ = open.finishedFetching(url, result: .failure(EmojiArtError(error.message)))
            document.replace(with: open)
        }
    }

    // MARK: - Taking what arrived

    /// Applies the loads that have finished, dropping those for a background that has changed
    /// since (the course's stale-fetch check). Never blocks.
    /// - Complexity: O(*d*) for *d* deliveries (plus an edit per file load that arrived).
    mutating func applyFinished(to document: inout ArtDocument) -> [ArtEditor.FetchOutcome] {
        var outcomes: [ArtEditor.FetchOutcome] = []
        for delivery in fetcher.drain() {
            if let decoded = picture.apply(delivery) {
                outcomes += decoded
            } else if let url = fetches.removeValue(forKey: delivery.request) {
                guard var open = document.document else { continue }
                let fresh = open.finishedFetching(url, result: delivery.result)
                if document.replace(with: open) { backgroundDidChange(in: document) }
                guard fresh else { continue }
                switch delivery.result {
                case .success:
                    picture.raster = delivery.picture
                    outcomes.append(.ready(url.absoluteString))
                case .failure(let error): outcomes.append(.failed(url.absoluteString, reason: error.message))
                }
            } else if let load = pendingLoad, load.request == delivery.request {
                pendingLoad = nil
                outcomes.append(adopt(delivery, of: load, in: &document))
            }
        }
        return outcomes
    }

    /// Makes what arrived the background, as an edit `undo` can take back: a file's bytes
    /// embedded, or the URL (with its bytes as its fetch's). A failure changes nothing.
    private mutating func adopt(_ delivery: BackgroundFetcher.Delivery, of load: ArtEditor.PendingLoad, in document: inout ArtDocument) -> ArtEditor.FetchOutcome {
        switch delivery.result {
        case .success(let data):
            // Decoded already, on the fetcher's thread: the edit that sets it adopts it.
            picture.arriving = delivery.picture
            defer { picture.arriving = nil }
            do {
                let edit = try document.edit { document throws(EmojiArtError) in
                    guard let url = load.url else { return try document.setBackground(.imageData(data)) }
                    try document.setBackground(.url(url))
                    // Fetched already: recorded as the fetch's, so that it is not fetched again.
                    document.startedFetching(url)
                    document.finishedFetching(url, result: .success(data))
                }
                didEdit(&document, backgroundChanged: edit.backgroundChanged)
                // A URL's picture is not embedded data, so nothing adopted it; or the same bytes again.
                if picture.raster == nil { picture.raster = delivery.picture }
                return .ready(load.source)
            } catch {
                loadFailure = (load.source, error.message)
                return .notChanged(load.source, reason: error.message)
            }
        case .failure(let error):
            loadFailure = (load.source, error.message)
            return .notChanged(load.source, reason: error.message)
        }
    }

    /// Waits until every load has finished (or the fetcher's timeout has passed with nothing
    /// arriving), then applies them. `interrupted` is asked every tenth of a second: when it
    /// says so, the wait stops and the loads go on.
    /// - Returns: what finished, and whether the wait was interrupted.
    mutating func settle(_ document: inout ArtDocument, interrupted: () -> Bool) -> (outcomes: [ArtEditor.FetchOutcome], interrupted: Bool) {
        var outcomes = applyFinished(to: &document)
        var quiet = 0.0
        while isFetching {
            if interrupted() { return (outcomes, true) }
            if fetcher.waitForDelivery(seconds: 0.1) {
                quiet = 0
                outcomes += applyFinished(to: &document)
            } else {
                quiet += 0.1
                guard quiet < fetcher.timeout + 5 else { break }
            }
        }
        return (outcomes, false)
    }
}
