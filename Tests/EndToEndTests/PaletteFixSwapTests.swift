import Foundation
import Testing

/// `palette fix --terminal [--profile P]`: an emoji the profile saw drawn at another width is
/// swapped for a form the terminal draws as expected (here ✈️ for ✈, which Alpha does not list),
/// in a text palette and in a theme's `emojis` alone; `--dry-run` says so and writes nothing.
@Suite("palette fix swaps by a width profile")
struct PaletteFixSwapTests {
    /// A scratch directory with Alpha's profile in its data home, and a text palette and a theme.
    static func files() throws -> (directory: URL, environment: [String: String]) {
        let directory = scratchPath("fix-swaps")
        let widths = directory.appendingPathComponent("data/memorize/widths")
        try FileManager.default.createDirectory(at: widths, withIntermediateDirectories: true)
        try ProfileScreenTests.alpha.profile.write(to: widths.appendingPathComponent("Alpha-1.0.json"), atomically: true, encoding: .utf8)
        try "✈️🐶☀️\n".write(to: directory.appendingPathComponent("sky.txt"), atomically: true, encoding: .utf8)
        try #"{"name": "Sky", "emojis": "✈️🐶", "pairs": 2, "color": "blue"}"#.write(
            to: directory.appendingPathComponent("sky.json"), atomically: true, encoding: .utf8)
        return (directory, ["XDG_DATA_HOME": directory.appendingPathComponent("data").path])
    }

    static func read(_ directory: URL, _ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("--dry-run shows the swaps as a diff and notes, and writes nothing")
    func dryRun() throws {
        let (directory, environment) = try Self.files()
        let result = try MemorizeProcess.run(
            ["palette", "fix", "--terminal", "--profile", "Alpha-1.0", "--dry-run", "sky.txt", "sky.json"], environment: environment, directory: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutLines.contains("+✈🐶☀"), "\(result.stdout)")
        #expect(result.stdoutLines.contains(#"+{"name": "Sky", "emojis": "✈🐶", "pairs": 2, "color": "blue"}"#), "\(result.stdout)")
        #expect(result.stderrLines.contains("note: sky.txt: would swap ✈️ for ✈ (this terminal draws ✈️ 1 column, Unicode 2)"), "\(result.stderr)")
        #expect(result.stderrLines.contains("note: sky.txt: would swap ☀️ for ☀ (this terminal draws ☀️ 1 column, Unicode 2)"), "\(result.stderr)")
        #expect(try Self.read(directory, "sky.txt") == "✈️🐶☀️\n")
        #expect(try Self.read(directory, "sky.json").contains("✈️🐶"))
    }

    @Test("Without --dry-run the files are swapped, the rest kept byte for byte; again, nothing changes")
    func swaps() throws {
        let (directory, environment) = try Self.files()
        let arguments = ["palette", "fix", "--terminal", "--profile", "Alpha-1.0", "sky.txt", "sky.json"]
        let result = try MemorizeProcess.run(arguments, environment: environment, directory: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.read(directory, "sky.txt") == "✈🐶☀\n")
        #expect(try Self.read(directory, "sky.json") == #"{"name": "Sky", "emojis": "✈🐶", "pairs": 2, "color": "blue"}"#)
        #expect(result.stderrLines.contains("note: sky.json: swapped ✈️ for ✈ (this terminal draws ✈️ 1 column, Unicode 2)"), "\(result.stderr)")
        let again = try MemorizeProcess.run(arguments, environment: environment, directory: directory)
        #expect(again.stdoutLines == ["sky.txt is canonical already", "sky.json is canonical already"])
        #expect(again.stderr.isEmpty, "\(again.stderr)")
    }

    @Test("The terminal's own profile, named by TERM_PROGRAM; none is an error, as --profile without --terminal is")
    func terminalProfile() throws {
        let (directory, environment) = try Self.files()
        var alpha = environment
        alpha["TERM_PROGRAM"] = "Alpha"
        alpha["TERM_PROGRAM_VERSION"] = "1.0"
        let result = try MemorizeProcess.run(["palette", "fix", "--terminal", "sky.txt"], environment: alpha, directory: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.read(directory, "sky.txt") == "✈🐶☀\n")
        var other = environment
        other["TERM_PROGRAM"] = "Gamma"
        let none = try MemorizeProcess.run(["palette", "fix", "--terminal", "sky.json"], environment: other, directory: directory)
        #expect(none.status != 0)
        #expect(none.stderrLines == ["error: no width profile for this terminal: 'palette probe' measures it, or give --profile P"])
        let lone = try MemorizeProcess.run(["palette", "fix", "--profile", "Alpha-1.0", "sky.json"], environment: environment, directory: directory)
        #expect(lone.stderrLines == ["error: --profile is the width profile of --terminal: give --terminal too"])
        #expect(try Self.read(directory, "sky.json").contains("✈️🐶"))
    }
}
