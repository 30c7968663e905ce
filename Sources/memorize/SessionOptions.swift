import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import REPL

/// The options every way of running a session shares.
struct SessionOptions: ParsableArguments {
    @Option(help: "Seed for every shuffle and random choice, to replay a session exactly (default: random).")
    var seed: UInt64?

    @Option(help: "Colour output: auto (on a terminal in the REPL, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    @Option(help: "Game time: system (real time), manual (moves only with 'wait'), or auto: system in the REPL, manual in batch.")
    var clock: ClockChoice = .auto

    @Option(help: ArgumentHelp("Board size in columns and rows, like 100x30 (default: the terminal's, else 80x24).", valueName: "WxH"))
    var size: TerminalSize?

    @Option(help: ArgumentHelp("Canvas for exported boards and EmojiArt, in points, like 1024x768 (the default); each side 16 to 16384.", valueName: "WxH"))
    var canvas: CanvasSize?

    @Option(help: ArgumentHelp("Directory of your own themes (default: $XDG_DATA_HOME/memorize/themes).", valueName: "dir"))
    var themeDir: String?

    @Option(help: ArgumentHelp("Palettes file (default: $XDG_DATA_HOME/memorize/palettes.json).", valueName: "file"))
    var palettes: String?

    @Flag(help: "In batch mode, stop at the first command that fails.")
    var bail = false

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never

        /// auto: colour on a terminal unless NO_COLOR is set (to anything but the empty string).
        func resolve(isTerminal: Bool) -> Bool {
            switch self {
            case .always: true
            case .never: false
            case .auto: isTerminal && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
            }
        }
    }

    enum ClockChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, system, manual
    }

    struct TerminalSize: ExpressibleByArgument {
        let width: Int
        let height: Int

        init?(argument: String) {
            let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
                  (10...10_000).contains(width), (3...10_000).contains(height)
            else { return nil }
            self.width = width
            self.height = height
        }
    }

    struct CanvasSize: ExpressibleByArgument {
        let canvas: Canvas
        init?(argument: String) {
            guard let canvas = Canvas(parsing: argument) else { return nil }
            self.canvas = canvas
        }
    }

    /// Resolves the options against the environment and the terminal.
    /// - Parameter userThemesByDefault: load `$XDG_DATA_HOME/memorize/themes` when no
    ///   `--theme-dir` is given (not when recording: a transcript must replay anywhere).
    func launch(interactive: Bool, userThemesByDefault: Bool = true) -> Launch {
        let environment = ProcessInfo.processInfo.environment
        let useColor = color.resolve(isTerminal: interactive && Terminal.isTTY(STDOUT_FILENO))
        let terminal = Terminal.size(of: STDOUT_FILENO)
        let style = Style(
            color: useColor,
            width: size?.width ?? terminal?.width ?? 80,
            height: size?.height ?? terminal?.height ?? 24)
        let themeDirectory = themeDir.map { URL(fileURLWithPath: $0) }
            ?? (userThemesByDefault ? Launch.userThemeDirectory(environment: environment) : nil)
        let clockKind: Launch.ClockKind
        switch clock {
        case .system: clockKind = .system
        case .manual: clockKind = .manual
        case .auto: clockKind = interactive ? .system : .manual
        }
        var random = SystemRandomNumberGenerator()
        var launch = Launch(
            seed: seed ?? random.next(), clock: clockKind, style: style,
            themeDirectory: themeDirectory, themeDirectoryName: themeDir,
            palettesFile: palettes ?? (userThemesByDefault ? Launch.userPalettesFile(environment: environment) : nil))
        launch.canvas = canvas?.canvas ?? .standard
        return launch
    }
}
