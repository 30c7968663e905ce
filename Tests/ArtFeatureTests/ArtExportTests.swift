import EmojiArt
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import REPL
@testable import ArtFeature
@testable import GameFeature
import Features
import TestSupport

/// One directory for this test process's art scratch directories, removed when the process
/// ends: helpers that hand out a session (not its directory) cannot remove theirs, and a run
/// left two dozen behind in the temporary directory each time.
let artScratchRoot: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-art-tests-\(getpid())")
    atexit { try? FileManager.default.removeItem(at: artScratchRoot) }
    return root
}()

/// A fresh interpreter whose relative paths start in a new temporary directory.
func makeArtInterpreter() throws -> (Interpreter, URL) {
    let directory = artScratchRoot.appendingPathComponent("memorize-art-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var launch = Launch(seed: 1, clock: .manual, style: Style(), themeDirectory: nil)
    launch.directory = directory
    return (launch.makeInterpreter(), directory)
}

/// The course's model, as its app decodes a document (synthesized Codable; its background
/// decoder ignores what it does not know).
private struct CourseDocument: Decodable {
    struct Emoji: Decodable { let text: String; let x: Int; let y: Int; let size: Int; let id: Int }
    struct Background: Decodable {
        let theURL: URL?
        let imageData: Data?
    }
    let background: Background
    let emojis: [Emoji]
    let uniqueEmojiId: Int
}

/// Collects the text of every `<text>` element, and whether the document parsed.
private final class SVGTexts: NSObject, XMLParserDelegate {
    var texts: [String] = []
    var images = 0
    private var current: String?
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "text" { current = "" }
        if name == "image" { images += 1 }
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }
    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let current { texts.append(current) }
        current = nil
    }

    static func parse(_ data: Data) -> (ok: Bool, texts: [String], images: Int) {
        let parser = XMLParser(data: data)
        let delegate = SVGTexts()
        parser.delegate = delegate
        let ok = parser.parse()
        return (ok, delegate.texts, delegate.images)
    }
}

@Suite("Board export and art files")
struct ArtExportTests {
    @Test func boardRoundTripsThroughEmojiArt() throws {
        let (interpreter, directory) = try makeArtInterpreter()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = interpreter.handle("new animals pairs=4 seed=9")
        _ = interpreter.handle("choose 1 2")
        let game = try #require(interpreter.session.game.model)
        let theme = try #require(interpreter.session.game.theme)
        let reply = interpreter.handle("export board board.emojiart")
        #expect(!reply.failed, "\(reply.lines)")
        let expected = game.cards.filter { !$0.isMatched }.map { $0.isFaceUp ? $0.content : String(theme.color.squareEmoji) }

        // The course's decoder reads it, metadata and all.
        let data = try Data(contentsOf: directory.appendingPathComponent("board.emojiart"))
        let course = try JSONDecoder().decode(CourseDocument.self, from: data)
        #expect(course.emojis.map(\.text) == expected)
        #expect(course.uniqueEmojiId == expected.count)
        #expect(course.background.theURL == nil && course.background.imageData == nil)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((json["memorize"] as? [String: String])?["theme"] == "Animals")

        // Opened as art: the same emoji, at the same places.
        #expect(!interpreter.handle("art open board.emojiart").failed)
        let document = try #require(interpreter.session.art.document)
        #expect(document.emojis.map(\.text) == expected)
        #expect(document.emojis.map(\.x) == course.emojis.map(\.x))
        #expect(document.emojis.map(\.size) == course.emojis.map(\.size))
    }

    @Test func boardCellsFollowTheGridFitting() throws {
        let (interpreter, directory) = try makeArtInterpreter()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = interpreter.handle("new animals pairs=8 seed=1")
        _ = interpreter.handle("export board b.emojiart")
        let model = try EmojiArtModel(json: Data(contentsOf: directory.appendingPathComponent("b.emojiart")))
        // 16 cards of 2:3 on 1024x768: 7 columns of 146 points, rows 219 high; font 0.7 of the width.
        #expect(model.emojis.count == 16)
        #expect(Set(model.emojis.map(\.size)) == [102])
        #expect(model.emojis[0].x == 73 - 512 && model.emojis[0].y == 109 - 384)
        #expect(model.emojis[7].x == 73 - 512 && model.emojis[7].y == 328 - 384)
        #expect(Set(model.emojis.map(\.text)) == ["🟧"])
    }

