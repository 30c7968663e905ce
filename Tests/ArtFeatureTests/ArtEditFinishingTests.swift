import EmojiArt
import Foundation
import Layout
import Testing
import LiveScreens
@testable import REPL
@testable import ArtFeature
import TestSupport

/// The editor's finishing: the canvas trash, messages that never go stale, one undo a paste,
/// the canvas's edge, resizing the selection, and the placeholder while a background loads.
@Suite("Art edit screen: trash, status, grouping, edge, resize, loading")
struct ArtEditFinishingTests {
    /// A document with 🐶 🐱 🐭 pasted at the canvas's centre (one paste).
    func pasted() -> ArtEditHarness {
        var harness = ArtEditHarness()
        harness.send(.paste("🐶🐱🐭"))
        return harness
    }

    @Test("A canvas emoji dragged onto 🗑️ is deleted, said, and u brings it back where it was")
    func canvasTrash() throws {
        var harness = pasted()
        let dog = try #require(harness.document.emojis.first)
        let cell = try #require(harness.cell(of: dog.id))
        let trash = harness.layout.trash
        // On its way, it is shown over the strip, where the pointer is.
        harness.mouse(.press(.left), cell.x, cell.y)
        harness.mouse(.drag(.left), trash.x - 6, trash.y)
        #expect(harness.frame()[trash.x - 6, trash.y].text == "🐶")
        harness.mouse(.drag(.left), trash.x, trash.y)
        harness.mouse(.release(.left), trash.x, trash.y)
        #expect(harness.document.emojis.map(\.text) == ["🐱", "🐭"])
        #expect(harness.message == "deleted 🐶 — u undoes")
        #expect(harness.frame().text(ofRow: harness.layout.statusRow).contains("deleted 🐶"))
        harness.keys("u")
        let back = try #require(harness.document.emojis.first { $0.text == "🐶" })
        #expect((back.x, back.y, back.size) == (dog.x, dog.y, dog.size))
        #expect(harness.message?.hasPrefix("undid") == true)
    }

    @Test("The selection dragged onto 🗑️ goes as one change; d deletes the emoji under the cursor when nothing is selected")
    func selectionTrash() throws {
        var harness = pasted()
        let ids = harness.document.emojis.map(\.id)
        let first = try #require(harness.cell(of: ids[0]))
        let second = try #require(harness.cell(of: ids[1]))
        harness.click(first.x, first.y)
        harness.click(second.x, second.y)
        #expect(harness.document.selection == Set(ids.prefix(2)))
        let trash = harness.layout.trash
        harness.drag(from: (second.x, second.y), to: (trash.x, trash.y))
        #expect(harness.document.emojis.map(\.text) == ["🐭"])
        #expect(harness.message == "deleted 🐶 🐱 — u undoes")
        harness.keys("u")
        #expect(harness.document.emojis.count == 3)
        // The cursor (the pointer's last cell) is on 🐱: d deletes it.
        harness.keys("d")
        #expect(harness.document.emojis.map(\.text) == ["🐶", "🐭"])
        #expect(harness.message == "deleted 🐱 — u undoes")
    }

    @Test("On 40x12 the status line still says what was just done, shortened")
    func narrowStatus() throws {
        var harness = ArtEditHarness(width: 40, height: 12)
        harness.send(.paste("🐶🐱🐭"))
        let dog = try #require(harness.document.emojis.first)
        let cell = try #require(harness.cell(of: dog.id))
        harness.drag(from: (cell.x, cell.y), to: (harness.layout.trash.x, harness.layout.trash.y))
        #expect(harness.document.emojis.count == 2)
        #expect(harness.frame().text(ofRow: harness.layout.statusRow).contains("deleted 🐶"))
    }

    @Test("A paste of three emoji, and 'art drop' of three, is one undo step")
    func oneUndoPerPaste() {
        var harness = pasted()
        #expect(harness.document.emojis.count == 3)
        harness.keys("u")
        #expect(harness.document.emojis.isEmpty)
        #expect(harness.message == "undid add 🐶 🐱 🐭")
        harness.keys("U")
        #expect(harness.document.emojis.count == 3)
        #expect(!harness.document.canRedo)

        let interpreter = makeInterpreter()
        _ = interpreter.handle("art new; art drop 🐶🐱🐭 at 40,10; art undo")
        #expect(interpreter.session.art.document?.emojis.isEmpty == true)
        #expect(interpreter.session.art.document?.canUndo == false)
    }

