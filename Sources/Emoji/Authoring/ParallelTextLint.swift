import Dispatch
import Synchronization

/// Lints a large text on every core with exactly the one-core result: the same problems, in the
/// same order, with the same words.
///
/// A block of whole lines is cut after line feeds into one piece per worker. Each piece is linted
/// by a copy of the linter (``TextPaletteLint/piece(after:)``) that knows where its first line is
/// (line feeds are counted first) and what was seen before the block, and writes its problems out
/// as bytes. What only the pieces before it can decide — is this emoji, unseen before the block,
/// the first of its kind or a duplicate of one in an earlier piece? — it leaves as a sighting at a
/// mark in its output. The merge then goes through the pieces in order: it copies each piece's
/// output and, at each mark, judges the sighting on the one linter that has seen everything
/// before it (``TextPaletteLint/resolve(_:report:)``), so first sightings, duplicates' "first"
/// positions and the palette's order come out as one core makes them.
///
/// Memory stays flat: the pieces' output together is held under `outputBudget` (the next round's
/// input is sized by how much output the last one made per byte), and a piece that would go past
/// its share, or leave too many sightings, stops at a line; the merge lints the rest of it on one
/// core, streaming. Pathological text (one line of a million repeats) is slower, never bigger.
public struct ParallelTextLint {
    /// The linter that has seen everything linted so far.
    public private(set) var linter: TextPaletteLint
    /// Problems reported so far.
    public private(set) var problems = 0
    public let workers: Int
    public let outputBudget: Int

    /// A piece smaller than this is not worth a thread.
    let minimumPiece: Int
    /// Sightings a piece may leave before it stops (each is judged on one core by the merge).
    let sightingLimit: Int
    /// Output bytes per input byte, as last measured (the corpus of the benchmark makes about 4).
    private var expansion = 4.0
    /// Each piece's output, kept between rounds for its storage.
    private var outputs: [[UInt8]] = []
    private var pending: [UInt8] = []

    /// - Parameters:
    ///   - workers: threads to use (1: everything on the calling thread).
    ///   - outputBudget: how many bytes of output the pieces of a round may hold together.
    public init(linter: TextPaletteLint, workers: Int, outputBudget: Int = 8 << 20) {
        self.init(linter: linter, workers: workers, outputBudget: max(1 << 20, outputBudget), minimumPiece: 64 << 10, sightingLimit: 4096)
    }

    /// Any limits at all, so that tests reach every path with small texts.
    init(linter: TextPaletteLint, workers: Int, outputBudget: Int, minimumPiece: Int, sightingLimit: Int) {
        self.linter = linter
        self.workers = max(1, workers)
        self.outputBudget = max(1, outputBudget)
        self.minimumPiece = max(1, minimumPiece)
        self.sightingLimit = max(1, sightingLimit)
    }

    /// Lints `block[range]`: whole lines, each ending with a line feed except perhaps the last
    /// (which is a line too, when not empty). When `lineGoesOn`, that last line is a part of a
    /// longer one whose next part starts the next block (``TextPaletteLint/lint(part:endsLine:report:)``:
    /// a line of any length is linted in flat memory, its positions the whole line's). `format`
    /// appends a problem's bytes; `emit` gets the output in order, in parts.
    /// - Complexity: O(*n*) work in the bytes, about O(*n* / *workers*) time; the parts of a long
    ///   line on one core.
    public mutating func lint(
        _ block: [UInt8], _ range: Range<Int>, lineGoesOn: Bool = false,
        format: @escaping @Sendable (PaletteLint.Problem, inout [UInt8]) -> Void,
        emit: (ArraySlice<UInt8>) -> Void
    ) {
        var start = range.lowerBound
        var end = range.upperBound
        block.withUnsafeBufferPointer { all in
            // The rest of a line begun in an earlier block comes first; a line that goes on past
            // this block is its last.
            if linter.openLine != nil {
                let firstFeed = all.baseAddress.flatMap { Self.memchrLineFeed(UnsafeRawPointer($0 + start), range.upperBound - start) }
                    .map { start + $0 }
                let stop = firstFeed ?? range.upperBound
                part(UnsafeBufferPointer(rebasing: all[start..<stop]), endsLine: firstFeed != nil || !lineGoesOn, format: format, emit: emit)
                start = firstFeed.map { $0 + 1 } ?? range.upperBound
            }
            if lineGoesOn, start < range.upperBound {
                end = all.baseAddress.flatMap { Self.lastLineFeed(UnsafeRawPointer($0 + start), range.upperBound - start) }
                    .map { start + $0 + 1 } ?? start
            }
        }
        lintLines(block, start..<end, format: format, emit: emit)
        if end < range.upperBound {
            block.withUnsafeBufferPointer { all in
                part(UnsafeBufferPointer(rebasing: all[end..<range.upperBound]), endsLine: false, format: format, emit: emit)
            }
        }
    }

