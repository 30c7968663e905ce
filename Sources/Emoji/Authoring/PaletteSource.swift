/// The palette strings of a file, where they are: the `"emojis"` strings of a theme or palette
/// file (JSON), or the whole of a plain text file. Each decoded scalar knows its line and column
/// in the file, so a problem is reported where the author can find it, escapes and all.
public struct PaletteSource: Sendable {
    public enum Kind: Sendable, Equatable { case json, text }

    /// A palette string of the file.
    public struct Palette: Sendable {
        /// The decoded text.
        public var text: String
        /// Line and column (1-based; columns count Unicode scalars) of each scalar of `text`.
        public var positions: [Position]
        /// Where its literal is in the file, quotes included (JSON), or the whole file (text).
        public var byteRange: Range<Int>
        /// For a theme: the `pairs` it asks for, when a plain number.
        public var pairs: Int?
    }

    public struct Position: Sendable, Equatable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var description: String { "\(line):\(column)" }
    }

    /// A file that has no palette to check: says why in one line.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public let message: String
        public let position: Position?
        public var description: String { message }
    }

    public let kind: Kind
    public let palettes: [Palette]
    /// Byte offsets of invalid UTF-8 (each read as U+FFFD).
    public let invalidUTF8: [Int]

    /// Reads `bytes` as JSON when `kind` says so (or, when nil, when the first non-blank byte is
    /// `{` or `[`), else as text.
    /// - Complexity: O(*n*) in the file's length.
    public init(bytes: [UInt8], kind: Kind? = nil) throws(Failure) {
        var invalid: [Int] = []
        var scanner = EmojiScanner()
        bytes.withUnsafeBytes { _ = scanner.scan($0, isFinal: true, found: { _, _ in }, invalid: { invalid.append($0) }) }
        invalidUTF8 = invalid
        let firstByte = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        let kind = kind ?? (firstByte == UInt8(ascii: "{") || firstByte == UInt8(ascii: "[") ? .json : .text)
        self.kind = kind
        switch kind {
        case .text:
            let text = String(decoding: bytes, as: UTF8.self)
            var positions: [Position] = []
            var line = 1, column = 1
            for scalar in text.unicodeScalars {
                positions.append(Position(line: line, column: column))
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            }
            palettes = [Palette(text: text, positions: positions, byteRange: 0..<bytes.count, pairs: nil)]
        case .json:
            var finder = JSONPalettes(bytes: bytes)
            palettes = try finder.find()
        }
    }
}

/// Finds `"emojis": "…"` in JSON without decoding it into values, so positions survive. The
/// structure is checked only as far as finding them needs, and that the document ends where its
/// outermost object or array closes: anything after it is refused, as JSONDecoder refuses it
/// (`palette fix` would refuse the file; `palette lint` says where).
private struct JSONPalettes {
    let bytes: [UInt8]
    var i = 0
    var line = 1, column = 1
    /// The palettes found so far.
    private var found: [PaletteSource.Palette] = []
    /// Per object nesting level: the index in `found` of its "emojis", and its "pairs".
    private var objects: [(emojis: Int?, pairs: Int?)] = []
    /// The last key read, and whether a `:` after it awaits its value.
    private var lastKey: String?
    private var expectingValue = false
    /// Objects and arrays open; once the outermost closes, only blanks may follow.
    private var depth = 0, ended = false

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The palettes of the whole document, each with the `pairs` of its object.
    /// - Complexity: O(*n*) in the document's bytes.
    mutating func find() throws(PaletteSource.Failure) -> [PaletteSource.Palette] {
        while i < bytes.count {
            let byte = bytes[i]
            if ended, ![0x20, 0x09, 0x0D, 0x0A].contains(byte) {
                throw PaletteSource.Failure(message: "something after the end of the JSON document: not valid JSON", position: position)
            }
            switch byte {
            case UInt8(ascii: "\""):
                try stringLiteral()
                continue
            case UInt8(ascii: ":"):
                try colon()
            case UInt8(ascii: "{"):
                objects.append((nil, nil))
                depth += 1
                expectingValue = false
            case UInt8(ascii: "}"):
                closeObject()
            case UInt8(ascii: "["):
                depth += 1
                expectingValue = false
            case UInt8(ascii: "]"):
                depth -= 1
                ended = depth <= 0
                expectingValue = false
            case UInt8(ascii: ","):
                expectingValue = false
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                number()
                continue
            default:
                if ![0x20, 0x09, 0x0D, 0x0A].contains(byte) { expectingValue = false }
            }
            advance(to: i + 1)
        }
        guard !found.isEmpty else {
            throw PaletteSource.Failure(message: "no 'emojis' field: a theme or palette file has one", position: nil)
        }
        return found
    }

