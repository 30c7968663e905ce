import REPL

extension Transcript.Expected {
    /// The line as it is written in a transcript file: a regular expression with ` (re)`, text an
    /// editor could not show (control characters) or that would read as suffixed with ` (esc)`.
    var text: String {
        switch self {
        case .stdout(let text, let match): Self.line(match == .verbatim ? "|=" : "|", text, match)
        case .stderr(let text, let match): Self.line(match == .verbatim ? "!=" : "!", text, match)
        case .anyLines: "..."
        }
    }

    private static func line(_ marker: String, _ text: String, _ match: Transcript.Match) -> String {
        let written: String
        switch match {
        case .regex:
            written = text.isEmpty ? "(re)" : text + " (re)"
        case .glob, .verbatim:
            // Only a glob line reads ` (re)`; both read ` (esc)`.
            let reSuffix = match == .glob
            written = TranscriptEscapes.needsEscaping(text, reSuffix: reSuffix)
                ? TranscriptEscapes.encode(text, reSuffix: reSuffix) + TranscriptEscapes.suffix
                : text
        }
        return written.isEmpty ? marker : "\(marker) \(written)"
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
        case .step(let step): "~ " + step.text
        case .output(let expected): expected.text
        }
    }
}

extension Reply.Line {
    /// The line as a transcript would record it.
    var transcriptText: String { TranscriptMatcher.literal(self).text }
}

extension Transcript.Expected {
    /// The line's text without its marker (`...` for the elision of lines): what a snapshot's
    /// picture draws for it.
    var pattern: String {
        switch self {
        case .stdout(let text, _), .stderr(let text, _): text
        case .anyLines: "..."
        }
    }
}

extension Reply.Line {
    /// The text printed, whichever stream.
    var printedText: String {
        switch self {
        case .out(let text), .err(let text): text
        }
    }
}
