import Foundation
import Testing

/// scripts/stamp-commit, which the StampCommit plugin runs on every build for `memorize --version`:
/// on a temporary repository (a second build of the package would take minutes), the commit it
/// stamps, and `-dirty` for a change to any tracked file, not only Swift source.
@Suite("memorize --version's commit stamp")
struct StampCommitTests {
    static let script = InstallScriptTests.root.appendingPathComponent("scripts/stamp-commit").path

    /// A repository of a README, a theme and a Swift file, committed, in a fresh directory.
    struct Repository {
        let directory: URL
        var root: URL { directory.appendingPathComponent("package") }
        var stamp: URL { directory.appendingPathComponent("out/BuildStamp.swift") }

        init() throws {
            directory = try InstallScriptTests.temporaryDirectory()
            try FileManager.default.createDirectory(at: root.appendingPathComponent("themes"), withIntermediateDirectories: true)
            try write("README.md", "# memorize\n")
            try write("themes/animals.json", #"{"name": "Animals", "emojis": "🐶🐱"}"# + "\n")
            try write("main.swift", "print(1)\n")
            try git("init", "-q")
            try git("add", ".")
            try git("commit", "-q", "-m", "first")
        }

        func write(_ path: String, _ text: String) throws {
            try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }

        /// `git ARGUMENTS…` in the repository, with no user or system configuration.
        @discardableResult
        func git(_ arguments: String...) throws -> String {
            let result = try InstallScriptTests.run(
                "/usr/bin/git", ["-C", root.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments,
                environment: ["HOME": directory.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin"])
            try #require(result.status == 0, "git \(arguments): \(result.stderr)")
            return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// The commit scripts/stamp-commit writes for `root` (the repository's by default).
        func stamped(root: URL? = nil) throws -> String {
            let result = try InstallScriptTests.run(
                "/bin/sh", [StampCommitTests.script, (root ?? self.root).path, stamp.path],
                environment: ["HOME": directory.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin"])
            try #require(result.status == 0, "\(result.stderr)")
            let text = try String(contentsOf: stamp, encoding: .utf8)
            let commit = text.components(separatedBy: "static let commit = \"").last?.components(separatedBy: "\"").first
            return try #require(commit, "\(text)")
        }
    }

    @Test func aCleanCheckoutIsItsCommit() throws {
        let repository = try Repository()
        defer { try? FileManager.default.removeItem(at: repository.directory) }
        let head = try repository.git("rev-parse", "--short=7", "HEAD")
        #expect(try repository.stamped() == head)
        // Nothing changed: the file is left as it was, so nothing is recompiled for it.
        let before = try FileManager.default.attributesOfItem(atPath: repository.stamp.path)[.systemFileNumber] as? Int
        #expect(try repository.stamped() == head)
        let after = try FileManager.default.attributesOfItem(atPath: repository.stamp.path)[.systemFileNumber] as? Int
        #expect(before != nil && before == after)
    }

    @Test("a change to any tracked file is -dirty", arguments: ["README.md", "themes/animals.json", "main.swift"])
    func anyTrackedFileMakesItDirty(_ path: String) throws {
        let repository = try Repository()
        defer { try? FileManager.default.removeItem(at: repository.directory) }
        let head = try repository.git("rev-parse", "--short=7", "HEAD")
        try repository.write(path, "changed\n")
        #expect(try repository.stamped() == head + "-dirty")
        // Staged, it still differs from HEAD.
        try repository.git("add", path)
        #expect(try repository.stamped() == head + "-dirty")
        // Put back as committed, it is clean again.
        try repository.git("checkout", "-q", "HEAD", "--", path)
        #expect(try repository.stamped() == head)
        // Committed, it is the new commit, clean.
        try repository.write(path, "changed\n")
        try repository.git("commit", "-q", "-am", "second")
        let second = try repository.git("rev-parse", "--short=7", "HEAD")
        #expect(second != head)
        #expect(try repository.stamped() == second)
    }

    @Test func anUntrackedFileIsNotAChange() throws {
        let repository = try Repository()
        defer { try? FileManager.default.removeItem(at: repository.directory) }
        try repository.write("notes.txt", "mine\n")
        #expect(try repository.stamped() == repository.git("rev-parse", "--short=7", "HEAD"))
    }

    @Test func outsideACheckoutOfItsOwnItIsUnknown() throws {
        let repository = try Repository()
        defer { try? FileManager.default.removeItem(at: repository.directory) }
        // A package unpacked inside another repository is not that repository's commit.
        #expect(try repository.stamped(root: repository.root.appendingPathComponent("themes")) == "unknown")
        let plain = repository.directory.appendingPathComponent("plain")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        #expect(try repository.stamped(root: plain) == "unknown")
    }
}
