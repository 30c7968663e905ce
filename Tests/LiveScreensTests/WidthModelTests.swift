import Synchronization
import Testing
@testable import LiveScreens

/// The one seam every width goes through: ``DisplayWidth`` measures by the width model in force,
/// which is Unicode's unless a session binds a profile; frames hold characters as wide as that,
/// and the renderer draws them so a terminal of that model shows every cell where the frame put it.
@Suite("Width models")
struct WidthModelTests {
    static let alpha = WidthModel(name: "Alpha", columns: ["✈️": 1, "☀️": 1])
    static let beta = WidthModel(name: "Beta", columns: ["🇫🇷": 4, "👨‍👩‍👧": 6])

    @Test("Measurements follow the model in force, and only inside it")
    func bound() {
        #expect(DisplayWidth.of(Character("✈️")) == 2)
        WidthModel.with(WidthModel.Source(Self.alpha)) {
            #expect(DisplayWidth.of(Character("✈️")) == 1)
            #expect(DisplayWidth.of("✈️ and ☀️ and 🐶") == 1 + 5 + 1 + 5 + 2)
            #expect(DisplayWidth.unicode(of: "✈️") == 2)
            #expect(DisplayWidth.ofEmoji("✈️") == 1)
            #expect(DisplayWidth.ofEmoji("🐶") == 2)
        }
        #expect(DisplayWidth.of(Character("✈️")) == 2)
        #expect(DisplayWidth.ofEmoji("✈️") == 2)
    }

    @Test("A profile is loaded once, and only when an emoji is measured")
    func lazy() {
        let loads = Mutex(0)
        let source = WidthModel.Source(name: "Alpha") {
            loads.withLock { $0 += 1 }
            return Self.alpha
        }
        WidthModel.with(source) {
            #expect(DisplayWidth.of("plain text, box drawing ─│ and braille ⣿") == 40)
            #expect(DisplayWidth.of(Character("é")) == 1)
            #expect(loads.withLock { $0 } == 0)
            #expect(DisplayWidth.of(Character("✈️")) == 1)
            #expect(DisplayWidth.of(Character("☀️")) == 1)
        }
        #expect(loads.withLock { $0 } == 1)
    }

    @Test("An emoji drawn wider than its slot shows its first part, or nothing")
    func fitted() {
        WidthModel.with(WidthModel.Source(Self.beta)) {
            #expect(DisplayWidth.fitted("👨‍👩‍👧", in: 6)?.columns == 6)
            #expect(DisplayWidth.fitted("👨‍👩‍👧", in: 2)?.emoji == "👨")
            #expect(DisplayWidth.fitted("🇫🇷", in: 2) == nil)
            var frame = Frame(width: 10, height: 1)
            #expect(frame.put(emoji: "🇫🇷", x: 0, y: 0) == 0)
            #expect(frame.put(emoji: "👨‍👩‍👧", x: 0, y: 0) == 2)
            #expect(frame[0, 0].text == "👨")
        }
    }

    @Test("A character six columns wide takes six cells; covering one of them blanks it all")
    func wideCells() {
        var frame = Frame(width: 10, height: 1)
        #expect(frame.put("👨‍👩‍👧", width: 6, x: 2, y: 0) == 6)
        #expect(frame[2, 0].span == 6)
        #expect((3..<8).allSatisfy { frame[$0, 0].isContinuation })
        frame.put("x", width: 1, x: 5, y: 0)
        #expect(frame.lines == ["     x"])
        #expect((2..<10).allSatisfy { !frame[$0, 0].isContinuation })
    }

    @Test("Drawn by the renderer, each terminal shows the frame made by its own model", arguments: [alpha, beta])
    func rendered(model: WidthModel) {
        let frame = WidthModel.with(WidthModel.Source(model)) {
            var frame = Frame(width: 30, height: 1)
            frame.put("│✈️☀️🇫🇷👨‍👩‍👧🐶│", x: 0, y: 0)
            return frame
        }
        var renderer = FrameRenderer()
        var screen = VirtualTerminal(width: 30, height: 1, widths: model)
        screen.feed(renderer.render(frame))
        let right = 1 + ["✈️", "☀️", "🇫🇷", "👨‍👩‍👧", "🐶"].reduce(0) { $0 + screen.width(of: Character($1)) }
        #expect(screen.character(atX: right, y: 0) == "│")
        #expect(screen.line(0) == frame.lines[0])
    }
}
