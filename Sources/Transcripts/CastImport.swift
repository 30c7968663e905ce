#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import REPL
import Storage

/// `memorize cast --import FILE.cast`: an `asciinema rec --stdin` recording of a line session of
/// memorize made into a transcript. The inputs are the `"i"` events (what was typed), split at
/// each Enter; the output expected after each is what the `"o"` events showed between that Enter
/// and the next prompt, with the terminal's control sequences taken out. A marker (`"m"`) becomes
/// a comment above the next input. Lines that say `error:` or `warning:` are taken as standard
/// error (a terminal shows both streams as one).
///
/// Not read: full-screen screens (`play`, `art edit`: their frames are not lines; record those
/// with `memorize record`), readline editing other than Backspace (arrows, history, completion:
/// the line typed is not the keys), and anything a live session does differently from a replay
/// (a game dealt without `seed=`, unless the recorded command gave `--seed N`; bonus time on the
/// real clock). ``CastImport/transcript(from:name:)`` says so by throwing, or the caller's replay
/// of the result fails.
public enum CastImport {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// One event of the cast: its time (from the start), code and data.
    struct Event: Decodable {
        var time: Double
        var code: String
        var data: String

        init(from decoder: any Decoder) throws {
            var array = try decoder.unkeyedContainer()
            time = try array.decode(Double.self)
            code = try array.decode(String.self)
            data = try array.decode(String.self)
        }
    }

    struct Header: Decodable {
        struct Term: Decodable { var cols: Int; var rows: Int }
        var version: Int
        var width: Int?
        var height: Int?
        var term: Term?
        var command: String?
    }

