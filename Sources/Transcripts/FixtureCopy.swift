#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

/// Copies a transcript's fixture directory (`@ files: DIR`) into its scratch directory, so that
/// nothing in the copy leads out of it: regular files and directories are copied; a symbolic link
/// is copied as a link only if it is relative and stays inside the fixture directory; a link that
/// leaves it, and a FIFO, a device or a socket (which would hang the copy or the transcript), are
/// refused with the fixture's name, and the transcript does not run.
public enum FixtureCopy {
    public struct Refusal: Error, Sendable {
        public let message: String
        /// The line of the setting refused (`@ files:`, `@ themes:`), or 0.
        public var line = 0
    }

    /// - Complexity: O(*n*) in the bytes and entries of the fixture directory.
    static func copy(from fixtures: String, to scratch: String) throws(Refusal) {
        guard let root = FileSystem.resolvedPath(fixtures), FileSystem.info(root)?.kind == .directory else {
            throw Refusal(message: "files names '\(fixtures)', which is not a directory")
        }
        try copyDirectory(root, to: scratch, root: root, shown: "")
    }

    /// Puts `scratch`, a copy of `fixtures` a transcript has used, back as ``copy(from:to:)``
    /// would make it, touching only what the transcript changed: what it added is removed, and
    /// what it changed, removed or replaced (a file's bytes, an entry's kind, a link's target) is
    /// copied again. The rest stays as it is, so a run of many transcripts creates no file for
    /// a fixture no transcript changed.
    /// - Complexity: O(*n*) in the bytes and entries of both directories.
    static func restore(_ scratch: String, from fixtures: String) throws(Refusal) {
        guard let root = FileSystem.resolvedPath(fixtures), FileSystem.info(root)?.kind == .directory else {
            throw Refusal(message: "files names '\(fixtures)', which is not a directory")
        }
        guard FileSystem.info(scratch, followingLinks: false)?.kind == .directory else {
            throw Refusal(message: "the scratch directory to restore is gone")
        }
        try restoreDirectory(root, into: scratch, root: root, shown: "")
    }

    private static func copyDirectory(_ source: String, to destination: String, root: String, shown: String) throws(Refusal) {
        guard mkdir(destination) else { throw Refusal(message: "cannot make the scratch directory for fixture '\(shown)'") }
        for entry in try entries(of: source, shown: shown) {
            try copyEntry(entry, from: source, to: destination, root: root, shown: shown)
        }
    }

    private static func restoreDirectory(_ source: String, into destination: String, root: String, shown: String) throws(Refusal) {
        let wanted = try entries(of: source, shown: shown)
        let present = (try? FileManager.default.contentsOfDirectory(atPath: destination)) ?? []
        // Names as bytes: two spellings of `café` are one String but two files.
        let kept = Set(wanted.map { Array($0.utf8) })
        for entry in present where !kept.contains(Array(entry.utf8)) {
            try remove(destination + "/" + entry)
        }
        for entry in wanted {
            let from = source + "/" + entry, to = destination + "/" + entry
            let name = shown.isEmpty ? entry : shown + "/" + entry
            let original = FileSystem.info(from, followingLinks: false)
            let there = FileSystem.info(to, followingLinks: false)
            switch (original?.kind, there?.kind) {
            case (.directory?, .directory?):
                try restoreDirectory(from, into: to, root: root, shown: name)
                continue
            case (.regular?, .regular?) where original?.size == there?.size:
                if let original = FileManager.default.contents(atPath: from), FileManager.default.contents(atPath: to) == original { continue }
            case (.symbolicLink?, .symbolicLink?):
                if let text = FileSystem.linkTarget(from), let there = FileSystem.linkTarget(to), there.utf8.elementsEqual(text.utf8) { continue }
            default:
                break
            }
            if there != nil { try remove(to) }
            try copyEntry(entry, from: source, to: destination, root: root, shown: shown)
        }
    }

    private static func entries(of source: String, shown: String) throws(Refusal) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: source).sorted()
        } catch {
            throw Refusal(message: "cannot list fixture '\(shown.isEmpty ? "." : shown)'")
        }
    }

    /// Copies fixture `entry` of `source` into `destination`, where nothing of that name is.
    private static func copyEntry(_ entry: String, from source: String, to destination: String, root: String, shown: String) throws(Refusal) {
        let from = source + "/" + entry, to = destination + "/" + entry
        let name = shown.isEmpty ? entry : shown + "/" + entry
        switch FileSystem.info(from, followingLinks: false)?.kind {
        case .directory?:
            try copyDirectory(from, to: to, root: root, shown: name)
        case .regular?:
            guard let data = FileManager.default.contents(atPath: from),
                  FileIO.createExclusively(to, with: [UInt8](data)) else {
                throw Refusal(message: "cannot copy fixture '\(name)'")
            }
        case .symbolicLink?:
            guard let text = FileSystem.linkTarget(from), text.utf8.first != UInt8(ascii: "/"),
                  let target = FileSystem.resolvedPath(from), FileSystem.isWithin(target, root),
                  symlink(text, to) else {
                throw Refusal(message: "fixture '\(name)' is a symbolic link that leads out of the fixture directory; a transcript's files stay in its box")
            }
        case .fifo?, .other?, nil:
            throw Refusal(message: "fixture '\(name)' is not a regular file (a FIFO, a device or a socket would hang the run)")
        }
    }

    /// Removes what a transcript left at `path` (a file, a link, or a directory and all in it).
    private static func remove(_ path: String) throws(Refusal) {
        do { try FileManager.default.removeItem(atPath: path) } catch {
            throw Refusal(message: "cannot clear the scratch directory for the next transcript")
        }
    }

    private static func mkdir(_ path: String) -> Bool {
        (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)) != nil
    }

    private static func symlink(_ text: String, _ path: String) -> Bool {
        (try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: text)) != nil
    }
}
