import Features
import Foundation
import REPL
import Testing

/// Every shell subcommand answers byte for byte as `memorize -c` does with the same words: the same
/// standard output, standard error and exit status (DESIGN.md, "One command, one body"). A user who
/// moves a line from a script into `-c`, a pipe or a transcript gets the same program.
@Suite("memorize X … is memorize -c \"X …\"")
struct OneBodyTests {
    /// Lines to try for each shell subcommand, by its full name: what it finds, what it refuses.
    /// Paths are relative to a directory made afresh (with ``files``) before each run.
    static let cases: [String: [[String]]] = [
        "palette list": [[]],
        "palette show": [["Faces"], ["1"], ["nosuch"]],
        "palette new": [["Sea", "🐠🐙🦀"], ["Faces", "😀"], ["Empty", "abc"]],
        "palette add": [["Faces", "🦄❤"], ["nosuch", "🦄"]],
        "palette remove": [["Faces", "😀"], ["Faces", "🦄"]],
        "palette rename": [["Faces", "Smiles"], ["Faces", "Animals"]],
        "palette delete": [["Faces"], ["nosuch"]],
        "palette move": [["Faces", "3"], ["Faces", "99"]],
        "palette search": [["pizza"], ["cat", "--limit", "3"], ["cat"], ["zzqx"], ["🍕"], ["chat", "--lang", "xx"]],
        "palette describe": [["🍕"], ["❤"], ["abc"]],
        "palette suggest": [["ocean"], ["fruit", "--pairs", "3", "--format", "theme"], ["qwxyz"], ["fruit", "--save", "Orchard"]],
        "palette lint": [["p.txt"], ["clean.txt"], ["p.txt", "theme.json", "--format", "json"], ["prose.txt"], ["nosuch.txt", "p.txt"], ["sub"], ["fifo"]],
        "palette fix": [["p.txt"], ["p.txt", "--dry-run"], ["clean.txt"], ["prose.txt"], ["theme.json"], ["nosuch.txt"], ["-"]],
        "palette filter": [["p.txt", "prose.txt"], ["nosuch.txt", "p.txt"], []],
        "palette extract": [["prose.txt"], ["p.txt", "--format", "palette"], ["p.txt", "--top", "1"], []],
        // Without a terminal both say the screen needs one.
        "play": [[], ["animals", "pairs=2"]],
        "art edit": [[], ["a.emojiart"]],
    ]

    static let files: [String: String] = [
        "p.txt": "😀🐶🐶x\n❤\n",
        "clean.txt": "😀🐶🍕\n",
        "prose.txt": "I ❤ pizza 🍕 and more pizza 🍕 with friends 😀\n",
        "theme.json": #"{"name": "Mixed", "emojis": "😀a❤😀", "pairs": 2, "color": "red"}"# + "\n",
    ]

    /// Runs `arguments` in a directory holding ``files`` (and a directory and a FIFO), made afresh.
    func run(_ arguments: [String], in directory: URL, stdin: String) throws -> MemorizeProcess.Result {
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for (name, contents) in Self.files { try contents.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        #expect(mkfifo(directory.appendingPathComponent("fifo").path, 0o600) == 0)
        return try MemorizeProcess.run(arguments, stdin: Data(stdin.utf8), directory: directory)
    }

    @Test("every shell subcommand has lines to try")
    func everySubcommandIsTried() {
        let shell = CommandRegistry.standard.commands.filter { $0.asShellCommand != nil }.map { $0.spec.fullName }
        #expect(!shell.isEmpty)
        #expect(Set(shell) == Set(Self.cases.keys), "a shell subcommand without cases here, or a case without a command")
    }

    @Test("the same stdout, stderr and status from the shell and from -c", arguments: Self.cases.sorted { $0.key < $1.key })
    func sameAnswer(_ name: String, _ lines: [[String]]) throws {
        let directory = scratchPath("one-body")
        defer { try? FileManager.default.removeItem(at: directory) }
        for words in lines {
            let stdin = "🍕 from standard input 🍕 🐙\n"
            let shell = try run(name.split(separator: " ").map(String.init) + words + ["--seed", "7"], in: directory, stdin: stdin)
            let line = ([name] + words.map(Lexer.quoted)).joined(separator: " ")
            let batch = try run(["--seed", "7", "-c", line], in: directory, stdin: stdin)
            #expect(shell.stdout == batch.stdout, "stdout of '\(line)'")
            #expect(shell.stderr == batch.stderr, "stderr of '\(line)'")
            #expect(shell.status == batch.status, "status of '\(line)'")
            // Something was said: a case that prints nothing proves little.
            #expect(!(shell.stdout + shell.stderr).isEmpty, "'\(line)' printed nothing")
        }
    }

    @Test("a finding is exit status 1 everywhere, and no error line")
    func lintProblemsFailWithoutAnError() throws {
        let directory = scratchPath("one-body")
        defer { try? FileManager.default.removeItem(at: directory) }
        let piped = try run([], in: directory, stdin: "palette lint p.txt\n")
        #expect(piped.status == 1)
        #expect(piped.stderr == "3 problems in 1 file\n")
        let clean = try run(["palette", "lint", "clean.txt"], in: directory, stdin: "")
        #expect(clean.status == 0)
        #expect(clean.stdout.isEmpty)
        #expect(clean.stderr == "no problems in 1 file\n")
    }
}
