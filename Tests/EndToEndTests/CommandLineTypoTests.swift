import Foundation
import Testing

@Suite("memorize's own command line: typos get one line of help")
struct CommandLineTypoTests {
    @Test("memorize help NOSUCH is an error with a suggestion, not the whole help and status 0")
    func helpForAnUnknownSubcommand() throws {
        let typo = try MemorizeProcess.run(["help", "plaette"])
        #expect(typo.status == 64)
        #expect(typo.stdoutLines.isEmpty)
        #expect(typo.stderrLines == ["error: unknown subcommand 'plaette'; did you mean 'palette'? (see 'memorize --help')"])
        let nested = try MemorizeProcess.run(["help", "palette", "lnt"])
        #expect(nested.status == 64)
        #expect(nested.stderrLines.first?.contains("did you mean 'lint'?") == true)
        // A command of the game is named with the way to its help (it printed the whole help, status 0).
        let game = try MemorizeProcess.run(["help", "choose"])
        #expect(game.status == 64)
        #expect(game.stdoutLines.isEmpty)
        #expect(game.stderrLines == [#"error: 'choose' is a command of the game, not of memorize; try: memorize -c "help choose""#])
        // A subcommand that exists still gets its help.
        let known = try MemorizeProcess.run(["help", "palette"])
        #expect(known.status == 0)
        #expect(!known.stdoutLines.isEmpty)
    }

