/// Lints a plain-text palette a line at a time, so a file of any size is checked in flat memory:
/// what it keeps is one entry per emoji of the table (where each was first seen), never the text.
///
/// A line that is mostly not emoji is prose, not a palette line: it gets one summary problem
/// (how many characters are not emoji) instead of one per letter, and makes the file one that
/// `palette fix` refuses to rewrite.
public struct TextPaletteLint {
    /// More than this many characters that are not emoji, and more of them than emoji, make a line prose.
    public static let proseThreshold = 3

    private var checks: PaletteChecks
    /// Line and column where each fully-qualified entry was first seen (0: not yet).
    private var firstLine: [Int32]
    private var firstColumn: [Int32]
    /// Fully-qualified entries in order of first appearance: the palette `fix` writes.
    public private(set) var order: [EmojiTable.Index] = []
    /// Lines read so far.
    public private(set) var line = 0
    /// Lines that were prose, and the first of them with its count of non-emoji characters.
    public private(set) var proseLines = 0
    public private(set) var firstProse: (line: Int, characters: Int)?
    /// Problems that `fix` resolves (everything but prose and the notes of ``PaletteChecks``).
    public private(set) var fixable = 0
    private var emojis: [(entry: EmojiTable.Index, offset: Int)] = []

    public init(options: PaletteChecks.Options = PaletteChecks.Options()) {
        checks = PaletteChecks(options: options)
        let count = EmojiTable.shared.sequences.count
        firstLine = [Int32](repeating: 0, count: count)
        firstColumn = [Int32](repeating: 0, count: count)
    }

    /// The palette of the text so far: each emoji once, fully qualified, in order.
    public var palette: String {
        String(order.map { EmojiTable.shared.sequences[Int($0)] })
    }

    /// Lints the next line (without its `\n`; a `\r` before it is ignored).
    /// - Complexity: O(*n*) in the line's bytes.
    public mutating func lint(line bytes: UnsafeBufferPointer<UInt8>, report: (PaletteLint.Problem) -> Void) {
        line += 1
        var bytes = bytes
        if let last = bytes.last, last == 0x0D { bytes = UnsafeBufferPointer(rebasing: bytes.dropLast()) }

        // ASCII holds no emoji but the keycap bases, which need U+20E3 (not ASCII): count and go.
        if !bytes.contains(where: { $0 >= 0x80 }) {
            let others = bytes.reduce(0) { $0 + ($1 == 0x20 || $1 == 0x09 || $1 == 0x0B || $1 == 0x0C ? 0 : 1) }
            guard others > 0 else { return }
            if others > Self.proseThreshold {
                prose(others, emoji: 0, report: report)
                return
            }
            detailed(bytes, report: report)
            return
        }
        // Count the characters that are not emoji (by scalars: a summary needs no more).
        // Reuse the buffer without sharing it (a shared one would be copied on the first append).
        var emojis: [(entry: EmojiTable.Index, offset: Int)] = []
        swap(&emojis, &self.emojis)
        emojis.removeAll(keepingCapacity: true)
        var scanner = EmojiScanner()
        let table = EmojiTable.shared
        _ = scanner.scan(UnsafeRawBufferPointer(bytes), isFinal: true) { emojis.append(($0, $1)) }
        defer { self.emojis = emojis }
        var others = 0
        var next = 0
        var cursor = 0
        for (i, byte) in bytes.enumerated() {
            if next < emojis.count, i == emojis[next].offset {
                cursor = i + table.utf8Count(of: emojis[next].entry)
                next += 1
            }
            guard i >= cursor, byte & 0xC0 != 0x80, byte != 0x20, byte != 0x09 else { continue }
            others += 1
        }
        if others > Self.proseThreshold && others > emojis.count {
            prose(others, emoji: emojis.count, report: report)
            for (entry, _) in emojis { remember(Int(table.qualified[Int(entry)]), column: 0) }
            return
        }
        detailed(bytes, report: report)
    }

    private mutating func prose(_ others: Int, emoji: Int, report: (PaletteLint.Problem) -> Void) {
        proseLines += 1
        if firstProse == nil { firstProse = (line, others) }
        let emojiNote = emoji == 0 ? "" : " and \(emoji) emoji"
        report(PaletteLint.Problem(
            kind: .prose, position: PaletteSource.Position(line: line, column: 1), character: nil, replacement: nil,
            message: "\(others) characters that are not emoji\(emojiNote): text, not a palette line ('palette extract' finds the emoji of a text)"))
    }

    /// Records the first sight of fully-qualified `entry`; false when it was seen before.
    @discardableResult
    private mutating func remember(_ entry: Int, column: Int) -> Bool {
        guard firstLine[entry] == 0 else { return false }
        firstLine[entry] = Int32(truncatingIfNeeded: line)
        firstColumn[entry] = Int32(truncatingIfNeeded: column)
        order.append(EmojiTable.Index(entry))
        return true
    }

    /// One problem per character, as ``PaletteLint`` reports them: a palette line.
    private mutating func detailed(_ bytes: UnsafeBufferPointer<UInt8>, report: (PaletteLint.Problem) -> Void) {
        let text = String(decoding: bytes, as: UTF8.self)
        let table = EmojiTable.shared
        var column = 1
        CharacterWalk.forEach(text) { piece in
            let position = PaletteSource.Position(line: line, column: column)
            switch piece {
            case .other(var character):
                column += character.unicodeScalars.count
                if character.isWhitespace {
                    guard let marks = character.marksAfterWhitespace else { return }
                    character = marks
                }
                var reason = EmojiClassification.Reason.notAnEmoji
                if case .notEmoji(let why) = character.emojiClassification { reason = why }
                let kind: PaletteLint.Problem.Kind = switch reason {
                case .component: .component
                case .textPresentation: .textPresentation
                case .notAFlag: .notAFlag
                case .notRecommendedSequence: .notRecommended
                case .notAnEmoji: .notEmoji
                }
                if character.unicodeScalars.first == "\u{FFFD}" {
                    report(PaletteLint.Problem(kind: .invalidUTF8, position: position, character: nil, replacement: nil, message: "invalid UTF-8 (read as U+FFFD)"))
                } else {
                    report(PaletteLint.Problem(
                        kind: kind, position: position, character: character, replacement: nil,
                        message: "'\(character)' \(PaletteLint.Problem.codePoints(character)): \(reason)"))
                }
                fixable += 1
            case .emoji(let entry):
                let character = table.sequences[entry]
                column += character.unicodeScalars.count
                let qualified = Int(table.qualified[entry])
                let shown = "'\(character)' \(PaletteLint.Problem.codePoints(character))"
                guard remember(qualified, column: position.column) else {
                    let first = PaletteSource.Position(line: Int(firstLine[qualified]), column: Int(firstColumn[qualified]))
                    let there = first.column > 0 ? " at \(first)" : " on line \(first.line)"
                    report(PaletteLint.Problem(kind: .duplicate, position: position, character: character, replacement: nil, message: "\(shown): duplicate of the one\(there)"))
                    fixable += 1
                    return
                }
                let canonical = table.sequences[qualified]
                if qualified != entry {
                    report(PaletteLint.Problem(
                        kind: .unqualified, position: position, character: character, replacement: canonical,
                        message: "\(shown): not fully qualified; would become \(canonical) (\(PaletteLint.Problem.codePoints(canonical)))"))
                    fixable += 1
                }
                checks.check(canonical, entry: qualified, at: position, report: report)
            }
        }
    }
}
