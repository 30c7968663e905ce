import Game
import Testing
import Themes
@testable import REPL

/// A compass heading: an argument type the core has never heard of, declared here, outside the
/// REPL module, as a feature declares its own. Nothing in the core names it, yet the parser
/// reads it, help names it, completion offers it and a near miss is suggested.
private struct Heading: CommandArgument, Equatable {
    var degrees: Int

    static let placeholder = "DIR"
    private static let points = ["north": 0, "east": 90, "south": 180, "west": 270]

    static func parse(_ word: ArgumentWord, in context: ArgumentContext) throws(ArgumentError) -> Heading {
        guard let degrees = points[word.text.lowercased()] else {
            throw ArgumentError("\(word.parameter) must be a compass point, not '\(word.shown)'")
        }
        return Heading(degrees: degrees)
    }

    static func completions(in context: ArgumentContext) -> [String] { context.names(.headings) }

    static func suggestion(for word: String, in context: ArgumentContext) -> String? {
        Suggestion.nearest(to: word, in: context.names(.headings))
    }
}

extension NameList {
    /// The session's headings: here a fixed list, read from the session as a feature's would be.
    fileprivate static let headings = NameList("headings") { _ in ["north", "east", "south", "west"] }
}

/// `steer DIR… [then=DIR]`.
private struct SteerCommand: Command, Equatable {
    static let spec = CommandSpec(
        "steer",
        parameters: [
            .positional("DIR", \Self.headings, required: true, repeating: true, "compass points, in turn"),
            .keyed("then", \Self.then, "where to head afterwards"),
        ],
        summary: "steer the ship")

    var headings: [Heading] = []
    var then: Heading?

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        .with(.message("steering " + (headings + [then].compactMap { $0 }).map { String($0.degrees) }.joined(separator: ", ")))
    }
}

@Suite("A new argument type, declared outside the core")
struct OpenArgumentTypeTests {
    private let registry = CommandRegistry([SteerCommand.self, HelpCommand.self])

    private func interpreter() -> Interpreter {
        Interpreter(session: Session(registry: registry, catalog: ThemeCatalog(), seed: 1, clock: ManualClock()), style: Style())
    }

    @Test func theParserReadsItAndTheCommandGetsTheType() throws {
        let steer = try #require(try CommandParser.parse("steer north EAST then=south", in: registry).first as? SteerCommand)
        #expect(steer.headings == [Heading(degrees: 0), Heading(degrees: 90)])
        #expect(steer.then == Heading(degrees: 180))
        #expect(interpreter().handle("steer west then=north").lines == [.out("steering 270, 0")])
    }

    @Test func aWordThatIsNoneIsRefusedWithTheTypesSuggestion() {
        let context = ArgumentContext(names: [.headings: ["north", "east", "south", "west"]])
        #expect(throws: CommandError("steer DIR must be a compass point, not 'nroth'; did you mean 'north'?")) {
            try CommandParser.parse("steer nroth", in: registry, context: context)
        }
        #expect(throws: CommandError("then must be a compass point, not 'up'")) {
            try CommandParser.parse("steer north then=up", in: registry, context: context)
        }
        #expect(interpreter().handle("steer nroth").lines == [.err("error: steer DIR must be a compass point, not 'nroth'; did you mean 'north'?")])
    }

    @Test func helpNamesItByItsPlaceholder() {
        #expect(SteerCommand.spec.usage == "steer DIR… [then=DIR]")
        let help = interpreter().handle("help steer").lines
        #expect(help.first == .out("usage: steer DIR… [then=DIR]"))
        #expect(help.contains(.out("  then=DIR  where to head afterwards")))
    }

    @Test func completionOffersWhatItSaysFromTheSession() {
        let vocabulary = interpreter().completionVocabulary
        #expect(vocabulary.names[.headings] == ["north", "east", "south", "west"])
        #expect(vocabulary.completions(before: "steer ", word: "") == ["north", "east", "south", "west", "then="])
        #expect(vocabulary.completions(before: "steer north then=", word: "s") == ["south"])
        #expect(vocabulary.completions(before: "steer north ", word: "we") == ["west"])
    }
}
