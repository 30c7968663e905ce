#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import EmojiArt
import Platform
import Storage

/// A document open in two places (two sessions autosaving one `.emojiart`) never silently
/// overwrites the other's work: before writing its own file, the editor looks whether the file
/// changed on disk since it was read or written here. If it did, the two versions are merged
/// when their changes are independent (``EmojiArtModel/merge(base:ours:theirs:)``); otherwise
/// ours is saved beside it, and the editor goes on with that file. All under the file's lock.
extension ArtEditor {
    /// What was on disk when this editor last read or wrote its file.
    struct DiskState {
        let stamp: FileSystem.Info?
        let model: EmojiArtModel
    }

    /// Writes the document to `path` as `.emojiart`, minding what others wrote there since.
    /// Returns the file written (``path`` again, or the file beside it that kept ours).
    func writeDocument(to target: String) throws(IntentError) -> String {
        guard var document else { return target }
        // No lock when the directory is not there: the write below then says what is wrong.
        let lock = try? workspace.lock(target)
        defer { lock?.release() }
        var destination = target
        if target == path, let disk, let now = workspace.info(target), !Self.same(disk.stamp, now) {
            let theirs = try? EmojiArtModel(json: workspace.read(target, limit: EmojiArtModel.Limits.fileBytes))
            if let theirs, let merged = EmojiArtModel.merge(base: disk.model, ours: document.emojiArt, theirs: theirs) {
                document.adopt(merged, action: "merge with \(target)")
                update(document)
                notes.append("\(target) had changed on disk since it was read; merged its changes with yours")
            } else {
                destination = besideName(for: target)
                notes.append("\(target) had changed on disk since it was read, in the same places as yours; yours is saved as \(destination), which the document now autosaves to")
            }
        }
        let model = document.emojiArt
        try write(model.json(), to: destination)
        disk = DiskState(stamp: workspace.info(destination), model: model)
        return destination
    }

    /// Remembers the file as it was just read.
    func didRead(_ model: EmojiArtModel, at path: String) {
        disk = DiskState(stamp: workspace.info(path), model: model)
    }

    /// The same file, unchanged: same inode (each atomic write makes a new one), size and time.
    static func same(_ before: FileSystem.Info?, _ now: FileSystem.Info) -> Bool {
        guard let before else { return false }
        return before.inode == now.inode && before.device == now.device && before.size == now.size && before.modified == now.modified
    }

    /// `picture (mine).emojiart`, then `picture (mine 2).emojiart`, … : a name not taken yet.
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

    /// Notes for the player since the last call (merges, files kept beside), in order.
    public func takeNotes() -> [String] {
        defer { notes = [] }
        return notes
    }
}
