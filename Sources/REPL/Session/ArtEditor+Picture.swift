import EmojiArt

/// The background as a picture to draw: decoded off the input thread when its bytes arrive (a
/// fetch, a file load: by the fetcher, with the bytes) or when the document comes to hold image
/// data some other way (`art open`, undo, a merge: ``BackgroundFetcher/decode(_:)``), dropped
/// when the background changes.
extension ArtEditor {
    /// Where the background's picture stands. Touched only on the editor's (input) thread.
    struct PictureState {
        var raster: ImageRaster?
        /// Why embedded image data could not be decoded (a URL's or a file's failure is the
        /// document's or ``fileLoadFailure``).
        var failure: String?
        /// The decode of embedded image data under way, by request number.
        var decoding: Int?
        /// A picture that came with a file load, for the edit that embeds its bytes to adopt.
        var arriving: ImageRaster?
    }

    /// The background, decoded and ready to draw (``ImageRaster/draw(into:area:origin:scale:colour:)``);
    /// nil while blank, loading, decoding or failed.
    public var backgroundPicture: ImageRaster? { picture.raster }

    /// The background picture's size in pixels, for zoom to fit.
    public var backgroundPixelSize: (width: Int, height: Int)? { picture.raster?.pixelSize }

    /// Why the document's embedded image data cannot be shown, until the background changes.
    public var backgroundPictureFailure: String? { picture.failure }

    /// Whether embedded image data is being decoded (``settleFetches(interrupted:)`` waits for it).
    public var isDecodingPicture: Bool { picture.decoding != nil }

    /// The background changed: the old picture goes, and image data the document now holds is
    /// decoded (or adopted, when it came with a file load already decoded).
    /// - Complexity: O(1) here; the decode runs on another thread.
    func backgroundDidChange() {
        picture.raster = nil
        picture.failure = nil
        picture.decoding = nil   // a decode still running for the old background is dropped when it arrives
        let arriving = picture.arriving
        picture.arriving = nil
        guard case .imageData(let data)? = document?.background else { return }
        if let arriving {
            picture.raster = arriving
        } else {
            picture.decoding = fetcher.decode(data)
        }
    }

    /// Takes a finished decode of embedded data; false when the delivery is not one (or is for a
    /// background since replaced, and dropped).
    func applyDecoded(_ delivery: BackgroundFetcher.Delivery, into outcomes: inout [FetchOutcome]) -> Bool {
        guard case .embedded = delivery.source else { return false }
        guard picture.decoding == delivery.request else { return true }
        picture.decoding = nil
        switch delivery.result {
        case .success: picture.raster = delivery.picture
        case .failure(let error):
            picture.failure = error.message
            outcomes.append(.failed(BackgroundFetcher.Source.embedded.description, reason: error.message))
        }
        return true
    }
}
