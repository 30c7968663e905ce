import EmojiArt
import Foundation
import Layout
import Testing
import LiveScreens
@testable import REPL
@testable import ArtFeature
import Features
import TestSupport

/// The art edit screen driven by events, as the screen loop would: fast, no terminal.
struct ArtEditHarness {
    let interpreter: Interpreter
    var screen: ArtEditScreen
    let width: Int
    let height: Int
    var time = 10.0

    /// `asksBeforeLeaving`: as `memorize art edit` run alone, whose session ends with the screen.
    init(_ commands: String = "art new", width: Int = 80, height: Int = 24, color: Bool = false, asksBeforeLeaving: Bool = false) {
        interpreter = makeInterpreter()
        if !commands.isEmpty { _ = interpreter.handle(commands) }
        screen = ArtEditScreen(session: interpreter.session, color: color, asksBeforeLeaving: asksBeforeLeaving)
        self.width = width
        self.height = height
    }

    var art: ArtEditor { interpreter.session.art }
    var document: EmojiArtDocument { art.document ?? EmojiArtDocument() }
    var layout: ArtEditLayout { art.editLayout(width: width, height: height) }
    var canvas: CellRect { layout.canvas }
    var message: String? { screen.message }

    /// Lets `seconds` pass (a double click needs the clock to move).
    mutating func wait(_ seconds: Double) { time += seconds }

    @discardableResult
    mutating func send(_ event: InputEvent) -> ScreenAction {
        time += 0.01
        let action = screen.handle(.input(event), width: width, height: height, at: time)
        screen.tick(at: time)
        return action
    }

    @discardableResult
    mutating func keys(_ text: String) -> ScreenAction {
        var decoder = InputDecoder()
        var action = ScreenAction.stay
        for event in decoder.feed(Array(text.utf8)) + decoder.flush() {
            action = send(event)
            if action == .leave { break }
        }
        return action
    }

    /// A mouse event at frame cell `x`, `y` (0-based: the report is one more).
    mutating func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) {
        send(.mouse(MouseEvent(kind, x: x + 1, y: y + 1)))
    }

    mutating func click(_ x: Int, _ y: Int) {
        mouse(.press(.left), x, y)
        mouse(.release(.left), x, y)
    }

    mutating func drag(from: (Int, Int), to: (Int, Int)) {
        mouse(.press(.left), from.0, from.1)
        mouse(.drag(.left), (from.0 + to.0) / 2, (from.1 + to.1) / 2)
        mouse(.drag(.left), to.0, to.1)
        mouse(.release(.left), to.0, to.1)
    }

    mutating func frame() -> Frame { screen.frame(width: width, height: height, at: time) }

    /// The frame cell an emoji is drawn at.
    func cell(of id: Int) -> CellPoint? {
        guard let emoji = document.emojis.first(where: { $0.id == id }),
              let cell = art.transform(in: canvas).emojiCell(x: emoji.x, y: emoji.y) else { return nil }
        return CellPoint(x: cell.x, y: cell.y)
    }

    /// The strip emoji at palette index `index`, and its cell.
    func stripItem(_ index: Int) -> (emoji: String, cell: CellPoint)? {
        guard let item = layout.items.first(where: { $0.index == index }) else { return nil }
        let palette = interpreter.session.palettes.palette(at: art.stripPalette)
        return (String(Array(palette.emojis)[index]), CellPoint(x: item.frame.x, y: item.frame.y))
    }

    var paletteEmojis: [Character] { Array(interpreter.session.palettes.palette(at: art.stripPalette).emojis) }
}

@Suite("Art edit screen")
struct ArtEditScreenTests {
    @Test("With no document it starts an untitled one; the frame has the canvas, the strip, status and help")
    func firstFrame() throws {
        var harness = ArtEditHarness("")
        #expect(harness.art.document != nil)
        let frame = harness.frame()
        let layout = harness.layout
        let strip = frame.text(ofRow: layout.paletteName.y)
        #expect(strip.hasPrefix(" Vehicles ▸"))
        #expect(strip.contains("🚙"))
        #expect(frame[layout.trash.x, layout.trash.y].text == "🗑️")
        #expect(frame.text(ofRow: layout.statusRow).hasPrefix("untitled · zoom"))
        #expect(frame.text(ofRow: layout.helpRow).contains("q quit"))
        // The keyboard cursor starts at the canvas's centre.
        #expect(frame[layout.canvas.width / 2, layout.canvas.height / 2].text == "+")
        // The current strip emoji is highlighted (reverse video: visible without colour).
        let first = try #require(layout.items.first)
        #expect(frame[first.frame.x, first.frame.y].style.reverse)
    }

