import Testing
@testable import LiveScreens

@Suite("FrameRenderer")
struct FrameRendererTests {
    func sample() -> Frame {
        var frame = Frame(width: 20, height: 4)
        frame.put("╭──────╮", x: 2, y: 0)
        frame.put("│", x: 2, y: 1)
        frame.put("✈️", x: 4, y: 1)   // U+2708 U+FE0F: one column in tmux, two elsewhere
        frame.put("│", x: 9, y: 1)
        frame.put("╰──────╯", x: 2, y: 2)
        frame.put("score 3", x: 0, y: 3, style: CellStyle(bold: true))
        return frame
    }

    @Test("A frame that did not change writes nothing")
    func unchanged() {
        var renderer = FrameRenderer()
        let frame = sample()
        #expect(!renderer.render(frame).isEmpty)
        #expect(renderer.render(frame).isEmpty)
        #expect(renderer.render(sample()).isEmpty)
    }

    @Test("One changed cell writes a cursor move and that cell, nothing else")
    func oneCell() {
        var renderer = FrameRenderer()
        var frame = sample()
        _ = renderer.render(frame)
        frame.put("7", x: 6, y: 3, style: CellStyle(bold: true))
        #expect(renderer.render(frame) == "\u{1B}[4;7H7")
    }

    @Test("A wide character erases its two cells first and the next cell is positioned again")
    func wideCharacter() {
        var renderer = FrameRenderer()
        var frame = Frame(width: 10, height: 1)
        _ = renderer.render(frame)
        frame.put("🐶", x: 3, y: 0)
        frame.put("x", x: 5, y: 0)
        #expect(renderer.render(frame) == "\u{1B}[1;4H\u{1B}[2X🐶\u{1B}[1;6Hx")
    }

    @Test("Every cell lands where the frame put it, whichever width the terminal gives ✈️",
          arguments: VirtualTerminal.WidthPolicy.allCases)
    func landsInPlace(policy: VirtualTerminal.WidthPolicy) {
        var renderer = FrameRenderer()
        var terminal = VirtualTerminal(width: 20, height: 4, policy: policy)
        terminal.feed(renderer.render(sample()))
        #expect(terminal.character(atX: 2, y: 1) == "│")
        #expect(terminal.character(atX: 4, y: 1) == "✈️")
        #expect(terminal.character(atX: 9, y: 1) == "│")
        #expect(terminal.line(0) == "  ╭──────╮")
        #expect(terminal.line(2) == "  ╰──────╯")
        // And after a change, by difference, still.
        var frame = sample()
        frame.put("☀️", x: 6, y: 1)
        terminal.feed(renderer.render(frame))
        #expect(terminal.character(atX: 6, y: 1) == "☀️")
        #expect(terminal.character(atX: 9, y: 1) == "│")
        #expect(terminal.character(atX: 4, y: 1) == "✈️")
    }

    @Test("The two policies really disagree about ✈️ when the cursor is trusted")
    func policiesDisagree() {
        var wide = VirtualTerminal(width: 10, height: 1, policy: .variationSelectorWide)
        var narrow = VirtualTerminal(width: 10, height: 1, policy: .variationSelectorNarrow)
        wide.feed("│✈️│")
        narrow.feed("│✈️│")
        #expect(wide.column(of: "│", inRow: 0) == 0)
        #expect(wide.character(atX: 3, y: 0) == "│")
        #expect(narrow.character(atX: 2, y: 0) == "│")
    }

    @Test("A new size is drawn whole, from a cleared screen")
    func resized() {
        var renderer = FrameRenderer()
        _ = renderer.render(sample())
        var bigger = Frame(width: 30, height: 5)
        bigger.put("hi", x: 0, y: 0)
        let bytes = renderer.render(bigger)
        #expect(bytes.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        #expect(bytes.contains("hi"))
    }

    @Test("Frames blank the other half of a wide character they break, as a terminal does")
    func brokenWide() {
        var frame = Frame(width: 6, height: 1)
        frame.put("🐶", x: 2, y: 0)
        frame.put("a", x: 3, y: 0)
        #expect(frame[2, 0].text == " ")
        #expect(frame[3, 0].text == "a")
        frame.put("🐱", x: 0, y: 0)
        frame.put("b", x: 0, y: 0)
        #expect(frame.lines == ["b  a"])
    }

    @Test("A 24-bit colour is written as SGR 38;2 / 48;2, an indexed one as 38;5 / 48;5")
    func trueColour() {
        var renderer = FrameRenderer()
        var frame = Frame(width: 4, height: 1)
        _ = renderer.render(frame)
        frame.put("▀", x: 0, y: 0, style: CellStyle(foreground: .rgb(255, 128, 0), background: .rgb(0, 0, 7)))
        frame.put("x", x: 1, y: 0, style: CellStyle(foreground: .indexed(196), background: .indexed(16), bold: true))
        #expect(renderer.render(frame) == "\u{1B}[1;1H\u{1B}[0;38;2;255;128;0;48;2;0;0;7m▀\u{1B}[0;1;38;5;196;48;5;16mx")
        var terminal = VirtualTerminal(width: 4, height: 1, policy: .variationSelectorWide)
        var fresh = FrameRenderer()
        terminal.feed(fresh.render(frame))
        #expect(terminal.styles.contains("0;38;2;255;128;0;48;2;0;0;7"))
        #expect(terminal.character(atX: 0, y: 0) == "▀")
    }
}

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test("text measures what its characters measure, by the ASCII shortcut or not", arguments: [
        "", "plain words", "tab\there", "line\nfeed", "del\u{7F}", "esc\u{1B}[0m", "crlf\r\n", "café", "e\u{301}",
        "🍕 pizza", "✈️ jet", "漢字 kanji", "1️⃣ keycap", "👨‍👩‍👧‍👦 family", "~!@#$%^&*()_+{}|:\"<>?",
    ])
    func textIsTheSumOfItsCharacters(text: String) {
        #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
        #expect(DisplayWidth.of(text[...]) == DisplayWidth.of(text))
    }
}
