/// Lints a plain-text palette a line at a time, so a file of any size is checked in flat memory:
/// what it keeps is one entry per emoji of the table (where each was first seen), never the text.
///
/// A line that is mostly not emoji is prose, not a palette line: it gets one summary problem
/// (how many characters are not emoji) instead of one per letter, and makes the file one that
/// `palette fix` refuses to rewrite.
///
/// Lines are read as bytes: emoji come from ``EmojiScanner``, the text between them is split into
/// characters only where it is not ASCII, and problems carry their parts, not their words (see
/// ``PaletteLint/Problem``). ``ParallelTextLint`` runs copies of it on pieces of a text at once.
public struct TextPaletteLint: Sendable {
    /// More than this many characters that are not emoji, and more of them than emoji, make a line prose.
    public static let proseThreshold = 3

    private var checks: PaletteChecks
    /// Line and column where each fully-qualified entry was first seen (0: not yet).
    private var firstLine: [Int32]
    private var firstColumn: [Int32]
    /// Fully-qualified entries in order of first appearance: the palette `fix` writes.
    public private(set) var order: [EmojiTable.Index] = []
    /// What a piece of text changes, counted the same way whether it was linted here or in a
    /// piece on another core (``ParallelTextLint`` adds the pieces' counts up in order).
    struct Counts: Sendable {
        var line = 0
        var proseLines = 0
        var firstProse: (line: Int, characters: Int)?
        var fixable = 0
    }
    var counts = Counts()
    /// A line handed over in parts (``lint(part:endsLine:report:)``), between its parts.
    struct OpenLine: Sendable {
        /// The column its next part starts at.
        var column = 1
        /// Whether its first part made it prose: its summary waits for its end, with every part counted.
        var isProse = false
        var others = 0
        var emoji = 0
    }
    /// The line whose parts are being linted; nil between whole lines.
    private(set) var openLine: OpenLine?
    /// Set in a copy linting a piece of a larger text: an emoji not seen before the piece is
    /// handed over (a ``Sighting``) instead of judged, since whether it is first depends on the
    /// pieces before it.
    private(set) var isPiece = false
    /// The emoji of the line being linted (kept to reuse its storage), and what finds them.
    private var emojis: [(entry: EmojiTable.Index, offset: Int)] = []
    private var scanner = EmojiScanner()
    private let table = EmojiTable.shared
    private let asciiReasons = TextPaletteLint.asciiReasons

    /// Lines read so far.
    public var line: Int { counts.line }
    /// Lines that were prose, and the first of them with its count of non-emoji characters.
    public var proseLines: Int { counts.proseLines }
    public var firstProse: (line: Int, characters: Int)? { counts.firstProse }
    /// Problems that `fix` resolves (everything but prose and the notes of ``PaletteChecks``).
    public var fixable: Int { counts.fixable }

    public init(options: PaletteChecks.Options = PaletteChecks.Options()) {
        checks = PaletteChecks(options: options)
        let count = EmojiTable.shared.sequences.count
        firstLine = [Int32](repeating: 0, count: count)
        firstColumn = [Int32](repeating: 0, count: count)
    }

    /// The palette of the text so far: each emoji once, fully qualified, in order.
    public var palette: String {
        String(order.map { table.sequences[Int($0)] })
    }

    /// Lints the next line (without its `\n`; a `\r` before it is ignored).
    /// - Complexity: O(*n*) in the line's bytes.
    public mutating func lint(line bytes: UnsafeBufferPointer<UInt8>, report: (PaletteLint.Problem) -> Void) {
        lint(line: bytes, report: report, unseen: { _ in })
    }

    /// An emoji a piece could not judge: seen at `line`:`column`.
    struct Sighting: Sendable {
        var entry: EmojiTable.Index
        var line: Int
        var column: Int
    }