    @Test("On a terminal whose profile draws ✈️ in one column, it takes one cell and the cursor marks it, not covers it")
    func narrowEmojiByProfile() throws {
        var harness = ArtEditHarness("art new; art add ✈️ at 0,0")
        let plane = try #require(harness.cell(of: 1))
        let frame = WidthModel.with(WidthModel.Source(WidthModel(name: "Alpha", columns: ["✈️": 1]))) {
            harness.keys("h")
            harness.keys("l")   // the cursor back where the plane is
            return harness.frame()
        }
        #expect(frame[plane.x, plane.y].text == "✈️")
        #expect(!frame[plane.x, plane.y].isWide)
        #expect(frame[plane.x - 1, plane.y].text == "▸")
        #expect(frame[plane.x + 1, plane.y].text == " ")
        #expect(frame[plane.x + 2, plane.y].text == "◂")
    }

    @Test("Too small a terminal asks for a larger one; q still leaves")
    func tooSmall() {
        var harness = ArtEditHarness(width: 20, height: 5)
        #expect(harness.frame().lines.first == "enlarge to 24x6")
        var wider = ArtEditHarness(width: 60, height: 5)
        #expect(wider.frame().lines.first == "enlarge the terminal to 24x6 (q leaves)")
        harness.keys("a")
        #expect(harness.document.emojis.isEmpty)
        #expect(harness.keys("q") == .leave)
    }

    @Test("Dragging an emoji from the strip onto the canvas adds it there, sized by the zoom")
    func dragFromStrip() throws {
        var harness = ArtEditHarness()
        let (emoji, from) = try #require(harness.stripItem(1))
        harness.drag(from: (from.x, from.y), to: (10, 4))
        let added = try #require(harness.document.emojis.last)
        #expect(added.text == emoji)
        #expect(harness.cell(of: added.id) == CellPoint(x: 10, y: 4))
        let zoom = harness.art.transform(in: harness.canvas).zoom
        #expect(added.size == max(1, Int((Double(ArtEditor.defaultEmojiSize) / zoom).rounded())))
        #expect(harness.frame()[10, 4].text == emoji)
        #expect(harness.message?.contains("dropped \(emoji)") == true)
        // One change, undone by one u.
        harness.keys("u")
        #expect(harness.document.emojis.isEmpty)
    }

    @Test("An edit holds the fitting view: a drop past the picture's edge does not rescale the rest")
    func holdsView() throws {
        var harness = ArtEditHarness("art new; art add 🐶 at 0,0")
        let dog = try #require(harness.cell(of: 1))
        let zoom = harness.art.transform(in: harness.canvas).zoom
        let (_, from) = try #require(harness.stripItem(0))
        harness.drag(from: (from.x, from.y), to: (0, 0))
        #expect(harness.document.emojis.count == 2)
        #expect(harness.cell(of: 1) == dog)
        #expect(harness.cell(of: 2) == CellPoint(x: 0, y: 0))
        #expect(harness.art.viewport.zoom == zoom)
        harness.keys("f")
        #expect(harness.art.viewport.isFit)
        #expect(harness.art.transform(in: harness.canvas).zoom < zoom)   // fitting now takes the corner in
    }

    @Test("While an emoji is dragged from the strip it follows the pointer")
    func stripDragPreview() throws {
        var harness = ArtEditHarness()
        let (emoji, from) = try #require(harness.stripItem(0))
        harness.mouse(.press(.left), from.x, from.y)
        harness.mouse(.drag(.left), 30, 6)
        #expect(harness.frame()[30, 6].text == emoji)
        #expect(harness.document.emojis.isEmpty)
        harness.mouse(.release(.left), 30, 6)
        #expect(harness.document.emojis.count == 1)
    }

