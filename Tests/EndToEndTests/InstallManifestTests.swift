import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// scripts/install's manifest is read back and what it lists removed (by --uninstall, and as stale
/// by the next install): a tampered one (issue #31: `../..` removed a file outside the prefix)
/// touches nothing outside the prefix, and nothing inside it that install does not make.
@Suite("scripts/install's manifest")
struct InstallManifestTests {
    typealias Script = InstallScriptTests

    /// A prefix with memorize installed in it, beside `outside/`, which holds what a tampered
    /// manifest aims at: a file, an empty directory, and a fish completion directory.
    struct Installed {
        let directory: URL
        let prefix: URL
        let outside: URL
        let environment: [String: String]
        var manifest: URL { prefix.appendingPathComponent("share/memorize/install-manifest") }
        static let script = Script.root.appendingPathComponent("scripts/install").path

        init() throws {
            directory = try Script.temporaryDirectory()
            prefix = directory.appendingPathComponent("prefix")
            outside = directory.appendingPathComponent("outside")
            environment = try Script.installEnvironment(home: directory)
            let install = try Script.run(Self.script, [prefix.path], environment: environment)
            try #require(install.status == 0, "\(install.stderr)")
            let fish = outside.appendingPathComponent("fish/vendor_completions.d")
            try FileManager.default.createDirectory(at: fish, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: outside.appendingPathComponent("empty"), withIntermediateDirectories: true)
            for file in ["victim.txt", "bin/memorize", "fish/vendor_completions.d/memorize.fish", "target"] {
                let url = outside.appendingPathComponent(file)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("theirs\n".utf8).write(to: url)
            }
        }

        /// Every file and directory under `outside/`, with each file's text.
        func outsideNow() -> [String: String] {
            Dictionary(uniqueKeysWithValues: Script.contents(of: outside).map { path in
                (path, (try? String(contentsOf: outside.appendingPathComponent(path), encoding: .utf8)) ?? "directory")
            })
        }

        /// Appends lines that each aim outside the prefix, or at a file install never makes.
        func tamper() throws {
            let lines = [
                "../outside/victim.txt", "../../\(directory.lastPathComponent)/outside/victim.txt", "bin/../../outside/victim.txt",
                outside.appendingPathComponent("victim.txt").path, "share/man/man1/memorize.x.1/../../../../../outside/victim.txt",
                "../outside/empty/", "../outside/", "./../outside/victim.txt", "bin//memorize", "share/man/man1/memorize.\u{1B}[2J.1",
                "bin/other", "/", "share/../../outside/",
            ]
            let handle = try FileHandle(forWritingTo: manifest)
            try handle.seekToEnd()
            try handle.write(contentsOf: Data((lines.joined(separator: "\n") + "\n").utf8))
            try handle.close()
        }

        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    @Test func uninstallSkipsEveryLineThatLeavesThePrefixAndSaysSo() throws {
        let installed = try Installed()
        defer { installed.remove() }
        let before = installed.outsideNow()
        try installed.tamper()
        let uninstall = try Script.run(Installed.script, ["--uninstall", installed.prefix.path], environment: installed.environment)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(installed.outsideNow() == before)
        let warnings = uninstall.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: share/memorize/install-manifest line ") }
        #expect(warnings.count == 13, "\(uninstall.stderr)")
        #expect(uninstall.stderr.contains("'../outside/victim.txt' skipped, never removed: it has a '..' component"), "\(uninstall.stderr)")
        #expect(uninstall.stderr.contains("skipped, never removed: it is an absolute path"), "\(uninstall.stderr)")
        #expect(uninstall.stderr.contains("'bin/other' skipped, never removed: it is not a file scripts/install installs"), "\(uninstall.stderr)")
        // The escape is named, not obeyed.
        #expect(!uninstall.stderr.contains("\u{1B}") && uninstall.stderr.contains(#"$'share/man/man1/memorize.\E[2J.1'"#), "\(uninstall.stderr)")
        // What install made is gone all the same.
        #expect(Script.contents(of: installed.prefix) == [])
    }

