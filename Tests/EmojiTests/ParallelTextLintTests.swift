@testable import Emoji
import Randomness
import Testing

@Suite("Lint on every core")
struct ParallelTextLintTests {
    /// Palette lines, prose, blank and ASCII lines, CR LF endings and invalid UTF-8, drawn from a
    /// pool of emoji that grows as the text goes on: emoji are first seen all through it, so most
    /// pieces hold first sightings whose duplicates are in other pieces.
    static func corpus(seed: UInt64, lines: Int) -> [UInt8] {
        let emoji = [
            "😀", "😃", "❤", "❤️", "🍕", "👍", "👍🏽", "🇯🇵", "🇫🇷", "👨‍👩‍👧‍👦", "1️⃣", "1⃣", "#️⃣", "©", "™", "▶", "▶️", "☺",
            "✈️", "☀️", "🫩", "🫟", "👨‍🍳", "👩‍🍳", "🏻", "🦰", "⌚︎", "⌚", "🇦", "🇦🇧", "🏳️‍🌈", "🧑‍🤝‍🧑", "✌️", "✌", "🐶", "🐱",
        ].map { Array($0.utf8) }
        let others = ["x", "a", "#", " ", "\t", "é", "e\u{301}", " \u{301}", "中", "\u{FFFD}", "\u{B}", "\u{A0}", "\\", "\"", "\u{1}"].map { Array($0.utf8) }
        let words = ["The quick brown fox ", "jumps over ", "Ünïcödé ", "lazy dog ", "again "].map { Array($0.utf8) }
        var random = SeededRandom(seed: seed)
        var text: [UInt8] = []
        for i in 0..<lines {
            let pool = min(emoji.count, 3 + i * emoji.count / max(1, lines - lines / 5))
            switch random.next(below: 10) {
            case 0, 1:
                for _ in 0...random.next(below: 6) { text += words[random.next(below: words.count)] }
                text += emoji[random.next(below: pool)]
            case 2: break
            case 3: text += [0xFF, 0xC3] + emoji[random.next(below: pool)]
            default:
                for _ in 0...random.next(below: 10) {
                    let roll = random.next(below: 10)
                    text += roll < 7 ? emoji[random.next(below: pool)] : others[random.next(below: others.count)]
                }
            }
            if random.next(below: 20) == 0 { text.append(0x0D) }
            text.append(0x0A)
        }
        return text
    }

    static let options = PaletteChecks.Options(newest: .widelySupported, terminal: true, lookAlikes: true)

    /// One core, a line at a time, each message read as a `String`: the reference.
    static func reference(_ text: [UInt8]) -> (output: String, linter: TextPaletteLint) {
        var linter = TextPaletteLint(options: options)
        var output = ""
        PaletteFile.forEachLine(text) { line in
            linter.lint(line: line) { problem in
                output += "f.txt\(problem.position.map { ":\($0.line):\($0.column)" } ?? ""): \(problem.message)\n"
            }
        }
        return (output, linter)
    }

    /// The text in blocks of whole lines, as `memorize palette lint` reads it.
    static func parallel(
        _ text: [UInt8], workers: Int, block: Int, budget: Int, minimumPiece: Int, sightingLimit: Int
    ) -> (output: String, linter: TextPaletteLint, problems: Int) {
        var lint = ParallelTextLint(
            linter: TextPaletteLint(options: options), workers: workers, outputBudget: budget, minimumPiece: minimumPiece,
            sightingLimit: sightingLimit)
        var output: [UInt8] = []
        var start = 0
        while start < text.count {
            var end = min(text.count, start + block)
            while end < text.count, text[end - 1] != 0x0A { end += 1 }
            lint.lint(text, start..<end, format: { problem, out in
                Array("f.txt".utf8).withUnsafeBufferPointer { problem.appendLine(file: $0, to: &out) }
            }, emit: { output += $0 })
            start = end
        }
        return (String(decoding: output, as: UTF8.self), lint.linter, lint.problems)
    }

    static func expectSame(_ a: TextPaletteLint, _ b: TextPaletteLint) {
        #expect(a.order == b.order)
        #expect(a.palette == b.palette)
        #expect(a.line == b.line)
        #expect(a.proseLines == b.proseLines)
        #expect(a.firstProse?.line == b.firstProse?.line && a.firstProse?.characters == b.firstProse?.characters)
        #expect(a.fixable == b.fixable)
    }

    @Test(arguments: [1, 2, 3, 8])
    func everyNumberOfCoresGivesTheOneCoreOutput(workers: Int) {
        let text = Self.corpus(seed: 7, lines: 20_000)
        let (expected, one) = Self.reference(text)
        let (output, many, problems) = Self.parallel(text, workers: workers, block: 96 << 10, budget: 256 << 10, minimumPiece: 4 << 10, sightingLimit: 1 << 20)
        #expect(output == expected)
        #expect(problems == expected.count { $0 == "\n" })
        Self.expectSame(many, one)
    }

    @Test func piecesThatStopEarlyAreFinishedOnOneCoreInOrder() {
        // A budget far too small for the output, and few sightings allowed: pieces stop at a line,
        // and the merge lints the rest of each.
        let text = Self.corpus(seed: 8, lines: 8_000)
        let (expected, one) = Self.reference(text)
        for (budget, sightings) in [(2 << 10, 1 << 20), (64 << 10, 3), (1, 1)] {
            let (output, many, _) = Self.parallel(text, workers: 4, block: 64 << 10, budget: budget, minimumPiece: 512, sightingLimit: sightings)
            #expect(output == expected, "budget \(budget), sightings \(sightings)")
            Self.expectSame(many, one)
        }
    }

