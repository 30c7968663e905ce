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

    /// The shells as a user runs them, on a terminal, each set up to load the generated script
    /// and to print the line it holds on Ctrl-T (`[the line]`).
    enum Shell: String, CaseIterable {
        case bash, zsh, fish

        var program: String { "/usr/bin/\(rawValue)" }
        var arguments: [String] {
            switch self {
            case .bash: ["--norc", "--noprofile", "-i"]
            case .zsh: ["-f", "-i"]
            case .fish: ["--no-config", "-i"]
            }
        }

        func setup(_ script: String) -> String {
            switch self {
            case .bash:
                "source '\(script)'; bind -x '\"\\C-t\": printf \"\\n[%s]\\n\" \"$READLINE_LINE\"'"
            case .zsh:
                "autoload -U compinit; compinit -u -D; source '\(script)'; show() { print -r -- ''; print -r -- \"[$BUFFER]\" }; zle -N show; bindkey '^T' show"
            case .fish:
                "source '\(script)'; function show_line; echo; echo '['(commandline)']'; end; bind \\ct show_line"
            }
        }
    }

    /// What `shell` holds on its line after `typed` and Tab.
    static func lineAfterTab(in shell: Shell, typing typed: String) throws -> String {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = try Self.script(shell.rawValue, in: directory)
        var environment = try Self.environment(directory)
        environment["PS1"] = "$ "
        let terminal = try PseudoTerminal(shell.arguments, environment: environment, program: shell.program)
        // `echo READY-(1+1)` is READY-2 only once the shell has run it, not as its echo.
        let ready = shell == .fish ? "echo READY-(math 1 + 1)" : "echo READY-$((1 + 1))"
        terminal.send(shell.setup(script.path) + "; " + ready + "\n")
        _ = terminal.read(until: { $0.contains("READY-2") })
        terminal.send(typed + "\t\u{14}")
        let output = terminal.read(until: { output in
            guard let start = output.range(of: "[memorize") else { return false }
            return output[start.upperBound...].contains("]\r\n")
        })
        terminal.send("\u{15}exit\n")
        _ = terminal.waitForExit()
        guard let start = output.range(of: "[memorize"), let end = output[start.lowerBound...].range(of: "]\r\n") else { return output }
        // "\r\n" is one Character.
        return String(output[start.lowerBound..<end.upperBound].dropLast())
    }

    /// What a user sees on the line after Tab, in an interactive shell on a terminal: the space
    /// escaped (`Animal\ Faces`), or inside an open quote the rest of the name and the quote.
    @Test("A name with a space completes escaped, or inside its open quote", arguments: Shell.allCases)
    func aNameWithASpaceCompletesOnTheLine(shell: Shell) throws {
        // bash always; zsh and fish where they are installed (scripts/install-dependencies --test installs them).
        guard shell == .bash || InstallScriptTests.hasCommand(shell.rawValue) else { return }
        let escaped = try Self.lineAfterTab(in: shell, typing: "memorize palette show Animal\\ F")
        #expect(escaped == "[memorize palette show Animal\\ Faces ]", "\(escaped.debugDescription)")
        let quoted = try Self.lineAfterTab(in: shell, typing: "memorize palette show \"Animal F")
        #expect(quoted == "[memorize palette show \"Animal Faces\" ]", "\(quoted.debugDescription)")
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

    @Test(.enabled(if: InstallScriptTests.hasCommand("zsh"), "zsh is installed"))
    func zshParsesItsScript() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = try Self.script("zsh", in: directory)
        let zsh = try InstallScriptTests.run("/usr/bin/env", ["zsh", "-n", script.path], environment: try Self.environment(directory))
        #expect(zsh.status == 0, "\(zsh.stderr)")
    }
}
