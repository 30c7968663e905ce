#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `memorize test` and its worker processes say to each other: one JSON object per line.
///
/// The parent writes jobs on the worker's standard input:
///
///     {"index":4,"path":"transcripts/game-won.transcript"}
///     {"index":5,"path":"README.md","block":120}
///
/// The worker runs them in order and writes on its standard output, for each job, `started`
/// once the transcript is parsed (with its own `@ timeout`, if any) and `finished` with its
/// ``CaseReport``; and if it crashes or is stopped for taking too long, a last `signal` message
/// with the input line it was running (written by its signal handler).
///
///     {"index":4,"event":"started","limit":60}
///     {"index":4,"event":"finished","report":{"status":"passed","seconds":0.0012}}
///     {"index":5,"event":"signal","signal":4,"line":131}
struct WorkerJob: Codable, Sendable {
    var index: Int
    var path: String
    var block: Int?

    var testCase: TranscriptCase { TranscriptCase(path: path, block: block) }
}

struct WorkerMessage: Codable, Sendable {
    enum Event: String, Codable, Sendable {
        case started, finished, signal
    }

    var index: Int
    var event: Event
    /// started: the transcript's own time limit.
    var limit: Double?
    /// finished
    var report: CaseReport?
    /// signal: which, and the input line that was running.
    var signal: Int32?
    var line: Int?
}

/// Splits bytes read from a pipe into lines.
struct LineBuffer {
    private var pending: [UInt8] = []

    /// Adds `bytes` and returns the lines they complete (without their newlines).
    /// - Complexity: O(*n*) in the bytes added, plus the pending partial line.
    mutating func append(_ bytes: UnsafeRawBufferPointer) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            if pending.isEmpty {
                lines.append(Array(bytes[start..<index]))
            } else {
                pending += bytes[start..<index]
                lines.append(pending)
                pending = []
            }
            start = index + 1
        }
        pending += bytes[start...]
        return lines
    }
}
