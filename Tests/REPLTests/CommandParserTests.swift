import Testing
@testable import REPL

@Suite("Command parser")
struct CommandParserTests {
    @Test("every form of the minimum command contract parses", arguments: [
        ("new", Command.new(.init())),
        ("new animals pairs=4 seed=3", .new(.init(theme: "animals", pairs: 4, seed: 3))),
        ("NEW Sea Life bonus=0", .new(.init(theme: "Sea Life", bonus: 0))),
        ("choose 3", .choose([3])),
        ("c 1 2", .choose([1, 2])),
        ("board", .board), ("score", .score), ("themes", .themes), ("state", .state),
        ("help", .help(command: nil)), ("help new", .help(command: "new")),
        ("quit", .quit), ("exit", .quit), ("wait 2.5", .wait(seconds: 2.5)),
        ("", .nothing), ("   ", .nothing), ("# a comment", .nothing),
    ])
    func parses(line: String, expected: Command) throws {
        #expect(try CommandParser.parse(line) == expected)
    }

    @Test func simulateOptions() throws {
        var expected = Command.SimulateRequest()
        expected.games = 10
        expected.pairs = 100
        expected.strategy = .random
        expected.seed = 9
        #expect(try CommandParser.parse("simulate games=10 pairs=100 strategy=RANDOM seed=9") == .simulate(expected))
    }

    @Test("bad input is one clear message", arguments: [
        ("chose 1", "unknown command 'chose'; did you mean 'choose'? (try 'help')"),
        ("xyzzy", "unknown command 'xyzzy' (try 'help')"),
        ("choose", "choose needs N (usage: choose N…)"),
        ("choose one", "choose N must be a card number, not 'one'"),
        ("new pairs=-3", "pairs must be from 1 to 10000, not -3"),
        ("new pairs=1000000000", "pairs must be from 1 to 10000, not 1000000000"),
        ("new pairs=lots", "pairs must be a whole number from 1 to 10000, not 'lots'"),
        ("new pairs=99999999999999999999999", "pairs must be a whole number from 1 to 10000, not '99999999999999999999999'"),
        ("new pair=3", "unknown option 'pair=' for new; did you mean 'pairs='?"),
        ("new pairs=3 pairs=4", "pairs= given twice"),
        ("new seed=-1", "seed must be a whole number from 0 to 18446744073709551615, not '-1'"),
        ("board 3", "unexpected '3' after board (takes no arguments)"),
        ("score x=1", "score takes no options like 'x=' (usage: score)"),
        ("wait nan", "wait S must be a number of seconds, not 'nan'"),
        ("wait -1", "wait S must be from 0 to 86400 seconds, not -1"),
        ("simulate strategy=perfekt", "strategy must be one of perfect, random, not 'perfekt'; did you mean 'perfect'?"),
    ])
    func rejects(line: String, message: String) {
        #expect(throws: CommandError(message)) { try CommandParser.parse(line) }
    }

    @Test func longGarbageLineIsAnErrorNotATrap() {
        let line = String(repeating: "🐶x=", count: 20_000)
        #expect(throws: CommandError.self) { try CommandParser.parse(line) }
    }

    @Test func suggestionsNeedToBeNear() {
        #expect(Suggestion.nearest(to: "chosoe", in: ["choose", "board"]) == "choose")
        #expect(Suggestion.nearest(to: "zzz", in: ["choose", "board"]) == nil)
        #expect(Suggestion.distance(Array("ab"), Array("ba")) == 1)
    }
}

@Suite("Help is generated from the declarations")
struct HelpTests {
    @Test func overviewListsEveryCommand() {
        let overview = Help.overview().joined(separator: "\n")
        for spec in CommandSpec.all {
            #expect(overview.contains("  \(spec.name) "), "missing \(spec.name)")
        }
    }

    @Test func detailShowsUsageParametersAndAliases() {
        let spec = try! #require(CommandSpec.named("new"))
        let detail = Help.detail(for: spec)
        #expect(detail.first == "usage: new [THEME] [pairs=N] [seed=SEED] [bonus=S]")
        for parameter in spec.parameters {
            #expect(detail.contains { $0.contains(parameter.summary) })
        }
        #expect(detail.last == "  aliases: n")
    }

    @Test func namesAndAliasesAreUnique() {
        let names = CommandSpec.all.flatMap { [$0.name] + $0.aliases }
        #expect(Set(names).count == names.count)
    }
}
