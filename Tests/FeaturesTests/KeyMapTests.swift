import Foundation
import Testing
import LiveScreens
@testable import REPL
import Features
@testable import GameFeature
@testable import FaceFeature
@testable import ArtFeature
import TestSupport

/// A screen's key map, as every reader of it sees it: the matcher, the hint bar and the help.
/// Each check runs over every row of each table, so a row added is a row checked.
@Suite("Key maps")
struct KeyMapTests {
    /// What the tests need of a map, whatever its action type.
    struct Table: CustomTestStringConvertible, Sendable {
        let name: String
        /// Each row: its keys, what the matcher makes of each, and whether that is the row's action.
        let keyRows: [(label: String, keys: [Key], matches: [Bool], typed: [Bool])]
        /// Each row's gestures, pastes and catch-alls, and whether the matcher gives each that
        /// row's action (a gesture row dispatches as a key row does).
        let gestureRows: [(label: String, triggers: [KeyTrigger], matches: [Bool])]
        /// The actions no row names.
        let actionsWithoutRow: [String]
        /// Keys that more than one row claims (the later rows would never be reached).
        let keysClaimedTwice: [Key]
        let hintBars: [String]
        let hintLabels: [String]
        let labels: [String]
        let helpSection: [String]
        var testDescription: String { name }

        init<Action: CaseIterable>(_ name: String, _ map: KeyMap<Action>) {
            self.name = name
            keyRows = map.bindings.map { row in
                (row.label, row.keys, row.keys.map { map.action(for: $0) == row.action }, row.keys.map { key in
                    // As a terminal sends it, through the decoder the screens read with.
                    var decoder = InputDecoder()
                    let events = decoder.feed(Array(KeyMapTests.bytes(of: key).utf8)) + decoder.flush()
                    guard events.count == 1, case .key(let decoded)? = events.first else { return false }
                    return map.action(for: decoded) == row.action
                })
            }
            gestureRows = map.bindings.map { row in
                let gestures = row.triggers.filter { if case .key = $0 { false } else { true } }
                return (row.label, gestures, gestures.map { map.action(matching: $0) == row.action })
            }
            actionsWithoutRow = Action.allCases.filter { action in !map.bindings.contains { $0.action == action } }.map { "\($0)" }
            let keys = map.bindings.flatMap(\.keys)
            keysClaimedTwice = keys.enumerated().filter { offset, key in keys[..<offset].contains(key) }.map(\.element)
            hintBars = map.hintBars
            hintLabels = map.bindings.compactMap(\.hint?.label)
            labels = map.bindings.map(\.label)
            helpSection = map.helpSection()
        }
    }

    static let tables = [
        Table("play", PlayScreen.keyMap),
        Table("art edit", ArtEditScreen.keyMap),
        Table("face screen", FaceScreen.keyMap),
        Table("art edit, leaving unsaved", ArtSaveQuestion.leavingKeys),
        Table("art edit, naming the file", ArtSaveQuestion.namingKeys),
    ]

    /// The screens' own tables (the questions' have no hint bar of their own, but a prompt).
    static var screenTables: [Table] { Array(tables.prefix(3)) }

    @Test("Every gesture, paste and catch-all of every row is matched to that row's action", arguments: tables)
    func everyGestureMatchesItsRow(_ table: Table) {
        for row in table.gestureRows {
            for (trigger, matches) in zip(row.triggers, row.matches) {
                #expect(matches, "\(table.name): '\(trigger.label)' in the row '\(row.label)'")
            }
        }
    }

