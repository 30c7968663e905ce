import EmojiArt
import REPL

/// The art editor's open document and its undo: CS193p's ``EmojiArtDocument`` (the model, the
/// selection, undo and redo, the background's fetch status) plus whether it changed since it
/// was last written. Knows nothing of files, loads or the screen.
///
/// Invariants: ``needsSave`` is false while there is no document, and becomes true only through
/// ``edit(_:)`` changing the model (a selection, a fetch's bytes or a merge never make the
/// document unsaved); an intent that throws leaves the document exactly as it was.
struct ArtDocument {
    /// The open document; nil until ``start(_:)``.
    private(set) var document: EmojiArtDocument?
    /// Changed since it was last written (``didSave()``).
    private(set) var needsSave = false

    /// What ``edit(_:)`` did besides its intent's result.
    struct Edit<Result> {
        let result: Result
        /// The background is another one now: its picture and loads must follow.
        let backgroundChanged: Bool
    }

    /// The open document, or the error every intent that needs one gives.
    func require() throws(IntentError) -> EmojiArtDocument {
        guard let document else {
            throw IntentError("no EmojiArt document; start one with 'art new' or 'art open FILE'")
        }
        return document
    }

    /// Opens `document` in place of any other, as saved (it came from a file, or is new).
    mutating func start(_ document: EmojiArtDocument) {
        self.document = document
        needsSave = false
    }

    /// Runs an intent on a copy of the document and keeps it only if it succeeds, so a failing
    /// intent changes nothing. A change to the model makes the document unsaved.
    /// - Complexity: O(*n*) in the emoji to compare before and after, plus the intent's.
    @discardableResult
    mutating func edit<T>(_ intent: (inout EmojiArtDocument) throws(EmojiArtError) -> T) throws(IntentError) -> Edit<T> {
        var document = try require()
        let before = document.emojiArt
        let result: T
        do {
            result = try intent(&document)
        } catch {
            throw IntentError(error.message)
        }
        if document.emojiArt != before { needsSave = true }
        self.document = document
        return Edit(result: result, backgroundChanged: document.emojiArt.background != before.background)
    }

    /// Toggles each id; all ids are checked before any is toggled.
    /// - Complexity: O(*k* · *n*) for *k* ids on *n* emoji.
    mutating func select(_ ids: [Int]) throws(IntentError) {
        var document = try require()
        do {
            for id in ids { try document.toggleSelection(of: id) }
        } catch {
            throw IntentError(error.message)
        }
        self.document = document
    }

    mutating func deselectAll() throws(IntentError) {
        var document = try require()
        document.deselectAll()
        self.document = document
    }

    /// Takes `document` as it is now after something other than an edit changed it (a fetch
    /// finished, a merge with the file on disk): it stays as saved or unsaved as it was.
    /// - Returns: whether the background is another one now.
    @discardableResult
    mutating func replace(with document: EmojiArtDocument) -> Bool {
        let backgroundChanged = document.background != self.document?.background
        self.document = document
        return backgroundChanged
    }

    /// The document was written to its file.
    mutating func didSave() { needsSave = false }
}
