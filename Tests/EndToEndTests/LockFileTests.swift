import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The locks around palette and document writes: they work for every name a file may have,
/// leave no file behind, and a writer kept waiting says who holds the lock and can give up.
@Suite("Lock files")
struct LockFileTests {
    private func scratch() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locks-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test(arguments: [250, 253, 255])
    func aPalettesFileWithALongNameSaves(bytes: Int) throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/" + String(repeating: "p", count: bytes - 5) + ".json"
        let result = try MemorizeProcess.run(["--palettes", file, "-c", "palette new Long 🐶🐱"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("Long"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [(file as NSString).lastPathComponent])
    }

    @Test func savingLeavesNoLockFileBehind() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try MemorizeProcess.run(
            ["--palettes", directory + "/palettes.json",
             "-c", "art new; art add 🐶 at 0,0; art save \(directory)/pic.emojiart; art add 🐱 at 1,1; palette new Mine 🐶🐱"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["palettes.json", "pic.emojiart"])
    }

    /// While this test holds the palettes file's lock (as a writer stopped with SIGSTOP would),
    /// another writer says after a second that this process holds it, and gives up on Ctrl-C
    /// with one error, writing nothing.
    @Test func aWaitingWriterSaysWhoHoldsTheLockAndGivesUpOnCtrlC() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fd = open(directory + "/.palettes.json.lock", O_RDWR | O_CREAT, 0o644)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)
        let log = directory + "/stderr.txt"
        let pid = try TestRunnerSignalTests.Run.spawn(
            try MemorizeProcess.executable.path, ["memorize", "--palettes", directory + "/palettes.json", "-c", "palette new Waited 🐶"],
            ["HOME=\(directory)", "PATH=/usr/bin:/bin", "LANG=C.UTF-8"], stderr: log)
        func said() -> String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
        _ = eventually(within: 10) { said().contains("holds its lock") }
        #expect(said().contains("process \(getpid()) holds its lock"), "\(said())")
        kill(pid, SIGINT)
        var status: Int32 = 0
        if let ended = exitStatus(of: pid, within: 10) { status = ended } else { kill(pid, SIGKILL); waitpid(pid, &status, 0) }
        #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 1, "status \(status): \(said())")
        let errors = said().split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors.count == 1 && errors[0].contains("gave up waiting for its lock"), "\(said())")
        #expect(!FileManager.default.fileExists(atPath: directory + "/palettes.json"))
    }
}
