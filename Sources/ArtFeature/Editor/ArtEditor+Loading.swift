import EmojiArt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import REPL

/// The intents and state about the background on its way and its picture (see
/// ``ArtBackgroundLoader``).
extension ArtEditor {
    /// What a finished fetch did, for a note.
    public enum FetchOutcome: Equatable, Sendable {
        case ready(String)
        /// The document's own URL background could not be fetched.
        case failed(String, reason: String)
        /// A background asked for did not arrive: the one that was there stays.
        case notChanged(String, reason: String)
    }

    /// A background asked for (`art background`), on its way: it becomes the document's when it
    /// has arrived, and a failure leaves the background that was there.
    public struct PendingLoad: Equatable, Sendable {
        public let request: Int
        /// The path or URL as asked for.
        public let source: String
        /// The URL to set, or nil for a file to embed.
        public let url: URL?
    }

    /// The background asked for, on its way.
    public var pendingLoad: PendingLoad? { loader.pendingLoad }
    /// Why the last background asked for did not arrive, until the background changes again.
    public var loadFailure: (source: String, reason: String)? { loader.loadFailure }
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
