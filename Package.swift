// swift-tools-version: 6.1
//
// memorize — a scriptable memory-game and emoji-theme engine for the terminal.
//
// The targets below are the architecture, lowest layer first; each depends only on layers above it
// in this file (see docs/architecture.md):
//
//   memorize (executable)     argument parsing, wiring, exit codes
//   Transcripts               the transcript format, runner and recorder: a client of REPL
//   Features                  the features composed: the standard registry and who provides what
//   features                  FaceFeature, GameFeature, PaletteFeature, ArtFeature: none imports another
//   Capabilities              what one feature offers another, as protocols the session finds
//   REPL                      command language, Session (view model), renderers, line input
//   models                    Game, Themes, Palettes, EmojiArt, Face, Layout (never print)
//   services                  Emoji (classification, scanning), Storage (a user's files)
//   foundations               Platform (the C library), CourseExtensions, Randomness, Imaging, Escaping
//   CReadline                 GNU readline, a system library
//   CStb                      stb_image (libstb-dev's header), compiled in for PNG, JPEG and GIF
//   CEmojiTables              emoji tables in their compact form, generated from the Emoji module
//   CCurl                     libcurl, loaded with dlopen at the first http(s) fetch
import PackageDescription

// The functions start-up runs, in the order it runs them (scripts/order-startup writes the file): lld
// lays them side by side at the start of the release binary's text. A name that no longer exists is
// skipped, so a stale file costs memory, never a build.
let startupOrder = ["-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/memorize/startup.order",
                    "-Xlinker", "--no-warn-symbol-ordering"]

