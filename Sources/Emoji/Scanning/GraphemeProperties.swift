import Platform

/// The grapheme-cluster properties the byte scanner needs, one byte per code point, plus which
/// code points can start an emoji.
///
/// A flat table of 0x110000 bytes: one load per scalar, no branches on ranges. It is allocated
/// with `calloc`, so only the pages holding flagged code points are ever touched (about 70 KB of
/// the 1.1 MB). Built once, on first use; immutable after that, which is what makes sharing it
/// across threads safe (hence `@unchecked Sendable`: the compiler cannot see through the pointer).
final class GraphemeProperties: @unchecked Sendable {
    static let shared = GraphemeProperties(EmojiData.graphemeProperties, starters: EmojiTable.shared.starters)

    static let extend: UInt8 = 1
    static let spacingMark: UInt8 = 2
    static let prepend: UInt8 = 4
    static let control: UInt8 = 8
    static let extendedPictographic: UInt8 = 16
    static let regionalIndicator: UInt8 = 32
    static let zwj: UInt8 = 64
    static let emojiStart: UInt8 = 128
    /// Joins the scalar before it, whatever that was (GB9, GB9a).
    static let glue: UInt8 = extend | spacingMark | zwj

    let flags: UnsafeMutablePointer<UInt8>

    init(_ ranges: String, starters: Set<UInt32>) {
        let count = 0x110000
        if let zeroed = CMemory.zeroedBytes(count: count) {
            flags = zeroed
        } else {
            flags = .allocate(capacity: count)
            flags.initialize(repeating: 0, count: count)
        }
        for line in ranges.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 3, let bits = UInt8(fields[0]),
                  let first = Int(fields[1], radix: 16), let last = Int(fields[2], radix: 16),
                  first <= last, last < count else { continue }
            for value in first...last { flags[value] |= bits }
        }
        for value in 0x1F1E6...0x1F1FF { flags[value] |= Self.regionalIndicator }
        flags[0x200D] |= Self.zwj
        for value in starters where value < UInt32(count) { flags[Int(value)] |= Self.emojiStart }
    }

    @inline(__always)
    subscript(scalar: UInt32) -> UInt8 { flags[Int(scalar)] }
}
