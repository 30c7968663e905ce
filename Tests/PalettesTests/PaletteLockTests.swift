import Dispatch
import Foundation
import Testing
@testable import Palettes

/// Each intent re-reads the file under its lock, so two stores on one file (two sessions) never
/// lose each other's changes. In-process here; EndToEndTests runs separate processes.
@Suite("PaletteStore re-reading under the lock")
struct PaletteLockTests {
    @Test("Two stores, each inserting in turn, both see every palette")
    func twoStoresInsert() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        let first = try files.open(), second = try files.open()
        try first.insertPalette(named: "One")
        try second.insertPalette(named: "Two")
        try first.insertPalette(named: "Three")
        let expected = ["Three", "Two", "One"] + Palette.defaults.map(\.name)
        #expect(first.names == expected)
        #expect(try files.open().names == expected)
        #expect(first.keepsItsInvariants)
        // The second store sees the third palette only when it next changes something.
        #expect(second.names == Array(expected.dropFirst()))
    }

    @Test("A name taken by the other store meanwhile is refused, in any case")
    func nameTakenMeanwhile() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        let first = try files.open(), second = try files.open()
        try first.insertPalette(named: "Mine")
        #expect(failure { () throws(PaletteStore.Failure) in try second.insertPalette(named: "MINE") }
            == "there is already a palette called 'Mine'")
        #expect(second.names.first == "Mine")
    }

    @Test("Ids stay unique when two stores insert from the same old file")
    func idsStayUnique() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        let first = try files.open(), second = try files.open()
        try first.insertPalette(named: "One")
        try second.insertPalette(named: "Two")
        #expect(Set(second.palettes.map(\.id)).count == second.palettes.count)
    }

    @Test("A palette the other store deleted is an error naming what happened, not a wrong edit")
    func deletedMeanwhile() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        let first = try files.open(), second = try files.open()
        try first.removePalette(at: 0)
        let message = failure { () throws(PaletteStore.Failure) in try second.renamePalette(at: 0, to: "Cars") }
        #expect(message?.contains("deleted meanwhile") == true)
        #expect(try files.open().names == Array(Palette.defaults.map(\.name).dropFirst()))
        // The failed intent still shows the file as it was read.
        #expect(second.names == first.names)
    }

    @Test("A palette moved by the other store is still found by its id")
    func movedMeanwhile() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        let first = try files.open(), second = try files.open()
        try first.movePalette(at: 0, to: 99)
        try second.renamePalette(at: 0, to: "Cars")
        #expect(second.names.last == "Cars")
        #expect(second.names.first == Palette.defaults[1].name)
    }

    @Test("An emoji removed by the other store cannot be moved, and says so")
    func emojiRemovedMeanwhile() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        try files.write(#"[{"name": "P", "emojis": "🐶🐱", "id": 1}]"#)
        let first = try files.open(), second = try files.open()
        try first.removeEmojis("🐶", fromPaletteAt: 0)
        let message = failure { () throws(PaletteStore.Failure) in try second.moveEmoji(at: 0, to: 1, inPaletteAt: 0) }
        #expect(message == "🐶 was removed from 'P' meanwhile (by another memorize?)")
        #expect(second.palettes[0].emojis == "🐱")
    }

    @Test("Stores on several threads, each inserting, lose nothing")
    func threads() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        let path = files.path
        let writers = 4, each = 5
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            do {
                let store = try PaletteStore.open(path: path)
                for n in 0..<each { try store.insertPalette(named: "w\(writer)-\(n)", emojis: "🐶") }
            } catch {
                failures.record("\(error)")
            }
        }
        #expect(failures.all.isEmpty)
        let store = try files.open()
        #expect(store.palettes.count == Palette.defaults.count + writers * each)
        for writer in 0..<writers {
            for n in 0..<each { #expect(store.names.contains("w\(writer)-\(n)")) }
        }
        #expect(store.keepsItsInvariants)
    }
}

/// Errors from other threads, gathered under a lock for the test to check.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func record(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
}
