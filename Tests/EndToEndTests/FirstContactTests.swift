import Foundation
import Testing

/// What a newcomer met first and was surprised by (#32): a seed given that the game did not name,
/// a note repeated on every command, an option taken and ignored, a file error with no reason.
@Suite("No surprises at first contact")
struct FirstContactTests {
    /// `--seed 4 -c 'new animals'` printed "(seed 4859480363769805331)": the game drew its seed
    /// from the session's. The first game is dealt with the seed given; the next draw theirs.
    @Test func theSeedGivenIsTheSeedPrinted() throws {
        let result = try MemorizeProcess.run(["--seed", "4", "-c", "new animals; new animals"])
        #expect(result.status == 0)
        let lines = result.stdoutLines.filter { $0.hasPrefix("New game:") }
        #expect(lines.first == "New game: Animals, 8 pairs (seed 4)")
        #expect(lines.count == 2 && lines[1] != lines[0])
        // …and `new animals seed=4` replays that first game.
        let first = try MemorizeProcess.run(["--seed", "4", "-c", "new animals; state"])
        let replayed = try MemorizeProcess.run(["--seed", "99", "-c", "new animals seed=4; state"])
        #expect(first.stdoutLines.last == replayed.stdoutLines.last)
        let simulated = try MemorizeProcess.run(["--seed", "4", "simulate"])
        #expect(simulated.stdoutLines.first == "1 game of 8 pairs, strategy perfect, seed 4")
    }

    /// Three `export board` printed the same 200-character note three times.
    @Test func theExportNoteIsSaidOnce() throws {
        let directory = scratchPath("first-contact")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let result = try MemorizeProcess.run(
            ["--seed", "1", "-c", "new animals pairs=3; export board a.svg; export board b.svg; export board c.txt"], directory: directory)
        #expect(result.status == 0)
        let notes = result.stderrLines.filter { $0.hasPrefix("note:") }
        #expect(notes == ["note: the file has 5 columns, the terminal 6 (--canvas 640x352 gives 6)"])
    }

    /// `memorize cast nosuch.transcript` said "cannot read" and no more.
    @Test func castSaysWhyItCannotRead() throws {
        let directory = scratchPath("first-contact")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let missing = try MemorizeProcess.run(["cast", "nosuch.transcript"], directory: directory)
        #expect(missing.status == 1)
        #expect(missing.stderrLines == ["error: 'nosuch.transcript': no such file"])
        let folder = try MemorizeProcess.run(["cast", "sub"], directory: directory)
        #expect(folder.stderrLines == ["error: 'sub': it is a directory"])
    }

    /// `record --clock system` was taken and ignored (a recording runs on the manual clock).
    @Test func recordRefusesTheSystemClock() throws {
        let directory = scratchPath("first-contact")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let refused = try MemorizeProcess.run(["record", "--clock", "system", "t.transcript"], stdin: Data("new\n".utf8), directory: directory)
        #expect(refused.status == 64)
        #expect(refused.stderrLines.count == 1)
        #expect(refused.stderrLines == ["error: --clock system cannot be recorded: a transcript replays on the manual clock (see 'memorize record --help')"])
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("t.transcript").path))
        let manual = try MemorizeProcess.run(["record", "--clock", "manual", "t.transcript"], stdin: Data("new\n".utf8), directory: directory)
        #expect(manual.status == 0)
    }
}