    /// One part of a long line, on this thread.
    private mutating func part(
        _ bytes: UnsafeBufferPointer<UInt8>, endsLine: Bool,
        format: (PaletteLint.Problem, inout [UInt8]) -> Void, emit: (ArraySlice<UInt8>) -> Void
    ) {
        var out: [UInt8] = []
        swap(&out, &pending)
        out.removeAll(keepingCapacity: true)
        var count = 0
        linter.lint(part: bytes, endsLine: endsLine) { problem in
            format(problem, &out)
            count += 1
            if out.count >= 1 << 16 {
                emit(out[...])
                out.removeAll(keepingCapacity: true)
            }
        }
        if !out.isEmpty { emit(out[...]) }
        problems += count
        swap(&out, &pending)
    }

    /// Lints the whole lines of `block[range]`, on every core.
    private mutating func lintLines(
        _ block: [UInt8], _ range: Range<Int>,
        format: @escaping @Sendable (PaletteLint.Problem, inout [UInt8]) -> Void,
        emit: (ArraySlice<UInt8>) -> Void
    ) {
        var start = range.lowerBound
        while start < range.upperBound {
            // As much input as the budget's worth of output, cut after a line feed.
            let want = max(minimumPiece, Int(Double(outputBudget) / (expansion * 1.25)))
            var end = range.upperBound
            if end - start > want {
                end = block.withUnsafeBufferPointer { all in
                    var cut = start + want
                    while cut < range.upperBound, all[cut - 1] != 0x0A { cut += 1 }
                    return cut
                }
            }
            // A few pieces per worker: a thread that the machine's other work holds up leaves its
            // share to the others instead of keeping the whole round waiting.
            let pieces = min(workers == 1 ? 1 : 4 * workers, (end - start) / minimumPiece)
            if pieces < 2 {
                sequential(block, start..<end, format: format, emit: emit)
            } else {
                parallel(block, start..<end, pieces: pieces, format: format, emit: emit)
            }
            start = end
        }
    }

    /// Lints the lines of `block[range]` on this thread, emitting 64 KiB at a time.
    private mutating func sequential(
        _ block: [UInt8], _ range: Range<Int>,
        format: (PaletteLint.Problem, inout [UInt8]) -> Void, emit: (ArraySlice<UInt8>) -> Void
    ) {
        var out: [UInt8] = []
        swap(&out, &pending)
        out.removeAll(keepingCapacity: true)
        var count = 0
        block.withUnsafeBufferPointer { all in
            Self.forEachLine(in: UnsafeBufferPointer(rebasing: all[range])) { line in
                linter.lint(line: line) { problem in
                    format(problem, &out)
                    count += 1
                }
                if out.count >= 1 << 16 {
                    emit(out[...])
                    out.removeAll(keepingCapacity: true)
                }
                return true
            }
        }
        if !out.isEmpty { emit(out[...]) }
        problems += count
        swap(&out, &pending)
    }

    /// What a worker made of its piece.
    private struct Piece: Sendable {
        var output: [UInt8]
        /// Sightings, each with where in `output` its problems go.
        var sightings: [(sighting: TextPaletteLint.Sighting, mark: Int)] = []
        var counts = TextPaletteLint.Counts()
        var problems = 0
        /// Where the piece's linted lines end: the merge lints the rest.
        var end: Int
    }

