import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `memorize test --artifacts DIR`: every failing screen snapshot drawn as three SVG files, the
/// expected screen, the actual one and the difference with exactly the differing cells
/// outlined; named from the transcript and line, made safe; DIR made when missing, and a link
/// or special file in the way refused, never followed (#34).
@Suite("memorize test --artifacts", .serialized)
struct FailureArtifactsTests {
    /// A 40 × 8 play screen in colour, as `--update` wrote it.
    static let screen = """
        # a screen
        @ size: 40x8
        @ color: always
        > play animals pairs=2 seed=3
        ~ snapshot colors
        | Animals · score 0 (0 + 0 − 0) · 2/2   😐
        |   ┏━━━━━━┓ ╭──────╮ ╭──────╮ ╭──────╮
        |   ┃      ┃ │      │ │      │ │      │
        |   ┃      ┃ │      │ │      │ │      │
        |   ┃   1  ┃ │   2  │ │   3  │ │   4  │
        |   ┃      ┃ │      │ │      │ │      │
        |   ┗━━━━━━┛ ╰──────╯ ╰──────╯ ╰──────╯
        | Space choose · ? help · q quit
        | styles:
        | aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
        | ..bbbbbbbb.cccccccc.cccccccc.cccccccc
        | ..bddddddb.cddddddc.cddddddc.cddddddc
        | ..bddddddb.cddddddc.cddddddc.cddddddc
        | ..bdddeddb.cdddeddc.cdddeddc.cdddeddc
        | ..bddddddb.cddddddc.cddddddc.cddddddc
        | ..bbbbbbbb.cccccccc.cccccccc.cccccccc
        | ffffffffffffffffffffffffffffff
        | a = 1
        | b = 1;38;5;208
        | c = 38;5;208
        | d = 48;5;208
        | e = 1;38;5;16;48;5;208
        | f = 2
        ~ press q
        ...

        """

    /// The screen expecting another face (two cells, one emoji), an X on card 2 and card 1's
    /// number in the card's plain style: four cells differ.
    static let failing = screen
        .replacingOccurrences(of: "😐", with: "🙂")
        .replacingOccurrences(of: "│   2  │ │   3", with: "│   X  │ │   3")
        .replacingOccurrences(of: "| ..bdddeddb.cdddeddc", with: "| ..bddddddb.cdddeddc")
    static let differing: Set<[Int]> = [[39, 1], [40, 1], [16, 5], [7, 5]]

    private func directory() throws -> URL {
        let directory = scratchPath("artifacts")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// What an SVG file holds, read by Foundation's XML parser (which fails on anything not
    /// well-formed).
    final class Picture: NSObject, XMLParserDelegate {
        var marked: Set<[Int]> = []
        var texts: [String] = []
        var fills: Set<String> = []
        private var inText = false

        static func read(_ url: URL) throws -> Picture {
            let picture = Picture()
            let parser = XMLParser(data: try Data(contentsOf: url))
            parser.delegate = picture
            #expect(parser.parse(), "\(url.lastPathComponent): \(parser.parserError.map { "\($0)" } ?? "")")
            return picture
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if let fill = attributes["fill"] { fills.insert(fill) }
            if name == "rect", attributes["class"] == "differs", let column = attributes["data-column"].flatMap(Int.init),
               let row = attributes["data-row"].flatMap(Int.init) {
                marked.insert([column, row])
            }
            inText = name == "text"
            if inText { texts.append("") }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText { texts[texts.count - 1] += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            inText = false
        }
    }

    /// A failing screen among other transcripts, at `-j 2`: three well-formed SVG files named
    /// from the (made safe) transcript name and the snapshot's line; the diff outlines exactly
    /// the cells that differ; the colours and emoji are those of the screens.
    @Test func aFailingScreenIsDrawnThreeTimes() throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.failing.utf8).write(to: directory.appendingPathComponent("scr een;\u{7}x.transcript"))
        try Data("# fails, but no screen\n> score\n| score: 5\n".utf8).write(to: directory.appendingPathComponent("plain.transcript"))
        try Data(Self.screen.utf8).write(to: directory.appendingPathComponent("passing.transcript"))
        let output = directory.appendingPathComponent("out/deeper")
        let result = try MemorizeProcess.run(["test", "-j", "2", "--artifacts", output.path, directory.path])
        #expect(result.status == 1)
        #expect(result.stderrLines.last == "3 artifacts written to \(output.path)", Comment(rawValue: result.stderr))
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(names == ["scr_een__x-line5-actual.svg", "scr_een__x-line5-diff.svg", "scr_een__x-line5-expected.svg"])

        let expected = try Picture.read(output.appendingPathComponent("scr_een__x-line5-expected.svg"))
        let actual = try Picture.read(output.appendingPathComponent("scr_een__x-line5-actual.svg"))
        let diff = try Picture.read(output.appendingPathComponent("scr_een__x-line5-diff.svg"))
        #expect(diff.marked == Self.differing)
        #expect(expected.marked.isEmpty && actual.marked.isEmpty)
        #expect(expected.texts.contains("🙂") && !expected.texts.contains("😐") && expected.texts.contains("X"))
        #expect(actual.texts.contains("😐") && actual.texts.contains("2") && !actual.texts.contains("X"))
        // Palette colour 208 behind the cards, as xterm draws it.
        #expect(actual.fills.contains("#ff8700") && expected.fills.contains("#ff8700"))
    }

