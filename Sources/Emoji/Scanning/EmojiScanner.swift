/// Finds the emoji in UTF-8 text, a chunk at a time, without decoding it into `Character`s.
///
/// The result is exactly what `String(decoding: bytes, as: UTF8.self).filter(\.isEmoji)` would
/// give — the tests and the fuzz target hold it to that — at a small fraction of the cost: the
/// scanner skips ASCII eight bytes at a time, decodes other scalars by hand, finds grapheme-cluster
/// boundaries with one table load per scalar (``GraphemeProperties``, probed from the toolchain's
/// own segmentation), and looks up only clusters that start with a scalar some emoji starts with.
///
/// Invalid UTF-8 counts as U+FFFD, one for each maximal invalid subpart, as `String` repairs it;
/// each is reported with its byte offset.
///
/// Streams: feed chunks to ``scan(_:isFinal:found:invalid:)``; it returns how many bytes it
/// consumed, and the rest (at most a cluster and a partial scalar, under 64 bytes) must be fed
/// again at the front of the next chunk.
///
/// - Complexity: O(*n*) in the bytes scanned, with O(1) state.
public struct EmojiScanner: Sendable {
    /// Absolute byte offset of the next byte to scan.
    public private(set) var offset = 0

    // The grapheme-break state after the last scalar consumed (GB3–GB13).
    private var previousFlags: UInt8 = GraphemeProperties.control   // start of text breaks like a control
    private var previousWasCR = false
    /// 0: none; 1: after Extended_Pictographic Extend*; 2: after that and a ZWJ (GB11).
    private var chain: UInt8 = 0
    /// Regional indicators in a row just before (GB12, GB13).
    private var regionalRun = 0

    public init() {}

    /// Starts again at the start of a new text, keeping the tables: a scanner per line costs
    /// lookups and reference counting that one scanner restarted does not.
    /// - Complexity: O(1).
    public mutating func restart() {
        offset = 0
        previousFlags = GraphemeProperties.control
        previousWasCR = false
        chain = 0
        regionalRun = 0
    }

    private let table = EmojiTable.shared
    private let properties = GraphemeProperties.shared

