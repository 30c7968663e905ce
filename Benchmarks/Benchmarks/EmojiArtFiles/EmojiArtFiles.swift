// EmojiArt files: exporting a 1,000-card board to each format (through the Session, as
// `export board FILE` does, file write included), and opening then saving a 10,000-emoji
// `.emojiart` document (`art open FILE; art save`), with its decoding and its encoding alone.
// `emojiart-vs-python/compare.sh` runs the last three on its own file, beside Python's json.
import ArtFeature
import Benchmark
import EmojiArt
import Features
import Foundation
import Game
import GameFeature
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
    let boardSession = Session(
        registry: .standard, catalog: catalog, seed: 1, clock: ManualClock(), workspace: Workspace(directory: directory.path), providers: .standard)
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

    // A 10,000-emoji document on disk: EMOJIART_DOCUMENT names one (compare.sh passes the file
    // it gives Python), or one is made here.
    let documentFile = directory.appendingPathComponent("art.emojiart")
    if let given = ProcessInfo.processInfo.environment["EMOJIART_DOCUMENT"] {
        try? FileManager.default.removeItem(at: documentFile)
        try? FileManager.default.copyItem(at: URL(fileURLWithPath: given), to: documentFile)
    } else {
        var model = EmojiArtModel()
        let texts = ["😀", "🐶", "🌳", "👍🏽", "🇫🇷", "👨‍👩‍👧"]
        for i in 0..<10_000 {
            model.addEmoji(texts[i % texts.count], at: (x: i % 1000 - 500, y: i / 1000 * 40 - 200), size: 20 + i % 60)
        }
        try? model.json().write(to: documentFile)
    }
    let documentBytes = (try? Data(contentsOf: documentFile)) ?? Data()
    let documentModel = try? EmojiArtModel(json: documentBytes)
    let artSession = Session(registry: .standard, catalog: catalog, seed: 1, clock: ManualClock(), workspace: Workspace(directory: directory.path))
    let emojiCount = documentModel?.emojis.count ?? -1

    Benchmark(
        "open + save a 10,000-emoji document",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], timeUnits: .microseconds, maxDuration: .seconds(5))
    ) { benchmark in
        do {
            try artSession.art.open("art.emojiart")
            _ = try artSession.art.save(to: nil)
            if artSession.art.document?.emojis.count != emojiCount { benchmark.error("lost emoji") }
        } catch {
            benchmark.error("\(error)")
        }
    }

    // Its two halves without the files: decoding (JSONDecoder and the checks) and writing JSON.
    Benchmark(
        "decode a 10,000-emoji document (EmojiArtModel(json:))",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(5))
    ) { benchmark in
        do {
            blackHole(try EmojiArtModel(json: documentBytes))
        } catch {
            benchmark.error("\(error)")
        }
    }

    // The same through Codable alone, for reference: what the two did before they had their own
    // reader and writer (see EmojiArtJSONReader and EmojiArtJSONWriter for why).
    Benchmark(
        "decode a 10,000-emoji document with JSONDecoder alone (reference)",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(5))
    ) { benchmark in
        do {
            blackHole(try EmojiArtModel.decodedWithJSONDecoder(documentBytes))
        } catch {
            benchmark.error("\(error)")
        }
    }

    Benchmark(
        "encode a 10,000-emoji document with JSONEncoder alone (reference)",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(5))
    ) { benchmark in
        guard let documentModel else { return benchmark.error("the document does not decode") }
        blackHole(documentModel.encodedWithJSONEncoder())
    }

    Benchmark(
        "encode a 10,000-emoji document (EmojiArtModel.json())",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(5))
    ) { benchmark in
        guard let documentModel else { return benchmark.error("the document does not decode") }
        blackHole(documentModel.json())
    }
}
