import CReadline
import Platform
import Storage
import Synchronization

/// Line input on a terminal, through GNU readline: editing, persistent history, tab completion of
/// commands, theme names and card numbers, Ctrl-C to abandon a line and Ctrl-D to leave.
///
/// Use it only when stdin is a terminal: readline echoes prompts and input, which would pollute
/// a pipe. There is one readline per process, so there must be at most one of these.
public final class ReadlineLineReader: LineReader {
    private let history: HistoryFile?

    /// - Parameter history: where history persists; nil keeps it for this session only.
    public init(history: HistoryFile?) {
        self.history = history
        CLocale.adoptCharacterTypeFromEnvironment()   // readline measures multibyte (emoji) input by the locale
        // Readline keeps the pointer: a copy that lives as long as the process.
        memorize_rl_set_readline_name(CMemory.duplicate("memorize"))
        memorize_rl_set_attempted_completion_function(readlineAttemptedCompletion)
        // Readline would sort matches as text (card 1, 10, 11, 2…); they come in listing order instead.
        memorize_rl_set_sort_completion_matches(0)
        // SIGINT is ours (see readLine); readline still follows window-size changes.
        memorize_rl_set_catch_signals(0)
        Signals.handle(Signals.interrupt, with: readlineInterruptHandler)   // poll() must return EINTR
        // Readline follows a resize only while it reads a key (its handler is installed just then);
        // a resize while it waits in poll() is noted here and passed on (see readLine).
        Signals.note(Signals.windowChange)
        using_history()
        stifle_history(Int32(HistoryFile.limit))
        history?.load()
    }

    /// Called by the driver before each line: what completion may offer.
    public func prepare(vocabulary: @autoclosure () -> CompletionVocabulary) {
        let snapshot = vocabulary()
        ReadlineBridge.vocabulary.withLock { $0 = snapshot }
    }

    /// Reads a line with readline's callback interface, waiting in poll(2) so that Ctrl-C can
    /// interrupt the wait: the line is then dropped, `^C` shown, and an empty line returned.
    /// (The blocking `readline()` cannot do that cleanly: after a signal it goes back to read(2)
    /// and swallows the next keys.)
    public func readLine(prompt: String) -> LineInput? {
        ReadlineBridge.interrupted.store(false, ordering: .relaxed)
        ReadlineBridge.completed.withLock { $0 = nil }
        rl_callback_handler_install(prompt, readlineLineHandler)
        defer { rl_callback_handler_remove() }
        let input = fileno(memorize_rl_instream())   // readline's FILE, from its own <stdio.h>
        while true {
            if let done = ReadlineBridge.completed.withLock({ $0 }) {
                guard let line = done.line else {
                    StandardStreams.write("\n", to: FileIO.standardOutput)   // Ctrl-D: end the prompt's line
                    return nil
                }
                guard let text = String(validating: line, as: UTF8.self) else {
                    return .invalid("that line is not valid UTF-8; skipped")
                }
                remember(text)
                return .line(text)
            }
            switch FileIO.waitUntilReadable(input) {
            case .success:
                rl_callback_read_char()
            case .failure(let error) where error.isInterruption:
                if Signals.takePending().contains(Signals.windowChange) {
                    rl_resize_terminal()   // redraws the prompt and line for the new width
                }
                if ReadlineBridge.interrupted.exchange(false, ordering: .relaxed) {
                    StandardStreams.write("^C", to: FileIO.standardOutput)   // where the cursor is, as a shell does
                    rl_free_line_state()
                    rl_callback_sigcleanup()
                    rl_cleanup_after_signal()
                    StandardStreams.write("\n", to: FileIO.standardOutput)
                    return .line("")
                }
            case .failure:
                return nil
            }
        }
    }

    /// Adds `line` to the history and writes it to the history file at once.
    private func remember(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        if let last = memorize_history_last_line(), String(cString: last) == line { return }
        add_history(line)
        history?.append()
    }
}

