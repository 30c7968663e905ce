import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The files memorize makes for itself, beside or apart from the user's: the cache, the locks,
/// the temporaries of a save, the REPL's history. A link planted at any of them never sends a
/// write elsewhere, and none is ever readable by more people than the file it serves (#31).
@Suite("memorize's own files", .serialized)
struct OwnFilesTests {
    private static let annotations = "/usr/share/unicode/cldr/common/annotations"
    private static let hasCLDR = FileManager.default.fileExists(atPath: annotations + "/de.xml")
        && FileManager.default.fileExists(atPath: annotations + "/fr.xml")

    private func scratch(_ name: String) throws -> URL {
        let directory = scratchPath(name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private func search(_ word: String, _ language: String, cache: URL) throws -> MemorizeProcess.Result {
        try MemorizeProcess.run(["palette", "search", word, "--lang", language], environment: ["XDG_CACHE_HOME": cache.path])
    }

    private func mode(_ path: String) -> UInt32? {
        var status = stat()
        return lstat(path, &status) == 0 ? UInt32(status.st_mode & 0o7777) : nil
    }

    private func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The cache file's name for a language, as the first search made it.
    private func cacheFile(_ language: String, in cache: URL) throws -> String {
        let folder = cache.appendingPathComponent("memorize").path
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasPrefix("names-\(language)-") })
        return folder + "/" + name
    }

    // MARK: - The cache

