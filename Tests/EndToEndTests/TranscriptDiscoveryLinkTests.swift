import Foundation
import Testing

/// `memorize test DIR` finds each transcript under DIR once, where it really lies, whatever links
/// DIR holds: symbolic links found in the walk are not followed (as `find` does not), so links to
/// `.` or `..` cannot make it loop or list a file again, and a link to a file or a directory
/// elsewhere does not bring in what lies there. A link named on the command line is followed.
@Suite("Discovery lists each transcript once and ends")
struct TranscriptDiscoveryLinkTests {
    static let transcript = "# a story\n> score\n...\n"

    /// `DIR/t.transcript` and an `outside/` beside DIR holding `o.transcript`.
    func scene() throws -> (root: URL, dir: URL, outside: URL) {
        let root = scratchPath("discovery-links")
        let dir = root.appendingPathComponent("dir"), outside = root.appendingPathComponent("outside")
        for directory in [dir, outside] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        try Data(Self.transcript.utf8).write(to: dir.appendingPathComponent("t.transcript"))
        try Data(Self.transcript.utf8).write(to: outside.appendingPathComponent("o.transcript"))
        return (root, dir, outside)
    }

    func link(_ name: String, in directory: URL, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(name).path, withDestinationPath: target)
    }

    /// Two links that lead back up made the walk branch without end (30 s and 270 MB, killed).
    @Test(arguments: [[".", ".."], ["."], [".."], ["..", "../.."]])
    func linksBackUpListTheTranscriptOnce(targets: [String]) throws {
        let (root, dir, _) = try scene()
        defer { try? FileManager.default.removeItem(at: root) }
        for (index, target) in targets.enumerated() { try link("loop\(index)", in: dir, to: target) }
        let listed = try MemorizeProcess.run(["test", "--list", dir.path], killedAfter: 30)
        #expect(listed.status == 0, "\(listed.stdout)\(listed.stderr)")
        #expect(listed.stdoutLines.count == 1, "\(listed.stdoutLines)")
        #expect(listed.stdoutLines.first?.hasSuffix("dir/t.transcript") == true, "\(listed.stdoutLines)")
        let run = try MemorizeProcess.run(["test", dir.path], killedAfter: 30)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    /// A link to a transcript or a directory elsewhere brings in nothing from there.
    @Test(arguments: ["file", "directory"])
    func linksOutOfTheDirectoryAreNotFollowed(kind: String) throws {
        let (root, dir, outside) = try scene()
        defer { try? FileManager.default.removeItem(at: root) }
        if kind == "file" {
            try link("o.transcript", in: dir, to: outside.appendingPathComponent("o.transcript").path)
        } else {
            try link("elsewhere", in: dir, to: outside.path)
        }
        let listed = try MemorizeProcess.run(["test", "--list", dir.path], killedAfter: 30)
        #expect(listed.status == 0, "\(listed.stdout)\(listed.stderr)")
        #expect(listed.stdoutLines.count == 1 && listed.stdoutLines.first?.hasSuffix("dir/t.transcript") == true, "\(listed.stdoutLines)")
    }

    /// A file reached by two names (a second hard link, the same path named twice) runs once.
    @Test func eachRealFileIsListedOnce() throws {
        let (root, dir, _) = try scene()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.linkItem(at: dir.appendingPathComponent("t.transcript"), to: dir.appendingPathComponent("u.transcript"))
        let file = dir.appendingPathComponent("t.transcript").path
        let listed = try MemorizeProcess.run(["test", "--list", dir.path, file], killedAfter: 30)
        #expect(listed.status == 0, "\(listed.stdout)\(listed.stderr)")
        #expect(listed.stdoutLines.count == 1, "\(listed.stdoutLines)")
    }

    /// Named on the command line, a link is followed: that is asking for it.
    @Test func aLinkNamedOnTheCommandLineIsFollowed() throws {
        let (root, dir, outside) = try scene()
        defer { try? FileManager.default.removeItem(at: root) }
        try link("elsewhere", in: dir, to: outside.path)
        let listed = try MemorizeProcess.run(["test", "--list", dir.appendingPathComponent("elsewhere").path], killedAfter: 30)
        #expect(listed.status == 0, "\(listed.stdout)\(listed.stderr)")
        #expect(listed.stdoutLines.count == 1 && listed.stdoutLines.first?.hasSuffix("o.transcript") == true, "\(listed.stdoutLines)")
    }
}
