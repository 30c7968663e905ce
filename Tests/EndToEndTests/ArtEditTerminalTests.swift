import Foundation
import Testing

/// The sequences that give the terminal back, as `art edit` writes them when it leaves: bracketed
/// paste off, mouse off, the cursor shown, the main screen.
private let leaving = ["\u{1B}[?2004l", "\u{1B}[?1000l", "\u{1B}[?1002l", "\u{1B}[?1006l", "\u{1B}[?25h", "\u{1B}[?1049l"]

/// Whether `output` left the screen after it last entered it (with bracketed paste on).
private func leftTheScreen(_ output: String) -> Bool {
    guard let entered = output.range(of: "\u{1B}[?1049h", options: .backwards) else { return false }
    guard output[entered.lowerBound...].contains("\u{1B}[?2004h") else { return false }
    let after = output[entered.upperBound...]
    return leaving.allSatisfy { after.contains($0) }
}

/// `art state`'s layout: where the strip's emoji are on an 80x24 terminal (1-based cells).
struct ArtEditState: Decodable {
    struct Frame: Decodable { let x: Int, y: Int, width: Int, height: Int }
    struct Item: Decodable { let emoji: String, frame: Frame }
    struct Layout: Decodable {
        let canvas: Frame
        let strip: [Item]
        let trash: Frame
    }
    struct Emoji: Decodable { let id: Int, text: String, x: Int, y: Int, size: Int }
    let emojis: [Emoji]
    let selection: [Int]
    let layout: Layout
}

func decodeState(_ line: String) throws -> ArtEditState {
    try JSONDecoder().decode(ArtEditState.self, from: Data(line.utf8))
}

/// SGR mouse reports, as a terminal sends them (1-based cells).
private func press(_ x: Int, _ y: Int) -> String { "\u{1B}[<0;\(x);\(y)M" }
private func drag(_ x: Int, _ y: Int) -> String { "\u{1B}[<32;\(x);\(y)M" }
private func release(_ x: Int, _ y: Int) -> String { "\u{1B}[<0;\(x);\(y)m" }
private func wheelUp(_ x: Int, _ y: Int) -> String { "\u{1B}[<64;\(x);\(y)M" }
private func dragged(from: (Int, Int), to: (Int, Int)) -> String {
    press(from.0, from.1) + drag((from.0 + to.0) / 2, (from.1 + to.1) / 2) + drag(to.0, to.1) + release(to.0, to.1)
}
private func pasted(_ text: String) -> String { "\u{1B}[200~" + text + "\u{1B}[201~" }

/// A 1x1 GIF (a background to paste the path of).
private let gif: [UInt8] = [
    0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xFF, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x21, 0xF9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B,
]