    /// Scans `bytes`, which continue the text at ``offset``. Calls `found` with each emoji's table
    /// index and byte offset, in order, and `invalid` with the offset of each invalid subpart.
    /// - Parameter isFinal: the text ends with these bytes; otherwise an emoji or a scalar that may
    ///   go on in the next chunk is left unconsumed.
    /// - Returns: the number of bytes consumed from the front of `bytes`.
    public mutating func scan(
        _ bytes: UnsafeRawBufferPointer, isFinal: Bool,
        found: (EmojiTable.Index, Int) -> Void, invalid: (Int) -> Void = { _ in }
    ) -> Int {
        let buffer = bytes.bindMemory(to: UInt8.self)
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        let n = buffer.count
        let flagsOf = properties.flags
        let maximumLength = table.maximumLength

        var previousFlags = self.previousFlags, previousWasCR = self.previousWasCR
        var chain = self.chain, regionalRun = self.regionalRun
        // The open candidate cluster, and the state before its first scalar (to resume there).
        var candidateStart = -1
        var saved = (flags: previousFlags, cr: previousWasCR, chain: chain, run: regionalRun)

        @inline(__always) func close(at end: Int) {
            if candidateStart >= 0 {
                let cluster = UnsafeBufferPointer(start: base + candidateStart, count: end - candidateStart)
                if let index = table.index(ofUTF8: cluster), table.statuses[Int(index)] != .component {
                    found(index, offset + candidateStart)
                }
                candidateStart = -1
            }
        }

        var i = 0
        var stop = n
        scanning: while i < n {
            let b0 = base[i]
            var scalar: UInt32
            var length: Int
            if b0 < 0x80 {
                // ASCII runs: after the first byte, no cluster inside the run can be an emoji, and
                // the last ASCII byte before other text may start a keycap, so resume there.
                if i + 9 <= n, candidateStart < 0 {
                    var j = i
                    while j + 16 <= n {
                        let word = UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self)
                            | UnsafeRawPointer(base + j + 8).loadUnaligned(as: UInt64.self)
                        if word & 0x8080_8080_8080_8080 != 0 { break }
                        j += 16
                    }
                    while j < n, base[j] < 0x80 { j += 1 }
                    // Bytes i ..< j are ASCII. Jump to j - 1 with the state after byte j - 2.
                    if j - 1 > i + 1 {
                        let before = base[j - 2]
                        previousFlags = flagsOf[Int(before)]
                        previousWasCR = before == 0x0D
                        chain = 0
                        regionalRun = 0
                        i = j - 1
                        continue scanning
                    }
                }
                scalar = UInt32(b0)
                length = 1
            } else if b0 >= 0xC2, b0 <= 0xDF, i + 1 < n, base[i + 1] & 0xC0 == 0x80 {
                scalar = UInt32(b0 & 0x1F) << 6 | UInt32(base[i + 1] & 0x3F)
                length = 2
            } else if b0 & 0xF0 == 0xE0, i + 2 < n, base[i + 1] & 0xC0 == 0x80, base[i + 2] & 0xC0 == 0x80,
                      b0 != 0xE0 || base[i + 1] >= 0xA0, b0 != 0xED || base[i + 1] < 0xA0 {
                scalar = UInt32(b0 & 0x0F) << 12 | UInt32(base[i + 1] & 0x3F) << 6 | UInt32(base[i + 2] & 0x3F)
                length = 3
            } else if b0 >= 0xF0, b0 <= 0xF4, i + 3 < n, base[i + 1] & 0xC0 == 0x80, base[i + 2] & 0xC0 == 0x80,
                      base[i + 3] & 0xC0 == 0x80, b0 != 0xF0 || base[i + 1] >= 0x90, b0 != 0xF4 || base[i + 1] < 0x90 {
                scalar = UInt32(b0 & 0x07) << 18 | UInt32(base[i + 1] & 0x3F) << 12
                    | UInt32(base[i + 2] & 0x3F) << 6 | UInt32(base[i + 3] & 0x3F)
                length = 4
            } else {
                // Invalid, or cut off by the end of the chunk: the maximal subpart before the bad
                // byte counts as one U+FFFD.
                var need = 0, lower: UInt8 = 0x80, upper: UInt8 = 0xBF
                switch b0 {
                case 0xC2...0xDF: need = 1
                case 0xE0: need = 2; lower = 0xA0
                case 0xE1...0xEC, 0xEE, 0xEF: need = 2
                case 0xED: need = 2; upper = 0x9F
                case 0xF0: need = 3; lower = 0x90
                case 0xF1...0xF3: need = 3
                case 0xF4: need = 3; upper = 0x8F
                default: break
                }
                length = 1
                while length <= need {
                    guard i + length < n else {
                        if !isFinal {
                            stop = min(stop, i)
                            break scanning
                        }
                        break
                    }
                    let byte = base[i + length]
                    guard lower <= byte, byte <= upper else { break }
                    lower = 0x80
                    upper = 0xBF
                    length += 1
                }
                scalar = 0xFFFD
                invalid(offset + i)
            }

            let flags = flagsOf[Int(scalar)]
            if flags == 0 {
                // Most text: a scalar with no grapheme property starts a cluster of its own unless
                // a Prepend came before (and then no candidate is open: a Prepend ends one).
                if previousFlags & GraphemeProperties.prepend == 0 { close(at: i) }
                previousFlags = 0
                previousWasCR = false
                chain = 0
                regionalRun = 0
                i += length
                continue scanning
            }

            // Is there a grapheme-cluster boundary before this scalar?
            let boundary: Bool
            if previousWasCR && scalar == 0x0A {
                boundary = false                                             // GB3
            } else if (previousFlags | flags) & GraphemeProperties.control != 0 {
                boundary = true                                              // GB4, GB5
            } else if flags & GraphemeProperties.glue != 0 || previousFlags & GraphemeProperties.prepend != 0 {
                boundary = false                                             // GB9, GB9a, GB9b
            } else if flags & GraphemeProperties.extendedPictographic != 0 && chain == 2 {
                boundary = false                                             // GB11
            } else if flags & GraphemeProperties.regionalIndicator != 0 && regionalRun & 1 == 1 {
                boundary = false                                             // GB12, GB13
            } else {
                boundary = true                                              // GB999 (Hangul and GB9c join no emoji)
            }

            if boundary {
                close(at: i)
                if flags & GraphemeProperties.emojiStart != 0 {
                    candidateStart = i
                    saved = (previousFlags, previousWasCR, chain, regionalRun)
                }
            } else if candidateStart >= 0, i + length - candidateStart > maximumLength {
                candidateStart = -1                                          // too long for any emoji
            }

            if flags & GraphemeProperties.extendedPictographic != 0 {
                chain = 1
            } else if chain == 1 && flags & GraphemeProperties.extend != 0 {
                chain = 1
            } else if chain == 1 && flags & GraphemeProperties.zwj != 0 {
                chain = 2
            } else {
                chain = 0
            }
            regionalRun = flags & GraphemeProperties.regionalIndicator != 0 ? regionalRun + 1 : 0
            previousWasCR = scalar == 0x0D
            previousFlags = flags
            i += length
        }

        if isFinal {
            close(at: min(stop, n))
        } else if candidateStart >= 0 {
            // The cluster may go on in the next chunk: resume at its start, in the state before it.
            stop = min(stop, candidateStart)
            (previousFlags, previousWasCR, chain, regionalRun) = saved
        }
        self.previousFlags = previousFlags
        self.previousWasCR = previousWasCR
        self.chain = chain
        self.regionalRun = regionalRun
        offset += stop
        return stop
    }
}
