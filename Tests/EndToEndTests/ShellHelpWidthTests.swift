import Foundation
import Testing
import LiveScreens

/// `memorize CMD --help` at the width argument-parser lays it out for (`COLUMNS`), for every
/// subcommand and verb the binary declares (``ShellCommandTree``, never a list typed here): every
/// line fits, no word broken.
@Suite("Shell help fits the terminal")
struct ShellHelpWidthTests {
    static func help(_ command: [String], columns: Int) throws -> [String] {
        let result = try MemorizeProcess.run(command + ["--help"], environment: ["COLUMNS": "\(columns)"])
        #expect(result.status == 0, "\(command)")
        return result.stdoutLines
    }

    /// A line wider than the page is allowed only when it is one word, which nothing could break
    /// without breaking the word: at 40 columns a path (`$XDG_DATA_HOME/memorize/palettes.json)`)
    /// in argument-parser's option column, which starts 26 columns in, or a `[…]` of the usage
    /// that is one word (`[strategy=perfect|random|memory:K]`).
    static func isOneWord(_ line: String) -> Bool {
        !line.drop { $0 == " " }.contains(" ")
    }

    @Test("Every line of every subcommand's help fits 80 and 40 columns, but a word wider than a line", arguments: [80, 40])
    func fits(columns: Int) throws {
        let commands = [[]] + (try ShellCommandTree.paths())
        #expect(commands.count > 20 && commands.contains(["cast"]) && commands.contains(["palette", "new"]), "\(commands)")
        for command in commands {
            let lines = try Self.help(command, columns: columns)
            #expect(lines.contains { $0.hasPrefix((["USAGE: memorize"] + command).joined(separator: " ")) }, "\(command): \(lines)")
            for line in lines where DisplayWidth.of(line) > columns {
                #expect(Self.isOneWord(line), "\(command) at \(columns): \(DisplayWidth.of(line)) columns: \(line)")
                #expect(columns < 80, "\(command) at 80: \(line)")
            }
            // The same words as on a page wide enough for any line: only moved between lines.
            let wide = try Self.help(command, columns: 1000)
            #expect(lines.flatMap { $0.split(separator: " ") } == wide.flatMap { $0.split(separator: " ") }, "\(command) at \(columns)")
        }
    }

    /// A subcommand's details are made only for a help page, so start-up does not wrap them all:
    /// every way to a help page still has them (`--help`, `help …`, and the manual pages).
    @Test("every way to a subcommand's help page shows its discussion")
    func discussionOnEveryHelpPath() throws {
        let discussion = "A file's kind follows its extension"
        #expect(try MemorizeProcess.run(["palette", "lint", "--help"]).stdout.contains(discussion))
        #expect(try MemorizeProcess.run(["help", "palette", "lint"]).stdout.contains(discussion))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-pages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try MemorizeProcess.run(["--generate-manual", directory.path]).status == 0)
        let page = try String(contentsOf: directory.appendingPathComponent("memorize.palette.lint.1"), encoding: .utf8)
        #expect(page.contains(discussion))
    }
}
