import Escaping

/// What `palette lint` finds in a file and what `palette fix` would write instead.
public struct PaletteLint: Sendable {
    public let problems: [Problem]
    /// The file as `palette fix` writes it (nil when it cannot be fixed: not a palette at all).
    public let fixed: [UInt8]?

    /// Lints the bytes of one file.
    /// - Complexity: O(*n*) in the file's length.
    public init(bytes: [UInt8], kind: PaletteSource.Kind? = nil, options: PaletteChecks.Options = PaletteChecks.Options()) {
        guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            problems = [Problem(kind: .empty, position: nil, character: nil, replacement: nil, message: "the file is empty: no emoji")]
            fixed = nil
            return
        }
        let source: PaletteSource
        do {
            source = try PaletteSource(bytes: bytes, kind: kind)
        } catch {
            problems = [Problem(kind: .notAPalette, position: error.position, character: nil, replacement: nil, message: error.message)]
            fixed = nil
            return
        }
        var problems = source.invalidUTF8.map {
            Problem(kind: .invalidUTF8, position: nil, character: nil, replacement: nil, message: "invalid UTF-8 at byte \($0)")
        }
        var fixed: [UInt8] = []
        var copied = 0
        for palette in source.palettes {
            let emojis = Self.lint(palette, options: options, into: &problems)
            // The fix: the palette string rewritten, everything else kept byte for byte.
            fixed += bytes[copied..<palette.byteRange.lowerBound]
            fixed += source.kind == .json ? Array(JSONEscaping.quoted(String(emojis)).utf8) : Array((String(emojis) + "\n").utf8)
            copied = palette.byteRange.upperBound
        }
        fixed += bytes[copied...]
        self.problems = problems.sorted { ($0.position?.line ?? 0, $0.position?.column ?? 0) < ($1.position?.line ?? 0, $1.position?.column ?? 0) }
        self.fixed = fixed
    }

    /// The problems of one palette string, appended to `problems`: what the filter drops or
    /// changes, the checks of each emoji kept, too few emoji for its pairs. Returns the emoji kept.
    /// - Complexity: O(*n*) in the palette's characters.
    private static func lint(_ palette: PaletteSource.Palette, options: PaletteChecks.Options, into problems: inout [Problem]) -> [Character] {
        let (emojis, findings) = PaletteFilter.filter(palette.text)
        var checks = PaletteChecks(options: options)
        // Character index → position of its first scalar.
        var starts: [PaletteSource.Position] = []
        var scalar = 0
        for character in palette.text {
            starts.append(scalar < palette.positions.count ? palette.positions[scalar] : PaletteSource.Position(line: 1, column: 1))
            scalar += character.unicodeScalars.count
        }
        // A form written as the measured terminal draws it as expected is no problem (see
        // ``PaletteChecks/isTerminalsForm(_:of:)``).
        let terminalsForms = Set(findings.compactMap { finding -> Int? in
            guard case .unqualified(let becomes) = finding.kind, checks.isTerminalsForm(finding.character, of: becomes) else { return nil }
            return finding.index
        })
        problems += findings.filter { !terminalsForms.contains($0.index) }.map { Problem($0, starts: starts) }
        // Each emoji kept, at the first character that brought it.
        let dropped = Set(findings.filter(\.isDropped).map(\.index))
        var kept = 0
        for (i, character) in palette.text.enumerated() where kept < emojis.count && !dropped.contains(i) && !character.isWhitespace {
            let emoji = emojis[kept]
            kept += 1
            guard let entry = EmojiTable.shared.index(of: emoji) else { continue }
            checks.check(emoji, entry: Int(entry), at: i < starts.count ? starts[i] : nil, inTerminalsForm: terminalsForms.contains(i)) {
                problems.append($0)
            }
        }
        if let pairs = palette.pairs, pairs > emojis.count {
            problems.append(Problem(
                kind: .tooFewEmoji, position: palette.positions.first, character: nil, replacement: nil,
                message: "\(pairs) \(pairs == 1 ? "pair needs" : "pairs need") \(pairs) emoji, but the palette has \(emojis.count) (\(pairs - emojis.count) missing)"))
        }
        return emojis
    }
}

extension PaletteLint.Problem {
    /// What the palette filter found at a character, as lint says it; `starts` maps a
    /// character's index to where it is in the file.
    init(_ finding: PaletteFilter.Finding, starts: [PaletteSource.Position]) {
        let at = finding.index < starts.count ? starts[finding.index] : nil
        let c = finding.character
        let shown = "'\(c)' \(Self.codePoints(c))"
        switch finding.kind {
        case .notEmoji(let why):
            let kind: Kind = switch why {
            case .component: .component
            case .textPresentation: .textPresentation
            case .notAFlag: .notAFlag
            case .notRecommendedSequence: .notRecommended
            case .notAnEmoji: .notEmoji
            }
            self.init(kind: kind, position: at, character: c, replacement: nil, message: "\(shown): \(why)")
        case .duplicate(let first):
            let there = first < starts.count ? " at \(starts[first])" : ""
            self.init(kind: .duplicate, position: at, character: c, replacement: nil, message: "\(shown): duplicate of the one\(there)")
        case .unqualified(let becomes):
            self.init(
                kind: .unqualified, position: at, character: c, replacement: becomes,
                message: "\(shown): not fully qualified; would become \(becomes) (\(Self.codePoints(becomes)))")
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
