import Foundation
import Testing

/// `palette search --lang de` keeps CLDR's German, parsed once, in the user's cache directory:
/// later processes answer from it, and whatever is at that path (damage, a FIFO, a link loop)
/// only means parsing again, with the same answer.
@Suite("Parsed languages kept in the cache directory", .serialized)
struct NameCacheTests {
    private static let german = "/usr/share/unicode/cldr/common/annotations/de.xml"

    private func search(_ cache: URL) throws -> MemorizeProcess.Result {
        try MemorizeProcess.run(["palette", "search", "Katze", "--lang", "de"], environment: ["XDG_CACHE_HOME": cache.path])
    }

    private func cacheFiles(_ cache: URL) -> [URL] {
        let folder = cache.appendingPathComponent("memorize")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).map { folder.appendingPathComponent($0) }
    }

    @Test("the first search stores the language, the next answers the same from it, and damage is parsed again",
          .enabled(if: FileManager.default.fileExists(atPath: german)))
    func storedReadAndRepaired() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let first = try search(cache)
        #expect(first.status == 0)
        #expect(first.stdout.contains("🐈"))
        let files = cacheFiles(cache)
        #expect(files.count == 1)
        let file = try #require(files.first)
        #expect(file.lastPathComponent.hasPrefix("names-de-"))
        let stored = try Data(contentsOf: file)

        #expect(try search(cache).stdout == first.stdout)

        // Damage: the same answer, and the file made right again.
        var damaged = stored
        damaged[damaged.count / 2] ^= 0xFF
        damaged.removeLast(7)
        try damaged.write(to: file)
        let repaired = try search(cache)
        #expect(repaired.stdout == first.stdout)
        #expect(repaired.stderr.isEmpty)
        #expect(try Data(contentsOf: file) == stored)

        // A FIFO where the file was: not waited on, the same answer, and the FIFO left as it was.
        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o600) == 0)
        let beside = try search(cache)
        #expect(beside.stdout == first.stdout)
        var status = stat()
        #expect(lstat(file.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)

        // A link that loops: the same answer.
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: file.lastPathComponent)
        #expect(try search(cache).stdout == first.stdout)
    }
}
