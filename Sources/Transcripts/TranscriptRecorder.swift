import Platform
import REPL
import Storage
/// Records a live session as a transcript: every input line and the output it produced, with
/// the settings it ran under, so that `memorize test FILE` passes straight after.
///
/// The file is rewritten atomically, never half-written: after a command when a second has passed
/// since the last write, and always at the end. Typing, that is after every command; a script
/// piped into `record` writes once a second, not once a line (8,000 lines rewrote the growing
/// file 8,000 times).
public final class TranscriptRecorder {
    public let path: String
    private let header: [String]
    /// Whether a command failed, and whether a line's words were refused: the transcript then
    /// expects the status a batch run ends with (``Reply/batchStatus(anyFailed:anyRefused:)``).
    private var anyFailed = false
    private var anyRefused = false
    private var body: [String] = []
    private var discardingReply = false
    /// The input has ended: what the session says now (its end: an untitled document's loss)
    /// belongs to no input, as a replay sees it, so it is kept as a comment.
    private var inputEnded = false
    /// The last write's error, if any (reported once by the caller).
    public private(set) var writeError: AtomicFile.WriteError?
    /// When the file was last written; nil before the first write.
    private var lastSave: ContinuousClock.Instant?
    /// How long recorded commands may wait to be written.
    static let saveInterval = Duration.seconds(1)

    /// - Parameter themes: the `@ themes` setting, relative to the transcript's directory.
    public init(path: String, settings: Transcript.Settings) {
        self.path = path
        var header = [
            "# Recorded with 'memorize record'. Replace this line with the story this transcript tells.",
            "@ seed: \(settings.seed)",
            "@ size: \(settings.width)x\(settings.height)",
        ]
        if let themes = settings.themes { header.append("@ themes: \(themes)") }
        self.header = header + [""]
    }

    /// Wraps `reader` so that each line it reads is recorded.
    public func recording<Reader: LineReader>(_ reader: Reader) -> RecordingReader<Reader> {
        RecordingReader(reader: reader, recorder: self)
    }

    /// Wraps `sink` so that each reply written is recorded (without colour), and the transcript
    /// saved.
    public func recording<Sink: ReplySink>(_ sink: Sink) -> RecordingSink<Sink> {
        RecordingSink(sink: sink, recorder: self)
    }

    fileprivate func record(input: String) {
        if !body.isEmpty { body.append("") }
        body.append(input.isEmpty ? ">" : "> \(input)")
        discardingReply = false
    }

    fileprivate func skipNextReply() { discardingReply = true }

    /// Lines of the transcript as they are (a recorded screen's `~` steps and snapshot rows).
    func append(_ lines: [String]) { body += lines }

    /// The asciicast of the session, when `--cast` asked for one.
    var cast: CastRecorder?

    /// What output lines must not keep (`record --redact`), written as `[..]`.
    var redaction: Redaction?

    fileprivate func record(_ reply: Reply) {
        guard !discardingReply else { return }
        if inputEnded {
            guard !reply.lines.isEmpty else { return }
            if !body.isEmpty { body.append("") }
            body.append("# At the end of the input the session said (a replay does not compare it):")
            body += reply.lines.map { "#   " + ANSI.strip(recorded($0)) }
            return
        }
        for line in reply.lines {
            switch line {
            case .out(let text): body.append(recorded(.out(ANSI.strip(text))))
            case .err(let text): body.append(recorded(.err(ANSI.strip(text))))
            }
        }
        anyFailed = anyFailed || reply.failed
        anyRefused = anyRefused || reply.refusedWords
    }

    /// An output line as the transcript keeps it: redacted to a glob line, or as printed.
    private func recorded(_ line: Reply.Line) -> String {
        switch line {
        case .out(let text): redaction?.apply(text).map { Transcript.Expected.stdout($0, .glob).text } ?? line.transcriptText
        case .err(let text): redaction?.apply(text).map { Transcript.Expected.stderr($0, .glob).text } ?? line.transcriptText
        }
    }

    fileprivate func endOfInput() { inputEnded = true }

    /// Writes the transcript so far if the last write is a second old (or there was none).
    fileprivate func saveIfDue() {
        if let lastSave, ContinuousClock.now - lastSave < Self.saveInterval { return }
        save()
    }

    /// Writes the transcript so far.
    /// - Complexity: O(*n*) in the transcript's length.
    public func save() {
        lastSave = ContinuousClock.now
        do {
            let status = Reply.batchStatus(anyFailed: anyFailed, anyRefused: anyRefused)
            let exit = status == 0 ? [] : ["@ exit: \(status)"]
            let text = (header.dropLast() + exit + [""] + body).joined(separator: "\n") + "\n"
            try AtomicFile.write(text, to: path)
            writeError = nil
            try cast?.write()
        } catch {
            writeError = error
        }
    }
}

public struct RecordingReader<Reader: LineReader>: LineReader {
    var reader: Reader
    let recorder: TranscriptRecorder

    public mutating func readLine(prompt: String) -> LineInput? {
        recorder.cast?.output(prompt)
        let input = reader.readLine(prompt: prompt)
        switch input {
        // What was typed is shown as an echo shows it, never obeyed when the cast plays (a line
        // piped in may hold any bytes); the transcript keeps the exact text.
        case .line(let text):
            recorder.cast?.marker(CastRecorder.label(of: text))
            recorder.cast?.output(text.terminalSafe + "\r\n")
        case .invalid, nil: recorder.cast?.output("\r\n")
        }
        switch input {
        // Blank lines (an empty Enter, a line dropped with Ctrl-C) do nothing: not worth keeping.
        case .line(let text) where text.allSatisfy(\.isWhitespace): break
        case .line(let text): recorder.record(input: text)
        case .invalid: recorder.skipNextReply()   // no input line to hang its error on
        case nil: recorder.endOfInput()
        }
        return input
    }

    public mutating func prepare(vocabulary: @autoclosure () -> CompletionVocabulary) {
        reader.prepare(vocabulary: vocabulary())
    }
}

public struct RecordingSink<Sink: ReplySink>: ReplySink {
    let sink: Sink
    let recorder: TranscriptRecorder

    public func write(_ reply: Reply) {
        sink.write(reply)
        for line in reply.lines {
            switch line {
            // The cast shows what the transcript keeps: a redacted span is `[..]` there too.
            case .out(let text), .err(let text): recorder.cast?.output((recorder.redaction?.apply(text) ?? text) + "\r\n")
            }
        }
        recorder.record(reply)
        recorder.saveIfDue()
    }
}

/// ANSI escape sequences, as the renderers write them.
enum ANSI {
    /// `text` without its CSI sequences (`ESC [ … final-byte`).
    /// - Complexity: O(*n*)
    static func strip(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard scalars.next() == "[" else { continue }
            while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
        }
        return result
    }
}
