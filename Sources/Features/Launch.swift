import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Game
import GameFeature
import Layout
import Palettes
import PaletteFeature
import REPL
import Storage
import Themes

/// Everything a session is started with. The executable fills it from the command line, the
/// environment and the terminal; tests and transcripts fill it by hand. Nothing a transcript can
/// see is left to chance: seed, clock, size and colour are all here.
public struct Launch: Sendable {
    public enum ClockKind: String, CaseIterable, Sendable {
        /// Real time: for people playing.
        case system
        /// Moves only with `wait`: for scripts, batch runs and transcripts.
        case manual
    }

    public var seed: UInt64
    public var clock: ClockKind
    public var style: Style
    /// The user's theme directory; nil for bundled themes only.
    public var themeDirectory: URL?
    /// How warnings name that directory (as the user gave it); its path when nil.
    public var themeDirectoryName: String?
    /// The palettes file; nil keeps palettes in memory (transcripts, recordings).
    public var palettesFile: String?
    /// The canvas boards are exported on and art is drawn on.
    public var canvas: Canvas = .standard
    /// Where relative file paths in commands start; nil for the working directory.
    public var directory: URL?
    /// Every file path must stay in ``directory`` (a transcript's scratch directory).
    public var confinesFiles = false
    /// The language emoji names are searched in when a command names none (`$LANG`); nil for
    /// English, as transcripts always are.
    public var language: String?
    /// Where parsed emoji-name languages are kept between processes; nil parses each language
    /// once per process (transcripts: a run leaves nothing behind in the user's directories).
    public var nameCache: NameCacheDirectory?
    /// Where commands' output goes as they run: the process's streams (the executable) or each
    /// line's reply (transcripts, tests). See ``CommandStream``.
    public var destination: CommandStream.Destination = .gathered
    /// Commands may read standard input: it does not carry the commands (`-c`, a shell subcommand).
    public var standardInputIsFree = false
    /// Where the game in progress and the best scores are kept, and the day it is: nothing kept,
    /// on a fixed day, unless the executable says otherwise (transcripts stay the same everywhere).
    public var keeping = GameKeeping()
    /// How wide the terminal draws emoji (`--widths`): Unicode's unless the executable says
    /// otherwise (transcripts and recordings always measure by Unicode's).
    public var widths: Widths = .unicode

    /// Where a session's width model comes from.
    public enum Widths: Sendable, Equatable {
        /// Unicode's widths.
        case unicode
        /// The profile `palette probe` saved for the terminal `environment` names, read when an
        /// emoji is first measured; Unicode's when there is none.
        case terminal(environment: [String: String])
        /// A profile by name or path (`--widths NAME`), read at launch.
        case profile(String, environment: [String: String])
    }

    public init(
        seed: UInt64, clock: ClockKind = .manual, style: Style = Style(),
        themeDirectory: URL? = nil, themeDirectoryName: String? = nil, palettesFile: String? = nil
    ) {
        self.palettesFile = palettesFile
        self.seed = seed
        self.clock = clock
        self.style = style
        self.themeDirectory = themeDirectory
        self.themeDirectoryName = themeDirectoryName
    }

    /// `$XDG_DATA_HOME/memorize/themes`, else `~/.local/share/memorize/themes`.
    public static func userThemeDirectory(environment: [String: String]) -> URL? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("memorize/themes")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home).appendingPathComponent(".local/share/memorize/themes")
        }
        return nil
    }

    /// `$XDG_DATA_HOME/memorize/palettes.json`, else `~/.local/share/memorize/palettes.json`.
    public static func userPalettesFile(environment: [String: String]) -> String? {
        userThemeDirectory(environment: environment)?.deletingLastPathComponent().appendingPathComponent("palettes.json").path
    }

    /// A fresh interpreter on a fresh session with these settings.
    public func makeInterpreter() -> Interpreter {
        // One door for every file this session reads or writes.
        let workspace = Workspace(directory: directory?.path, confined: confinesFiles)
        // The theme directory is the launch's own setting, not a command's path: never confined.
        let catalog = ThemeCatalog.load(
            userDirectory: themeDirectory, displayName: themeDirectoryName, workspace: Workspace(directory: directory?.path))
        let gameClock: any GameClock = clock == .manual ? ManualClock() : SystemClock()
        var palettes = PaletteStore()
        var warnings: [String] = []
        if let palettesFile {
            do {
                palettes = try PaletteStore.open(path: palettesFile, workspace: workspace)
            } catch {
                // Never overwrite a file we could not read: this session's palettes stay in memory.
                warnings.append("palettes \(error.message); using the default palettes, unsaved")
            }
        }
        let session = Session(
            registry: .standard, catalog: catalog, seed: seed, clock: gameClock, palettes: palettes, canvas: canvas, workspace: workspace,
            language: language, nameCache: nameCache, providers: .standard)
        session.install(EmojiMemoryGame(session: session, keeping: keeping))
        var style = style
        switch widths {
        case .unicode: break
        case .terminal(let environment):
            style.widths = WidthProfiles.terminalSource(environment: environment, workspace: workspace)
        case .profile(let name, let environment):
            do throws(CommandError) {
                style.widths = try WidthProfiles.namedSource(name, environment: environment, workspace: workspace)
            } catch {
                warnings.append("--widths: \(error.message); measuring by Unicode's widths")
            }
        }
        let interpreter = Interpreter(session: session, style: style, destination: destination)
        interpreter.standardInputIsFree = standardInputIsFree
        interpreter.launchWarnings = warnings
        interpreter.makePrompt = Features.prompt
        return interpreter
    }
}
