#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

/// The directories `memorize test` runs its transcripts' scratch directories in, one per run,
/// named `memorize-test-pidPID-UUID` after the runner: a runner ended by SIGKILL cannot remove
/// its own, so each run removes those of runners that are gone.
public enum ScratchRoots {
    static let prefix = "memorize-test-pid"

    public static func name(for process: Int32) -> String {
        "\(prefix)\(process)-\(UUID().uuidString)"
    }

    /// Removes, in `temporary`, the run directories of runners no longer running (a reused pid
    /// keeps one until that process ends too: the safe way to be wrong).
    /// - Complexity: O(*e*) in the entries of `temporary`, plus the removals.
    public static func removeAbandoned(in temporary: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: temporary) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            guard let pid = entry.dropFirst(prefix.count).split(separator: "-").first.flatMap({ Int32($0) }),
                  !FileSystem.processIsAlive(pid) else { continue }
            try? FileManager.default.removeItem(atPath: temporary + "/" + entry)
        }
    }
}
