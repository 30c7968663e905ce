import InterfaceCoverage
import Transcripts

/// The executable's rows of the interface for `memorize test --coverage`: its subcommands
/// (`shell memorize test`, `shell memorize palette lint`) and their options and flags (`shell-option
/// memorize test --jobs`), read from argument-parser's own account of them (``HelpDump``), so a
/// subcommand or an option added is a row at once; and the recording of those a command line used.
enum ShellCoverage {
    /// Every subcommand and option argument-parser declares, but `help`, `--help`, `--version`,
    /// what it hides and the positional arguments (exercised whenever their command is). The
    /// session options (`--seed`, `--size`…), which most subcommands take too, are rows of
    /// `memorize` alone, wherever they are given.
    /// - Complexity: O(*n*) in the declarations.
    static var rows: [CoverageRow] {
        guard let root = HelpDump.memorize?.command else { return [] }
        let shared = Set(root.shownArguments.compactMap(\.spellings.last))
        var rows: [CoverageRow] = []
        func visit(_ command: HelpDump.Command, path: String) {
            rows += command.shownArguments.compactMap { argument in
                guard argument.kind != .positional, let spelling = argument.spellings.last,
                      path == root.commandName || !shared.contains(spelling)
                else { return nil }
                return CoverageRow(.shellOption, "\(path) \(spelling)")
            }
            for subcommand in command.subcommands ?? [] where subcommand.shouldDisplay != false && subcommand.commandName != "help" {
                let name = "\(path) \(subcommand.commandName)"
                rows.append(CoverageRow(.shell, name))
                visit(subcommand, path: name)
            }
        }
        visit(root, path: root.commandName)
        return rows
    }

    /// Starts recording when a `memorize test --coverage` worker asked (``CoverageLog``), and
    /// notes the subcommand and options of `arguments` (the command line, program name left out).
    /// - Complexity: one getenv(3) when not asked; O(*a* · *o*) in the arguments and options when asked.
    static func recordIfAsked(_ arguments: [String]) {
        CoverageLog.recordIfAsked()
        guard CoverageRecorder.isRecording, let root = HelpDump.memorize?.command else { return }
        var path = root.commandName
        var declared: [(path: String, arguments: [HelpDump.Argument])] = [(path, root.shownArguments)]
        var node = root
        var words = arguments[...]
        while let word = words.popFirst(), word != "--" {
            if word.hasPrefix("-") {
                let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
                // The session options are `memorize`'s rows wherever they are given.
                for (owner, arguments) in [declared[0]] + declared.dropFirst().reversed() {
                    guard let argument = arguments.first(where: { $0.spellings.contains(name) }), argument.kind != .positional else { continue }
                    CoverageRecorder.record(.shellOption, "\(owner) \(argument.spellings.last ?? name)")
                    if argument.kind == .option, !word.contains("=") { _ = words.popFirst() }
                    break
                }
            } else if let subcommand = node.subcommand(word) {
                node = subcommand
                path += " " + word
                CoverageRecorder.record(.shell, path)
                declared.append((path, subcommand.shownArguments))
            }
        }
    }
}