    @Test func aLineLongerThanAPieceIsOneLine() {
        // One palette line of 40,000 repeats between prose: no piece can hold it.
        var text = Array("Dear diary, a long day 🐶\n".utf8)
        for _ in 0..<40_000 { text += Array("🐶".utf8) }
        text += Array("\n🐱🐶 x\n".utf8)
        let (expected, one) = Self.reference(text)
        let (output, many, _) = Self.parallel(text, workers: 3, block: 1 << 20, budget: 4 << 10, minimumPiece: 64, sightingLimit: 8)
        #expect(output == expected)
        Self.expectSame(many, one)
    }

    @Test func messagesWrittenAsBytesSpellWhatStringsSpell() {
        let table = EmojiTable.shared
        for entry in table.sequences.indices {
            let character = table.sequences[entry]
            #expect(Array(table.utf8(of: EmojiTable.Index(entry))) == Array(String(character).utf8))
            let problem = PaletteLint.Problem(
                kind: .duplicate, position: PaletteSource.Position(line: 9, column: 2), subject: .entry(EmojiTable.Index(entry)),
                detail: .duplicate(first: PaletteSource.Position(line: 1, column: 12)))
            #expect(problem.message == "'\(character)' \(PaletteLint.Problem.codePoints(character)): duplicate of the one at 1:12")
            #expect(problem.character == character)
            var codePoints: [UInt8] = []
            problem.appendCodePoints(to: &codePoints)
            #expect(String(decoding: codePoints, as: UTF8.self) == PaletteLint.Problem.codePoints(character))
        }
        for byte in UInt8(0)..<128 {
            let character = Character(Unicode.Scalar(byte))
            var reason = EmojiClassification.Reason.notAnEmoji
            if case .notEmoji(let why) = character.emojiClassification { reason = why }
            let problem = PaletteLint.Problem(kind: .notEmoji, position: nil, subject: .ascii(byte), detail: .notEmoji(reason))
            #expect(problem.message == "'\(character)' \(PaletteLint.Problem.codePoints(character)): \(reason)")
            var line: [UInt8] = []
            Array("a.txt".utf8).withUnsafeBufferPointer { problem.appendLine(file: $0, to: &line) }
            #expect(String(decoding: line, as: UTF8.self) == "a.txt: \(problem.message)\n")
        }
        let prose = PaletteLint.Problem(kind: .prose, position: nil, subject: .none, detail: .prose(others: 27, emoji: 1))
        #expect(prose.message == "text, not a palette line (27 other characters, 1 emoji)")
        let first = PaletteLint.Problem(
            kind: .duplicate, position: nil, subject: .entry(0), detail: .duplicate(first: PaletteSource.Position(line: 4, column: 0)))
        #expect(first.message.hasSuffix(": duplicate of the one on line 4"))
    }

    @Test func aLongLineOfTextIsWrittenWhole() {
        // Longer than the stack buffer a line is put together in.
        let character = Character(String(repeating: "a\u{301}", count: 1) + String(repeating: "\u{301}", count: 300))
        let problem = PaletteLint.Problem(kind: .notEmoji, position: PaletteSource.Position(line: 1, column: 1), subject: .character(character), detail: .notEmoji(.notAnEmoji))
        var line: [UInt8] = []
        Array("f.txt".utf8).withUnsafeBufferPointer { problem.appendLine(file: $0, to: &line) }
        #expect(String(decoding: line, as: UTF8.self) == "f.txt:1:1: \(problem.message)\n")
        #expect(line.count > 512)
    }

    @Test func bytesAreCountedEightAtATime() {
        var random = SeededRandom(seed: 3)
        let alphabet: [UInt8] = [0x0A, 0x0B, 0x0C, 0x8A, 0x09, 0x20, 0x41, 0xC3, 0xA9, 0xF0, 0x9F, 0xBF, 0xFF, 0x00, 0x7F]
        for length in [0, 1, 7, 8, 9, 63, 64, 65, 1000] {
            let bytes = (0..<length).map { _ in alphabet[random.next(below: alphabet.count)] }
            #expect(bytes.withUnsafeBufferPointer { ByteText.lineFeeds(in: $0) } == bytes.count { $0 == 0x0A })
            #expect(bytes.withUnsafeBufferPointer { ByteText.nonBlankScalars($0) } == bytes.count { $0 & 0xC0 != 0x80 && $0 != 0x20 && $0 != 0x09 })
            let ascii = bytes.map { $0 & 0x7F }
            #expect(ascii.withUnsafeBufferPointer { ByteText.nonBlankASCII($0) } == ascii.count { ![0x20, 0x09, 0x0B, 0x0C].contains($0) })
            #expect(ascii.withUnsafeBufferPointer { ByteText.isASCII($0) } && (bytes.allSatisfy { $0 < 0x80 } == bytes.withUnsafeBufferPointer { ByteText.isASCII($0) }))
            var lines: [[UInt8]] = []
            bytes.withUnsafeBufferPointer { all in ParallelTextLint.forEachLine(in: all) { lines.append(Array($0)); return true } }
            var expected = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            if bytes.last == 0x0A || bytes.isEmpty { expected.removeLast() }
            #expect(lines == expected, "\(length)")
        }
    }
}