    /// The transcript's text made from the cast `text`, named `name` in its first comment.
    /// - Throws: ``Failure`` when the file is not an asciicast v2 or v3, holds no input, or shows
    ///   a full-screen screen.
    /// - Complexity: O(*n*) in the cast's size.
    public static func transcript(from text: String, name: String) throws(Failure) -> String {
        let lines = text.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("#") }
        guard let first = lines.first, let header = try? JSONDecoder().decode(Header.self, from: Data(first.utf8)),
              let width = header.width ?? header.term?.cols, let height = header.height ?? header.term?.rows,
              [2, 3].contains(header.version)
        else { throw Failure(description: "'\(name.terminalSafe)' is not an asciicast v2 or v3 (its first line is no such header)") }
        var events: [Event] = []
        for (index, line) in lines.dropFirst().enumerated() {
            guard let event = try? JSONDecoder().decode(Event.self, from: Data(line.utf8)) else {
                throw Failure(description: "'\(name.terminalSafe)': event \(index + 1) is not [time, code, data]")
            }
            events.append(event)
        }
        let session = try steps(of: events)
        guard !session.isEmpty else {
            throw Failure(description: "'\(name.terminalSafe)' holds no line typed: record it with 'asciinema rec --stdin'")
        }
        var out = ["# Imported from \(name) (an asciinema recording).", "@ seed: \(seed(in: header.command))", "@ size: \(width > 0 ? width : 80)x\(height > 0 ? height : 24)"]
        for step in session {
            out.append("")
            out += step.comments.map { "# \($0)" }
            out.append(step.input.isEmpty ? ">" : "> \(step.input)")
            out += step.output.map { line in
                let isError = line.hasPrefix("error:") || line.hasPrefix("warning:")
                return (isError ? Reply.Line.err(line) : Reply.Line.out(line)).transcriptText
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// An input line, the comments (markers) above it and the lines it printed.
    struct Step {
        var comments: [String]
        var input: String
        var output: [String] = []
        /// Whether its output is read (at the next Enter, whatever that line is).
        var closed = false
    }

    /// The steps of a session from its events, in order.
    /// - Complexity: O(*n*) in the events' text.
    static func steps(of events: [Event]) throws(Failure) -> [Step] {
        var steps: [Step] = []
        var typed: [Character] = []
        var comments: [String] = []
        var shown = ""   // what the terminal showed since the last Enter
        func close() {
            guard let last = steps.indices.last, !steps[last].closed else { return }
            steps[last].closed = true
            // The first line is the rest of the echoed input; the last is the next prompt.
            let lines = TerminalText.plain(shown).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            steps[last].output = Array(lines.dropFirst().dropLast())
        }
        for event in events {
            switch event.code {
            case "o":
                if event.data.contains("\u{1B}[?1049h") {
                    let input = steps.last?.input ?? ""
                    throw Failure(description: "'> \(input.terminalSafe)' opens a full-screen screen, which an import does not read: record screens with 'memorize record FILE'")
                }
                shown += event.data
            case "m":
                if !event.data.isEmpty { comments.append(event.data.terminalSafe) }
            case "i":
                for character in event.data {
                    switch character {
                    case "\r", "\n", "\r\n":
                        close()
                        shown = ""
                        let line = String(typed).terminalSafe
                        typed = []
                        guard !line.allSatisfy(\.isWhitespace) else { continue }
                        // A `# comment` typed at the prompt runs nothing: it is the transcript's comment.
                        if let label = CastRecorder.label(of: line), line.drop(while: \.isWhitespace).first == "#" {
                            comments.append(label)
                            continue
                        }
                        steps.append(Step(comments: comments, input: line))
                        comments = []
                    case "\u{7F}", "\u{8}": _ = typed.popLast()
                    case "\u{3}", "\u{15}": typed = []   // Ctrl-C, Ctrl-U: the line is dropped
                    default:
                        if !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                            typed.append(character)
                        }
                    }
                }
            default: break
            }
        }
        // The last reply runs to the end, where the prompt Ctrl-D answered may stand on a line of its own.
        close()
        if var last = steps.popLast() {
            while last.output.last?.isEmpty == true { last.output.removeLast() }
            if last.output.last?.hasSuffix("> ") == true { last.output.removeLast() }
            steps.append(last)
        }
        return steps
    }

    /// `--seed N` (or `--seed=N`) in the command asciinema recorded, else 0.
    static func seed(in command: String?) -> UInt64 {
        let words = (command ?? "").split(separator: " ").map(String.init)
        for (index, word) in words.enumerated() {
            if word.hasPrefix("--seed="), let seed = UInt64(word.dropFirst(7)) { return seed }
            if word == "--seed", index + 1 < words.count, let seed = UInt64(words[index + 1]) { return seed }
        }
        return 0
    }
}

extension CastImport {
    /// `memorize cast --import FILE.cast [-o OUT]`: the transcript made of the cast at `path`,
    /// written atomically to `output` or to standard output, then replayed: one that does not
    /// pass is still written, with a warning that says so. Returns the exit status: 0, 1 when a
    /// file cannot be read or written, 2 when the cast cannot be imported.
    /// - Complexity: O(*n*) in the cast's size, plus the replay's cost.
    public static func writeTranscript(ofCast path: String, to output: String?) -> Int32 {
        let text: String
        do {
            text = String(decoding: try Workspace().read(path, limit: 1 << 28), as: UTF8.self)
        } catch {
            SuiteRun.fail("error: \(error.message)")
            return 1
        }
        let made: String
        do throws(Failure) {
            made = try transcript(from: text, name: path.split(separator: "/").last.map(String.init) ?? path)
        } catch {
            SuiteRun.fail("error: \(error.description)")
            return 2
        }
        if let output {
            do {
                try AtomicFile.write(made, to: output)
            } catch {
                SuiteRun.fail("error: \(error)")
                return 1
            }
        } else {
            StandardStreams.write(made, to: FileIO.standardOutput)
        }
        let passes = (try? TranscriptRunner.run(Transcript.parse(Data(made.utf8), path: output ?? path)).passed) ?? false
        if !passes {
            SuiteRun.fail("warning: the transcript made of '\(path.terminalSafe)' does not pass as it is (a game dealt without seed=, bonus time on the real clock?); 'memorize test' shows where")
        }
        return 0
    }
}

/// What a line-mode terminal shows of written text, as plain lines: control sequences (CSI, OSC,
/// two-byte escapes) taken out, CR LF as LF, a lone CR or a Backspace going back over the line.
enum TerminalText {
    /// - Complexity: O(*n*) in the text.
    static func plain(_ text: String) -> String {
        var lines: [[Character]] = [[]]
        var column = 0
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\u{1B}":
                skipEscape(&characters)
            case "\r\n", "\n":
                lines.append([])
                column = 0
            case "\r": column = 0
            case "\u{8}": column = max(0, column - 1)
            default:
                guard !character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) || character == "\t" else { continue }
                if column < lines[lines.count - 1].count {
                    lines[lines.count - 1][column] = character
                } else {
                    lines[lines.count - 1].append(character)
                }
                column += 1
            }
        }
        return lines.map { String($0) }.joined(separator: "\n")
    }

    /// Drops the rest of an escape sequence whose ESC was just read.
    private static func skipEscape(_ characters: inout ArraySlice<Character>) {
        guard let introducer = characters.popFirst() else { return }
        switch introducer {
        case "[":   // CSI: parameters, then a final byte in @…~
            while let next = characters.popFirst() {
                if let scalar = next.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) { return }
            }
        case "]", "P", "_", "^":   // OSC and other strings: to BEL or ST (ESC \)
            while let next = characters.popFirst() {
                if next == "\u{7}" { return }
                if next == "\u{1B}" { _ = characters.popFirst(); return }
            }
        default: return   // a two-byte escape (ESC 7, ESC =, …)
        }
    }
}