    /// Lints `block[range]` in `pieces` pieces at once and merges them.
    /// - Complexity: O(*n*) work in the bytes, about O(*n* / *workers*) time, plus the merge's
    ///   O(*n*) copy of the output and the sightings judged on this thread.
    private mutating func parallel(
        _ block: [UInt8], _ range: Range<Int>, pieces count: Int,
        format: @escaping @Sendable (PaletteLint.Problem, inout [UInt8]) -> Void, emit: (ArraySlice<UInt8>) -> Void
    ) {
        let (cuts, firstLines) = cut(block, range, into: count)
        var finished = lintPieces(block, cuts, firstLines: firstLines, bytes: range.count, format: format)
        var produced = 0, consumed = 0, stopped = false
        for i in finished.indices {
            guard var piece = finished[i] else {
                sequential(block, cuts[i], format: format, emit: emit)   // never happens: every piece reports
                continue
            }
            finished[i] = nil
            produced += merge(piece, format: format, emit: emit)
            consumed += piece.end - cuts[i].lowerBound
            if piece.end < cuts[i].upperBound {
                stopped = true
                sequential(block, piece.end..<cuts[i].upperBound, format: format, emit: emit)
            }
            piece.output.removeAll(keepingCapacity: true)
            outputs.append(piece.output)
        }
        learnExpansion(produced: produced, consumed: consumed, stopped: stopped)
    }

    /// `block[range]` cut after line feeds into at most `count` pieces of about equal size, none
    /// empty, with the line each piece starts after (counted on from the linter's).
    /// - Complexity: O(*n*) in the bytes (their line feeds are counted).
    private func cut(_ block: [UInt8], _ range: Range<Int>, into count: Int) -> (cuts: [Range<Int>], firstLines: [Int]) {
        var cuts: [Range<Int>] = []
        var firstLines: [Int] = []
        block.withUnsafeBufferPointer { all in
            var start = range.lowerBound
            var line = linter.line
            for k in 1...count {
                var cut = k == count ? range.upperBound : max(start, range.lowerBound + range.count * k / count)
                while cut < range.upperBound, cut > start, all[cut - 1] != 0x0A { cut += 1 }
                if cut == start { continue }
                cuts.append(start..<cut)
                firstLines.append(line)
                line += ByteText.lineFeeds(in: UnsafeBufferPointer(rebasing: all[start..<cut]))
                start = cut
            }
        }
        return (cuts, firstLines)
    }

    /// Lints each of `cuts` (`bytes` in all) on its own worker, each on a copy of the linter
    /// that starts after its line of `firstLines`, into the output buffers of the last round.
    /// - Returns: each cut's piece, in order (nil never, in practice: every worker reports).
    /// - Complexity: O(*n*) work in the bytes, about O(*n* / *workers*) time.
    private mutating func lintPieces(
        _ block: [UInt8], _ cuts: [Range<Int>], firstLines: [Int], bytes: Int,
        format: @escaping @Sendable (PaletteLint.Problem, inout [UInt8]) -> Void
    ) -> [Piece?] {
        while outputs.count < cuts.count { outputs.append([]) }
        let limit = outputBudget / cuts.count
        // Room for what the pieces are expected to make (no more: reserved memory counts too).
        let expected = min(limit, Int(expansion * 1.25 * Double(bytes / cuts.count))) + (1 << 16)
        let results = Mutex<[Piece?]>(Array(repeating: nil, count: cuts.count))
        let buffers = Mutex(outputs)
        outputs = []
        let snapshot = linter, sightings = sightingLimit
        DispatchQueue.concurrentPerform(iterations: cuts.count) { i in
            var output = buffers.withLock { buffers in
                var taken: [UInt8] = []
                swap(&taken, &buffers[i])
                return taken
            }
            output.removeAll(keepingCapacity: true)
            if output.capacity < expected { output.reserveCapacity(expected) }
            var piece = Piece(output: [], end: cuts[i].lowerBound)
            swap(&piece.output, &output)
            Self.lint(
                &piece, block, cuts[i], linter: snapshot.piece(after: firstLines[i]), limit: limit, sightingLimit: sightings,
                format: format)
            results.withLock { $0[i] = piece }
        }
        // Taken out of the lock and the array, so each output is held once and reused in place.
        return results.withLock { results in
            var taken: [Piece?] = []
            swap(&taken, &results)
            return taken
        }
    }

    /// Emits `piece`'s output in order, judging each of its sightings at its mark on the linter
    /// that has seen everything before it, then adds what the piece counted.
    /// - Returns: the bytes emitted.
    /// - Complexity: O(*m*) in the piece's output, plus judging its sightings.
    private mutating func merge(
        _ piece: Piece, format: (PaletteLint.Problem, inout [UInt8]) -> Void, emit: (ArraySlice<UInt8>) -> Void
    ) -> Int {
        var produced = 0
        var last = 0
        var out: [UInt8] = []
        swap(&out, &pending)
        for (sighting, mark) in piece.sightings {
            if mark > last { emit(piece.output[last..<mark]) }
            last = mark
            out.removeAll(keepingCapacity: true)
            var resolved = 0
            linter.resolve(sighting) { problem in
                format(problem, &out)
                resolved += 1
            }
            problems += resolved
            if !out.isEmpty { emit(out[...]) }
            produced += out.count
        }
        swap(&out, &pending)
        if piece.output.count > last { emit(piece.output[last...]) }
        produced += piece.output.count
        linter.add(piece.counts)
        problems += piece.problems
        return produced
    }

