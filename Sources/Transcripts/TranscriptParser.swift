#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Layout
import REPL

extension Transcript {
    /// Reads a transcript from its bytes.
    /// - Parameters:
    ///   - firstLine: the number of its first line: 1 for a file, the line after the fence for a
    ///     block of a Markdown file (errors and reports then name the file's lines).
    ///   - testHooks: whether `@ test-hook` is a setting (see ``TestHook``).
    /// - Complexity: O(*n*) in the size of the file, plus compiling each ` (re)` line.
    public static func parse(
        _ data: Data, path: String, firstLine: Int = 1, testHooks: Bool = TestHooks.enabled
    ) throws(TranscriptError) -> Transcript {
        func fail(_ line: Int, _ message: String) -> TranscriptError {
            TranscriptError(path: path, line: line, message: message)
        }
        let bytes = [UInt8](data)
        // The standard library validates at memory speed; the byte-at-a-time walk that finds the
        // offset runs only for a file that is not UTF-8.
        if String(validating: bytes, as: UTF8.self) == nil, case .invalid(let offset) = UTF8Validation.validate(bytes) {
            let line = bytes.prefix(offset).reduce(firstLine) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            throw fail(line, "not valid UTF-8 (bad byte at offset \(offset)\(firstLine == 1 ? " of the file" : ""))")
        }
        var transcript = Transcript(path: path, settings: Settings(), lines: [])
        var seenKeys: Set<String> = []
        var sawInput = false
        // The names an output line above has bound (`[..SEED]`), for the inputs' `{SEED}`.
        var boundNames: Set<String> = []
        // The names bound above the last input: what its screen's `~ type` steps may use.
        var boundBeforeInput: Set<String> = []
        // Split the bytes, not the characters: grapheme breaking every output line costs more
        // than running it.
        let rawLines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (offset, rawLine) in rawLines.enumerated() {
            let number = offset + firstLine
            var lineBytes = rawLine
            if lineBytes.last == UInt8(ascii: "\r") { lineBytes.removeLast() }
            if offset == rawLines.count - 1 && lineBytes.isEmpty { break }   // the file's final newline
            let text = Substring(String(decoding: lineBytes, as: UTF8.self))
            let kind = try parseLine(text, number: number, fail: fail)
            switch kind {
            case .setting(let key, let value):
                guard !sawInput else { throw fail(number, "settings go before the first input line") }
                guard seenKeys.insert(key).inserted else { throw fail(number, "'\(key)' is set twice") }
                try apply(key: key, value: value, to: &transcript.settings, number: number, testHooks: testHooks, fail: fail)
            case .input(let input):
                sawInput = true
                if let unbound = Bindings.references(in: input).first(where: { !boundNames.contains(String($0.name)) }) {
                    throw fail(number, "'{\(unbound.name)}' is not bound: no output line above has '[..\(unbound.name)]' "
                        + "to capture it (a name in braces is replaced by what that elision matched)")
                }
                boundBeforeInput = boundNames
            case .step(.type(let typed)) where sawInput:
                // A screen's steps see the names bound above the input that opened it.
                if let unbound = Bindings.references(in: typed).first(where: { !boundBeforeInput.contains(String($0.name)) }) {
                    throw fail(number, "'{\(unbound.name)}' is not bound: no output line above the input that opened this "
                        + "screen has '[..\(unbound.name)]' to capture it")
                }
            case .output(let expected) where expected.hasNamedElision:
                if case .stdout(let text, _) = expected { boundNames.formUnion(TranscriptMatcher.elisionNames(text)) }
                if case .stderr(let text, _) = expected { boundNames.formUnion(TranscriptMatcher.elisionNames(text)) }
            case .step:
                guard sawInput else { throw fail(number, "a screen step ('~') goes after the input that opens the screen ('> play')") }
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
            throw fail(firstLine == 1 ? 0 : firstLine - 1, "no input lines; a transcript needs at least one '> ' line")
        }
        return transcript
    }

    private static func parseLine(
        _ text: Substring, number: Int, fail: (Int, String) -> TranscriptError
    ) throws(TranscriptError) -> Kind {
        // The markers are ASCII: look at bytes, never at graphemes (an output line may start
        // with a combining mark, which would join a space before it into one character).
        let utf8 = text.utf8
        let first = utf8.first
        if first == UInt8(ascii: "#") { return .comment(String(decoding: utf8.dropFirst(), as: UTF8.self)) }
        guard let first, [UInt8(ascii: "|"), UInt8(ascii: "!"), UInt8(ascii: ">"), UInt8(ascii: "@"), UInt8(ascii: "~")].contains(first) else {
            if text.allSatisfy(\.isWhitespace) { return .blank }
            if text.trimmingTrailingWhitespace() == "..." { return .output(.anyLines) }
            throw fail(number, "cannot tell what this line is; start it with '> ' (input), '| ' (output), "
                + "'! ' (error output), '...' (any lines), '~ ' (screen step), '# ' (comment) or '@ ' (setting)")
        }
        // `|=` and `!=` before `|` and `!`.
        let verbatim = (first == UInt8(ascii: "|") || first == UInt8(ascii: "!")) && utf8.dropFirst().first == UInt8(ascii: "=")
        let afterMarker = utf8.dropFirst(verbatim ? 2 : 1)
        guard afterMarker.isEmpty || afterMarker.first == UInt8(ascii: " ") else {
            throw fail(number, "put a space after '\(String(decoding: utf8.prefix(verbatim ? 2 : 1), as: UTF8.self))'")
        }
        let rest = String(decoding: afterMarker.dropFirst(), as: UTF8.self)
        switch first {
        case UInt8(ascii: "|"):
            let (text, match) = try expectedText(rest, verbatim: verbatim, number: number, fail: fail)
            return .output(.stdout(text, match))
        case UInt8(ascii: "!"):
            let (text, match) = try expectedText(rest, verbatim: verbatim, number: number, fail: fail)
            return .output(.stderr(text, match))
        case UInt8(ascii: ">"):
            return .input(rest)
        case UInt8(ascii: "~"):
            do throws(StepError) {
                return .step(try ScreenStep.parse(rest))
            } catch {
                throw fail(number, error.message)
            }
        default:
            guard let colon = rest.firstIndex(of: ":") else {
                throw fail(number, "a setting is '@ key: value'")
            }
            return .setting(
                key: rest[..<colon].trimmingSpaces().lowercased(),
                value: rest[rest.index(after: colon)...].trimmingSpaces())
        }
    }

    /// An output line's text and how it matches: ` (re)` ends a regular expression (not on a
    /// verbatim line), ` (esc)` a line of escapes; anything else is the text itself.
    private static func expectedText(
        _ rest: String, verbatim: Bool, number: Int, fail: (Int, String) -> TranscriptError
    ) throws(TranscriptError) -> (String, Match) {
        let plain: Match = verbatim ? .verbatim : .glob
        if !verbatim, let pattern = rest.removingSuffix(" (re)", orWhole: "(re)") {
            if let problem = TranscriptMatcher.regexProblem(pattern) {
                throw fail(number, "not a regular expression: \(problem)")
            }
            return (pattern, .regex)
        }
        if let escaped = rest.removingSuffix(TranscriptEscapes.suffix, orWhole: "(esc)") {
            switch TranscriptEscapes.decode(escaped) {
            case .success(let text): return (text, plain)
            case .failure(let error): throw fail(number, error.message)
            }
        }
        return (rest, plain)
    }

    private static func apply(
        key: String, value: String, to settings: inout Settings, number: Int, testHooks: Bool,
        fail: (Int, String) -> TranscriptError
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
            // Relative, as `record` writes it, and under the transcript's directory: an absolute
            // path, '~' or '..' would read this machine's files wherever the transcript came from.
            // (A link that leads out is judged when it runs: ``TranscriptBox``.)
            guard !Self.leavesTheDirectory(value) else {
                throw fail(number, "themes names a directory relative to the transcript, inside the transcript's directory (no absolute path, '~' or '..')")
            }
            settings.themes = value
        case "files":
            guard !value.isEmpty else { throw fail(number, "files needs a directory, relative to the transcript, or 'fresh'") }
            // Fixtures come from beside the transcript: a transcript from anywhere copies nothing
            // from elsewhere into its scratch directory.
            guard !Self.leavesTheDirectory(value) else {
                throw fail(number, "files names a directory under the transcript's own (no absolute path, '~' or '..'), or 'fresh'")
            }
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
        case "test-hook" where testHooks:
            guard let hook = TestHook(rawValue: value) else { throw fail(number, "test-hook must be trap or hang, not '\(value)'") }
            settings.testHook = hook
        default:
            var message = "unknown setting '\(key)'"
            if let nearest = Suggestion.nearest(to: key, in: Settings.keys) { message += "; did you mean '\(nearest)'?" }
            throw fail(number, message + " (settings: \(Settings.keys.joined(separator: ", ")))")
        }
    }
}

