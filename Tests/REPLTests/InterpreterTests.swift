import Foundation
import Testing
@testable import REPL
@testable import GameFeature
import Features
import TestSupport

@Suite("Interpreter")
struct InterpreterTests {
    @Test func sameSeedSameSession() {
        let lines = ["new animals", "choose 1 2", "choose 3", "state", "new", "simulate games=3"]
        let first = makeInterpreter(seed: 42), second = makeInterpreter(seed: 42)
        for line in lines {
            #expect(first.handle(line) == second.handle(line), "diverged at \(line)")
        }
    }

    @Test func newGameSeedReplaysTheDeal() throws {
        let a = makeInterpreter(seed: 1), b = makeInterpreter(seed: 2)
        _ = a.handle("new food seed=77")
        _ = b.handle("new FOOD seed=77")
        #expect(try state(of: a).cards.map(\.content) == state(of: b).cards.map(\.content))
    }

    @Test func stateBeforeAnyGame() throws {
        let s = try state(of: makeInterpreter())
        #expect(s.theme == nil && s.cards.isEmpty && s.score == 0 && s.happiness == 50 && s.smiliness == 0)
    }

    @Test func stateAfterNewGame() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals seed=3")
        let s = try state(of: interpreter)
        #expect(s.theme == "Animals")
        #expect(s.cards.count == 16)
        #expect(s.cards.map(\.index) == Array(1...16))
        #expect(s.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched && !$0.hasBeenSeen })
        #expect(Set(s.cards.map(\.id)).count == 16)
        #expect(Dictionary(grouping: s.cards, by: \.content).values.allSatisfy { $0.count == 2 })
    }

    @Test func errorsBeforeAGame() {
        let interpreter = makeInterpreter()
        for line in ["choose 1", "board", "score", "restart"] {
            let reply = interpreter.handle(line)
            #expect(reply.failed)
            #expect(reply.stderr == ["error: no game yet; start one with 'new'"])
        }
    }

    @Test("out-of-range cards", arguments: [0, 17, 99, -1])
    func chooseOutOfRange(number: Int) {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals")
        let reply = interpreter.handle("choose \(number)")
        #expect(reply.stderr == ["error: no card \(number); cards are numbered 1…16"])
    }

    @Test func unknownThemeSuggestsTheNearest() {
        let reply = makeInterpreter().handle("new animls")
        #expect(reply.failed)
        #expect(reply.stderr.first?.hasPrefix("error: unknown theme 'animls'; did you mean 'Animals'? (themes: Animals,") == true)
    }

    @Test func tooManyPairsAreReducedWithANotice() {
        let reply = makeInterpreter().handle("new halloween pairs=50")
        #expect(!reply.failed)
        #expect(reply.stderr == ["note: Halloween has only 12 emoji; playing 12 pairs, not 50"])
        #expect(reply.stdout.first?.hasPrefix("New game: Halloween, 12 pairs") == true)
    }

    @Test func aWholeGameWithAMismatch() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=3 seed=5 bonus=0")
        let p = try pairs(of: interpreter).sorted { $0[0] < $1[0] }   // p[pair][card] = card number
        func choose(_ numbers: Int...) -> Reply { interpreter.handle("choose " + numbers.map(String.init).joined(separator: " ")) }

        // A mismatch of two unseen cards costs nothing, and both stay face up…
        #expect(choose(p[0][0], p[1][0]).stdout.last?.hasSuffix("· no match") == true)
        // …so choosing one of them again does nothing.
        #expect(choose(p[0][0]).stderr == ["note: card \(p[0][0]) is face up already"])
        // A third card turns them face down (now seen) and starts a match.
        #expect(choose(p[2][0], p[2][1]).stdout.last?.hasSuffix("· match! +2") == true)
        // A mismatch of the two seen cards costs one each.
        #expect(choose(p[1][0], p[0][0]).stdout.last?.hasSuffix("· no match, −2") == true)
        #expect(try state(of: interpreter).score == 0)
        #expect(choose(p[0][1], p[0][0]).stdout.last?.hasSuffix("· match! +2") == true)
        #expect(choose(p[1][0], p[1][1]).stdout.contains { $0.hasSuffix("· match! +2") })
        let final = try state(of: interpreter)
        #expect(final.isOver)
        #expect(final.score == 4)
        #expect(final.cards.allSatisfy { $0.isMatched })
        #expect(interpreter.handle("board").stdout.last == "🎉 All pairs matched! Final score 4 in 5 turns.")
    }

    @Test func bonusTimeOnTheManualClock() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=2 seed=1 bonus=6")
        let groups = try pairs(of: interpreter)
        _ = interpreter.handle("choose \(groups[0][0])")
        _ = interpreter.handle("wait 2.5")
        let reply = interpreter.handle("choose \(groups[0][1])")
        // First card: 6 − 2.5 = 3.5 s left → 4 points; second: 6 → 6; plus 2.
        #expect(reply.stdout.last?.hasSuffix("match! +12") == true)
    }

    @Test func choosingAFaceUpCardIsANoteNotAnError() {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals")
        _ = interpreter.handle("choose 1")
        let reply = interpreter.handle("choose 1")
        #expect(!reply.failed)
        #expect(reply.stderr == ["note: card 1 is face up already"])
    }

    @Test func happinessFollowsPlay() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=2 seed=9 bonus=0")
        let groups = try pairs(of: interpreter)
        _ = interpreter.handle("choose \(groups[0][0]) \(groups[0][1])")
        #expect(try state(of: interpreter).happiness == 60)
        _ = interpreter.handle("choose \(groups[1][0]) \(groups[1][1])")
        let s = try state(of: interpreter)
        #expect(s.happiness == 90)     // +10, +10, +20 for winning
        #expect(s.smiliness == 0.8)
    }

    @Test func waitNeedsTheManualClock() {
        let interpreter = Launch(seed: 1, clock: .system).makeInterpreter()
        #expect(interpreter.handle("wait 1").stderr.first?.hasPrefix("error: wait needs the manual clock") == true)
    }

    @Test func simulateSummarises() {
        let reply = makeInterpreter().handle("simulate games=20 theme=animals seed=4")
        #expect(!reply.failed)
        #expect(reply.stdout.first == "20 games of 8 pairs (Animals), strategy perfect, seed 4")
        #expect(reply.stdout.count == 4)
        #expect(reply.stdout[2].hasPrefix("score"))
        #expect(reply.stdout[3].hasPrefix("turns"))
    }

    @Test func simulateRefusesUnboundedWork() {
        let interpreter = makeInterpreter()
        #expect(interpreter.handle("simulate strategy=random pairs=5000").failed)
        #expect(interpreter.handle("simulate strategy=random games=5000 pairs=2000").stderr
            == ["error: games × pairs² must be at most 4000000 for strategy=random, not 20000000000"])
        #expect(interpreter.handle("simulate games=100000 pairs=100").stderr
            == ["error: games × pairs must be at most 1000000 for strategy=perfect, not 10000000"])
        #expect(interpreter.handle("simulate games=100000 pairs=1000000").failed)
    }

    @Test func helpForUnknownCommand() {
        #expect(makeInterpreter().handle("help chose").stderr == ["error: no command 'chose'; did you mean 'choose'? (try 'help')"])
    }

    @Test func themesListsEveryBundledTheme() {
        let interpreter = makeInterpreter()
        let listed = interpreter.handle("themes").stdout
        // Themes, then palettes (one namespace), then the names both have.
        let session = interpreter.session
        #expect(listed.count == session.catalog.themes.count + session.palettes.palettes.count + (session.gameNames.clashes.isEmpty ? 0 : 2))
        #expect(session.catalog.themes.allSatisfy { theme in listed.contains { $0.hasPrefix(theme.name + " ") } })
        #expect(listed.count >= 8)
    }

    @Test func promptShowsThemeAndScore() {
        let interpreter = makeInterpreter()
        #expect(interpreter.prompt == "😐 memorize> ")
        _ = interpreter.handle("new vehicles")
        #expect(interpreter.prompt == "😐 Vehicles 0> ")
    }

    @Test func quitEndsTheSession() {
        #expect(makeInterpreter().handle("quit").quit)
    }
}

@Suite("simulate limits")
struct SimulateLimitTests {
    /// Found by the ReplLine fuzz target: the limits were checked before a theme set the pairs.
    @Test func aThemeCannotSlipPastTheLimits() {
        let reply = makeInterpreter().handle("simulate theme=halloween strategy=random games=62500")
        #expect(reply.stderr == ["error: games × pairs² must be at most 4000000 for strategy=random, not 9000000"])
    }
}

@Suite("Several commands on a line")
struct SemicolonTests {
    @Test func aFailureDoesNotStopTheRestUnlessBailing() {
        #expect(makeInterpreter().handle("chose; score; new").stdout.first?.hasPrefix("New game") == true)
        let bailed = makeInterpreter().handle("chose; new", bail: true)
        #expect(bailed.failed && bailed.stdout.isEmpty)
    }
}
