/// Where a JSON text stops being valid, found as Foundation's `JSONSerialization` on Linux finds
/// it (the same byte, the same quirks: trailing commas allowed, a depth of 512), so messages keep
/// their words and positions. JSONDecoder says only "not valid JSON", and JSONSerialization is in
/// full Foundation, which would cost every start of the program about 3 ms and 7 MB.
///
/// Offsets are into the text as UTF-8, after a byte-order mark; UTF-16 and UTF-32 texts (told by
/// their BOM or their zero bytes, as RFC 4627 describes) are read as their UTF-8 transcoding.
enum JSONSyntax {
    enum Verdict: Equatable {
        case valid
        /// Invalid at this byte offset.
        case invalid(at: Int)
        /// The text ends inside a value.
        case truncated
        /// Invalid where Foundation names no position (a bad `\u` escape, an unrepresentable number).
        case invalidSomewhere
    }

    /// The most arrays and objects open at once.
    static let maximumDepth = 512

    /// - Complexity: O(*n*) in the bytes.
    static func check(_ data: some Collection<UInt8>) -> Verdict {
        guard let text = utf8(Array(data)) else { return .invalidSomewhere }
        var scanner = Scanner(bytes: text)
        do {
            try scanner.document()
            // Foundation converts numbers once the whole text has parsed.
            return scanner.hasUnrepresentableNumber ? .invalidSomewhere : .valid
        } catch {
            return error.verdict
        }
    }

