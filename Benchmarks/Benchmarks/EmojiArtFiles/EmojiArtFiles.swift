// EmojiArt files: exporting a 1,000-card board to each format (through the Session, as
// `export board FILE` does, file write included), and opening then saving a 10,000-emoji
// `.emojiart` document (`art open FILE; art save`).
import Benchmark
import EmojiArt
import Foundation
import Game
import REPL
import Storage
import Themes

let benchmarks: @Sendable () -> Void = {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

    // A theme of 500 distinct emoji, so a game of 500 pairs is 1,000 cards; half face up.
    let emojis = String(String.UnicodeScalarView((0x1F400..<0x1F400 + 500).compactMap(Unicode.Scalar.init)))
    var catalog = ThemeCatalog()
    catalog.add(Theme(name: "Big", emojis: emojis, pairs: .exactly(500), color: .blue))
    let boardSession = Session(catalog: catalog, seed: 1, clock: ManualClock(), workspace: Workspace(directory: directory.path))
    _ = try? boardSession.newGame(theme: "Big", seed: 1)
    for number in stride(from: 1, through: 1000, by: 2) { _ = try? boardSession.choose(cardNumber: number) }

    for format in ArtFormat.allCases {
        Benchmark(
            "export board of 1,000 cards to .\(format.rawValue)",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(5))
        ) { benchmark in
            do {
                let count = try boardSession.exportBoard(to: "board.\(format.rawValue)")
                if count == 0 { benchmark.error("nothing exported") }
            } catch {
                benchmark.error("\(error)")
            }
        }
    }

    // A 10,000-emoji document on disk.
    var model = EmojiArtModel()
    let texts = ["😀", "🐶", "🌳", "👍🏽", "🇫🇷", "👨‍👩‍👧"]
    for i in 0..<10_000 {
        model.addEmoji(texts[i % texts.count], at: (x: i % 1000 - 500, y: i / 1000 * 40 - 200), size: 20 + i % 60)
    }
    try? model.json().write(to: directory.appendingPathComponent("art.emojiart"))
    let artSession = Session(catalog: catalog, seed: 1, clock: ManualClock(), workspace: Workspace(directory: directory.path))

    Benchmark(
        "open + save a 10,000-emoji document",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], timeUnits: .milliseconds, maxDuration: .seconds(5))
    ) { benchmark in
        do {
            try artSession.art.open("art.emojiart")
            _ = try artSession.art.save(to: nil)
            if artSession.art.document?.emojis.count != 10_000 { benchmark.error("lost emoji") }
        } catch {
            benchmark.error("\(error)")
        }
    }
}
