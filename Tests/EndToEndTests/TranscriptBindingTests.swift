import Foundation
import Testing

/// `[..NAME]` and `{NAME}` through the built binary: a seed captured from a random deal replays it,
/// a mismatch names the binding and both values, `--update` keeps the names, and a name no line
/// binds is a malformed transcript.
@Suite("memorize test: bindings")
struct TranscriptBindingTests {
    /// A random deal's seed, captured and typed back: the second deal must be the first.
    static let replay = """
        # The seed of a random deal deals it again.
        @ seed: 7
        > new animals pairs=2
        | New game: Animals, 2 pairs (seed [..SEED])
        ...
        > new animals pairs=2 seed={SEED}
        | New game: Animals, 2 pairs (seed [..SEED])
        ...

        """

    private func write(_ text: String, name: String = "t.transcript") throws -> (URL, URL) {
        let directory = scratchPath("bindings")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return (directory, file)
    }

    @Test func aCapturedSeedReplays() throws {
        let (directory, file) = try write(Self.replay)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MemorizeProcess.run(["test", file.path])
        #expect(result.status == 0, Comment(rawValue: result.stdout + result.stderr))
    }

    @Test func aMismatchNamesTheBindingAndBothValues() throws {
        let (directory, file) = try write(Self.replay.replacingOccurrences(of: "seed={SEED}", with: "seed=8"))
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MemorizeProcess.run(["test", "--color", "never", file.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(file.path):7: SEED was 7 at line 4, here 8\n"), Comment(rawValue: result.stdout))
        #expect(result.stdout.contains("- | New game: Animals, 2 pairs (seed [..SEED])\n+ | New game: Animals, 2 pairs (seed 8)\n"))
        let tap = try MemorizeProcess.run(["test", "--format", "tap", file.path])
        #expect(tap.stdout.contains("SEED was 7 at line 4, here 8"), Comment(rawValue: tap.stdout))
    }

    @Test func updateKeepsBindingsThatStillHold() throws {
        // The second deal's line is wrong after the seed: the update keeps [..SEED] and {SEED}.
        let (directory, file) = try write(Self.replay.replacingOccurrences(
            of: "seed={SEED}\n| New game: Animals, 2 pairs (seed [..SEED])", with: "seed={SEED}\n| New game: Animals, 9 pairs (seed [..SEED])"))
        defer { try? FileManager.default.removeItem(at: directory) }
        let updated = try MemorizeProcess.run(["test", "--update", file.path])
        #expect(updated.status == 0, Comment(rawValue: updated.stdout + updated.stderr))
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == Self.replay)
        #expect(try MemorizeProcess.run(["test", file.path]).status == 0)
    }

    @Test func anUnboundNameIsMalformedAtItsLine() throws {
        let (directory, file) = try write(Self.replay.replacingOccurrences(of: "seed={SEED}", with: "seed={SEEDS}"))
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MemorizeProcess.run(["test", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(file.path):6: '{SEEDS}' is not bound"), Comment(rawValue: result.stderr))
    }
}
