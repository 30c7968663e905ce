import Platform

/// Measures how wide a terminal draws each emoji: at the start of a line it draws one, then asks
/// where the cursor went (CSI 6n, answered `ESC [ row ; column R`); the column less one is the
/// width. Many probes go in one write and their answers are read together, so all of Unicode's
/// emoji take a few round trips, not thousands. The line is erased after each batch, so nothing
/// is left on the screen, and the terminal is in raw mode only while it answers (put back on every
/// way out, a crash included, by ``TerminalGuard``).
struct WidthProbe {
    let input: Int32
    let output: Int32
    /// Seconds without a byte of answer before the terminal is taken not to answer.
    var deadline = 2.0
    /// Emoji drawn per write.
    var batch = 128

    /// Why a probe stopped.
    enum Failure: Error, Equatable {
        case noTerminal
        case noAnswer
        case gone
    }

    /// The columns each of `emoji` took, in order.
    /// - Complexity: O(*n*) in the emoji, in ⌈*n* / ``batch``⌉ round trips to the terminal.
    func measure(_ emoji: [Character]) -> Result<[Int], Failure> {
        guard let saved = Terminal.Mode.current(of: input) else { return .failure(.noTerminal) }
        let erase = "\r\u{1B}[2K"
        TerminalGuard.arm(fd: output, mode: saved, leaving: erase)
        saved.raw.apply(to: input)
        defer {
            _ = FileIO.writeAll(erase, to: output)
            saved.apply(to: input)
            TerminalGuard.disarm()
        }
        var widths: [Int] = []
        widths.reserveCapacity(emoji.count)
        var reader = AnswerReader()
        for start in stride(from: 0, to: emoji.count, by: batch) {
            let part = emoji[start..<min(emoji.count, start + batch)]
            var request = ""
            for character in part { request += "\r\(character)\u{1B}[6n" }
            request += erase
            guard FileIO.writeAll(request, to: output) else { return .failure(.gone) }
            while widths.count < start + part.count {
                switch FileIO.waitUntilReadable(input, timeout: deadline) {
                case .timedOut: return .failure(.noAnswer)
                case .failed: return .failure(.gone)
                case .interrupted: continue
                case .readable: break
                }
                var buffer = [UInt8](repeating: 0, count: 4096)
                let read = buffer.withUnsafeMutableBytes { FileIO.read(from: input, into: $0) }
                guard case .success(let count) = read, count > 0 else { return .failure(.gone) }
                reader.take(buffer[..<count]) { column in
                    if widths.count < start + part.count { widths.append(max(0, column - 1)) }
                }
            }
        }
        return .success(widths)
    }
}

/// Finds cursor-position reports (`ESC [ row ; column R`) in what a terminal sends, across reads,
/// skipping anything else (a key typed meanwhile).
struct AnswerReader {
    private var pending: [UInt8] = []

    /// Calls `answer` with the column of each whole report in `bytes` (after what came before).
    /// - Complexity: O(*n*) in the bytes.
    mutating func take(_ bytes: ArraySlice<UInt8>, answer: (Int) -> Void) {
        pending += bytes
        var index = 0
        var kept = 0
        while index < pending.count {
            guard pending[index] == 0x1B else { index += 1; kept = index; continue }
            // ESC [ digits ; digits R
            var cursor = index + 1
            guard cursor < pending.count else { break }
            guard pending[cursor] == UInt8(ascii: "[") else { index += 1; kept = index; continue }
            cursor += 1
            var numbers = [0]
            var complete = false
            var valid = true
            while cursor < pending.count {
                let byte = pending[cursor]
                if (0x30...0x39).contains(byte) {
                    numbers[numbers.count - 1] = min(numbers[numbers.count - 1] * 10 + Int(byte - 0x30), 1 << 20)
                } else if byte == UInt8(ascii: ";") {
                    numbers.append(0)
                } else {
                    complete = true
                    valid = byte == UInt8(ascii: "R") && numbers.count == 2
                    break
                }
                cursor += 1
            }
            guard complete else { break }   // the rest of this report comes in the next read
            if valid { answer(numbers[1]) }
            index = cursor + 1
            kept = index
        }
        pending.removeFirst(min(kept, pending.count))
    }
}
