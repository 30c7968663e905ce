import Foundation
@testable import Palettes
import Emoji
import Storage

/// A fresh temporary directory for one test's palettes file, removed by `cleanUp()`.
struct TemporaryPalettes {
    let directory: URL
    /// The palettes file's path (it does not exist until written).
    let path: String

    init(file name: String = "palettes.json") throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("memorize-palettes-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent(name).path
    }

    /// Writes `text` as the palettes file, as a user or another program would.
    func write(_ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The file's bytes, or nil when there is no file.
    func contents() -> Data? { FileManager.default.contents(atPath: path) }

    /// A second store on the same file, as another session would open it.
    func open() throws -> PaletteStore { try PaletteStore.open(path: path) }

    func cleanUp() { try? FileManager.default.removeItem(at: directory) }
}

extension PaletteStore {
    var names: [String] { palettes.map(\.name) }

    /// The invariants ``PaletteStore`` states, as one checkable fact.
    var keepsItsInvariants: Bool {
        !palettes.isEmpty
            && Set(palettes.map { $0.name.lowercased() }).count == palettes.count
            && Set(palettes.map(\.id)).count == palettes.count
            && palettes.allSatisfy { $0.emojis == $0.emojis.emojiPalette }
    }
}

/// A small in-memory store: A (🐶🐱), B (🍎), C (empty), ids 1...3.
func smallStore() -> PaletteStore {
    PaletteStore(palettes: [
        Palette(name: "A", emojis: "🐶🐱", id: 1),
        Palette(name: "B", emojis: "🍎", id: 2),
        Palette(name: "C", emojis: "", id: 3),
    ])
}

/// The message of the `PaletteStore.Failure` that `body` throws, or nil when it does not throw.
func failure<T>(_ body: () throws(PaletteStore.Failure) -> T) -> String? {
    do { _ = try body(); return nil } catch { return error.message }
}
