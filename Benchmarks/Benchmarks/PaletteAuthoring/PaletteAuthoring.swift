import Benchmark
import Emoji
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Palette authoring at corpus scale (issue 14): lint of a text palette, one core and every core,
// its problems written out as `memorize palette lint` writes them; the tally on every core against
// one; search by name. Each lint or extract row is one pass over 32 MiB (MB/s is 33.6 / the wall
// clock in seconds), and peak memory is reported for each (the 32 MiB text is part of it).

/// Mixed text: prose lines with emoji, and palette lines, about `size` bytes.
func corpus(size: Int) -> [UInt8] {
    let lines = [
        "The quick brown fox jumps over the lazy dog, again and again 😀 and again.\n",
        "😀😃❤🍕 👍🏽 x 🇯🇵 👨‍👩‍👧‍👦\n",
        "Plain ASCII words with no emoji at all, as most of a chat export is.\n",
        "Ünïcödé prose with accents, a flag 🇫🇷, a keycap 1️⃣ and © ™ ▶ symbols.\n",
    ]
    var text: [UInt8] = []
    text.reserveCapacity(size + 128)
    var i = 0
    while text.count < size {
        text += Array(lines[i % lines.count].utf8)
        i += 1
    }
    return text
}

let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .peakMemoryResident, .mallocCountTotal]

let benchmarks: @Sendable () -> Void = {
    let size = 32 << 20
    let text = corpus(size: size)
    let configuration = Benchmark.Configuration(metrics: metrics, maxDuration: .seconds(10), maxIterations: 10)

    // What `memorize palette lint FILE` does with a file: blocks of whole lines, problems written
    // as `file:line:column: message` lines (here into a buffer emptied every 64 KiB, not a file).
    let file = Array("mixed.txt".utf8)
    func lint(workers: Int) -> Int {
        var lint = ParallelTextLint(linter: TextPaletteLint(), workers: workers)
        var written = 0
        let block = 2 << 20
        var start = 0
        while start < text.count {
            var end = min(text.count, start + block)
            while end < text.count, text[end - 1] != 0x0A { end += 1 }
            lint.lint(text, start..<end, format: { problem, out in
                file.withUnsafeBufferPointer { problem.appendLine(file: $0, to: &out) }
            }, emit: { written += $0.count })
            start = end
        }
        return written
    }

    Benchmark("lint 32 MiB of mixed text, every core, every problem written (ParallelTextLint)", configuration: configuration) { _ in
        blackHole(lint(workers: max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    }

    Benchmark("lint 32 MiB of mixed text, one core, every problem written", configuration: configuration) { _ in
        blackHole(lint(workers: 1))
    }

    Benchmark("lint 32 MiB of mixed text, one core, problems counted (no words)", configuration: configuration) { _ in
        var linter = TextPaletteLint()
        var problems = 0
        text.withUnsafeBufferPointer { all in
            var start = 0
            for i in 0..<all.count where all[i] == 0x0A {
                linter.lint(line: UnsafeBufferPointer(rebasing: all[start..<i])) { _ in problems += 1 }
                start = i + 1
            }
        }
        blackHole(problems)
    }

    Benchmark("extract 32 MiB of mixed text, every core (ParallelTally)", configuration: configuration) { _ in
        var tally = EmojiTally()
        ParallelTally.add(text, count: text.count, to: &tally, workers: 8)
        blackHole(tally.total)
    }

    Benchmark("extract 32 MiB of mixed text, one core", configuration: configuration) { _ in
        var tally = EmojiTally()
        text.withUnsafeBytes { _ = tally.add($0, isFinal: true) }
        blackHole(tally.total)
    }

    Benchmark("palette search cat (English, compiled in)", configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))) { benchmark in
        _ = EmojiNames.english.entries.count   // the table is built once, before the measured part
        benchmark.startMeasurement()
        blackHole(EmojiNames.english.search(["cat"]).count)
    }

    // First use: what a process pays the first time it names or searches emoji.
    Benchmark("English names read in place from the binary (a process's first search)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))) { _ in
        blackHole(EmojiNames.compiledEnglish()?.count)
    }

    Benchmark("English shortcodes read in place from the binary (a process's first :shortcode:)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))) { _ in
        blackHole(EmojiShortcodes.readCompiledEnglish()?.emoji(for: ":pizza:"))
    }

    // What scripts/generate-emoji-tables compiles in, had it to be built at run time.
    Benchmark("English names built from the readable table (scripts/generate-emoji-tables)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))) { _ in
        blackHole(EmojiNames.makeEnglish().count)
    }

    if let german = try? EmojiLanguage.names("de", read: { path in FileManager.default.contents(atPath: path).map { [UInt8]($0) } }) {
        let compact = german.compactBytes
        Benchmark("German names read back from the user's cache (a process's first 'palette search --lang de')",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))) { _ in
            blackHole(EmojiNames(language: "de", compact: compact)?.count)
        }
    }

    Benchmark("expand :shortcodes: in 1,000 words", configuration: .init(metrics: [.wallClock], maxDuration: .seconds(3))) { benchmark in
        let text = Array(repeating: ":pizza: :red_heart: plain", count: 334).joined(separator: " ")
        _ = EmojiShortcodes.shared.all.count
        benchmark.startMeasurement()
        blackHole(try? EmojiShortcodes.shared.expanding(text))
    }
}
