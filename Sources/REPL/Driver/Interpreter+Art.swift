import EmojiArt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `art …` and `export board FILE`: intents on the Session, replies for the player.
extension Interpreter {
    /// Before a line: in the REPL (real time), background fetches that finished while the player
    /// typed are applied and announced. On the manual clock (batch, transcripts) they are applied
    /// only where a command waits for them, so output never depends on a disk's or network's speed.
    func artBeforeLine(into reply: inout Reply) {
        guard session.manualClock == nil else { return }
        announce(session.applyFinishedFetches(), into: &reply)
    }

    /// After a line: the open document autosaves, once for all the line's changes.
    func artAfterLine(into reply: inout Reply) {
        if let error = session.autosaveArt() { reply.error(error.message) }
    }

    func executeExportBoard(path: String, into reply: inout Reply) throws(CommandError) {
        let count = try session.exportBoard(to: path)
        reply.out("Exported the board (\(count) emoji, canvas \(session.canvas.width)x\(session.canvas.height)) to \(path)")
    }

    func executeArt(_ command: ArtCommand, into reply: inout Reply) throws(CommandError) {
        switch command {
        case .new:
            session.newArt()
            reply.out("New EmojiArt document, untitled ('art save FILE.emojiart' gives it a file)")
        case .open(let path):
            try session.openArt(path: path)
            let count = session.artDocument?.emojis.count ?? 0
            reply.out("Opened \(path): \(count == 1 ? "1 emoji" : "\(count) emoji")")
            settleInBatch(into: &reply)
            reply.out("background: \(backgroundDescription())")
        case .save(let path):
            settleInBatch(into: &reply)
            let saved = try session.saveArt(to: path)
            let count = session.artDocument?.emojis.count ?? 0
            reply.out("Saved \(count == 1 ? "1 emoji" : "\(count) emoji") to \(saved); changes now autosave there")
        case .show:
            _ = try session.openDocument()
            settleInBatch(into: &reply)
            reply.out(artPicture())
        case .add(let text, let x, let y, let size):
            let emoji = try session.addArtEmoji(text, at: (x, y), size: size)
            reply.out("Added \(emoji.text) as emoji \(emoji.id) at \(emoji.x),\(emoji.y), size \(emoji.size)")
        case .move(let target, let dx, let dy):
            try session.moveArt(target, by: (dx, dy))
            switch target {
            case .emoji(let id):
                let emoji = session.artDocument?.emojis.first { $0.id == id }
                reply.out("Moved emoji \(id) to \(emoji?.x ?? 0),\(emoji?.y ?? 0)")
            case .selection:
                reply.out("Moved \(selectionSummary()) by \(dx),\(dy)")
            }
        case .scale(let target, let factor):
            try session.scaleArt(target, by: factor)
            switch target {
            case .emoji(let id):
                let emoji = session.artDocument?.emojis.first { $0.id == id }
                reply.out("Scaled emoji \(id) to size \(emoji?.size ?? 0)")
            case .selection:
                reply.out("Scaled \(selectionSummary()) by \(factor)")
            }
        case .remove(let target):
            let count = try session.removeArt(target)
            switch target {
            case .emoji(let id): reply.out("Removed emoji \(id)")
            case .selection: reply.out("Removed \(count == 1 ? "1 emoji" : "\(count) emoji")")
            }
        case .select(let ids):
            try session.selectArt(ids)
            reply.out("Selected: \(selectedIDs())")
        case .deselect:
            try session.deselectArt()
            reply.out("Selected: none")
        case .background(let text):
            switch try session.setArtBackground(text) {
            case .fetching(let url): reply.out("Fetching background \(url.absoluteString)…")
            case .loading(let path): reply.out("Loading background \(path)…")
            case .cleared: reply.out("Background cleared")
            }
        case .clearBackground:
            try session.clearArtBackground()
            reply.out("Background cleared")
        case .undo:
            guard let action = try session.undoArt() else {
                reply.note("nothing to undo")
                return
            }
            reply.out("Undid \(action)")
        case .redo:
            guard let action = try session.redoArt() else {
                reply.note("nothing to redo")
                return
            }
            reply.out("Redid \(action)")
        case .export(let path):
            settleInBatch(into: &reply)
            let format = try session.exportArt(to: path)
            let count = session.artDocument?.emojis.count ?? 0
            reply.out("Exported \(count == 1 ? "1 emoji" : "\(count) emoji") to \(path) (\(format.rawValue))")
        case .wait:
            _ = try session.openDocument()
            announce(session.settleFetches(), into: &reply)
            reply.out("background: \(backgroundDescription())")
        }
    }

    // MARK: - Rendering

    private func settleInBatch(into reply: inout Reply) {
        guard session.manualClock != nil else { return }
        announce(session.settleFetches(), into: &reply)
    }

    private func announce(_ outcomes: [Session.FetchOutcome], into reply: inout Reply) {
        for outcome in outcomes {
            switch outcome {
            case .ready(let source): reply.note("background ready: \(source)")
            case .failed(let source, let reason): reply.note("background failed(\(source)): \(reason)")
            }
        }
    }

    /// The document on a grid the terminal's size, then the background and the document's state.
    func artPicture() -> [String] {
        guard let document = session.artDocument else { return [] }
        let text = ArtText.fitting(session.canvas, width: style.width, height: style.height, reservedRows: 3)
        let (lines, offCanvas) = text.render(document.emojiArt)
        var status = document.emojis.count == 1 ? "1 emoji" : "\(document.emojis.count) emoji"
        if offCanvas > 0 { status += " (\(offCanvas) off the canvas)" }
        status += " · selected: \(selectedIDs())"
        if let path = session.artPath {
            status += " · \(path)\(session.artNeedsSave ? " (unsaved)" : "")"
        } else {
            status += " · untitled"
        }
        return lines + ["background: \(backgroundDescription())", status]
    }

    /// `blank`, `fetching(URL)`, `failed(URL): why`, `ready(URL)`, `image data (PNG, N bytes)`,
    /// `loading(FILE)`.
    func backgroundDescription() -> String {
        guard let document = session.artDocument else { return "none" }
        if let load = session.art.fileLoad { return "loading(\(load.path))" }
        var current: String
        switch document.background {
        case .blank:
            current = "blank"
        case .imageData(let data):
            current = "image data (\(ImageFormat(sniffing: data).map { $0.rawValue.uppercased() } ?? "unknown"), \(data.count) bytes)"
        case .url(let url):
            switch document.backgroundImageFetchStatus {
            case .fetching: current = "fetching(\(url.absoluteString))"
            case .failed(_, let reason): current = "failed(\(url.absoluteString)): \(reason)"
            case .ready: current = "ready(\(url.absoluteString))"
            case .idle: current = url.absoluteString
            }
        }
        if let failure = session.art.fileLoadFailure {
            current = "failed(\(failure.path)): \(failure.reason); still \(current)"
        }
        return current
    }

    private func selectedIDs() -> String {
        let ids = (session.artDocument?.selection ?? []).sorted()
        return ids.isEmpty ? "none" : ids.map(String.init).joined(separator: ", ")
    }

    private func selectionSummary() -> String {
        let count = session.artDocument?.selection.count ?? 0
        return count == 1 ? "1 selected emoji" : "\(count) selected emoji"
    }
}
