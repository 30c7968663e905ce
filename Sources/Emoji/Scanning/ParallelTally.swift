import Dispatch
import Synchronization

/// Tallies a large block of text on every core: the block is cut after line feeds (a line feed
/// always ends a grapheme cluster, so no emoji is ever cut in two), each piece is tallied on its
/// own, and the tallies are merged in order, so the result is exactly the one-core result.
public enum ParallelTally {
    /// Pieces smaller than this are not worth a thread.
    public static let minimumPiece = 1 << 20

    /// Adds the first `count` bytes of `block` (whole lines, or the end of the text) to `tally`,
    /// using up to `workers` threads.
    /// - Complexity: O(*n*) work in the bytes, O(*n* / *workers*) time.
    public static func add(_ block: [UInt8], count: Int, to tally: inout EmojiTally, workers: Int) {
        let cuts = pieces(of: block[..<count], count: max(1, min(workers, count / minimumPiece)))
        let base = tally.bytesScanned
        if cuts.count == 1 {
            block.withUnsafeBytes { _ = tally.add(UnsafeRawBufferPointer(rebasing: $0[..<count]), isFinal: true) }
            tally.skip(bytes: count - (tally.bytesScanned - base))
            return
        }
        let skips = tally.skipsTextSymbols
        let results = Mutex<[EmojiTally?]>(Array(repeating: nil, count: cuts.count))
        DispatchQueue.concurrentPerform(iterations: cuts.count) { i in
            var part = EmojiTally(skipsTextSymbols: skips)
            block.withUnsafeBytes { _ = part.add(UnsafeRawBufferPointer(rebasing: $0[cuts[i]]), isFinal: true) }
            results.withLock { $0[i] = part }
        }
        let parts = results.withLock { $0 }
        for (i, part) in parts.enumerated() {
            if let part { tally.merge(part, at: base + cuts[i].lowerBound) }
        }
        tally.skip(bytes: count)
    }

    /// `count` ranges covering `block`, each but the last ending just after a line feed (fewer
    /// when the block has too few lines).
    static func pieces(of block: ArraySlice<UInt8>, count: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for k in 1..<max(1, count) {
            var cut = block.count * k / count
            guard cut > start else { continue }
            while cut < block.count, block[cut - 1] != 0x0A { cut += 1 }
            guard cut < block.count else { break }
            ranges.append(start..<cut)
            start = cut
        }
        ranges.append(start..<block.count)
        return ranges
    }
}
