import Foundation
import Testing

/// Every subcommand and verb of the shell, as the built binary declares them to argument-parser
/// (`--experimental-dump-help`): the tests that cover every command read this, never a list
/// typed by hand, so a command added tomorrow is covered tomorrow.
enum ShellCommandTree {
    private struct Dump: Decodable {
        struct Command: Decodable {
            let commandName: String
            let shouldDisplay: Bool?
            let subcommands: [Command]?
        }
        let command: Command
    }

    /// Each shown subcommand's words (`["palette", "lint"]`), groups before their verbs, in
    /// declaration order; argument-parser's own `help` is left out.
    /// - Complexity: O(*n*) in the subcommands, after one run of the binary.
    static func paths() throws -> [[String]] {
        let dump = try MemorizeProcess.run(["--experimental-dump-help"])
        try #require(dump.status == 0, "\(dump.stderr)")
        let root = try JSONDecoder().decode(Dump.self, from: Data(dump.stdout.utf8)).command
        var paths: [[String]] = []
        func visit(_ command: Dump.Command, _ path: [String]) {
            for sub in command.subcommands ?? [] where sub.shouldDisplay != false && sub.commandName != "help" {
                paths.append(path + [sub.commandName])
                visit(sub, path + [sub.commandName])
            }
        }
        visit(root, [])
        return paths
    }
}
