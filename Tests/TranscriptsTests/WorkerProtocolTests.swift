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

    @Test func linesAreSplitAcrossReads() {
        var buffer = LineBuffer()
        var lines: [[UInt8]] = []
        for chunk in ["ab", "c\nde", "\n\nf"] {
            lines += Array(chunk.utf8).withUnsafeBytes { buffer.append($0) }
        }
        #expect(lines.map { String(decoding: $0, as: UTF8.self) } == ["abc", "de", ""])
    }
}
