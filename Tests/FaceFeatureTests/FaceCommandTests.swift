import Foundation
import Testing
@testable import REPL
import Face
#if canImport(FoundationXML)
import FoundationXML
@testable import FaceFeature
@testable import GameFeature
import Features
import TestSupport
#endif

@Suite("Face commands")
struct FaceCommandTests {
    @Test("the gestures and the face parse", arguments: [
        ("face", FaceCommand(nil) as any Command),
        ("face on", FaceCommand(.on)), ("FACE OFF", FaceCommand(.off)),
        ("face svg", FaceCommand(.svg)), ("face svg out.svg", FaceCommand(.svg, file: "out.svg")),
        ("pan 40", PanCommand(dy: 40)), ("pan -7.5", PanCommand(dy: -7.5)), ("drag 0", PanCommand(dy: 0)),
        ("pinch 2", PinchCommand(factor: 2)), ("zoom 0.5", PinchCommand(factor: 0.5)),
        ("happiness", HappinessCommand(Mood.Setting?.none)), ("happiness 70", HappinessCommand(.to(70))),
        ("happiness +5", HappinessCommand(.by(5))), ("mood -100", HappinessCommand(.by(-100))),
        ("happiness 0", HappinessCommand(.to(0))), ("happiness -0", HappinessCommand(.by(0))),
        ("tap 3", TapCommand(.cards([3]))),
    ])
    func parses(line: String, expected: any Command) throws {
        #expect(same(try parsed(line), expected))
    }

    @Test("bad gestures are one clear line", arguments: [
        ("pinch 0", "pinch F must be from 0.01 to 100, not 0"),
        ("pinch -1", "pinch F must be from 0.01 to 100, not -1"),
        ("pinch nan", "pinch F must be a number from 0.01 to 100, not 'nan'"),
        ("pinch inf", "pinch F must be a number from 0.01 to 100, not 'inf'"),
        ("pinch", "pinch needs F (usage: pinch F)"),
        ("pan", "pan needs DY (usage: pan DY)"),
        ("pan down", "pan DY must be a number from -100000 to 100000, not 'down'"),
        ("pan 1e309", "pan DY must be a number from -100000 to 100000, not '1e309'"),
        ("pan 1e6", "pan DY must be from -100000 to 100000, not 1e6"),
        ("pan 1 2", "unexpected '2' after pan (usage: pan DY)"),
        ("happiness 1e309", "happiness N must be a whole number from 0 to 100, or a change from -100 to +100, not '1e309'"),
        ("happiness 101", "happiness N must be a whole number from 0 to 100, or a change from -100 to +100, not 101"),
        ("happiness -101", "happiness N must be a whole number from 0 to 100, or a change from -100 to +100, not -101"),
        ("happiness 50.5", "happiness N must be a whole number from 0 to 100, or a change from -100 to +100, not '50.5'"),
        ("happiness ++5", "happiness N must be a whole number from 0 to 100, or a change from -100 to +100, not '++5'"),
        ("face sideways", "face MODE must be one of on, off, svg, screen, not 'sideways'"),
    ])
    func rejects(line: String, message: String) {
        #expect(throws: CommandError(message)) { try CommandParser.parse(line, in: .standard) }
    }

