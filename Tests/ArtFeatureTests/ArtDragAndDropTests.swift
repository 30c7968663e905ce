import Layout
import LiveScreens
import Testing
@testable import ArtFeature

/// The art editor's mouse alone: presses, drags and releases over a made-up scene become the
/// gestures of the screen's table, each with what its action needs. No editor, no screen.
@Suite struct ArtDragAndDropTests {
    /// Rows 0-9 are canvas (🐶 id 1 at 5,5; the selected 🐱 id 2 at 7,5); row 20 is the strip:
    /// the name at 0-2, emoji 0-2 at 3, 6 and 9, then strip, the trash at 35.
    static var scene: ArtDragAndDrop.Scene { ArtDragAndDrop.Scene(
        target: { cell in
            if cell.y < 10 { return .canvas }
            guard cell.y == 20 else { return nil }
            switch cell.x {
            case ..<3: return .paletteName
            case 3..<12: return .item((cell.x - 3) / 3)
            case 35: return .trash
            default: return .strip
            }
        },
        emoji: { cell in
            switch (cell.x, cell.y) {
            case (5, 5): (1, false)
            case (7, 5): (2, true)
            default: nil
            }
        },
        stripEmoji: { ["🐶", "🐱", "🐭"].dropFirst($0).first },
        stripIndex: { min(max(($0 - 3) / 3, 0), 2) }) }

    /// Feeds `events` (0-based cells) and keeps what each gave.
    static func feed(_ pointer: inout ArtDragAndDrop, _ events: [(MouseEvent.Kind, Int, Int)], at time: Double = 0,
                     control: Bool = false) -> [ArtGestureEvent?] {
        events.map { kind, x, y in pointer.handle(MouseEvent(kind, x: x + 1, y: y + 1, control: control), at: time, in: scene) }
    }

    @Test func aStripEmojiDraggedOntoTheCanvasIsDroppedWhereItIsLetGo() {
        var pointer = ArtDragAndDrop()
        #expect(Self.feed(&pointer, [(.press(.left), 6, 20), (.drag(.left), 10, 8)]) == [.pickedStripEmoji(1), nil])
        #expect(pointer.preview(selection: nil) == .stripEmoji("🐱", at: CellPoint(x: 10, y: 8)))
        let events = Self.feed(&pointer, [(.drag(.left), 12, 4), (.release(.left), 12, 4)])
        #expect(events == [nil, .droppedStripEmoji("🐱", at: CellPoint(x: 12, y: 4))])
        #expect(events.last??.trigger == .mouse(.drag, ArtEditScreen.Place.stripToCanvas))
        #expect(pointer.preview(selection: nil) == nil)
    }

    @Test func aStripEmojiGoesToTheTrashOrAnotherPlace() {
        var pointer = ArtDragAndDrop()
        #expect(Self.feed(&pointer, [(.press(.left), 3, 20), (.release(.left), 35, 20)]).last == .trashedStripEmoji(0))
        #expect(Self.feed(&pointer, [(.press(.left), 3, 20), (.release(.left), 9, 20)]).last == .reordered(from: 0, to: 2))
        // Past the last item: the place the strip gives that column (none when it is its own).
        #expect(Self.feed(&pointer, [(.press(.left), 9, 20), (.release(.left), 20, 20)]) == [.pickedStripEmoji(2), nil])
        #expect(Self.feed(&pointer, [(.press(.left), 3, 20), (.release(.left), 20, 20)]).last == .reordered(from: 0, to: 2))
        // A click on a strip emoji only picks it.
        #expect(Self.feed(&pointer, [(.press(.left), 6, 20), (.release(.left), 6, 20)]) == [.pickedStripEmoji(1), nil])
    }

