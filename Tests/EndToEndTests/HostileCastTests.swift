import Foundation
import Testing

/// A cast is played on someone's terminal: what came from a transcript file (its input lines, its
/// name, the names its themes hold) is shown in it, never obeyed. The only escapes a cast holds
/// are the program's own screen drawing (CSI: colour, cursor, modes); no OSC (`ESC ]`) can retitle
/// the terminal or write its clipboard, and no other escape is there.
@Suite("Casts of a hostile transcript are safe to play")
struct HostileCastTests {
    static let title = "\u{1B}]0;owned\u{07}"
    static let clipboard = "\u{1B}]52;c;aGk=\u{07}"

    /// A transcript whose input lines, comment and theme carry OSC sequences and a raw C1 CSI, and
    /// whose screens draw the hostile theme, document and palette names.
    static let transcript = """
        # a story \(title)
        @ seed: 1
        @ color: always
        @ themes: themes
        @ files: fresh

        > palette new "x\(title)" 🐶🐱
        ...
        > new \(clipboard)
        ...
        > \u{9B}2J themes
        ...
        > new "Zoo\(title)" pairs=2
        ...
        > board
        ...
        > art new; art add 🐶 at 0,0; art save a\(title).emojiart
        ...
        > play "Zoo\(title)" pairs=2
        ~ press → Space q
        ...
        > art edit
        ~ press → q
        ...

        """

    func scene() throws -> URL {
        let directory = scratchPath("hostile-cast")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("themes"), withIntermediateDirectories: true)
        let theme = #"{"name":"Zoo\u001b]0;owned\u0007","emojis":"🐶🐱🐭🐹","pairs":2,"color":"red"}"#
        try Data(theme.utf8).write(to: directory.appendingPathComponent("themes/zoo.json"))
        return directory
    }

    /// The text of every event of `cast` and its header's title: what a player writes to the terminal.
    func played(_ cast: String) throws -> [String] {
        var texts: [String] = []
        for (index, line) in cast.split(separator: "\n").enumerated() {
            let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
            if index == 0, let header = value as? [String: Any] {
                texts.append(header["title"] as? String ?? "")
            } else if let event = value as? [Any], event.count == 3, let text = event[2] as? String {
                texts.append(text)
            }
        }
        return texts
    }

    /// Every ESC is the start of a CSI (`ESC [`); no C1 control (a one-byte CSI or OSC), no BEL.
    func problems(in texts: [String]) -> [String] {
        texts.filter { text in
            let scalars = Array(text.unicodeScalars)
            return scalars.indices.contains { index in
                let scalar = scalars[index]
                if scalar == "\u{1B}" { return index + 1 >= scalars.count || scalars[index + 1] != "[" }
                return scalar == "\u{07}" || (0x80...0x9F).contains(scalar.value)
            }
        }
    }

    @Test func aCastOfAHostileTranscriptHoldsNoOSC() throws {
        let directory = try scene()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("name\(Self.title).transcript")
        try Data(Self.transcript.utf8).write(to: file)
        let output = directory.appendingPathComponent("out.cast")
        let result = try MemorizeProcess.run(["cast", file.path, "-o", output.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let cast = try String(contentsOf: output, encoding: .utf8)
        let texts = try played(cast)
        #expect(texts.count > 5)
        #expect(problems(in: texts).isEmpty, "\(problems(in: texts).map(\.debugDescription))")
        // What was typed is there, shown.
        #expect(texts.contains { $0.contains(#"palette new "x\u{1B}]0;owned\u{7}" 🐶🐱"#) }, "\(texts.map(\.debugDescription))")
        // Both screens ran, and drew the hostile names (escaped).
        #expect(texts.count { $0.contains("\u{1B}[?1049h") } == 2, "\(texts.map(\.debugDescription))")
        #expect(texts.contains { $0.contains(#"Zoo\u{1B}]0;owned\u{7}"#) })
        #expect(texts.contains { $0.contains(#"\u{9B}2J themes"#) }, "\(texts.map(\.debugDescription))")
        #expect(!(result.stdout + result.stderr).contains("\u{1B}]"))
    }

    /// `record --cast` with lines piped in: the cast shows the lines, escaped, as a terminal would.
    @Test func aRecordedCastHoldsNoOSC() throws {
        let directory = try scene()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transcript = directory.appendingPathComponent("r.transcript"), cast = directory.appendingPathComponent("r.cast")
        let input = "palette new x\(Self.title) 🐶🐱\nnew \(Self.clipboard)\nscore\n"
        let result = try MemorizeProcess.run(["record", "--cast", cast.path, transcript.path], stdin: Data(input.utf8))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let texts = try played(try String(contentsOf: cast, encoding: .utf8))
        #expect(problems(in: texts).isEmpty, "\(problems(in: texts).map(\.debugDescription))")
        #expect(texts.contains { $0.contains(#"new \u{1B}]52;c;aGk=\u{7}"#) }, "\(texts.map(\.debugDescription))")
        // The transcript keeps the exact text: it replays what was typed.
        #expect(try String(contentsOf: transcript, encoding: .utf8).contains("> new \(Self.clipboard)"))
    }
}
