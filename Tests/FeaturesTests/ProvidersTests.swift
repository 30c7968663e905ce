import Capabilities
import FaceFeature
import Features
import Game
import GameFeature
import REPL
import Testing
import TestSupport
import Themes

/// The capabilities one feature offers another (see `Capabilities`) reach their consumers only
/// through the composition's ``Providers/standard``: a launched session finds the face's mood
/// and the game's board there, and a session composed without them still plays.
@Suite("Capabilities and their providers")
struct ProvidersTests {
    @Test("A launched session's face mood is the face's Mood, and its board source is the game")
    func standard() throws {
        let session = makeInterpreter().session
        #expect(Providers.standard.provides((any FaceMood).self))
        #expect(Providers.standard.provides((any BoardSource).self))
        let mood = try #require(session.faceMood)
        let board = try #require(session.boardSource)
        #expect(mood === session.mood)
        #expect(board === session.game)
    }

    @Test("The game moves the mood it finds: a match raises the happiness the face shows")
    func gameMovesTheFace() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new Animals pairs=2 seed=1")
        let pair = try #require(try pairs(of: interpreter).first)
        _ = interpreter.handle("choose \(pair[0]) \(pair[1])")
        // At once on the manual clock: the match earned bonus time.
        #expect(interpreter.session.mood.current.value == 50 + Mood.matchWithBonus)
        #expect(try state(of: interpreter).happiness == 50 + Mood.matchWithBonus)
    }

    @Test("Without providers the game plays beside a neutral face and there is no board to export")
    func withoutProviders() throws {
        let session = Session(registry: .standard, catalog: ThemeCatalog.load(userDirectory: nil), seed: 1, clock: ManualClock())
        #expect(session.faceMood == nil)
        #expect(session.boardSource == nil)
        let interpreter = Interpreter(session: session, style: Style())
        #expect(interpreter.handle("new Animals pairs=2 seed=1").stderr.isEmpty)
        let pair = try #require(try pairs(of: interpreter).first)
        #expect(interpreter.handle("choose \(pair[0]) \(pair[1])").stderr.isEmpty)
        #expect(try state(of: interpreter).happiness == 50)
        #expect(interpreter.handle("export board board.emojiart").stderr == ["error: no board to export: this session has no game"])
    }
}
