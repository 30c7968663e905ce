#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Layout
import REPL

extension Transcript {
    /// Reads a transcript from its bytes.
    /// - Complexity: O(*n*) in the size of the file.
    public static func parse(_ data: Data, path: String) throws(TranscriptError) -> Transcript {
        func fail(_ line: Int, _ message: String) -> TranscriptError {
            TranscriptError(path: path, line: line, message: message)
        }
        let bytes = [UInt8](data)
        if case .invalid(let offset) = UTF8Validation.validate(bytes) {
            let line = bytes.prefix(offset).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            throw fail(line, "not valid UTF-8 (bad byte at offset \(offset) of the file)")
        }
        var transcript = Transcript(path: path, settings: Settings(), lines: [])
        var seenKeys: Set<String> = []
        var sawInput = false
        // Split the bytes, not the characters: grapheme breaking every output line costs more
        // than running it.
        let rawLines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (offset, rawLine) in rawLines.enumerated() {
            let number = offset + 1
            var lineBytes = rawLine
            if lineBytes.last == UInt8(ascii: "\r") { lineBytes.removeLast() }
            if offset == rawLines.count - 1 && lineBytes.isEmpty { break }   // the file's final newline
            let text = Substring(String(decoding: lineBytes, as: UTF8.self))
            let kind = try parseLine(text, number: number, fail: fail)
            switch kind {
            case .setting(let key, let value):
                guard !sawInput else { throw fail(number, "settings go before the first input line") }
                guard seenKeys.insert(key).inserted else { throw fail(number, "'\(key)' is set twice") }
                try apply(key: key, value: value, to: &transcript.settings, number: number, fail: fail)
            case .input:
                sawInput = true
            case .output(.anyLines):
                if case .output(.anyLines)? = transcript.lines.last(where: { $0.kind != .blank })?.kind {
                    throw fail(number, "'...' right after '...' can never match anything the first one does not")
                }
            default:
                break
            }
            transcript.lines.append(Line(number: number, kind: kind))
        }
        guard sawInput else {
            throw fail(0, "no input lines; a transcript needs at least one '> ' line")
        }
        return transcript
    }

    private static func parseLine(
        _ text: Substring, number: Int, fail: (Int, String) -> TranscriptError
    ) throws(TranscriptError) -> Kind {
        if text.hasPrefix("#") { return .comment(String(text.dropFirst())) }
        // Longest markers first, so that `|=` is not read as `|`.
        guard let marker = ["|=", "!=", "|", "!", ">", "@"].first(where: { text.utf8.starts(with: $0.utf8) }) else {
            if text.allSatisfy(\.isWhitespace) { return .blank }
            if text.trimmingTrailingWhitespace() == "..." { return .output(.anyLines) }
            throw fail(number, "cannot tell what this line is; start it with '> ' (input), '| ' (output), "
                + "'! ' (error output), '...' (any lines), '# ' (comment) or '@ ' (setting)")
        }
        let afterMarker = text.dropFirst(marker.count)
        guard afterMarker.isEmpty || afterMarker.hasPrefix(" ") else {
            throw fail(number, "put a space after '\(marker)'")
        }
        let rest = String(afterMarker.dropFirst())
        switch marker {
        case "|=": return .output(.stdout(rest, verbatim: true))
        case "!=": return .output(.stderr(rest, verbatim: true))
        case "|": return .output(.stdout(rest, verbatim: false))
        case "!": return .output(.stderr(rest, verbatim: false))
        case ">": return .input(rest)
        default:
            guard let colon = rest.firstIndex(of: ":") else {
                throw fail(number, "a setting is '@ key: value'")
            }
            return .setting(
                key: rest[..<colon].trimmingSpaces().lowercased(),
                value: rest[rest.index(after: colon)...].trimmingSpaces())
        }
    }

    private static func apply(
        key: String, value: String, to settings: inout Settings, number: Int, fail: (Int, String) -> TranscriptError
    ) throws(TranscriptError) {
        switch key {
        case "seed":
            guard let seed = UInt64(value) else { throw fail(number, "seed must be a whole number from 0 to \(UInt64.max), not '\(value)'") }
            settings.seed = seed
        case "size":
            guard let size = try? GridSize(parsing: value, widths: 10...1000, heights: 3...1000)
            else { throw fail(number, "size must be COLUMNSxROWS, like 80x24 (10–1000 by 3–1000), not '\(value)'") }
            (settings.width, settings.height) = (size.width, size.height)
        case "color":
            switch value.lowercased() {
            case "never": settings.color = false
            case "always": settings.color = true
            default: throw fail(number, "color must be never or always, not '\(value)'")
            }
        case "themes":
            guard !value.isEmpty else { throw fail(number, "themes needs a directory, relative to the transcript") }
            settings.themes = value
        case "files":
            guard !value.isEmpty else { throw fail(number, "files needs a directory, relative to the transcript, or 'fresh'") }
            settings.files = value
        case "exit":
            guard let status = Int32(value), (0...255).contains(status) else {
                throw fail(number, "exit must be a status from 0 to 255, not '\(value)'")
            }
            settings.exit = status
        case "timeout":
            guard let seconds = Double(value), seconds.isFinite, seconds > 0, seconds <= 3600 else {
                throw fail(number, "timeout must be a number of seconds from 0 to 3600, not '\(value)'")
            }
            settings.timeout = seconds
        case "skip":
            settings.skip = value.isEmpty ? "skipped" : value
        default:
            var message = "unknown setting '\(key)'"
            if let nearest = Suggestion.nearest(to: key, in: Settings.keys) { message += "; did you mean '\(nearest)'?" }
            throw fail(number, message + " (settings: \(Settings.keys.joined(separator: ", ")))")
        }
    }
}

extension Substring {
    func trimmingTrailingWhitespace() -> Substring {
        var text = self
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
