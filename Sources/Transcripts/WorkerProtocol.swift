#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Escaping

/// What `memorize test` and its worker processes say to each other: one JSON object per line.
///
/// The parent writes jobs on the worker's standard input:
///
///     {"index":4,"path":"transcripts/game-won.transcript"}
///     {"index":5,"path":"README.md","block":120}
///
/// The worker runs them in order and writes on its standard output, for each job, `started`
/// once the transcript is parsed if it has its own `@ timeout` (the parent otherwise starts its
/// clock when the job before finishes), and `finished` with its ``CaseReport``; and if it crashes
/// or is stopped for taking too long, a last `signal` message with the input line it was running
/// (written by its signal handler).
///
/// Most messages say that a transcript passed, and JSON coders cost more than running a
/// transcript's comparison: jobs and passing results are written by hand, and a passing result
/// in exactly that shape is read without a decoder (``WorkerMessage/passed(from:)``).
///
///     {"index":4,"event":"started","limit":60}
///     {"index":4,"event":"finished","report":{"status":"passed","seconds":0.0012}}
///     {"index":5,"event":"signal","signal":4,"line":131}
///
/// Under `memorize test --coverage` (the worker runs as `memorize test --worker --coverage`), a
/// `coverage` message comes before each `finished`, with the rows (``CoverageRow``) the case
/// exercised that this worker has not sent before (none: no message):
///
///     {"index":4,"event":"coverage","rows":["command new","option new pairs="]}
struct WorkerJob: Codable, Sendable {
    var index: Int
    var path: String
    var block: Int?

    var testCase: TranscriptCase { TranscriptCase(path: path, block: block) }

    private static let indexPrefix = Array(#"{"index":"#.utf8)
    private static let pathKey = Array(#","path":""#.utf8)
    private static let blockKey = Array(#"","block":"#.utf8)

    /// Reads a line in exactly the shape of ``line`` whose path needs no escape (no `"`, `\`
    /// or control character), as nearly every path is; nil for any other, which a JSON decoder
    /// then reads. A worker reads one per transcript, and a decoder costs more than a cram file.
    /// - Complexity: O(*n*) in the length of the line.
    static func plain(from line: [UInt8]) -> WorkerJob? {
        guard line.starts(with: indexPrefix), line.last == UInt8(ascii: "}") else { return nil }
        let rest = line[indexPrefix.count...]
        guard let comma = rest.firstIndex(of: UInt8(ascii: ",")), let index = Int(String(decoding: rest[..<comma], as: UTF8.self)),
              line[comma...].starts(with: pathKey)
        else { return nil }
        let pathStart = comma + pathKey.count
        guard let quote = line[pathStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        let path = line[pathStart..<quote]
        guard !path.isEmpty, !path.contains(where: { $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else { return nil }
        let tail = line[quote..<(line.count - 1)]
        let block: Int?
        if tail.count == 1 {
            block = nil
        } else if tail.starts(with: blockKey), let number = Int(String(decoding: tail.dropFirst(blockKey.count), as: UTF8.self)) {
            block = number
        } else {
            return nil
        }
        return WorkerJob(index: index, path: String(decoding: path, as: UTF8.self), block: block)
    }

    /// The job as a JSON line, newline included.
    /// - Complexity: O(*n*) in the length of the path.
    var line: String {
        var line = "{\"index\":\(index),\"path\":"
        line += JSONEscaping.quoted(path)
        if let block { line += ",\"block\":\(block)" }
        return line + "}\n"
    }
}

struct WorkerMessage: Codable, Sendable {
    enum Event: String, Codable, Sendable {
        case started, finished, signal, coverage
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
    /// coverage: rows, as ``CoverageRow`` writes them.
    var rows: [String]?

    private static let passedPrefix = Array(#"{"index":"#.utf8)
    private static let passedMiddle = Array(#","event":"finished","report":{"status":"passed","seconds":"#.utf8)

    /// The line saying that case `index` passed in `seconds`, newline included.
    static func passedLine(index: Int, seconds: Double) -> String {
        #"{"index":\#(index),"event":"finished","report":{"status":"passed","seconds":\#(seconds)}}"# + "\n"
    }

    /// Reads a line in exactly the shape of ``passedLine(index:seconds:)``; nil for any other.
    /// - Complexity: O(*n*) in the length of the line.
    static func passed(from line: [UInt8]) -> (index: Int, seconds: Double)? {
        guard line.count > passedPrefix.count + passedMiddle.count + 2, line.starts(with: passedPrefix),
              line.suffix(2).elementsEqual([UInt8(ascii: "}"), UInt8(ascii: "}")])
        else { return nil }
        let afterPrefix = line[passedPrefix.count...]
        guard let comma = afterPrefix.firstIndex(of: UInt8(ascii: ",")),
              let index = Int(String(decoding: afterPrefix[..<comma], as: UTF8.self)),
              line[comma...].starts(with: passedMiddle)
        else { return nil }
        let number = line[(comma + passedMiddle.count)..<(line.count - 2)]
        guard let seconds = Double(String(decoding: number, as: UTF8.self)) else { return nil }
        return (index, seconds)
    }
}

extension WorkerMessage {
    private static let skippedMiddle = Array(#","event":"finished","report":{"status":"skipped","seconds":"#.utf8)
    private static let messageKey = Array(#","message":""#.utf8)

    /// Whether `text` is written in JSON as it is, between quotes (no `"`, `\` or control).
    private static func isPlain<S: Sequence<UInt8>>(_ text: S) -> Bool {
        !text.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }
    }

    /// The line saying that case `index` was skipped (`message`: why) in `seconds`, newline
    /// included; nil when the message needs escaping (the JSON encoder writes that one). A cram
    /// suite skips many files (`exit 80`, empty ones), each a message as common as a pass.
    static func skippedLine(index: Int, seconds: Double, message: String) -> String? {
        guard isPlain(message.utf8) else { return nil }
        return #"{"index":\#(index),"event":"finished","report":{"status":"skipped","seconds":\#(seconds),"message":"\#(message)"}}"# + "\n"
    }

    /// Reads a line in exactly the shape of ``skippedLine(index:seconds:message:)``; nil for any other.
    /// - Complexity: O(*n*) in the length of the line.
    static func skipped(from line: [UInt8]) -> (index: Int, seconds: Double, message: String)? {
        let prefix = Array(#"{"index":"#.utf8), end = Array(#""}}"#.utf8)
        guard line.starts(with: prefix), line.count > prefix.count + skippedMiddle.count + messageKey.count + end.count,
              line.suffix(end.count).elementsEqual(end)
        else { return nil }
        let afterPrefix = line[prefix.count...]
        guard let comma = afterPrefix.firstIndex(of: UInt8(ascii: ",")),
              let index = Int(String(decoding: afterPrefix[..<comma], as: UTF8.self)),
              line[comma...].starts(with: skippedMiddle)
        else { return nil }
        let numberStart = comma + skippedMiddle.count
        guard let numberEnd = line[numberStart...].firstIndex(of: UInt8(ascii: ",")),
              let seconds = Double(String(decoding: line[numberStart..<numberEnd], as: UTF8.self)),
              line[numberEnd...].starts(with: messageKey)
        else { return nil }
        let messageStart = numberEnd + messageKey.count, messageEnd = line.count - end.count
        guard messageStart <= messageEnd, isPlain(line[messageStart..<messageEnd]) else { return nil }
        return (index, seconds, String(decoding: line[messageStart..<messageEnd], as: UTF8.self))
    }
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