    @Test("A click toggles an emoji's selection (reverse video); a click on empty canvas deselects all")
    func clickSelects() throws {
        var harness = ArtEditHarness("art new; art add 🐶 at 0,0; art add 🐱 at 80,32")
        let dog = try #require(harness.cell(of: 1))
        let cat = try #require(harness.cell(of: 2))
        harness.click(dog.x, dog.y)
        #expect(harness.document.selection == [1])
        #expect(harness.frame()[dog.x, dog.y].style.reverse)
        #expect(!harness.frame()[cat.x, cat.y].style.reverse)
        harness.click(cat.x + 1, cat.y)   // the second column of an emoji is the emoji too
        #expect(harness.document.selection == [1, 2])
        harness.click(cat.x, cat.y)
        #expect(harness.document.selection == [1])
        harness.click(2, 1)
        #expect(harness.document.selection.isEmpty)
    }

    @Test("Dragging an unselected emoji moves it alone; a selected one moves the selection, as one undoable change")
    func dragMoves() throws {
        var harness = ArtEditHarness("art new; art add 🐶 at 0,0; art add 🐱 at 80,32; art add 🐭 at -80,-32")
        let dog = try #require(harness.cell(of: 1))
        let cat = try #require(harness.cell(of: 2))
        let mouse = try #require(harness.cell(of: 3))
        // The mouse alone (nothing selected).
        harness.drag(from: (mouse.x, mouse.y), to: (mouse.x - 3, mouse.y - 1))
        #expect(harness.cell(of: 3) == CellPoint(x: mouse.x - 3, y: mouse.y - 1))
        #expect(harness.cell(of: 1) == dog)
        // Select the dog and the cat, then drag the dog: both go.
        harness.click(dog.x, dog.y)
        harness.click(cat.x, cat.y)
        harness.drag(from: (dog.x, dog.y), to: (dog.x + 4, dog.y + 2))
        #expect(harness.cell(of: 1) == CellPoint(x: dog.x + 4, y: dog.y + 2))
        #expect(harness.cell(of: 2) == CellPoint(x: cat.x + 4, y: cat.y + 2))
        #expect(harness.cell(of: 3) == CellPoint(x: mouse.x - 3, y: mouse.y - 1))
        #expect(harness.document.selection == [1, 2])
        harness.keys("u")
        #expect(harness.cell(of: 1) == dog && harness.cell(of: 2) == cat)
        harness.keys("u")
        #expect(harness.cell(of: 3) == mouse)
        harness.keys("U")
        #expect(harness.cell(of: 3) == CellPoint(x: mouse.x - 3, y: mouse.y - 1))
    }

    @Test("While an emoji is dragged it is shown moving; the document changes only at the release")
    func dragPreview() throws {
        var harness = ArtEditHarness("art new; art add 🐶 at 0,0")
        let dog = try #require(harness.cell(of: 1))
        harness.mouse(.press(.left), dog.x, dog.y)
        harness.mouse(.drag(.left), dog.x + 6, dog.y + 3)
        let frame = harness.frame()
        #expect(frame[dog.x + 6, dog.y + 3].text == "🐶")
        #expect(frame[dog.x, dog.y].text != "🐶")
        #expect(harness.cell(of: 1) == dog)
        #expect(!harness.document.canUndo || harness.document.emojis.first?.x == 0)
        harness.mouse(.release(.left), dog.x + 6, dog.y + 3)
        #expect(harness.cell(of: 1) == CellPoint(x: dog.x + 6, y: dog.y + 3))
    }

