import Foundation
import Testing

/// No feature module imports another: what two features share lives below them (the REPL core,
/// the models, `Capabilities`), and only the `Features` module, which composes them, sees them
/// all. A change to one feature then rebuilds and retests that feature alone, and a newcomer who
/// opens one feature's folder finds all of it there.
@Suite("Feature modules import no other feature")
struct FeatureImportsTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The feature modules: the folders of `Sources/` named `…Feature`.
    static func features() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix("Feature") }.sorted()
    }

    /// The modules a Swift file's import declarations name, in order: `import M`, `@testable
    /// import M`, `@preconcurrency import M`, `public import M`, `import struct M.T`, `import M.Sub`.
    /// Comments and code that only mention `import` are not imports.
    /// - Complexity: O(*n*) in the text's length.
    static func importedModules(in text: String) -> [String] {
        let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
        return text.split(whereSeparator: \.isNewline).compactMap { line -> String? in
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { return nil }
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            return path.split(separator: ".").first.map(String.init)
        }
    }

    @Test("The import reader finds every form of import, and nothing else")
    func reader() {
        let text = """
            import GameFeature
            @testable import FaceFeature
            @preconcurrency public import PaletteFeature
            import struct ArtFeature.ArtView
            // import Features
            let text = "import Transcripts"
            #if canImport(FoundationEssentials)
            \timport FoundationEssentials
            #endif
            """
        #expect(Self.importedModules(in: text) == ["GameFeature", "FaceFeature", "PaletteFeature", "ArtFeature", "FoundationEssentials"])
    }

    @Test("Every feature module's sources import no other feature")
    func noFeatureImportsAnother() throws {
        let features = try Self.features()
        // Without these four the test below would pass by reading nothing.
        #expect(Set(["FaceFeature", "GameFeature", "PaletteFeature", "ArtFeature"]).isSubset(of: features))
        for feature in features {
            let folder = Self.sources.appendingPathComponent(feature)
            let files = try #require(FileManager.default.enumerator(atPath: folder.path))
                .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            #expect(!files.isEmpty, "\(feature) has no Swift files")
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let others = Self.importedModules(in: text).filter { $0 != feature && features.contains($0) }
                #expect(others.isEmpty, "Sources/\(feature)/\(file) imports \(others.joined(separator: ", ")); share through a lower module (Capabilities, REPL, the models) instead")
            }
        }
    }
}