    /// The text as UTF-8, or nil when its UTF-16 or UTF-32 does not transcode.
    static func utf8(_ bytes: [UInt8]) -> [UInt8]? {
        if bytes.count >= 4 {
            switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
            case (0xEF, 0xBB, 0xBF, _): return Array(bytes[3...])
            case (0x00, 0x00, 0xFE, 0xFF): return transcode(bytes[4...], UTF32.self, bigEndian: true)
            case (0xFF, 0xFE, 0x00, 0x00): return transcode(bytes[4...], UTF32.self, bigEndian: false)
            case (0xFE, 0xFF, _, _): return transcode(bytes[2...], UTF16.self, bigEndian: true)
            case (0xFF, 0xFE, _, _): return transcode(bytes[2...], UTF16.self, bigEndian: false)
            case (0x00, 0x00, 0x00, _): return transcode(bytes[...], UTF32.self, bigEndian: true)
            case (_, 0x00, 0x00, 0x00): return transcode(bytes[...], UTF32.self, bigEndian: false)
            case (0x00, _, 0x00, _): return transcode(bytes[...], UTF16.self, bigEndian: true)
            case (_, 0x00, _, 0x00): return transcode(bytes[...], UTF16.self, bigEndian: false)
            default: return bytes
            }
        }
        if bytes.count >= 2 {
            switch (bytes[0], bytes[1]) {
            case (0x00, _): return transcode(bytes[...], UTF16.self, bigEndian: true)
            case (_, 0x00): return transcode(bytes[...], UTF16.self, bigEndian: false)
            default: break
            }
        }
        return bytes
    }

    /// Code units of `width` bytes each (a trailing partial unit is dropped), decoded strictly.
    private static func transcode<Codec: UnicodeCodec>(_ bytes: ArraySlice<UInt8>, _ codec: Codec.Type, bigEndian: Bool) -> [UInt8]?
    where Codec.CodeUnit: FixedWidthInteger {
        let width = MemoryLayout<Codec.CodeUnit>.size
        var units: [Codec.CodeUnit] = []
        units.reserveCapacity(bytes.count / width)
        var index = bytes.startIndex
        while bytes.endIndex - index >= width {
            var unit: Codec.CodeUnit = 0
            for byte in bytes[index..<index + width] {
                unit = unit << 8 | Codec.CodeUnit(byte)
            }
            units.append(bigEndian ? unit : unit.byteSwapped)
            index += width
        }
        var output: [UInt8] = []
        var decoder = Codec()
        var iterator = units.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): output.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
            case .emptyInput: return output
            case .error: return nil
            }
        }
    }

    enum Failure: Error {
        case unexpected(at: Int)
        case endOfText
        case unplaced

        var verdict: Verdict {
            switch self {
            case .unexpected(let offset): .invalid(at: offset)
            case .endOfText: .truncated
            case .unplaced: .invalidSomewhere
            }
        }
    }

    /// A recursive descent over the bytes, shaped like Foundation's parser so it fails where
    /// that one does. (`JSONSyntax+Members.swift` walks a top-level object with it.)
    struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var depth = 0
        var hasUnrepresentableNumber = false
        /// JSONDecoder reads a control character unescaped in a string, where JSONSerialization
        /// (whose faults ``JSONSyntax/check(_:)`` finds) does not; what reads text JSONDecoder
        /// has read already accepts it too.
        var acceptsControlCharacters = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        func peek(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        mutating func read() -> UInt8? {
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return bytes[index]
        }

        static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

        /// Skips whitespace and returns the next byte, which it does not consume.
        mutating func nextNonSpace() throws(Failure) -> UInt8 {
            while let byte = peek() {
                if !Self.isSpace(byte) { return byte }
                index += 1
            }
            throw .endOfText
        }

        mutating func document() throws(Failure) {
            try value()
            while let byte = peek() {
                guard Self.isSpace(byte) else { throw .unexpected(at: index) }
                index += 1
            }
        }

        mutating func value() throws(Failure) {
            switch try nextNonSpace() {
            case UInt8(ascii: "\""): try string()
            case UInt8(ascii: "{"): try object()
            case UInt8(ascii: "["): try array()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default: throw .unexpected(at: index)
            }
        }

        /// Foundation checks the letters one by one and, at the first wrong one, calls it the end
        /// of the text if that letter was the last byte.
        mutating func literal(_ word: StaticString) throws(Failure) {
            let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            for letter in letters where read() != letter {
                if index >= bytes.count { throw .endOfText }
                throw .unexpected(at: index - 1)
            }
        }

        mutating func open() throws(Failure) {
            index += 1
            guard depth < JSONSyntax.maximumDepth else { throw .unexpected(at: index) }
            depth += 1
        }

        mutating func array() throws(Failure) {
            try open()
            defer { depth -= 1 }
            if try nextNonSpace() == UInt8(ascii: "]") {
                index += 1
                return
            }
            while true {
                try value()
                switch try nextNonSpace() {
                case UInt8(ascii: "]"):
                    index += 1
                    return
                case UInt8(ascii: ","):
                    index += 1
                    // A trailing comma is allowed.
                    if try nextNonSpace() == UInt8(ascii: "]") {
                        index += 1
                        return
                    }
                default:
                    throw .unexpected(at: index)
                }
            }
        }

        mutating func object() throws(Failure) {
            try open()
            defer { depth -= 1 }
            if try nextNonSpace() == UInt8(ascii: "}") {
                index += 1
                return
            }
            while true {
                guard peek() == UInt8(ascii: "\"") else { throw .unexpected(at: index) }
                try string()
                guard try nextNonSpace() == UInt8(ascii: ":") else { throw .unexpected(at: index) }
                index += 1
                try value()
                switch try nextNonSpace() {
                case UInt8(ascii: "}"):
                    index += 1
                    return
                case UInt8(ascii: ","):
                    index += 1
                    // A trailing comma is allowed.
                    if try nextNonSpace() == UInt8(ascii: "}") {
                        index += 1
                        return
                    }
                default:
                    throw .unexpected(at: index)
                }
            }
        }

        /// From the opening quote past the closing one. Invalid UTF-8 is reported at the start
        /// of the run of plain bytes it is in (after the quote or the last escape), as Foundation
        /// reports it.
        mutating func string() throws(Failure) {
            index += 1
            var runStart = index
            while let byte = peek() {
                switch byte {
                case UInt8(ascii: "\""):
                    try checkUTF8(runStart..<index)
                    index += 1
                    return
                case 0...31 where !acceptsControlCharacters:
                    // Foundation says "Unescaped control character around character N", and the
                    // message was always read for its first "character ": it names no position.
                    try checkUTF8(runStart..<index)
                    throw .unplaced
                case UInt8(ascii: "\\"):
                    try checkUTF8(runStart..<index)
                    try escape()
                    runStart = index
                default:
                    index += 1
                }
            }
            throw .endOfText
        }

        /// Throws at `offset` (default: the range's start) unless `range` is valid UTF-8.
        func checkUTF8(_ range: Range<Int>, at offset: Int? = nil) throws(Failure) {
            var iterator = bytes[range].makeIterator()
            var decoder = UTF8()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput: return
                case .error: throw .unexpected(at: offset ?? range.lowerBound)
                }
            }
        }

        mutating func escape() throws(Failure) {
            let start = index
            index += 1
            guard let letter = read() else { throw .endOfText }
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                return
            case UInt8(ascii: "u"):
                let unit = try hexQuad()
                switch unit {
                case 0xD800...0xDBFF:
                    // A high surrogate must be followed by an escaped low one; Foundation calls
                    // anything else the end of the text, unless the two bytes it read instead
                    // are not UTF-8.
                    guard let backslash = read(), let u = read() else { throw .endOfText }
                    guard backslash == UInt8(ascii: "\\"), u == UInt8(ascii: "u") else {
                        try checkUTF8(start..<index, at: start)
                        throw .endOfText
                    }
                    guard (0xDC00...0xDFFF).contains(try hexQuad()) else { throw .endOfText }
                case 0xDC00...0xDFFF:
                    throw .unplaced
                default:
                    return
                }
            default:
                throw .unexpected(at: start)
            }
        }

        mutating func hexQuad() throws(Failure) -> UInt16 {
            guard index + 4 <= bytes.count else {
                index = bytes.count
                throw .endOfText
            }
            var unit: UInt16 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = Self.hexDigit(byte) else { throw .unplaced }
                unit = unit << 4 | UInt16(digit)
            }
            index += 4
            return unit
        }

        static func hexDigit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            default: nil
            }
        }

        private enum NumberPart { case digits, point, exponent, sign }

        /// Foundation's number grammar: no leading zeros, digits after a point and after an
        /// exponent. A value a Double cannot hold is noted, not thrown.
        mutating func number() throws(Failure) {
            let start = index
            var part = NumberPart.digits
            var digitsInPart = bytes[index] == UInt8(ascii: "-") ? 0 : 1
            var leadingZero = bytes[index] == UInt8(ascii: "0")
            var offset = 1
            scan: while let byte = peek(offset) {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if leadingZero { throw .unexpected(at: index + offset) }
                    if byte == UInt8(ascii: "0"), digitsInPart == 0, part == .digits { leadingZero = true }
                    digitsInPart += 1
                case UInt8(ascii: "."):
                    guard digitsInPart > 0, part == .digits else { throw .unexpected(at: index + offset) }
                    (part, digitsInPart, leadingZero) = (.point, 0, false)
                case UInt8(ascii: "e"), UInt8(ascii: "E"):
                    guard digitsInPart > 0, part == .digits || part == .point else { throw .unexpected(at: index + offset) }
                    (part, digitsInPart, leadingZero) = (.exponent, 0, false)
                case UInt8(ascii: "+"), UInt8(ascii: "-"):
                    guard digitsInPart == 0, part == .exponent else { throw .unexpected(at: index + offset) }
                    (part, digitsInPart) = (.sign, 0)
                case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    guard digitsInPart > 0 else { throw .unexpected(at: index + offset) }
                    break scan
                default:
                    throw .unexpected(at: index + offset)
                }
                offset += 1
            }
            guard digitsInPart > 0 else { throw .endOfText }
            index += offset
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if Double(text)?.isFinite != true { hasUnrepresentableNumber = true }
        }
    }
}