    @Test func installingAgainRemovesNothingOutsideThePrefixAsStale() throws {
        let installed = try Installed()
        defer { installed.remove() }
        let before = installed.outsideNow()
        try installed.tamper()
        let again = try Script.run(Installed.script, [installed.prefix.path], environment: installed.environment)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(installed.outsideNow() == before)
        #expect(!again.stdout.contains("removed stale"), "\(again.stdout)")
        #expect(again.stderr.contains("'../outside/victim.txt' skipped, never removed"), "\(again.stderr)")
        // The new manifest lists only what install made.
        let manifest = try String(contentsOf: installed.manifest, encoding: .utf8)
        #expect(!manifest.contains("outside") && !manifest.contains("bin/other") && !manifest.contains("\u{1B}"), "\(manifest)")
    }

    /// A directory of the prefix swapped for a link to one elsewhere: the files there are not the
    /// install's, though the manifest names them by a path inside the prefix. A listed file that is
    /// now a link is removed as a link; what it points at stays.
    @Test func aLinkAmongTheDirectoriesIsNotFollowedOutAndALinkedFileIsRemovedAsALink() throws {
        let installed = try Installed()
        defer { installed.remove() }
        let fish = installed.prefix.appendingPathComponent("share/fish")
        try FileManager.default.removeItem(at: fish)
        try FileManager.default.createSymbolicLink(at: fish, withDestinationURL: installed.outside.appendingPathComponent("fish"))
        let binary = installed.prefix.appendingPathComponent("bin/memorize")
        try FileManager.default.removeItem(at: binary)
        try FileManager.default.createSymbolicLink(at: binary, withDestinationURL: installed.outside.appendingPathComponent("target"))
        let before = installed.outsideNow()
        let uninstall = try Script.run(Installed.script, ["--uninstall", installed.prefix.path], environment: installed.environment)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(installed.outsideNow() == before)
        #expect(uninstall.stderr.contains("'share/fish/vendor_completions.d/memorize.fish' skipped, never removed: a symbolic link among its directories leads out of PREFIX"), "\(uninstall.stderr)")
        #expect(uninstall.stdout.contains("removed \(binary.path)\n"), "\(uninstall.stdout)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: binary.path)) == nil)
        // The link itself is left (it is not the install's directory), and nothing else is.
        #expect(Script.contents(of: installed.prefix) == ["share", "share/fish"], "\(Script.contents(of: installed.prefix))")
    }

    /// The manifest itself must be a regular file: a link (to a list elsewhere) or a FIFO (which
    /// would hang the read) is refused, and nothing is removed or installed.
    @Test(arguments: ["link", "fifo"])
    func aManifestThatIsNotARegularFileIsRefused(kind: String) throws {
        let installed = try Installed()
        defer { installed.remove() }
        let list = installed.outside.appendingPathComponent("list")
        try Data("bin/memorize\n../outside/victim.txt\n".utf8).write(to: list)
        try FileManager.default.removeItem(at: installed.manifest)
        if kind == "link" {
            try FileManager.default.createSymbolicLink(at: installed.manifest, withDestinationURL: list)
        } else {
            #expect(mkfifo(installed.manifest.path, 0o600) == 0)
        }
        let listing = Script.contents(of: installed.prefix)
        let before = installed.outsideNow()
        let uninstall = try Script.run(Installed.script, ["--uninstall", installed.prefix.path], environment: installed.environment)
        let why = kind == "link" ? "it is a symbolic link" : "it is not a regular file"
        #expect(uninstall.status == 1)
        #expect(uninstall.stderr == "error: \(installed.manifest.path) refused, nothing removed: \(why)\n", "\(uninstall.stderr)")
        let install = try Script.run(Installed.script, [installed.prefix.path], environment: installed.environment)
        #expect(install.status == 1)
        #expect(install.stderr.contains("error: \(installed.manifest.path) refused, nothing installed: \(why)"), "\(install.stderr)")
        #expect(Script.contents(of: installed.prefix) == listing)
        #expect(installed.outsideNow() == before)
    }
}