    /// ``lint(line:report:)``, handing each ``Sighting`` to `unseen` when this is a piece.
    mutating func lint(line bytes: UnsafeBufferPointer<UInt8>, report: (PaletteLint.Problem) -> Void, unseen: (Sighting) -> Void) {
        counts.line += 1
        var bytes = bytes
        if let last = bytes.last, last == 0x0D { bytes = UnsafeBufferPointer(rebasing: bytes.dropLast()) }

        // ASCII holds no emoji but the keycap bases, which need U+20E3 (not ASCII): count and go.
        if ByteText.isASCII(bytes) {
            let others = ByteText.nonBlankASCII(bytes)
            guard others > 0 else { return }
            if others > Self.proseThreshold {
                prose(others, emoji: 0, report: report)
                return
            }
            var column = 1
            gap(bytes, column: &column, report: report)
            return
        }
        withEmojis(of: bytes) { linter, emojis, others in
            if others > Self.proseThreshold && others > emojis.count {
                // Its emoji's problems, then the summary: as a line handed over in parts says them.
                var column = 1
                linter.lintProse(bytes, emojis: emojis, column: &column, report: report, unseen: unseen)
                linter.prose(others, emoji: emojis.count, report: report)
            } else {
                var column = 1
                linter.lintPalette(bytes, emojis: emojis, column: &column, report: report, unseen: unseen)
            }
        }
    }

    /// Lints the next part of a line too long to hold at once: the first part of a line when no
    /// line is open, its last when `endsLine`. Positions are the whole line's, and the first part
    /// decides whether the line is prose (one summary at its end, counting every part) or a
    /// palette line (a problem per character, as its parts come). Parts end at scalar
    /// boundaries; one inside a character splits it in two.
    /// - Complexity: O(*n*) in the part's bytes.
    public mutating func lint(part bytes: UnsafeBufferPointer<UInt8>, endsLine: Bool, report: (PaletteLint.Problem) -> Void) {
        var bytes = bytes
        if endsLine, let last = bytes.last, last == 0x0D { bytes = UnsafeBufferPointer(rebasing: bytes.dropLast()) }
        var open = openLine ?? OpenLine()
        if openLine == nil { counts.line += 1 }
        withEmojis(of: bytes) { linter, emojis, others in
            if linter.openLine == nil { open.isProse = others > Self.proseThreshold && others > emojis.count }
            open.others += others
            open.emoji += emojis.count
            if open.isProse {
                linter.lintProse(bytes, emojis: emojis, column: &open.column, report: report, unseen: { _ in })
            } else {
                linter.lintPalette(bytes, emojis: emojis, column: &open.column, report: report, unseen: { _ in })
            }
        }
        guard endsLine else {
            openLine = open
            return
        }
        openLine = nil
        if open.isProse { prose(open.others, emoji: open.emoji, report: report) }
    }

    /// Calls `body` with the emoji of `bytes` (and where each starts) and how many characters
    /// are not emoji (by scalars: a summary needs no more).
    private mutating func withEmojis(
        of bytes: UnsafeBufferPointer<UInt8>, _ body: (inout TextPaletteLint, [(entry: EmojiTable.Index, offset: Int)], Int) -> Void
    ) {
        // Reuse the buffer without sharing it (a shared one would be copied on the first append).
        var emojis: [(entry: EmojiTable.Index, offset: Int)] = []
        swap(&emojis, &self.emojis)
        defer { swap(&emojis, &self.emojis) }
        emojis.removeAll(keepingCapacity: true)
        var others = 0
        if ByteText.isASCII(bytes) {
            others = ByteText.nonBlankASCII(bytes)
        } else {
            scanner.restart()
            _ = scanner.scan(UnsafeRawBufferPointer(bytes), isFinal: true) { emojis.append(($0, $1)) }
            var cursor = 0
            for (entry, offset) in emojis {
                others += ByteText.nonBlankScalars(UnsafeBufferPointer(rebasing: bytes[cursor..<offset]))
                cursor = offset + table.utf8Count(of: entry)
            }
            others += ByteText.nonBlankScalars(UnsafeBufferPointer(rebasing: bytes[cursor...]))
        }
        body(&self, emojis, others)
    }

