#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Game
import GameFeature
import Layout
import REPL

extension Launch {
    /// `--color`: whether output is coloured.
    public enum ColorChoice: String, CaseIterable, Sendable {
        case auto, always, never

        /// auto: colour on a terminal unless `NO_COLOR` is set (to anything but the empty string).
        public func resolve(isTerminal: Bool, environment: [String: String]) -> Bool {
            switch self {
            case .always: true
            case .never: false
            case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
            }
        }
    }

    /// `--clock`: auto is real time for a person at the REPL, the manual clock for a batch.
    public enum ClockChoice: String, CaseIterable, Sendable {
        case auto, system, manual
    }

    /// What a command line asks of a session, before the environment and the terminal settle
    /// what it leaves open (nil, or auto).
    public struct Request: Sendable {
        /// nil: a random seed.
        public var seed: UInt64?
        public var color: ColorChoice = .auto
        public var clock: ClockChoice = .auto
        /// The board; nil: the terminal's, else 80×24.
        public var size: GridSize?
        /// nil: the standard canvas.
        public var canvas: Canvas?
        /// The user's theme directory, as given.
        public var themeDirectory: String?
        public var palettesFile: String?
        /// The day (`--date`); nil: today, where the system is (a recording: a fixed day).
        public var date: CalendarDay?
        /// `--widths`: `unicode`, or a width profile's name or path; nil: the profile of the
        /// terminal the environment names when output goes to it, else Unicode's.
        public var widths: String?

        public init() {}
    }

    /// The terminal a session is launched on, as far as a launch cares.
    public struct TerminalFacts: Sendable {
        /// Whether standard output is a terminal.
        public var outputIsTerminal: Bool
        /// Its size in cells, when it has one.
        public var size: (width: Int, height: Int)?

        public init(outputIsTerminal: Bool, size: (width: Int, height: Int)?) {
            self.outputIsTerminal = outputIsTerminal
            self.size = size
        }
    }

    /// `request` settled by the environment and the terminal.
    /// - Parameters:
    ///   - interactive: a person at the REPL (a terminal on standard input): colour and the
    ///     real clock by default.
    ///   - userThemesByDefault: load `$XDG_DATA_HOME/memorize/themes` and the user's palettes
    ///     when the request names none (not when recording: a transcript must replay anywhere).
    public init(
        _ request: Request, interactive: Bool, userThemesByDefault: Bool = true,
        terminal: TerminalFacts, environment: [String: String]
    ) {
        let style = Style(
            color: request.color.resolve(isTerminal: interactive && terminal.outputIsTerminal, environment: environment),
            width: request.size?.width ?? Self.columns(environment) ?? terminal.size?.width ?? 80,
            height: request.size?.height ?? terminal.size?.height ?? 24,
            trueColor: Style.takesTrueColor(environment))
        let clock: ClockKind = switch request.clock {
        case .system: .system
        case .manual: .manual
        case .auto: interactive ? .system : .manual
        }
        var random = SystemRandomNumberGenerator()
        self.init(
            seed: request.seed ?? random.next(), clock: clock, style: style,
            themeDirectory: request.themeDirectory.map { URL(fileURLWithPath: $0) }
                ?? (userThemesByDefault ? Self.userThemeDirectory(environment: environment) : nil),
            themeDirectoryName: request.themeDirectory,
            palettesFile: request.palettesFile ?? (userThemesByDefault ? Self.userPalettesFile(environment: environment) : nil))
        canvas = request.canvas ?? .standard
        nameCache = NameCacheDirectory.standard(environment: environment)
        // A person's session keeps its game and scores; a recording keeps nothing (it must replay anywhere).
        keeping = userThemesByDefault
            ? GameKeeping.standard(environment: environment, writes: interactive, today: request.date)
            : GameKeeping(today: request.date ?? GameKeeping.fixedDay)
        language = Self.messagesLanguage(environment)
        // A recording keeps Unicode's widths whatever was asked: it must replay anywhere.
        if userThemesByDefault {
            if let name = request.widths {
                widths = name == "unicode" ? .unicode : .profile(name, environment: environment)
            } else if terminal.outputIsTerminal {
                widths = .terminal(environment: environment)
            }
        }
    }

    /// `$COLUMNS`, when it is a whole number from 10 to 10,000: what is printed fits it, as `ls`
    /// and `--help` fit it, over the terminal's own width (a pipe without it gets 80).
    static func columns(_ environment: [String: String]) -> Int? {
        environment["COLUMNS"].flatMap { Int($0) }.flatMap { (10...10_000).contains($0) ? $0 : nil }
    }

    /// The language of messages, as POSIX orders the variables: `LC_ALL`, `LC_MESSAGES`, `LANG`
    /// (an empty one is unset).
    static func messagesLanguage(_ environment: [String: String]) -> String? {
        ["LC_ALL", "LC_MESSAGES"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? environment["LANG"]
    }
}
