import Foundation
import Testing

/// A palette too small for the smallest game is refused with its count, wherever a game is dealt.
@Suite("A game needs emoji")
struct EmptyPaletteTests {
    /// A palettes file whose first palette, Empty, has no emoji.
    static func palettes() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("palettes.json")
        try Data(#"[{"emojis":"","id":1,"name":"Empty"},{"emojis":"🐶🐱","id":2,"name":"Pets"}]"#.utf8).write(to: file)
        return file
    }

    @Test("Batch: 'new' on an empty palette is one error line with the count, exit 1, the game kept")
    func batch() throws {
        let file = try Self.palettes()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try MemorizeProcess.run(["--palettes", file.path, "-c", "new pets seed=1; new empty; state"])
        #expect(result.status == 1)
        #expect(result.stderrLines == ["error: palette 'Empty' has 0 emoji; a game needs at least 1"])
        #expect(result.stdoutLines.last?.contains(#""theme":"Pets""#) == true)
    }

    @Test("Shell: 'memorize play' on an empty palette is refused on a terminal before the screen opens",
          .enabled(if: PythonPseudoTerminal.available, "needs python3 for its pty module"))
    func play() throws {
        let file = try Self.palettes()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let run = try PythonPseudoTerminal.run(["--palettes", file.path, "play", "empty"], [.wait("error: ")])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 1)
        #expect(run.output.contains("error: palette 'Empty' has 0 emoji; a game needs at least 1"))
        #expect(!run.output.contains("\u{1B}[?1049h"))
    }
}