    /// A plain `~ snapshot` of a coloured screen compares only text, but its actual picture is
    /// drawn in the colours the terminal showed.
    @Test func aPlainSnapshotIsDrawnInColour() throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let rows = Self.failing.components(separatedBy: "\n")
        let plain = rows.prefix { !$0.hasPrefix("| styles:") }.joined(separator: "\n").replacingOccurrences(of: "snapshot colors", with: "snapshot")
            + "\n~ press q\n...\n"
        try Data(plain.utf8).write(to: directory.appendingPathComponent("plain.transcript"))
        let output = directory.appendingPathComponent("out")
        let result = try MemorizeProcess.run(["test", "--artifacts", output.path, directory.appendingPathComponent("plain.transcript").path])
        #expect(result.stderrLines.last == "3 artifacts written to \(output.path)", Comment(rawValue: result.stdout + result.stderr))
        let expected = try Picture.read(output.appendingPathComponent("plain-line5-expected.svg"))
        let actual = try Picture.read(output.appendingPathComponent("plain-line5-actual.svg"))
        let diff = try Picture.read(output.appendingPathComponent("plain-line5-diff.svg"))
        #expect(diff.marked == [[39, 1], [40, 1], [16, 5]])
        #expect(actual.fills.contains("#ff8700") && !expected.fills.contains("#ff8700"))
    }

    /// A link at DIR, or at an artifact's name, is refused and never followed; a FIFO at a name
    /// is refused without waiting on it.
    @Test func linksAndSpecialFilesAreRefused() throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transcript = directory.appendingPathComponent("screen.transcript")
        try Data(Self.failing.utf8).write(to: transcript)
        let elsewhere = directory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)

        let linked = directory.appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: elsewhere)
        let throughLink = try MemorizeProcess.run(["test", "--artifacts", linked.path, transcript.path])
        #expect(throughLink.stderr.contains("cannot write artifacts to '\(linked.path)': it is a symbolic link"), Comment(rawValue: throughLink.stderr))
        #expect(throughLink.stderrLines.last == "0 artifacts written to \(linked.path)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)

        let output = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let victim = elsewhere.appendingPathComponent("victim")
        try Data("keep".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("screen-line5-expected.svg"), withDestinationURL: victim)
        #expect(mkfifo(output.appendingPathComponent("screen-line5-actual.svg").path, 0o600) == 0)
        let blocked = try MemorizeProcess.run(["test", "--artifacts", output.path, transcript.path])
        #expect(blocked.stderr.contains("screen-line5-expected.svg': it is a symbolic link, which is never followed"), Comment(rawValue: blocked.stderr))
        #expect(blocked.stderr.contains("screen-line5-actual.svg': not a regular file"), Comment(rawValue: blocked.stderr))
        #expect(blocked.stderrLines.last == "1 artifact written to \(output.path)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output.appendingPathComponent("screen-line5-expected.svg").path) == victim.path)
    }
}
