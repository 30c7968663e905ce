import Emoji
import Testing
@testable import Palettes

/// The intents on a store in memory: what each does, and each error a user can cause.
@Suite("PaletteStore intents")
struct PaletteStoreIntentTests {
    // MARK: - Defaults and lookup

    @Test("An empty store starts from the course's palettes, as the filter leaves them, with ids 1...n")
    func defaults() {
        let store = PaletteStore()
        #expect(store.names == Palette.defaults.map(\.name))
        #expect(store.palettes.map(\.id) == Array(1...Palette.defaults.count))
        // The course's unqualified 🏎 and ⛷ are written fully qualified.
        #expect(store.palettes[0].emojis.contains("\u{1F3CE}\u{FE0F}"))
        #expect(store.palettes[1].emojis.contains("\u{26F7}\u{FE0F}"))
        // Written as the filter leaves them, since no session filters them (that would build the
        // emoji table at every start): filtering them changes nothing.
        for palette in Palette.defaults {
            let filtered = PaletteFilter.filter(palette.emojis)
            #expect(String(filtered.emojis) == palette.emojis, "\(palette.name)")
            #expect(filtered.findings.isEmpty, "\(palette.name): \(filtered.findings)")
        }
        #expect(store.keepsItsInvariants)
        #expect(store.storage == .memory)
        #expect(store.saveError == nil)
    }

    @Test("A palette is found by its name in any case, or by its 1-based number")
    func lookup() throws {
        let store = smallStore()
        #expect(try store.index(of: "b") == 1)
        #expect(try store.index(of: "B") == 1)
        #expect(try store.index(of: "1") == 0)
        #expect(try store.index(of: "3") == 2)
    }

    @Test("An unknown name or number is an error listing the palettes there are", arguments: ["D", "0", "4", "-1", ""])
    func unknownPalette(name: String) {
        let message = failure { () throws(PaletteStore.Failure) in try smallStore().index(of: name) }
        #expect(message == "no palette '\(name)' (palettes: A, B, C)")
    }

    @Test("palette(at:) clamps any index to the palettes there are")
    func paletteAtClamps() {
        let store = smallStore()
        #expect(store.palette(at: -5).name == "A")
        #expect(store.palette(at: 1).name == "B")
        #expect(store.palette(at: .max).name == "C")
    }

    // MARK: - Insert

    @Test("A new palette goes first by default, with the next id, its name trimmed")
    func insertFirst() throws {
        let store = smallStore()
        let findings = try store.insertPalette(named: "  New  ", emojis: "🐭")
        #expect(findings.isEmpty)
        #expect(store.names == ["New", "A", "B", "C"])
        #expect(store.palettes[0].id == 4)
        #expect(store.palettes[0].emojis == "🐭")
        #expect(store.keepsItsInvariants)
    }

    @Test("Insert clamps its index: before the first, after the last")
    func insertClamped() throws {
        let store = smallStore()
        try store.insertPalette(named: "End", at: 99)
        try store.insertPalette(named: "Start", at: -3)
        try store.insertPalette(named: "Middle", at: 2)
        #expect(store.names == ["Start", "A", "Middle", "B", "C", "End"])
    }

    @Test("Insert filters the emojis and reports what it dropped, normalised and de-duplicated")
    func insertFindings() throws {
        let store = smallStore()
        // a, unqualified 🏎, 🚗, 🚗 again, qualified 🏎 (a repeat of the first after normalising)
        let findings = try store.insertPalette(named: "Cars", emojis: "a\u{1F3CE}🚗🚗\u{1F3CE}\u{FE0F}")
        #expect(store.palettes[0].emojis == "\u{1F3CE}\u{FE0F}🚗")
        try #require(findings.count == 4)
        #expect(findings.map(\.index) == [0, 1, 3, 4])
        if case .notEmoji = findings[0].kind {} else { Issue.record("'a' should be not-emoji: \(findings[0])") }
        #expect(findings[1].kind == .unqualified(becomes: "\u{1F3CE}\u{FE0F}"))
        #expect(findings[2].kind == .duplicate(first: 2))
        #expect(findings[3].kind == .duplicate(first: 1))
        #expect(findings.map(\.isDropped) == [true, false, true, true])
    }

    @Test("A palette needs a one-line name that no other palette has in any case",
          arguments: [("", "a palette needs a name"), ("   ", "a palette needs a name"),
                      ("two\nlines", "a palette name is one line"),
                      ("b", "there is already a palette called 'B'"), (" A ", "there is already a palette called 'A'")])
    func badNames(name: String, message: String) {
        let store = smallStore()
        #expect(failure { () throws(PaletteStore.Failure) in try store.insertPalette(named: name) } == message)
        #expect(store.names == ["A", "B", "C"])
    }