    @Test("A question's catch-alls: typing takes characters and Space, any other key the rest")
    func catchAlls() {
        #expect(ArtSaveQuestion.namingKeys.action(for: .character("q")) == .type)
        #expect(ArtSaveQuestion.namingKeys.action(for: .space) == .type)
        #expect(ArtSaveQuestion.namingKeys.action(for: .enter) == .confirm)
        #expect(ArtSaveQuestion.namingKeys.action(for: .up) == nil)
        #expect(ArtSaveQuestion.leavingKeys.action(for: .up) == .stay)
        #expect(ArtSaveQuestion.leavingKeys.action(for: .character("d")) == .discard)
        #expect(PlayScreen.keyMap.action(for: .character("Z")) == nil)
        #expect(PlayScreen.keyMap.action(matching: .mouse(.click, PlayScreen.Place.card)) == .chooseClicked)
        #expect(PlayScreen.keyMap.action(matching: .mouse(.click, MousePlace("nowhere"))) == nil)
        #expect(PlayScreen.keyMap.action(matching: .paste) == nil)
    }

    @Test("Every key of every row is matched to that row's action", arguments: tables)
    func everyKeyMatchesItsRow(_ table: Table) {
        #expect(!table.keyRows.isEmpty)
        for row in table.keyRows {
            for (key, matches) in zip(row.keys, row.matches) {
                #expect(matches, "\(table.name): \(key.label) in the row '\(row.label)'")
            }
            for (key, typed) in zip(row.keys, row.typed) {
                #expect(typed, "\(table.name): \(key.label), typed on a terminal, is not the row '\(row.label)'")
            }
        }
        #expect(table.keysClaimedTwice.isEmpty, "\(table.name): \(table.keysClaimedTwice.map(\.label))")
    }

    /// What an xterm sends for `key`.
    static func bytes(of key: Key) -> String {
        let csi = "\u{1B}["
        func cursor(_ final: String, _ modifiers: KeyModifiers) -> String {
            modifiers.isEmpty ? csi + final : csi + "1;\(modifiers.rawValue + 1)" + final
        }
        func tilde(_ number: Int, _ modifiers: KeyModifiers) -> String {
            modifiers.isEmpty ? csi + "\(number)~" : csi + "\(number);\(modifiers.rawValue + 1)~"
        }
        var modifiers: KeyModifiers = []
        var key = key
        if case .modified(let base, let held) = key {
            key = base
            modifiers = held
        }
        switch key {
        case .up: return cursor("A", modifiers)
        case .down: return cursor("B", modifiers)
        case .right: return cursor("C", modifiers)
        case .left: return cursor("D", modifiers)
        case .home: return cursor("H", modifiers)
        case .end: return cursor("F", modifiers)
        case .pageUp: return tilde(5, modifiers)
        case .pageDown: return tilde(6, modifiers)
        case .delete: return tilde(3, modifiers)
        case .tab: return modifiers == .shift ? csi + "Z" : "\t"
        case .enter: return "\r"
        case .space: return " "
        case .backspace: return "\u{7F}"
        case .escape: return "\u{1B}"
        case .character(let character): return String(character)
        case .control(let letter): return String(UnicodeScalar((letter.asciiValue ?? 0) & 0x1F))
        case .unknown, .modified: return ""
        }
    }

    @Test("Every action has a row", arguments: tables)
    func everyActionHasARow(_ table: Table) {
        #expect(table.actionsWithoutRow.isEmpty, "\(table.name): \(table.actionsWithoutRow)")
    }

