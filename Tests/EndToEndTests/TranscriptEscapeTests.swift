import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// "Transcripts stay in their box", tried by a hostile transcript: links in its fixtures that
/// lead out, an absolute `@ themes:`, a FIFO among its fixtures. Nothing outside its scratch
/// directory is read or written, and nothing hangs.
@Suite("A hostile transcript stays in its box")
struct TranscriptEscapeTests {
    /// A suite directory with `fixtures/` beside the transcript, and an `outside` directory the
    /// transcript must never touch.
    struct Scene {
        let root: String
        var suite: String { root + "/suite" }
        var fixtures: String { suite + "/fixtures" }
        var outside: String { root + "/outside" }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("escape-\(UUID().uuidString.prefix(8))").path
            for directory in [root + "/suite/fixtures", root + "/outside"] {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            try Data("{\"background\":{},\"emojis\":[]}".utf8).write(to: URL(fileURLWithPath: outside + "/secret.emojiart"))
        }

        func run(_ transcript: String) throws -> MemorizeProcess.Result {
            let file = suite + "/t.transcript"
            try Data(transcript.utf8).write(to: URL(fileURLWithPath: file))
            return try MemorizeProcess.run(["test", file], killedAfter: 60)
        }

        var outsideFiles: [String] { (try? FileManager.default.contentsOfDirectory(atPath: outside).sorted()) ?? [] }
        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test(arguments: ["absolute", "relative"])
    func aFixtureLinkThatLeavesIsRefused(style: String) throws {
        let scene = try Scene()
        defer { scene.remove() }
        let destination = style == "absolute" ? scene.outside : "../../outside"
        try FileManager.default.createSymbolicLink(atPath: scene.fixtures + "/out", withDestinationPath: destination)
        let result = try scene.run("""
            @ files: fixtures
            > art open out/secret.emojiart
            ...
            > art new; art add 🐶 at 0,0; art save out/made.emojiart
            ...
            > palette new Leak 🐶🐱; art save out/secret.emojiart
            ...

            """)
        #expect(result.status != 0, "\(result.stdout)\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("leads out of the fixture directory"), "\(result.stdout)\(result.stderr)")
        #expect(scene.outsideFiles == ["secret.emojiart"])
        #expect(try String(contentsOfFile: scene.outside + "/secret.emojiart", encoding: .utf8) == "{\"background\":{},\"emojis\":[]}")
    }

    /// A link that stays inside the fixtures is copied as a link, and works.
    @Test func aFixtureLinkInsideWorks() throws {
        let scene = try Scene()
        defer { scene.remove() }
        try Data("{\"background\":{},\"emojis\":[]}".utf8).write(to: URL(fileURLWithPath: scene.fixtures + "/a.emojiart"))
        try FileManager.default.createSymbolicLink(atPath: scene.fixtures + "/b.emojiart", withDestinationPath: "a.emojiart")
        let result = try scene.run("@ files: fixtures\n> art open b.emojiart; art add 🐶 at 0,0; art save b.emojiart\n...\n")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test(arguments: [SpecialFile.fifo, .characterDevice, .socket])
    func aSpecialFileInTheFixturesIsRefusedAtOnce(kind: SpecialFile) throws {
        let scene = try Scene()
        defer { scene.remove() }
        try kind.make(at: scene.fixtures + "/pipe.emojiart", endlessDevice: true)
        let result = try scene.run("@ files: fixtures\n@ timeout: 30\n> art open pipe.emojiart\n...\n")
        #expect(result.status != 0 && result.status != 137, "\(result.stdout)\(result.stderr)")
        #expect(!(result.stdout + result.stderr).contains("timed out"), "\(result.stdout)\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("not a regular file"), "\(result.stdout)\(result.stderr)")
    }

    @Test(arguments: ["/", "~/"])
    func anAbsoluteThemesDirectoryIsRefused(prefix: String) throws {
        let scene = try Scene()
        defer { scene.remove() }
        let themes = prefix == "/" ? scene.outside : "~/themes"
        try Data(#"{"name":"Outside","emojis":"🐶🐱🐭🐹","pairs":2,"color":"red"}"#.utf8).write(to: URL(fileURLWithPath: scene.outside + "/outside.json"))
        let result = try scene.run("@ themes: \(themes)\n> themes\n...\n")
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(!(result.stdout + result.stderr).contains("Outside"), "\(result.stdout)\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("themes names a directory relative to the transcript"), "\(result.stdout)\(result.stderr)")
    }
}
