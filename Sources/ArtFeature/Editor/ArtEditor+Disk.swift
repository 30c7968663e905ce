import EmojiArt
import REPL

/// The intents about the document's file (see ``ArtDiskFile`` for the merge with what is on disk).
extension ArtEditor {
    // MARK: - Intent(s)

    /// A new document that autosaves to `path` once it changes: `art edit NEW.emojiart` for a
    /// file that does not exist yet. The path is checked now (a `.emojiart` the workspace may
    /// write), so a bad name is an error before the screen opens, not at the first autosave.
    public func startNew(at path: String) throws(IntentError) {
        try file.checkNewFile(path)
        start(EmojiArtDocument(), at: path)
    }

    /// Writes the document to its file if it changed: after each line, so several changes on
    /// one line are one write. Returns the error, if writing failed (it is tried again next time).
    public func autosave() -> IntentError? {
        guard needsSave, let path, document != nil else { return nil }
        do {
            _ = try write(to: path)
            return nil
        } catch {
            return IntentError("cannot autosave: \(error.message)")
        }
    }

    /// Notes for the player since the last call (merges, files kept beside), in order.
    public func takeNotes() -> [String] { file.takeNotes() }
}
