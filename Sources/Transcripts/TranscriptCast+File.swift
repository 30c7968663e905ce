#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import REPL
import Storage

extension TranscriptCast {
    /// `memorize cast FILE [-o OUT] [--cast-format v2|v3]`: the cast of the transcript at `path`,
    /// in `format`, written atomically to `output` or to standard output; a transcript that does not pass still gives its cast,
    /// with a warning. Returns the exit status: 0, 1 when a file cannot be read or written, 2
    /// when the transcript is malformed (as `memorize test` says).
    /// - Complexity: the replay's cost, plus O(*n*) in the bytes written.
    public static func writeCast(ofFile path: String, to output: String?, format: Asciicast.Format = .v2) -> Int32 {
        // Through the one door, which says why a file cannot be read (no such file, a directory…).
        let data: Data
        do {
            data = try Workspace().read(path, limit: 1 << 28)
        } catch {
            SuiteRun.fail("error: \(error.message)")
            return 1
        }
        let cast: Asciicast
        do {
            let made = try TranscriptCast.cast(try Transcript.parse(data, path: path))
            cast = made.cast
            if !made.passed {
                SuiteRun.fail("warning: '\(path)' does not pass as it is ('memorize test \(path)' shows how); the cast shows what it does now")
            }
        } catch let error as TranscriptError {
            SuiteRun.fail("error: \(error)")
            return 2
        } catch {
            SuiteRun.fail("error: \(error)")
            return 1
        }
        guard let output else {
            StandardStreams.write(cast.text(in: format), to: FileIO.standardOutput)
            return 0
        }
        do {
            try AtomicFile.write(cast.text(in: format), to: output)
            return 0
        } catch {
            SuiteRun.fail("error: \(error)")
            return 1
        }
    }
}
