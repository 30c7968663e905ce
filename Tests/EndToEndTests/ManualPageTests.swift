import Foundation
import Testing

/// The manual pages `memorize --generate-manual` writes (what scripts/install and the .deb
/// install), read with `man` as a user would, and the subcommands' `--help`.
@Suite("Manual pages and subcommand help")
struct ManualPageTests {
    /// Every page, generated into a fresh directory that the test removes.
    static func generatePages() throws -> (directory: URL, pages: [URL]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-manual-\(UUID().uuidString)")
        let made = try MemorizeProcess.run(["--generate-manual", directory.path])
        try #require(made.status == 0, "\(made.stderr)")
        let pages = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return (directory, pages)
    }

    /// `man -l PAGE` at 80 columns: what it prints, and what it warns of.
    static func man(_ page: URL, language: String = "C.UTF-8") throws -> InstallScriptTests.Result {
        try InstallScriptTests.run(
            "/bin/sh", ["-c", "MANWIDTH=80 man --warnings -l \"$1\"", "sh", page.path],
            environment: ["PATH": "/usr/bin:/bin", "LANG": language, "HOME": FileManager.default.temporaryDirectory.path])
    }

    /// The text of one section of a page as man shows it (its heading to the next).
    static func section(_ heading: String, of text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == heading }) else { return "" }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { !$0.isEmpty && !$0.hasPrefix(" ") } ?? rest.endIndex
        return rest[..<end].joined(separator: "\n")
    }

    @Test(.enabled(if: InstallScriptTests.hasCommand("man"), "man (man-db) reads the pages"))
    func everyPageReadsWithoutAWarningInAnyLocale() throws {
        let (directory, pages) = try Self.generatePages()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = pages.map(\.lastPathComponent)
        #expect(names.contains("memorize.1") && names.contains("memorize-repl.7"), "\(names)")
        // A page for every subcommand and verb the binary declares, groups too: one added
        // without a page fails here.
        let subcommands = try ShellCommandTree.paths()
        #expect(subcommands.contains(["verify"]) && subcommands.contains(["palette", "lint"]), "\(subcommands)")
        for path in subcommands {
            let expected = (["memorize"] + path).joined(separator: ".") + ".1"
            #expect(names.contains(expected), "\(expected) in \(names)")
        }
        #expect(names.count == subcommands.count + 2, "\(names)")
        for page in pages {
            for language in ["C.UTF-8", "C"] {
                let read = try Self.man(page, language: language)
                #expect(read.status == 0 && read.stderr.isEmpty, "\(page.lastPathComponent) in \(language): \(read.stderr)")
                #expect(read.stdout.contains("NAME"), "\(page.lastPathComponent)")
            }
        }
    }

    @Test(.enabled(if: InstallScriptTests.hasCommand("man"), "man (man-db) reads the pages"))
    func aSubcommandsPageHasItsOwnSynopsisAndOnlyTheOptionsItReads() throws {
        let (directory, _) = try Self.generatePages()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lint = try Self.man(directory.appendingPathComponent("memorize.palette.lint.1")).stdout
        let synopsis = Self.section("SYNOPSIS", of: lint)
        for word in ["memorize palette lint", "FILE", "--terminal", "--format", "--emoji-version"] {
            #expect(synopsis.contains(word), "\(word): \(synopsis)")
        }
        // Lint reads no palettes file and deals no game: no session option is its.
        for option in ["--seed", "--clock", "--size", "--bail", "--palettes"] {
            #expect(!Self.section("OPTIONS", of: lint).contains(option) && !synopsis.contains(option), "\(option): \(lint)")
        }
        #expect(Self.section("DESCRIPTION", of: lint).contains("A file's kind follows its extension"), "\(lint)")
        let show = try Self.man(directory.appendingPathComponent("memorize.palette.show.1")).stdout
        #expect(Self.section("SESSION OPTIONS", of: show).contains("--palettes"), "\(show)")
        #expect(!Self.section("SESSION OPTIONS", of: show).contains("--seed"), "\(show)")
        // The key tables keep their arrows (roff's \[uXXXX]), and ASCII without UTF-8.
        let play = directory.appendingPathComponent("memorize.play.1")
        let keys = try Self.man(play).stdout
        for text in ["←, h", "↓, j", "→, l"] { #expect(keys.contains(text), "\(text): \(keys)") }
        #expect(try Self.man(play, language: "C").stdout.contains("<-, h"))
    }

    @Test(.enabled(if: InstallScriptTests.hasCommand("man"), "man (man-db) reads the pages"))
    func memorizeHasTheSectionsAUnixUserLooksFor() throws {
        let (directory, _) = try Self.generatePages()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try Self.man(directory.appendingPathComponent("memorize.1")).stdout
        for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "FILES", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES", "SEE ALSO"] {
            #expect(page.split(separator: "\n").contains { $0 == heading }, "\(heading): \(page)")
        }
        #expect(Self.section("FILES", of: page).contains("palettes.json"))
        #expect(Self.section("FILES", of: page).contains("memorize/history"))
        #expect(Self.section("ENVIRONMENT", of: page).contains("NO_COLOR"))
        #expect(Self.section("ENVIRONMENT", of: page).contains("XDG_DATA_HOME"))
        #expect(Self.section("EXIT STATUS", of: page).contains("64"))
        // Every subcommand, each to its page (a group by its verbs); each top-level one in SEE ALSO.
        let commands = Self.section("COMMANDS", of: page)
        let seeAlso = Self.section("SEE ALSO", of: page).split(whereSeparator: \.isWhitespace).joined()
        for path in try ShellCommandTree.paths() {
            #expect(commands.contains((["memorize"] + path).joined(separator: " ")), "\(path): \(commands)")
            guard path.count == 1 else { continue }   // a verb is on its group's page
            #expect(seeAlso.contains("memorize.\(path[0])(1)"), "\(path): \(seeAlso)")
        }
        #expect(Self.section("OPTIONS", of: page).contains("--seed"))

        let repl = try Self.man(directory.appendingPathComponent("memorize-repl.7")).stdout
        for heading in ["SYNTAX", "COMMANDS", "HISTORY AND COMPLETION", "BATCH MODE"] {
            #expect(repl.split(separator: "\n").contains { $0 == heading }, "\(heading): \(repl)")
        }
        // Every command of the REPL, by the usage its declaration gives (man may break a long one).
        let flat = repl.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for usage in ["new [THEME] [pairs=N]", "choose N", "palette show P", "art add", "quit", "help [CMD]"] {
            #expect(flat.contains(usage), "\(usage)")
        }
    }

    /// The examples of memorize(1) that need no terminal (batch: `-c`, a pipe) run as the page
    /// shows them, in a shell with memorize on PATH, and succeed.
    @Test(.enabled(if: InstallScriptTests.hasCommand("man"), "man (man-db) reads the pages"))
    func theBatchExamplesOfTheManualRun() throws {
        let (directory, _) = try Self.generatePages()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try Self.man(directory.appendingPathComponent("memorize.1")).stdout
        let examples = Self.section("EXAMPLES", of: page).split(separator: "\n")
            .map { $0.drop { $0 == " " } }.filter { $0.hasPrefix("$ ") }.map { String($0.dropFirst(2)) }
        let batch = examples.filter { $0.contains(" -c ") || $0.contains("| memorize") }
        #expect(batch.count >= 2, "\(examples)")
        let bin = try MemorizeProcess.executable.deletingLastPathComponent().path
        for example in batch {
            let run = try InstallScriptTests.run(
                "/bin/sh", ["-c", example],
                environment: ["PATH": "\(bin):/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": directory.path])
            #expect(run.status == 0 && !run.stdout.isEmpty, "\(example): \(run.stderr)")
        }
    }

    @Test func aSubcommandsHelpStartsWithItsUsageAndListsItsOwnOptions() throws {
        let help = try MemorizeProcess.run(["palette", "lint", "--help"])
        #expect(help.status == 0, "\(help.stderr)")
        let lines = help.stdoutLines
        #expect(lines.first?.hasPrefix("USAGE: memorize palette lint FILE") == true, "\(help.stdout)")
        for option in ["--terminal", "--format F", "--emoji-version V", "-h, --help"] { #expect(help.stdout.contains(option), "\(option)") }
        for option in ["--seed", "--clock", "--size", "--bail", "--canvas"] { #expect(!help.stdout.contains(option + " "), "\(option): \(help.stdout)") }
        // `memorize help palette lint` and `-h` give the same page.
        #expect(try MemorizeProcess.run(["help", "palette", "lint"]).stdout == help.stdout)
        #expect(try MemorizeProcess.run(["palette", "lint", "-h"]).stdout == help.stdout)
        // play deals a game: the options that set one are its.
        let play = try MemorizeProcess.run(["play", "--help"]).stdout
        #expect(play.contains("SESSION OPTIONS:") && play.contains("--seed <seed>") && !play.contains("--canvas"), "\(play)")
        // After `--`, `--help` is a word of the command's, not a request (lint refuses it as a
        // flag it does not have: a usage error).
        let file = try MemorizeProcess.run(["palette", "lint", "--", "--help"])
        #expect(file.status == 64 && !file.stdout.contains("USAGE"), "\(file.stdout) \(file.stderr)")
    }
}
