import Foundation
import Testing

/// Bindings in cram files: an output line ending in ` (bind)` matches its `[..NAME]` elisions as a
/// transcript's do and captures what they matched; a later ` (bind)` line must print the same
/// text, and a later command reads it as the shell variable `$NAME`.
@Suite("cram files: (bind) lines capture, compare and hand values on")
struct CramBindingTests {
    private func scratch() throws -> URL {
        let directory = scratchPath("cram-bind")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static let binding = """
        A value one command prints, used by a later one:

          $ echo "seed 4711 id a b"
          seed [..SEED] id [..ID] (bind)
          $ echo "again $SEED, '$ID'"
          again 4711, 'a b'
          $ echo "seed 4711"
          seed [..SEED] (bind)
          $ echo "literal [..X] stays"
          literal [..X] stays

        """

    @Test("a captured value matches later (bind) lines and is $NAME in later commands, in a worker and in-process")
    func capturedValuesFlow() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        for copy in 1...3 { try Data(Self.binding.utf8).write(to: directory.appendingPathComponent("bind-\(copy).t")) }
        let workers = try MemorizeProcess.run(["test", "-j", "2", directory.path])
        #expect(workers.status == 0, "\(workers.stdout)\(workers.stderr)")
        #expect(workers.stdoutLines.last == "3 passed, 0 failed", "\(workers.stdout)")
        let single = try MemorizeProcess.run(["test", directory.appendingPathComponent("bind-1.t").path])
        #expect(single.status == 0, "\(single.stdout)\(single.stderr)")
    }

    @Test("a bound name printed with another text fails; --update keeps the (bind) lines that still match")
    func aChangedValueFailsAndUpdateKeepsBindings() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("changed.t")
        try Data("  $ echo \"seed 4711\"\n  seed [..SEED] (bind)\n  $ echo \"seed 4712\"\n  seed [..SEED] (bind)\n  $ echo $SEED\n  4711\n".utf8)
            .write(to: file)
        let run = try MemorizeProcess.run(["test", file.path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("-   seed [..SEED] (bind)\n+   seed 4712\n"), "\(run.stdout)")

        let update = try MemorizeProcess.run(["test", "--update", file.path])
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        #expect(text == "  $ echo \"seed 4711\"\n  seed [..SEED] (bind)\n  $ echo \"seed 4712\"\n  seed 4712\n  $ echo $SEED\n  4711\n", "\(text)")
        #expect(try MemorizeProcess.run(["test", file.path]).status == 0)
    }
}
