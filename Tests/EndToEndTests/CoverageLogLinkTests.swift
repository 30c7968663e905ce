import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `MEMORIZE_COVERAGE_LOG` names the file a `memorize` started under `memorize test --coverage`
/// appends what it exercised to. It comes from the environment, so from outside: a link planted
/// at that path is never followed (its target is neither created nor grown), and a FIFO there is
/// neither waited on nor written into; a regular file is appended to.
@Suite("memorize: the coverage log is never opened through a link or a FIFO")
struct CoverageLogLinkTests {
    func run(log: String) throws -> MemorizeProcess.Result {
        try MemorizeProcess.run(["-c", "new animals seed=1; score"], environment: ["MEMORIZE_COVERAGE_LOG": log])
    }

    func directory() throws -> String {
        let path = scratchPath("coverage-log").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("a regular file at the path gets the rows")
    func regularFile() throws {
        let dir = try directory()
        let result = try run(log: dir + "/log")
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try String(contentsOfFile: dir + "/log", encoding: .utf8)
        #expect(rows.contains("command new"), "\(rows)")
    }

    @Test("a link at the path, dangling or to a file, is not followed", arguments: [false, true])
    func link(targetExists: Bool) throws {
        let dir = try directory()
        let target = dir + "/elsewhere"
        if targetExists { try "mine\n".write(toFile: target, atomically: true, encoding: .utf8) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/log", withDestinationPath: target)
        let result = try run(log: dir + "/log")
        #expect(result.status == 0, "\(result.stderr)")
        if targetExists {
            #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine\n", "the link's target grew")
        } else {
            #expect(!FileManager.default.fileExists(atPath: target), "the link's target was created")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/log") == target, "the link stays a link")
    }

    @Test("a FIFO at the path is not written into (nor waited on when no one reads it)")
    func fifo() throws {
        let dir = try directory()
        let path = dir + "/log"
        #expect(mkfifo(path, 0o600) == 0)
        // A reader holds it open, so an open for writing would not block but succeed and write.
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let result = try run(log: path)
        #expect(result.status == 0, "\(result.stderr)")
        var buffer = [UInt8](repeating: 0, count: 4096)
        let read = Glibc.read(reader, &buffer, buffer.count)
        #expect(read <= 0, "rows were written into the FIFO: \(String(decoding: buffer.prefix(max(0, read)), as: UTF8.self))")
        // With no reader, a run still ends (an open for writing would wait for one for ever).
        let alone = dir + "/alone"
        #expect(mkfifo(alone, 0o600) == 0)
        #expect(try run(log: alone).status == 0)
    }
}
