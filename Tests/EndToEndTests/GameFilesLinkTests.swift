import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The kept game (`$XDG_STATE_HOME/memorize/game.json`), the scores
/// (`$XDG_DATA_HOME/memorize/scores.json`) and the scores' lock are memorize's own files: a link
/// another user planted at one of them in a shared sticky directory is never written through, and
/// a link at the lock is never followed (its target is not made). The player's own file, the one
/// the link names, keeps its bytes.
@Suite("Games that last: links at the kept game, the scores and their lock")
struct GameFilesLinkTests {
    /// A home whose state and data directories' `memorize` folders are shared sticky ones (1777),
    /// as `/tmp` is, and a file outside them that a planted link names.
    struct Home {
        let root: URL
        var state: String { root.path + "/state/memorize" }
        var data: String { root.path + "/data/memorize" }
        var victim: String { root.path + "/victim.json" }
        var environment: [String: String] {
            ["HOME": root.path, "XDG_STATE_HOME": root.path + "/state", "XDG_DATA_HOME": root.path + "/data"]
        }

        init() throws {
            root = scratchPath("game-links")
            for directory in [root.path + "/state/memorize", root.path + "/data/memorize"] {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                #expect(chmod(directory, 0o1777) == 0)
            }
            try Data("mine\n".utf8).write(to: URL(fileURLWithPath: root.path + "/victim.json"))
        }

        /// A link at `path` to the victim, owned by `nobody` when `planted` (as another user's).
        func link(_ path: String, planted: Bool) throws {
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)
            if planted { #expect(lchown(path, 65534, 65534) == 0) }
        }

        func isLink(_ path: String) -> Bool {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
        }
    }

    /// Plays animals with 2 pairs (seed 5) in the REPL on a terminal: `won` wins it (the scores
    /// are written, the kept game removed), else leaves it half played (the game is kept).
    func play(_ home: Home, won: Bool) throws -> String {
        let terminal = try PseudoTerminal(["--date", "2026-11-28", "--clock", "manual"], environment: home.environment)
        defer { _ = terminal.waitForExit() }
        _ = terminal.read { $0.contains("memorize> ") }
        terminal.send(won ? "new animals pairs=2 seed=5\nchoose 1 2 3 4\nscore\n" : "new animals pairs=2 seed=5\nchoose 1\nscore\n")
        // Three lines, three prompts after them: each has been answered.
        let shown = terminal.read { $0.components(separatedBy: "memorize> ").count > 3 }
        terminal.endInput()
        return shown + terminal.readUntilGone()
    }

    @Test("a link another user planted at game.json in a shared state directory is not written through", .enabled(if: geteuid() == 0))
    func keptGame() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        try home.link(home.state + "/game.json", planted: true)
        let shown = try play(home, won: false)
        #expect(try String(contentsOfFile: home.victim, encoding: .utf8) == "mine\n", "the link was written through: \(shown)")
        #expect(home.isLink(home.state + "/game.json"))
        #expect(shown.contains("symbolic link another user made"), "\(shown)")
    }

    @Test("a link another user planted at scores.json in a shared data directory is not written through", .enabled(if: geteuid() == 0))
    func scores() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        try home.link(home.data + "/scores.json", planted: true)
        let shown = try play(home, won: true)
        #expect(try String(contentsOfFile: home.victim, encoding: .utf8) == "mine\n", "the link was written through: \(shown)")
        #expect(home.isLink(home.data + "/scores.json"))
        #expect(shown.contains("symbolic link another user made"), "\(shown)")
    }

    @Test("a link at .scores.json.lock is not followed when a game is won: its target is not made")
    func scoresLock() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let lock = home.data + "/.scores.json.lock"
        let target = home.root.path + "/made-by-the-lock"
        try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: target)
        let shown = try play(home, won: true)
        #expect(!FileManager.default.fileExists(atPath: target), "the lock's link was followed: \(shown)")
        #expect(home.isLink(lock))
        #expect(shown.contains(".scores.json.lock") && shown.contains("symbolic link"), "\(shown)")
        #expect(!FileManager.default.fileExists(atPath: home.data + "/scores.json"), "the scores were written without their lock")
    }
}
