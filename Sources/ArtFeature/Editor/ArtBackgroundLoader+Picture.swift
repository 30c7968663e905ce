import EmojiArt
import REPL

/// The background as a picture to draw: decoded off the input thread when its bytes arrive (a
/// fetch, a file load: by the fetcher, with the bytes) or when the document comes to hold image
/// data some other way (`art open`, undo, a merge: ``BackgroundFetcher/decode(_:)``), dropped
/// when the background changes.
extension ArtBackgroundLoader {
    /// Where the background's picture stands.
    ///
    /// Invariant: ``raster``, ``failure`` and ``decoding`` are of the document's current
    /// background (``backgroundDidChange(to:fetcher:)`` clears them first).
    struct Picture {
        /// The background, decoded and ready to draw; nil while blank, loading, decoding or failed.
        var raster: ImageRaster?
        /// Why embedded image data could not be decoded (a URL's or a file's failure is the
        /// document's or ``ArtBackgroundLoader/fileLoadFailure``).
        private(set) var failure: String?
        /// The decode of embedded image data under way, by request number.
        private(set) var decoding: Int?
        /// A picture that came with a file load, for the edit that embeds its bytes to adopt.
        var arriving: ImageRaster?

        var isDecoding: Bool { decoding != nil }

        /// The background is now `background`: the old picture goes, and image data it holds is
        /// decoded (or adopted, when it came with a file load already decoded).
        /// - Complexity: O(1) here; the decode runs on the fetcher's thread.
        mutating func backgroundDidChange(to background: EmojiArtModel.Background?, fetcher: BackgroundFetcher) {
            raster = nil
            failure = nil
            decoding = nil   // a decode still running for the old background is dropped when it arrives
            let arriving = self.arriving
            self.arriving = nil
            guard case .imageData(let data)? = background else { return }
            if let arriving {
                raster = arriving
            } else {
                decoding = fetcher.decode(data)
            }
        }

        /// Takes a finished decode of embedded data: the outcomes to report, or nil when the
        /// delivery is no decode. One for a background since replaced is dropped (no outcome).
        mutating func apply(_ delivery: BackgroundFetcher.Delivery) -> [ArtEditor.FetchOutcome]? {
            guard case .embedded = delivery.source else { return nil }
            guard decoding == delivery.request else { return [] }
            decoding = nil
            switch delivery.result {
            case .success:
                raster = delivery.picture
                return []
            case .failure(let error):
                failure = error.message
                return [.failed(BackgroundFetcher.Source.embedded.description, reason: error.message)]
            }
        }
    }
}