extension Transcript {
    /// Whether a path a setting names leaves the transcript's directory as text: it is absolute,
    /// starts with `~`, or has a `..` component (compared as bytes, as the kernel splits it).
    static func leavesTheDirectory(_ path: String) -> Bool {
        path.utf8.first == UInt8(ascii: "/") || path.utf8.first == UInt8(ascii: "~")
            || path.utf8.split(separator: UInt8(ascii: "/")).contains { $0.elementsEqual("..".utf8) }
    }
}

/// Whether `@ test-hook` is a setting: only when the environment says `MEMORIZE_TEST_HOOKS=1`.
public enum TestHooks {
    public static let enabled = ProcessInfo.processInfo.environment["MEMORIZE_TEST_HOOKS"] == "1"
}

extension String {
    /// The text before `suffix`, or "" when the text is just `whole`; nil when it has neither.
    /// Compared as bytes: the suffixes are ASCII.
    fileprivate func removingSuffix(_ suffix: String, orWhole whole: String) -> String? {
        if utf8.elementsEqual(whole.utf8) { return "" }
        guard utf8.count >= suffix.utf8.count, utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) else { return nil }
        return String(decoding: utf8.dropLast(suffix.utf8.count), as: UTF8.self)
    }
}

extension Substring {
    func trimmingTrailingWhitespace() -> Substring {
        var text = self
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
