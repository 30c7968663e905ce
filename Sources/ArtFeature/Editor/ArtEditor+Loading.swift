import EmojiArt
import REPL

/// The intents and state about the background on its way and its picture (see
/// ``ArtBackgroundLoader``).
extension ArtEditor {
    /// What a finished fetch did, for a note.
    public enum FetchOutcome: Equatable, Sendable {
        case ready(String)
        case failed(String, reason: String)
    }

    /// A local file being read to embed as the background.
    public var fileLoad: (request: Int, path: String)? { loader.fileLoad }
    /// Why the last file load failed, until the background changes again.
    public var fileLoadFailure: (path: String, reason: String)? { loader.fileLoadFailure }
    /// Whether anything is still on its way: a fetch, a file, a decode.
    var isFetching: Bool { loader.isFetching }

    /// The background, decoded and ready to draw (``ImageRaster/draw(into:area:origin:scale:colour:)``);
    /// nil while blank, loading, decoding or failed.
    public var backgroundPicture: ImageRaster? { loader.picture.raster }

    /// The background picture's size in pixels, for zoom to fit.
    public var backgroundPixelSize: (width: Int, height: Int)? { loader.picture.raster?.pixelSize }

    /// Why the document's embedded image data cannot be shown, until the background changes.
    public var backgroundPictureFailure: String? { loader.picture.failure }

    /// Whether embedded image data is being decoded (``settleFetches(interrupted:)`` waits for it).
    public var isDecodingPicture: Bool { loader.picture.isDecoding }

    // MARK: - Intent(s)

    /// Applies the fetches that have finished, dropping those for a background that has changed
    /// since (the course's stale-fetch check). Never blocks.
    /// - Complexity: O(*d*) for *d* deliveries.
    public func applyFinishedFetches() -> [FetchOutcome] {
        loader.applyFinished(to: &current)
    }

    /// Waits until every fetch has finished (or the fetcher's timeout has passed with nothing
    /// arriving), then applies them. For scripts and transcripts, so what they print never
    /// depends on how fast a disk or a network is. `interrupted` is asked every tenth of a second
    /// (Ctrl-C in the REPL): when it says so, the wait stops and the loads go on.
    /// - Returns: what finished, and whether the wait was interrupted.
    public func settleFetches(interrupted: () -> Bool = { false }) -> (outcomes: [FetchOutcome], interrupted: Bool) {
        loader.settle(&current, interrupted: interrupted)
    }
}
