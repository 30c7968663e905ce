import Foundation
import Platform
import Storage
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("Workspace: every file through one door")
struct WorkspaceTests {
    private func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("workspace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func pathsResolveAgainstItsDirectoryAndHome() throws {
        let workspace = Workspace(directory: "/scratch", home: "/home/ada")
        #expect(try workspace.resolve("a.svg") == "/scratch/a.svg")
        #expect(try workspace.resolve("sub/a.svg") == "/scratch/sub/a.svg")
        #expect(try workspace.resolve("/tmp/a.svg") == "/tmp/a.svg")
        #expect(try workspace.resolve("~/a.svg") == "/home/ada/a.svg")
        #expect(try workspace.resolve("~") == "/home/ada")
        #expect(try workspace.resolve("~ada/a.svg") == "/scratch/~ada/a.svg")
        #expect(try Workspace(directory: nil, home: nil).resolve("~/a") == "~/a")
        #expect(try Workspace(directory: nil, home: "/h").resolve("a") == "a")
    }

    @Test func readsRegularFilesWithinTheLimitAndNamesTheFileAsTyped() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let workspace = Workspace(directory: directory.path, home: nil)
        try workspace.write("12345", to: "five.txt")
        #expect(try workspace.read("five.txt", limit: 5) == Data("12345".utf8))
        for (path, limit, message) in [("five.txt", 4, "'five.txt': it is larger than 4 bytes"),
                                       ("nowhere.txt", 10, "'nowhere.txt': no such file"),
                                       (".", 10, "'.': it is a directory")] {
            let error = try #require(throws: Workspace.Failure.self) { try workspace.read(path, limit: limit) }
            #expect(error.message == message)
            #expect(message.hasSuffix(": " + error.reason))
        }
    }

    @Test func aFailedWriteNamesTheFileAsTypedAndLeavesNothingBehind() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let workspace = Workspace(directory: directory.path, home: nil)
        let error = try #require(throws: Workspace.Failure.self) { try workspace.write("x", to: "missing/dir/a.txt") }
        #expect(error.message.hasPrefix("cannot write 'missing/dir/a.txt'"), "\(error.message)")
        #expect(!error.message.contains(directory.path))
        try workspace.write("old", to: "a.txt")
        try workspace.write("new", to: "a.txt")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.txt"])
        #expect(try workspace.read("a.txt", limit: 10) == Data("new".utf8))
    }

    @Test func aConfinedWorkspaceKeepsEveryPathInItsDirectory() throws {
        let workspace = Workspace(directory: "/scratch", home: "/home/ada", confined: true)
        #expect(try workspace.resolve("a/../b.svg") == "/scratch/a/../b.svg")
        // "../\u{301}etc": a combining mark after '/' makes "/\u{301}" one Character, which a
        // split by Characters would not see as a separator; the kernel does (found by fuzzing).
        for outside in ["/etc/passwd", "~/a.svg", "~", "../a.svg", "a/../../b", "./..", "../\u{301}etc", "/\u{301}etc"] {
            #expect(throws: Workspace.Failure.self, "\(outside)") { try workspace.resolve(outside) }
        }
        #expect(!workspace.exists("/etc/passwd"))
        // A name that only looks like '..' (a combining mark on it) is a name: it stays inside.
        #expect(try workspace.resolve("a/..\u{301}/../..") == "/scratch/a/..\u{301}/../..")
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let workspace = Workspace(directory: directory.path, home: nil)
        let error = try #require(throws: Workspace.Failure.self, "a FIFO was read") { try workspace.read("pipe", limit: 10) }
        #expect(error.message == "'pipe': not a regular file (a FIFO or a device is never opened)")
    }

    @Test func writesGoThroughSymbolicLinksAndKeepTheFilesMode() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let workspace = Workspace(directory: directory.path, home: nil)
        try workspace.write("first", to: "real.txt")
        let real = directory.appendingPathComponent("real.txt").path
        #expect(chmod(real, 0o640) == 0)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.txt").path, withDestinationPath: "real.txt")
        try workspace.write("second", to: "link.txt")
        #expect(FileSystem.info(directory.appendingPathComponent("link.txt").path, followingLinks: false)?.kind == .symbolicLink)
        #expect(try workspace.read("real.txt", limit: 100) == Data("second".utf8))
        #expect(FileSystem.info(real)?.mode == 0o640)
    }

    /// Changing a file's owner needs root (CI containers run tests as root); elsewhere the
    /// mode test above stands alone.
    @Test(.enabled(if: getuid() == 0)) func writesKeepTheFilesOwnerAndGroup() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let workspace = Workspace(directory: directory.path, home: nil)
        try workspace.write("first", to: "theirs.txt")
        let path = directory.appendingPathComponent("theirs.txt").path
        #expect(chown(path, 4242, 4343) == 0)
        try workspace.write("second", to: "theirs.txt")
        let info = try #require(FileSystem.info(path))
        #expect(info.owner == 4242 && info.group == 4343)
        #expect(try workspace.read("theirs.txt", limit: 100) == Data("second".utf8))
    }

    @Test func aNameOf255BytesCanBeSaved() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let workspace = Workspace(directory: directory.path, home: nil)
        let name = String(repeating: "é", count: 120) + ".emojiart"   // 249 bytes
        #expect(name.utf8.count <= 255)
        try workspace.write("{}", to: name)
        #expect(try workspace.read(name, limit: 10) == Data("{}".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [name])
    }

    @Test func aTemporaryLeftByAKilledSaveIsRemovedByTheNext() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let workspace = Workspace(directory: directory.path, home: nil)
        // A process that no longer runs (pid 2^22 + 1 is above Linux's default pid_max of 2^22),
        // and one that does (this one): only the first one's temporary is stale.
        let stale = ".art.emojiart.memorize-4194305-1a2b.tmp"
        let live = ".art.emojiart.memorize-\(getpid())-3c4d.tmp"
        for name in [stale, live] {
            _ = FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: Data(count: 1000))
        }
        try workspace.write("{}", to: "art.emojiart")
        let left = try Set(FileManager.default.contentsOfDirectory(atPath: directory.path))
        #expect(left == [live, "art.emojiart"])
    }

    @Test func aLockIsHeldUntilReleased() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let workspace = Workspace(directory: directory.path, home: nil)
        let lock = try workspace.lock("palettes.json")
        let fd = open(directory.appendingPathComponent(".palettes.json.lock").path, O_RDWR)
        defer { close(fd) }
        #expect(fd >= 0)
        #expect(try FileLock.tryLock(fd, .exclusive).get() == false)
        lock.release()
        #expect(try FileLock.tryLock(fd, .exclusive).get() == true)
    }
}
