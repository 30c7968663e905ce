import Foundation
import Testing

/// scripts/play's closing words and scripts/test's quiet output, each run from a copy of the
/// script in a made-up checkout whose tools are stand-ins: `swift` (first on the PATH),
/// scripts/install-dependencies and the built memorize are small shell scripts, so nothing is
/// installed or built, and what the script itself decides is all that is tested.
@Suite("scripts/play and scripts/test")
struct PlayAndTestScriptTests {
    /// A checkout holding a copy of `script`, with stand-ins for what it runs.
    struct FakeCheckout {
        let directory: URL
        var root: URL { directory.appendingPathComponent("checkout") }
        var bin: URL { directory.appendingPathComponent("bin") }
        /// No memorize on it unless a test puts one in ``bin``.
        var path: String { bin.path + ":/usr/bin:/bin" }

        init(script: String, swift: String) throws {
            directory = try InstallScriptTests.temporaryDirectory()
            let scripts = root.appendingPathComponent("scripts")
            try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: InstallScriptTests.root.appendingPathComponent("scripts/\(script)"), to: scripts.appendingPathComponent(script))
            try executable(scripts.appendingPathComponent("install-dependencies"), "exit 0")
            try executable(bin.appendingPathComponent("swift"), swift)
        }

        /// Writes a `/bin/sh` script of `body` at `url`, executable.
        func executable(_ url: URL, _ body: String) throws {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try ("#!/bin/sh\n" + body + "\n").write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
    }

    // MARK: - scripts/play

