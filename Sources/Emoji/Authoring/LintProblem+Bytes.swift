extension PaletteLint.Problem {
    /// Appends the problem as a line of `palette lint`: `file:line:column: message` and a line feed
    /// (`file: message` when it has no position), building no `String`.
    /// - Complexity: O(*k*) in its length.
    public func appendLine(file: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        // Put together on the stack and appended once; a line too long for that is written again
        // straight into the array.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
            var line = FixedBytes(buffer)
            writeLine(file: file, to: &line)
            if line.overflowed { writeLine(file: file, to: &out) } else { out.append(contentsOf: line.written) }
        }
    }

    /// Appends ``message`` as UTF-8, building no `String` for the common problems.
    /// - Complexity: O(*k*) in its length.
    public func appendMessage(to out: inout [UInt8]) { writeMessage(to: &out) }

    /// Appends ``character`` as UTF-8 (nothing when there is none).
    /// - Complexity: O(*k*) in its bytes.
    public func appendCharacter(to out: inout [UInt8]) { writeCharacter(to: &out) }

    /// Appends the code points of ``character`` (`U+2764 U+FE0F`; nothing when there is none).
    /// - Complexity: O(*k*) in its bytes.
    public func appendCodePoints(to out: inout [UInt8]) { writeCodePoints(to: &out) }

    private func writeLine(file: UnsafeBufferPointer<UInt8>, to out: inout some ByteSink) {
        out.appendBytes(file)
        if let position {
            out.appendByte(UInt8(ascii: ":"))
            ByteText.putDecimal(position.line, to: &out)
            out.appendByte(UInt8(ascii: ":"))
            ByteText.putDecimal(position.column, to: &out)
        }
        ByteText.putLiteral(": ", to: &out)
        writeMessage(to: &out)
        out.appendByte(UInt8(ascii: "\n"))
    }

    private func writeMessage(to out: inout some ByteSink) {
        switch detail {
        case .text(let text):
            ByteText.putString(text, to: &out)
        case .prose(let others, let emoji):
            // Short, so that a finding fits 80 columns: the note after the file names 'palette extract'.
            ByteText.putLiteral("text, not a palette line (", to: &out)
            ByteText.putDecimal(others, to: &out)
            ByteText.putLiteral(" other characters", to: &out)
            if emoji != 0 {
                ByteText.putLiteral(", ", to: &out)
                ByteText.putDecimal(emoji, to: &out)
                ByteText.putLiteral(" emoji", to: &out)
            }
            ByteText.putLiteral(")", to: &out)
        case .notEmoji(let reason):
            if case .ascii(let byte) = subject {
                LintPhrases.shared.appendNotEmoji(byte, to: &out)
                return
            }
            writeShown(to: &out)
            ByteText.putLiteral(": ", to: &out)
            ByteText.putString(reason.description, to: &out)
        case .duplicate(let first):
            if case .entry(let entry) = subject {
                LintPhrases.shared.appendDuplicate(entry, to: &out)
            } else {
                writeShown(to: &out)
                ByteText.putLiteral(": duplicate of the one", to: &out)
            }
            if first.column > 0 {
                ByteText.putLiteral(" at ", to: &out)
                ByteText.putDecimal(first.line, to: &out)
                out.appendByte(UInt8(ascii: ":"))
                ByteText.putDecimal(first.column, to: &out)
            } else {
                ByteText.putLiteral(" on line ", to: &out)
                ByteText.putDecimal(first.line, to: &out)
            }
        }
    }

    private func writeCharacter(to out: inout some ByteSink) {
        switch subject {
        case .none: break
        case .character(let character): ByteText.putString(String(character), to: &out)
        case .entry(let entry): out.appendBytes(EmojiTable.shared.utf8(of: entry))
        case .ascii(let byte): out.appendByte(byte)
        }
    }

    private func writeCodePoints(to out: inout some ByteSink) {
        switch subject {
        case .none: break
        case .character(let character):
            var first = true
            for scalar in character.unicodeScalars {
                if !first { out.appendByte(UInt8(ascii: " ")) }
                first = false
                ByteText.putCodePoint(scalar.value, to: &out)
            }
        case .entry(let entry): ByteText.putCodePoints(ofUTF8: EmojiTable.shared.utf8(of: entry), to: &out)
        case .ascii(let byte): ByteText.putCodePoint(UInt32(byte), to: &out)
        }
    }

    /// `'😀' U+1F600`: the character and its code points, as every message about one starts.
    fileprivate func writeShown(to out: inout some ByteSink) {
        out.appendByte(UInt8(ascii: "'"))
        writeCharacter(to: &out)
        ByteText.putLiteral("' ", to: &out)
        writeCodePoints(to: &out)
    }
}

/// The words that start the messages a corpus is full of, made once: for each table entry
/// `'😀' U+1F600: duplicate of the one`, and for each ASCII character its whole message
/// (`'x' U+0078: not an emoji`). One copy each instead of a dozen writes.
struct LintPhrases: Sendable {
    static let shared = LintPhrases()

    /// Phrases back to back; `offsets[i]..<offsets[i + 1]` is phrase i (entries, then ASCII).
    private let bytes: [UInt8]
    private let offsets: [Int32]
    private let asciiBase: Int

    private init() {
        let table = EmojiTable.shared
        var bytes: [UInt8] = [], offsets: [Int32] = [0]
        bytes.reserveCapacity(table.sequences.count * 48)
        for entry in table.sequences.indices {
            let problem = PaletteLint.Problem(kind: .duplicate, position: nil, subject: .entry(EmojiTable.Index(entry)), detail: .text(""))
            problem.writeShown(to: &bytes)
            ByteText.putLiteral(": duplicate of the one", to: &bytes)
            offsets.append(Int32(bytes.count))
        }
        asciiBase = offsets.count - 1
        for byte in 0..<UInt8(128) {
            let reason = TextPaletteLint.asciiReasons[Int(byte)]
            let problem = PaletteLint.Problem(kind: .notEmoji, position: nil, subject: .ascii(byte), detail: .text(""))
            problem.writeShown(to: &bytes)
            ByteText.putLiteral(": ", to: &bytes)
            ByteText.putString(reason.description, to: &bytes)
            offsets.append(Int32(bytes.count))
        }
        self.bytes = bytes
        self.offsets = offsets
    }

    @inline(__always)
    private func append(_ phrase: Int, to out: inout some ByteSink) {
        bytes.withUnsafeBufferPointer { all in
            offsets.withUnsafeBufferPointer { offsets in
                out.appendBytes(UnsafeBufferPointer(rebasing: all[Int(offsets[phrase])..<Int(offsets[phrase + 1])]))
            }
        }
    }

    func appendDuplicate(_ entry: EmojiTable.Index, to out: inout some ByteSink) { append(Int(entry), to: &out) }
    func appendNotEmoji(_ byte: UInt8, to out: inout some ByteSink) { append(asciiBase + Int(byte & 0x7F), to: &out) }
}
