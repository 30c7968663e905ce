/// What a cram test's shell prints, taken as it streams: cut into lines as Python's
/// `splitlines(True)` cuts them, into each command's output at the salted `echo SALT N $?` lines
/// (see ``CramRunner``), and compared with the expected lines as they come, so that memory stays
/// bounded whatever a command prints.
///
/// Of each command only what a report or `--update` needs is kept: how many of its first lines
/// matched the expected ones (not their bytes: each is its expected line), and from the first
/// that did not, its lines up to a bound shared by the whole file (``keptBytes``,
/// ``keptLines``); past the bound lines are counted, not kept. A line longer than
/// ``lineLimit`` is never kept, and matches nothing.
struct CramOutput {
    /// What one command printed, as far as it is kept.
    struct Command: Sendable, Equatable {
        /// Whether it ran (its salt line came): a command after one that ended the shell did not.
        var ran = false
        /// How many of its first printed lines matched its first expected lines, one for one.
        var matched = 0
        /// Whether a printed line failed to match its expected line, or came after them all.
        var diverged = false
        /// Its lines from the first that did not match on, while the bound lasts.
        var kept: [CramLines.Printed] = []
        /// Lines printed past the bound (or longer than a line may be), counted and dropped, and
        /// their bytes.
        var omittedLines = 0
        var omittedBytes = 0

        /// Whether it printed exactly what `expected` says.
        func passes(_ expected: [String]) -> Bool { ran && !diverged && matched == expected.count }

        /// How its expected lines align with what it printed: the matched lines first (an
        /// alignment that keeps a matching first pair is a longest one), counted, not copied;
        /// then ``CramRunner/align(_:_:bound:)`` of the lines kept with as many of the rest of
        /// the expected lines as a test keeps of printed ones (``keptLines``, ``keptBytes``); the
        /// expected lines past those are counted (they are not printed: an update drops them).
        /// Printed lines not kept are not in it.
        /// - Complexity: O(*k*) and the alignment of at most ``keptLines`` lines with the kept
        ///   ones, whatever the number of expected lines.
        func alignment(_ expected: [String], bound: Bindings = Bindings()) -> CramRunner.Alignment {
            let matchedLines = min(matched, expected.count)
            var end = matchedLines, bytes = 0
            while end < expected.count, end - matchedLines < CramOutput.keptLines, bytes + expected[end].utf8.count <= CramOutput.keptBytes {
                bytes += expected[end].utf8.count
                end += 1
            }
            let rest = Array(expected[matchedLines..<end])
            let unaligned = expected[end...]
            return CramRunner.Alignment(
                matched: matchedLines, edits: CramRunner.align(rest, kept, bound: bound),
                replacedWhole: !CramRunner.alignable(rest.count, kept.count),
                unalignedLines: unaligned.count, unalignedBytes: unaligned.reduce(0) { $0 + $1.utf8.count + 1 })
        }
    }

    /// The most bytes of printed lines a file keeps for its report and `--update`, over all its
    /// commands; and the most lines.
    static let keptBytes = 1 << 20
    static let keptLines = 20_000
    /// The longest line compared: a longer one (a flood without a newline) is counted, not kept.
    static let lineLimit = 1 << 20

    private(set) var commands: [Command]
    /// What the ` (bind)` lines matched so far captured (``CramLines/captures(_:_:bound:)``):
    /// a name binds at the first line that matches it, and every later line compares with it.
    private(set) var bindings = Bindings()
    private let expected: [[String]]
    private let salt: [UInt8]
    /// For each prefix of the salt, how much of it is still matched after a mismatch (KMP).
    private let fallback: [Int]

    /// The command whose output is coming (-1 before the first salt line, the number of
    /// commands after the last).
    private var position = -1
    private var keptBytesLeft = CramOutput.keptBytes
    private var keptLinesLeft = CramOutput.keptLines
    /// The last byte taken, not yet read: the final salt line's newline, which cram drops.
    private var held: UInt8?
    /// The line being read: its first bytes (to ``lineLimit``), its length, whether it ended at
    /// a `\r` (which a `\n` may still join), how much of the salt it ends with, and where a salt
    /// begins in it (what follows is the salt line's `N STATUS`).
    private var line: [UInt8] = []
    private var lineLength = 0
    private var afterReturn = false
    private var saltMatched = 0
    private var saltAt: Int?
    private var afterSalt: [UInt8] = []

    /// - Parameters:
    ///   - salt: the salt of the `echo SALT N $?` lines.
    ///   - expected: each command's expected lines.
    init(salt: String, expected: [[String]]) {
        self.salt = Array(salt.utf8)
        self.expected = expected
        commands = Array(repeating: Command(), count: expected.count)
        var fallback = [0]
        var length = 0
        for index in self.salt.indices.dropFirst() {
            while length > 0, self.salt[index] != self.salt[length] { length = fallback[length - 1] }
            if self.salt[index] == self.salt[length] { length += 1 }
            fallback.append(length)
        }
        self.fallback = fallback
    }