    /// A link at the cache file, to a file elsewhere or to nowhere: the search answers the same,
    /// the file elsewhere keeps its bytes, nothing is made where the dangling link points, and the
    /// cache file is a file of the cache's own again.
    @Test(.enabled(if: hasCLDR)) func aLinkAtACacheFileIsNeverWrittenThrough() throws {
        let root = try scratch("cache-link")
        let cache = root.appendingPathComponent("cache")
        let answer = try search("chat", "fr", cache: cache)
        #expect(answer.status == 0 && answer.stdout.contains("🐈"), "\(answer.stderr)")
        let file = try cacheFile("fr", in: cache)
        let victim = root.appendingPathComponent("victim.txt").path
        let nowhere = root.appendingPathComponent("made-by-the-link").path
        for destination in [victim, nowhere] {
            try Data("seventeen bytes!\n".utf8).write(to: URL(fileURLWithPath: victim))
            try FileManager.default.removeItem(atPath: file)
            try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: destination)
            let again = try search("chat", "fr", cache: cache)
            #expect(again.stdout == answer.stdout, "\(again.stderr)")
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "seventeen bytes!\n")
            #expect(!FileManager.default.fileExists(atPath: nowhere))
            #expect(!isLink(file), "the link is replaced by the cache's own file")
        }
    }

    /// The `memorize` directory itself a link to a directory elsewhere: no cache at all (the
    /// search still answers), and nothing is written where it points.
    @Test(.enabled(if: hasCLDR)) func aLinkInPlaceOfTheCacheDirectoryIsNoCache() throws {
        let root = try scratch("cache-dir-link")
        let cache = root.appendingPathComponent("cache")
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: cache.appendingPathComponent("memorize").path, withDestinationPath: elsewhere.path)
        let answer = try search("chat", "fr", cache: cache)
        #expect(answer.status == 0 && answer.stdout.contains("🐈"), "\(answer.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        // A dangling link there: nothing made where it points either.
        try FileManager.default.removeItem(at: elsewhere)
        #expect(try search("chat", "fr", cache: cache).stdout == answer.stdout)
        #expect(!FileManager.default.fileExists(atPath: elsewhere.path))
    }

    /// A cache directory that is not the user's alone (another user's, as when root runs with
    /// someone's HOME; or one anyone may write to) is no cache: the search answers, and nothing
    /// is written in it.
    @Test(.enabled(if: hasCLDR && geteuid() == 0), arguments: ["another user's", "writable by all"])
    func aCacheDirectoryNotTheUsersAloneIsNoCache(kind: String) throws {
        let cache = try scratch("cache-not-ours").appendingPathComponent("cache")
        let folder = cache.appendingPathComponent("memorize").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if kind == "writable by all" { #expect(chmod(folder, 0o777) == 0) } else { #expect(chmod(folder, 0o700) == 0 && chown(folder, 12345, 12345) == 0) }
        let answer = try search("chat", "fr", cache: cache)
        #expect(answer.status == 0 && answer.stdout.contains("🐈"), "\(answer.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// The cache directory is made for its user alone (0700), its files 0600.
    @Test(.enabled(if: hasCLDR)) func theCacheDirectoryIsPrivate() throws {
        let cache = try scratch("cache-mode").appendingPathComponent("cache")
        _ = try search("Katze", "de", cache: cache)
        #expect(mode(cache.appendingPathComponent("memorize").path) == 0o700)
        #expect(mode(try cacheFile("de", in: cache)) == 0o600)
    }

    /// French names copied over the German file: the German search still answers in German (the
    /// file names its key inside), and the file is German again after it.
    @Test(.enabled(if: hasCLDR)) func aCacheFileCopiedOverAnotherKeysGivesTheRightAnswer() throws {
        let cache = try scratch("cache-copy").appendingPathComponent("cache")
        let german = try search("Katze", "de", cache: cache)
        #expect(german.status == 0 && german.stdout.contains("🐈"), "\(german.stderr)")
        _ = try search("chat", "fr", cache: cache)
        let germanFile = try cacheFile("de", in: cache)
        let stored = try Data(contentsOf: URL(fileURLWithPath: germanFile))
        try FileManager.default.removeItem(atPath: germanFile)
        try FileManager.default.copyItem(atPath: try cacheFile("fr", in: cache), toPath: germanFile)
        let again = try search("Katze", "de", cache: cache)
        #expect(again.stdout == german.stdout, "\(again.stdout)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: germanFile)) == stored)
    }

    // MARK: - Locks

    /// Runs memorize (or `executable`) with a bounded wait: the wait status and what it wrote to
    /// stderr, or nil (and the process killed) if it had not ended within `seconds`. The bound
    /// only keeps a hang from hanging the suite; nothing here asserts how long anything takes.
    private func runBounded(
        _ arguments: [String], executable: String? = nil, directory: URL, within seconds: Double = 60
    ) throws -> (status: Int32, stderr: String)? {
        let log = directory.appendingPathComponent("stderr-\(UUID().uuidString).txt").path
        let path = try executable ?? MemorizeProcess.executable.path
        let pid = try TestRunnerSignalTests.Run.spawn(
            path, [path] + arguments, ["HOME=\(directory.path)", "PATH=/usr/bin:/bin", "LANG=C.UTF-8"], stderr: log)
        let stderr = { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
        guard let status = exitStatus(of: pid, within: seconds) else {
            kill(pid, SIGKILL)
            var ignored: Int32 = 0
            waitpid(pid, &ignored, 0)
            return nil
        }
        return (status, stderr())
    }

    /// What may be planted at a lock file's path, each made by `plant` at the path given.
    static let plantings: [(name: String, plant: @Sendable (String, URL) throws -> Void)] = [
        ("a link to a file elsewhere", { path, outside in
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside.appendingPathComponent("made").path)
        }),
        ("a FIFO", { path, _ in _ = mkfifo(path, 0o600) }),
        ("a directory", { path, _ in try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) }),
    ]

    /// A link, a FIFO or a directory at the palettes file's or a document's lock path: the save
    /// ends at once with one error naming the lock file, nothing is made where a link points,
    /// what was planted stays, and the file is not written. (A link used to make its target and
    /// then spin forever saying another process held the lock.)
    @Test(arguments: 0..<3) func aLockPathThatIsNotARegularFileIsRefused(planting: Int) throws {
        let (description, plant) = Self.plantings[planting]
        for (file, command) in [("palettes.json", "palette new Mine 🐶🐱"), ("pic.emojiart", "art new; art add 🐶 at 0,0; art save DIR/pic.emojiart")] {
            let directory = try scratch("lock-plant")
            let outside = try scratch("lock-outside")
            let lock = directory.appendingPathComponent(".\(file).lock").path
            try plant(lock, outside)
            let run = try runBounded(
                ["--palettes", directory.appendingPathComponent("palettes.json").path, "-c", command.replacing("DIR", with: directory.path)],
                directory: outside)
            let (status, stderr) = try #require(run, "\(description) at \(file)'s lock: memorize did not end")
            #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 1, "\(description): status \(status): \(stderr)")
            let errors = stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
            #expect(errors.count == 1 && errors[0].contains(".\(file).lock"), "\(description): \(stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).allSatisfy { $0.hasPrefix("stderr-") },
                    "\(description): something was made outside")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path), "\(description)")
            var status2 = stat()
            #expect(lstat(lock, &status2) == 0, "\(description): what was planted is left as it was")
        }
    }

    // MARK: - Saves

    /// A save killed midway (here by the file-size limit, SIGXFSZ, as the temporary grows) never
    /// leaves a copy of a private (0600) file that others may read: the temporary has had no
    /// more permission than the file from its first moment, and the file is as it was.
    @Test func aKilledSaveLeavesNoReadableCopyOfAPrivateFile() throws {
        let directory = try scratch("private-save")
        let palettes = directory.appendingPathComponent("palettes.json").path
        let made = try MemorizeProcess.run(["--palettes", palettes, "-c", "palette new Mine 🐶🐱"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(chmod(palettes, 0o600) == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: palettes))
        #expect(before.count > 1024, "the file must be larger than the limit for the save to be cut short")
        let run = try runBounded(
            ["-c", "ulimit -f 1; exec \"$0\" \"$@\"", try MemorizeProcess.executable.path, "--palettes", palettes, "-c", "palette new Other 🐭🐹"],
            executable: "/bin/sh", directory: directory)
        let (status, stderr) = try #require(run)
        #expect(status & 0x7F == SIGXFSZ, "status \(status): \(stderr)")
        let temporaries = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(!temporaries.isEmpty, "the save was not cut short while writing its temporary")
        for temporary in temporaries {
            let bits = try #require(mode(directory.appendingPathComponent(temporary).path))
            #expect(bits & 0o077 == 0, "\(temporary) is \(String(bits, radix: 8))")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: palettes)) == before)
        #expect(mode(palettes) == 0o600)
    }

    /// A link another user planted in a shared sticky directory (`/tmp`) at the name a save
    /// writes is not followed (the kernel's `protected_symlinks` rule, which a shell's `>` obeys):
    /// the file it points to keeps its bytes, and the save is one error. A link of the user's own
    /// there is followed, as everywhere.
    @Test(.enabled(if: geteuid() == 0), arguments: [false, true])
    func aLinkAnotherUserPlantedInASharedDirectoryIsNotFollowed(planted: Bool) throws {
        let root = try scratch("shared-link")
        let shared = root.appendingPathComponent("shared").path
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        #expect(chmod(shared, 0o1777) == 0)
        let victim = root.appendingPathComponent("victim.emojiart").path
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: victim))
        let document = shared + "/pic.emojiart"
        try FileManager.default.createSymbolicLink(atPath: document, withDestinationPath: victim)
        if planted { #expect(lchown(document, 12345, 12345) == 0) }
        let result = try MemorizeProcess.run(["-c", "art new; art add 🐶 at 0,0; art save \(document)"])
        if planted {
            #expect(result.status == 1)
            let errors = result.stderrLines.filter { $0.hasPrefix("error:") }
            #expect(errors.count == 1 && errors[0].contains("symbolic link another user made"), "\(result.stderr)")
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "mine\n")
        } else {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try String(contentsOfFile: victim, encoding: .utf8).contains("🐶"))
        }
        #expect(isLink(document))
    }

    /// A document's setuid and setgid bits (its owner and group unchanged) survive a save.
    @Test func aSaveKeepsSetuidAndSetgid() throws {
        let directory = try scratch("setuid-save")
        let document = directory.appendingPathComponent("pic.emojiart").path
        let first = try MemorizeProcess.run(["-c", "art new; art add 🐶 at 0,0; art save \(document)"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(chmod(document, 0o6750) == 0)
        #expect(mode(document) == 0o6750)
        let second = try MemorizeProcess.run(["-c", "art open \(document); art add 🐱 at 1,1; art save"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try String(contentsOfFile: document, encoding: .utf8).contains("🐱"))
        #expect(mode(document) == 0o6750, "\(mode(document).map { String($0, radix: 8) } ?? "none")")
    }

    /// A save replaces the file by a rename, as the README says: a file with a second hard link
    /// stops sharing it; the other name keeps the old document, whole.
    @Test func aSaveOfAHardLinkedFileLeavesTheOtherNameAsItWas() throws {
        let directory = try scratch("hardlink-save")
        let document = directory.appendingPathComponent("pic.emojiart").path
        let twin = directory.appendingPathComponent("twin.emojiart").path
        #expect(try MemorizeProcess.run(["-c", "art new; art add 🐶 at 0,0; art save \(document)"]).status == 0)
        #expect(link(document, twin) == 0)
        let old = try Data(contentsOf: URL(fileURLWithPath: twin))
        let saved = try MemorizeProcess.run(["-c", "art open \(document); art add 🐱 at 1,1; art save"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(try String(contentsOfFile: document, encoding: .utf8).contains("🐱"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: twin)) == old)
        var status = stat()
        #expect(stat(document, &status) == 0 && status.st_nlink == 1)
    }

    // MARK: - History

    /// A link at the REPL's history file (in `$XDG_STATE_HOME/memorize`) is never written
    /// through: the file it names keeps its bytes. Without the link, the same session writes
    /// its history there (0600, in a 0700 directory).
    @Test(arguments: [false, true]) func aLinkAtTheHistoryFileIsNeverWrittenThrough(planted: Bool) throws {
        let root = try scratch("history-link")
        let state = root.appendingPathComponent("state")
        let history = state.appendingPathComponent("memorize/history").path
        let victim = root.appendingPathComponent("victim.txt").path
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: victim))
        if planted {
            try FileManager.default.createDirectory(at: state.appendingPathComponent("memorize"), withIntermediateDirectories: true)
            #expect(chmod(state.appendingPathComponent("memorize").path, 0o700) == 0)
            try FileManager.default.createSymbolicLink(atPath: history, withDestinationPath: victim)
        }
        let terminal = try PseudoTerminal([], environment: ["XDG_STATE_HOME": state.path])
        _ = terminal.read(until: { $0.hasSuffix("> ") })
        terminal.send("themes\n")
        _ = terminal.read(until: { $0.hasSuffix("> ") })
        terminal.send("quit\n")
        #expect(terminal.waitForExit() == 0)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "mine\n")
        if planted {
            #expect(isLink(history))
        } else {
            #expect(try String(contentsOfFile: history, encoding: .utf8).contains("themes"))
            #expect(mode(history) == 0o600)
            #expect(mode(state.appendingPathComponent("memorize").path) == 0o700)
        }
    }
}
