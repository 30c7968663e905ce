/// Little-endian 32-bit numbers in a byte buffer: what the compact forms of the names
/// (``EmojiNames/compactBytes``) and the shortcodes are made of.
struct CompactWriter {
    private(set) var bytes: [UInt8]

    init(magic: [UInt8], reserving capacity: Int) {
        bytes = magic
        bytes.reserveCapacity(capacity)
    }

    mutating func put(_ value: Int32) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func put(_ values: some Sequence<Int32>) {
        for value in values { put(value) }
    }

    mutating func append(_ raw: some Sequence<UInt8>) {
        bytes += raw
    }
}

/// Reads what a ``CompactWriter`` wrote, never past the end: every read is nil there.
struct CompactReader {
    let bytes: [UInt8]
    private(set) var offset: Int

    /// A reader after `magic`, or nil when `bytes` do not start with it.
    init?(_ bytes: [UInt8], magic: [UInt8]) {
        guard bytes.starts(with: magic) else { return nil }
        self.bytes = bytes
        offset = magic.count
    }

    /// What is left to read.
    var remaining: Int { bytes.count - offset }

    mutating func int32() -> Int32? {
        guard offset + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for i in 0..<4 { value |= UInt32(bytes[offset + i]) << (8 * i) }
        offset += 4
        return Int32(bitPattern: value)
    }

    /// `count` numbers, each checked by `valid`; nil if any is missing or fails it.
    mutating func int32s(_ count: Int, where valid: (Int32) -> Bool) -> [Int32]? {
        guard count >= 0, count <= remaining / 4 else { return nil }
        var values: [Int32] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = int32(), valid(value) else { return nil }
            values.append(value)
        }
        return values
    }

    /// The next `count` bytes as they are.
    mutating func raw(_ count: Int) -> [UInt8]? {
        guard count >= 0, count <= remaining else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    /// Moves past `count` bytes.
    mutating func skip(_ count: Int) {
        offset += min(max(count, 0), remaining)
    }
}