    @Test("The wheel zooms around the pointer: the point under it stays put")
    func wheelZoom() throws {
        var harness = ArtEditHarness("art new; art add 🐶 at 40,16")
        let before = harness.art.transform(in: harness.canvas)
        let dog = try #require(harness.cell(of: 1))
        /// The document point at the middle of the pointer's cell.
        func underPointer(_ transform: ArtTransform) -> ArtViewport.Point {
            transform.documentPoint(at: ArtViewport.Point(x: (Double(dog.x) + 0.5) * 8, y: (Double(dog.y) + 0.5) * 16))
        }
        harness.mouse(.wheel(up: true), dog.x, dog.y)
        let after = harness.art.transform(in: harness.canvas)
        #expect(abs(after.zoom - before.zoom * ArtEditScreen.zoomStep) < 1e-9)
        #expect(harness.art.viewport.zoom != nil)
        #expect(abs(underPointer(after).x - underPointer(before).x) < 1e-6)
        #expect(abs(underPointer(after).y - underPointer(before).y) < 1e-6)
        // The emoji stays under the pointer, give or take the rounding to a cell.
        let moved = try #require(harness.cell(of: 1))
        #expect(abs(moved.x - dog.x) <= 1 && abs(moved.y - dog.y) <= 1)
        harness.mouse(.wheel(up: false), dog.x, dog.y)
        #expect(abs(harness.art.transform(in: harness.canvas).zoom - before.zoom) < 1e-9)
        #expect(harness.frame().text(ofRow: harness.layout.statusRow).contains("zoom \(Int((before.zoom * 100).rounded()))%"))
    }

    @Test("Dragging empty canvas pans the view with the pointer; a double click there zooms to fit")
    func panAndFit() throws {
        var harness = ArtEditHarness("art new; art add 🐶 at 0,0")
        let dog = try #require(harness.cell(of: 1))
        harness.drag(from: (5, 3), to: (12, 5))
        #expect(harness.cell(of: 1) == CellPoint(x: dog.x + 7, y: dog.y + 2))
        #expect(harness.document.selection.isEmpty)
        #expect(!harness.art.viewport.isFit)
        // Two clicks far apart in time are two clicks, not a double click.
        harness.click(5, 3)
        harness.wait(1)
        harness.click(5, 3)
        #expect(!harness.art.viewport.isFit)
        harness.click(5, 3)
        #expect(harness.art.viewport.isFit)
        #expect(harness.cell(of: 1) == dog)
    }

    @Test("The strip: a click on the name or Tab turns the palette; the wheel and ‹ › scroll it")
    func stripPalettes() throws {
        var harness = ArtEditHarness()
        #expect(harness.art.stripPalette == 0)
        harness.click(harness.layout.paletteName.x + 1, harness.layout.paletteName.y)
        #expect(harness.art.stripPalette == 1)
        #expect(harness.frame().text(ofRow: harness.layout.paletteName.y).hasPrefix(" Sports ▸"))
        harness.keys("\t")
        #expect(harness.art.stripPalette == 2)
        harness.keys("\u{1B}[Z")
        #expect(harness.art.stripPalette == 1)
        harness.keys(String(repeating: "\t", count: 8))   // Faces, the longest, after a wrap-around
        #expect(harness.art.stripPalette == 0)
        harness.keys("\u{1B}[Z")
        #expect(harness.frame().text(ofRow: harness.layout.paletteName.y).hasPrefix(" Faces ▸"))
        let row = harness.layout.paletteName.y
        let first = try #require(harness.layout.items.first)
        harness.mouse(.wheel(up: false), first.frame.x, row)
        #expect(harness.art.stripScroll == 1)
        #expect(harness.layout.scrollBack != nil)
        let on = try #require(harness.layout.scrollOn)
        let page = harness.layout.pageSize
        harness.click(on.x, on.y)
        #expect(harness.art.stripScroll == 1 + page)
        let back = try #require(harness.layout.scrollBack)
        harness.click(back.x, back.y)
        #expect(harness.art.stripScroll == 1)
    }

    @Test("Dragging a strip emoji along the strip reorders its palette; onto the trash removes it")
    func stripReorderAndTrash() throws {
        var harness = ArtEditHarness()
        let before = harness.paletteEmojis
        let first = try #require(harness.stripItem(0))
        let third = try #require(harness.stripItem(2))
        harness.drag(from: (first.cell.x, first.cell.y), to: (third.cell.x, third.cell.y))
        #expect(harness.paletteEmojis == [before[1], before[2], before[0]] + before[3...])
        // Onto the trash: out of the palette.
        let moved = try #require(harness.stripItem(2))
        let trash = harness.layout.trash
        harness.drag(from: (moved.cell.x, moved.cell.y), to: (trash.x, trash.y))
        #expect(harness.paletteEmojis == [before[1], before[2]] + before[3...])
        #expect(harness.message?.contains("removed \(before[0])") == true)
        #expect(harness.document.emojis.isEmpty)
    }

