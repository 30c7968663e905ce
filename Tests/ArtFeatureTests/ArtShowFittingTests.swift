import Features
import Foundation
import LiveScreens
import Testing
@testable import REPL
@testable import ArtFeature
import TestSupport

/// `art show` draws what the editor draws (the background picture under the emoji) and fits the
/// terminal: the notes above it, its frame, its status lines (wrapped) and the prompt after them
/// take the terminal's height, so the top edge is never scrolled away.
@Suite struct ArtShowFittingTests {
    static let sky = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../transcripts/fixtures/art/sky.png").standardizedFileURL

    /// `art show` on a `width` × `height` terminal after `setup`, in a scratch directory holding sky.png.
    static func show(width: Int, height: Int, color: Bool = false, _ setup: String) throws -> Reply {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-show-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(contentsOf: sky).write(to: directory.appendingPathComponent("sky.png"))
        var launch = Launch(seed: 1, clock: .manual, style: Style(color: color, width: width, height: height), themeDirectory: nil)
        launch.directory = directory
        let repl = launch.makeInterpreter()
        _ = repl.handle(setup)
        return repl.handle("art show")
    }

    /// The rows `reply` takes on a terminal `width` columns wide, each line wrapped.
    static func rows(_ reply: Reply, width: Int) -> Int {
        (reply.stderr + reply.stdout).reduce(0) { $0 + TextRenderer.rows(of: $1, width: width) }
    }

    @Test(arguments: [(80, 24), (60, 20), (40, 12), (30, 12), (24, 10)])
    func theFrameItsStatusAndThePromptFillTheTerminal(width: Int, height: Int) throws {
        // The background still loading is waited for: its note is printed above the frame.
        let reply = try Self.show(width: width, height: height, "art new; art background sky.png; art add 🐶 at 0,0")
        #expect(reply.stderr == ["note: background ready: sky.png"])
        #expect(reply.stdout.first?.hasPrefix("┌") == true)
        #expect(Self.rows(reply, width: width) + 1 == height, "\(reply.stderr + reply.stdout)")
    }

    @Test func aTerminalTooShortForAFrameStillGetsOneRowOfIt() throws {
        let reply = try Self.show(width: 20, height: 5, "art new")
        #expect(reply.stdout.filter { $0.hasPrefix("│") }.count == 1)
    }

    @Test func showRowsLeaveTheEdgesTheStatusAndThePrompt() {
        #expect(ArtText.showRows(height: 24, statusRows: 2) == 19)
        #expect(ArtText.showRows(height: 24, statusRows: 4) == 17)
        #expect(ArtText.showRows(height: 3, statusRows: 2) == 1)
    }

    @Test func withColourTheBackgroundIsHalfBlocksInTwentyFourBitUnderTheEmoji() throws {
        let reply = try Self.show(width: 40, height: 12, color: true, "art new; art background sky.png; art add 🐶 at 0,0 size 8")
        let grid = reply.stdout.filter { $0.hasPrefix("│") }
        #expect(grid.contains { $0.contains("\u{1B}[0;38;2;") && $0.contains("▀") })
        // The emoji keeps the colour of the cell it covers; each line ends plain.
        let dog = try #require(grid.first { $0.contains("🐶") })
        let at = try #require(dog.range(of: "🐶"))
        let sgr = try #require(dog[..<at.lowerBound].range(of: "\u{1B}[", options: .backwards))
        #expect(dog[sgr.lowerBound..<at.lowerBound].hasPrefix("\u{1B}[0;48;2;"), "\(dog.debugDescription)")
        for line in grid {
            guard let last = line.range(of: "\u{1B}[", options: .backwards) else { continue }
            #expect(line[last.lowerBound...].hasPrefix("\u{1B}[0m"), "\(line.debugDescription)")
        }
    }

    @Test func withoutColourTheBackgroundIsTheLuminanceRamp() throws {
        let reply = try Self.show(width: 40, height: 12, "art new; art background sky.png; art add 🐶 at 0,0 size 8")
        let grid = reply.stdout.filter { $0.hasPrefix("│") }
        #expect(!grid.joined().contains("\u{1B}"))
        let ramp = Set(ImageRaster.ramp.dropFirst())
        #expect(grid.contains { line in line.contains { ramp.contains($0) } })
        #expect(grid.contains { $0.contains("🐶") })
    }
}
