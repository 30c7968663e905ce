import Foundation
import Testing
@testable import Palettes
@testable import REPL
@testable import GameFeature
import Features
import TestSupport

/// Issue #15's "no traps": every integer and floating-point number from input (ids, sizes,
/// coordinates, counts, seeds, seconds) at the edges of its type, and past them, is one clear
/// error line or a result, never an overflow trap.
@Suite("Numbers at the edges of their types never trap")
struct ExtremeNumbersTests {
    @Test(arguments: [
        "palette show -9223372036854775808", "palette show 9223372036854775807", "palette show 99999999999999999999999",
        "palette delete -9223372036854775808", "palette rename 9223372036854775807 x", "palette add -9223372036854775808 🐶",
        "choose -9223372036854775808", "choose 9223372036854775807", "choose 1 9223372036854775807",
        "new pairs=9223372036854775807", "new pairs=-9223372036854775808", "new seed=-1", "new seed=18446744073709551616",
        "wait 1e308", "wait -1e308", "wait nan", "wait inf", "wait -9223372036854775808", "wait 9223372036854775807",
        "simulate games=9223372036854775807", "simulate pairs=-9223372036854775808",
        "tap at -9223372036854775808,9223372036854775807", "tap at 1e308,-1e308", "tap at 10,9223372036854775807",
        "tap at 9223372036854775807,9223372036854775807", "tap at 9223372036854775807,3", "tap at 3,-9223372036854775808",
        "art add 🐶 at -9223372036854775808,9223372036854775807 size 9223372036854775807",
        "art add 🐶 at 1e308,nan", "art move 1 by 9223372036854775807,9223372036854775807",
        "art resize 1 by 9223372036854775807", "art zoom 1e308", "art pan -9223372036854775808,9223372036854775807",
        "face smile 1e308", "face smile nan",
    ])
    func anExtremeNumberIsAnErrorOrAResult(command: String) {
        let interpreter = Launch(seed: 1).makeInterpreter()
        _ = interpreter.handle("new animals pairs=2 seed=1")
        _ = interpreter.handle("art new")
        _ = interpreter.handle("art add 🐶 at 0,0 size 40")
        let reply = interpreter.handle(command)
        let errors = reply.lines.filter { if case .err(let text) = $0 { text.hasPrefix("error: ") } else { false } }
        #expect(errors.count <= 1, "\(reply.lines)")
        #expect(reply.failed == (errors.count == 1), "\(reply.lines)")
        interpreter.session.game.model?.checkInvariants()
    }

    /// A palettes file whose largest id is `Int.max` (written by hand, or by another program):
    /// a new palette gets an id not in use instead of `Int.max + 1`.
    @Test func aNewPaletteAfterIdIntMaxGetsAFreeId() throws {
        let store = PaletteStore(palettes: [
            Palette(name: "Top", emojis: "🐶", id: .max), Palette(name: "One", emojis: "🐱", id: 1),
        ])
        _ = try store.insertPalette(named: "New", emojis: "🐭")
        let ids = store.palettes.map(\.id)
        #expect(Set(ids).count == 3)
        #expect(ids.contains(2))
        #expect(PaletteStore.unusedID(in: [Palette(name: "Low", emojis: "🐶", id: .min)]) == 1)
    }
}