    @Test func badInputChangesNothing() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals seed=1; happiness 70; pinch 0.5")
        let before = try state(of: interpreter).happiness
        for line in ["pinch 0", "pinch -1", "pinch nan", "pan", "pan inf", "happiness 1e309", "happiness 200",
                     "face on nowhere.svg", "face svg /nonexistent-directory/face.svg"] {
            let reply = interpreter.handle(line)
            #expect(reply.failed, "\(line)")
            #expect(reply.stdout.isEmpty, "\(line)")
            #expect(reply.stderr.count == 1 && reply.stderr.first?.hasPrefix("error: ") == true, "\(line)")
        }
        #expect(try state(of: interpreter).happiness == before)
        #expect(interpreter.session.mood.faceView.scale == 0.45)
        #expect(!interpreter.session.mood.drawsAfterEachMove)
    }

    @Test func panIsTheCoursesArithmetic() throws {
        let interpreter = makeInterpreter()
        #expect(interpreter.handle("pan 40").stdout == ["🙂 happiness 50 → 60"])
        #expect(interpreter.handle("pan -7").stdout == ["🙂 happiness 60 → 59"])   // toward zero: 1, not 2
        let small = interpreter.handle("pan 3.9")
        #expect(small.stdout == ["🙂 happiness 59 → 59"])
        #expect(small.stderr.first?.hasPrefix("note: a drag under 4 points") == true)
        #expect(interpreter.handle("pan 1000").stdout == ["😄 happiness 59 → 100 (at most 100)"])
        #expect(interpreter.handle("pan -100000").stdout == ["😢 happiness 100 → 0 (at least 0)"])
        #expect(try state(of: interpreter).smiliness == -1)
    }

    @Test func happinessSetsAndChanges() throws {
        let interpreter = makeInterpreter()
        #expect(interpreter.handle("happiness").stdout == ["😐 happiness 50 · smiliness 0"])
        #expect(interpreter.handle("happiness 80").stdout == ["😀 happiness 50 → 80"])
        #expect(interpreter.handle("happiness +30").stdout == ["😄 happiness 80 → 100 (at most 100)"])
        #expect(interpreter.handle("happiness -75").stdout == ["☹️ happiness 100 → 25"])
        let s = try state(of: interpreter)
        #expect(s.happiness == 25 && s.smiliness == -0.5)
    }

    @Test func pinchScalesAndClamps() {
        let interpreter = makeInterpreter()
        #expect(interpreter.handle("pinch 0.5").stdout == ["scale 0.9 → 0.45"])
        #expect(interpreter.handle("pinch 0.01").stdout == ["scale 0.45 → 0.25 (at least 0.25)"])
        #expect(interpreter.handle("pinch 100").stdout == ["scale 0.25 → 1 (at most 1)"])
        #expect(interpreter.session.mood.faceView.scale == 1)
    }

    /// Outside a game the face shows a happiness of its own; a game brings its own, from 50.
    @Test func theDataSourceIsTheGameOnceOneStarts() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("happiness 90")
        #expect(interpreter.prompt == "😀 memorize> ")
        #expect(interpreter.session.mood.faceView.dataSource === interpreter.session.mood.resting)
        _ = interpreter.handle("new animals pairs=2 seed=9 bonus=0")
        #expect(interpreter.session.mood.faceView.dataSource === interpreter.session.mood)
        #expect(interpreter.prompt == "😐 Animals 0> ")
        #expect(try state(of: interpreter).happiness == 50)
        #expect(interpreter.session.mood.resting.happiness.value == 90)
    }

    @Test func thePromptsMoodFollowsTheGame() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=3 seed=5 bonus=0")
        let p = try pairs(of: interpreter).sorted { $0[0] < $1[0] }
        _ = interpreter.handle("choose \(p[0][0]) \(p[1][0]) \(p[2][0]) \(p[2][1])")   // unseen mismatch, then a match
        #expect(try state(of: interpreter).happiness == 60)
        #expect(interpreter.prompt == "🙂 Animals 2> ")
        _ = interpreter.handle("choose \(p[0][0]) \(p[1][0])")                        // both seen: −2 points, −10
        #expect(try state(of: interpreter).happiness == 50)
        #expect(interpreter.prompt == "😐 Animals 0> ")
        _ = interpreter.handle("choose \(p[0][1]) \(p[0][0]) \(p[1][0]) \(p[1][1])")  // +10, +10 and +20 for winning
        #expect(try state(of: interpreter).happiness == 90)
        #expect(interpreter.prompt == "😀 Animals 4> ")
    }

    @Test func faceOnDrawsAfterEachMove() {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=2 seed=3")
        let quiet = interpreter.handle("choose 1")
        #expect(!quiet.stdout.contains { $0.contains("happiness") })
        #expect(interpreter.handle("face on").stdout == ["face: drawn after each move"])
        let drawn = interpreter.handle("choose 2")
        #expect(drawn.stdout.last?.contains("happiness") == true)
        #expect(drawn.stdout.count == quiet.stdout.count + FaceRenderer(style: Style()).rows + 1)
        _ = interpreter.handle("face off")
        #expect(!interpreter.handle("choose 3").stdout.contains { $0.contains("happiness") })
    }

    @Test func theTerminalFaceIsAtLeastNineRowsAndColouredOnlyWithColour() {
        for height in [-5, 0, 10, 24, 60, 1000] {
            let rows = FaceRenderer(style: Style(height: height)).rows
            #expect(rows >= 9 && rows <= 16, "height \(height)")
        }
        let plain = makeInterpreter().handle("face").stdout
        #expect(plain.count == 13)
        #expect(!plain.joined().contains("\u{1B}"))
        let colored = makeInterpreter(style: Style(color: true)).handle("face").stdout
        #expect(colored.count == 13)
        #expect(colored[3].contains("\u{1B}[38;5;33m"))
    }

    @Test func svgIsWellFormedAndWrittenAtomically() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("face-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("face.svg").path
        let interpreter = makeInterpreter()
        _ = interpreter.handle("happiness 100")
        let reply = interpreter.handle("face svg \(path)")
        #expect(reply.stdout == ["wrote \(path) (😄 happiness 100 · smiliness 1)"])
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["face.svg"])
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "\(String(decoding: data, as: UTF8.self))")
        let text = String(decoding: data, as: UTF8.self)
        // radius 180, mouth from (110, 260) to (290, 260), control points 60 lower for a full smile.
        #expect(text.contains(#"<circle cx="200" cy="200" r="180"/>"#))
        #expect(text.contains(#"<path d="M 110 260 C 170 320 230 320 290 260"/>"#))
        // The same document on standard output.
        let printed = interpreter.handle("face svg").stdout.joined(separator: "\n") + "\n"
        #expect(printed == text)
    }

    @Test func completionOffersTheFacesModes() {
        let vocabulary = CompletionVocabulary(registry: .standard)
        #expect(vocabulary.completions(before: "face ", word: "") == ["on", "off", "svg", "screen"])
        #expect(vocabulary.completions(before: "face ", word: "o") == ["on", "off"])
        #expect(vocabulary.completions(before: "", word: "pi") == ["pinch"])
        #expect(vocabulary.completions(before: "", word: "ha") == ["happiness"])
    }
}
