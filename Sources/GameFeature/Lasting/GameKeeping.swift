#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Game

/// Where a session keeps what outlives it (the game in progress and the best scores), and the
/// day it is. The executable gives the interactive REPL and `memorize play` files that they
/// write; `-c`, pipes and scripts read them but never write them (a script's `new` must not
/// replace the game a person left); transcripts keep everything in memory, on a fixed day.
public struct GameKeeping: Sendable {
    /// The game in progress: `$XDG_STATE_HOME/memorize/game.json`. Nil keeps nothing.
    public var gameFile: String?
    /// Best scores: `$XDG_DATA_HOME/memorize/scores.json`. Nil keeps them in memory.
    public var scoresFile: String?
    /// Whether this session writes those files (an interactive one), or only reads them.
    public var writes: Bool
    /// The day for `new daily` and for dating a best score: the one given, else the system's
    /// today, read only when asked (reading it opens the time zone's file: no start pays for it).
    public var today: CalendarDay { day ?? Self.systemToday() }
    /// The day given (`--date`, a transcript's fixed day); nil for the system's.
    public var day: CalendarDay?

    /// The day transcripts and tests run on, unless they say another (`@ date:`): a fixed one, so
    /// a daily deal or a dated score is the same on every run.
    public static let fixedDay = CalendarDay(year: 2026, month: 1, day: 1) ?? CalendarDay(secondsSince1970: 0)

    public init(gameFile: String? = nil, scoresFile: String? = nil, writes: Bool = false, today: CalendarDay? = fixedDay) {
        self.gameFile = gameFile
        self.scoresFile = scoresFile
        self.writes = writes
        self.day = today
    }

    /// The standard places: `$XDG_STATE_HOME/memorize/game.json` (else
    /// `~/.local/state/memorize/game.json`) and `$XDG_DATA_HOME/memorize/scores.json` (else
    /// `~/.local/share/memorize/scores.json`); nil where the environment names no absolute home.
    public static func standard(environment: [String: String], writes: Bool, today: CalendarDay?) -> GameKeeping {
        func directory(_ variable: String, else fallback: String) -> String? {
            if let value = environment[variable], value.hasPrefix("/") { return value + "/memorize" }
            if let home = environment["HOME"], home.hasPrefix("/") { return home + "/" + fallback + "/memorize" }
            return nil
        }
        return GameKeeping(
            gameFile: directory("XDG_STATE_HOME", else: ".local/state").map { $0 + "/game.json" },
            scoresFile: directory("XDG_DATA_HOME", else: ".local/share").map { $0 + "/scores.json" },
            writes: writes, today: today)
    }

    /// Today where this process is: the system's date in its local time zone.
    public static func systemToday() -> CalendarDay {
        var now = time(nil)
        var local = tm()
        localtime_r(&now, &local)
        return CalendarDay(secondsSince1970: Int64(now), offset: Int64(local.tm_gmtoff))
    }
}