    /// Sizes the next round by the output bytes this one made per input byte it linted. A piece
    /// that stopped early made more than its share: expect more of the next round.
    private mutating func learnExpansion(produced: Int, consumed: Int, stopped: Bool) {
        let measured = consumed > 0 ? Double(produced) / Double(consumed) : expansion * 4
        expansion = min(4096, max(0.25, stopped ? max(measured, expansion * 2) : measured))
    }

    /// A worker's part: lints the lines of `block[range]` until its output passes `limit` or its
    /// sightings pass `sightingLimit`; the line that does is taken back whole.
    private static func lint(
        _ piece: inout Piece, _ block: [UInt8], _ range: Range<Int>, linter: TextPaletteLint, limit: Int, sightingLimit: Int,
        format: (PaletteLint.Problem, inout [UInt8]) -> Void
    ) {
        var linter = linter
        var full = false
        block.withUnsafeBufferPointer { all in
            var lineStart = range.lowerBound
            forEachLine(in: UnsafeBufferPointer(rebasing: all[range])) { line in
                let before = (output: piece.output.count, sightings: piece.sightings.count, counts: linter.counts, problems: piece.problems)
                linter.lint(line: line, report: { problem in
                    guard !full else { return }
                    format(problem, &piece.output)
                    piece.problems += 1
                    if piece.output.count > limit { full = true }
                }, unseen: { sighting in
                    guard !full else { return }
                    piece.sightings.append((sighting, piece.output.count))
                    if piece.sightings.count > sightingLimit { full = true }
                })
                if full {
                    piece.output.removeLast(piece.output.count - before.output)
                    piece.sightings.removeLast(piece.sightings.count - before.sightings)
                    linter.counts = before.counts
                    piece.problems = before.problems
                    return false
                }
                lineStart += line.count + 1
                return true
            }
            piece.end = min(lineStart, range.upperBound)
        }
        piece.counts = linter.counts
    }

    /// Calls `body` with each line of `bytes` (split at line feeds; what follows the last is a
    /// line when not empty) until it returns false.
    static func forEachLine(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) {
        guard let base = bytes.baseAddress else { return }
        var start = 0
        let end = bytes.count
        while start < end {
            let stop = memchrLineFeed(UnsafeRawPointer(base + start), end - start).map { start + $0 } ?? end
            guard body(UnsafeBufferPointer(start: base + start, count: stop - start)) else { return }
            start = stop + 1
        }
    }

    /// The offset of the last line feed in `count` bytes at `pointer`, eight bytes at a time.
    @inline(__always)
    private static func lastLineFeed(_ pointer: UnsafeRawPointer, _ count: Int) -> Int? {
        var i = count
        while i >= 8 {
            // Read as little-endian, the last byte is the highest: its zero is the leading one.
            let zero = ByteText.zeroBytes(UInt64(littleEndian: pointer.loadUnaligned(fromByteOffset: i - 8, as: UInt64.self)) ^ 0x0A0A_0A0A_0A0A_0A0A)
            if zero != 0 { return i - 1 - zero.leadingZeroBitCount / 8 }
            i -= 8
        }
        while i > 0 {
            i -= 1
            if pointer.load(fromByteOffset: i, as: UInt8.self) == 0x0A { return i }
        }
        return nil
    }

    /// The offset of the first line feed in `count` bytes at `pointer`, eight bytes at a time.
    @inline(__always)
    private static func memchrLineFeed(_ pointer: UnsafeRawPointer, _ count: Int) -> Int? {
        var i = 0
        while i + 8 <= count {
            // Read as little-endian, the first byte is the lowest: its zero is the trailing one.
            let zero = ByteText.zeroBytes(UInt64(littleEndian: pointer.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ 0x0A0A_0A0A_0A0A_0A0A)
            if zero != 0 { return i + zero.trailingZeroBitCount / 8 }
            i += 8
        }
        while i < count {
            if pointer.load(fromByteOffset: i, as: UInt8.self) == 0x0A { return i }
            i += 1
        }
        return nil
    }
}
