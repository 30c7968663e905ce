
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import EmojiArt
import Platform
import Storage
import REPL

/// The file the art editor's document lives in: its path, what was on disk when the editor last
/// read or wrote it, and the notes the player should hear about it. Every byte goes through the
/// session's ``Workspace``.
///
/// A document open in two places (two sessions autosaving one `.emojiart`) never silently
/// overwrites the other's work: before writing its own file, the editor looks whether the file
/// changed on disk since it was read or written here. If it did, the two versions are merged
/// when their changes are independent (``EmojiArtModel/merge(base:ours:theirs:)``); otherwise
/// ours is saved beside it (`picture (mine).emojiart`), and the document goes on with that file.
/// All under the file's lock.
///
/// Invariant: what is remembered of the disk is always of ``path`` (it is forgotten whenever the
/// path changes to another file), so a merge only ever compares a file with its own past.
struct ArtDiskFile {
    let workspace: Workspace
    /// The file the document autosaves to, as the user named it; nil until saved.
    private(set) var path: String?
    /// What was on disk when this editor last read or wrote ``path``.
    private var disk: DiskState?
    /// What the player should hear about the file (a merge, a copy kept beside it).
    private var notes: [String] = []
    /// The course year's JSON the file is written in: the one it was opened in (so a student's
    /// app still opens it), or the one `art save --format` last chose; 2021 for a new document.
    private(set) var format = EmojiArtFormat.course2021
    /// The top-level keys of the file as read that no course year's model knows (a student app's
    /// own), written back on every save.
    private(set) var extras: [String: JSONValue] = [:]

    struct DiskState {
        let stamp: FileSystem.Info?
        let model: EmojiArtModel
    }

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    // MARK: - Choosing the file

    /// A document with no file yet, or one that will autosave to `path` (not read from it).
    mutating func start(at path: String?) {
        self.path = path
        disk = nil
        format = .course2021
        extras = [:]
    }

    /// Checks that `path` is a `.emojiart` file the workspace may write, for a new document to
    /// autosave to: a bad name is an error before anything is made, not at the first autosave.
    func checkNewFile(_ path: String) throws(IntentError) {
        guard (try? ArtFormat(path: path)) == .emojiart else {
            throw IntentError("'\(path)' is not a .emojiart file; art edit opens and saves .emojiart")
        }
        do { _ = try workspace.resolve(path) } catch { throw IntentError(error.message) }
    }

    /// Reads and decodes the `.emojiart` at `path`; remember it with ``didRead(_:at:)``.
    /// - Complexity: O(*n*) in the file's bytes.
    func read(_ path: String) throws(IntentError) -> EmojiArtModel {
        try readDocument(path).model
    }

    /// Reads and decodes the `.emojiart` at `path`, of any course year, and tells which.
    /// - Complexity: O(*n*) in the file's bytes.
    func readDocument(_ path: String) throws(IntentError) -> (model: EmojiArtModel, format: EmojiArtFormat, extras: [String: JSONValue]) {
        let data: Data
        do {
            data = try workspace.read(path, limit: EmojiArtModel.Limits.fileBytes)
        } catch {
            throw IntentError("cannot open \(error.message)")
        }
        do { return try EmojiArtModel.read(json: data) } catch { throw IntentError("cannot open '\(path)': \(error.message)") }
    }

    /// The document now lives in `path`, which held `model` in `format` (and `extras` beside it)
    /// when it was just read.
    mutating func didRead(_ model: EmojiArtModel, format: EmojiArtFormat = .course2021, extras: [String: JSONValue] = [:], at path: String) {
        self.path = path
        self.format = format
        self.extras = extras
        disk = DiskState(stamp: workspace.info(path), model: model)
    }

    // MARK: - Writing

    /// Writes `document` as `.emojiart` to `target`, minding what others wrote there since, and
    /// marks it saved. Returns the file written, which ``path`` then is: `target`, or the file
    /// beside it that kept ours when both changed the same places. A merge is
    /// adopted into `document` as one change `undo` can take back (and kept even if the write
    /// then fails: the merge is the document's newest state). On error the file is as it was.
    /// `format` (default: the file's ``format``) is the file's format from then on.
    /// - Complexity: O(*n*) in the document's emoji, plus the merge's when the file changed.
    mutating func save(_ document: inout ArtDocument, to target: String, format: EmojiArtFormat? = nil) throws(IntentError) -> String {
        var open = try document.require()
        let format = format ?? self.format
        // Checked before any merge or lock: a format that cannot hold the document changes nothing.
        do { _ = try open.emojiArt.json(format: format, extras: extras) } catch { throw IntentError(error.message) }
        if target != path { disk = nil }   // a new file: nothing of ours was there
        // No lock when the directory is not there: the write below then says what is wrong. Where
        // it is, a lock that cannot be taken (its file a link, say) is an error, never skipped.
        var lock: Workspace.Lock?
        if workspace.info(AtomicFile.split(target).directory)?.kind == .directory {
            do { lock = try workspace.lock(target) } catch { throw IntentError(error.message) }
        }
        defer { lock?.release() }
        var destination = target
        if let disk, let now = workspace.info(target), !Self.same(disk.stamp, now) {
            let theirs = try? EmojiArtModel(json: workspace.read(target, limit: EmojiArtModel.Limits.fileBytes))
            if let theirs, let merged = EmojiArtModel.merge(base: disk.model, ours: open.emojiArt, theirs: theirs) {
                open.adopt(merged, action: "merge with \(target)")
                document.replace(with: open)
                notes.append("\(target) had changed on disk since it was read; merged its changes with yours")
            } else {
                destination = besideName(for: target)
                notes.append("\(target) had changed on disk since it was read, in the same places as yours; yours is saved as \(destination), which the document now autosaves to")
            }
        }
        let model = open.emojiArt
        let data: Data
        do { data = try model.json(format: format, extras: extras) } catch { throw IntentError(error.message) }
        try write(data, to: destination)
        disk = DiskState(stamp: workspace.info(destination), model: model)
        path = destination
        self.format = format
        document.didSave()
        return destination
    }

    /// Writes `data` to `path` through the workspace (atomically), for exports.
    func write(_ data: Data, to path: String) throws(IntentError) {
        do { try workspace.write(data, to: path) } catch { throw IntentError(error.message) }
    }

    /// The same file, unchanged: same inode (each atomic write makes a new one), size and time.
    static func same(_ before: FileSystem.Info?, _ now: FileSystem.Info) -> Bool {
        guard let before else { return false }
        return before.inode == now.inode && before.device == now.device && before.size == now.size && before.modified == now.modified
    }

    /// `picture (mine).emojiart`, then `picture (mine 2).emojiart`, … : a name not taken yet.
    /// - Complexity: O(*k*) file lookups for the *k* names taken.
    private func besideName(for path: String) -> String {
        let (stem, ext) = path.hasSuffix(".emojiart") ? (String(path.dropLast(9)), ".emojiart") : (path, "")
        var candidate = "\(stem) (mine)\(ext)"
        var number = 2
        while workspace.exists(candidate) {
            candidate = "\(stem) (mine \(number))\(ext)"
            number += 1
        }
        return candidate
    }

    // MARK: - Notes

    /// Notes for the player since the last call (merges, files kept beside), in order.
    mutating func takeNotes() -> [String] {
        defer { notes = [] }
        return notes
    }
}
