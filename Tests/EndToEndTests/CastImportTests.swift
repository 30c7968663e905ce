import Foundation
import Testing

/// `memorize cast --import FILE.cast`: an `asciinema rec --stdin` recording of a line session
/// becomes a transcript that passes: the keys typed are its inputs (Backspace honoured), what the
/// terminal showed after each is its output without colour or bracketed-paste modes, a marker and
/// a typed `#` line are comments.
@Suite("memorize cast --import makes a transcript of an asciinema recording")
struct CastImportTests {
    static let board = #"  ╭────╮    ╭────╮    ╭────╮    ╭────╮\r\n  │  1 │    │  2 │    │  3 │    │  4 │\r\n  ╰────╯    ╰────╯    ╰────╯    ╰────╯\r\n"#

    /// A recording made by hand as asciinema 2 writes one: echoes, a Backspace, colour, an error.
    static let cast = #"""
        {"version": 2, "width": 40, "height": 12, "timestamp": 1700000000, "command": "memorize --seed 3"}
        [0.01, "o", "memorize 0.1.0: 'new' starts a game, 'help' lists commands, Ctrl-D leaves.\r\n\u001b[?2004h😐 memorize> "]
        [0.50, "m", "a deal"]
        [1.00, "i", "new animals pairs=2"]
        [1.00, "o", "new animals pairs=2"]
        [1.10, "i", "\r"]
        [1.10, "o", "\r\n\u001b[?2004l\r"]
        [1.20, "o", "New game: Animals, 2 pairs (seed 3)\r\n\#(board)\u001b[1mAnimals\u001b[0m · score 0 · 2 of 2 pairs left\r\n\u001b[?2004h😐 Animals 0> "]
        [2.00, "i", "# one card"]
        [2.00, "o", "# one card"]
        [2.10, "i", "\r"]
        [2.10, "o", "\r\n\u001b[?2004l\r\u001b[?2004h😐 Animals 0> "]
        [3.00, "i", "choos"]
        [3.00, "o", "choos"]
        [3.10, "i", "\u007f"]
        [3.10, "o", "\b \b"]
        [3.20, "i", "se 9\r"]
        [3.20, "o", "se 9\r\n\u001b[?2004l\r"]
        [3.30, "o", "\u001b[31merror: no card 9; cards are numbered 1…4\u001b[0m\r\n\u001b[?2004h😐 Animals 0> "]
        [4.00, "i", "\u0004"]
        [4.00, "o", "\r\n"]

        """#

    static let expected = """
        # Imported from session.cast (an asciinema recording).
        @ seed: 3
        @ size: 40x12

        # a deal
        > new animals pairs=2
        | New game: Animals, 2 pairs (seed 3)
        |   ╭────╮    ╭────╮    ╭────╮    ╭────╮
        |   │  1 │    │  2 │    │  3 │    │  4 │
        |   ╰────╯    ╰────╯    ╰────╯    ╰────╯
        | Animals · score 0 · 2 of 2 pairs left

        # one card
        > choose 9
        ! error: no card 9; cards are numbered 1…4

        """

    private func scene(_ cast: String) throws -> URL {
        let directory = scratchPath("cast-import")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(cast.utf8).write(to: directory.appendingPathComponent("session.cast"))
        return directory
    }

    @Test("A recording becomes the transcript it shows, which memorize test passes")
    func importPasses() throws {
        let directory = try scene(Self.cast)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cast = directory.appendingPathComponent("session.cast").path
        let file = directory.appendingPathComponent("session.transcript").path
        let made = try MemorizeProcess.run(["cast", "--import", cast, "-o", file])
        #expect(made.status == 0 && made.stderr.isEmpty, "\(made.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.expected)
        let test = try MemorizeProcess.run(["test", file])
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        // Without -o, to standard output; a v3 header reads the same.
        let v3 = Self.cast.replacingOccurrences(
            of: #""version": 2, "width": 40, "height": 12"#, with: #""version": 3, "term": {"cols": 40, "rows": 12}"#)
        let again = try scene(v3)
        defer { try? FileManager.default.removeItem(at: again) }
        let printed = try MemorizeProcess.run(["cast", "--import", again.appendingPathComponent("session.cast").path])
        #expect(printed.stdout == Self.expected)
    }

    @Test("A full-screen screen, or a file that is no asciicast, is refused with what to do instead")
    func refusals() throws {
        let screen = #"""
            {"version": 2, "width": 40, "height": 12}
            [0.1, "i", "play animals\r"]
            [0.2, "o", "\r\n\u001b[?1049h\u001b[2J"]

            """#
        let directory = try scene(screen)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cast = directory.appendingPathComponent("session.cast").path
        let refused = try MemorizeProcess.run(["cast", "--import", cast])
        #expect(refused.status == 2 && refused.stderr.contains("'> play animals' opens a full-screen screen") && refused.stderr.contains("memorize record"))
        try Data("not json\n".utf8).write(to: URL(fileURLWithPath: cast))
        let garbage = try MemorizeProcess.run(["cast", "--import", cast])
        #expect(garbage.status == 2 && garbage.stderr.contains("is not an asciicast v2 or v3"))
        let both = try MemorizeProcess.run(["cast", "x.transcript", "--import", cast])
        #expect(both.status != 0 && both.stderr.contains("one of them"))
    }
}