    @Test func svgIsWellFormedWithEverythingEscaped() throws {
        let (interpreter, directory) = try makeArtInterpreter()
        defer { try? FileManager.default.removeItem(at: directory) }
        try pngBytes.write(to: directory.appendingPathComponent("bg.png"))
        // 'art add' takes emoji only; a document file may hold any text (the course's app wrote
        // whatever was dropped), and its SVG must still be well formed.
        let document = #"{"background":{},"emojis":[{"text":"<","x":0,"y":0,"size":40,"id":1},"#
            + #"{"text":"&","x":10,"y":10,"size":80,"id":2},{"text":"\"","x":-10,"y":5,"size":40,"id":3}],"uniqueEmojiId":4}"#
        try Data(document.utf8).write(to: directory.appendingPathComponent("escapes.emojiart"))
        for line in ["art open escapes.emojiart", "art add 👨‍👩‍👧 at 100,-100 size 200",
                     "art background bg.png", "art export a.svg"] {
            let reply = interpreter.handle(line)
            #expect(!reply.failed, "\(line): \(reply.lines)")
        }
        let svg = try Data(contentsOf: directory.appendingPathComponent("a.svg"))
        let parsed = SVGTexts.parse(svg)
        #expect(parsed.ok)
        #expect(parsed.texts == ["<", "&", "\"", "👨‍👩‍👧"])
        #expect(parsed.images == 1)
        #expect(String(decoding: svg, as: UTF8.self).contains("href=\"data:image/png;base64,\(pngBytes.base64EncodedString())\""))

        _ = interpreter.handle("new animals pairs=3 seed=2")
        _ = interpreter.handle("export board board.svg")
        let board = SVGTexts.parse(try Data(contentsOf: directory.appendingPathComponent("board.svg")))
        #expect(board.ok && board.texts.count == 6)
    }

    @Test func escapingDropsWhatXMLCannotHold() {
        #expect(ArtSVG.escape("a<b>&\"'\u{1}\u{FFFE}c\n") == "a&lt;b&gt;&amp;&quot;&apos;c\n")
    }

    @Test func failedWritesLeaveDocumentAndFileAlone() throws {
        let (interpreter, directory) = try makeArtInterpreter()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = interpreter.handle("art new; art add 🐶 at 0,0; art save dog.emojiart")
        let file = directory.appendingPathComponent("dog.emojiart")
        let before = try Data(contentsOf: file)
        let document = try #require(interpreter.session.art.document)
        for line in ["art open missing.emojiart", "art save nowhere/dog.emojiart", "art export nowhere/dog.svg", "art save dog.txt"] {
            let reply = interpreter.handle(line)
            #expect(reply.failed && reply.stderr.count == 1, "\(line): \(reply.lines)")
        }
        try Data("{\"background\":{},\"emojis\":[".utf8).write(to: directory.appendingPathComponent("bad.emojiart"))
        #expect(interpreter.handle("art open bad.emojiart").failed)
        #expect(interpreter.session.art.document?.emojiArt == document.emojiArt)
        #expect(interpreter.session.art.path == "dog.emojiart")
        #expect(try Data(contentsOf: file) == before)
    }

