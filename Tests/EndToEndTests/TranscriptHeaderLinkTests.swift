import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// "Transcripts stay in their box", tried through the paths a transcript's header names: a
/// `@ files:` or `@ themes:` that is a symbolic link to a directory elsewhere, that passes through
/// one, or that climbs out with `..`, fails the transcript before it runs, with one error; nothing
/// outside is read, copied or shown. A link that stays inside the transcript's directory works.
@Suite("A transcript's header names only what lies in its directory")
struct TranscriptHeaderLinkTests {
    /// `suite/` holds the transcript; `outside/` holds a document and a theme it must never reach.
    struct Scene {
        let root = scratchPath("header-links").path
        var suite: String { root + "/suite" }
        var outside: String { root + "/outside" }

        init() throws {
            for directory in [suite, outside] {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            try Data("{\"background\":{},\"emojis\":[]}".utf8).write(to: URL(fileURLWithPath: outside + "/secret.emojiart"))
            try Data(#"{"name":"Outside","emojis":"🐶🐱🐭🐹","pairs":2,"color":"red"}"#.utf8)
                .write(to: URL(fileURLWithPath: outside + "/outside.json"))
        }

        func link(_ name: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: suite + "/" + name, withDestinationPath: target)
        }

        func run(_ transcript: String, name: String = "t.transcript") throws -> MemorizeProcess.Result {
            let file = suite + "/" + name
            try Data(transcript.utf8).write(to: URL(fileURLWithPath: file))
            return try MemorizeProcess.run(["test", file], killedAfter: 60)
        }

        var outsideFiles: [String] { (try? FileManager.default.contentsOfDirectory(atPath: outside).sorted()) ?? [] }
        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    /// The transcript would pass if it ran on the outside directory: it must not run at all.
    static let opensTheSecret = "> art open secret.emojiart; art add 🐶 at 0,0; art save secret.emojiart\n...\n"

    @Test(arguments: ["absolute", "relative"])
    func filesThatIsALinkOutIsRefused(style: String) throws {
        let scene = try Scene()
        defer { scene.remove() }
        try scene.link("linkdir", to: style == "absolute" ? scene.outside : "../outside")
        let result = try scene.run("@ files: linkdir\n" + Self.opensTheSecret)
        let shown = result.stdout + result.stderr
        #expect(result.status != 0, "\(shown)")
        #expect(shown.contains("files names 'linkdir', which leads out of the transcript's directory"), "\(shown)")
        #expect(!shown.contains("Opened"), "\(shown)")
        #expect(scene.outsideFiles == ["outside.json", "secret.emojiart"])
    }

    /// A link part-way along the path leads out as surely as one at its end.
    @Test func filesThroughALinkOutIsRefused() throws {
        let scene = try Scene()
        defer { scene.remove() }
        try FileManager.default.createDirectory(atPath: scene.outside + "/sub", withIntermediateDirectories: true)
        try Data("{\"background\":{},\"emojis\":[]}".utf8).write(to: URL(fileURLWithPath: scene.outside + "/sub/secret.emojiart"))
        try scene.link("linkdir", to: scene.outside)
        let result = try scene.run("@ files: linkdir/sub\n" + Self.opensTheSecret)
        #expect(result.status != 0, "\(result.stdout)\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("leads out of the transcript's directory"), "\(result.stdout)\(result.stderr)")
    }

    /// A theme directory elsewhere (through a link, or `..`), or a theme file in the transcript's
    /// own that is a link to one elsewhere.
    @Test(arguments: ["link", "dotdot", "dotdot-inside", "file-link"])
    func themesOutsideAreRefused(style: String) throws {
        let scene = try Scene()
        defer { scene.remove() }
        let themes: String
        switch style {
        case "link":
            try scene.link("themes", to: scene.outside)
            themes = "themes"
        case "dotdot":
            themes = "../outside"
        case "dotdot-inside":
            try FileManager.default.createDirectory(atPath: scene.suite + "/mine", withIntermediateDirectories: true)
            themes = "mine/../../outside"
        default:
            try FileManager.default.createDirectory(atPath: scene.suite + "/mine", withIntermediateDirectories: true)
            try scene.link("mine/outside.json", to: scene.outside + "/outside.json")
            themes = "mine"
        }
        let result = try scene.run("@ themes: \(themes)\n> themes\n...\n")
        let shown = result.stdout + result.stderr
        #expect(result.status == 2, "\(shown)")
        #expect(!shown.contains("Outside"), "\(shown)")
        #expect(shown.contains("themes") && shown.contains("transcript's directory"), "\(shown)")
    }

    /// Links that stay inside the transcript's directory are followed, for both settings (`@ exit:
    /// 0`: the theme and the document are there).
    @Test func linksInsideTheDirectoryWork() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let fixtures = scene.suite + "/fixtures", themes = scene.suite + "/theme-files"
        for directory in [fixtures, themes] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        try Data("{\"background\":{},\"emojis\":[]}".utf8).write(to: URL(fileURLWithPath: fixtures + "/secret.emojiart"))
        try Data(#"{"name":"Inside","emojis":"🐶🐱🐭🐹","pairs":2,"color":"red"}"#.utf8)
            .write(to: URL(fileURLWithPath: themes + "/inside.json"))
        try scene.link("files-alias", to: "fixtures")
        try scene.link("themes-alias", to: themes)   // absolute, and inside
        let result = try scene.run("@ files: files-alias\n@ themes: themes-alias\n@ exit: 0\n> new Inside\n...\n" + Self.opensTheSecret)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// A themes setting that names no directory (missing, a file, a FIFO) is one error at its line:
    /// it left its themes out silently, and the transcript failed later at a `new` naming one.
    @Test(arguments: ["missing", "file", "fifo"])
    func themesThatAreNoDirectoryAreRefused(kind: String) throws {
        let scene = try Scene()
        defer { scene.remove() }
        let path = scene.suite + "/mine"
        switch kind {
        case "file": try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        case "fifo": #expect(mkfifo(path, 0o600) == 0)
        default: break
        }
        let result = try scene.run("@ themes: mine\n> themes\n...\n")
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        let reason = kind == "missing" ? "no such directory" : "not a directory"
        #expect(result.stderr.contains("t.transcript:1: themes names 'mine': \(reason)"), "\(result.stderr)")
    }

    /// A Markdown block's settings are judged from the Markdown file's directory, the same way.
    @Test func aMarkdownBlockIsJudgedTheSameWay() throws {
        let scene = try Scene()
        defer { scene.remove() }
        try scene.link("linkdir", to: scene.outside)
        let result = try scene.run("# Guide\n\n```transcript\n@ files: linkdir\n" + Self.opensTheSecret + "```\n", name: "guide.md")
        #expect(result.status != 0, "\(result.stdout)\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("leads out of the transcript's directory"), "\(result.stdout)\(result.stderr)")
    }

    /// `record --theme-dir` writes `@ themes:` relative to the transcript: themes outside its
    /// directory would make a transcript that cannot replay, so it is refused before recording.
    @Test func recordRefusesThemesOutsideTheTranscriptsDirectory() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let file = scene.suite + "/r.transcript"
        let refused = try MemorizeProcess.run(["record", file, "--theme-dir", scene.outside], stdin: Data("themes\n".utf8))
        #expect(refused.status == 1, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stderr.contains("leads out of the transcript's directory"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
        try FileManager.default.createDirectory(atPath: scene.suite + "/themes", withIntermediateDirectories: true)
        let recorded = try MemorizeProcess.run(["record", file, "--theme-dir", scene.suite + "/themes"], stdin: Data("themes\n".utf8))
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        #expect(try MemorizeProcess.run(["test", file]).status == 0)
    }
}
