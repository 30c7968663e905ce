/// An Emoji version (`15.1`): when Unicode added an emoji. Systems draw an emoji a year or more
/// after it is added, so a palette meant for today's devices stays at or below a target.
public struct EmojiVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The version times ten (`15.1` is 151): Emoji versions have one decimal.
    public let tenths: Int

    public init(tenths: Int) { self.tenths = tenths }

    /// `15.1`, `16`, `0.6`; nil for anything else.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = Int(parts[0]), whole >= 0, whole < 1000 else { return nil }
        var tenths = whole * 10
        if parts.count == 2 {
            guard parts[1].count == 1, let decimal = Int(parts[1]), decimal >= 0 else { return nil }
            tenths += decimal
        }
        self.tenths = tenths
    }

    /// What common systems draw today: the default target of `palette lint` and `suggest`.
    public static let widelySupported = EmojiVersion(tenths: 151)

    public var description: String { "\(tenths / 10).\(tenths % 10)" }
    public static func < (a: EmojiVersion, b: EmojiVersion) -> Bool { a.tenths < b.tenths }
}

extension EmojiTable {
    /// The Emoji version that added entry `index`.
    /// - Complexity: O(1).
    public func version(of index: Index) -> EmojiVersion {
        EmojiVersion(tenths: Int(EmojiVersions.shared.tenths[Int(index)]))
    }
}

extension Character {
    /// The Emoji version that added this emoji; nil when it is none.
    public var emojiVersion: EmojiVersion? {
        EmojiTable.shared.index(of: self).map { EmojiTable.shared.version(of: $0) }
    }
}

/// The versions of the table's entries, decoded once from ``EmojiData/versions``.
private final class EmojiVersions: Sendable {
    static let shared = EmojiVersions()
    let tenths: [UInt16]

    private init() {
        var tenths: [UInt16] = []
        tenths.reserveCapacity(EmojiTable.shared.sequences.count)
        for line in EmojiData.versions.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let version = EmojiVersion(fields[0]), let count = Int(fields[1]) else { continue }
            tenths += repeatElement(UInt16(version.tenths), count: count)
        }
        // The generator writes one version per sequence; pad defensively so lookups never trap.
        if tenths.count < EmojiTable.shared.sequences.count {
            tenths += repeatElement(0, count: EmojiTable.shared.sequences.count - tenths.count)
        }
        self.tenths = tenths
    }
}
