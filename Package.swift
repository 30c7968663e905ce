// swift-tools-version: 6.1
//
// memorize — a scriptable memory-game and emoji-theme engine for the terminal.
//
// Layers (see README "Architecture"):
//   memorize (executable)  ->  REPL  ->  Game, Themes, Layout, Face, EmojiArt (models; never print)
//                                    ->  CReadline (GNU readline, system library)
import PackageDescription

let package = Package(
    name: "memorize",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "memorize", targets: ["memorize"]),
        .library(name: "Platform", targets: ["Platform"]),
        .library(name: "CourseExtensions", targets: ["CourseExtensions"]),
        .library(name: "Randomness", targets: ["Randomness"]),
        .library(name: "Game", targets: ["Game"]),
        .library(name: "Emoji", targets: ["Emoji"]),
        .library(name: "Palettes", targets: ["Palettes"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "Themes", targets: ["Themes"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Face", targets: ["Face"]),
        .library(name: "EmojiArt", targets: ["EmojiArt"]),
        .library(name: "REPL", targets: ["REPL"]),
        .library(name: "Transcripts", targets: ["Transcripts"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // MARK: Model layer: value types and protocols, no terminal, no printing.
        .target(name: "Platform"),
        .target(name: "CourseExtensions"),
        .target(name: "Randomness"),
        .target(name: "Game", dependencies: ["CourseExtensions", "Randomness"]),
        // Exact emoji classification (Unicode's emoji data), the byte scanner, the palette filter.
        .target(name: "Emoji", dependencies: ["Platform"]),
        .target(name: "Palettes", dependencies: ["Emoji", "Storage"]),
        .target(name: "Themes", dependencies: ["Emoji", "Palettes", "Randomness", "Storage"], plugins: ["EmbedThemes"]),
        // The one way models write a user's file (atomically), and readable JSON errors.
        .target(name: "Storage", dependencies: ["Platform"]),
        .target(name: "Layout"),
        .target(name: "Face"),
        .target(name: "EmojiArt", dependencies: ["CourseExtensions", "Storage"]),

        // MARK: REPL layer: command language, Session (view model), renderers, line input.
        .target(name: "REPL", dependencies: ["Game", "Randomness", "Emoji", "Palettes", "Themes", "Layout", "Face", "EmojiArt", "Storage", "Platform", "CReadline"]),
        // The transcript format, its runner (in-process, through the same Session) and recorder.
        .target(name: "Transcripts", dependencies: ["REPL", "Layout", "Storage"]),
        // GNU readline. No `pkgConfig:`: Debian's readline.pc adds -D_DEFAULT_SOURCE and
        // -D_XOPEN_SOURCE, which SwiftPM prohibits and warns about on every build. The headers are
        // in the default include path and module.modulemap links the library.
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),

        // MARK: The executable: argument parsing, wiring, exit codes.
        .executableTarget(
            name: "memorize",
            dependencies: ["REPL", "Transcripts", "Emoji", "Layout", "Storage", "Platform", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // MARK: Build tooling: bundled themes (themes/*.json) are compiled into the binary.
        .executableTarget(name: "ThemeEmbedder"),
        .plugin(name: "EmbedThemes", capability: .buildTool(), dependencies: ["ThemeEmbedder"]),

        // MARK: Tests
        .testTarget(name: "PlatformTests", dependencies: ["Platform"]),
        .testTarget(name: "CourseExtensionsTests", dependencies: ["CourseExtensions"]),
        .testTarget(name: "RandomnessTests", dependencies: ["Randomness"]),
        .testTarget(name: "GameTests", dependencies: ["Game", "Randomness"]),
        .testTarget(name: "EmojiTests", dependencies: ["Emoji", "Randomness"]),
        .testTarget(name: "ThemesTests", dependencies: ["Themes", "Randomness", "Storage"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(name: "FaceTests", dependencies: ["Face"]),
        .testTarget(name: "EmojiArtTests", dependencies: ["EmojiArt"]),
        .testTarget(name: "REPLTests", dependencies: ["REPL"]),
        .testTarget(name: "TranscriptsTests", dependencies: ["Transcripts", "REPL"]),
        .testTarget(name: "EndToEndTests", dependencies: ["memorize"]),
        // Every transcript under transcripts/ as its own test case.
        .testTarget(name: "TranscriptTests", dependencies: ["Transcripts"]),
    ],
    swiftLanguageModes: [.v6]
)
