import Foundation
import Testing
@testable import Palettes
import Storage

/// The palettes file: what is written reads back, what is not a palettes file is refused by name
/// and never overwritten, and no file means the defaults.
@Suite("PaletteStore file")
struct PaletteFileTests {
    @Test("No file: the defaults, and nothing is written until something changes")
    func missingFile() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        let store = try files.open()
        #expect(store.palettes == PaletteStore().palettes)
        #expect(store.storage == .file(path: files.path, workspace: Workspace()))
        #expect(files.contents() == nil)
        // An intent that changes nothing (an emoji already there) writes nothing either.
        try store.addEmojis(String(store.palettes[0].emojis.prefix(1)), toPaletteAt: 0)
        #expect(files.contents() == nil)
    }

    @Test("The first change writes the whole list, in a directory made for it")
    func firstSaveMakesDirectories() throws {
        let files = try TemporaryPalettes(file: "deep/er/palettes.json")
        defer { files.cleanUp() }
        let store = try files.open()
        try store.insertPalette(named: "Mine", emojis: "🐶")
        let reopened = try files.open()
        #expect(reopened.palettes == store.palettes)
        #expect(reopened.names == ["Mine"] + Palette.defaults.map(\.name))
        #expect(store.saveError == nil)
    }

    @Test("What every intent writes reads back equal")
    func roundTrip() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        let store = try files.open()
        try store.insertPalette(named: "Mine", emojis: "🐶\u{1F3CE}", at: 2)
        try store.addEmojis("🐱🐭", toPaletteAt: 2)
        try store.moveEmoji(at: 0, to: 99, inPaletteAt: 2)
        try store.removeEmojis("🐱", fromPaletteAt: 2)
        try store.renamePalette(at: 2, to: "Ours")
        try store.movePalette(at: 2, to: 0)
        try store.removePalette(at: 1)
        #expect(store.palettes[0] == Palette(name: "Ours", emojis: "\u{1F3CE}\u{FE0F}🐭🐶", id: Palette.defaults.count + 1))
        #expect(try files.open().palettes == store.palettes)
    }

    @Test("The file is a pretty, key-sorted JSON array ending in a newline")
    func fileFormat() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        try files.write(#"[{"name": "A", "emojis": "🐶", "id": 1}]"#)
        try files.open().renamePalette(at: 0, to: "B/C")
        let text = String(decoding: try #require(files.contents()), as: UTF8.self)
        #expect(text == """
            [
              {
                "emojis" : "🐶",
                "id" : 1,
                "name" : "B/C"
              }
            ]

            """)
    }

    @Test("Reading a file trims names and filters emojis, as the intents do")
    func readFilters() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        try files.write(#"[{"name": "  Cars ", "emojis": "a🚗 🚗\#u{1F3CE}", "id": 7}]"#)
        let store = try files.open()
        #expect(store.palettes == [Palette(name: "Cars", emojis: "🚗\u{1F3CE}\u{FE0F}", id: 7)])
        #expect(store.keepsItsInvariants)
    }

    @Test("A file that is not palettes is an error naming the file and saying why",
          arguments: [
            ("{ not json", "not valid JSON"),
            ("", "the file is empty"),
            (#"{"name": "A", "emojis": "", "id": 1}"#, "a palette file is a JSON array"),
            (#"[{"name": "A", "emojis": ""}]"#, "missing field '[0].id'"),
            (#"[{"name": "A", "emojis": "", "id": "one"}]"#, "field '[0].id': expected a whole number"),
            (#"[{"name": " ", "emojis": "", "id": 1}]"#, "palette [0] has an empty name"),
            (#"[{"name": "A", "emojis": "", "id": 1}, {"name": "a", "emojis": "", "id": 2}]"#, "two palettes are called 'a'"),
            (#"[{"name": "A", "emojis": "", "id": 1}, {"name": "B", "emojis": "", "id": 1}]"#, "two palettes have id 1"),
          ])
    func notPalettes(text: String, why: String) throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        try files.write(text)
        let message = failure { () throws(PaletteStore.Failure) in try PaletteStore.open(path: files.path) }
        let said = try #require(message)
        #expect(said.hasPrefix(files.path + ": "), "\(said)")
        #expect(said.contains(why), "\(said)")
        #expect(files.contents() == Data(text.utf8))
    }

    @Test("A file over the size limit is refused unread")
    func tooLarge() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        try Data(repeating: 0x20, count: PaletteStore.fileBytes + 1).write(to: URL(fileURLWithPath: files.path))
        let message = try #require(failure { () throws(PaletteStore.Failure) in try PaletteStore.open(path: files.path) })
        #expect(message.contains(files.path) && message.contains("larger than \(PaletteStore.fileBytes) bytes"), "\(message)")
    }

    @Test("A directory where the file should be is an error, not the defaults")
    func directoryInstead() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        try FileManager.default.createDirectory(atPath: files.path, withIntermediateDirectories: false)
        let message = try #require(failure { () throws(PaletteStore.Failure) in try PaletteStore.open(path: files.path) })
        #expect(message.contains("it is a directory"), "\(message)")
    }

    @Test("A file spoilt after it was opened: the intent fails, naming it, and the file is left as it is")
    func spoiltMeanwhile() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        let store = try files.open()
        try store.insertPalette(named: "Mine")
        let before = store.palettes
        try files.write("[{\"name\": ")
        let message = try #require(failure { () throws(PaletteStore.Failure) in try store.insertPalette(named: "Other") })
        #expect(message.hasPrefix(files.path + ": "), "\(message)")
        #expect(files.contents() == Data("[{\"name\": ".utf8))
        #expect(store.palettes == before)
        #expect(store.keepsItsInvariants)
    }

    @Test("A relative path is resolved against the workspace's directory")
    func workspaceRelative() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        let workspace = Workspace(directory: files.directory.path)
        let store = try PaletteStore.open(path: "palettes.json", workspace: workspace)
        try store.insertPalette(named: "Here")
        #expect(try files.open().palettes == store.palettes)
    }
}

/// An empty list in the file: `open` shows the defaults, but each intent re-reads the file as
/// no palettes at all.
@Suite("PaletteStore empty file list")
struct EmptyPaletteListTests {
    @Test("A file holding [] opens as the defaults")
    func opensAsDefaults() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        try files.write("[]")
        #expect(try files.open().palettes == PaletteStore().palettes)
    }

    @Test("An intent on a store opened from [] keeps at least one palette")
    func intentKeepsAPalette() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        try files.write("[]")
        let store = try files.open()
        _ = failure { () throws(PaletteStore.Failure) in try store.renamePalette(at: 0, to: "Cars") }
        try #require(!store.palettes.isEmpty)
        #expect(store.keepsItsInvariants)
        #expect(store.palette(at: 0).id == store.palettes[0].id)
    }

    @Test("Inserting into a store opened from [] keeps the palettes it showed")
    func insertKeepsDefaults() throws {
        let files = try TemporaryPalettes()
        defer { files.cleanUp() }
        try files.write("[]")
        let store = try files.open()
        let shown = store.names
        try store.insertPalette(named: "Mine")
        #expect(store.names == ["Mine"] + shown)
    }
}
