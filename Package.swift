// swift-tools-version: 6.1
//
// memorize — a scriptable memory-game and emoji-theme engine for the terminal.
//
// Layers (see README "Architecture"):
//   memorize (executable)  ->  REPL  ->  Game, Themes, Layout, Face, EmojiArt (models; never print)
//                                    ->  CReadline (GNU readline, system library)
//                                    ->  CCurl (libcurl, loaded at the first http(s) fetch)
import PackageDescription

let package = Package(
    name: "memorize",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "memorize", targets: ["memorize"]),
        .library(name: "Game", targets: ["Game"]),
        .library(name: "Emoji", targets: ["Emoji"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "Themes", targets: ["Themes"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Face", targets: ["Face"]),
        .library(name: "EmojiArt", targets: ["EmojiArt"]),
        .library(name: "REPL", targets: ["REPL"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // MARK: Model layer: value types and protocols, no terminal, no printing.
        .target(name: "Game"),
        // Exact emoji classification (Unicode's emoji data), the byte scanner, palettes.
        .target(name: "Emoji", dependencies: ["Storage"]),
        .target(name: "Themes", dependencies: ["Game", "Emoji", "Storage"], plugins: ["EmbedThemes"]),
        // The one way models write a user's file (atomically), and readable JSON errors.
        .target(name: "Storage"),
        .target(name: "Layout"),
        .target(name: "Face"),
        .target(name: "EmojiArt", dependencies: ["Game", "Storage"]),

        // MARK: REPL layer: command language, Session (view model), renderers, line input.
        .target(name: "REPL", dependencies: ["Game", "Emoji", "Themes", "Layout", "Face", "EmojiArt", "Storage", "CReadline", "CCurl"]),
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

        // MARK: The executable: argument parsing, wiring, exit codes.
        // Release builds on Linux link the Swift runtime and FoundationEssentials into the binary:
        // binding fifteen shared libraries at every start costs about 4 ms and 4 MB, more than
        // everything `memorize -c "new; state"` does (see README, Benchmarks). lld, because gold
        // warns about a mktemp call inside the static FoundationEssentials. Debug builds, which the
        // tests link against, stay dynamic (`swift test -c release` is not supported).
        .executableTarget(
            name: "memorize",
            dependencies: ["REPL", "Emoji", "Storage", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-use-ld=lld"], .when(platforms: [.linux], configuration: .release))]
        ),

        // MARK: Build tooling: bundled themes (themes/*.json) are compiled into the binary.
        .executableTarget(name: "ThemeEmbedder"),
        .plugin(name: "EmbedThemes", capability: .buildTool(), dependencies: ["ThemeEmbedder"]),

        // MARK: Tests
        .testTarget(name: "GameTests", dependencies: ["Game"]),
        .testTarget(name: "EmojiTests", dependencies: ["Emoji"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),
        .testTarget(name: "ThemesTests", dependencies: ["Themes", "Storage"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(name: "FaceTests", dependencies: ["Face"]),
        .testTarget(name: "EmojiArtTests", dependencies: ["EmojiArt"]),
        .testTarget(name: "REPLTests", dependencies: ["REPL"]),
        .testTarget(name: "EndToEndTests", dependencies: ["memorize"]),
        // Every transcript under transcripts/ as its own test case.
        .testTarget(name: "TranscriptTests", dependencies: ["REPL"]),
    ],
    swiftLanguageModes: [.v6]
)
