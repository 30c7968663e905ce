import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("Two memorize processes on one palettes file lose nothing")
struct ConcurrentWritersTests {
    @Test func paletteEditsFromSeveralProcessesAllLand() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-concurrent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let emoji = ["🚀", "🎸", "🍕", "⚽", "🌵", "🎃", "🧊", "🪁"]
        let processes = emoji.count, palettesEach = 30
        // Each process makes its own palettes and adds its own emoji to one palette they all
        // share, at the same time: before locking, whole palettes and emoji were lost.
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: processes) { i in
            var commands = (1...palettesEach).map { "palette new W\(i)-\($0) 🐶" }
            commands.append("palette add Animals \(emoji[i])")
            do {
                let result = try MemorizeProcess.run(["-c", commands.joined(separator: "; ")], environment: ["XDG_DATA_HOME": data.path])
                if result.status != 0 { failures.withLock { $0.append(result.stderr) } }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])

        let file = data.appendingPathComponent("memorize/palettes.json")
        struct Palette: Decodable { let name: String; let emojis: String; let id: Int }
        let palettes = try JSONDecoder().decode([Palette].self, from: Data(contentsOf: file))
        let names = Set(palettes.map(\.name))
        for i in 0..<processes {
            for j in 1...palettesEach { #expect(names.contains("W\(i)-\(j)"), "W\(i)-\(j) was lost") }
        }
        let animals = try #require(palettes.first { $0.name == "Animals" })
        for e in emoji { #expect(animals.emojis.contains(e), "\(e) was lost") }
        #expect(Set(palettes.map(\.id)).count == palettes.count, "two palettes got one id")
    }

    /// A process waits while another holds the palettes file's lock, then applies its change to
    /// what that one wrote.
    @Test func aWriterWaitsForTheLock() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let directory = data.appendingPathComponent("memorize")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let lockFile = directory.appendingPathComponent(".palettes.json.lock").path
        let fd = open(lockFile, O_RDWR | O_CREAT, 0o644)
        #expect(fd >= 0)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)

        let log = data.appendingPathComponent("stderr.txt").path
        let pid = try TestRunnerSignalTests.Run.spawn(
            try MemorizeProcess.executable.path, ["memorize", "-c", "palette new Waited 🐶"],
            ["HOME=\(data.path)", "XDG_DATA_HOME=\(data.path)", "PATH=/usr/bin:/bin", "LANG=C.UTF-8"], stderr: log)
        func said() -> String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
        // It has found the lock held (it says so once it has waited a second), and wrote nothing.
        #expect(eventually { said().contains("holds its lock") }, "\(said())")
        let file = directory.appendingPathComponent("palettes.json")
        #expect(!FileManager.default.fileExists(atPath: file.path), "the palettes were written while the lock was held")

        // What "another process" wrote while holding the lock: the waiting one must keep it.
        try Data(#"[{"name":"Mine","emojis":"🎸","id":7}]"#.utf8).write(to: file)
        #expect(flock(fd, LOCK_UN) == 0)
        let status = exitStatus(of: pid)
        if status == nil { kill(pid, SIGKILL); _ = exitStatus(of: pid) }
        #expect(status == 0, "\(status.map { "status \($0)" } ?? "did not finish"): \(said())")
        struct Palette: Decodable { let name: String }
        let names = try JSONDecoder().decode([Palette].self, from: Data(contentsOf: file)).map(\.name)
        #expect(names == ["Waited", "Mine"])
    }
}
