/// Counts the emoji of a text fed in chunks: what `palette extract` ranks and `palette filter`
/// keeps. Emoji are counted in their fully-qualified form, so ❤ and ❤️ are one emoji.
///
/// Memory stays flat whatever the input's size: one counter per table entry and the scanner's
/// O(1) state.
public struct EmojiTally: Sendable {
    private var scanner = EmojiScanner()
    /// Occurrences, by fully-qualified table entry.
    private var counts: [Int]
    /// Entries in order of first appearance.
    public private(set) var order: [EmojiTable.Index] = []
    /// How many emoji were found in all.
    public private(set) var total = 0
    /// Byte offsets of the first ``invalidOffsetsKept`` invalid UTF-8 subparts.
    public private(set) var invalidOffsets: [Int] = []
    /// How many invalid UTF-8 subparts there were in all.
    public private(set) var invalidCount = 0
    public static let invalidOffsetsKept = 10

    /// Leaves out text-style symbols written without U+FE0F (©, ™, ▶): in prose they are
    /// punctuation far more often than emoji (`palette extract --text-symbols skip`).
    public let skipsTextSymbols: Bool

    public init(skipsTextSymbols: Bool = false) {
        counts = [Int](repeating: 0, count: EmojiTable.shared.sequences.count)
        self.skipsTextSymbols = skipsTextSymbols
    }

    /// Adds what `other` counted, as if its text followed this one's and began at byte `base`:
    /// counts add up, and its emoji first seen there come after this one's.
    /// - Complexity: O(*e*) for *e* table entries.
    public mutating func merge(_ other: EmojiTally, at base: Int) {
        for entry in other.order where counts[Int(entry)] == 0 { order.append(entry) }
        for (i, count) in other.counts.enumerated() where count > 0 { counts[i] += count }
        total += other.total
        for offset in other.invalidOffsets where invalidOffsets.count < Self.invalidOffsetsKept {
            invalidOffsets.append(base + offset)
        }
        invalidCount += other.invalidCount
    }

    /// Bytes scanned so far (merged pieces included).
    public var bytesScanned: Int { scanner.offset + skipped }
    /// Bytes counted by merged tallies rather than this one's scanner.
    private var skipped = 0

    /// Counts `bytes` more as scanned (their emoji were merged in from other tallies).
    mutating func skip(bytes: Int) { skipped += bytes }

    /// Scans the next bytes of the text; returns how many were consumed (see
    /// ``EmojiScanner/scan(_:isFinal:found:invalid:)``: feed the rest again, in front of more).
    /// - Complexity: O(*n*) in the bytes.
    public mutating func add(_ bytes: UnsafeRawBufferPointer, isFinal: Bool) -> Int {
        let skipsTextSymbols = self.skipsTextSymbols, skipped = self.skipped
        var order = self.order, total = self.total
        var invalidOffsets = self.invalidOffsets, invalidCount = self.invalidCount
        let consumed = EmojiTable.shared.qualified.withUnsafeBufferPointer { qualified in
            counts.withUnsafeMutableBufferPointer { counts in
                scanner.scan(bytes, isFinal: isFinal, found: { entry, _ in
                    if skipsTextSymbols, TextSymbols.shared.isTextSymbol[Int(entry)] { return }
                    let canonical = Int(qualified[Int(entry)])
                    if counts[canonical] == 0 { order.append(EmojiTable.Index(canonical)) }
                    counts[canonical] += 1
                    total += 1
                }, invalid: { offset in
                    if invalidOffsets.count < Self.invalidOffsetsKept { invalidOffsets.append(offset + skipped) }
                    invalidCount += 1
                })
            }
        }
        self.order = order
        self.total = total
        self.invalidOffsets = invalidOffsets
        self.invalidCount = invalidCount
        return consumed
    }

    /// How often `entry` (a fully-qualified one) was found.
    public func count(of entry: EmojiTable.Index) -> Int { counts[Int(entry)] }

    /// The emoji found, most frequent first (ties in order of first appearance), each with its
    /// count; at most `top`, and only those found at least `minimumCount` times.
    /// - Complexity: O(*d* log *d*) for *d* distinct emoji.
    public func ranked(top: Int? = nil, minimumCount: Int = 1) -> [(emoji: Character, count: Int)] {
        let table = EmojiTable.shared
        let ranked = order.enumerated()
            .filter { counts[Int($0.element)] >= minimumCount }
            .sorted { a, b in
                let (ca, cb) = (counts[Int(a.element)], counts[Int(b.element)])
                return ca != cb ? ca > cb : a.offset < b.offset
            }
            .prefix(top ?? Int.max)
        return ranked.map { (table.sequences[Int($0.element)], counts[Int($0.element)]) }
    }

    /// The palette of the text: each emoji once, fully qualified, in order of first appearance.
    public var palette: String {
        let table = EmojiTable.shared
        return String(order.map { table.sequences[Int($0)] })
    }
}

/// Which table entries are text-style symbols without U+FE0F: one scalar that is not emoji by
/// default (©, ™, ▶, ❤ bare).
final class TextSymbols: Sendable {
    static let shared = TextSymbols()
    let isTextSymbol: [Bool]

    private init() {
        let table = EmojiTable.shared
        isTextSymbol = table.sequences.indices.map { i in
            let scalars = table.sequences[i].unicodeScalars
            guard scalars.count == 1, let first = scalars.first else { return false }
            return table.statuses[i] == .unqualified && !first.properties.isEmojiPresentation
        }
    }
}
