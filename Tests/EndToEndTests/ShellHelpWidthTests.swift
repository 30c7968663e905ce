import Foundation
import Testing
import LiveScreens

/// `memorize CMD --help` at the width argument-parser lays it out for (`COLUMNS`): the usage and
/// the command's own text fit, no word broken.
@Suite("Shell help fits the terminal")
struct ShellHelpWidthTests {
    static let commands = [
        [], ["run"], ["record"], ["test"], ["play"], ["art", "edit"], ["palette", "list"], ["palette", "show"], ["palette", "search"],
        ["palette", "describe"], ["palette", "suggest"], ["palette", "lint"], ["palette", "fix"],
        ["palette", "filter"], ["palette", "extract"],
    ]

    static func help(_ command: [String], columns: Int) throws -> [String] {
        let result = try MemorizeProcess.run(command + ["--help"], environment: ["COLUMNS": "\(columns)"])
        #expect(result.status == 0, "\(command)")
        return result.stdoutLines
    }

    /// argument-parser lays out its own sections (ARGUMENTS:, OPTIONS:) with a label column that
    /// leaves a long word (a path) no room at 40 columns: those are not ours to wrap.
    static func ours(_ lines: [String]) -> ArraySlice<String> {
        lines.prefix { $0 != "OPTIONS:" && $0 != "ARGUMENTS:" }
    }

    @Test("Up to argument-parser's own sections, every line fits 80 and 40 columns", arguments: [80, 40])
    func fits(columns: Int) throws {
        for command in Self.commands {
            let lines = try Self.help(command, columns: columns)
            let own = Self.ours(lines)
            #expect(own.count < lines.count, "\(command): no OPTIONS or ARGUMENTS section")
            #expect(own.contains { $0.hasPrefix((["USAGE: memorize"] + command).joined(separator: " ")) })
            for line in own {
                #expect(DisplayWidth.of(line) <= columns, "\(command) at \(columns): \(line)")
            }
            // The same words as on a page wide enough for any line: only moved between lines.
            let wide = Self.ours(try Self.help(command, columns: 1000))
            #expect(own.flatMap { $0.split(separator: " ") } == wide.flatMap { $0.split(separator: " ") }, "\(command) at \(columns)")
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
