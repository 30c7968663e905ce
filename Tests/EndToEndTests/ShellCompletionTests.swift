import Foundation
import Testing

/// The shells' completion of names (themes, palettes) through the scripts memorize generates:
/// a name with a space completes escaped, or inside an open quote with its closing quote.
@Suite("Completion of names in bash, zsh and fish")
struct ShellCompletionTests {
    /// The completion script for `shell`, written into `directory`.
    static func script(_ shell: String, in directory: URL) throws -> URL {
        let generated = try MemorizeProcess.run(["--generate-completion-script", shell])
        try #require(generated.status == 0, "\(generated.stderr)")
        let file = directory.appendingPathComponent("memorize.\(shell)")
        try Data(generated.stdout.utf8).write(to: file)
        return file
    }

    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("home"), withIntermediateDirectories: true)
        return directory
    }

    /// The environment a user's shell would have: memorize on PATH, a private HOME and data
    /// directory (whose palettes are the defaults, "Animal Faces" among them).
    static func environment(_ directory: URL) throws -> [String: String] {
        let bin = try MemorizeProcess.executable.deletingLastPathComponent().path
        return ["HOME": directory.appendingPathComponent("home").path, "PATH": "\(bin):/usr/bin:/bin", "LANG": "C.UTF-8",
                "XDG_DATA_HOME": directory.appendingPathComponent("data").path, "INPUTRC": "/dev/null"]
    }

    /// bash's completion function run as bash runs it on Tab (COMP_WORDS, COMP_LINE, COMP_POINT,
    /// and the word as readline hands it over), in a bash without start-up files: each line's
    /// COMPREPLY, one candidate a line, a blank line after each.
    @Test func bashCompletionFunctionGivesTheNameWhateverTheQuoting() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = try Self.script("bash", in: directory)
        let simulation = #"""
            source "$1" || exit 1
            complete_words() {   # the words as COMP_WORDS holds them, the last one under the cursor
                COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
                _memorize memorize "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                printf '%s\n' "${COMPREPLY[@]}"; echo
            }
            complete_words memorize palette show 'Animal\ F'
            complete_words memorize palette show '"Animal F'
            complete_words memorize palette show "'Animal F"
            complete_words memorize palette show 'Animal'
            """#
        let bash = try InstallScriptTests.run("/bin/bash", ["--norc", "--noprofile", "-c", simulation, "bash", script.path],
                                              environment: try Self.environment(directory))
        #expect(bash.status == 0, "\(bash.stderr)")
        let replies = bash.stdout.components(separatedBy: "\n\n").map { $0.split(separator: "\n").map(String.init) }
        #expect(replies.count == 5, "\(bash.stdout)")
        guard replies.count == 5 else { return }
        #expect(replies[0] == ["Animal Faces"], "\(bash.stdout)")
        #expect(replies[1] == ["Animal Faces"], "\(bash.stdout)")
        #expect(replies[2] == ["Animal Faces"], "\(bash.stdout)")
        #expect(Set(replies[3]) == ["Animals", "Animal Faces"], "\(bash.stdout)")
    }

    /// What a user sees on the line after Tab, in an interactive bash on a terminal: readline
    /// escapes the space (`Animal\ Faces`), or inside an open quote adds the rest and the quote.
    @Test func bashOnATerminalInsertsTheNameQuoted() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = try Self.script("bash", in: directory)
        var environment = try Self.environment(directory)
        environment["PS1"] = "$ "
        let terminal = try PseudoTerminal(["--norc", "--noprofile", "-i"], environment: environment, program: "/bin/bash")
        _ = terminal.read(until: { $0.hasSuffix("$ ") })
        // Ctrl-T prints the line as readline holds it.
        terminal.send("source '\(script.path)'; bind -x '\"\\C-t\": printf \"\\n[%s]\\n\" \"$READLINE_LINE\"'\n")
        _ = terminal.read(until: { $0.hasSuffix("$ ") })
        terminal.send("memorize palette show Animal\\ F\t\u{14}")
        let escaped = terminal.read(until: { $0.contains("]\r\n") || $0.contains("]\n") })
        #expect(escaped.contains("[memorize palette show Animal\\ Faces ]"), "\(escaped.debugDescription)")
        terminal.send("\u{15}memorize palette show \"Animal F\t\u{14}")
        let quoted = terminal.read(until: { $0.contains("\"]") || $0.contains("\" ]") })
        #expect(quoted.contains("[memorize palette show \"Animal Faces\" ]"), "\(quoted.debugDescription)")
        terminal.send("\u{15}exit\n")
        _ = terminal.waitForExit()
    }

    /// zsh's and fish's scripts complete the command's words too (argument-parser leaves out the
    /// arguments it does not show), by the same call into memorize, which answers in each
    /// shell's form.
    @Test func zshAndFishScriptsAskMemorizeForTheNames() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let zsh = try String(contentsOf: try Self.script("zsh", in: directory), encoding: .utf8)
        #expect(zsh.contains("---completion palette show -- positional@0"), "the zsh script never asks for a palette's name")
        let fish = try String(contentsOf: try Self.script("fish", in: directory), encoding: .utf8)
        #expect(fish.contains("---completion palette show -- positional@0"), "the fish script never asks for a palette's name")
        let environment = try Self.environment(directory)
        for (shell, word, expected) in [("zsh", "Animal\\ F", "Animal Faces"), ("zsh", "\"Animal F", "Animal Faces"), ("fish", "Animal F", "Animal Faces")] {
            let answer = try MemorizeProcess.run(
                ["---completion", "palette", "show", "--", "positional@0", "3", "\(word.count)", "memorize", "palette", "show", word],
                environment: environment.merging(["SAP_SHELL": shell]) { $1 })
            #expect(answer.stdout.split(separator: "\n").contains(Substring(expected)), "\(shell) \(word): \(answer.stdout.debugDescription)")
        }
    }

    @Test(.enabled(if: InstallScriptTests.hasCommand("fish"), "fish is installed"))
    func fishCompletesANameWithASpace() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = try Self.script("fish", in: directory)
        let fish = try InstallScriptTests.run(
            "/usr/bin/env", ["fish", "--no-config", "-c", "source $argv[1]; complete -C 'memorize palette show Animal\\ F'", script.path],
            environment: try Self.environment(directory))
        #expect(fish.stdout.split(separator: "\n").contains { $0.hasPrefix("Animal Faces") || $0.hasPrefix("Animal\\ Faces") },
                "\(fish.stdout) \(fish.stderr)")
    }

    @Test(.enabled(if: InstallScriptTests.hasCommand("zsh"), "zsh is installed"))
    func zshParsesItsScript() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = try Self.script("zsh", in: directory)
        let zsh = try InstallScriptTests.run("/usr/bin/env", ["zsh", "-n", script.path], environment: try Self.environment(directory))
        #expect(zsh.status == 0, "\(zsh.stderr)")
    }
}
