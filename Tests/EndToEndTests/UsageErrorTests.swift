import Features
import Foundation
import REPL
import Testing

/// memorize(1) promises exit status 64 (`EX_USAGE`) for a command line it cannot use, with one
/// `error:` line saying what was wrong and what is allowed. A shell subcommand's words are read by
/// the REPL's declaration of its command, so the promise is held here for every option the
/// registry declares with a constrained value, not for a list someone remembered to write.
@Suite("a bad value on the command line is a usage error")
struct UsageErrorTests {
    /// An option of a shell subcommand and the words that give it a value it refuses.
    struct BadValue: CustomTestStringConvertible, Sendable {
        let command: String
        /// `--format` or `games`: how its errors name it.
        let option: String
        let words: [String]
        var testDescription: String { "memorize \(command) \(words.joined(separator: " "))" }
    }

    /// A value no constrained kind takes: not a number, a choice, a language code or a version.
    static let bad = "%bad%"

    /// Every `--flag VALUE` and `key=VALUE` option of every shell subcommand whose declaration
    /// refuses ``bad`` by its own name ("--format must be one of …"); options that take any text
    /// (a file, a name) refuse nothing and are left out. A required positional gets `x`, after
    /// the option, so the option is what is read first.
    static let badValues: [BadValue] = shellSpecs.flatMap { spec -> [BadValue] in
        let fillers = spec.parameters.compactMap { parameter -> String? in
            if case .positional(required: true, _) = parameter.form { "x" } else { nil }
        }
        return spec.parameters.compactMap { parameter -> BadValue? in
            guard parameter.kind.span != .none else { return nil }
            let option: String, words: [String]
            switch parameter.form {
            case .flag: (option, words) = ("--" + parameter.name, ["--" + parameter.name, bad])
            case .keyed: (option, words) = (parameter.name, ["\(parameter.name)=\(bad)"])
            case .positional, .keyword: return nil
            }
            do throws(CommandError) {
                _ = try ShellWords.parse(words + fillers, for: spec, in: .standard)
                return nil
            } catch {
                guard error.message.hasPrefix("\(option) must be") else { return nil }
                let name = spec.group.map { [$0.name, spec.name] } ?? [spec.name]
                return BadValue(command: name.joined(separator: " "), option: option, words: words + fillers)
            }
        }
    }

    /// The declarations of the shell's subcommands.
    static let shellSpecs: [CommandSpec] = CommandRegistry.standard.commands.compactMap { type -> CommandSpec? in
        type.asShellCommand == nil ? nil : type.spec
    }

    @Test("the registry's constrained options are found")
    func constrainedOptionsAreFound() {
        let found = Set(Self.badValues.map { "\($0.command) \($0.option)" })
        #expect(found.isSuperset(of: ["simulate games", "simulate pairs", "palette lint --format", "palette suggest --pairs", "palette search --limit"]),
                "\(found.sorted())")
    }

    @Test("a refused value exits 64 with one line naming the option and what it takes", arguments: badValues)
    func refusedValue(_ bad: BadValue) throws {
        let directory = scratchPath("usage-error")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let shell = try MemorizeProcess.run(bad.command.split(separator: " ").map(String.init) + bad.words, directory: directory)
        #expect(shell.status == 64)
        #expect(shell.stdout.isEmpty)
        try #require(shell.stderrLines.count == 1, "\(shell.stderr)")
        let line = shell.stderrLines[0]
        #expect(line.hasPrefix("error: \(bad.option) must be "), "\(line)")
        // What it takes: a range, a list of choices, or a form with an example.
        #expect([" from ", " one of ", " like ", " at least "].contains { line.contains($0) }, "\(line)")
        #expect(line.contains(Self.bad), "\(line)")
        // -c says it in the same words, with the same status (DESIGN.md: one body, every front end).
        let batch = try MemorizeProcess.run(["-c", ([bad.command] + bad.words.map { Lexer.quoted($0) }).joined(separator: " ")], directory: directory)
        #expect(batch.stderr == shell.stderr)
        #expect(batch.status == 64)
    }

    /// The default theme directory may be missing (no themes of one's own yet); one given by
    /// `--theme-dir` is meant to hold themes, so a path that is none is said, not ignored.
    @Test("--theme-dir that names no directory is one error line, 64")
    func themeDirectoryThatIsNone() throws {
        let directory = scratchPath("theme-dir")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("mine"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{}".utf8).write(to: directory.appendingPathComponent("file.json"))
        #expect(mkfifo(directory.appendingPathComponent("fifo").path, 0o600) == 0)
        let refused = [
            ("nosuch", "no such directory"), ("file.json", "not a directory (a file)"), ("fifo", "not a directory (a FIFO)"),
        ]
        for (path, reason) in refused {
            for arguments in [["--theme-dir", path, "-c", "themes"], ["themes", "--theme-dir", path], ["--theme-dir", path]] {
                let run = try MemorizeProcess.run(arguments, directory: directory)
                #expect(run.status == 64, "\(arguments)")
                #expect(run.stdout.isEmpty, "\(arguments)")
                #expect(run.stderrLines.count == 1 && run.stderrLines.first?.hasPrefix("error: --theme-dir '\(path)': \(reason)") == true,
                        "\(arguments): \(run.stderr)")
            }
        }
        // A directory is taken, empty or not, and a missing default says nothing.
        let taken = try MemorizeProcess.run(["--theme-dir", "mine", "-c", "themes"], directory: directory)
        #expect(taken.status == 0)
        #expect(taken.stderr.isEmpty)
        let byDefault = try MemorizeProcess.run(["themes"], environment: ["XDG_DATA_HOME": directory.appendingPathComponent("nosuch").path], directory: directory)
        #expect(byDefault.status == 0)
        #expect(byDefault.stderr.isEmpty)
    }
}
