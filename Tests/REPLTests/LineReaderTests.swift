import Foundation
import Testing
@testable import REPL
import Features
import TestSupport

/// Reads all lines from `bytes` through a pipe, as `memorize` reads stdin.
func readAll(_ bytes: [UInt8], maximumLineBytes: Int = ByteLineReader.defaultMaximumLineBytes) throws -> [LineInput] {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-lines-\(UUID().uuidString)")
    try Data(bytes).write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    let fd = open(path.path, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    var reader = ByteLineReader(fileDescriptor: fd, maximumLineBytes: maximumLineBytes)
    var lines: [LineInput] = []
    while let line = reader.readLine(prompt: "") { lines.append(line) }
    return lines
}

@Suite("Reading lines from pipes and files")
struct LineReaderTests {
    @Test func linesWithAndWithoutFinalNewline() throws {
        #expect(try readAll(Array("a\nb\r\n\nc".utf8)) == [.line("a"), .line("b"), .line(""), .line("c")])
        #expect(try readAll(Array("a\n".utf8)) == [.line("a")])
        #expect(try readAll([]) == [])
    }

    @Test func invalidUTF8IsReportedWithLineAndOffsetAndReadingGoesOn() throws {
        let bytes: [UInt8] = Array("new\n".utf8) + [0x63, 0x68, 0xFF, 0x6F] + Array("\nstate\n".utf8)
        #expect(try readAll(bytes) == [
            .line("new"),
            .invalid("line 2 is not valid UTF-8 (bad byte at offset 2); skipped"),
            .line("state"),
        ])
    }

    @Test func overlongLinesAreSkippedWithoutBeingKept() throws {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 200_000)
        let lines = try readAll(Array("a\n".utf8) + long + Array("\nb\n".utf8), maximumLineBytes: 1024)
        #expect(lines == [.line("a"), .invalid("line 2 is longer than 1024 bytes; skipped"), .line("b")])
    }

    @Test func emojiSurviveTheBufferBoundary() throws {
        // 64 KiB buffer: put a four-byte emoji across the boundary.
        let prefix = [UInt8](repeating: UInt8(ascii: "a"), count: 64 * 1024 - 2)
        let lines = try readAll(prefix + Array("🐶\n".utf8), maximumLineBytes: 100_000)
        #expect(lines == [.line(String(decoding: prefix, as: UTF8.self) + "🐶")])
    }

    @Test func utf8Validation() {
        #expect(UTF8Validation.validate(Array("ok 🐶".utf8)) == .valid)
        #expect(UTF8Validation.validate([0xC3]) == .invalid(offset: 0))
        #expect(UTF8Validation.validate([0x41, 0xED, 0xA0, 0x80]) == .invalid(offset: 1))   // a surrogate
    }

    @Test func commandListSplitsOnNewlinesAndLeavesSemicolonsToTheInterpreter() {
        var reader = ListLineReader(commands: "new; choose 1\nstate")
        var lines: [LineInput] = []
        while let line = reader.readLine(prompt: "") { lines.append(line) }
        #expect(lines == [.line("new; choose 1"), .line("state")])
    }
}

@Suite("Driver")
struct DriverTests {
    final class Capture: ReplySink {
        var lines: [Reply.Line] = []
        func write(_ reply: Reply) { lines += reply.lines }
    }

    @Test func exitStatusIsOneWhenAnyCommandFailed() {
        var reader = ListLineReader(["new animals pairs=2", "choose 9", "state"])
        let sink = Capture()
        #expect(Driver.run(reader: &reader, interpreter: makeInterpreter(), sink: sink) == 1)
        #expect(sink.lines.contains(.err("error: no card 9; cards are numbered 1…4")))
        #expect(sink.lines.last.map { if case .out(let t) = $0 { t.hasPrefix("{") } else { false } } == true)
    }

    /// Words a command's declaration refuses are a usage error, as the same words from the shell are.
    @Test func exitStatusIsSixtyFourWhenALinesWordsWereRefused() {
        var reader = ListLineReader(["new animals", "chose 1", "choose 99", "state"])
        let sink = Capture()
        #expect(Driver.run(reader: &reader, interpreter: makeInterpreter(), sink: sink) == 64)
        #expect(sink.lines.contains(.err("error: unknown command 'chose'; did you mean 'choose'? (try 'help')")))
        #expect(sink.lines.last.map { if case .out(let t) = $0 { t.hasPrefix("{") } else { false } } == true)
    }

    @Test func bailStopsAtTheFirstFailure() {
        var reader = ListLineReader(["chose 1", "state"])
        let sink = Capture()
        #expect(Driver.run(reader: &reader, interpreter: makeInterpreter(), sink: sink, bail: true) == 64)
        #expect(sink.lines.count == 1)
    }

    @Test func quitStopsAndSucceeds() {
        var reader = ListLineReader(["new", "quit", "chose"])
        #expect(Driver.run(reader: &reader, interpreter: makeInterpreter(), sink: Capture()) == 0)
    }
}
