import Foundation
import Testing

/// `memorize record --redact REGEX`: what matches in an output line is written as `[..]`, and the
/// transcript still passes; `$HOME` and the user's name are redacted without asking.
@Suite("memorize record --redact")
struct RecordRedactionTests {
    @Test func patternsHomeAndUserAreElidedAndTheTranscriptStillPasses() throws {
        let directory = scratchPath("redact")
        let home = directory.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("r.transcript")
        let cast = directory.appendingPathComponent("r.cast")
        let session = "new animals pairs=2 seed=3\nscore\nnew \(home.path)/zoo\nnew redactee\nnew redacteez\n"
        let recorded = try MemorizeProcess.run(
            ["record", file.path, "--redact", #"seed \d+"#, "--redact", "matches", "--cast", cast.path], stdin: Data(session.utf8),
            environment: ["HOME": home.path, "USER": "redactee"])
        #expect(recorded.status == 0, Comment(rawValue: recorded.stderr))
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        #expect(text.contains("| New game: Animals, 2 pairs ([..])\n"), Comment(rawValue: text))
        #expect(text.contains("| score: 0 ([..] 0 + bonus 0 − penalties 0)\n"))
        #expect(text.contains("! error: unknown theme '[..]/zoo' "))
        #expect(text.contains("! error: unknown theme '[..]' "))
        // A whole word only: a longer name is not the user's.
        #expect(text.contains("! error: unknown theme 'redacteez' "))
        // Inputs are kept as typed: they must replay.
        #expect(text.contains("> new \(home.path)/zoo\n"))
        // The cast shows the same: no seed, no home, no name.
        let frames = String(decoding: try Data(contentsOf: cast), as: UTF8.self)
        #expect(frames.contains("2 pairs ([..])") && !frames.contains("seed 3)"), Comment(rawValue: frames))
        #expect(frames.contains("unknown theme '[..]/zoo'") && frames.contains("unknown theme '[..]'"))
        let replay = try MemorizeProcess.run(["test", file.path])
        #expect(replay.status == 0, Comment(rawValue: replay.stdout))
    }

    @Test func aBadPatternIsAUsageError() throws {
        let directory = scratchPath("redact-bad")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("r.transcript")
        let result = try MemorizeProcess.run(["record", file.path, "--redact", "("], stdin: Data("score\n".utf8))
        #expect(result.status == 64)
        #expect(result.stderr.contains("--redact '(' is not a regular expression"), Comment(rawValue: result.stderr))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}
