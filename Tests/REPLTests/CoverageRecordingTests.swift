import InterfaceCoverage
import LiveScreens
import Testing
@testable import REPL
import Features

/// What `memorize test --coverage` records: the parser notes a command and the options it was
/// given, or its refusal; a key table notes the row a key matched; and every row recorded is one
/// the registry lists.
@Suite("Coverage recording")
struct CoverageRecordingTests {
    @Test("the parser, the interpreter and a key table note the rows the registry lists")
    func recordsDeclaredRows() throws {
        CoverageRecorder.start()
        let interpreter = Launch(seed: 1, clock: .manual).makeInterpreter()
        _ = interpreter.handle("new animals pairs=2; choose 99; nosuch; palette list; palette nosuch")
        _ = interpreter.handle("say \"unbalanced")
        let map = KeyMap<Int>("test map", [KeyBinding([.character("x")], 1, help: "x"), KeyBinding([.character("y")], 2, help: "y")])
        #expect(map.action(matching: .character("x")) == 1)
        let rows = CoverageRecorder.take()
        let expected: Set<CoverageRow> = [
            CoverageRow(.command, "new"), CoverageRow(.option, "new pairs="), CoverageRow(.command, "choose"),
            CoverageRow(.error, "choose"), CoverageRow(.error, CoverageNames.unknownCommand), CoverageRow(.verb, "palette list"),
            CoverageRow(.error, "palette"), CoverageRow(.error, CoverageNames.unsplittable), CoverageRow(.key, "test map: x"),
        ]
        #expect(expected.isSubset(of: rows), "missing \(expected.subtracting(rows))")
        #expect(!rows.contains(CoverageRow(.key, "test map: y")) && !rows.contains(CoverageRow(.error, "new")))
        #expect(map.coverageNames == ["test map: x", "test map: y"])
        let universe = Set(CommandRegistry.standard.coverageRows)
        #expect(expected.subtracting([CoverageRow(.key, "test map: x")]).isSubset(of: universe))
    }

    @Test("the registry's rows: each command and verb, its options, its refusal, and the play screen's keys")
    func universe() {
        let rows = CommandRegistry.standard.coverageRows
        #expect(Set(rows).count == rows.count, "rows are unique")
        for spec in CommandRegistry.standard.specs {
            #expect(rows.contains(CoverageRow(spec.group == nil ? .command : .verb, spec.fullName)))
            #expect(rows.contains(CoverageRow(.error, spec.fullName)))
        }
        #expect(rows.contains(CoverageRow(.option, "new seed=")) && rows.contains(CoverageRow(.option, "palette search --lang")))
        #expect(rows.contains(CoverageRow(.key, "play: ?")) && rows.contains(CoverageRow(.key, "art edit naming: Enter")))
        #expect(!rows.contains { $0.kind == .option && $0.name.hasPrefix("choose ") }, "a positional value is no option")
    }

    @Test("a row reads back from its written form")
    func rowText() {
        let row = CoverageRow(.shellOption, "memorize test --jobs")
        #expect(row.description == "shell-option memorize test --jobs")
        #expect(CoverageRow(parsing: row.description) == row)
        #expect(CoverageRow(parsing: "nosuch thing") == nil && CoverageRow(parsing: "command") == nil)
    }
}