    @Test("Keys: , . pick, < > reorder and x trashes the strip emoji")
    func stripKeys() {
        var harness = ArtEditHarness()
        let before = harness.paletteEmojis
        harness.keys("..")
        #expect(harness.screen.strip.picked == 2)
        harness.keys("<")
        #expect(harness.paletteEmojis[1] == before[2])
        #expect(harness.screen.strip.picked == 1)
        harness.keys(">>")
        #expect(harness.paletteEmojis[3] == before[2])
        harness.keys("x")
        #expect(!harness.paletteEmojis.contains(before[2]))
        #expect(harness.paletteEmojis.count == before.count - 1)
        harness.keys(",,,,,,,,")
        #expect(harness.screen.strip.picked == 0)
        // Picking past the last shown scrolls the strip to show it.
        harness.keys(String(repeating: ".", count: 30))
        let current = harness.screen.strip.picked
        #expect(harness.layout.items.contains { $0.index == current })
    }

    @Test("Keys: a adds at the cursor, Space selects, HJKL move, d deletes, u and U undo and redo")
    func keysEdit() throws {
        var harness = ArtEditHarness()
        let emoji = String(harness.paletteEmojis[1])
        harness.keys(".hhhkk")
        let centre = CellPoint(x: harness.canvas.width / 2, y: harness.canvas.height / 2)
        let cursor = CellPoint(x: centre.x - 3, y: centre.y - 2)
        harness.keys("a")
        let added = try #require(harness.document.emojis.last)
        #expect(added.text == emoji)
        #expect(harness.cell(of: added.id) == cursor)
        harness.keys(" ")
        #expect(harness.document.selection == [added.id])
        harness.keys("LLJ")
        #expect(harness.cell(of: added.id) == CellPoint(x: cursor.x + 2, y: cursor.y + 1))
        harness.keys("\u{1B}[1;2D")   // Shift+Left
        #expect(harness.cell(of: added.id) == CellPoint(x: cursor.x + 1, y: cursor.y + 1))
        harness.keys("d")
        #expect(harness.document.emojis.isEmpty)
        harness.keys("u")
        #expect(harness.document.emojis.count == 1)
        harness.keys("\u{12}")   // Ctrl-R
        #expect(harness.document.emojis.isEmpty)
        harness.keys("u\r")
        #expect(harness.document.emojis.count == 2)
    }

    @Test("Keys: + - zoom, f fits, Ctrl+arrows and WASD pan")
    func keysView() throws {
        var harness = ArtEditHarness("art new; art add 🐶 at 0,0")
        let fit = harness.art.transform(in: harness.canvas).zoom
        harness.keys("+")
        #expect(abs(harness.art.transform(in: harness.canvas).zoom - fit * 1.25) < 1e-9)
        harness.keys("--")
        #expect(abs(harness.art.transform(in: harness.canvas).zoom - fit / 1.25) < 1e-9)
        harness.keys("f")
        #expect(harness.art.viewport.isFit)
        let dog = try #require(harness.cell(of: 1))
        harness.keys("\u{1B}[1;5C")   // Ctrl+Right: the view goes right, the picture left
        #expect(harness.cell(of: 1) == CellPoint(x: dog.x - ArtEditScreen.panColumns, y: dog.y))
        harness.keys("W")
        #expect(harness.cell(of: 1) == CellPoint(x: dog.x - ArtEditScreen.panColumns, y: dog.y + ArtEditScreen.panRows))
        harness.keys("0")
        #expect(harness.art.viewport.isFit)
    }

    @Test("Pasted emoji text is dropped at the pointer's last cell, filtered and normalised; what was skipped is said")
    func pasteEmoji() throws {
        var harness = ArtEditHarness()
        harness.click(8, 3)
        harness.send(.paste("🐶a☺"))
        let texts = harness.document.emojis.map(\.text)
        #expect(texts == ["🐶", "☺️"])
        #expect(harness.cell(of: 1) == CellPoint(x: 8, y: 3))
        let message = try #require(harness.message)
        #expect(message.contains("🐶") && message.contains("'a'"))
    }

