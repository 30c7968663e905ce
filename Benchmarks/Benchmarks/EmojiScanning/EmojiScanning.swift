// Benchmarks of the Emoji module: extraction throughput (the byte scanner and its tally) on a mixed
// corpus and on ASCII, and de-duplicating three shuffled copies of Unicode's RGI emoji list.
import Benchmark
import Emoji
import Foundation
import Randomness

let benchmarks: @Sendable () -> Void = {
    // MARK: - Extraction, MB/s

    // Every iteration scans one corpus of exactly 1,000,000 bytes (fed in 64 KiB chunks, as
    // `palette extract` reads a file), so the throughput row reads directly as MB/s.
    for (name, corpus) in [("mixed text", Corpus.mixed), ("ASCII text", Corpus.ascii)] {
        Benchmark(
            "extract emoji, \(name) (1 MB per operation)",
            configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(5))
        ) { benchmark in
            var tally = EmojiTally()
            corpus.withUnsafeBytes { bytes in
                var start = 0
                while start < bytes.count {
                    let end = min(start + 65_536, bytes.count)
                    // Within one buffer, an unconsumed tail is simply part of the next slice.
                    start += tally.add(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), isFinal: end == bytes.count)
                }
            }
            blackHole(tally.total)
        }
    }

    // MARK: - De-duplication

    // 10,965 emoji: three copies of the RGI list (the fully-qualified lines of Debian's
    // emoji-test.txt, Emoji 15.0: 3,655), shuffled. Prepared outside the measured region.
    Benchmark(
        "withNoRepeatedCharacters, 10,965 emoji",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))
    ) { benchmark in
        let text = Corpus.threeShuffledCopies
        benchmark.startMeasurement()
        let unique = text.withNoRepeatedCharacters
        benchmark.stopMeasurement()
        blackHole(unique)
    }

    Benchmark(
        "palette filter (keep, normalise, de-duplicate), 10,965 emoji",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))
    ) { benchmark in
        let text = Corpus.threeShuffledCopies
        benchmark.startMeasurement()
        let palette = PaletteFilter.filter(text).emojis
        benchmark.stopMeasurement()
        blackHole(palette)
    }
}

enum Corpus {
    static let size = 1_000_000

    /// A chat export: lines of a time, a name and a message in English, French, Spanish, German,
    /// Japanese, Chinese or Korean, most with an emoji or two (ZWJ sequences, skin tones, flags,
    /// keycaps, unqualified ❤). About one emoji per 60 bytes; a seventh of the bytes are emoji.
    static let mixed: [UInt8] = {
        let names = ["Alice", "Bob", "Zoë", "李雷", "민준"]
        let messages = [
            "see you at 10:30 tomorrow?", "ok, running late", "the quick brown fox jumps over the lazy dog",
            "Ça va très bien, merci ! On se voit où ?", "¿Qué tal? Ñandú en el zoológico", "Straße gesperrt, nehme die Fähre",
            "日本語の文章を書きます", "明日は雨ですね", "中文句子，你好。", "我们明天见", "한국어 문장입니다", "좋아요",
        ]
        let emojis = ["😀", "😂", "😂😂", "👨‍👩‍👧‍👦", "👩🏽‍💻", "🇺🇸", "🇫🇷", "1️⃣", "#️⃣", "👍🏻", "❤️", "❤", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "🎉", "🙏"]
        var random = SeededRandom(seed: 2024)
        var text = ""
        var minute = 0
        while text.utf8.count < size {
            minute += random.next(in: 0...7)
            text += "12/03/2026, \(10 + minute / 60 % 14):\(minute % 60 < 10 ? "0" : "")\(minute % 60) - "
            text += names[random.next(below: names.count)] + ": " + messages[random.next(below: messages.count)]
            for _ in 0..<random.next(in: 0...2) { text += " " + emojis[random.next(below: emojis.count)] }
            text += "\n"
        }
        return cut(Array(text.utf8))
    }()

    /// English prose with digits, `#` and `*` (which start keycap emoji, so the scanner must look).
    static let ascii: [UInt8] = {
        let pieces = [
            "the quick brown fox jumps over the lazy dog, ", "see you at 10:30 tomorrow? ", "ok!\n",
            "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", "#42 * 7 = 294; ",
        ]
        var random = SeededRandom(seed: 2024)
        var bytes: [UInt8] = []
        while bytes.count < size { bytes += pieces[random.next(below: pieces.count)].utf8 }
        return cut(bytes)
    }()

    private static func cut(_ built: [UInt8]) -> [UInt8] {
        var bytes = built
        // Cut at a character boundary at or before `size`, then pad with spaces to exactly `size`.
        var end = size
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        bytes.removeSubrange(end...)
        bytes += [UInt8](repeating: 0x20, count: size - end)
        return bytes
    }

    static let threeShuffledCopies: String = {
        var rgi: [Character] = []
        if let text = try? String(contentsOfFile: "/usr/share/unicode/emoji/emoji-test.txt", encoding: .utf8) {
            for line in text.split(separator: "\n") where line.contains("; fully-qualified") {
                var sequence = ""
                for hex in line.prefix(while: { $0 != ";" }).split(separator: " ") {
                    if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { sequence.unicodeScalars.append(scalar) }
                }
                if let character = sequence.first { rgi.append(character) }
            }
        } else {
            rgi = EmojiTable.shared.recommended   // without Debian's unicode-data: Emoji 17.0's list
        }
        var copies = rgi + rgi + rgi
        var random = SeededRandom(seed: 3)
        copies.fisherYatesShuffle(using: &random)
        return String(copies)
    }()
}
