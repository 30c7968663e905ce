import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Layout
import Features
import Platform
import REPL

/// The options every way of running a session shares.
struct SessionOptions: ParsableArguments {
    @Option(help: "Seed for every shuffle and random choice, to replay a session exactly (default: random).")
    var seed: UInt64?

    @Option(help: "Colour output: auto (on a terminal in the REPL, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    @Option(help: "Game time: system (real time), manual (moves only with 'wait'), or auto: system in the REPL, manual in batch.")
    var clock: ClockChoice = .auto

    @Option(
        help: ArgumentHelp("Board size in columns and rows, like 100x30 (default: the terminal's, else 80x24).", valueName: "WxH"),
        transform: { text throws(GridSize.ParseError) in try GridSize(parsing: text, widths: 10...10_000, heights: 3...10_000) })
    var size: GridSize?

    @Option(
        help: ArgumentHelp("Canvas for exported boards and EmojiArt, in points, like 1024x768 (the default); each side 16 to 16384.", valueName: "WxH"),
        transform: { text throws(GridSize.ParseError) in try Canvas(parsing: text) })
    var canvas: Canvas?

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

    /// Resolves the options against the environment and the terminal.
    /// - Parameter userThemesByDefault: load `$XDG_DATA_HOME/memorize/themes` when no
    ///   `--theme-dir` is given (not when recording: a transcript must replay anywhere).
    func launch(interactive: Bool, userThemesByDefault: Bool = true) -> Launch {
        let environment = ProcessInfo.processInfo.environment
        let useColor = color.resolve(isTerminal: interactive && Terminal.isTTY(FileIO.standardOutput))
        let terminal = Terminal.size(of: FileIO.standardOutput)
        let style = Style(
            color: useColor,
            width: size?.width ?? terminal?.width ?? 80,
            height: size?.height ?? terminal?.height ?? 24,
            trueColor: Style.takesTrueColor(environment))
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
        launch.canvas = canvas ?? .standard
        launch.nameCache = NameCacheDirectory.standard(environment: environment)
        launch.language = environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["LC_MESSAGES"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["LANG"]
        return launch
    }
}

extension SessionOptions {
    /// Every option at its default (the shell's completion reads the default session's names).
    static var defaults: SessionOptions {
        // Parsing nothing cannot fail: every option has a default.
        (try? SessionOptions.parse([])) ?? SessionOptions()
    }
}
