import Foundation
import Testing

/// The screens on small pseudo-terminals: at 40x12 a click on the face does what it does at 80
/// columns, and below a screen's minimum it says the size it needs.
@Suite("Screens on small pseudo-terminals", .enabled(if: PythonPseudoTerminal.available, "needs python3 for its pty module"), .serialized)
struct NarrowTerminalTests {
    @Test("Play at 40x12: a click on the face (the mood emoji at the status row's end) says how it feels")
    func playFaceClick() throws {
        let run = try PythonPseudoTerminal.run(["play", "animals", "pairs=6", "seed=2"], size: (40, 12), [
            .wait("\u{1B}[?1049h"), .wait("Animals"), .settle(0.3),
            .send("\u{1B}[<0;39;1M\u{1B}[<0;39;1m"), .wait("happiness 50"), .settle(0.2),
            .send("q"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)
        #expect(run.restored)
    }

    @Test("The face screen at 40x12: a drag up the face pans it (happiness changes), as at 80 columns")
    func faceScreenDrag() throws {
        let run = try PythonPseudoTerminal.run([], size: (40, 12), [
            .wait("memorize> "), .send("face screen\r"), .wait("\u{1B}[?1049h"), .wait("q leave"), .settle(0.3),
            .send("\u{1B}[<0;20;8M\u{1B}[<32;20;6M\u{1B}[<0;20;6m"), .wait("→"), .settle(0.2),
            .send("q"), .wait("> "), .send("quit\r"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)
        #expect(run.restored)
    }

    @Test("Play at 12x3, below its 16x4: the size it needs, uncut; q still leaves")
    func playTooSmall() throws {
        let run = try PythonPseudoTerminal.run(["play", "animals", "pairs=2", "seed=2"], size: (12, 3), [
            // Drawn cell by cell where they change: the words come apart.
            .wait("\u{1B}[?1049h"), .wait("16x4"), .wait("needed"), .settle(0.2), .send("q"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)
        let screen = run.output.components(separatedBy: "\u{1B}[?1049h").last ?? ""
        #expect(!screen.contains("enlarge the"))   // the longer forms do not fit 12 columns
    }
}
