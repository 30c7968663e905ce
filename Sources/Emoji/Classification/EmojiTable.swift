/// Every sequence of Unicode's emoji test data (``EmojiData``), indexed by its UTF-8 bytes.
///
/// The one table behind `Character.isEmoji`, normalisation and the byte scanner. Built once, on
/// first use, from the generated data; immutable after that, so it is shared freely across threads
/// (`@unchecked` because the lookup arrays are raw buffers, for the scanner's hot loop: they are
/// written only in `init` and live as long as the process, like the one shared table).
public final class EmojiTable: @unchecked Sendable {
    /// The table for the emoji version in ``EmojiData``.
    public static let shared = EmojiTable(data: EmojiData.sequences)

    /// The Emoji version the table holds (17.0: what the toolchain's Unicode supports).
    public static var emojiVersion: String { EmojiData.emojiVersion }

    /// How a sequence is listed in `emoji-test.txt`.
    public enum Status: UInt8, Sendable {
        case fullyQualified, minimallyQualified, unqualified, component
        /// An emoji-presentation character with a redundant U+FE0F (⚾️): a valid variation
        /// sequence (emoji-variation-sequences.txt) that emoji-test.txt does not list. It
        /// normalises to the character alone.
        case redundantVariationSelector
    }

    /// An entry of the table: its position in ``sequences``.
    public typealias Index = Int32

    /// The sequences, in code point order.
    public let sequences: [Character]
    public let statuses: [Status]
    /// For each sequence, the index of its fully-qualified form (itself when it is one).
    public let qualified: [Index]
    /// The longest sequence, in UTF-8 bytes; a longer cluster is no emoji.
    public let maximumLength: Int

    /// UTF-8 bytes of every sequence, back to back; `offsets[i]..<offsets[i + 1]` is sequence i.
    private let bytes: UnsafeBufferPointer<UInt8>
    private let offsets: UnsafeBufferPointer<Int32>
    /// Open addressing, linear probing; a slot holds a sequence index + 1, 0 when empty.
    private let slots: UnsafeBufferPointer<Int32>
    private let mask: Int
    /// First scalars of every sequence that is an emoji on its own (not a component).
    let starters: Set<UInt32>