    @Test("After a palette with id Int.max, a new one gets the smallest free positive id")
    func unusedIDAfterIntMax() {
        #expect(PaletteStore.unusedID(in: []) == 1)
        #expect(PaletteStore.unusedID(in: smallStore().palettes) == 4)
        let top = [Palette(name: "Top", emojis: "", id: .max), Palette(name: "One", emojis: "", id: 1)]
        #expect(PaletteStore.unusedID(in: top) == 2)
        let negative = [Palette(name: "Neg", emojis: "", id: -7)]
        #expect(PaletteStore.unusedID(in: negative) == 1)
    }

    // MARK: - Rename

    @Test("Rename keeps the id and place; a palette may change the case of its own name")
    func rename() throws {
        let store = smallStore()
        try store.renamePalette(at: 1, to: " Fruit ")
        #expect(store.names == ["A", "Fruit", "C"])
        #expect(store.palettes[1].id == 2)
        try store.renamePalette(at: 1, to: "FRUIT")
        #expect(store.names == ["A", "FRUIT", "C"])
    }

    @Test("Rename refuses an empty, multi-line or taken name, and an unknown palette")
    func renameErrors() {
        let store = smallStore()
        #expect(failure { () throws(PaletteStore.Failure) in try store.renamePalette(at: 0, to: " ") } == "a palette needs a name")
        #expect(failure { () throws(PaletteStore.Failure) in try store.renamePalette(at: 0, to: "x\ny") } == "a palette name is one line")
        #expect(failure { () throws(PaletteStore.Failure) in try store.renamePalette(at: 0, to: "c") } == "there is already a palette called 'C'")
        #expect(failure { () throws(PaletteStore.Failure) in try store.renamePalette(at: 3, to: "D") } == "no palette 4")
        #expect(failure { () throws(PaletteStore.Failure) in try store.renamePalette(at: -1, to: "D") } == "no palette 0")
        #expect(store.names == ["A", "B", "C"])
    }

    // MARK: - Move

    @Test("Move puts a palette at its destination, clamped to the ends",
          arguments: [(0, 2, ["B", "C", "A"]), (2, 0, ["C", "A", "B"]), (0, 99, ["B", "C", "A"]),
                      (2, -4, ["C", "A", "B"]), (1, 1, ["A", "B", "C"])])
    func move(from: Int, to: Int, expected: [String]) throws {
        let store = smallStore()
        try store.movePalette(at: from, to: to)
        #expect(store.names == expected)
        #expect(store.keepsItsInvariants)
    }

    @Test("Move of a palette that is not there is an error", arguments: [-1, 3, Int.min])
    func moveUnknown(index: Int) {
        let store = smallStore()
        #expect(failure { () throws(PaletteStore.Failure) in try store.movePalette(at: index, to: 0) } == "no palette \(index + 1)")
        #expect(store.names == ["A", "B", "C"])
    }

    @Test("An index of Int.max is an error, not a trap")
    func intMaxIndex() {
        let store = smallStore()
        #expect(failure { () throws(PaletteStore.Failure) in try store.movePalette(at: .max, to: 0) } != nil)
        #expect(failure { () throws(PaletteStore.Failure) in try store.renamePalette(at: .max, to: "D") } != nil)
        #expect(failure { () throws(PaletteStore.Failure) in try store.removePalette(at: .max) } != nil)
        #expect(failure { () throws(PaletteStore.Failure) in try store.addEmojis("🐶", toPaletteAt: .max) } != nil)
        #expect(failure { () throws(PaletteStore.Failure) in try store.moveEmoji(at: .max, to: 0, inPaletteAt: 0) } != nil)
        #expect(store.names == ["A", "B", "C"])
    }

    // MARK: - Remove

    @Test("Remove returns the index of the palette now in that place")
    func remove() throws {
        let store = smallStore()
        #expect(try store.removePalette(at: 1) == 1)
        #expect(store.names == ["A", "C"])
        #expect(try store.removePalette(at: 1) == 0)
        #expect(store.names == ["A"])
    }

