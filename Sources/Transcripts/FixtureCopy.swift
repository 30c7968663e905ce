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
    }

    /// - Complexity: O(*n*) in the bytes and entries of the fixture directory.
    static func copy(from fixtures: String, to scratch: String) throws(Refusal) {
        guard let root = FileSystem.resolvedPath(fixtures), FileSystem.info(root)?.kind == .directory else {
            throw Refusal(message: "files names '\(fixtures)', which is not a directory")
        }
        try copyDirectory(root, to: scratch, root: root, shown: "")
    }

    private static func copyDirectory(_ source: String, to destination: String, root: String, shown: String) throws(Refusal) {
        guard mkdir(destination) else { throw Refusal(message: "cannot make the scratch directory for fixture '\(shown)'") }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: source).sorted()
        } catch {
            throw Refusal(message: "cannot list fixture '\(shown.isEmpty ? "." : shown)'")
        }
        for entry in entries {
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
    }

    private static func mkdir(_ path: String) -> Bool {
        (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)) != nil
    }

    private static func symlink(_ text: String, _ path: String) -> Bool {
        (try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: text)) != nil
    }
}
