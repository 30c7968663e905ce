// swift-tools-version: 6.1
//
// Benchmarks for memorize, with package-benchmark (https://github.com/ordo-one/package-benchmark).
//
// A separate package, so that `swift build` and `swift test` at the repository root never fetch
// or build the benchmark dependency. Run from this directory:
//
//     swift package benchmark
//
// The `Startup` benchmark spawns a release build of the `memorize` executable; build it first at
// the repository root (`swift build -c release`) or point MEMORIZE_BIN at one. See README.md.
import PackageDescription

let package = Package(
    name: "memorize-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(name: "memorize", path: ".."),
    ],
    targets: [
        // MemoryGame.choose(at:) per call at three board sizes, and a 100,000-pair Simulation game.
        .executableTarget(
            name: "GameModel",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Game", package: "memorize"),
                .product(name: "Randomness", package: "memorize"),
            ],
            path: "Benchmarks/GameModel",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // `memorize -c "new; state"`, start to exit, as a child process: time and peak memory,
        // beside `python3 -c pass`. The child is spawned by StartupProbe, which reports its figures.
        .executableTarget(
            name: "Startup",
            dependencies: [.product(name: "Benchmark", package: "benchmark"), "StartupProbe"],
            path: "Benchmarks/Startup",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A few lines of C: spawns a program, waits with wait4, prints its time and ru_maxrss. Its
        // own small size is what makes the child's peak memory the child's (see its main.c). The
        // Startup benchmark depends on it only so that it is built beside it; nothing links it.
        .executableTarget(name: "StartupProbe", path: "Benchmarks/StartupProbe"),
        // A scripted REPL session in process: time, allocations and peak memory.
        .executableTarget(
            name: "REPLSession",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "REPL", package: "memorize"),
                .product(name: "Features", package: "memorize"),
                .product(name: "GameFeature", package: "memorize"),
            ],
            path: "Benchmarks/REPLSession",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Exporting a 1,000-card board to each format; open + save of a 10,000-emoji document.
        .executableTarget(
            name: "EmojiArtFiles",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "REPL", package: "memorize"),
                .product(name: "Features", package: "memorize"),
                .product(name: "GameFeature", package: "memorize"),
                .product(name: "ArtFeature", package: "memorize"),
                .product(name: "EmojiArt", package: "memorize"),
                .product(name: "Game", package: "memorize"),
                .product(name: "Themes", package: "memorize"),
                .product(name: "Storage", package: "memorize"),
            ],
            path: "Benchmarks/EmojiArtFiles",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Replaying 1,000 transcripts of 20 commands each, as `memorize test -j 2` does.
        .executableTarget(
            name: "TranscriptReplay",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "REPL", package: "memorize"),
                .product(name: "Features", package: "memorize"),
                .product(name: "Transcripts", package: "memorize"),
            ],
            path: "Benchmarks/TranscriptReplay",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Emoji extraction throughput (mixed and ASCII corpora) and de-duplication of 10,965 emoji.
        .executableTarget(
            name: "EmojiScanning",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Emoji", package: "memorize"),
                .product(name: "Randomness", package: "memorize"),
            ],
            path: "Benchmarks/EmojiScanning",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Palette authoring: streaming lint, extract on every core and one, search by name, shortcodes.
        .executableTarget(
            name: "PaletteAuthoring",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Emoji", package: "memorize"),
            ],
            path: "Benchmarks/PaletteAuthoring",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The play screen: a 100-pair frame built, an unchanged frame's bytes, a Pie tick's bytes.
        .executableTarget(
            name: "PlayScreen",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "REPL", package: "memorize"),
                .product(name: "Features", package: "memorize"),
                .product(name: "GameFeature", package: "memorize"),
                .product(name: "LiveScreens", package: "memorize"),
            ],
            path: "Benchmarks/PlayScreen",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The art edit screen: a 10,000-emoji frame at 200x60 built and drawn by difference, and
        // an unchanged frame's bytes.
        .executableTarget(
            name: "ArtEditScreen",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "REPL", package: "memorize"),
                .product(name: "Features", package: "memorize"),
                .product(name: "ArtFeature", package: "memorize"),
                .product(name: "LiveScreens", package: "memorize"),
            ],
            path: "Benchmarks/ArtEditScreen",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // One braille face, as `face` draws it (FaceRaster at 12 and 16 rows).
        .executableTarget(
            name: "FaceRender",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Face", package: "memorize"),
            ],
            path: "Benchmarks/FaceRender",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The art background's picture: half-block draw of 1920×1080 into 200×60 cells (fit, 4×),
        // its mip pyramid, and decoding a 1-megapixel PNG.
        .executableTarget(
            name: "ArtPicture",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ArtFeature", package: "memorize"),
                .product(name: "Imaging", package: "memorize"),
                .product(name: "LiveScreens", package: "memorize"),
                .product(name: "Layout", package: "memorize"),
                "PNGWriter",
            ],
            path: "Benchmarks/ArtPicture",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // stb_image_write (libstb-dev), C: encodes the PNG the ArtPicture benchmark decodes.
        .target(name: "PNGWriter", path: "Benchmarks/PNGWriter"),
    ],
    swiftLanguageModes: [.v6]
)
