import EmojiArt

/// What the full-screen editor (`art edit`) needs of the art editor beyond the intents the
/// scriptable commands share with it.
extension ArtEditor {
    /// A new document that autosaves to `path` once it changes: `art edit NEW.emojiart` for a
    /// file that does not exist yet. The path is checked now (a `.emojiart` the workspace may
    /// write), so a bad name is an error before the screen opens, not at the first autosave.
    public func startNew(at path: String) throws(IntentError) {
        guard (try? ArtFormat(path: path)) == .emojiart else {
            throw IntentError("'\(path)' is not a .emojiart file; art edit opens and saves .emojiart")
        }
        do { _ = try workspace.resolve(path) } catch { throw IntentError(error.message) }
        new()
        self.path = path
    }
}