    /// The string at `i`: a key, or a value (a palette, when its key is `"emojis"` in an object).
    /// Leaves `i` after it.
    private mutating func stringLiteral() throws(PaletteSource.Failure) {
        let start = i
        let (text, positions) = try string()
        if expectingValue {
            if lastKey == "emojis", !objects.isEmpty {
                found.append(PaletteSource.Palette(text: text, positions: positions, byteRange: start..<i, pairs: objects[objects.count - 1].pairs))
                objects[objects.count - 1].emojis = found.count - 1
            }
            expectingValue = false
        } else {
            lastKey = text
        }
    }

    /// The `:` at `i`: a value follows, and after `"emojis"` it must be a string.
    private mutating func colon() throws(PaletteSource.Failure) {
        expectingValue = true
        if lastKey == "emojis", let next = nextSignificant(after: i + 1), next != UInt8(ascii: "\"") {
            throw PaletteSource.Failure(message: "field 'emojis' must be a string", position: position)
        }
    }

    /// The `}` at `i`: its object's palette takes the object's `pairs`, wherever they stood.
    private mutating func closeObject() {
        if let closed = objects.popLast(), let index = closed.emojis {
            found[index].pairs = closed.pairs
        }
        depth -= 1
        ended = depth <= 0
        expectingValue = false
    }

    /// The number at `i`, read as an object's `pairs` when that is its key; leaves `i` after it.
    private mutating func number() {
        var end = i
        while end < bytes.count, "-+.eE0123456789".utf8.contains(bytes[end]) { end += 1 }
        if expectingValue, lastKey == "pairs", !objects.isEmpty {
            objects[objects.count - 1].pairs = Int(String(decoding: bytes[i..<end], as: UTF8.self))
        }
        expectingValue = false
        advance(to: end)
    }

    var position: PaletteSource.Position { PaletteSource.Position(line: line, column: column) }

    func nextSignificant(after index: Int) -> UInt8? {
        bytes[index...].first { ![0x20, 0x09, 0x0D, 0x0A].contains($0) }
    }

    /// Moves to byte `end`, counting lines and columns (in scalars: continuation bytes don't count).
    mutating func advance(to end: Int) {
        while i < end {
            let byte = bytes[i]
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
    }

    /// Reads the string literal at `i` (on its opening quote); leaves `i` after the closing one.
    mutating func string() throws(PaletteSource.Failure) -> (String, [PaletteSource.Position]) {
        let opening = position
        advance(to: i + 1)
        var scalars = String.UnicodeScalarView()
        var positions: [PaletteSource.Position] = []
        var pendingHigh: (UInt32, PaletteSource.Position)?
        while i < bytes.count {
            let here = position
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") {
                advance(to: i + 1)
                return (String(scalars), positions)
            }
            if byte == UInt8(ascii: "\\") {
                guard i + 1 < bytes.count else { break }
                let escape = bytes[i + 1]
                var value: UInt32?
                switch escape {
                case UInt8(ascii: "n"): value = 0x0A
                case UInt8(ascii: "t"): value = 0x09
                case UInt8(ascii: "r"): value = 0x0D
                case UInt8(ascii: "b"): value = 0x08
                case UInt8(ascii: "f"): value = 0x0C
                case UInt8(ascii: "u"):
                    guard i + 6 <= bytes.count, let code = UInt32(String(decoding: bytes[(i + 2)..<(i + 6)], as: UTF8.self), radix: 16) else {
                        throw PaletteSource.Failure(message: "a bad \\u escape in a string", position: here)
                    }
                    advance(to: i + 6)
                    if (0xD800...0xDBFF).contains(code) { pendingHigh = (code, here); continue }
                    if (0xDC00...0xDFFF).contains(code), let (high, start) = pendingHigh {
                        pendingHigh = nil
                        if let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)) {
                            scalars.append(scalar)
                            positions.append(start)
                        }
                        continue
                    }
                    if let scalar = Unicode.Scalar(code) { scalars.append(scalar); positions.append(here) }
                    continue
                default: value = UInt32(escape)   // \" \\ \/
                }
                advance(to: i + 2)
                if let value, let scalar = Unicode.Scalar(value) { scalars.append(scalar); positions.append(here) }
                continue
            }
            // One scalar of raw UTF-8 (invalid bytes become U+FFFD, as the file's reader sees them).
            var end = i + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80, end - i < 4 { end += 1 }
            for scalar in String(decoding: bytes[i..<end], as: UTF8.self).unicodeScalars {
                scalars.append(scalar)
                positions.append(here)
            }
            advance(to: end)
        }
        throw PaletteSource.Failure(message: "a string that never ends (it opens at \(opening))", position: opening)
    }
}