    @Test("A pasted path sets the background; the load finishing shows without a key")
    func pastePath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("art-edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = directory.appendingPathComponent("pixel.png")
        try Data(ArtEditFixtures.png).write(to: image)
        var harness = ArtEditHarness()
        // Until the loop's next tick collects it, the load is under way, whatever the disk's speed.
        _ = harness.screen.handle(.input(.paste(image.path)), width: harness.width, height: harness.height, at: harness.time)
        #expect(harness.frame().text(ofRow: harness.layout.statusRow).contains("loading"))
        #expect(harness.screen.nextChange(after: harness.time) != nil)
        // The load finishes on another thread; the loop's tick collects it.
        for _ in 0..<100 where harness.art.isFetching {
            _ = harness.art.fetcher.waitForDelivery(seconds: 0.1)
            harness.screen.tick(at: harness.time)
        }
        #expect(!harness.art.isFetching)
        if case .imageData = harness.document.background {} else { Issue.record("background: \(harness.document.background)") }
        #expect(harness.frame().text(ofRow: harness.layout.statusRow).contains("background ready"))
        // Shown whole, as a dropped image is: a 1×1 picture at the largest zoom, centred on the
        // document's origin; red, which without colour is the ramp's second shade.
        #expect(harness.art.viewport.isFit)
        #expect(harness.art.transform(in: harness.canvas).zoom == ArtViewport.zoomRange.upperBound)
        let centre = (x: harness.canvas.width / 2, y: harness.canvas.height / 2)
        let frame = harness.frame()
        #expect(frame[centre.x + 2, centre.y].text == "░")
        #expect(frame[centre.x, centre.y].text == "+")
        #expect(frame[1, 1].text == " ")
        #expect(harness.screen.backgroundDescription.hasPrefix("image data (PNG"))
    }

    @Test("u after a pasted picture takes the picture and its zoom back, the view as it was; U brings both again")
    func undoPastedPictureRestoresTheView() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("art-edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = directory.appendingPathComponent("pixel.png")
        try Data(ArtEditFixtures.png).write(to: image)
        var harness = ArtEditHarness()
        harness.keys("+D")   // a view of one's own: zoomed in a step, panned
        let before = harness.art.viewport
        #expect(!before.isFit)
        _ = harness.screen.handle(.input(.paste(image.path)), width: harness.width, height: harness.height, at: harness.time)
        for _ in 0..<100 where harness.art.isFetching {
            _ = harness.art.fetcher.waitForDelivery(seconds: 0.1)
            harness.screen.tick(at: harness.time)
        }
        #expect(harness.art.transform(in: harness.canvas).zoom == ArtViewport.zoomRange.upperBound)
        harness.keys("u")
        #expect(harness.document.background == .blank)
        #expect(harness.art.viewport == before)
        #expect(harness.frame().text(ofRow: harness.layout.statusRow).contains(" 49%"))
        harness.keys("U")
        if case .imageData = harness.document.background {} else { Issue.record("background: \(harness.document.background)") }
        // The picture is decoded again off the input thread; the fitting zoom follows it.
        for _ in 0..<100 where harness.art.isDecodingPicture {
            _ = harness.art.fetcher.waitForDelivery(seconds: 0.1)
            harness.screen.tick(at: harness.time)
        }
        #expect(harness.art.viewport.isFit)
        #expect(harness.art.transform(in: harness.canvas).zoom == ArtViewport.zoomRange.upperBound)
        // And back again: the undo remembers the view each background was last shown in.
        harness.keys("u")
        #expect(harness.art.viewport == before)
    }

