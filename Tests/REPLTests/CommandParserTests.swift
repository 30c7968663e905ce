import Testing
@testable import REPL
@testable import GameFeature
@testable import PaletteFeature
@testable import ArtFeature
import Features
import TestSupport

@Suite("Command parser")
struct CommandParserTests {
    @Test("every form of the minimum command contract parses", arguments: [
        ("new", NewCommand() as (any Command)?),
        ("new animals pairs=4 seed=3", NewCommand(theme: "animals", pairs: 4, seed: 3)),
        ("NEW Sea Life bonus=0", NewCommand(theme: "Sea Life", bonus: 0)),
        ("new \"Sea Life\"", NewCommand(theme: "Sea Life")),
        ("new \"pairs=2\"", NewCommand(theme: "pairs=2")),
        ("choose 3", ChooseCommand(cards: [3])),
        ("c 1 2", ChooseCommand(cards: [1, 2])),
        ("board", BoardCommand()), ("score", ScoreCommand()), ("themes", ThemesCommand()), ("state", StateCommand()),
        ("help", HelpCommand()), ("help new", HelpCommand(topic: ["new"])), ("help palette add", HelpCommand(topic: ["palette", "add"])),
        ("quit", QuitCommand()), ("exit", QuitCommand()), ("wait 2.5", WaitCommand(seconds: 2.5)),
        ("", nil), ("   ", nil), ("# a comment", nil), ("# a comment; score", nil),
    ])
    func parses(line: String, expected: (any Command)?) throws {
        #expect(same(try parsed(line), expected))
    }

    @Test func simulateOptions() throws {
        var expected = SimulateCommand()
        expected.games = 10
        expected.pairs = 100
        expected.strategy = .random
        expected.seed = 9
        #expect(same(try parsed("simulate games=10 pairs=100 strategy=RANDOM seed=9"), expected))
        expected.strategy = .memory(12)
        #expect(same(try parsed("simulate games=10 pairs=100 strategy=Memory:12 seed=9"), expected))
    }

    @Test func newSeatsOpponents() throws {
        #expect(same(try parsed("new animals vs=bot:4"), NewCommand(theme: "animals", seating: .versusBot(memory: 4))))
        #expect(same(try parsed("new animals players=3"), NewCommand(theme: "animals", seating: .people(3))))
        #expect(same(try parsed("play animals vs=BOT:0"), PlayCommand(newGame: NewCommand(theme: "animals", seating: .versusBot(memory: 0)))))
    }

    @Test func semicolonsSeparateCommandsOnlyOutsideQuotes() throws {
        let commands = try CommandParser.parse("new animals; choose 1 2 # and a comment; score", in: .standard)
        #expect(commands.count == 2)
        #expect(same(commands.first, NewCommand(theme: "animals")))
        #expect(same(commands.last, ChooseCommand(cards: [1, 2])))
        #expect(same(try parsed("art background \"sky;1.png\""), ArtBackgroundCommand(source: "sky;1.png")))
        #expect(same(try parsed("art background sky\\;1.png"), ArtBackgroundCommand(source: "sky;1.png")))
    }

    @Test func aPaletteNameOfSeveralWordsIsReadWhole() throws {
        let names: [NameList: [String]] = [.palettes: ["Animal Faces", "Animals"]]
        #expect(same(try parsed("palette add Animal Faces 🐶", names: names), PaletteAddCommand(palette: "Animal Faces", emojis: "🐶")))
        #expect(same(try parsed("palette add Animals 🐶 🐱", names: names), PaletteAddCommand(palette: "Animals", emojis: "🐶\n🐱")))
        #expect(same(try parsed("palette add \"Animal Faces\" 🐶"), PaletteAddCommand(palette: "Animal Faces", emojis: "🐶")))
        #expect(same(try parsed("palette new \"Party Time\" 🎉🎈"), PaletteNewCommand(name: "Party Time", emojis: "🎉🎈")))
        #expect(same(try parsed("palette new Party Time 🎉 🎈"), PaletteNewCommand(name: "Party Time", emojis: "🎉\n🎈")))
        #expect(same(try parsed("palette"), PaletteListCommand()))
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
        ("wait nan", "wait S must be a number of seconds from 0 to 86400, not 'nan'"),
        ("wait -1", "wait S must be from 0 to 86400 seconds, not -1"),
        ("simulate strategy=perfekt", "strategy must be one of perfect, random, memory:K, not 'perfekt'; did you mean 'perfect'?"),
        ("simulate strategy=memory:x", "strategy memory:K needs K, the cards the bot remembers, from 0 to 1000000, not 'x'"),
        ("simulate strategy=memory:-3", "strategy memory:K needs K, the cards the bot remembers, from 0 to 1000000, not '-3'"),
        ("simulate strategy=memry:3", "strategy must be one of perfect, random, memory:K, not 'memry:3'; did you mean 'memory:3'?"),
        ("new vs=bot", "vs must be bot:K, a bot that remembers the last K cards it saw (K from 0 to 1000000), not 'bot'"),
        ("new players=5", "players must be from 2 to 4, not 5"),
        ("new vs=bot:1 players=2", "vs= and players= do not go together: vs=bot:K is you and a bot, players=N is N people"),
    ])
    func rejects(line: String, message: String) {
        #expect(throws: CommandError(message)) { try CommandParser.parse(line, in: .standard) }
    }

    @Test func anUnterminatedQuoteIsOneClearError() {
        #expect(throws: CommandError("unterminated quote: the \" at column 19 has no closing \"")) {
            try CommandParser.parse("art background sky\"blue.png", in: .standard)
        }
    }

    @Test func longGarbageLineIsAnErrorNotATrap() {
        let line = String(repeating: "🐶x=", count: 20_000)
        #expect(throws: CommandError.self) { try CommandParser.parse(line, in: .standard) }
    }

    @Test func suggestionsNeedToBeNear() {
        #expect(Suggestion.nearest(to: "chosoe", in: ["choose", "board"]) == "choose")
        #expect(Suggestion.nearest(to: "zzz", in: ["choose", "board"]) == nil)
        #expect(Suggestion.distance(Array("ab"), Array("ba")) == 1)
    }
}

