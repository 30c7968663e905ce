import Foundation
import Testing
@testable import Transcripts

/// A scratch directory a transcript used, restored for the next transcript (``FixtureCopy/restore``),
/// must be what a fresh copy of the fixtures is, whatever the transcript did to it.
@Suite("Fixture directories restored between transcripts")
struct FixtureRestoreTests {
    /// Every entry under `directory`, with its kind and its bytes or link target.
    private static func tree(_ directory: String) -> [String: String] {
        var tree: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let entry = enumerator?.nextObject() as? String {
            let path = directory + "/" + entry
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            switch attributes?[.type] as? FileAttributeType {
            case .typeDirectory?: tree[entry] = "directory"
            case .typeSymbolicLink?: tree[entry] = "link → " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
            case .typeRegular?: tree[entry] = "file: " + ((FileManager.default.contents(atPath: path)).map { String(decoding: $0, as: UTF8.self) } ?? "?")
            default: tree[entry] = "other"
            }
        }
        return tree
    }

    private static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("memorize-\(name)-\(UUID().uuidString)").path
    }

    @Test("whatever a transcript changed, added or removed, restoring gives what a fresh copy gives")
    func restoredIsFresh() throws {
        let fixtures = Self.temporary("fixtures")
        let used = Self.temporary("used"), fresh = Self.temporary("fresh"), outside = Self.temporary("outside")
        defer { for path in [fixtures, used, fresh, outside] { try? FileManager.default.removeItem(atPath: path) } }
        let manager = FileManager.default
        try manager.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("not the box's\n".utf8).write(to: URL(fileURLWithPath: outside + "/marker"))
        try manager.createDirectory(atPath: fixtures + "/nested/deeper", withIntermediateDirectories: true)
        for (name, text) in [("a.txt", "alpha\n"), ("b.txt", "bravo\n"), ("c.txt", "charlie\n"), ("nested/d.txt", "delta\n"),
                             ("nested/deeper/e.txt", "echo\n"), ("swap-file.txt", "file\n")] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: fixtures + "/" + name))
        }
        try manager.createDirectory(atPath: fixtures + "/swap-dir", withIntermediateDirectories: false)
        try manager.createSymbolicLink(atPath: fixtures + "/link", withDestinationPath: "a.txt")
        try FixtureCopy.copy(from: fixtures, to: used)
        try FixtureCopy.copy(from: fixtures, to: fresh)
        #expect(Self.tree(used) == Self.tree(fresh))

        // What a transcript might leave: changed bytes (of the same length too), removed files and
        // directories, new ones, kinds swapped, a link retargeted, a link out of the box, a FIFO.
        try Data("ALPHA\n".utf8).write(to: URL(fileURLWithPath: used + "/a.txt"))
        try Data("bravo, longer\n".utf8).write(to: URL(fileURLWithPath: used + "/b.txt"))
        try manager.removeItem(atPath: used + "/c.txt")
        try manager.removeItem(atPath: used + "/nested/deeper")
        try Data("new\n".utf8).write(to: URL(fileURLWithPath: used + "/nested/new.txt"))
        try manager.createDirectory(atPath: used + "/added/inside", withIntermediateDirectories: true)
        try manager.removeItem(atPath: used + "/swap-file.txt")
        try manager.createDirectory(atPath: used + "/swap-file.txt", withIntermediateDirectories: false)
        try manager.removeItem(atPath: used + "/swap-dir")
        try Data("now a file\n".utf8).write(to: URL(fileURLWithPath: used + "/swap-dir"))
        try manager.removeItem(atPath: used + "/link")
        try manager.createSymbolicLink(atPath: used + "/link", withDestinationPath: "b.txt")
        try manager.createSymbolicLink(atPath: used + "/out", withDestinationPath: outside)
        // A file added under another spelling of a fixture's name (é as e + U+0301): one String, two files.
        try Data("alpha\n".utf8).write(to: URL(fileURLWithPath: fixtures + "/caf\u{E9}.txt"))
        try Data("alpha\n".utf8).write(to: URL(fileURLWithPath: fresh + "/caf\u{E9}.txt"))
        try Data("alpha\n".utf8).write(to: URL(fileURLWithPath: used + "/caf\u{E9}.txt"))
        try Data("decomposed\n".utf8).write(to: URL(fileURLWithPath: used + "/cafe\u{301}.txt"))
        #expect(mkfifo(used + "/pipe", 0o600) == 0)
        #expect(Self.tree(used) != Self.tree(fresh))

        try FixtureCopy.restore(used, from: fixtures)
        #expect(Self.tree(used) == Self.tree(fresh))
        // The link out was removed, not followed: what it pointed at is still there.
        #expect(manager.contents(atPath: outside + "/marker") == Data("not the box's\n".utf8))
        #expect(try manager.contentsOfDirectory(atPath: used).filter { $0.hasPrefix("caf") }.map { Array($0.utf8) }
            == [Array("caf\u{E9}.txt".utf8)])
    }

    @Test("an unchanged file is kept, not written again")
    func unchangedFilesStay() throws {
        let fixtures = Self.temporary("fixtures"), used = Self.temporary("used")
        defer { for path in [fixtures, used] { try? FileManager.default.removeItem(atPath: path) } }
        try FileManager.default.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
        try Data("kept\n".utf8).write(to: URL(fileURLWithPath: fixtures + "/kept.txt"))
        try Data("changed\n".utf8).write(to: URL(fileURLWithPath: fixtures + "/changed.txt"))
        try FixtureCopy.copy(from: fixtures, to: used)
        func inode(_ name: String) throws -> Int {
            try #require(FileManager.default.attributesOfItem(atPath: used + "/" + name)[.systemFileNumber] as? Int)
        }
        let kept = try inode("kept.txt")
        try Data("CHANGED\n".utf8).write(to: URL(fileURLWithPath: used + "/changed.txt"))
        try FixtureCopy.restore(used, from: fixtures)
        #expect(try inode("kept.txt") == kept)
        #expect(FileManager.default.contents(atPath: used + "/changed.txt") == Data("changed\n".utf8))
    }

    @Test("a fixture directory that now holds a link out of it is refused on restore as on copy")
    func restoreRefusesALinkOut() throws {
        let fixtures = Self.temporary("fixtures"), used = Self.temporary("used")
        defer { for path in [fixtures, used] { try? FileManager.default.removeItem(atPath: path) } }
        try FileManager.default.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
        try FixtureCopy.copy(from: fixtures, to: used)
        try FileManager.default.createSymbolicLink(atPath: fixtures + "/escape", withDestinationPath: "/etc/passwd")
        #expect(throws: FixtureCopy.Refusal.self) { try FixtureCopy.restore(used, from: fixtures) }
        #expect(!FileManager.default.fileExists(atPath: used + "/escape"))
    }
}