let package = Package(
    name: "memorize",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "memorize", targets: ["memorize"]),
        .library(name: "Platform", targets: ["Platform"]),
        .library(name: "CourseExtensions", targets: ["CourseExtensions"]),
        .library(name: "Randomness", targets: ["Randomness"]),
        .library(name: "Imaging", targets: ["Imaging"]),
        .library(name: "Escaping", targets: ["Escaping"]),
        .library(name: "Emoji", targets: ["Emoji"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "Game", targets: ["Game"]),
        .library(name: "Palettes", targets: ["Palettes"]),
        .library(name: "Themes", targets: ["Themes"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Face", targets: ["Face"]),
        .library(name: "EmojiArt", targets: ["EmojiArt"]),
        .library(name: "LiveScreens", targets: ["LiveScreens"]),
        .library(name: "REPL", targets: ["REPL"]),
        .library(name: "Capabilities", targets: ["Capabilities"]),
        .library(name: "FaceFeature", targets: ["FaceFeature"]),
        .library(name: "GameFeature", targets: ["GameFeature"]),
        .library(name: "PaletteFeature", targets: ["PaletteFeature"]),
        .library(name: "ArtFeature", targets: ["ArtFeature"]),
        .library(name: "Features", targets: ["Features"]),
        .library(name: "Transcripts", targets: ["Transcripts"]),
        .library(name: "InterfaceCoverage", targets: ["InterfaceCoverage"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // MARK: Foundations: no dependencies, no Foundation.
        // The C library (terminal, signals, read/write loops, files, locks, C memory) behind one door.
        .target(name: "Platform"),
        // The course's small general helpers: index(matching:), remove(_:), toggleMembership(of:), oneAndOnly.
        .target(name: "CourseExtensions"),
        // The project's own seedable PRNG and Fisher–Yates, so shuffles replay on every Swift release.
        .target(name: "Randomness"),
        // Pictures: PNG, JPEG and GIF bytes to RGBA pixels, with a pixel limit checked before decoding.
        .target(name: "Imaging", dependencies: ["CStb"]),
        // Text in the syntax of each format the program writes: JSON, YAML and Swift string
        // literals, XML text and attributes. One escaper per format, which every writer calls.
        .target(name: "Escaping"),
        // What of the interface (commands, verbs, options, keys, errors) a run exercised, recorded
        // only under `memorize test --coverage`: a row is a name, a run is a set of them.
        .target(name: "InterfaceCoverage"),

        // MARK: Services the models share.
        // Exact emoji classification (Unicode's emoji data), the byte scanner, the palette filter, lint.
        .target(name: "Emoji", dependencies: ["Platform", "Escaping", "CEmojiTables"]),
        // The English names' compact form, compiled in as C (scripts/generate-emoji-tables), read in place.
        .target(name: "CEmojiTables"),
        // The one way models write a user's file (atomically), and readable JSON errors.
        .target(name: "Storage", dependencies: ["Platform"]),

        // MARK: Models: value types and their stores; no terminal, no printing.
        // MemoryGame<CardContent>, cards, bonus time, clocks, bots and simulation.
        .target(name: "Game", dependencies: ["CourseExtensions", "Randomness"]),
        // Palette and the file-backed PaletteStore (CS193p's EmojiArt palettes).
        .target(name: "Palettes", dependencies: ["Emoji", "Storage"]),
        // Theme, its JSON, and the catalog of bundled and user themes.
        .target(name: "Themes", dependencies: ["Emoji", "Palettes", "Randomness", "Storage"], plugins: ["EmbedThemes"]),
        // Grid fitting (the course's widthThatFits), the card's shape, WxH sizes.
        .target(name: "Layout"),
        // Happiness, FaceView and its geometry and raster (the Happiness app).
        .target(name: "Face"),
        // EmojiArtModel (the course's JSON) and EmojiArtDocument (intents, undo).
        .target(name: "EmojiArt", dependencies: ["CourseExtensions", "Escaping", "Storage"]),

        // MARK: The live-screen runtime: a frame of cells drawn by difference, input bytes decoded into
        // keys, mouse and paste, one key table per screen, the loop that owns the terminal and gives it
        // back on every way out, and a virtual terminal that shows a frame as a terminal would.
        .target(name: "LiveScreens", dependencies: ["Platform", "InterfaceCoverage"]),

        // MARK: The REPL core: the command language (typed parameters, parser, registry, help), the
        // Session that composes the features' owners, Output and the text renderer, line input, the
        // interpreter. It knows no feature: each feature adds its commands, owners and output.
        .target(
            name: "REPL",
            dependencies: ["Game", "Randomness", "Emoji", "Palettes", "Themes", "Layout", "Storage", "Platform", "LiveScreens", "CReadline", "InterfaceCoverage"]
        ),

        // MARK: Capabilities: what one feature offers another without either importing the other. Each
        // is a protocol (with the values it passes) that one feature's owner conforms to and another
        // asks the session for by the protocol alone (Session.provider); the Features module says which
        // owner provides it. FaceMood: the mood a game moves and shows beside its board, and the face's
        // gestures on any screen that shows it (provided by the face). BoardSource: a game's board to
        // draw elsewhere, as `export board` does (provided by the game). What every feature prints with
        // (TextRenderer.number, the state lines' StateLine and StateFrame) is the REPL core's.
        .target(name: "Capabilities", dependencies: ["REPL", "Face", "Game", "Themes", "LiveScreens"]),

        // MARK: Features: each a module of its commands, intents (the session's owner), screen and renderers.
        // No feature imports another (FeaturesTests holds them to it): what they share is below them.
        // The face (CS193p's Happiness): Mood, the face's data source; face, pan, pinch, happiness; the face screen.
        .target(name: "FaceFeature", dependencies: ["REPL", "Capabilities", "Face", "Layout", "LiveScreens"]),
        // The game (CS193p's Memorize): EmojiMemoryGame; new, choose, tap, state, simulate…; the play screen.
        .target(name: "GameFeature", dependencies: ["REPL", "Capabilities", "Game", "Themes", "Layout", "Face", "LiveScreens", "Randomness", "Platform", "Storage"]),
        // Palettes (CS193p's EmojiArt palettes) and palette authoring: the palette verbs, streamed from the shell.
        .target(name: "PaletteFeature", dependencies: ["REPL", "Emoji", "Palettes", "Themes", "Storage", "Platform", "Escaping", "LiveScreens"]),
        // EmojiArt: ArtEditor and its parts; the art verbs and export board; SVG and text; the art edit screen.
        .target(
            name: "ArtFeature",
            dependencies: ["REPL", "Capabilities", "Emoji", "EmojiArt", "Game", "Themes", "Palettes", "Layout", "Imaging", "Storage", "Platform", "LiveScreens", "Escaping", "CCurl"]
        ),
        // The features composed: the standard registry, who provides each capability, and a session
        // launched with all of them.
        .target(name: "Features", dependencies: ["REPL", "Capabilities", "FaceFeature", "GameFeature", "PaletteFeature", "ArtFeature", "Themes", "Palettes", "Game", "Layout", "Storage", "Emoji"]),
        // GNU readline. No `pkgConfig:`: Debian's readline.pc adds -D_DEFAULT_SOURCE and
        // -D_XOPEN_SOURCE, which SwiftPM prohibits and warns about on every build. The headers are
        // in the default include path and module.modulemap links the library.
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),

        // libcurl for http(s) backgrounds, loaded with dlopen on the first fetch rather than linked, so
        // that start-up does not bind libcurl, OpenSSL and twenty more libraries (nor does it link
        // FoundationNetworking, which would). Needs no curl headers to build.
        .target(name: "CCurl"),

        // stb_image, the implementation compiled from the header Debian's libstb-dev installs
        // (<stb/stb_image.h>) rather than linking libstb.so: only PNG, JPEG and GIF, our dimension
        // limit, every symbol static, no shared library bound at start-up, and fuzzing sees inside.
        .target(name: "CStb"),

        // MARK: Transcripts: drive the REPL from outside, as tests do.
        // The transcript format, matcher, runner (in-process, through the same Session), suite, recorder.
        .target(name: "Transcripts", dependencies: ["Features", "GameFeature", "REPL", "Layout", "LiveScreens", "Storage", "Platform", "Escaping", "InterfaceCoverage"]),

        // MARK: The executable: argument parsing, wiring, exit codes.
        // Release builds on Linux link the Swift runtime and FoundationEssentials into the binary:
        // binding fifteen shared libraries at every start costs about 4 ms and 4 MB, more than
        // everything `memorize -c "new; state"` does (see docs/benchmarks.md). lld, because gold
        // warns about a mktemp call inside the static FoundationEssentials. Debug builds, which the
        // tests link against, stay dynamic (`swift test -c release` is not supported).
        .executableTarget(
            name: "memorize",
            dependencies: [
                "Features", "REPL", "Transcripts", "Layout", "Platform", "InterfaceCoverage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["startup.order"],
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"] + startupOrder, .when(platforms: [.linux], configuration: .release))],
            plugins: ["StampCommit"]
        ),

        // MARK: Build tooling: bundled themes (themes/*.json) are compiled into the binary, and the commit stamped.
        .executableTarget(name: "ThemeEmbedder", dependencies: ["Escaping"]),
        .plugin(name: "EmbedThemes", capability: .buildTool(), dependencies: ["ThemeEmbedder"]),
        // The commit the executable is built from, for `memorize --version`.
        .plugin(name: "StampCommit", capability: .buildTool()),

        // MARK: Tests: one target per module, then the binary and the transcript suite.
        .testTarget(name: "PlatformTests", dependencies: ["Platform"]),
        .testTarget(name: "CourseExtensionsTests", dependencies: ["CourseExtensions"]),
        .testTarget(name: "RandomnessTests", dependencies: ["Randomness"]),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging"]),
        .testTarget(name: "EscapingTests", dependencies: ["Escaping"]),
        .testTarget(name: "EmojiTests", dependencies: ["Emoji", "Randomness"]),
        .testTarget(name: "GameTests", dependencies: ["Game", "Randomness"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "Platform"]),
        .testTarget(name: "ThemesTests", dependencies: ["Themes", "Palettes", "Randomness", "Storage"]),
        .testTarget(name: "PalettesTests", dependencies: ["Palettes", "Storage", "Emoji"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(name: "FaceTests", dependencies: ["Face"]),
        .testTarget(name: "EmojiArtTests", dependencies: ["EmojiArt"], exclude: ["Fixtures"]),
        .testTarget(name: "LiveScreensTests", dependencies: ["LiveScreens"]),
        // What the test targets below share: an interpreter as a transcript gets one, replies by stream.
        .target(name: "TestSupport", dependencies: ["Features", "REPL", "LiveScreens"], path: "Tests/TestSupport"),
        // The core: the language, the parser, the registry, completion, the interpreter (with the standard features).
        .testTarget(
            name: "REPLTests",
            dependencies: ["TestSupport", "REPL", "Features", "GameFeature", "PaletteFeature", "ArtFeature", "Emoji", "Palettes", "Themes", "LiveScreens", "Platform", "Randomness", "InterfaceCoverage"]),
        .testTarget(name: "FaceFeatureTests", dependencies: ["TestSupport", "FaceFeature", "GameFeature", "REPL", "Features", "Face"]),
        .testTarget(name: "GameFeatureTests", dependencies: ["TestSupport", "GameFeature", "FaceFeature", "REPL", "Features", "Game", "Themes", "Layout", "LiveScreens"]),
        .testTarget(name: "PaletteFeatureTests", dependencies: ["TestSupport", "PaletteFeature", "ArtFeature", "GameFeature", "REPL", "Features", "Emoji"]),
        .testTarget(
            name: "ArtFeatureTests",
            dependencies: ["TestSupport", "ArtFeature", "GameFeature", "REPL", "Features", "EmojiArt", "Game", "Themes", "Layout", "Palettes", "Storage", "Imaging", "LiveScreens"]),
        // Every screen's key table against its screen, its help and the manual (docs/); no feature imports
        // another; the capabilities' providers.
        .testTarget(
            name: "FeaturesTests",
            dependencies: ["TestSupport", "Features", "Capabilities", "GameFeature", "FaceFeature", "ArtFeature", "REPL", "LiveScreens", "Game", "Themes"]),
        .testTarget(name: "TranscriptsTests", dependencies: ["TestSupport", "Transcripts", "REPL", "Features", "LiveScreens", "InterfaceCoverage"], exclude: ["Fixtures"]),
        // Runs the built binary: batch mode, palette authoring, `memorize test`.
        .testTarget(name: "EndToEndTests", dependencies: ["memorize", "Features", "ArtFeature", "EmojiArt", "Palettes", "REPL", "Themes", "LiveScreens"]),
        // Every transcript under transcripts/ (the project's own suite) as its own test case.
        .testTarget(name: "ProjectTranscriptsTests", dependencies: ["Transcripts", "GameFeature", "ArtFeature", "LiveScreens"]),
    ],
    swiftLanguageModes: [.v6]
)

// Release builds on Linux put each function in a section of its own, so that the linker can lay the
// code start-up runs side by side (Sources/memorize/startup.order, made by scripts/order-startup):
// the kernel maps a program's code 64 KiB around each page it touches, so start-up code scattered
// through 12 MB of text made 8 MB of it resident for `memorize -c "new; state"`.
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release)),
    ]
}