    /// Takes the next bytes the shell printed.
    /// - Complexity: O(*n*) in the bytes, plus the comparison of each line while a command
    ///   still matches or the bound lasts.
    mutating func take(_ bytes: UnsafeRawBufferPointer) {
        guard let last = bytes.last else { return }
        if let previous = held { read(previous) }
        held = last
        let end = bytes.count - 1
        var index = 0
        while index < end {
            guard !afterReturn, saltMatched == 0, saltAt == nil else {
                read(bytes[index])
                index += 1
                continue
            }
            // A run with no line end and no start of a salt is only more of the line: taken whole.
            let first = salt[0]
            var stop = index
            while stop < end, bytes[stop] != UInt8(ascii: "\n"), bytes[stop] != UInt8(ascii: "\r"), bytes[stop] != first { stop += 1 }
            if stop > index {
                lineLength += stop - index
                let room = Self.lineLimit - line.count
                if room > 0 { line.append(contentsOf: bytes[index..<min(stop, index + room)]) }
            }
            if stop < end { read(bytes[stop]) }
            index = stop + 1
        }
    }

    /// The end of the output: the last byte taken is dropped (cram drops the final newline),
    /// and the last line, if unended, read.
    mutating func finish() {
        held = nil
        if lineLength > 0 { endLine() }
    }

    private mutating func read(_ byte: UInt8) {
        if afterReturn {
            afterReturn = false
            if byte == UInt8(ascii: "\n") {
                append(byte)
                endLine()
                return
            }
            endLine()
        }
        append(byte)
        if byte == UInt8(ascii: "\n") { endLine() } else if byte == UInt8(ascii: "\r") { afterReturn = true }
    }

    private mutating func append(_ byte: UInt8) {
        lineLength += 1
        guard saltAt == nil else {
            if afterSalt.count <= 64 { afterSalt.append(byte) }
            return
        }
        while saltMatched > 0, byte != salt[saltMatched] { saltMatched = fallback[saltMatched - 1] }
        if byte == salt[saltMatched] { saltMatched += 1 }
        if saltMatched == salt.count {
            let start = lineLength - salt.count
            saltAt = start
            if line.count > start { line.removeSubrange(start...) }
        } else if line.count < Self.lineLimit {
            line.append(byte)
        }
    }

    /// A line has ended: its text (before a salt) is the running command's, and a salt line
    /// says which command runs next and the status of the one before.
    private mutating func endLine() {
        let textLength = saltAt ?? lineLength
        if textLength > 0 {
            let complete = textLength <= line.count
            let text = line[..<min(textLength, line.count)]
            add(length: textLength) { complete ? CramLines.printed(text) : nil }
        }
        if let (next, status) = saltLine {
            if status != 0 { add(length: 0) { CramLines.Printed(written: "[\(status)]") } }
            position = next
            if commands.indices.contains(next) { commands[next].ran = true }
        }
        line.removeAll(keepingCapacity: line.capacity <= 64 * 1024)
        lineLength = 0
        saltMatched = 0
        saltAt = nil
        afterSalt.removeAll(keepingCapacity: true)
    }

    /// The command that runs now: the one the last salt line named, or the one the salt line
    /// being read names when all it lacks is its newline (held back, see ``take(_:)``): the
    /// shell prints that line just before it runs the command, which may never end.
    var running: Int {
        held == UInt8(ascii: "\n") ? saltLine?.next ?? position : position
    }

    /// The command and the status a salt line names (`SALT N STATUS`), once the line being read
    /// has its salt; nil when it has none, or what follows the salt is not that.
    private var saltLine: (next: Int, status: Int32)? {
        guard saltAt != nil, afterSalt.count <= 64 else { return nil }
        let fields = String(decoding: afterSalt, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard fields.count == 2, let next = Int(fields[0]), let status = Int32(fields[1]) else { return nil }
        return (next, status)
    }

    /// Adds a printed line (`length` bytes; `printed` nil when too long to compare) to the
    /// running command's output: compared while the command still matches, then kept while the
    /// bound lasts, then counted.
    private mutating func add(length: Int, _ printed: () -> CramLines.Printed?) {
        guard commands.indices.contains(position) else { return }
        // Moved out while it changes, so that its lines are not copied on each append.
        var command = commands[position]
        commands[position] = Command()
        defer { commands[position] = command }
        guard !command.diverged else {
            keep(length: length, printed, in: &command)
            return
        }
        let expected = expected[position]
        guard let line = printed() else {
            command.diverged = true
            keep(length: length, { nil }, in: &command)
            return
        }
        if command.matched < expected.count, CramLines.matches(expected[command.matched], line, bound: bindings) {
            if let pattern = CramLines.annotated(expected[command.matched], CramLines.bindKeyword) {
                for capture in CramLines.captures(String(pattern), line, bound: bindings) ?? [] {
                    bindings.bind(capture.name, to: capture.text, at: 0)
                }
            }
            command.matched += 1
            return
        }
        command.diverged = true
        keep(length: length, { line }, in: &command)
    }

    /// Keeps a line the command printed after it diverged, or counts it once the bound is
    /// reached (from then on the command keeps none: what is kept is where its output began).
    private mutating func keep(length: Int, _ printed: () -> CramLines.Printed?, in command: inout Command) {
        guard command.omittedLines == 0, keptLinesLeft > 0, length <= keptBytesLeft, let line = printed() else {
            command.omittedLines += 1
            command.omittedBytes += length
            return
        }
        command.kept.append(line)
        keptLinesLeft -= 1
        keptBytesLeft -= length
    }

    /// A number of bytes as people read it: `812 bytes`, `64 KiB`, `1 MiB`, `299.4 MiB`.
    static func describe(bytes: Int) -> String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        guard bytes >= 1024 else { return "\(bytes) \(bytes == 1 ? "byte" : "bytes")" }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let rounded = (value * 10).rounded() / 10
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return "\(text) \(units[unit])"
    }
}
