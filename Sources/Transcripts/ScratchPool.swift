#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import Synchronization

/// The scratch directories of `@ files:`. Under `memorize test` (which gives its workers a run
/// directory, ``scratchRootVariable``, and removes it when the run ends) a worker keeps each
/// directory a transcript used and restores it for the next that names the same fixtures
/// (``FixtureCopy/restore(_:from:)``): it is then as a fresh copy would be, but only what the
/// transcript changed was written again. On ext4, making and removing thousands of files a second
/// made the kernel search for every new inode (`recently_deleted`: a third of a 1,000-transcript
/// run). Elsewhere (a transcript run in a test process) each directory is made afresh and removed.
final class ScratchPool: Sendable {
    static let shared = ScratchPool()

    /// A directory handed out: where it is, and the fixtures it holds a copy of (nil: empty),
    /// as given and resolved, as bytes (two transcripts may name one directory two ways).
    struct Directory: Sendable {
        let url: URL
        let fixtures: String?
        let resolved: [UInt8]?
    }

    private static func resolved(_ fixtures: String?) -> [UInt8]? {
        fixtures.map { Array((FileSystem.resolvedPath($0) ?? $0).utf8) }
    }

    private let idle = Mutex<[Directory]>([])

    /// A directory holding a copy of `fixtures` (or nothing): a kept one restored, else a new one.
    func take(seededFrom fixtures: String?) throws(FixtureCopy.Refusal) -> Directory {
        if let root = Self.runRoot {
            let resolved = Self.resolved(fixtures)
            while let kept = idle.withLock({ list in list.firstIndex { $0.resolved == resolved }.map { list.remove(at: $0) } }) {
                do throws(FixtureCopy.Refusal) {
                    if let fixtures { try FixtureCopy.restore(kept.url.path, from: fixtures) } else { try Self.empty(kept.url.path) }
                    return kept
                } catch {
                    try? FileManager.default.removeItem(at: kept.url)   // made afresh below instead
                }
            }
            return try Self.make(in: root, seededFrom: fixtures)
        }
        return try Self.make(in: FileManager.default.temporaryDirectory, seededFrom: fixtures)
    }

    /// Takes back a directory a transcript has finished with: kept under `memorize test`,
    /// removed otherwise.
    func giveBack(_ directory: Directory) {
        if Self.runRoot != nil {
            idle.withLock { $0.append(directory) }
        } else {
            try? FileManager.default.removeItem(at: directory.url)
        }
    }

    /// The run's directory, when `memorize test` gave one.
    private static var runRoot: URL? { Environment.value(scratchRootVariable).map { URL(fileURLWithPath: $0) } }

    private static func make(in root: URL, seededFrom fixtures: String?) throws(FixtureCopy.Refusal) -> Directory {
        let url = root.appendingPathComponent("memorize-transcript-\(UUID().uuidString)")
        guard let fixtures else {
            try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return Directory(url: url, fixtures: nil, resolved: nil)
        }
        do throws(FixtureCopy.Refusal) {
            try FixtureCopy.copy(from: fixtures, to: url.path)
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
        return Directory(url: url, fixtures: fixtures, resolved: Self.resolved(fixtures))
    }

    /// Removes everything in `path`, keeping the directory.
    private static func empty(_ path: String) throws(FixtureCopy.Refusal) {
        guard FileSystem.info(path, followingLinks: false)?.kind == .directory else {
            throw FixtureCopy.Refusal(message: "the scratch directory to empty is gone")
        }
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            do { try FileManager.default.removeItem(atPath: path + "/" + entry) } catch {
                throw FixtureCopy.Refusal(message: "cannot clear the scratch directory for the next transcript")
            }
        }
    }
}
