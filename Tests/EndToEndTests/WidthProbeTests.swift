import Foundation
import Testing

/// `palette probe` on made-up terminals that answer CSI 6n by width tables of their own: two
/// terminals that disagree give two profiles that differ exactly there, and lint with each flags
/// exactly its emoji. Without a terminal, or with one that never answers, it refuses cleanly.
@Suite("palette probe on made-up terminals", .serialized)
struct WidthProbeTests {
    /// The theme probed: plain emoji, VS16 text-presentation ones, a flag and a ZWJ family.
    static let emoji = "🐶☀️🇫🇷👨‍👩‍👧✈️🐱"
    /// Alpha draws a text-presentation emoji with VS16 in one column (as tmux and VTE do).
    static let alpha: [Character: Int] = ["☀️": 1, "✈️": 1]
    /// Beta draws a flag as its two letters and a ZWJ family as its three people.
    static let beta: [Character: Int] = ["🇫🇷": 4, "👨‍👩‍👧": 6]

    /// A data home holding the theme `Probe`.
    static func dataHome() throws -> URL {
        let home = scratchPath("probe-data")
        let themes = home.appendingPathComponent("memorize/themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        let theme = #"{"name": "Probe", "emojis": "\#(emoji)", "pairs": 3, "color": "orange"}"#
        try theme.write(to: themes.appendingPathComponent("probe.json"), atomically: true, encoding: .utf8)
        return home
    }

    /// Runs `memorize palette probe Probe` on a terminal named `name` that answers each CSI 6n
    /// with the column after what was drawn since the last carriage return, by `widths` (2 for
    /// the rest); the output and exit status.
    static func probe(as name: String, widths: [Character: Int], data: URL) throws -> (output: String, status: Int32) {
        let terminal = try PseudoTerminal(
            ["palette", "probe", "Probe"], environment: ["XDG_DATA_HOME": data.path, "TERM_PROGRAM": name, "TERM_PROGRAM_VERSION": "1.0"])
        var pending: [UInt8] = []
        var shown: [UInt8] = []
        let ask = Array("\u{1B}[6n".utf8)
        while let bytes = terminal.readBytes(timeout: 10) {
            guard !bytes.isEmpty else { break }
            pending += bytes
            shown += bytes
            while let range = pending.firstRange(of: ask) {
                let drawn = pending[..<range.lowerBound]
                let line = drawn.lastIndex(of: 0x0D).map { drawn[($0 + 1)...] } ?? drawn
                let columns = String(decoding: line, as: UTF8.self).reduce(0) { $0 + (widths[$1] ?? 2) }
                terminal.send("\u{1B}[5;\(columns + 1)R")
                pending.removeSubrange(..<range.upperBound)
            }
        }
        return (String(decoding: shown, as: UTF8.self), terminal.waitForExit())
    }

    /// The emoji of a profile file's differences, with the columns drawn.
    static func differences(_ file: URL) throws -> [String: Int] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let list = try #require(object["differences"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: list.compactMap { entry in
            (entry["emoji"] as? String).flatMap { emoji in (entry["drawn"] as? Int).map { (emoji, $0) } }
        })
    }

    /// The emoji `palette lint --terminal` flags for width in `file`, by `arguments` and `environment`.
    static func flagged(_ file: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> [String] {
        let result = try MemorizeProcess.run(["palette", "lint", "--terminal", "--format", "json"] + arguments + [file.path], environment: environment)
        let problems = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result.stderr)")
        return problems.filter { $0["kind"] as? String == "terminal-width" }.compactMap { $0["character"] as? String }
    }

    @Test("Two terminals that disagree give two profiles that differ exactly there; lint with each flags exactly its emoji")
    func twoTerminals() throws {
        let data = try Self.dataHome()
        let first = try Self.probe(as: "Alpha", widths: Self.alpha, data: data)
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains("Probed 6 emoji on Alpha 1.0: 2 differ"), "\(first.output)")
        #expect(first.output.contains("VS16 text-presentation (2)"), "\(first.output)")
        let second = try Self.probe(as: "Beta", widths: Self.beta, data: data)
        #expect(second.status == 0, "\(second.output)")
        #expect(second.output.contains("flags (1)") && second.output.contains("ZWJ sequences (1)"), "\(second.output)")
        // Nothing left on the screen: every probe's line is erased after it.
        #expect(first.output.contains("\r\u{1B}[2K"))

        let widths = data.appendingPathComponent("memorize/widths")
        let alpha = widths.appendingPathComponent("Alpha-1.0.json")
        let beta = widths.appendingPathComponent("Beta-1.0.json")
        #expect(try Self.differences(alpha) == ["☀️": 1, "✈️": 1])
        #expect(try Self.differences(beta) == ["🇫🇷": 4, "👨‍👩‍👧": 6])

        let palette = scratchPath("probe-palette.txt")
        try (Self.emoji + "\n").write(to: palette, atomically: true, encoding: .utf8)
        #expect(try Self.flagged(palette, ["--profile", alpha.path]) == ["☀️", "✈️"])
        #expect(try Self.flagged(palette, ["--profile", beta.path]) == ["🇫🇷", "👨‍👩‍👧"])
        // By name, and without one the profile of the terminal the environment names (a pipe here).
        #expect(try Self.flagged(palette, ["--profile", "Beta-1.0"], environment: ["XDG_DATA_HOME": data.path]) == ["🇫🇷", "👨‍👩‍👧"])
        #expect(try Self.flagged(palette, [], environment: ["XDG_DATA_HOME": data.path, "TERM_PROGRAM": "Alpha", "TERM_PROGRAM_VERSION": "1.0"]) == ["☀️", "✈️"])
        // No profile for this terminal: the fixed list of kinds terminals disagree on.
        let fixed = try Self.flagged(palette, [], environment: ["XDG_DATA_HOME": data.path, "TERM_PROGRAM": "Gamma"])
        #expect(fixed.count == 4, "\(fixed)")
    }

    @Test("Without a terminal palette probe refuses in one line")
    func noTerminal() throws {
        let result = try MemorizeProcess.run(["palette", "probe", "--all"])
        #expect(result.status == 1)
        #expect(result.stderrLines == ["error: palette probe needs a terminal"])
    }

    @Test("A terminal that never answers: the deadline's error, and the terminal back in cooked mode")
    func noAnswer() throws {
        let data = try Self.dataHome()
        let terminal = try PseudoTerminal(["palette", "probe", "Probe"], environment: ["XDG_DATA_HOME": data.path, "TERM_PROGRAM": "Mute"])
        let output = terminal.read(until: { $0.contains("error:") && $0.hasSuffix("\n") }, deadline: 20)
        #expect(output.contains("error: the terminal did not answer where its cursor is (CSI 6n) within 2 s"), "\(output)")
        #expect(terminal.isCanonical)
        // (setsid may fork, so the status seen here is not the program's: the line above is.)
        _ = terminal.waitForExit()
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("memorize/widths").path))
    }
}
