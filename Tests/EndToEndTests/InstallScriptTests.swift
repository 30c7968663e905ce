import Foundation
import Testing

/// scripts/install and scripts/package-deb, run on the debug binary the tests run (a release build
/// is minutes on CI's two cores): what a user gets after installing into a prefix, and the .deb.
@Suite("scripts/install and scripts/package-deb")
struct InstallScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs `executable arguments…` with exactly `environment` and no standard input.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        // Standard error into a file, so that neither stream's pipe can fill while the other is read.
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-install-stderr-\(UUID().uuidString)")
        try Data().write(to: errors)
        defer { try? FileManager.default.removeItem(at: errors) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let out = try MemorizeProcess.exchange(with: nil, reading: [output], group: process.processIdentifier)[0]
        let status = MemorizeProcess.finish(process)
        let err = (try? Data(contentsOf: errors)) ?? Data()
        return Result(status: status, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }

    /// The test's own PATH (swift, to build generate-manual when it is not built yet), after `first`.
    static func path(first: String? = nil) -> String {
        let inherited = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return [first, inherited].compactMap { $0 }.joined(separator: ":")
    }

    static func hasCommand(_ name: String) -> Bool {
        path().split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }

    /// A fresh directory that the test removes; `prefix` is a name with a space, as a user's may be.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The environment scripts/install runs in: a private HOME, and the debug binary to install
    /// (the script finds argument-parser's generate-manual beside it, or builds it).
    static func installEnvironment(home: URL) throws -> [String: String] {
        ["HOME": home.path, "PATH": path(), "LANG": "C.UTF-8", "MEMORIZE_BINARY": try MemorizeProcess.executable.path]
    }

    /// The pages `memorize --generate-manual` writes (`memorize.verify.1`, section 1), written
    /// into a directory under `directory`.
    static func generatedPages(in directory: URL) throws -> [(name: String, section: String)] {
        let pages = directory.appendingPathComponent("generated-pages")
        let made = try MemorizeProcess.run(["--generate-manual", pages.path])
        try #require(made.status == 0, "\(made.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: pages.path).sorted()
        #expect(names.contains("memorize.verify.1") && names.contains("memorize-repl.7"), "\(names)")
        return names.map { ($0, String($0.split(separator: ".").last ?? "")) }
    }

    static func contents(of directory: URL) -> [String] {
        (FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func installedIntoAPrefixItRunsHasItsManualAndCompletesThenUninstallsToNothing() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefix = directory.appendingPathComponent("my prefix")
        let environment = try Self.installEnvironment(home: directory)
        let script = Self.root.appendingPathComponent("scripts/install").path

        let install = try Self.run(script, [prefix.path], environment: environment)
        try #require(install.status == 0, "\(install.stderr)")
        #expect(install.stdout.contains("Installed memorize 0.1.0 (commit "), "\(install.stdout)")
        #expect(install.stdout.contains("hint: \(prefix.path)/bin is not on your PATH"), "\(install.stdout)")
        // Installing again replaces the same files: the same listing, the same manifest.
        let manifest = prefix.appendingPathComponent("share/memorize/install-manifest")
        let firstManifest = try String(contentsOf: manifest, encoding: .utf8)
        let firstListing = Self.contents(of: prefix)
        let again = try Self.run(script, ["--prefix", prefix.path], environment: environment)
        try #require(again.status == 0, "\(again.stderr)")
        #expect(try String(contentsOf: manifest, encoding: .utf8) == firstManifest)
        #expect(Self.contents(of: prefix) == firstListing)
        // Every page the binary writes is installed and listed (memorize.verify.1 as much as memorize.1).
        let listed = Set(firstManifest.split(separator: "\n").map(String.init))
        for page in try Self.generatedPages(in: directory) {
            #expect(listed.contains("share/man/man\(page.section)/\(page.name)"), "\(page.name): \(firstManifest)")
        }

        // The binary, from a shell whose PATH has the prefix.
        let bin = prefix.appendingPathComponent("bin").path
        let shell = ["HOME": directory.path, "PATH": "\(bin):/usr/bin:/bin", "LANG": "C.UTF-8"]
        let version = try Self.run("/bin/sh", ["-c", "memorize --version"], environment: shell)
        #expect(version.status == 0)
        let stamp = try #require(version.stdout.wholeMatch(of: /memorize 0\.1\.0 \(commit ([0-9a-f]{7,}|unknown)(-dirty)?\)\n/), "\(version.stdout)")
        if FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(".git").path) {
            // Built from a checkout: the stamp is one of its commits.
            let hash = String(stamp.output.1)
            let known = try Self.run("/usr/bin/env", ["git", "-C", Self.root.path, "cat-file", "-e", "\(hash)^{commit}"], environment: ["PATH": Self.path()])
            #expect(known.status == 0, "commit \(hash): \(known.stderr)")
        }

        // The manual page: man finds it from PATH alone (man-db maps PREFIX/bin to PREFIX/share/man).
        try #require(Self.hasCommand("man"), "man (man-db) is needed: scripts/install-dependencies installs it")
        let page = try Self.run("/bin/sh", ["-c", "man -w memorize && MANWIDTH=80 man memorize"], environment: shell)
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.hasPrefix("\(prefix.path)/share/man/man1/memorize.1\n"), "\(page.stdout)")
        #expect(page.stdout.contains("NAME"), "\(page.stdout)")
        #expect(page.stdout.contains("memorize - a memory game"), "\(page.stdout)")
        // The command language has a page of its own, in section 7.
        let language = try Self.run("/bin/sh", ["-c", "MANWIDTH=80 man 7 memorize-repl"], environment: shell)
        #expect(language.status == 0 && language.stdout.contains("SYNTAX") && language.stderr.isEmpty, "\(language.stderr)")
        let subcommand = try Self.run("/bin/sh", ["-c", "MANWIDTH=80 man memorize.palette.lint"], environment: shell)
        #expect(subcommand.status == 0 && subcommand.stdout.contains("NAME"), "\(subcommand.stderr)")
        // Its details' blank lines are paragraphs, not an "mdoc warning: Empty input line" on every read.
        #expect(subcommand.stderr.isEmpty, "\(subcommand.stderr)")
        // The key tables keep their arrows and emoji (argument-parser's generate-manual keeps only
        // ASCII), and fit man's 80 columns.
        let play = try Self.run("/bin/sh", ["-c", "MANWIDTH=80 man memorize.play"], environment: shell)
        #expect(play.stderr.isEmpty, "\(play.stderr)")
        for text in ["←, h", "↓, j", "('😀 happiness"] {
            #expect(play.stdout.contains(text), "\(text): \(play.stdout)")
        }
        #expect(!play.stdout.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "so" }, "\(play.stdout)")
        // Without a UTF-8 locale, what has no glyph is left out quietly.
        let plain = try Self.run("/bin/sh", ["-c", "MANWIDTH=80 man memorize.play"], environment: shell.merging(["LANG": "C"]) { $1 })
        #expect(plain.status == 0 && plain.stderr.isEmpty, "\(plain.stderr)")
        #expect(plain.stdout.contains("<-, h"), "\(plain.stdout)")

        // bash completion: the script loads in a bare bash, completes subcommands, and its custom
        // completion runs the installed memorize for the theme names.
        let completion = """
            source "$1/share/bash-completion/completions/memorize" || exit 1
            complete_line() {
                COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}
                read -ra COMP_WORDS <<< "$COMP_LINE"; [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
                COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
                _memorize memorize "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                echo "${COMPREPLY[*]}"
            }
            complete_line "memorize pal"
            complete_line "memorize palette sh"
            complete_line "memorize play "
            complete_line "memorize play an"
            """
        let bash = try Self.run("/bin/bash", ["--norc", "--noprofile", "-c", completion, "bash", prefix.path], environment: shell)
        #expect(bash.status == 0, "\(bash.stderr)")
        let replies = bash.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { $0.split(separator: " ").map(String.init) }
        #expect(replies.count == 5, "\(bash.stdout)")
        if replies.count == 5 {
            #expect(replies[0] == ["palette"])
            #expect(replies[1] == ["show"])
            #expect(replies[2].contains("Animals") && replies[2].contains("pairs="), "\(replies[2])")
            // Theme names in any case, as in the REPL: bash keeps only what starts with `an`. The
            // default palette Animal Faces, a name with a space, is one candidate (two words here).
            #expect(replies[3] == ["animals", "animal", "Faces"], "\(replies[3])")
        }
        if Self.hasCommand("fish") {
            let fish = try Self.run("/usr/bin/env", ["fish", "--no-config", "-c", "source $argv[1]; complete -C 'memorize pal'",
                                                     "\(prefix.path)/share/fish/vendor_completions.d/memorize.fish"], environment: shell)
            #expect(fish.stdout.hasPrefix("palette"), "\(fish.stdout) \(fish.stderr)")
        }
        if Self.hasCommand("zsh") {
            // A completion function zsh's compinit picks up by its first line, and that zsh parses.
            let file = prefix.appendingPathComponent("share/zsh/site-functions/_memorize")
            #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("#compdef memorize\n"))
            let zsh = try Self.run("/usr/bin/env", ["zsh", "-n", file.path], environment: shell)
            #expect(zsh.status == 0, "\(zsh.stderr)")
        }

        // Uninstalling removes every file and every directory the install made: the prefix is empty.
        let uninstall = try Self.run(script, ["--uninstall", prefix.path], environment: environment)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(Self.contents(of: prefix) == [])
        let twice = try Self.run(script, ["--uninstall", prefix.path], environment: environment)
        #expect(twice.status == 1 && twice.stderr.contains("nothing was installed"), "\(twice.stderr)")
    }

    @Test func uninstallLeavesWhatWasThereBefore() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefix = directory.appendingPathComponent("prefix")
        let theirs = prefix.appendingPathComponent("share/man/man1/other.1")
        try FileManager.default.createDirectory(at: theirs.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("theirs\n".utf8).write(to: theirs)
        let environment = try Self.installEnvironment(home: directory)
        let script = Self.root.appendingPathComponent("scripts/install").path
        let install = try Self.run(script, ["--prefix=\(prefix.path)"], environment: environment)
        try #require(install.status == 0, "\(install.stderr)")
        #expect(Self.contents(of: prefix).contains("share/man/man1/memorize.1"))
        let uninstall = try Self.run(script, ["--uninstall", "--prefix", prefix.path], environment: environment)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(Self.contents(of: prefix) == ["share", "share/man", "share/man/man1", "share/man/man1/other.1"])
    }

    @Test(.enabled(if: InstallScriptTests.hasCommand("dpkg-deb"), "dpkg-deb makes and reads the .deb"))
    func theDebianPackageHoldsTheSameTreeUnderUsr() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = try Self.installEnvironment(home: directory)
        let made = try Self.run(Self.root.appendingPathComponent("scripts/package-deb").path, [directory.path], environment: environment)
        try #require(made.status == 0, "\(made.stderr)")
        let deb = made.stdout.trimmingCharacters(in: .newlines)
        #expect(deb.hasSuffix("/memorize_0.1.0_\(try Self.run("/usr/bin/env", ["dpkg", "--print-architecture"], environment: ["PATH": Self.path()]).stdout.trimmingCharacters(in: .newlines)).deb"), "\(deb)")

        let fields = try Self.run("/usr/bin/env", ["dpkg-deb", "--field", deb, "Package", "Version", "Depends", "Recommends", "Maintainer", "Description"], environment: ["PATH": Self.path()])
        #expect(fields.status == 0, "\(fields.stderr)")
        #expect(fields.stdout.contains("Package: memorize\n"), "\(fields.stdout)")
        #expect(fields.stdout.contains("Version: 0.1.0\n"), "\(fields.stdout)")
        // The binary links GNU readline and the C library; their packages are what it depends on.
        #expect(fields.stdout.contains(/Depends: .*libc6/), "\(fields.stdout)")
        #expect(fields.stdout.contains(/Depends: .*libreadline\d/), "\(fields.stdout)")
        #expect(fields.stdout.contains(/Recommends: .*libcurl4.*unicode-cldr-core/), "\(fields.stdout)")
        // The bash completion is loaded by bash-completion, or never.
        #expect(fields.stdout.contains(/Recommends: .*bash-completion/), "\(fields.stdout)")

        let listing = try Self.run("/usr/bin/env", ["dpkg-deb", "--contents", deb], environment: ["PATH": Self.path()])
        #expect(listing.status == 0, "\(listing.stderr)")
        let paths = listing.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) }
        #expect(!paths.isEmpty && paths.allSatisfy { $0 == "./" || $0.hasPrefix("./usr/") }, "\(paths)")
        for expected in ["./usr/bin/memorize", "./usr/share/man/man1/memorize.1.gz", "./usr/share/man/man1/memorize.palette.lint.1.gz",
                         "./usr/share/man/man7/memorize-repl.7.gz",
                         "./usr/share/bash-completion/completions/memorize", "./usr/share/zsh/vendor-completions/_memorize",
                         "./usr/share/fish/vendor_completions.d/memorize.fish", "./usr/share/doc/memorize/copyright"] {
            #expect(paths.contains(expected), "\(expected) in \(paths)")
        }
        for page in try Self.generatedPages(in: directory) {
            #expect(paths.contains("./usr/share/man/man\(page.section)/\(page.name).gz"), "\(page.name) in \(paths)")
        }
        #expect(listing.stdout.contains("root/root"), "\(listing.stdout)")
        #expect(!listing.stdout.contains("install-manifest"))
    }
}
