import Foundation
import Testing
import LiveScreens

/// `memorize CMD --help` at the width argument-parser lays it out for (`COLUMNS`): the usage and
/// the command's own text fit, no word broken.
@Suite("Shell help fits the terminal")
struct ShellHelpWidthTests {
    static let commands = [
        ["play"], ["art", "edit"], ["palette", "list"], ["palette", "show"], ["palette", "search"],
        ["palette", "describe"], ["palette", "suggest"], ["palette", "lint"], ["palette", "fix"],
        ["palette", "filter"], ["palette", "extract"],
    ]

    static func help(_ command: [String], columns: Int) throws -> [String] {
        let result = try MemorizeProcess.run(command + ["--help"], environment: ["COLUMNS": "\(columns)"])
        #expect(result.status == 0, "\(command)")
        return result.stdoutLines
    }

    @Test("Up to the session options (argument-parser's own), every line fits 80 and 40 columns", arguments: [80, 40])
    func fits(columns: Int) throws {
        for command in Self.commands {
            let lines = try Self.help(command, columns: columns)
            let own = lines.prefix { $0 != "OPTIONS:" }
            #expect(own.count < lines.count, "\(command): no OPTIONS section")
            #expect(own.contains { $0.hasPrefix("USAGE: memorize \(command.joined(separator: " "))") })
            for line in own {
                #expect(DisplayWidth.of(line) <= columns, "\(command) at \(columns): \(line)")
            }
            // The same words as on a page wide enough for any line: only moved between lines.
            let wide = try Self.help(command, columns: 1000).prefix { $0 != "OPTIONS:" }
            #expect(own.flatMap { $0.split(separator: " ") } == wide.flatMap { $0.split(separator: " ") }, "\(command) at \(columns)")
        }
    }
}
