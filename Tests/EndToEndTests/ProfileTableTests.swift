import Foundation
import LiveScreens
import Testing

/// Tables pad and cut emoji by the width profile `--widths` names (what a terminal's own profile
/// is, on that terminal): shown by a virtual terminal that draws as the profile says, `palette
/// show --names` keeps its names in one column and `themes` keeps every line within the width.
/// By Unicode's widths, the same terminal shows them crooked: the check can fail.
@Suite("Tables by a width profile")
struct ProfileTableTests {
    /// Draws VS16 emoji in one column.
    static let alpha = ProfileScreenTests.alpha
    /// Draws flags as their two letters (four columns) and a ZWJ family as its three people.
    static let beta = ProfileScreenTests.Terminal(
        name: "Beta", widths: ["🇫🇷": 4, "👨‍👩‍👧": 6, "🇦🇷": 4, "🇦🇺": 4, "🇧🇷": 4, "🇨🇦": 4, "🇨🇭": 4, "🇨🇳": 4, "🇩🇪": 4, "🇪🇸": 4])

    /// A data home holding `terminal`'s profile (and no themes: their paths would widen `themes`).
    static func dataHome(_ terminal: ProfileScreenTests.Terminal) throws -> URL {
        let home = scratchPath("profile-tables")
        let widths = home.appendingPathComponent("memorize/widths")
        try FileManager.default.createDirectory(at: widths, withIntermediateDirectories: true)
        try terminal.profile.write(to: widths.appendingPathComponent("\(terminal.name)-1.0.json"), atomically: true, encoding: .utf8)
        return home
    }

    /// Where each line's name starts (its first letter), as `terminal` draws the lines.
    static func nameColumns(_ lines: [String], on terminal: ProfileScreenTests.Terminal) -> [Int] {
        lines.map { line in
            var screen = VirtualTerminal(width: 200, height: 2, widths: terminal.model)
            screen.feed(line)
            return (0..<200).first { screen.character(atX: $0, y: 0).first?.isLetter == true } ?? -1
        }
    }

    @Test("palette show --names keeps its names in one column", arguments: [alpha, beta])
    func namesLineUp(terminal: ProfileScreenTests.Terminal) throws {
        let data = try Self.dataHome(terminal)
        let commands = "palette new Odd ✈️ ☀️ 🇫🇷 👨‍👩‍👧 🐶; palette show Odd --names"
        let environment = ["XDG_DATA_HOME": data.path]
        let profiled = try MemorizeProcess.run(["--widths", "\(terminal.name)-1.0", "-c", commands], environment: environment)
        #expect(profiled.status == 0, "\(profiled.stderr)")
        let rows = Array(profiled.stdoutLines.dropFirst(2))   // what 'palette new' and the palette's line say
        #expect(rows.count == 5)
        #expect(Set(Self.nameColumns(rows, on: terminal)).count == 1, "\(rows)")

        let unicode = try MemorizeProcess.run(["--widths", "unicode", "-c", commands.replacingOccurrences(of: "Odd", with: "Even")], environment: environment)
        #expect(Set(Self.nameColumns(Array(unicode.stdoutLines.dropFirst(2)), on: terminal)).count > 1, "by Unicode's widths, this terminal shows them crooked")
    }

    @Test("themes keeps every line within the width, as the terminal draws it")
    func themesFit() throws {
        let data = try Self.dataHome(Self.beta)
        let environment = ["XDG_DATA_HOME": data.path, "COLUMNS": "30"]
        func widest(_ lines: [String]) -> Int {
            let screen = VirtualTerminal(width: 1, height: 1, widths: Self.beta.model)
            return lines.map { $0.reduce(0) { $0 + screen.width(of: $1) } }.max() ?? 0
        }
        let profiled = try MemorizeProcess.run(["--widths", "Beta-1.0", "themes"], environment: environment)
        #expect(profiled.status == 0)
        #expect(profiled.stdoutLines.contains { $0.contains("🇦🇷") })
        #expect(widest(profiled.stdoutLines) <= 30)
        let unicode = try MemorizeProcess.run(["--widths", "unicode", "themes"], environment: environment)
        #expect(widest(unicode.stdoutLines) > 30, "by Unicode's widths, the flags overflow this terminal's line")
    }

    @Test("--widths names a profile that is not there: a warning, and Unicode's widths")
    func missingProfile() throws {
        let data = try Self.dataHome(Self.alpha)
        let result = try MemorizeProcess.run(["--widths", "Gamma", "-c", "palette new Odd ✈️ 🐶; palette show Odd --names"], environment: ["XDG_DATA_HOME": data.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("--widths: no width profile 'Gamma' (profiles: Alpha-1.0)"), "\(result.stderr)")
        #expect(Set(Self.nameColumns(Array(result.stdoutLines.dropFirst(2)), on: WidthModelTerminal.unicode)).count == 1)
    }
}

extension ProfileTableTests {
    @Test("A transcript measures by Unicode's widths, whatever profile the terminal running it has")
    func transcriptsStayFixed() throws {
        let data = try Self.dataHome(Self.alpha)
        let directory = scratchPath("profile-transcript")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("names.transcript").path
        try "# names beside emoji that Alpha draws narrow\n> palette new Odd ✈️ ☀️ 🐶\n> palette show Odd --names\n".write(toFile: file, atomically: true, encoding: .utf8)
        let recorded = try MemorizeProcess.run(["test", "--update", file], environment: ["XDG_DATA_HOME": data.path])
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("| ✈️  airplane"))
        // On Alpha itself (a terminal whose profile is saved), where a session would measure by it.
        let alpha = ["XDG_DATA_HOME": data.path, "TERM_PROGRAM": "Alpha", "TERM_PROGRAM_VERSION": "1.0", "TERM": "xterm-256color"]
        let terminal = try PseudoTerminal(["test", file], environment: alpha)
        let shown = terminal.readUntilGone()
        #expect(terminal.waitForExit() == 0, "\(shown)")
        let session = try PseudoTerminal(["-c", "palette new Odd ✈️ ☀️ 🐶; palette show Odd --names"], environment: alpha)
        let names = session.readUntilGone()
        #expect(session.waitForExit() == 0)
        #expect(names.contains("✈️   airplane"), "the same lines in a session on Alpha are padded by its profile: \(names)")
    }
}

/// Unicode's widths as a made-up terminal.
enum WidthModelTerminal {
    static let unicode = ProfileScreenTests.Terminal(name: "unicode", widths: [:])
}
