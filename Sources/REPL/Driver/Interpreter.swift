#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Game
import Themes

/// The one path from an input line to its output, whether the line came from readline, a pipe,
/// `-c`, a script or a transcript: parse, execute on the ``Session``, render.
public final class Interpreter {
    public let session: Session
    public var style: Style
    /// `face on`: draw the face after each move (`choose`, and the face's own gestures).
    public var drawsFaceAfterEachMove = false

    public init(session: Session, style: Style) {
        self.session = session
        self.style = style
    }

    /// Problems found while launching (an unreadable palettes file), shown before the first command.
    public var launchWarnings: [String] = []

    /// Warnings to show before the first command: theme files that could not be used.
    public var startupReply: Reply {
        var reply = Reply()
        launchWarnings.forEach { reply.warning($0) }
        for problem in session.catalog.problems {
            reply.warning("theme \(problem)")
        }
        return reply
    }

    /// The prompt: the mood emoji, then the theme and score once a game is on.
    public var prompt: String {
        guard let game = session.game, let theme = session.theme else { return promptMood + "memorize> " }
        return promptMood + "\(theme.name) \(game.score)> "
    }

    /// Runs one line: one command, or several separated by `;` (as `-c` takes them). A failing
    /// command does not stop the ones after it unless `bail` is set; `quit` does.
    /// - Complexity: O(*n*) in the line's length, plus what its commands cost.
    public func handle(_ line: String, bail: Bool = false) -> Reply {
        var reply = Reply()
        artBeforeLine(into: &reply)
        for command in line.split(separator: ";", omittingEmptySubsequences: false) {
            do {
                try execute(try CommandParser.parse(String(command)), into: &reply)
            } catch {
                reply.error(error.message)
            }
            if reply.quit || (bail && reply.failed) { break }
        }
        artAfterLine(into: &reply)
        return reply
    }

    /// Executes `command`, appending its output to `reply`.
    public func execute(_ command: Command, into reply: inout Reply) throws(CommandError) {
        switch command {
        case .nothing:
            break
        case .new(let request):
            let notices = try session.newGame(request)
            notices.forEach { reply.note($0) }
            if let theme = session.theme, let game = session.game {
                reply.out("New game: \(theme.name), \(game.cards.count / 2) pairs (seed \(session.gameSeed))")
            }
            drawBoard(into: &reply)
        case .choose(let numbers):
            var outcomes: [String] = []
            for number in numbers {
                switch try session.choose(cardNumber: number) {
                case .turned: break
                case .matched(let points): outcomes.append("match! +\(points)")
                case .mismatched(let penalty): outcomes.append(penalty > 0 ? "no match, −\(penalty)" : "no match")
                case .ignored(let reason): reply.note(reason)
                }
            }
            drawBoard(into: &reply, event: outcomes.last)
            if drawsFaceAfterEachMove { drawFace(into: &reply) }
        case .board:
            guard session.game != nil else { throw Session.noGame }
            drawBoard(into: &reply)
        case .score:
            guard let game = session.game else { throw Session.noGame }
            reply.out("score: \(game.score)")
        case .state:
            reply.out(StateJSON(session: session).line())
        case .restart:
            try session.restart()
            reply.out("Restarted: \(session.theme?.name ?? "") (seed \(session.gameSeed))")
            drawBoard(into: &reply)
        case .themes:
            reply.out(themeList())
        case .wait(let seconds):
            try session.wait(seconds: seconds)
        case .simulate(let request):
            let (report, simulation, notes) = try session.simulate(request)
            notes.forEach { reply.note($0) }
            reply.out(Self.describe(report, simulation, theme: request.theme.flatMap(session.catalog.theme(named:))?.name))
        case .help(let name):
            guard let name else {
                reply.out(Help.overview())
                return
            }
            guard let spec = CommandSpec.named(name) else {
                var message = "no command '\(name)'"
                let names = CommandSpec.all.map(\.name)
                if let nearest = Suggestion.nearest(to: name, in: names) { message += "; did you mean '\(nearest)'?" }
                throw CommandError(message + " (try 'help')")
            }
            reply.out(Help.detail(for: spec))
        case .quit:
            reply.quit = true
        case .palette(let verb, let arguments):
            try executePalette(verb, arguments, into: &reply)
        case .face(let faceCommand):
            try execute(faceCommand, into: &reply)
        case .art(let art):
            try executeArt(art, into: &reply)
        case .exportBoard(let path):
            try executeExportBoard(path: path, into: &reply)
        }
    }

    // MARK: - Rendering

    private func drawBoard(into reply: inout Reply, event: String? = nil) {
        guard let game = session.game, let theme = session.theme else { return }
        reply.out(BoardRenderer(style: style).render(game, color: theme.color))
        var status = "\(theme.name) · score \(game.score) · \(game.pairsLeft) of \(game.cards.count / 2) pairs left"
        if let event { status += " · \(event)" }
        reply.out(style.bold(status))
        if game.isOver {
            reply.out("🎉 All pairs matched! Final score \(game.score) in \(game.turns) turns.")
        }
    }

    private func themeList() -> [String] {
        let themes = session.catalog.themes
        let width = themes.map(\.name.count).max() ?? 0
        let colorWidth = ThemeColor.allCases.map(\.rawValue.count).max() ?? 0
        return themes.map { theme in
            let pairs: String
            switch theme.pairs {
            case .exactly(let n): pairs = "\(n) pairs"
            case .all: pairs = "all \(theme.emojis.count) pairs"
            case .random(let range): pairs = "\(range.lowerBound)–\(range.upperBound) pairs"
            }
            let sample = String(theme.emojis.prefix(8))
            return "\(theme.name.padding(to: width))  \(style.onThemeColor(" \(theme.color.rawValue.padding(to: colorWidth)) ", theme.color))  \(pairs), \(theme.emojis.count) emoji  \(sample)…"
        }
    }

    static func describe(_ report: Simulation.Report, _ simulation: Simulation, theme: String?) -> [String] {
        let games = simulation.games == 1 ? "1 game" : "\(simulation.games) games"
        let header = "\(games) of \(simulation.pairs) pairs" + (theme.map { " (\($0))" } ?? "")
            + ", strategy \(simulation.strategy.rawValue), seed \(simulation.seed)"
        let columns = ["mean", "median", "min", "max"]
        let rows = [("score", report.score), ("turns", report.turns)].map { label, s in
            (label, [format(s.mean), format(s.median), String(s.min), String(s.max)])
        }
        let width = 2 + max(columns.map(\.count).max() ?? 0, rows.flatMap(\.1).map(\.count).max() ?? 0)
        return [header, "".padding(to: 6) + columns.map { $0.leftPadding(to: width) }.joined()]
            + rows.map { label, cells in label.padding(to: 6) + cells.map { $0.leftPadding(to: width) }.joined() }
    }

    /// One decimal, the same on every platform and locale.
    static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard tenths.magnitude < 1e15 else { return "\(value)" }
        let n = Int(tenths)
        let sign = n < 0 ? "-" : ""
        return "\(sign)\(abs(n) / 10).\(abs(n) % 10)"
    }
}

extension String {
    func leftPadding(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
