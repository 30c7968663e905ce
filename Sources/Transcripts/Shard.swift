/// `--shard K/N`: the K-th of N disjoint parts of a suite, so that N machines together run each
/// transcript exactly once. A file's part is decided by a hash of its path alone, never by its
/// position, so adding or removing a file never moves another between shards; the blocks of a
/// Markdown file stay together (one machine updates the file).
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1…count.
    public let index: Int
    public let count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N`, as in `--shard 2/4`.
    /// - Complexity: O(*n*) in the length of the text.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the file at `path` belongs to this shard.
    /// - Complexity: O(*n*) in the length of the path.
    public func contains(_ path: String) -> Bool {
        Int(Self.hash(Self.normalized(path)) % UInt64(count)) == index - 1
    }

    /// The cases of this shard, in their order.
    /// - Complexity: O(*n*) in the cases and the lengths of their paths.
    public func select(_ cases: [TranscriptCase]) -> [TranscriptCase] {
        cases.filter { contains($0.path) }
    }

    /// The path as every machine spells it: without `./` and doubled slashes.
    static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// FNV-1a over the UTF-8 bytes, then a SplitMix64 finaliser so that the low bits (what the
    /// remainder reads) depend on every byte.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        hash ^= hash >> 30
        hash = hash &* 0xbf58_476d_1ce4_e5b9
        hash ^= hash >> 27
        hash = hash &* 0x94d0_49bb_1331_11eb
        return hash ^ (hash >> 31)
    }
}