    /// Parses ``EmojiData/sequences`` byte by byte: this runs once per process, on the start-up
    /// path (themes are filtered as they load), so it builds no intermediate strings or arrays.
    /// - Complexity: O(*n*) in the data's bytes.
    private init(data: String) {
        var entries = Entries()
        var data = data
        data.withUTF8 { text in
            var i = 0
            while i < text.count { entries.readLine(text, at: &i) }
        }
        let allBytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: entries.bytes.count)
        _ = allBytes.initialize(from: entries.bytes)
        let allOffsets = UnsafeMutableBufferPointer<Int32>.allocate(capacity: entries.offsets.count)
        _ = allOffsets.initialize(from: entries.offsets)
        let (slots, longest) = Self.hashSlots(bytes: UnsafeBufferPointer(allBytes), offsets: entries.offsets, count: entries.sequences.count)
        self.qualified = entries.qualified
        self.sequences = entries.sequences
        self.statuses = entries.statuses
        self.bytes = UnsafeBufferPointer(allBytes)
        self.offsets = UnsafeBufferPointer(allOffsets)
        self.slots = UnsafeBufferPointer(slots)
        self.mask = slots.count - 1
        self.maximumLength = longest
        self.starters = entries.starters
    }

    /// The entries as ``EmojiData/sequences`` lists them, before they are indexed: the
    /// sequences' bytes back to back, and what the table keeps of each.
    private struct Entries {
        var sequences: [Character] = [], statuses: [Status] = [], qualified: [Index] = []
        var bytes: [UInt8] = [], offsets: [Int32] = [0]
        var starters = Set<UInt32>()

        /// Room for the data's 5 000-odd sequences at once.
        init() {
            sequences.reserveCapacity(5_500); statuses.reserveCapacity(5_500); qualified.reserveCapacity(5_500)
            bytes.reserveCapacity(60_000); offsets.reserveCapacity(5_500)
        }

        /// Reads the line at `text[i]` (LETTER (space HEX)* [space =DECIMAL] newline) and leaves
        /// `i` after it; a line of no code points adds nothing.
        /// - Complexity: O(*l*) in the line's bytes.
        mutating func readLine(_ text: UnsafeBufferPointer<UInt8>, at i: inout Int) {
            let letter = text[i]
            i += 1
            let start = bytes.count
            var first: UInt32?
            var target: Int?
            while i < text.count, text[i] != UInt8(ascii: "\n") {
                if text[i] == UInt8(ascii: " ") { i += 1; continue }
                if text[i] == UInt8(ascii: "=") {
                    i += 1
                    var n = 0
                    while i < text.count, let d = Self.hexDigit(text[i]), d < 10 { n = n * 10 + Int(d); i += 1 }
                    target = n
                    continue
                }
                var value: UInt32 = 0
                while i < text.count, let d = Self.hexDigit(text[i]) { value = value << 4 | d; i += 1 }
                if first == nil { first = value }
                if let scalar = Unicode.Scalar(value) { UTF8.encode(scalar) { bytes.append($0) } }
            }
            i += 1
            guard let first, bytes.count > start else { return }
            let status = Self.status(letter)
            if status != .component { starters.insert(first) }
            // One grapheme each (the generator probed this toolchain's grapheme breaking), so
            // made whole rather than broken into graphemes to take the first.
            let character = Character(String(decoding: bytes[start...], as: UTF8.self))
            qualified.append(Index(target ?? sequences.count))
            sequences.append(character)
            statuses.append(status)
            offsets.append(Int32(bytes.count))
        }

        /// The value of an upper-case hexadecimal digit.
        @inline(__always)
        private static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        /// The status a line's letter stands for (F, M, U, V; anything else is a component).
        private static func status(_ letter: UInt8) -> Status {
            switch letter {
            case UInt8(ascii: "F"): .fullyQualified
            case UInt8(ascii: "M"): .minimallyQualified
            case UInt8(ascii: "U"): .unqualified
            case UInt8(ascii: "V"): .redundantVariationSelector
            default: .component
            }
        }
    }

    /// The open-addressing slots of `count` sequences (at most a third full, so probes stay
    /// short), and the longest sequence's length in bytes.
    /// - Complexity: O(*n*) expected in the sequences' bytes.
    private static func hashSlots(
        bytes: UnsafeBufferPointer<UInt8>, offsets: [Int32], count: Int
    ) -> (slots: UnsafeMutableBufferPointer<Int32>, longest: Int) {
        var capacity = 16
        while capacity < count * 3 { capacity *= 2 }
        let slots = UnsafeMutableBufferPointer<Int32>.allocate(capacity: capacity)
        slots.initialize(repeating: 0)
        let mask = capacity - 1
        var longest = 0
        for i in 0..<count {
            let range = Int(offsets[i])..<Int(offsets[i + 1])
            longest = max(longest, range.count)
            var slot = hash(UnsafeBufferPointer(rebasing: bytes[range])) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(i + 1)
        }
        return (slots, longest)
    }

    /// A hash of a short key from at most four loads: the first and last eight bytes (or four, or
    /// each byte of a key under four) mixed with the length. Emoji are 1 to 35 bytes.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        let count = key.count
        guard let base = key.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var h: UInt64
        if count >= 8 {
            h = raw.loadUnaligned(as: UInt64.self) &* 0x9E37_79B9_7F4A_7C15
                ^ raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            h = UInt64(raw.loadUnaligned(as: UInt32.self)) << 32 | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        } else {
            h = UInt64(base[0]) << 16 | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1])
        }
        h = (h ^ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: h ^ (h >> 31))
    }

    /// The entry whose UTF-8 bytes are exactly `key`.
    /// - Complexity: O(*k*) expected for *k* bytes.
    @inline(__always)
    public func index(ofUTF8 key: UnsafeBufferPointer<UInt8>) -> Index? {
        guard key.count <= maximumLength, !key.isEmpty else { return nil }
        var slot = Self.hash(key) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            let start = Int(offsets[entry - 1]), end = Int(offsets[entry])
            if end - start == key.count, Self.equal(UnsafeBufferPointer(rebasing: bytes[start..<end]), key) {
                return Index(entry - 1)
            }
            slot = (slot + 1) & mask
        }
    }

    /// Byte equality of two keys of the same length, eight bytes at a time.
    @inline(__always)
    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return a.count == b.count }
        let count = a.count
        let ra = UnsafeRawPointer(pa), rb = UnsafeRawPointer(pb)
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                if ra.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != rb.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
                offset += 8
            }
            return ra.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == rb.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return ra.loadUnaligned(as: UInt32.self) == rb.loadUnaligned(as: UInt32.self)
                && ra.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) == rb.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        for i in 0..<count where pa[i] != pb[i] { return false }
        return true
    }

    /// The length of entry `index` in UTF-8 bytes.
    @inline(__always)
    func utf8Count(of index: Index) -> Int { Int(offsets[Int(index) + 1] - offsets[Int(index)]) }

    /// The UTF-8 bytes of entry `index`: what `String(sequences[index]).utf8` holds, without a copy.
    @inline(__always)
    func utf8(of index: Index) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[Int(offsets[Int(index)])..<Int(offsets[Int(index) + 1])])
    }

    /// The entry for `character`, if it is a sequence of the emoji test data.
    /// - Complexity: O(*k*) expected for *k* UTF-8 bytes.
    public func index(of character: Character) -> Index? {
        var string = String(character)
        return string.withUTF8 { index(ofUTF8: $0) }
    }

    /// The fully-qualified sequences: Unicode's recommended (RGI) emoji, components excluded.
    public var recommended: [Character] {
        sequences.indices.filter { statuses[$0] == .fullyQualified }.map { sequences[$0] }
    }
}
