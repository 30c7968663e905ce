import Foundation
import Testing

@Suite("palette lint at corpus scale")
struct LargeLintTests {
    /// Runs the binary on `arguments` with its data segment (heap and every private writable
    /// mapping) limited to `limit` bytes, output to /dev/null; returns its exit status. Going past
    /// the limit makes an allocation fail, which ends the process by a signal, never with the
    /// status a finished lint returns. (A child's ru_maxrss is no measure here: Linux carries the
    /// spawning process's peak into it across exec.)
    func status(_ arguments: [String], dataLimit limit: Int) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -d \(limit >> 10) && exec \"$0\" \"$@\" >/dev/null 2>&1", try MemorizeProcess.executable.path] + arguments
        process.standardInput = FileHandle.nullDevice
        try process.run()
        guard MemorizeProcess.finish(process) >= 0 else { return -1 }
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    @Test func a100MBTextIsLintedInFlatMemory() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        // 100 MB: long prose lines (one summary each) and palette lines with repeats and fixes.
        let prose = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 22) + "😀\n"
        let palette = "😀😃❤🍕 👍🏽 x\n"
        var block = ""
        for i in 0..<100 { block += i % 10 == 0 ? palette : prose }
        let blockData = Data(block.utf8)
        try Data().write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        var written = 0
        while written < 100_000_000 {
            handle.write(blockData)
            written += blockData.count
        }
        try handle.close()

        // Finished (status 1: it has problems) within 64 MiB, and fix refuses the prose likewise.
        #expect(try status(["palette", "lint", url.path], dataLimit: 64 << 20) == 1)
        #expect(try status(["palette", "fix", "--dry-run", url.path], dataLimit: 64 << 20) == 1)
        // The limit bites: under a tiny one the program cannot even finish.
        #expect(try status(["palette", "lint", url.path], dataLimit: 4 << 20) != 1)
    }
}