    /// The emoji of a prose line, or of a part of one from `column`: the words are left alone
    /// (the line's one summary speaks for them), but its emoji get the problems a palette line's
    /// would (a duplicate, an unqualified form, the notes of ``PaletteChecks``), at their columns.
    private mutating func lintProse(
        _ bytes: UnsafeBufferPointer<UInt8>, emojis: [(entry: EmojiTable.Index, offset: Int)], column: inout Int,
        report: (PaletteLint.Problem) -> Void, unseen: (Sighting) -> Void
    ) {
        var position = 0
        for (entry, offset) in emojis {
            column += ByteText.scalarCount(UnsafeBufferPointer(rebasing: bytes[position..<offset]))
            let at = PaletteSource.Position(line: counts.line, column: column)
            for byte in table.utf8(of: entry) where byte & 0xC0 != 0x80 { column += 1 }
            position = offset + table.utf8Count(of: entry)
            let qualified = Int(table.qualified[Int(entry)])
            if firstLine[qualified] != 0 {
                duplicate(entry, qualified: qualified, at: at, report: report)
            } else if isPiece {
                unseen(Sighting(entry: entry, line: at.line, column: at.column))
            } else {
                firstSight(entry, qualified: qualified, at: at, report: report)
            }
        }
        column += ByteText.scalarCount(UnsafeBufferPointer(rebasing: bytes[position...]))
    }

    /// A palette line, or a part of one from `column`: one problem per character, as
    /// ``PaletteLint`` reports them.
    private mutating func lintPalette(
        _ bytes: UnsafeBufferPointer<UInt8>, emojis: [(entry: EmojiTable.Index, offset: Int)], column: inout Int,
        report: (PaletteLint.Problem) -> Void, unseen: (Sighting) -> Void
    ) {
        var position = 0
        for (entry, offset) in emojis {
            gap(UnsafeBufferPointer(rebasing: bytes[position..<offset]), column: &column, report: report)
            let at = PaletteSource.Position(line: counts.line, column: column)
            for byte in table.utf8(of: entry) where byte & 0xC0 != 0x80 { column += 1 }
            position = offset + table.utf8Count(of: entry)
            let qualified = Int(table.qualified[Int(entry)])
            if firstLine[qualified] != 0 {
                duplicate(entry, qualified: qualified, at: at, report: report)
            } else if isPiece {
                unseen(Sighting(entry: entry, line: at.line, column: at.column))
            } else {
                firstSight(entry, qualified: qualified, at: at, report: report)
            }
        }
        gap(UnsafeBufferPointer(rebasing: bytes[position...]), column: &column, report: report)
    }

    /// Judges a sighting a piece handed over, in the order of the text (after everything before it).
    mutating func resolve(_ sighting: Sighting, report: (PaletteLint.Problem) -> Void) {
        let entry = Int(sighting.entry)
        let qualified = Int(table.qualified[entry])
        let at = PaletteSource.Position(line: sighting.line, column: sighting.column)
        if firstLine[qualified] != 0 {
            duplicate(sighting.entry, qualified: qualified, at: at, report: report)
        } else {
            firstSight(sighting.entry, qualified: qualified, at: at, report: report)
        }
    }

    /// A copy that lints a piece of the text starting after line `line`: it shares (never copies)
    /// what was seen before the piece, and counts from zero.
    func piece(after line: Int) -> TextPaletteLint {
        var piece = self
        piece.isPiece = true
        piece.counts = Counts(line: line)
        return piece
    }

    /// Takes in the counts of a piece linted after everything so far.
    mutating func add(_ piece: Counts) {
        counts.line = piece.line
        counts.proseLines += piece.proseLines
        if counts.firstProse == nil { counts.firstProse = piece.firstProse }
        counts.fixable += piece.fixable
    }

    private mutating func prose(_ others: Int, emoji: Int, report: (PaletteLint.Problem) -> Void) {
        counts.proseLines += 1
        if counts.firstProse == nil { counts.firstProse = (counts.line, others) }
        report(PaletteLint.Problem(
            kind: .prose, position: PaletteSource.Position(line: counts.line, column: 1), subject: .none,
            detail: .prose(others: others, emoji: emoji)))
    }

    /// Records the first sight of fully-qualified `entry`.
    private mutating func remember(_ entry: Int, line: Int, column: Int) {
        firstLine[entry] = Int32(truncatingIfNeeded: line)
        firstColumn[entry] = Int32(truncatingIfNeeded: column)
        order.append(EmojiTable.Index(entry))
    }