    @Test("A group that fails changes nothing, and one that changes nothing leaves undo as it was")
    func groupingIsAllOrNothing() throws {
        var document = EmojiArtDocument()
        try document.addEmoji("🐶", at: (0, 0), size: 40)
        #expect(throws: EmojiArtError.self) {
            try document.asOneChange("add two") { grouped throws(EmojiArtError) in
                try grouped.addEmoji("🐱", at: (0, 0), size: 40)
                try grouped.addEmoji("🐭", at: (0, 0), size: 0)
            }
        }
        #expect(document.emojis.map(\.text) == ["🐶"])
        try document.asOneChange("nothing") { _ throws(EmojiArtError) in }
        #expect(document.undo() == "add 🐶")
        #expect(!document.canUndo)
    }

    @Test("Every action replaces the status message or clears it: keyboard moves, zoom, pan, picks")
    func statusNeverStale() {
        var harness = pasted()
        #expect(harness.message?.hasPrefix("dropped") == true)
        harness.keys("l")
        #expect(harness.message == nil)
        harness.keys("h ")
        #expect(harness.message == "selected 🐶")
        harness.keys("f")
        #expect(harness.message == "zoom to fit")
        harness.keys("W")
        #expect(harness.message == nil)
        harness.keys("+")
        #expect(harness.message == nil)
        harness.keys(".")
        #expect(harness.message == nil)
        harness.keys("u")
        #expect(harness.message?.hasPrefix("undid") == true)
        let status = harness.frame().text(ofRow: harness.layout.statusRow)
        #expect(!status.contains("dropped"))
    }

    @Test("At fit a blank canvas's edge is a whole box in view, all four sides and corners, on 80x24 and 40x12",
          arguments: [(80, 24), (40, 12), (120, 40), (200, 30)])
    func blankCanvasEdgeAtFit(width: Int, height: Int) {
        var harness = ArtEditHarness(width: width, height: height)
        let frame = harness.frame()
        let rows = (0..<harness.canvas.height).map { frame.text(ofRow: $0) }
        let top = rows.firstIndex { $0.contains("┌") && $0.contains("┐") }
        let bottom = rows.firstIndex { $0.contains("└") && $0.contains("┘") }
        #expect(top != nil && bottom != nil, "\(width)x\(height):\n\(rows.joined(separator: "\n"))")
        if let top, let bottom {
            #expect(top < bottom)
            let left = rows[top].firstIndex(of: "┌"), right = rows[top].firstIndex(of: "┐")
            #expect(left.map { rows[bottom].firstIndex(of: "└") == $0 } == true && right.map { rows[bottom].firstIndex(of: "┘") == $0 } == true)
            for row in rows[(top + 1)..<bottom] { #expect(row.filter { $0 == "│" }.count == 2) }
        }
    }

    @Test("The canvas's edge: zoomed out a box with corners, panned away only what is in view")
    func canvasEdge() {
        var harness = ArtEditHarness()
        harness.keys("--")
        var frame = harness.frame()
        let rows = (0..<harness.canvas.height).map { frame.text(ofRow: $0) }
        #expect(rows.contains { $0.contains("┌") && $0.contains("┐") })
        #expect(rows.contains { $0.contains("└") && $0.contains("┘") })
        // Panned far right: the canvas's left edge only, no corner at all in view.
        harness.keys(String(repeating: "D", count: 10))
        frame = harness.frame()
        let panned = (0..<harness.canvas.height).map { frame.text(ofRow: $0) }.joined()
        #expect(panned.contains("│") || panned.contains("─"))
    }

    @Test("} and { resize the selection (or the emoji under the cursor); Ctrl+wheel resizes what is under the pointer; each is one undo")
    func resize() throws {
        var harness = pasted()
        let dog = try #require(harness.document.emojis.first)
        let cell = try #require(harness.cell(of: dog.id))
        harness.click(cell.x, cell.y)
        harness.keys("}")
        let grown = Int((Double(dog.size) * 1.25).rounded(.toNearestOrAwayFromZero))
        #expect(harness.document.emojis.first?.size == grown)
        #expect(harness.message == "resized 🐶 to size \(grown)")
        harness.keys("{")
        #expect(harness.document.emojis.first?.size == Int((Double(grown) * 0.8).rounded(.toNearestOrAwayFromZero)))
        harness.keys("uu")
        #expect(harness.document.emojis.first?.size == dog.size)
        // Nothing selected: Ctrl+wheel over 🐭 resizes 🐭 only, the plain wheel zooms.
        harness.click(cell.x, cell.y)
        #expect(harness.document.selection.isEmpty)
        let mouse = try #require(harness.document.emojis.last)
        let mouseCell = try #require(harness.cell(of: mouse.id))
        let zoom = harness.art.zoom(in: harness.canvas)
        harness.send(.mouse(MouseEvent(.wheel(up: true), x: mouseCell.x + 1, y: mouseCell.y + 1, control: true)))
        #expect(harness.document.emojis.last?.size == Int((Double(mouse.size) * 1.25).rounded(.toNearestOrAwayFromZero)))
        #expect(harness.document.emojis.first?.size == dog.size)
        #expect(harness.art.zoom(in: harness.canvas) == zoom)
        // On empty canvas with nothing selected it says what it needs.
        harness.send(.mouse(MouseEvent(.wheel(up: true), x: 2, y: 2, control: true)))
        #expect(harness.message?.hasPrefix("nothing to resize") == true)
    }

    @Test("While a background loads, a spinner and its name at the canvas's centre, turned by the screen's clock; gone once loaded")
    func loadingPlaceholder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("art-edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = directory.appendingPathComponent("sky.png")
        try Data(ArtEditFixtures.png).write(to: image)
        var harness = ArtEditHarness()
        // Until a tick collects it, the load is under way, whatever the disk's speed.
        _ = harness.screen.handle(.input(.paste(image.path)), width: harness.width, height: harness.height, at: harness.time)
        // A row above the centre, where the cursor is.
        let row = harness.canvas.y + harness.canvas.height / 2 - 1
        let first = harness.screen.frame(width: harness.width, height: harness.height, at: 20.05).text(ofRow: row)
        let later = harness.screen.frame(width: harness.width, height: harness.height, at: 20.15).text(ofRow: row)
        #expect(first.contains("⠋ loading sky.png…"))
        #expect(later.contains("⠙ loading sky.png…"))
        for _ in 0..<100 where harness.art.isFetching {
            _ = harness.art.fetcher.waitForDelivery(seconds: 0.1)
            harness.screen.tick(at: harness.time)
        }
        #expect(!harness.art.isFetching)
        #expect(!harness.frame().text(ofRow: row).contains("loading"))
    }
}
