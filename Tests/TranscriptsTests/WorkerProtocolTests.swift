import Foundation
import Testing
@testable import Transcripts

@Suite("Worker protocol")
struct WorkerProtocolTests {
    @Test("a job line is the JSON of the job", arguments: ["transcripts/a.transcript", "we\"ird\\ path\n\t.md", "é🃏.transcript"])
    func jobLines(path: String) throws {
        let job = WorkerJob(index: 7, path: path, block: path.hasSuffix(".md") ? 12 : nil)
        let line = job.line
        #expect(line.hasSuffix("}\n") && line.dropLast().allSatisfy { $0 != "\n" })
        let decoded = try JSONDecoder().decode(WorkerJob.self, from: Data(line.utf8))
        #expect(decoded.index == 7 && decoded.path == path && decoded.block == job.block)
    }

    @Test func passingResultsAreReadWithoutADecoder() throws {
        for seconds in [0.000_907_221, 0.013_643_647_000_000_002, 1e-7, 12.5] {
            let line = WorkerMessage.passedLine(index: 42, seconds: seconds)
            let fast = try #require(WorkerMessage.passed(from: Array(line.utf8.dropLast())))
            #expect(fast.index == 42 && fast.seconds == seconds)
            // And it is the JSON a decoder reads the same way.
            let decoded = try JSONDecoder().decode(WorkerMessage.self, from: Data(line.utf8))
            #expect(decoded.index == 42 && decoded.event == .finished && decoded.report == CaseReport(status: .passed, seconds: seconds))
        }
        for other in [#"{"index":1,"event":"started","limit":2}"#, #"{"index":x,"event":"finished","report":{"status":"passed","seconds":1}}"#,
                      #"{"index":1,"event":"finished","report":{"status":"failed","seconds":1}}"#, "", "garbage"] {
            #expect(WorkerMessage.passed(from: Array(other.utf8)) == nil, "\(other)")
        }
    }

    @Test("a job line is read by hand when its path needs no escape, and as JSON otherwise", arguments: [
        "transcripts/a.transcript", "we\"ird\\ path\n\t.md", "é🃏.transcript", "docs/x.md",
    ])
    func jobLinesReadByHand(path: String) throws {
        let job = WorkerJob(index: 7, path: path, block: path.hasSuffix(".md") ? 12 : nil)
        let line = Array(job.line.utf8.dropLast())
        let plain = WorkerJob.plain(from: line)
        if path.contains("\"") || path.contains("\\") || path.contains("\n") {
            #expect(plain == nil)
        } else {
            let read = try #require(plain)
            #expect(read.index == 7 && read.path == path && read.block == job.block)
        }
        for other in [#"{"index":1,"path":""}"#, #"{"index":1,"path":"a","block":x}"#, #"{"path":"a","index":1}"#, "garbage"] {
            #expect(WorkerJob.plain(from: Array(other.utf8)) == nil, "\(other)")
        }
    }

    @Test func skippedResultsAreReadWithoutADecoder() throws {
        for (seconds, message) in [(0.0012, "exit 80"), (1e-7, "empty"), (3.5, "é 🃏")] {
            let line = try #require(WorkerMessage.skippedLine(index: 9, seconds: seconds, message: message))
            let fast = try #require(WorkerMessage.skipped(from: Array(line.utf8.dropLast())))
            #expect(fast.index == 9 && fast.seconds == seconds && fast.message == message)
            let decoded = try JSONDecoder().decode(WorkerMessage.self, from: Data(line.utf8))
            #expect(decoded.report == CaseReport(status: .skipped, seconds: seconds, message: message))
        }
        #expect(WorkerMessage.skippedLine(index: 1, seconds: 1, message: "a \"quote\"") == nil)
        #expect(WorkerMessage.skipped(from: Array(WorkerMessage.passedLine(index: 1, seconds: 1).utf8.dropLast())) == nil)
    }

    @Test func linesAreSplitAcrossReads() {
        var buffer = LineBuffer()
        var lines: [[UInt8]] = []
        for chunk in ["ab", "c\nde", "\n\nf"] {
            lines += Array(chunk.utf8).withUnsafeBytes { buffer.append($0) }
        }
        #expect(lines.map { String(decoding: $0, as: UTF8.self) } == ["abc", "de", ""])
    }
}
