#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InterfaceCoverage
import Platform

/// How a `memorize` that a transcript starts (a cram file's command, a nested `memorize test`)
/// tells the worker running that transcript what it exercised: a worker under `--coverage`
/// names a file in ``variable``, which its cram shell and everything it starts inherit; each
/// `memorize` that finds the variable records, and at its exit appends its rows to the file, a
/// row a line, in one write(2) with O_APPEND (so that processes ending at once do not mix
/// lines). The worker reads the file after each transcript and empties it.
///
/// Without the variable (every ordinary run) nothing is recorded: one getenv(3) at start-up.
public enum CoverageLog {
    public static let variable = "MEMORIZE_COVERAGE_LOG"

    /// At start-up: records this process's rows into the file the environment names, if it names one.
    /// - Complexity: O(*n*) in the environment's size (one getenv(3)).
    public static func recordIfAsked() {
        guard Environment.value(variable) != nil else { return }
        CoverageRecorder.start()
        ProcessExit.atExit(appendRecorded)
    }

    /// The rows written to the file at `path` since it was last taken, and takes it away: renamed
    /// first (a process appending later makes a new file, and loses nothing), then read and removed.
    /// - Complexity: O(*n*) in the file's size.
    static func drain(_ path: String) -> [CoverageRow] {
        let taken = path + ".taken"
        do { try FileIO.rename(path, to: taken) } catch { return [] }
        defer { try? FileManager.default.removeItem(atPath: taken) }
        guard let data = FileManager.default.contents(atPath: taken) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { CoverageRow(parsing: $0) }
    }
}

/// What the exit handler writes: every row recorded, a line each, appended at once.
private let appendRecorded: @convention(c) () -> Void = {
    guard let path = Environment.value(CoverageLog.variable) else { return }
    let rows = CoverageRecorder.take()
    guard !rows.isEmpty, case .success(let fd) = FileIO.openForAppending(path, mode: 0o600) else { return }
    _ = FileIO.writeAll(rows.map { $0.description + "\n" }.joined(), to: fd)
    FileIO.close(fd)
}
