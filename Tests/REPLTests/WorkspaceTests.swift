import Foundation
import Storage
import Testing

@Suite("Workspace: every file through one door")
struct WorkspaceTests {
    private func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("workspace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func pathsResolveAgainstItsDirectoryAndHome() {
        let workspace = Workspace(directory: "/scratch", home: "/home/ada")
        #expect(workspace.resolve("a.svg") == "/scratch/a.svg")
        #expect(workspace.resolve("sub/a.svg") == "/scratch/sub/a.svg")
        #expect(workspace.resolve("/tmp/a.svg") == "/tmp/a.svg")
        #expect(workspace.resolve("~/a.svg") == "/home/ada/a.svg")
        #expect(workspace.resolve("~") == "/home/ada")
        #expect(workspace.resolve("~ada/a.svg") == "/scratch/~ada/a.svg")
        #expect(Workspace(directory: nil, home: nil).resolve("~/a") == "~/a")
        #expect(Workspace(directory: nil, home: "/h").resolve("a") == "a")
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
            #expect(throws: Workspace.Failure.self) { try workspace.read(path, limit: limit) }
            do {
                _ = try workspace.read(path, limit: limit)
            } catch {
                #expect(error.message == message)
                #expect(message.hasSuffix(": " + error.reason))
            }
        }
    }

    @Test func aFailedWriteNamesTheFileAsTypedAndLeavesNothingBehind() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let workspace = Workspace(directory: directory.path, home: nil)
        #expect(throws: Workspace.Failure.self) { try workspace.write("x", to: "missing/dir/a.txt") }
        do {
            try workspace.write("x", to: "missing/dir/a.txt")
        } catch {
            #expect(error.message.hasPrefix("cannot write 'missing/dir/a.txt'"), "\(error.message)")
            #expect(!error.message.contains(directory.path))
        }
        try workspace.write("old", to: "a.txt")
        try workspace.write("new", to: "a.txt")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.txt"])
        #expect(try workspace.read("a.txt", limit: 10) == Data("new".utf8))
    }
}