    @Test func aMistypedSubcommandIsNamed() throws {
        let result = try MemorizeProcess.run(["plaette"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == ["error: unknown subcommand 'plaette'; did you mean 'palette'? (see 'memorize --help')"])
    }

    @Test func aMistypedNestedSubcommandIsNamed() throws {
        let result = try MemorizeProcess.run(["palette", "lnt", "themes.json"])
        #expect(result.status == 64)
        #expect(result.stderrLines == [
            "error: unknown subcommand 'lnt' for 'memorize palette'; did you mean 'lint'? (see 'memorize palette --help')",
        ])
    }

    @Test func aWordLikeNoSubcommandListsThem() throws {
        let result = try MemorizeProcess.run(["xyzzy"])
        #expect(result.status == 64)
        #expect(result.stderrLines == ["error: unknown subcommand 'xyzzy'; subcommands: run, test, record, cast, verify, themes, simulate, play, scores, palette, art (see 'memorize --help')"])
    }

    @Test func aMistypedHelpIsNamed() throws {
        let result = try MemorizeProcess.run(["--halp"])
        #expect(result.status == 64)
        #expect(result.stderrLines == ["error: unknown option '--halp'; did you mean '--help'? (see 'memorize --help')"])
    }

    /// Every long option of every command, mistyped, is named: the options come from the binary's
    /// own description of its command line (argument-parser's `--experimental-dump-help`), so a new
    /// option is covered without editing this test.
    @Test func everyOptionOfEveryCommandIsFoundFromATypo() throws {
        let dump = try MemorizeProcess.run(["--experimental-dump-help"])
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var checked = 0
        func visit(_ command: [String: Any], path: [String]) throws {
            let name = try #require(command["commandName"] as? String)
            guard name != "help" else { return }   // argument-parser's own `help` shows help for anything
            let arguments = command["arguments"] as? [[String: Any]] ?? []
            // The command's required arguments are given: argument-parser names the first error
            // it meets, and a missing argument is met before a mistyped option.
            let required = arguments.filter { $0["kind"] as? String == "positional" && $0["isOptional"] as? Bool != true }.map { _ in "x" }
            for argument in arguments {
                for entry in argument["names"] as? [[String: String]] ?? [] where entry["kind"] == "long" {
                    let option = "--" + (entry["name"] ?? "")
                    let typo = Self.typo(of: option)
                    let result = try MemorizeProcess.run(path + required + [typo])
                    #expect(result.status == 64, "\(path) \(typo)")
                    #expect(
                        result.stderrLines == ["error: unknown option '\(typo)'; did you mean '\(option)'? (see '\((["memorize"] + path).joined(separator: " ")) --help')"],
                        "\(path) \(typo)")
                    checked += 1
                }
            }
            for subcommand in command["subcommands"] as? [[String: Any]] ?? [] {
                try visit(subcommand, path: path + [try #require(subcommand["commandName"] as? String)])
            }
        }
        try visit(try #require(tree["command"] as? [String: Any]), path: [])
        #expect(checked > 30)
    }

    /// `--fail-fast` → `--fial-fast`: two neighbouring letters that differ, after the first, swapped.
    static func typo(of option: String) -> String {
        var letters = Array(option.dropFirst(2))
        if let i = letters.indices.dropLast().first(where: { $0 > 0 && letters[$0] != letters[$0 + 1] }) {
            letters.swapAt(i, i + 1)
        } else {
            letters.removeLast()
        }
        return "--" + String(letters)
    }

    @Test func aSingleDashLongOptionIsNamed() throws {
        let result = try MemorizeProcess.run(["-seed", "3"])
        #expect(result.stderrLines == ["error: unknown option '-seed'; did you mean '--seed'? (see 'memorize --help')"])
    }

    @Test func aGameCommandSaysHowToRunIt() throws {
        let result = try MemorizeProcess.run(["new", "animals"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == [#"error: 'new' is a command of the game, not of memorize; try: memorize -c "new animals""#])
        // …and what it says works.
        let suggested = try MemorizeProcess.run(["-c", "new animals"])
        #expect(suggested.status == 0)
        #expect(suggested.stdoutLines.first?.hasPrefix("New game: Animals") == true)
    }

    @Test func aGameCommandKeepsTheOptionsAroundIt() throws {
        let seeded = try MemorizeProcess.run(["--seed", "3", "choose", "1", "--color", "never"])
        #expect(seeded.stderrLines == [#"error: 'choose' is a command of the game, not of memorize; try: memorize --seed 3 -c "choose 1" --color never"#])
        let joined = try MemorizeProcess.run(["-c", "new", "state"])
        #expect(joined.stderrLines == [#"error: 'state' is a command of the game, not of memorize; try: memorize -c "new; state""#])
        let quoted = try MemorizeProcess.run(["--theme-dir", "my themes", "new", "$HOME"])
        #expect(quoted.stderrLines == [#"error: 'new' is a command of the game, not of memorize; try: memorize --theme-dir "my themes" -c 'new $HOME'"#])
        // An option's value that is also the game's word stays the option's.
        let twice = try MemorizeProcess.run(["--theme-dir", "new", "new", "animals"])
        #expect(twice.stderrLines == [#"error: 'new' is a command of the game, not of memorize; try: memorize --theme-dir new -c "new animals""#])
    }

    @Test func otherUsageErrorsAreOneLineToo() throws {
        let missing = try MemorizeProcess.run(["run"])
        #expect(missing.status == 64)
        #expect(missing.stderrLines == ["error: missing expected argument '<file>' (see 'memorize run --help')"])
        let invalid = try MemorizeProcess.run(["test", "--jobs", "0"])
        #expect(invalid.status == 64)
        #expect(invalid.stderrLines == ["error: the value '0' is invalid for '--jobs <jobs>': expected a whole number of at least 1 (see 'memorize test --help')"])
        let short = try MemorizeProcess.run(["-x"])
        #expect(short.status == 64)
        #expect(short.stderrLines == ["error: unknown option '-x' (see 'memorize --help')"])
        // A value refused is argument-parser's error, not a word taken for a subcommand.
        let refused = try MemorizeProcess.run(["--size", "3"])
        #expect(refused.status == 64)
        #expect(refused.stderrLines == [
            "error: the value '3' is invalid for '--size <WxH>': expected WIDTHxHEIGHT (two whole numbers joined by x), like 80x24 (see 'memorize --help')",
        ])
    }

    /// `--seed -1` was "missing value" (argument-parser took -1 for an option) and `--seed=-1` an
    /// "invalid" value with no range: both name the range, as the REPL's `seed=-1` does.
    @Test func aNegativeNumberIsAValueOutOfRange() throws {
        let seed = "expected a whole number from 0 to 18446744073709551615 (see 'memorize --help')"
        for arguments in [["--seed", "-1", "-c", "new"], ["--seed=-1", "-c", "new"], ["--seed", "x", "-c", "new"]] {
            let result = try MemorizeProcess.run(arguments)
            let value = arguments[0] == "--seed" ? arguments[1] : "-1"
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderrLines == ["error: the value '\(value)' is invalid for '--seed <seed>': \(seed)"])
        }
        let jobs = try MemorizeProcess.run(["test", "--jobs", "-2"])
        #expect(jobs.stderrLines == ["error: the value '-2' is invalid for '--jobs <jobs>': expected a whole number of at least 1 (see 'memorize test --help')"])
        let timeout = try MemorizeProcess.run(["test", "--timeout", "-1"])
        #expect(timeout.stderrLines == ["error: the value '-1' is invalid for '--timeout <timeout>': expected a positive number of seconds (see 'memorize test --help')"])
        let size = try MemorizeProcess.run(["--size", "-5x3", "-c", "new"])
        #expect(size.stderrLines == ["error: the value '-5x3' is invalid for '--size <WxH>': width -5 is not from 10 to 10000 (see 'memorize --help')"])
        // A seed in range still plays.
        let played = try MemorizeProcess.run(["--seed", "18446744073709551615", "-c", "new animals"])
        #expect(played.status == 0)
    }

    /// `memorize themes` answered "try: memorize -c themes"; a command a newcomer runs alone is a
    /// subcommand of its own, with the same answer as the REPL's.
    @Test func themesIsASubcommand() throws {
        let shell = try MemorizeProcess.run(["themes"])
        #expect(shell.status == 0)
        #expect(shell.stderr.isEmpty)
        #expect(shell.stdoutLines.first?.hasPrefix("Animals") == true)
        let batch = try MemorizeProcess.run(["-c", "themes"])
        #expect(shell.stdout == batch.stdout)
        let simulated = try MemorizeProcess.run(["simulate", "games=2", "seed=1"])
        #expect(simulated.status == 0)
        #expect(simulated.stdoutLines.first == "2 games of 8 pairs, strategy perfect, seed 1")
    }

    @Test func helpStillGoesToStandardOutput() throws {
        let help = try MemorizeProcess.run(["palette", "--help"])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty)
        #expect(help.stdout.contains("USAGE: memorize palette <subcommand>"))
    }
}