/// Readline's persistent history file: mode 0600 in a 0700 directory, capped at ``limit`` lines,
/// written after every command.
public struct HistoryFile: Sendable {
    public static let limit = 1000
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// `$XDG_STATE_HOME/memorize/history`, else `~/.local/state/memorize/history`; nil without either.
    public static func standard(environment: [String: String]) -> HistoryFile? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return HistoryFile(path: state + "/memorize/history")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return HistoryFile(path: home + "/.local/state/memorize/history")
        }
        return nil
    }

    /// Reads the history, only from a regular file in memorize's own state directory: a link
    /// there (or a directory that is not this user's alone) is neither read nor written.
    func load() {
        guard let directory = ownDirectory(creating: false), directory.info(AtomicFile.split(path).name)?.kind == .regular else { return }
        _ = read_history(path)
    }

    func append() {
        guard createIfNeeded() else { return }
        _ = append_history(1, path)
        _ = history_truncate_file(path, Int32(Self.limit))
    }

    /// The history's directory, if it is memorize's own (``OwnDirectory``: 0700 when made, this
    /// user's, writable by no one else, not a link), so that no one else can plant a link at the
    /// history's name for readline to write through.
    private func ownDirectory(creating: Bool) -> OwnDirectory? {
        guard case .success(let directory) = OwnDirectory.open(AtomicFile.split(path).directory, creating: creating) else { return nil }
        return directory
    }

    /// Creates the directory (0700) and the file (0600), and keeps the file's mode at 0600; false
    /// (no history kept) when the directory is not memorize's own or the file is a link, a FIFO
    /// or anything but a regular file.
    private func createIfNeeded() -> Bool {
        guard let directory = ownDirectory(creating: true),
              case .success(let fd) = directory.openForAppending(AtomicFile.split(path).name, mode: 0o600) else { return false }
        FileIO.close(fd)
        return true
    }
}

// MARK: - The C side
// Readline calls back through plain C function pointers, which cannot capture context. The state
// they need lives here, in one place, behind a lock or an atomic.

enum ReadlineBridge {
    static let vocabulary = Mutex(CompletionVocabulary(registry: CommandRegistry([])))
    static let matches = Mutex((list: [String](), next: 0))
    /// Set by the SIGINT handler (async-signal-safe: an atomic store).
    static let interrupted = Atomic<Bool>(false)
    /// What readline's line handler received: a line, or nil bytes for end of input.
    static let completed = Mutex<CompletedLine?>(nil)

    struct CompletedLine: Sendable {
        /// The line's bytes, without the terminating NUL; nil at end of input.
        let line: [UInt8]?
    }

    /// Completions in the order readline lists them, now that it does not sort them itself: numbers
    /// by value (card 2 before card 10) and first, then words in readline's own order (bytes, as
    /// `strcmp`), so names still list alphabetically. Duplicates go, as readline's sort removed them.
    /// - Complexity: O(*n* log *n*) for *n* candidates.
    static func listingOrder(_ candidates: [String]) -> [String] {
        var seen = Set<String>()
        return candidates.filter { seen.insert($0).inserted }.sorted { a, b in
            switch (Int(a), Int(b)) {
            case let (x?, y?): x < y
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): a.utf8.lexicographicallyPrecedes(b.utf8)
            }
        }
    }
}

/// Readline calls this with each finished line (malloc'ed; nil at end of input).
private let readlineLineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { raw in
    let bytes = raw.map { CMemory.bytes(of: $0) }
    CMemory.free(raw)
    ReadlineBridge.completed.withLock { $0 = ReadlineBridge.CompletedLine(line: bytes) }
    rl_callback_handler_remove()   // stop readline reading further until the next prompt
}

private let readlineInterruptHandler: @convention(c) (Int32) -> Void = { _ in
    ReadlineBridge.interrupted.store(true, ordering: .relaxed)    // at the prompt: drop the line
    Signals.interruptRequested.store(true, ordering: .relaxed)   // in a command: stop waiting
}

private let readlineAttemptedCompletion: @convention(c) (
    UnsafePointer<CChar>?, Int32, Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, start, _ in
    memorize_rl_set_attempted_completion_over(1)   // never fall back to file names
    let word = text.map { String(cString: $0) } ?? ""
    let buffer = memorize_rl_line_buffer().map { Array(String(cString: $0).utf8) } ?? []
    let before = String(decoding: buffer.prefix(max(0, Int(start))), as: UTF8.self)
    let candidates = ReadlineBridge.listingOrder(ReadlineBridge.vocabulary.withLock { $0 }.completions(before: before, word: word))
    ReadlineBridge.matches.withLock { $0 = (candidates, 0) }
    // A key (`pairs=`) or a value's first part (`memory:`, `bot:`) is followed by more, not a space.
    let onlyKeys = !candidates.isEmpty && candidates.allSatisfy { $0.hasSuffix("=") || ($0.hasSuffix(":") && !$0.hasPrefix(":")) }
    memorize_rl_set_completion_append_character(onlyKeys ? 0 : Int32(UInt8(ascii: " ")))
    return rl_completion_matches(text, readlineCompletionGenerator)
}

private let readlineCompletionGenerator: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, _ in
    ReadlineBridge.matches.withLock { matches in
        guard matches.next < matches.list.count else { return nil }
        defer { matches.next += 1 }
        return CMemory.duplicate(matches.list[matches.next])   // readline frees it
    }
}
