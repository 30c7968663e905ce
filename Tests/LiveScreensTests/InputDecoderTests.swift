import Testing
@testable import LiveScreens

@Suite("InputDecoder")
struct InputDecoderTests {
    func decode(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    @Test("Shift, Alt and Ctrl on cursor keys, Delete and Shift+Tab (xterm's modifier parameter)")
    func modifiedKeys() {
        #expect(decode("\u{1B}[1;2A\u{1B}[1;5C\u{1B}[1;3D\u{1B}[1;6B") == [
            .key(.modified(.up, .shift)), .key(.modified(.right, .control)), .key(.modified(.left, .alt)),
            .key(.modified(.down, [.shift, .control])),
        ])
        #expect(decode("\u{1B}[3~\u{1B}[3;5~\u{1B}[Z") == [.key(.delete), .key(.modified(.delete, .control)), .key(.modified(.tab, .shift))])
        // A modifier of 1 is none; odd ones are masked, never a trap.
        #expect(decode("\u{1B}[1;1A") == [.key(.up)])
        #expect(decode("\u{1B}[1;-9223372036854775808A\u{1B}[1;9223372036854775807A").count == 2)
        #expect(Key.modified(.up, .shift).unmodified == .up)
    }

    @Test("Keys: letters, Space, Enter, arrows in both forms, Ctrl-C, Home and PageDown")
    func keys() {
        #expect(decode("hj q") == [.key(.character("h")), .key(.character("j")), .key(.space), .key(.character("q"))])
        #expect(decode("\r\n") == [.key(.enter), .key(.enter)])
        #expect(decode("\u{1B}[A\u{1B}OB\u{1B}[C\u{1B}[D") == [.key(.up), .key(.down), .key(.right), .key(.left)])
        #expect(decode("\u{3}") == [.key(.control("c"))])
        #expect(decode("\u{1B}[1~\u{1B}[6~") == [.key(.home), .key(.pageDown)])
        #expect(decode("é🐶") == [.key(.character("é")), .key(.character("🐶"))])
    }

    @Test("SGR mouse reports: press, drag, release and the wheel, with 1-based cells")
    func mouse() {
        #expect(decode("\u{1B}[<0;12;5M") == [.mouse(MouseEvent(.press(.left), x: 12, y: 5))])
        #expect(decode("\u{1B}[<32;12;6M") == [.mouse(MouseEvent(.drag(.left), x: 12, y: 6))])
        #expect(decode("\u{1B}[<0;12;6m") == [.mouse(MouseEvent(.release(.left), x: 12, y: 6))])
        #expect(decode("\u{1B}[<64;3;4M\u{1B}[<65;3;4M") == [
            .mouse(MouseEvent(.wheel(up: true), x: 3, y: 4)), .mouse(MouseEvent(.wheel(up: false), x: 3, y: 4)),
        ])
        #expect(decode("\u{1B}[<16;1;1M") == [.mouse(MouseEvent(.press(.left), x: 1, y: 1, control: true))])
        // The wheel with a modifier held: Ctrl (16), Alt (8), Shift (4) on top of 64 and its direction.
        #expect(decode("\u{1B}[<80;3;4M\u{1B}[<73;3;4M\u{1B}[<68;3;4M") == [
            .mouse(MouseEvent(.wheel(up: true), x: 3, y: 4, control: true)), .mouse(MouseEvent(.wheel(up: false), x: 3, y: 4, alt: true)),
            .mouse(MouseEvent(.wheel(up: true), x: 3, y: 4, shift: true)),
        ])
        let wheel = MouseEvent(.wheel(up: false), x: 9, y: 2, control: true)
        #expect(decode(wheel.sgrReport) == [.mouse(wheel)])
        let event = MouseEvent(.drag(.left), x: 40, y: 7, shift: true)
        #expect(decode(event.sgrReport) == [.mouse(event)])
    }

    @Test("A sequence split across reads waits for its rest")
    func split() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[<0;1".utf8)).isEmpty)
        #expect(decoder.isWaitingForMore)
        #expect(decoder.feed(Array("2;5M".utf8)) == [.mouse(MouseEvent(.press(.left), x: 12, y: 5))])
        #expect(decoder.feed([0xF0, 0x9F]).isEmpty)
        #expect(decoder.feed([0x90, 0xB6]) == [.key(.character("🐶"))])
    }

    @Test("A lone ESC is the Esc key once nothing more comes")
    func loneEscape() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.isWaitingForMore)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(!decoder.isWaitingForMore)
    }

    @Test("Pasted text is text, never keys, even across reads")
    func paste() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~q n".utf8)).isEmpty)
        #expect(decoder.feed(Array("r\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.feed(Array("1~j".utf8)) == [.paste("q nr"), .key(.character("j"))])
    }

    @Test("Noise is skipped, never misread")
    func noise() {
        #expect(decode("\u{1B}[99z") == [.key(.unknown)])
        #expect(decode("\u{1B}[<1;2M") == [])
        #expect(decode("\u{1B}[<0;38;;1M") == [])   // found by the TerminalInput fuzz target: once read as 38,1
        #expect(decode("\u{FF}a").last == .key(.character("a")))
    }
}