    /// A checkout whose build does nothing and whose memorize says it ran.
    static func playCheckout() throws -> FakeCheckout {
        let checkout = try FakeCheckout(script: "play", swift: "exit 0")
        try checkout.executable(checkout.root.appendingPathComponent(".build/debug/memorize"), #"echo "memorize $*""#)
        return checkout
    }

    /// scripts/play run from the checkout on a terminal, its standard error the terminal's: what
    /// the terminal shows, line feeds only.
    static func playOnATerminal(_ checkout: FakeCheckout, from directory: URL) throws -> (shown: String, status: Int32) {
        let terminal = try PseudoTerminal(
            ["-c", #"cd "$1" && exec "$2" --seed 7"#, "sh", directory.path, checkout.root.appendingPathComponent("scripts/play").path],
            environment: ["PATH": checkout.path], program: "/bin/sh")
        let shown = terminal.readUntilGone()
        return (shown.replacingOccurrences(of: "\r\n", with: "\n"), terminal.waitForExit())
    }

    @Test func onATerminalWithoutMemorizeOnThePathItSaysWhereTheBinaryIs() throws {
        let checkout = try Self.playCheckout()
        defer { try? FileManager.default.removeItem(at: checkout.directory) }
        try #require(!FileManager.default.fileExists(atPath: "/usr/bin/memorize") && !FileManager.default.fileExists(atPath: "/bin/memorize"))
        let (shown, status) = try Self.playOnATerminal(checkout, from: checkout.root)
        #expect(status == 0)
        #expect(shown == "memorize --seed 7\n\nThe binary is .build/debug/memorize\n(scripts/install puts memorize on your PATH).\n")
        // From elsewhere, the path is from there.
        let (elsewhere, _) = try Self.playOnATerminal(checkout, from: checkout.directory)
        #expect(elsewhere.hasSuffix("\nThe binary is checkout/.build/debug/memorize\n(scripts/install puts memorize on your PATH).\n"), "\(elsewhere)")
    }

    @Test func withMemorizeOnThePathItSaysNothingMore() throws {
        let checkout = try Self.playCheckout()
        defer { try? FileManager.default.removeItem(at: checkout.directory) }
        try checkout.executable(checkout.bin.appendingPathComponent("memorize"), "exit 0")
        let (shown, status) = try Self.playOnATerminal(checkout, from: checkout.root)
        #expect(status == 0)
        #expect(shown == "memorize --seed 7\n")
    }

    @Test func toAPipeItSaysNothingMore() throws {
        let checkout = try Self.playCheckout()
        defer { try? FileManager.default.removeItem(at: checkout.directory) }
        let run = try InstallScriptTests.run(
            checkout.root.appendingPathComponent("scripts/play").path, ["themes"], environment: ["PATH": checkout.path, "HOME": checkout.directory.path])
        #expect(run.status == 0)
        #expect(run.stdout == "memorize themes\n")
        #expect(run.stderr.isEmpty)
    }

    // MARK: - scripts/test

    /// A `swift` whose `build` does nothing and whose `test` prints what a run of the suite
    /// prints: a few hundred passing tests, XCTest's empty run, then Swift Testing's summary; with
    /// `FAIL` set, one test's issue and a failed summary, status 1.
    static let swiftTest = #"""
        [ "$1" = build ] && exit 0
        i=1
        while [ $i -le 300 ]; do
            echo "◇ Test passing$i() started."
            echo "✔ Test passing$i() passed after 0.001 seconds."
            i=$((i + 1))
        done
        echo "Test Suite 'All tests' started at 2026-11-28 08:00:00.000"
        echo "Test Suite 'All tests' passed at 2026-11-28 08:00:00.001"
        echo "	 Executed 0 tests, with 0 failures (0 unexpected) in 0.000 (0.001) seconds"
        if [ -n "${FAIL:-}" ]; then
            echo "✘ Test broken() recorded an issue at BrokenTests.swift:3:5: Expectation failed: 1 == 2"
            echo "↳ the detail of it"
            echo "✘ Test broken() failed after 0.002 seconds with 1 issue."
            echo "✘ Test run with 301 tests in 2 suites failed after 0.5 seconds with 1 issue."
            exit 1
        fi
        echo "✔ Test run with 300 tests in 2 suites passed after 0.5 seconds."
        """#

    static func runTests(failing: Bool) throws -> (checkout: FakeCheckout, result: InstallScriptTests.Result) {
        let checkout = try FakeCheckout(script: "test", swift: swiftTest)
        var environment = ["PATH": checkout.path, "HOME": checkout.directory.path, "TMPDIR": checkout.directory.path, "LANG": "C.UTF-8"]
        if failing { environment["FAIL"] = "1" }
        return (checkout, try InstallScriptTests.run(checkout.root.appendingPathComponent("scripts/test").path, [], environment: environment))
    }

    /// The logs scripts/test left in the temporary directory.
    static func logs(in checkout: FakeCheckout) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: checkout.directory.path)) ?? []).filter { $0.hasPrefix("memorize-test.") }
    }

    @Test func aPassingRunIsItsSummaryLineAlone() throws {
        let (checkout, run) = try Self.runTests(failing: false)
        defer { try? FileManager.default.removeItem(at: checkout.directory) }
        #expect(run.status == 0)
        #expect(run.stdout == "✔ Test run with 300 tests in 2 suites passed after 0.5 seconds.\n")
        #expect(run.stderr.isEmpty)
        #expect(Self.logs(in: checkout).isEmpty, "a passing run leaves no log")
    }

    @Test func aFailingRunShowsTheFailureAndTheLogThenEndsWithTheSummary() throws {
        let (checkout, run) = try Self.runTests(failing: true)
        defer { try? FileManager.default.removeItem(at: checkout.directory) }
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let logs = Self.logs(in: checkout)
        try #require(logs.count == 1, "\(logs)")
        let log = checkout.directory.appendingPathComponent(logs[0])
        #expect(lines == [
            "✘ Test broken() recorded an issue at BrokenTests.swift:3:5: Expectation failed: 1 == 2",
            "↳ the detail of it",
            "✘ Test broken() failed after 0.002 seconds with 1 issue.",
            "The whole output: \(log.path)",
            "✘ Test run with 301 tests in 2 suites failed after 0.5 seconds with 1 issue.",
        ])
        // The log keeps everything, the passing tests and XCTest's lines too.
        let kept = try String(contentsOf: log, encoding: .utf8)
        #expect(kept.contains("✔ Test passing300() passed") && kept.contains("Executed 0 tests"))
    }
}