    @Test("The last palette is never removed")
    func lastPalette() throws {
        let store = PaletteStore(palettes: [Palette(name: "Only", emojis: "🐶", id: 1)])
        #expect(failure { () throws(PaletteStore.Failure) in try store.removePalette(at: 0) }
            == "'Only' is the last palette; there must always be one")
        #expect(store.names == ["Only"])
        #expect(failure { () throws(PaletteStore.Failure) in try store.removePalette(at: 1) } == "no palette 2")
    }

    // MARK: - Emojis

    @Test("Added emoji go after the palette's own, each once; repeats of its own are findings")
    func addEmojis() throws {
        let store = smallStore()
        let findings = try store.addEmojis("🐭 🐱x🐭", toPaletteAt: 0)
        #expect(store.palettes[0].emojis == "🐶🐱🐭")
        // 🐱 (already there) at 2, x at 3, the second 🐭 at 4: in input order.
        #expect(findings.map(\.index) == [2, 3, 4])
        #expect(findings[0] == PaletteFilter.Finding(index: 2, character: "🐱", kind: .duplicate(first: -1)))
        if case .notEmoji = findings[1].kind {} else { Issue.record("'x' should be not-emoji: \(findings[1])") }
        #expect(findings[2].kind == .duplicate(first: 0))
        #expect(store.keepsItsInvariants)
    }

    @Test("Added emoji are normalised; an unqualified form of one the palette has is a repeat")
    func addNormalised() throws {
        let store = PaletteStore(palettes: [Palette(name: "Snow", emojis: "\u{2744}\u{FE0F}", id: 1)])
        let findings = try store.addEmojis("\u{2744}\u{26F7}", toPaletteAt: 0)
        #expect(store.palettes[0].emojis == "\u{2744}\u{FE0F}\u{26F7}\u{FE0F}")
        #expect(findings.contains { $0.kind == .unqualified(becomes: "\u{26F7}\u{FE0F}") })
        #expect(findings.contains { $0.kind == .duplicate(first: -1) })
    }

    @Test("A leading skin tone or joiner in added text does not fuse onto the palette's last emoji")
    func addDoesNotFuse() throws {
        let store = smallStore()
        try store.addEmojis("\u{1F3FB}", toPaletteAt: 0)
        // Fused, "🐱🏻" would be one Character and the 🐱 would be gone.
        #expect(Array(store.palettes[0].emojis).prefix(2) == ["🐶", "🐱"])
    }

    @Test("Remove emojis removes any qualification of them and says how many")
    func removeEmojis() throws {
        let store = PaletteStore(palettes: [Palette(name: "Snow", emojis: "\u{2744}\u{FE0F}🐶\u{26F7}\u{FE0F}", id: 1)])
        #expect(try store.removeEmojis("\u{2744} \u{26F7} 🐸", fromPaletteAt: 0) == 2)
        #expect(store.palettes[0].emojis == "🐶")
        #expect(try store.removeEmojis("🐸", fromPaletteAt: 0) == 0)
        #expect(failure { () throws(PaletteStore.Failure) in try store.removeEmojis("🐶", fromPaletteAt: 1) } == "no palette 2")
    }

    @Test("Move emoji puts it at its destination, clamped: past the end is the end",
          arguments: [(0, 2, "🐱🐭🐶"), (2, 0, "🐭🐶🐱"), (0, 99, "🐱🐭🐶"), (1, -1, "🐱🐶🐭"), (1, 1, "🐶🐱🐭")])
    func moveEmoji(from: Int, to: Int, expected: String) throws {
        let store = PaletteStore(palettes: [Palette(name: "P", emojis: "🐶🐱🐭", id: 1)])
        try store.moveEmoji(at: from, to: to, inPaletteAt: 0)
        #expect(store.palettes[0].emojis == expected)
    }

    @Test("Move emoji of an emoji or palette that is not there is an error")
    func moveEmojiErrors() {
        let store = smallStore()
        #expect(failure { () throws(PaletteStore.Failure) in try store.moveEmoji(at: 2, to: 0, inPaletteAt: 0) }
            == "no emoji 3 in 'A' (it has 2)")
        #expect(failure { () throws(PaletteStore.Failure) in try store.moveEmoji(at: -1, to: 0, inPaletteAt: 0) }
            == "no emoji 0 in 'A' (it has 2)")
        #expect(failure { () throws(PaletteStore.Failure) in try store.moveEmoji(at: 0, to: 0, inPaletteAt: 2) }
            == "no emoji 1 in 'C' (it has 0)")
        #expect(failure { () throws(PaletteStore.Failure) in try store.moveEmoji(at: 0, to: 0, inPaletteAt: 3) } == "no palette 4")
    }

    @Test("Every intent on the defaults keeps the invariants")
    func invariantsThroughAStory() throws {
        let store = PaletteStore()
        try store.insertPalette(named: "Mine", emojis: "🐶🐶\u{1F3CE}", at: 3)
        try store.addEmojis("🐱 🐶", toPaletteAt: 3)
        try store.renamePalette(at: 3, to: "mine")
        try store.movePalette(at: 3, to: 0)
        try store.moveEmoji(at: 0, to: 5, inPaletteAt: 0)
        try store.removeEmojis("🐱", fromPaletteAt: 0)
        while store.palettes.count > 1 { try store.removePalette(at: 0) }
        #expect(store.keepsItsInvariants)
        #expect(store.palettes.count == 1)
    }
}