    @Test("A document with a file autosaves, at most once a second, and the screen wakes for it")
    func autosave() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("art-edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("pic.emojiart").path
        var harness = ArtEditHarness("art new; art save \(file)")
        #expect(harness.screen.nextChange(after: harness.time) == nil)
        harness.keys("a")
        #expect(!harness.art.needsSave)   // the first change is written at once
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"size\""))
        harness.keys("a")
        #expect(harness.art.needsSave)
        #expect(harness.frame().text(ofRow: harness.layout.statusRow).hasPrefix("pic.emojiart (unsaved)"))
        let due = try #require(harness.screen.nextChange(after: harness.time))
        #expect(due > harness.time && due <= harness.time + 1)
        harness.screen.tick(at: due)
        #expect(!harness.art.needsSave)
        let saved = try EmojiArtModel(json: Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(saved.emojis.count == 2)
    }

    @Test("Colour only with colour on (NO_COLOR): selection and cursor are marked by attributes either way")
    func colour() throws {
        for color in [false, true] {
            let interpreter = makeInterpreter()
            _ = interpreter.handle("art new; art add 🐶 at 0,0; art select 1")
            var screen = ArtEditScreen(session: interpreter.session, color: color)
            var renderer = FrameRenderer()
            let bytes = renderer.render(screen.frame(width: 80, height: 24, at: 0))
            #expect(bytes.contains(";48;5;") == color)
            #expect(bytes.contains(";38;5;") == color)
            #expect(bytes.contains("\u{1B}[0;7m") || bytes.contains(";7;"))
        }
    }

    @Test("An unchanged frame writes nothing; a click writes only what changed")
    func diffing() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("art new; art add 🐶 at 0,0")
        var screen = ArtEditScreen(session: interpreter.session, color: true)
        var renderer = FrameRenderer()
        #expect(!renderer.render(screen.frame(width: 80, height: 24, at: 0)).isEmpty)
        #expect(renderer.render(screen.frame(width: 80, height: 24, at: 0)).isEmpty)
    }

    @Test("A resize redraws for the new size and drops a drag in progress")
    func resize() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("art new; art add 🐶 at 0,0")
        var screen = ArtEditScreen(session: interpreter.session, color: false)
        var lines: [[String]] = []
        var device = ScriptedTerminal(width: 80, height: 24, [
            .input(MouseEvent(.press(.left), x: 5, y: 5).sgrReport),
            .resize(width: 40, height: 12),
            .check { lines.append($0.screen.lines) },
            .input(MouseEvent(.release(.left), x: 9, y: 6).sgrReport),
            .resize(width: 20, height: 5),
            .check { lines.append($0.screen.lines) },
        ])
        var time = 0.0
        _ = ScreenLoop.run(&screen, on: &device) {
            time += 0.01
            return time
        }
        #expect(lines.count == 2)
        #expect(lines.first?[9].hasPrefix(" Vehicles ▸") == true)
        #expect(lines.first?.joined().contains("🐶") == true)
        #expect(lines.last?.first == "enlarge to 24x6")
        // The release after the resize belonged to no drag: nothing was panned.
        #expect(interpreter.session.art.viewport.isFit)
    }

    @Test("On the screen loop: q, Esc and Ctrl-C leave; a drop is seen by the REPL afterwards", arguments: ["q", "\u{1B}", "\u{3}"])
    func loop(leave: String) throws {
        // A document with a file: leaving writes it and does not ask (an untitled one asks:
        // ArtEditSavingTests).
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("art-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let interpreter = makeInterpreter()
        _ = interpreter.handle("art new; art save \(directory.appendingPathComponent("loop.emojiart").path)")
        let layout = interpreter.session.art.editLayout(width: 80, height: 24)
        let item = try #require(layout.items.first)
        var screen = ArtEditScreen(session: interpreter.session, color: false)
        var device = ScriptedTerminal(width: 80, height: 24, [
            .input(MouseEvent(.press(.left), x: item.frame.x + 1, y: item.frame.y + 1).sgrReport),
            .input(MouseEvent(.drag(.left), x: 20, y: 5).sgrReport),
            .input(MouseEvent(.release(.left), x: 20, y: 5).sgrReport),
            .check { terminal in #expect(terminal.screen.character(atX: 19, y: 4) == "🚙") },
            .input(leave), .tick,
        ])
        var time = 0.0
        let exit = ScreenLoop.run(&screen, on: &device) {
            time += 0.01
            return time
        }
        #expect(exit == .left)
        #expect(interpreter.session.art.document?.emojis.map(\.text) == ["🚙"])
        #expect(interpreter.handle("art show").stdout.joined(separator: "\n").contains("1 emoji"))
    }
}

/// Small images for the tests.
enum ArtEditFixtures {
    /// A 1×1 PNG, one opaque red pixel.
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
        0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41,
        0x54, 0x78, 0xDA, 0x63, 0xF8, 0xCF, 0xC0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0xF7, 0x03, 0x41, 0x43, 0x00, 0x00, 0x00,
        0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
}
