import Foundation
import Testing
@testable import Transcripts

/// ``CramOutput``: a shell's output taken as it streams, in chunks of any size, cut and compared
/// as cram cuts the whole of it, and kept only to a bound.
@Suite("cram: output as it streams")
struct CramOutputTests {
    let salt = "CRAM1234"

    /// The output of commands printing `printed`, with the salt lines between, as the shell
    /// prints it (the status of each command 0 unless given).
    func shellOutput(_ printed: [String], statuses: [Int32] = []) -> [UInt8] {
        var text = ""
        for (index, output) in printed.enumerated() {
            text += "\(salt) \(index) \(index > 0 && index - 1 < statuses.count ? statuses[index - 1] : 0)\n" + output
        }
        let last = printed.count - 1
        text += "\(salt) \(printed.count) \(last >= 0 && last < statuses.count ? statuses[last] : 0)\n"
        return Array(text.utf8)
    }

    /// `bytes` taken in chunks of `size`, then finished.
    func taken(_ bytes: [UInt8], expected: [[String]], chunk size: Int) -> CramOutput {
        var output = CramOutput(salt: salt, expected: expected)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + size)
            bytes[start..<end].withUnsafeBytes { output.take($0) }
            start = end
        }
        output.finish()
        return output
    }

    @Test("chunks of any size give what the whole gives: lines cut at \\n, \\r\\n and a lone \\r, (no-eol) before a salt")
    func chunksDoNotMatter() {
        let bytes = shellOutput(["a\r\nb\rc\n", "no newline", "", "x\n"], statuses: [0, 0, 3, 0])
        let expected: [[String]] = [["a\\r (esc)", "b\\r (no-eol) (esc)", "c"], ["no newline (no-eol)"], ["[3]"], ["y"]]
        let whole = taken(bytes, expected: expected, chunk: bytes.count)
        #expect(whole.commands.indices.map { whole.commands[$0].passes(expected[$0]) } == [true, true, true, false])
        for size in [1, 2, 3, 7, 13] {
            #expect(taken(bytes, expected: expected, chunk: size).commands == whole.commands, "chunks of \(size)")
        }
        #expect(whole.commands[3].kept.map(\.written) == ["x"])
    }

    @Test("a command after the shell ended did not run; the last byte of all is dropped, as cram drops it")
    func shellEnded() {
        let bytes = Array("\(salt) 0 0\nfoo\n".utf8)
        let output = taken(bytes, expected: [["foo"], []], chunk: 4)
        #expect(output.commands[0].ran && !output.commands[1].ran)
        #expect(output.commands[0].kept.map(\.written) == ["foo (no-eol)"])
    }

    @Test("matched lines are counted, not kept; past the first mismatch lines are kept to the bound, then counted")
    func bounded() {
        let lines = (1...(CramOutput.keptLines + 500)).map { "\($0)\n" }.joined()
        let bytes = shellOutput([lines, "late\n"])
        let output = taken(bytes, expected: [["1", "2", "x"], ["late"]], chunk: 4096)
        let flood = output.commands[0]
        #expect(flood.matched == 2)
        #expect(flood.kept.count == CramOutput.keptLines)
        #expect(flood.kept.first?.written == "3")
        #expect(flood.omittedLines == 500 - 2)
        #expect(!flood.passes(["1", "2", "x"]))
        #expect(output.commands[1].passes(["late"]), "the next command is compared whatever the one before printed")
        #expect(output.commands[1].kept.isEmpty)
    }

    @Test("a line longer than a line may be is counted, never kept, and matches nothing; the salt after it is still found")
    func overlongLine() {
        let long = String(repeating: "z", count: CramOutput.lineLimit + 10)
        let bytes = shellOutput([long, "after\n"])
        let output = taken(bytes, expected: [["* (glob)"], ["after"]], chunk: 65_536)
        #expect(output.commands[0].omittedLines == 1)
        #expect(output.commands[0].omittedBytes == long.utf8.count)
        #expect(output.commands[0].kept.isEmpty)
        #expect(output.commands[1].passes(["after"]))
    }

    @Test("the running command is the one whose salt line came, even while its newline is held back")
    func running() {
        var output = CramOutput(salt: salt, expected: [[], [], []])
        #expect(output.running == -1)
        Array("\(salt) 0 0\n".utf8).withUnsafeBytes { output.take($0) }
        #expect(output.running == 0)
        Array("out\n\(salt) 1 0\n".utf8).withUnsafeBytes { output.take($0) }
        #expect(output.running == 1)
        Array("\(salt) 2".utf8).withUnsafeBytes { output.take($0) }
        #expect(output.running == 1, "a salt line not yet whole names no command")
    }

    @Test("sizes read as people read them")
    func sizes() {
        #expect(CramOutput.describe(bytes: 1) == "1 byte")
        #expect(CramOutput.describe(bytes: 812) == "812 bytes")
        #expect(CramOutput.describe(bytes: 1 << 20) == "1 MiB")
        #expect(CramOutput.describe(bytes: 300_000_000) == "286.1 MiB")
    }
}