@Suite("art edit on a pseudo-terminal", .enabled(if: PythonPseudoTerminal.available, "needs python3 for its pty module"), .serialized)
struct ArtEditTerminalTests {
    /// A scratch folder, removed afterwards by the caller.
    func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("art-edit-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The layout the editor has on 80x24 for a new document and the default palettes.
    func layout() throws -> ArtEditState.Layout {
        let result = try MemorizeProcess.run(["--size", "80x24", "-c", "art new; art state"])
        return try decodeState(try #require(result.stdoutLines.last)).layout
    }

    @Test("Drag from the strip, select, move, wheel zoom, pan, paste a path and emoji, reorder and trash the strip; q; the REPL sees it all")
    func wholeStory() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("pic.emojiart").path
        let image = directory.appendingPathComponent("pixel.gif")
        try Data(gif).write(to: image)
        let layout = try layout()
        let strip = layout.strip
        try #require(strip.count > 3)
        let car = strip[1]   // 🚗
        let row = car.frame.y
        let trash = (layout.trash.x, layout.trash.y)
        // The screen is drawn by difference (only changed cells are written), so its text is no
        // place to wait for; each step settles, and the document and palette are checked after.
        let run = try PythonPseudoTerminal.run([], [
            .wait("memorize> "), .send("art edit \(file)\r"), .wait("\u{1B}[?1049h"), .wait("Vehicles"), .settle(0.3),
            // Drag 🚗 from the strip to the canvas at 20,5.
            .send(dragged(from: (car.frame.x, row), to: (20, 5))), .settle(0.2),
            // Click it: selected. Drag it (the selection) to 30,8.
            .send(press(20, 5) + release(20, 5)), .settle(0.2),
            .send(dragged(from: (20, 5), to: (30, 8))), .settle(0.2),
            // The wheel zooms at the pointer; a drag on empty canvas pans.
            .send(wheelUp(40, 10)), .settle(0.2),
            .send(dragged(from: (60, 15), to: (62, 16))), .settle(0.2),
            // Paste emoji text (at the pointer's last cell), then a path: the background.
            .send(pasted("🐶a")), .settle(0.2),
            .send(pasted(image.path)), .settle(0.5),
            // On the strip: 🚙 dragged onto 🚘's place, then the new first (🚗) onto the trash.
            .send(dragged(from: (strip[0].frame.x, row), to: (strip[2].frame.x, row))), .settle(0.2),
            .send(dragged(from: (strip[0].frame.x, row), to: trash)), .settle(0.3),
            .send("q"), .wait("memorize> "),
            .send("art state\r"), .wait("\"layout\""), .settle(0.2),
            .send("palette show Vehicles\r"), .settle(0.5),
            .send("quit\r"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)
        #expect(leftTheScreen(run.output))
        #expect(run.restored)
        // After the screen: the state line, and the palette as it is now.
        let afterScreen = run.output.components(separatedBy: "\u{1B}[?1049l").last ?? ""
        let stateLine = try #require(afterScreen.split(whereSeparator: \.isNewline).first { $0.contains("\"emojis\"") })
        let jsonStart = try #require(stateLine.firstIndex(of: "{"))
        let state = try decodeState(String(stateLine[jsonStart...]))
        #expect(state.emojis.map(\.text) == ["🚗", "🐶"])
        #expect(state.selection == [1])
        // 🚗 went where it was dropped (20,5), then 10 right and 3 down with the selection, at the
        // fitting zoom the editor held when it was dropped: 304/768 (80x21 cells of 8x16 points for
        // the 1024x768 canvas, less a cell each side for its edge). Cell (19,4) from 0 is document
        // point ((20·8 − 320), (4.5·16 − 168)) over the zoom; the move adds (80, 48) over it. The
        // wheel and the pan moved the view only.
        let zoom = 304.0 / 768.0
        let dropped = try #require(state.emojis.first)
        #expect(dropped.x == Int(((20 * 8 - 320) / zoom).rounded()) + Int((80 / zoom).rounded()))
        #expect(dropped.y == Int(((4.5 * 16 - 168) / zoom).rounded()) + Int((48 / zoom).rounded()))
        #expect(dropped.size == Int((40 / zoom).rounded()))
        #expect(afterScreen.contains("🚘🚙🚕"))
        // The document was saved to its file (autosave), background and all.
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.contains("🚗") && saved.contains("🐶") && saved.contains("imageData"))
    }

    @Test("A paste of three is one undo; a canvas emoji dragged onto 🗑️ is deleted, one undo bringing it back; Ctrl+wheel resizes")
    func trashUndoResize() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("pets.emojiart").path
        let layout = try layout()
        // Pasted at the canvas's centre (80x21 cells at the fitting zoom 304/768), five columns
        // apart: 🐶 at 40,11, 🐱 at 45,11 (1-based). The undos after the screen retrace each step.
        let run = try PythonPseudoTerminal.run([], [
            .wait("memorize> "), .send("art edit \(file)\r"), .wait("\u{1B}[?1049h"), .wait("Vehicles"), .settle(0.3),
            .send(pasted("🐶🐱🐭")), .settle(0.2),
            .send("u"), .settle(0.2), .send("U"), .settle(0.2),
            .send(dragged(from: (40, 11), to: (layout.trash.x, layout.trash.y))), .settle(0.2),
            .send("\u{1B}[<80;45;11M"), .settle(0.3),
            .send("q"), .wait("memorize> "),
            .send("art state\r"), .wait("\"layout\""), .settle(0.2),
            .send("art undo; art state\r"), .settle(0.3),
            .send("art undo; art state\r"), .settle(0.3),
            .send("art undo; art state\r"), .settle(0.3),
            .send("quit\r"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)
        #expect(leftTheScreen(run.output))
        let afterScreen = run.output.components(separatedBy: "\u{1B}[?1049l").last ?? ""
        let states = try afterScreen.split(whereSeparator: \.isNewline).filter { $0.contains("\"emojis\"") }.map { line in
            try decodeState(String(line[try #require(line.firstIndex(of: "{"))...]))
        }
        try #require(states.count == 4)
        let size = Int((40 / (304.0 / 768.0)).rounded())
        // On leaving: 🐶 gone to the trash, 🐱 a notch bigger.
        #expect(states[0].emojis.map(\.text) == ["🐱", "🐭"])
        #expect(states[0].emojis.map(\.size) == [Int((Double(size) * 1.25).rounded()), size])
        // Undo the resize; undo the trash: 🐶 back where it was; undo the whole paste at once.
        #expect(states[1].emojis.map(\.size) == [size, size])
        #expect(states[2].emojis.map(\.text) == ["🐶", "🐱", "🐭"])
        #expect(states[2].emojis.first.map { [$0.x, $0.y] } == [0, 0])
        #expect(states[3].emojis.isEmpty)
    }

    @Test("In the REPL, q and Ctrl-C go straight back to the same REPL and document, untitled changes and all; quit then asks")
    func backToTheREPL() throws {
        let run = try PythonPseudoTerminal.run([], [
            .wait("memorize> "), .send("art new\r"), .wait("> "),
            .send("art edit\r"), .wait("\u{1B}[?1049h"), .wait("Vehicles"), .settle(0.2),
            .send("a"), .settle(0.2), .send("\u{3}"), .wait("\u{1B}[?1049l"), .wait("> "),
            .send("art edit\r"), .wait("\u{1B}[?1049h"), .wait("Vehicles"), .settle(0.2),
            .send("a"), .settle(0.2), .send("q"), .wait("\u{1B}[?1049l"), .wait("> "),
            .send("art show\r"), .wait("2 emoji"), .wait("> "),
            .send("quit\r"), .wait("quit or Ctrl-D again"), .send("quit\r"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)
        #expect(leftTheScreen(run.output))
        #expect(run.restored)
        #expect(!run.output.contains("unsaved changes:"))
        let afterScreens = run.output.components(separatedBy: "\u{1B}[?1049l").dropFirst()
        #expect(afterScreens.first?.contains("1 emoji, 0 selected · untitled, not saved") == true)
        #expect(afterScreens.last?.contains("2 emoji, 0 selected · untitled, not saved") == true)
    }

    @Test("u after a pasted picture takes back the picture and the zoom it brought; the REPL sees the view as it was")
    func undoPastedPicture() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let image = directory.appendingPathComponent("pixel.gif")
        try Data(gif).write(to: image)
        let file = directory.appendingPathComponent("pic.emojiart").path
        let run = try PythonPseudoTerminal.run([], [
            .wait("memorize> "), .send("art edit \(file)\r"), .wait("\u{1B}[?1049h"), .wait("Vehicles"), .settle(0.2),
            .send("+"), .settle(0.2), .send(pasted(image.path)), .settle(0.6),
            .send("u"), .settle(0.2), .send("q"), .wait("\u{1B}[?1049l"), .wait("> "),
            .send("art state\r"), .wait("\"viewport\""), .settle(0.2),
            .send("quit\r"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.restored)
        let afterScreen = run.output.components(separatedBy: "\u{1B}[?1049l").last ?? ""
        let stateLine = try #require(afterScreen.split(whereSeparator: \.isNewline).first { $0.contains("\"viewport\"") })
        // The background is blank again, and the zoom is the one step in from fit (304/768 · 1.25),
        // not the 1x1 picture's 100.
        #expect(stateLine.contains("\"background\":{\"state\":\"none\"}"))
        #expect(stateLine.contains("\"zoom\":0.494792"), "\(stateLine)")
    }

    @Test("SIGTERM and SIGHUP give the terminal back and save the document, then end the program as the signal would",
          arguments: ["SIGTERM", "SIGHUP"])
    func signals(name: String) throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("pic.emojiart").path
        let run = try PythonPseudoTerminal.run(["art", "edit", file], [
            .wait("\u{1B}[?1049h"), .wait("Vehicles"), .settle(0.2), .send("a"), .settle(0.2), .send("a"), .settle(0.2), .signal(name),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.signal == (name == "SIGTERM" ? 15 : 1))
        #expect(leftTheScreen(run.output))
        #expect(run.restored)
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.components(separatedBy: "\"text\"").count - 1 == 2)
    }

    @Test("memorize art edit with no file: q with changes asks; s saves to a typed name and leaves, the file holding the work")
    func untitledAsksAndSaves() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = directory.appendingPathComponent("kept").path
        let run = try PythonPseudoTerminal.run(["art", "edit"], [
            .wait("\u{1B}[?1049h"), .wait("Vehicles"), .settle(0.2),
            .send("a"), .settle(0.2), .send("q"), .wait("unsaved changes"), .settle(0.1),
            .send("s"), .wait("save as"), .send(name), .settle(0.2), .send("\r"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)
        #expect(leftTheScreen(run.output))
        #expect(run.restored)
        let saved = try String(contentsOfFile: name + ".emojiart", encoding: .utf8)
        #expect(saved.components(separatedBy: "\"text\"").count - 1 == 1)
        let afterScreen = run.output.components(separatedBy: "\u{1B}[?1049l").last ?? ""
        #expect(afterScreen.contains("1 emoji, 0 selected · \(name).emojiart"))
        #expect(!afterScreen.contains("lost"))
    }

    @Test("memorize art edit with no file: q then d discards, and nothing warns afterwards that work is lost")
    func untitledDiscards() throws {
        let run = try PythonPseudoTerminal.run(["art", "edit"], [
            .wait("\u{1B}[?1049h"), .wait("Vehicles"), .settle(0.2),
            .send("a"), .settle(0.2), .send("q"), .wait("unsaved changes"), .settle(0.1), .send("d"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)
        #expect(run.restored)
        let afterScreen = run.output.components(separatedBy: "\u{1B}[?1049l").last ?? ""
        #expect(afterScreen.contains("discarded the untitled document's changes"))
        #expect(!afterScreen.contains("lost"))
    }

    @Test("Outside a terminal, art edit is one error line, from the shell and in batch")
    func noTerminal() throws {
        let shell = try MemorizeProcess.run(["art", "edit", "pic.emojiart"])
        #expect(shell.status == 1)
        #expect(shell.stderrLines.count == 1)
        #expect(shell.stderrLines.first?.hasPrefix("error: art edit needs a terminal (standard input and output)") == true)
        // The same command, the same answer: the shell runs the REPL's body.
        let batch = try MemorizeProcess.run(["-c", "art edit pic.emojiart"])
        #expect(batch.status == 1)
        #expect(batch.stderrLines == shell.stderrLines)
    }
}
