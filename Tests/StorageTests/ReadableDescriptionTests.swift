import Foundation
import Testing
@testable import Storage

/// `readableDescription` stands in for Foundation's `localizedDescription`, which the program no
/// longer links: the same words, checked against Foundation here.
@Suite struct ReadableDescriptionTests {
    @Test(arguments: [4, 255, 256, 257, 258, 259, 260, 261, 262, 263, 264, 512, 513, 514, 516, 517, 518, 640, 642, 3072, 3328, 9999])
    func cocoaErrorsReadAsFoundationsDo(code: Int) {
        let error = CocoaError(CocoaError.Code(rawValue: code))
        #expect(error.readableDescription == error.localizedDescription)
    }

    @Test(arguments: [POSIXErrorCode.ENOENT, .EACCES, .EISDIR, .ENOSPC])
    func posixErrorsReadAsFoundationsDo(code: POSIXErrorCode) {
        let error = POSIXError(code)
        #expect(error.readableDescription == error.localizedDescription)
    }

    @Test func realFileErrorsReadAsFoundationsDo() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/file")
        for attempt in [
            { try Data([1]).write(to: missing, options: [.withoutOverwriting]) },
            { _ = try Data(contentsOf: missing) },
            { _ = try FileManager.default.contentsOfDirectory(atPath: missing.path) },
        ] as [() throws -> Void] {
            do {
                try attempt()
                Issue.record("expected a failure")
            } catch {
                #expect(error.readableDescription == error.localizedDescription)
            }
        }
    }

    @Test func writingIntoAMissingDirectorySaysWhatTheTranscriptSays() throws {
        let directory = "/nonexistent-\(UUID().uuidString)"
        let error = try #require(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: directory + "/dog.emojiart") }
        #expect(error.description == "cannot write '\(directory)/dog.emojiart': The operation could not be completed. The file doesn’t exist.")
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-mode-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try AtomicFile.write("one", to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try AtomicFile.write("two", to: path)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o640)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
    }
}