    @Test func aCanvasEmojiIsTappedMovedOrTrashed() {
        var pointer = ArtDragAndDrop()
        #expect(Self.feed(&pointer, [(.press(.left), 5, 5), (.release(.left), 5, 5)])
                == [.pressedCanvas(CellPoint(x: 5, y: 5)), .tapped(CellPoint(x: 5, y: 5))])
        _ = Self.feed(&pointer, [(.press(.left), 5, 5), (.drag(.left), 8, 6)])
        #expect(pointer.preview(selection: [2]) == .emojis([1], columns: 3, rows: 1))
        #expect(Self.feed(&pointer, [(.release(.left), 8, 6)]) == [.moved(.emoji(1), columns: 3, rows: 1, to: CellPoint(x: 8, y: 6))])
        // A selected emoji takes the selection with it, onto the trash too.
        _ = Self.feed(&pointer, [(.press(.left), 7, 5), (.drag(.left), 7, 6)])
        #expect(pointer.preview(selection: [2, 3]) == .emojis([2, 3], columns: 0, rows: 1))
        #expect(Self.feed(&pointer, [(.release(.left), 35, 20)]) == [.trashedEmoji(.selection)])
    }

    @Test func emptyCanvasPansAsThePointerGoesAndTwoQuickClicksFit() {
        var pointer = ArtDragAndDrop()
        let pan = Self.feed(&pointer, [(.press(.left), 1, 1), (.drag(.left), 3, 2), (.drag(.left), 3, 2), (.drag(.left), 2, 2),
                                       (.release(.left), 1, 1)])
        #expect(pan == [.pressedCanvas(CellPoint(x: 1, y: 1)), .panned(columns: 2, rows: 1), nil, .panned(columns: -1, rows: 0), nil])
        #expect(Self.feed(&pointer, [(.press(.left), 1, 1), (.release(.left), 1, 1)], at: 1).last == .tapped(CellPoint(x: 1, y: 1)))
        let second = Self.feed(&pointer, [(.press(.left), 2, 1), (.release(.left), 2, 1)], at: 1.3)
        #expect(second.last == .doubleTapped)
        #expect(second.last??.trigger == .mouse(.doubleClick, ArtEditScreen.Place.emptyCanvas))
        // A third is a click again; so is a second one too late.
        #expect(Self.feed(&pointer, [(.press(.left), 2, 1), (.release(.left), 2, 1)], at: 1.4).last == .tapped(CellPoint(x: 2, y: 1)))
        #expect(Self.feed(&pointer, [(.press(.left), 2, 1), (.release(.left), 2, 1)], at: 2).last == .tapped(CellPoint(x: 2, y: 1)))
    }

    @Test func theWheelZoomsOrResizesOverTheCanvasAndScrollsTheStrip() {
        var pointer = ArtDragAndDrop()
        #expect(Self.feed(&pointer, [(.wheel(up: true), 4, 4)]) == [.wheel(up: true, at: CellPoint(x: 4, y: 4), control: false)])
        let resize = Self.feed(&pointer, [(.wheel(up: false), 4, 4)], control: true)
        #expect(resize.first??.trigger == .mouse(.ctrlWheel, ArtEditScreen.Place.overCanvas))
        #expect(Self.feed(&pointer, [(.wheel(up: false), 20, 20)], control: true) == [.wheelStrip(up: false)])
        #expect(Self.feed(&pointer, [(.wheel(up: true), 4, 15), (.press(.middle), 4, 4), (.press(.right), 5, 5)]) == [nil, nil, nil])
    }

    @Test func theStripsControlsAreClicksAndTheTrashOnlySaysWhatItTakes() {
        var pointer = ArtDragAndDrop()
        #expect(Self.feed(&pointer, [(.press(.left), 1, 20)]) == [.clicked(ArtEditScreen.Place.paletteName)])
        #expect(Self.feed(&pointer, [(.press(.left), 35, 20)]) == [.pressedTrash])
        #expect(ArtGestureEvent.pressedTrash.trigger == nil)
    }

    @Test func aResizeForgetsThePress() {
        var pointer = ArtDragAndDrop()
        _ = Self.feed(&pointer, [(.press(.left), 5, 5), (.drag(.left), 6, 6)])
        pointer.cancel()
        #expect(pointer.preview(selection: nil) == nil)
        #expect(Self.feed(&pointer, [(.release(.left), 6, 6)]) == [nil])
    }

    @Test("Every gesture it reports is a row of the art editor's table")
    func everyGestureIsARow() {
        let gestures: [ArtGestureEvent] = [
            .clicked(ArtEditScreen.Place.paletteName), .clicked(ArtEditScreen.Place.scrollBack), .clicked(ArtEditScreen.Place.scrollOn),
            .panned(columns: 1, rows: 0), .droppedStripEmoji("🐶", at: CellPoint(x: 0, y: 0)), .trashedStripEmoji(0),
            .reordered(from: 0, to: 1), .trashedEmoji(.selection), .moved(.selection, columns: 1, rows: 0, to: CellPoint(x: 0, y: 0)),
            .tapped(CellPoint(x: 0, y: 0)), .doubleTapped, .wheel(up: true, at: CellPoint(x: 0, y: 0), control: false),
            .wheel(up: true, at: CellPoint(x: 0, y: 0), control: true), .wheelStrip(up: true),
        ]
        for gesture in gestures {
            let trigger = gesture.trigger
            #expect(trigger.flatMap { ArtEditScreen.keyMap.action(matching: $0) } != nil, "\(gesture)")
        }
    }
}