    @Test("The widest hint bar shows every hint; each narrower one leaves some out; the narrowest still says how to leave",
          arguments: screenTables)
    func hintBars(_ table: Table) throws {
        let widest = try #require(table.hintBars.first)
        for label in table.hintLabels { #expect(widest.contains(label), "\(table.name): \(label)") }
        for (wider, narrower) in zip(table.hintBars, table.hintBars.dropFirst()) {
            #expect(DisplayWidth.of(narrower) < DisplayWidth.of(wider))
        }
        #expect(table.hintBars.last?.contains("q ") == true)
    }

    @Test("The help section lists every row", arguments: tables)
    func helpSection(_ table: Table) {
        let help = table.helpSection.joined(separator: "\n")
        #expect(table.helpSection.first == "Keys and mouse:")
        for label in table.labels { #expect(help.contains(label), "\(table.name): \(label)") }
        // `help` indents details by two and is read on 80 columns.
        for line in table.helpSection { #expect(DisplayWidth.of(line) + 2 <= HelpText.width, "\(line)") }
    }

    @Test("'help play', 'help art edit' and 'help face' carry their screen's table")
    func commandHelp() {
        for (spec, table) in [(PlayCommand.spec, Self.tables[0]), (ArtEditCommand.spec, Self.tables[1]), (FaceCommand.spec, Self.tables[2])] {
            let page = HelpText.detail(for: spec)
            #expect(page.contains("  Keys and mouse:"), "\(spec.fullName)")
            // The screen's questions are part of its table, and of its help.
            for title in ArtEditScreen.keyMap.modes.map(\.title) where spec.fullName == "art edit" {
                #expect(page.contains("  " + title + ":"), "\(title)")
            }
            for line in table.helpSection.dropFirst() { #expect(page.contains("  " + line), "\(spec.fullName): \(line)") }
        }
    }

    @Test("The hint bar picks the widest that fits, and names ? (help) as long as it names anything")
    func hintBarWidth() {
        #expect(PlayScreen.keyMap.hintBar(width: 80) == "←↑↓→/hjkl move · Space choose · click a card · n new · ? help · q quit")
        #expect(PlayScreen.keyMap.hintBar(width: 30) == "Space choose · ? help · q quit")
        #expect(PlayScreen.keyMap.hintBar(width: 29) == "")
        #expect(FaceScreen.keyMap.hintBar(width: 16) == "? help · q leave")
        #expect(ArtEditScreen.keyMap.hintBar(width: 80).contains("? help"))
        #expect(ArtEditScreen.keyMap.hintBar(width: 40).contains("? help"))
    }

    @Test("Modifiers: play looks through them (Shift+← is ←); the art editor gives them their own actions")
    func modifiers() {
        #expect(PlayScreen.keyMap.action(for: .modified(.left, .shift)) == .left)
        #expect(ArtEditScreen.keyMap.action(for: .modified(.left, .shift)) == .moveLeft)
        #expect(ArtEditScreen.keyMap.action(for: .modified(.left, .control)) == .panLeft)
        #expect(ArtEditScreen.keyMap.action(for: .modified(.left, .alt)) == nil)
        #expect(ArtEditScreen.keyMap.action(for: .character("Z")) == nil)
    }

    @Test("Keys are named as help names them")
    func keyLabels() {
        #expect(Key.control("r").label == "Ctrl-R")
        #expect(Key.modified(.tab, .shift).label == "Shift+Tab")
        #expect(Key.modified(.up, [.control, .shift]).label == "Ctrl+Shift+↑")
        #expect(KeyTrigger.mouse(.doubleClick, MousePlace("empty canvas")).label == "double click empty canvas")
        #expect(KeyTrigger.anyOtherKey.label == "any other key")
    }

    @Test("Each screen draws the hint bar its map gives for the width", arguments: [40, 60, 80, 132, 250])
    func screensDrawTheirMap(width: Int) {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=3 seed=1")
        var play = PlayScreen(session: interpreter.session, color: false)
        let playFrame = play.frame(width: width, height: 24, at: 0)
        let playLayout = interpreter.session.playLayout(width: width, height: 24)
        #expect(playFrame.text(ofRow: playLayout.helpRow).trimmingCharacters(in: .whitespaces) == PlayScreen.keyMap.hintBar(width: width))

        let drawing = makeInterpreter()
        _ = drawing.handle("art new")
        var art = ArtEditScreen(session: drawing.session, color: false)
        let artFrame = art.frame(width: width, height: 24, at: 0)
        let artLayout = drawing.session.art.editLayout(width: width, height: 24)
        #expect(artFrame.text(ofRow: artLayout.helpRow).trimmingCharacters(in: .whitespaces) == ArtEditScreen.keyMap.hintBar(width: width))

        var face = FaceScreen(session: interpreter.session, color: false)
        let faceFrame = face.frame(width: width, height: 24, at: 0)
        #expect(faceFrame.text(ofRow: 23).trimmingCharacters(in: .whitespaces) == FaceScreen.keyMap.hintBar(width: width))
    }
}
