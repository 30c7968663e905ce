import Features
import Foundation
import REPL
import Testing

/// Every shell subcommand answers byte for byte as `memorize -c` does with the same words: the same
/// standard output, standard error and exit status (DESIGN.md, "One command, one body"). A user who
/// moves a line from a script into `-c`, a pipe or a transcript gets the same program, status too:
/// words the command's declaration refuses (a value out of range, a missing argument) are a usage
/// error everywhere (64, as argument-parser gives for an unknown option).
@Suite("memorize X … is memorize -c \"X …\"")
struct OneBodyTests {
    /// Lines to try for each shell subcommand, by its full name: what it finds, what it refuses.
    /// Paths are relative to a directory made afresh (with ``files``) before each run.
    static let cases: [String: [[String]]] = [
        "themes": [[], ["extra"]],
        // A group alone is its default verb, as in the REPL: `palettes` lists the palettes.
        "palettes": [[]],
        "palette": [[]],
        "simulate": [["games=3"], ["theme=animals", "strategy=random", "seed=2"], ["games=0"]],
        "palette list": [[]],
        "palette show": [["Faces"], ["1"], ["nosuch"]],
        "palette new": [["Sea", "🐠🐙🦀"], ["Faces", "😀"], ["Empty", "abc"], [":pizza::pizza:"]],
        "palette add": [["Faces", "🦄❤"], ["nosuch", "🦄"]],
        "palette remove": [["Faces", "😀"], ["Faces", "🦄"]],
        "palette rename": [["Faces", "Smiles"], ["Faces", "Animals"]],
        "palette delete": [["Faces"], ["nosuch"]],
        "palette move": [["Faces", "3"], ["Faces", "99"]],
        "palette search": [["pizza"], ["cat", "--limit", "3"], ["cat"], ["zzqx"], ["🍕"], ["chat", "--lang", "xx"], [], ["cat", "--limit", "0"]],
        "palette describe": [["🍕"], ["❤"], ["abc"], [""]],
        "palette suggest": [["ocean"], ["fruit", "--pairs", "3", "--format", "theme"], ["qwxyz"], ["fruit", "--save", "Orchard"], ["fruit", "--pairs", "0"]],
        "palette lint": [["p.txt"], ["clean.txt"], ["p.txt", "theme.json", "--format", "json"], ["prose.txt"], ["nosuch.txt", "p.txt"], ["sub"], ["fifo"], ["p.txt", "--format", "xml"]],
        "palette fix": [["p.txt"], ["p.txt", "--dry-run"], ["clean.txt"], ["prose.txt"], ["theme.json"], ["nosuch.txt"], ["-"]],
        "palette filter": [["p.txt", "prose.txt"], ["nosuch.txt", "p.txt"], []],
        "palette extract": [["prose.txt"], ["p.txt", "--format", "palette"], ["p.txt", "--top", "1"], []],
        // Without a terminal both say the screen needs one.
        "palette probe": [["animals"], ["--all"]],
        "play": [[], ["animals", "pairs=2"]],
        "scores": [[], ["animals"], ["nosuch"]],
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

    /// The groups whose name alone runs a verb (`palette` is `palette list`), by every name.
    static var groupsAlone: Set<String> {
        var names: Set<String> = []
        for case .group(let group) in CommandRegistry.standard.topics where group.defaultVerb != nil {
            let verbs = CommandRegistry.standard.verbs(of: group)
            guard verbs.contains(where: { $0.spec.name == group.defaultVerb && $0.type.asShellCommand != nil }) else { continue }
            names.formUnion([group.name] + group.aliases)
        }
        return names
    }

    @Test("every shell subcommand has lines to try")
    func everySubcommandIsTried() {
        let shell = CommandRegistry.standard.commands.filter { $0.asShellCommand != nil }.map { $0.spec.fullName }
        #expect(!shell.isEmpty)
        #expect(Self.groupsAlone == ["palette", "palettes"])
        #expect(Set(shell).union(Self.groupsAlone) == Set(Self.cases.keys), "a shell subcommand without cases here, or a case without a command")
    }

    /// Whether the declaration of the command `name` refuses `words` before it runs: a usage error.
    static func refuses(_ name: String, _ words: [String]) -> Bool {
        guard let type = CommandRegistry.standard.commands.first(where: { $0.spec.fullName == name }) else { return false }
        do {
            _ = try ShellWords.parse(words, for: type.spec, in: .standard)
            return false
        } catch {
            return true
        }
    }

    /// The status every front end gives for refused words.
    static let usageStatus: Int32 = 64

    @Test("the same stdout, stderr and status from the shell and from -c", arguments: Self.cases.sorted { $0.key < $1.key })
    func sameAnswer(_ name: String, _ lines: [[String]]) throws {
        let directory = scratchPath("one-body")
        defer { try? FileManager.default.removeItem(at: directory) }
        for words in lines {
            let stdin = "🍕 from standard input 🍕 🐙\n"
            let shell = try run(name.split(separator: " ").map(String.init) + words + ["--seed", "7"], in: directory, stdin: stdin)
            let line = ([name] + words.map { Lexer.quoted($0) }).joined(separator: " ")
            let batch = try run(["--seed", "7", "-c", line], in: directory, stdin: stdin)
            #expect(shell.stdout == batch.stdout, "stdout of '\(line)'")
            #expect(shell.stderr == batch.stderr, "stderr of '\(line)'")
            #expect(shell.status == batch.status, "status of '\(line)'")
            if Self.refuses(name, words) { #expect(batch.status == Self.usageStatus, "status of -c '\(line)'") }
            // Something was said: a case that prints nothing proves little.
            #expect(!(shell.stdout + shell.stderr).isEmpty, "'\(line)' printed nothing")
        }
    }

    /// Lines that read standard input, or a FIFO: a pipe's and a transcript's standard input carry
    /// the commands, and a transcript's box holds regular files only.
    static func readsStandardInputOrAFIFO(_ name: String, _ words: [String]) -> Bool {
        (["palette filter", "palette extract"].contains(name) && words.allSatisfy { $0.hasPrefix("--") })
            || words.contains("-") || words.contains("fifo")
    }

    @Test("the same stdout, stderr and status piped in as from the shell", arguments: Self.cases.sorted { $0.key < $1.key })
    func samePiped(_ name: String, _ lines: [[String]]) throws {
        let directory = scratchPath("one-body")
        defer { try? FileManager.default.removeItem(at: directory) }
        for words in lines where !Self.readsStandardInputOrAFIFO(name, words) {
            let line = ([name] + words.map { Lexer.quoted($0) }).joined(separator: " ")
            let shell = try run(name.split(separator: " ").map(String.init) + words + ["--seed", "7"], in: directory, stdin: "")
            let piped = try run(["--seed", "7"], in: directory, stdin: line + "\n")
            #expect(shell.stdout == piped.stdout, "stdout of '\(line)'")
            #expect(shell.stderr == piped.stderr, "stderr of '\(line)'")
            #expect(shell.status == piped.status, "status of '\(line)'")
        }
    }

    /// A transcript of every line (the expected output left empty, then written by `memorize test
    /// --update`) shows each line's standard output as `|` lines and its standard error as `!` lines:
    /// the same as the shell's, in a transcript's own scratch directory.
    @Test("a transcript records what the shell prints")
    func sameInATranscript() throws {
        let directory = scratchPath("one-body-transcript")
        defer { try? FileManager.default.removeItem(at: directory) }
        let box = directory.appendingPathComponent("box")
        try FileManager.default.createDirectory(at: box.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for (name, contents) in Self.files { try contents.write(to: box.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let tried = Self.cases.sorted { $0.key < $1.key }.flatMap { name, lines in
            lines.filter { !Self.readsStandardInputOrAFIFO(name, $0) && !["play", "art edit"].contains(name) }
                .map { (name, $0) }
        }
        // One transcript a line, so each starts from the box as it is (fix and new change things).
        for (index, (name, words)) in tried.enumerated() {
            let line = ([name] + words.map { Lexer.quoted($0) }).joined(separator: " ")
            let transcript = "# \(line)\n@ seed: 7\n@ files: box\n\n> \(line)\n"
            try transcript.write(to: directory.appendingPathComponent("\(index).transcript"), atomically: true, encoding: .utf8)
        }
        _ = try MemorizeProcess.run(["test", "--update", directory.path])
        let scratch = directory.appendingPathComponent("shell")
        for (index, (name, words)) in tried.enumerated() {
            let line = ([name] + words.map { Lexer.quoted($0) }).joined(separator: " ")
            let recorded = try String(contentsOf: directory.appendingPathComponent("\(index).transcript"), encoding: .utf8)
            let body = recorded.components(separatedBy: "> \(line)\n").last ?? ""
            let lines = body.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            let out = lines.filter { $0.hasPrefix("| ") || $0 == "|" }.map { $0.dropFirst(2) + "\n" }.joined()
            let err = lines.filter { $0.hasPrefix("! ") }.map { $0.dropFirst(2) + "\n" }.joined()
            let shell = try run(name.split(separator: " ").map(String.init) + words + ["--seed", "7"], in: scratch, stdin: "")
            #expect(shell.stdout == out, "stdout of '\(line)'")
            #expect(shell.stderr == err, "stderr of '\(line)'")
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
