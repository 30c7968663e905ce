import Foundation
import Testing

/// A cram file written with CRLF line endings is read as cram reads it (lines end at each line
/// feed, the carriage return stays in the line): its commands run and their output is compared.
/// Before, "\r\n" made one Character, the whole file one comment line, and every such file passed.
@Suite("cram files with CRLF line endings")
struct CramCRLFTests {
    @Test("a CRLF cram file whose command fails, or prints what it does not expect, fails", arguments: [
        "  $ false\r\n",
        "  $ echo hi\r\n  ho\r\n",
    ])
    func crlfFilesAreRun(text: String) throws {
        let directory = scratchPath("cram-crlf")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("crlf.t")
        try Data(text.utf8).write(to: file)
        let result = try MemorizeProcess.run(["test", file.path])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdoutLines.last == "0 passed, 1 failed", "\(result.stdout)")
    }
}