@Suite("Help is generated from the declarations")
struct HelpTests {
    @Test func overviewListsEveryCommandAndGroup() {
        let overview = HelpText.overview(CommandRegistry.standard.topics).joined(separator: "\n")
        for topic in CommandRegistry.standard.topics {
            #expect(overview.contains("  \(topic.name) "), "missing \(topic.name)")
        }
    }

    @Test func detailShowsUsageParametersAndAliases() throws {
        let spec = try #require(CommandRegistry.standard.spec(named: ["new"]))
        let detail = HelpText.detail(for: spec)
        #expect(detail.first == "usage: new [THEME] [pairs=N] [seed=SEED] [bonus=S] [vs=bot:K] [players=N]")
        for parameter in spec.parameters {
            #expect(detail.contains { $0.contains(parameter.summary) })
        }
        #expect(detail.last == "  aliases: n")
    }

    @Test func aGroupListsEveryVerbWithItsUsage() {
        let lines = HelpText.lines(for: .art, verbs: CommandRegistry.standard.verbs(of: .art).map(\.spec))
        for (spec, _) in CommandRegistry.standard.verbs(of: .art) {
            #expect(lines.contains { $0.hasPrefix("  \(spec.usage)") }, "missing \(spec.usage)")
        }
        #expect(lines.contains { $0.contains("art add EMOJI at X,Y [size N]") })
    }

    @Test func tablesFitEightyColumns() {
        var tables = [CommandRegistry.standard.topics.map { ($0.name, $0.summary) }]
        tables += [CommandGroup.palette, .art, .export].map { group in CommandRegistry.standard.verbs(of: group).map { ($0.spec.usage, $0.spec.summary) } }
        tables += CommandRegistry.standard.specs.map { spec in spec.parameters.map { ($0.label, $0.summary) } }
        for rows in tables {
            let lines = HelpText.columns(rows)
            for line in lines { #expect(line.count <= HelpText.width, "\(line)") }
            // Every word of every name and summary is still there, in order.
            func words(_ texts: [String]) -> [Substring] { texts.flatMap { $0.split(separator: " ") } }
            #expect(words(lines) == words(rows.flatMap { [$0.0, $0.1] }))
        }
        let palette = HelpText.lines(for: .palette, verbs: CommandRegistry.standard.verbs(of: .palette).map(\.spec))
        #expect(palette.contains("  palette search WORDS… [--lang L] [--skin-tones] [--all] [--limit N]"))
        // A usage too long for a line wraps between its options, never inside one.
        #expect(palette.contains("      [--emoji-version V] [--format F] [--color C] [--save NAME]"))
        #expect(palette.contains { $0.hasPrefix("      ") && $0.hasSuffix("find emoji by name and keyword, best first") })
        #expect(HelpText.wrap("a bb ccc dddd", to: 6) == ["a bb", "ccc", "dddd"])
        #expect(HelpText.wrap("averyveryverylongword x", to: 6) == ["averyveryverylongword", "x"])
    }

    @Test func namesAndAliasesAreUnique() {
        let names = CommandRegistry.standard.topLevelNames
        #expect(Set(names).count == names.count)
        for group in [CommandGroup.palette, .art, .export] {
            let verbs = CommandRegistry.standard.verbs(of: group).flatMap { [$0.spec.name] + $0.spec.aliases }
            #expect(Set(verbs).count == verbs.count)
        }
    }

    @Test func everyRegisteredTypeDeclaresItsOwnName() {
        let fullNames = CommandRegistry.standard.specs.map(\.fullName)
        #expect(Set(fullNames).count == fullNames.count)
    }
}