    private mutating func duplicate(_ entry: EmojiTable.Index, qualified: Int, at position: PaletteSource.Position, report: (PaletteLint.Problem) -> Void) {
        let first = PaletteSource.Position(line: Int(firstLine[qualified]), column: Int(firstColumn[qualified]))
        report(PaletteLint.Problem(kind: .duplicate, position: position, subject: .entry(entry), detail: .duplicate(first: first)))
        counts.fixable += 1
    }

    private mutating func firstSight(_ entry: EmojiTable.Index, qualified: Int, at position: PaletteSource.Position, report: (PaletteLint.Problem) -> Void) {
        remember(qualified, line: position.line, column: position.column)
        let canonical = table.sequences[qualified]
        let terminalsForm = qualified != Int(entry) && checks.isTerminalsForm(table.sequences[Int(entry)], of: canonical)
        if qualified != Int(entry), !terminalsForm {
            let character = table.sequences[Int(entry)]
            report(PaletteLint.Problem(
                kind: .unqualified, position: position, character: character, replacement: canonical,
                message: "'\(character)' \(PaletteLint.Problem.codePoints(character)): not fully qualified; would become \(canonical) (\(PaletteLint.Problem.codePoints(canonical)))"))
            counts.fixable += 1
        }
        checks.check(canonical, entry: qualified, at: position, inTerminalsForm: terminalsForm, report: report)
    }

    /// The characters between two emoji (none of them an emoji): a problem for each but whitespace.
    private mutating func gap(_ bytes: UnsafeBufferPointer<UInt8>, column: inout Int, report: (PaletteLint.Problem) -> Void) {
        guard !bytes.isEmpty else { return }
        if ByteText.isASCII(bytes) {
            // Blanks alone (a long line's part can be a MiB of them): nothing to say of each.
            if ByteText.nonBlankASCII(bytes) == 0 {
                column += bytes.count
                return
            }
            // Each ASCII byte is a character of its own (CR LF, the one pair, cannot be in a line).
            for byte in bytes {
                let position = PaletteSource.Position(line: counts.line, column: column)
                column += 1
                if byte == 0x20 || (0x09...0x0D).contains(byte) { continue }
                let reason = asciiReasons[Int(byte)]
                report(PaletteLint.Problem(kind: Self.kind(of: reason), position: position, subject: .ascii(byte), detail: .notEmoji(reason)))
                counts.fixable += 1
            }
            return
        }
        // The scanner's clusters end at true grapheme boundaries, so the text between two emoji
        // splits into the same characters on its own as inside the whole line.
        for var character in String(decoding: bytes, as: UTF8.self) {
            let position = PaletteSource.Position(line: counts.line, column: column)
            column += character.unicodeScalars.count
            if character.isWhitespace {
                guard let marks = character.marksAfterWhitespace else { continue }
                character = marks
            }
            if character.unicodeScalars.first == "\u{FFFD}" {
                report(PaletteLint.Problem(kind: .invalidUTF8, position: position, subject: .none, detail: .text("invalid UTF-8 (read as U+FFFD)")))
            } else {
                var reason = EmojiClassification.Reason.notAnEmoji
                if case .notEmoji(let why) = character.emojiClassification { reason = why }
                report(PaletteLint.Problem(kind: Self.kind(of: reason), position: position, subject: .character(character), detail: .notEmoji(reason)))
            }
            counts.fixable += 1
        }
    }

    /// Why each ASCII character is no emoji, worked out once.
    static let asciiReasons: [EmojiClassification.Reason] = (0..<128).map { byte in
        if case .notEmoji(let why) = Character(Unicode.Scalar(UInt8(byte))).emojiClassification { return why }
        return .notAnEmoji
    }

    private static func kind(of reason: EmojiClassification.Reason) -> PaletteLint.Problem.Kind {
        switch reason {
        case .component: .component
        case .textPresentation: .textPresentation
        case .notAFlag: .notAFlag
        case .notRecommendedSequence: .notRecommended
        case .notAnEmoji: .notEmoji
        }
    }
}
