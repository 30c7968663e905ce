import REPL

extension Transcript.Expected {
    /// The line as it is written in a transcript file.
    var text: String {
        switch self {
        case .stdout(let text, let verbatim): Self.line(verbatim ? "|=" : "|", text)
        case .stderr(let text, let verbatim): Self.line(verbatim ? "!=" : "!", text)
        case .anyLines: "..."
        }
    }

    private static func line(_ marker: String, _ text: String) -> String {
        text.isEmpty ? marker : "\(marker) \(text)"
    }
}

extension Transcript.Line {
    /// The line as it is written in a transcript file.
    var text: String {
        switch kind {
        case .blank: ""
        case .comment(let text): "#" + text
        case .setting(let key, let value): "@ \(key): \(value)"
        case .input(let text): text.isEmpty ? ">" : "> \(text)"
        case .output(let expected): expected.text
        }
    }
}

extension Reply.Line {
    /// The line as a transcript would record it.
    var transcriptText: String { TranscriptMatcher.literal(self).text }
}