    /// In batch mode edits are written when a command that is not an edit comes, or at the end:
    /// a script of thousands of edits writes the file once.
    @Test func autosaveCoalescesEditsUntilSomethingElseRuns() throws {
        let (interpreter, directory) = try makeArtInterpreter()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("pic.emojiart")
        _ = interpreter.handle("art new; art save pic.emojiart")
        let empty = try Data(contentsOf: file)
        _ = interpreter.handle("art add 🐶 at 0,0; art add 🐱 at 5,5")
        _ = interpreter.handle("art move 1 by 1,1")
        #expect(try Data(contentsOf: file) == empty)
        #expect(interpreter.session.art.needsSave)
        _ = interpreter.handle("art show")
        let saved = try EmojiArtModel(json: Data(contentsOf: file))
        #expect(saved.emojis.map(\.text) == ["🐶", "🐱"] && saved.emojis[0].x == 1)
        #expect(interpreter.session.art.needsSave == false)

        _ = interpreter.handle("art remove 2")
        #expect(interpreter.finish().lines.isEmpty)
        #expect(try EmojiArtModel(json: Data(contentsOf: file)).emojis.count == 1)
    }

    @Test func theREPLAutosavesAfterEachLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("art-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var launch = Launch(seed: 1, clock: .system)
        launch.directory = directory
        let interpreter = launch.makeInterpreter()
        _ = interpreter.handle("art new; art save pic.emojiart")
        _ = interpreter.handle("art add 🐶 at 0,0; art add 🐱 at 5,5; art move 1 by 1,1")
        let saved = try EmojiArtModel(json: Data(contentsOf: directory.appendingPathComponent("pic.emojiart")))
        #expect(saved.emojis.map(\.text) == ["🐶", "🐱"] && saved.emojis[0].x == 1)
    }
}

/// A real 1 × 1 PNG (sky blue): backgrounds are decoded when they arrive, so a signature alone no
/// longer passes for an image.
let pngBytes = Data([
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
    0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41,
    0x54, 0x78, 0x5E, 0x63, 0x68, 0x3F, 0xF7, 0x1A, 0x00, 0x04, 0x20, 0x02, 0x41, 0x44, 0xE2, 0xDD, 0xA0, 0x00, 0x00, 0x00,
    0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
])

@Suite("A document open in two sessions")
struct TwoSessionsTests {
    private func twoSessions() throws -> (Interpreter, Interpreter, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("two-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var launch = Launch(seed: 1, clock: .system)
        launch.directory = directory
        let first = launch.makeInterpreter()
        _ = first.handle("art new; art add 🐶 at 0,0; art add 🐱 at 10,10; art save pic.emojiart")
        let second = launch.makeInterpreter()
        #expect(!second.handle("art open pic.emojiart").failed)
        return (first, second, directory)
    }

    @Test func independentEditsMerge() throws {
        let (first, second, directory) = try twoSessions()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = second.handle("art add 🐭 at 20,20")              // autosaves: the file has 3
        let reply = first.handle("art move 1 by 5,5")          // first's autosave finds it changed
        // Wrapped at the session's 80 columns, as every note the REPL writes is, later lines under its text.
        #expect(reply.stderr == ["note: pic.emojiart had changed on disk since it was read; merged its changes", "      with yours"], "\(reply.lines)")
        let saved = try EmojiArtModel(json: Data(contentsOf: directory.appendingPathComponent("pic.emojiart")))
        #expect(saved.emojis.map(\.text) == ["🐶", "🐱", "🐭"])
        #expect(saved.emojis[0].x == 5)
        #expect(first.session.art.document?.emojis.count == 3)
    }

    @Test func conflictingEditsKeepBoth() throws {
        let (first, second, directory) = try twoSessions()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = second.handle("art move 1 by 100,0")
        let theirs = try Data(contentsOf: directory.appendingPathComponent("pic.emojiart"))
        let reply = first.handle("art move 1 by 0,100")
        let note = reply.stderr.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(note.hasPrefix("note: ") && note.contains("yours is saved as pic (mine).emojiart"), "\(reply.lines)")
        #expect(reply.stderr.allSatisfy { $0.count <= 80 }, "\(reply.lines)")
        #expect(try Data(contentsOf: directory.appendingPathComponent("pic.emojiart")) == theirs)
        let mine = try EmojiArtModel(json: Data(contentsOf: directory.appendingPathComponent("pic (mine).emojiart")))
        #expect(mine.emojis[0].y == 100)
        #expect(first.session.art.path == "pic (mine).emojiart")
    }
}
