import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Layout
import Features
import Game
import Platform
import REPL

/// The options every way of running a session shares.
struct SessionOptions: ParsableArguments {
    // `parsing: .unconditional` on the numeric options: `--seed -1` is a value that is out of range,
    // not a missing value followed by an option `-1`.
    @Option(
        parsing: .unconditional,
        help: "Seed for every shuffle and random choice, to replay a session exactly (default: random).",
        transform: { text throws(NumberRangeError) in try NumberRangeError.seed(text) })
    var seed: UInt64?

    @Option(help: "Colour output: auto (on a terminal in the REPL, unless NO_COLOR is set), always or never.")
    var color: Launch.ColorChoice = .auto

    @Option(help: "Game time: system (real time), manual (moves only with 'wait'), or auto: system in the REPL, manual in batch.")
    var clock: Launch.ClockChoice = .auto

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Board size in columns and rows, like 100x30 (default: the terminal's, else 80x24).", valueName: "WxH"),
        transform: { text throws(GridSize.ParseError) in try GridSize(parsing: text, widths: 10...10_000, heights: 3...10_000) })
    var size: GridSize?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Canvas for exported boards and EmojiArt, in points, like 1024x768 (the default); each side 16 to 16384.", valueName: "WxH"),
        transform: { text throws(GridSize.ParseError) in try Canvas(parsing: text) })
    var canvas: Canvas?

    @Option(help: ArgumentHelp("Directory of your own themes (default: $XDG_DATA_HOME/memorize/themes).", valueName: "dir"))
    var themeDir: String?

    @Option(help: ArgumentHelp("Palettes file (default: $XDG_DATA_HOME/memorize/palettes.json).", valueName: "file"))
    var palettes: String?

    @Flag(help: "In batch mode, stop at the first command that fails.")
    var bail = false

    @Option(
        help: ArgumentHelp("The day for 'new daily' and for dating best scores, like 2026-11-28 (default: today's local date).", valueName: "YYYY-MM-DD"),
        transform: { text throws(DayError) in
            guard let day = CalendarDay(text) else { throw DayError(text: text) }
            return day
        })
    var date: CalendarDay?

    @Option(help: ArgumentHelp(
        "How wide emoji are drawn: unicode, or a width profile 'palette probe' saved (a name or file). Default: this terminal's profile, if probed, when output goes to it.",
        valueName: "unicode|profile"))
    var widths: String?

    /// A theme directory given by name must be one: the default may be missing (no themes of
    /// one's own yet), but `--theme-dir` says themes are there, and a typo would otherwise leave
    /// them out without a word (and `new MYTHEME` would say only that there is no such theme).
    /// Checked once the command line parsed (``SessionCommand``), so that a typo elsewhere on it
    /// is what is said first.
    var problem: String? {
        guard let themeDir, let problem = Self.problem(withThemeDirectory: themeDir) else { return nil }
        return "--theme-dir '\(themeDir)': \(problem)"
    }

    /// Why `path` is no directory memorize can read themes from, or nil when it is one.
    static func problem(withThemeDirectory path: String) -> String? {
        guard let info = FileSystem.info(path) else {
            let error = SystemError.last
            return error.isNotFound ? "no such directory" : "cannot read it: \(error)"
        }
        switch info.kind {
        case .directory: break
        case .regular: return "not a directory (a file)"
        case .fifo: return "not a directory (a FIFO)"
        case .symbolicLink, .other: return "not a directory (a device or a socket)"
        }
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            return access(path, R_OK | X_OK) == 0 ? "cannot list it" : "cannot list it: \(SystemError.last)"
        }
        return nil
    }

    /// What the options ask of a session.
    var request: Launch.Request {
        var request = Launch.Request()
        request.seed = seed
        request.color = color
        request.clock = clock
        request.size = size
        request.canvas = canvas
        request.themeDirectory = themeDir
        request.palettesFile = palettes
        request.date = date
        request.widths = widths
        return request
    }

    /// The session the options ask for, on this process's terminal and environment.
    func launch(interactive: Bool, userThemesByDefault: Bool = true) -> Launch {
        let terminal = Launch.TerminalFacts(
            outputIsTerminal: Terminal.isTTY(FileIO.standardOutput),
            size: Terminal.size(of: FileIO.standardOutput).map { ($0.width, $0.height) })
        return Launch(
            request, interactive: interactive, userThemesByDefault: userThemesByDefault,
            terminal: terminal, environment: ProcessInfo.processInfo.environment)
    }

    /// A session that runs on this process's own streams (every front end but a recording):
    /// commands write to standard output and error as they run, and may read standard input
    /// when it does not carry the commands.
    func interpreter(interactive: Bool, standardInputIsFree: Bool) -> Interpreter {
        var launch = launch(interactive: interactive)
        launch.destination = .process
        launch.standardInputIsFree = standardInputIsFree
        return launch.makeInterpreter()
    }
}

/// `--date` that is no day: said with the form it takes.
struct DayError: Error, CustomStringConvertible {
    let text: String
    var description: String { "'\(text)' is not a day; give one as YYYY-MM-DD, like 2026-11-28" }
}

/// A number given to an option of the shell that is not one it takes, said with the range it
/// takes as the REPL says it (`seed must be a whole number from 0 to …, not '-1'`).
struct NumberRangeError: Error, CustomStringConvertible {
    let description: String

    /// A shuffle seed, as `--seed` and the REPL's `seed=` take it.
    static func seed(_ text: String) throws(NumberRangeError) -> UInt64 {
        guard let seed = UInt64(text) else {
            throw NumberRangeError(description: "expected a whole number from 0 to \(UInt64.max)")
        }
        return seed
    }

    /// A whole number of at least `least` (`--jobs`, `--durations`).
    static func integer(_ text: String, atLeast least: Int) throws(NumberRangeError) -> Int {
        guard let number = Int(text), number >= least else {
            throw NumberRangeError(description: "expected a whole number of at least \(least)")
        }
        return number
    }

    /// A positive number of seconds (`--timeout`).
    static func seconds(_ text: String) throws(NumberRangeError) -> Double {
        guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
            throw NumberRangeError(description: "expected a positive number of seconds")
        }
        return seconds
    }

    /// A percentage from 0 to 100, a `%` after it allowed (`--coverage-min 90`, `90%`).
    static func percentage(_ text: String) throws(NumberRangeError) -> Double {
        let number = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let percent = Double(number), percent.isFinite, (0...100).contains(percent) else {
            throw NumberRangeError(description: "expected a percentage from 0 to 100")
        }
        return percent
    }
}

extension Launch.ColorChoice: ExpressibleByArgument {}
extension Launch.ClockChoice: ExpressibleByArgument {}

extension SessionOptions {
    /// Every option at its default (the shell's completion reads the default session's names).
    static var defaults: SessionOptions {
        // Parsing nothing cannot fail: every option has a default.
        (try? SessionOptions.parse([])) ?? SessionOptions()
    }
}

/// A command that starts a session from memorize's options (all but test, cast and verify):
/// ``Memorize/main()`` checks its options' ``SessionOptions/problem`` before it runs.
protocol SessionCommand: ParsableCommand {
    var options: SessionOptions { get }
}

extension Memorize: SessionCommand {}
extension Run: SessionCommand {}
extension Record: SessionCommand {}
extension ShellSubcommand: SessionCommand {}
extension ShellGroup: SessionCommand {}
