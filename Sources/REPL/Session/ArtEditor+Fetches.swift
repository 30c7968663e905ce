import EmojiArt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ArtEditor {
    /// What a finished fetch did, for a note.
    public enum FetchOutcome: Equatable, Sendable {
        case ready(String)
        case failed(String, reason: String)
    }

    /// Applies the fetches that have finished, dropping those for a background that has changed
    /// since (the course's stale-fetch check). Never blocks.
    /// - Complexity: O(*d*) for *d* deliveries.
    public func applyFinishedFetches() -> [FetchOutcome] {
        var outcomes: [FetchOutcome] = []
        for delivery in fetcher.drain() {
            if applyDecoded(delivery, into: &outcomes) { continue }
            if let url = fetches.removeValue(forKey: delivery.request) {
                guard var document else { continue }
                let fresh = document.finishedFetching(url, result: delivery.result)
                update(document)
                guard fresh else { continue }
                switch delivery.result {
                case .success:
                    picture.raster = delivery.picture
                    outcomes.append(.ready(url.absoluteString))
                case .failure(let error): outcomes.append(.failed(url.absoluteString, reason: error.message))
                }
            } else if let load = fileLoad, load.request == delivery.request {
                fileLoad = nil
                switch delivery.result {
                case .success(let data):
                    // Decoded already, on the fetcher's thread: the edit that embeds it adopts it.
                    picture.arriving = delivery.picture
                    defer { picture.arriving = nil }
                    do {
                        try edit { document throws(EmojiArtError) in try document.setBackground(.imageData(data)) }
                        if picture.raster == nil { picture.raster = delivery.picture }   // the same bytes again
                        outcomes.append(.ready(load.path))
                    } catch {
                        fileLoadFailure = (load.path, error.message)
                        outcomes.append(.failed(load.path, reason: error.message))
                    }
                case .failure(let error):
                    fileLoadFailure = (load.path, error.message)
                    outcomes.append(.failed(load.path, reason: error.message))
                }
            }
        }
        return outcomes
    }

    /// Waits until every fetch has finished (or the fetcher's timeout has passed with nothing
    /// arriving), then applies them. For scripts and transcripts, so what they print never
    /// depends on how fast a disk or a network is. `interrupted` is asked every tenth of a second
    /// (Ctrl-C in the REPL): when it says so, the wait stops and the loads go on.
    /// - Returns: what finished, and whether the wait was interrupted.
    public func settleFetches(interrupted: () -> Bool = { false }) -> (outcomes: [FetchOutcome], interrupted: Bool) {
        var outcomes = applyFinishedFetches()
        var quiet = 0.0
        while isFetching {
            if interrupted() { return (outcomes, true) }
            if fetcher.waitForDelivery(seconds: 0.1) {
                quiet = 0
                outcomes += applyFinishedFetches()
            } else {
                quiet += 0.1
                guard quiet < fetcher.timeout + 5 else { break }
            }
        }
        return (outcomes, false)
    }

    /// Writes the document to its file if it changed: after each line, so several changes on
    /// one line are one write. Returns the error, if writing failed (it is tried again next time).
    public func autosave() -> IntentError? {
        guard needsSave, let path, document != nil else { return nil }
        do {
            self.path = try writeDocument(to: path)
            didSave()
            return nil
        } catch {
            return IntentError("cannot autosave: \(error.message)")
        }
    }
}
