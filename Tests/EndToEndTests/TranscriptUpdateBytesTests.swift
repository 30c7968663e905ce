import Foundation
import Testing

@Suite("memorize test --update keeps the bytes it does not update")
struct TranscriptUpdateBytesTests {
    /// A guide may hold bytes that are not UTF-8 (a Latin-1 name pasted into its prose): the
    /// update rewrites the failing block and leaves every other byte as it was.
    @Test func anInvalidByteOutsideTheBlockSurvivesTheUpdate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let guide = directory.appendingPathComponent("guide.md")
        let before = Data("# Caf".utf8) + Data([0xE9]) + Data(" and na".utf8) + Data([0xEF, 0xBB]) + Data("ve\r\n\n```transcript\n".utf8)
        let after = Data("```\n\nTrailing ".utf8) + Data([0xFF, 0xC3]) + Data("\n".utf8)
        try (before + Data("> score\n| score: 7\n".utf8) + after).write(to: guide)

        let updated = try MemorizeProcess.run(["test", "--update", guide.path])
        #expect(updated.status == 0, Comment(rawValue: updated.stdout + updated.stderr))
        let bytes = try Data(contentsOf: guide)
        #expect(bytes.starts(with: before))
        #expect(bytes.suffix(after.count) == after)
        #expect(String(decoding: bytes.dropFirst(before.count).dropLast(after.count), as: UTF8.self).hasPrefix("> score\n! error: no game yet"))
        #expect(try MemorizeProcess.run(["test", guide.path]).status == 0)
    }

    /// `--update` keeps a file's line endings: a CRLF Markdown block, `.transcript` or `.md` stays
    /// CRLF in the lines it rewrites, and a lone CRLF line in an LF block keeps its CR. (It used to
    /// write every line of a block it rewrote with LF.)
    @Test(arguments: [
        ("guide.md", "# Guide\r\n\r\n```transcript\r\n# story\r\n> score\r\n| score: 7\r\n```\r\nend\r\n",
         "# Guide\r\n\r\n```transcript\r\n# story\r\n> score\r\n! error: no game yet; start one with 'new'\r\n```\r\nend\r\n"),
        ("one.md", "# Guide\n\n```transcript\n# story\r\n> score\n| score: 7\n```\nend\n",
         "# Guide\n\n```transcript\n# story\r\n> score\n! error: no game yet; start one with 'new'\n```\nend\n"),
        ("t.transcript", "# story\r\n> score\r\n| score: 7\r\n",
         "# story\r\n> score\r\n! error: no game yet; start one with 'new'\r\n"),
        ("u.transcript", "# story\n> score\r\n| score: 7\n",
         "# story\n> score\r\n! error: no game yet; start one with 'new'\n"),
    ])
    func lineEndingsAreKept(name: String, before: String, after: String) throws {
        let directory = scratchPath("update-crlf")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(name)
        try Data(before.utf8).write(to: file)
        let updated = try MemorizeProcess.run(["test", "--update", file.path])
        #expect(updated.status == 0, Comment(rawValue: updated.stdout + updated.stderr))
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self).debugDescription == after.debugDescription)
        #expect(try MemorizeProcess.run(["test", file.path]).status == 0)
    }
}
