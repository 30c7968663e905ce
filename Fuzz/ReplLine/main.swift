// Fuzz target: the whole path of one input line, `Interpreter.handle(_:)` (parse with
// CommandParser, execute on the Session, render), plus tab completion for the same line.
//
// One input is a small script: its bytes (invalid UTF-8 repaired, as String(decoding:) does) are
// split at "\n" and each line is handled in turn. The interpreter lives in a global so that games
// build up state across inputs; it is replaced every `resetEvery` inputs (and before every input
// with MEMORIZE_FUZZ_FRESH=1, which makes any crash reproducible from its input alone).
//
// A persistent interpreter makes a crash depend on earlier inputs, so the inputs since the last
// reset are kept and, on a crash signal, written to $MEMORIZE_FUZZ_HISTORY (default
// `repl-history-PID.txt`): replay that file with MEMORIZE_FUZZ_FRESH=1 to reproduce.
//
// A line `#style W H color|plain` (a comment to the parser) sets the render style until the next
// reset.
//
// Oracles: no trap; every command of the line (`;` separates commands) that does not parse gives
// its parse error as an `error:` line, in order, and there are no more `error:` lines than
// commands; `failed` is set exactly when an `error:` line was written; blank lines and comments
// print nothing; `quit` (and only quit) ends the session; the game's invariants
// (`checkInvariants`) hold after every line; completions extend the word being completed.
//
// Terminal (issue #15): no reply line carries a control character from outside. With colour off
// a line holds none but tab; with colour on, only our own SGR sequences (`ESC [ digits;… m`).
// Paths: every word of the line, resolved by a transcript's confined workspace, is refused or
// stays inside its scratch directory (by bytes, as the kernel splits a path).
//
// Face: the face's scale stays within FaceView.scaleRange, the happiness shown within 0…100,
// `state` reports that happiness, and the prompt starts with one of the mood emoji.
//
// Files: `face svg FILE`, `export board FILE`, `art open|save|export|background` and an `art drop`
// of text without emoji (a path or a URL) touch files or
// the network; a fuzzer must not write where its input says (it may run
// as root), so such lines are parsed but not run (the SVG itself is fuzzed through `face svg`,
// which prints it).
//
// Cost: `simulate` can legitimately run for a long time (up to games × pairs = 10⁷ card choices,
// and the random bot's turns grow as pairs²), so simulate lines estimated above
// `simulateBudget` card choices are parsed but not run (see README).
@testable import REPL
// The commands are internal types of their feature modules; the harness names them to decide
// which lines to run.
@testable import ArtFeature
@testable import FaceFeature
@testable import GameFeature
@testable import PaletteFeature
import Features
import Face
import Game
@testable import Platform
import Storage
import Themes
#if canImport(Glibc)
import Glibc
#endif

let maximumInputBytes = 4096
let resetEvery = 256
let simulateBudget = 20_000
let fresh = getenv("MEMORIZE_FUZZ_FRESH") != nil

nonisolated(unsafe) var interpreter: Interpreter?
nonisolated(unsafe) var inputsSinceReset = 0
nonisolated(unsafe) var skippedSimulations = 0
nonisolated(unsafe) var skippedFileWrites = 0

// MARK: - History of inputs since the last reset, written out on a crash signal

let historyCapacity = resetEvery * (maximumInputBytes + 1)
nonisolated(unsafe) let history = UnsafeMutablePointer<UInt8>.allocate(capacity: historyCapacity)
nonisolated(unsafe) var historyCount = 0
nonisolated(unsafe) var historyPath: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
nonisolated(unsafe) var hooksInstalled = false
let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

/// Installed after libFuzzer's own handlers (which exist by the first input): writes the history,
/// puts libFuzzer's handler back and re-raises, so libFuzzer still reports and saves the input.
func installCrashHooks() {
    hooksInstalled = true
    atexit {
        writeError("ReplLine: \(skippedSimulations) simulate lines not run (estimated over \(simulateBudget) card choices)\n")
        writeError("ReplLine: \(skippedFileWrites) lines not run (they would write or read files, or fetch URLs)\n")
    }
    guard !fresh else { return }
    let path = getenv("MEMORIZE_FUZZ_HISTORY").map { String(cString: $0) } ?? "repl-history-\(getpid()).txt"
    historyPath = strdup(path)
    for signal in crashSignals {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { signal, _, _ in
            if let historyPath {
                let fd = open(historyPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                if fd >= 0 {
                    _ = write(fd, history, historyCount)
                    close(fd)
                }
            }
            sigaction(signal, previousActions + Int(signal), nil)
            raise(signal)
        }
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, previousActions + Int(signal))
    }
}

func appendHistory(_ data: UnsafeBufferPointer<UInt8>) {
    guard historyCount + data.count + 1 <= historyCapacity else { return }
    if historyCount > 0 {
        history[historyCount] = UInt8(ascii: "\n")
        historyCount += 1
    }
    (history + historyCount).update(from: data.baseAddress!, count: data.count)
    historyCount += data.count
}

// MARK: - The target

/// Card choices a simulate request costs at most (an estimate). Requests beyond the documented
/// limits (``Simulation/Limits``, checked with pairs=8 when none are given) are rejected at once:
/// cheap, so always run.
func estimatedCost(_ request: SimulateCommand) -> Int {
    let probe = Simulation(games: request.games, pairs: request.pairs ?? 8, strategy: request.strategy)
    if probe.workLimitExceeded != nil { return 0 }
    let pairs = request.pairs ?? (request.theme == nil ? 8 : 100)
    return request.games * (request.strategy == .random ? 4 * pairs * pairs : 2 * pairs)
}

func isErrorLine(_ line: Reply.Line) -> Bool {
    if case .err(let text) = line, text.hasPrefix("error: ") { return true }
    return false
}

/// Commands that write a file, read one a later autosave would overwrite, or fetch a URL: parsed
/// (the parser is fuzzed) but not run.
func touchesFilesOrNetwork(_ command: any Command) -> Bool {
    switch command {
    case let face as FaceCommand: face.mode == .svg && face.file != nil
    case is ExportBoardCommand, is ArtOpenCommand, is ArtSaveCommand, is ArtExportCommand, is ArtBackgroundCommand: true
    // A drop of text with no emoji may be a path (read) or a URL (fetched): not run. Drops of
    // emoji never touch either, and are fuzzed.
    case let drop as ArtDropCommand: ArtDropText.emojiPieces(of: drop.text).emojis.isEmpty
    default: false
    }
}

/// Commands that change the palettes' names, which the parsing of later commands on the line
/// depends on (an unquoted name of several words).
func renamesPalettes(_ command: any Command) -> Bool {
    command is PaletteNewCommand || command is PaletteRenameCommand || command is PaletteDeleteCommand
}

func run(_ line: String, on interpreter: Interpreter) {
    // A line is one command, or several separated by ';', run in turn until a `quit`.
    var parsed: [Result<(any Command)?, CommandError>] = []
    var lexerError: String?
    do {
        let context = interpreter.argumentContext
        for words in try Lexer.commands(line) {
            let result: Result<(any Command)?, CommandError>
            do throws(CommandError) { result = .success(try CommandParser.parse(words, in: interpreter.session.registry, context: context)) } catch { result = .failure(error) }
            if case .success(let command as SimulateCommand) = result, estimatedCost(command) > simulateBudget {
                skippedSimulations += 1
                return
            }
            if case .success(let command?) = result, touchesFilesOrNetwork(command) {
                skippedFileWrites += 1
                return
            }
            parsed.append(result)
            if case .success(_ as QuitCommand) = result { break }
        }
    } catch {
        lexerError = error.message
    }

    let reply = interpreter.handle(line)

    let errors = reply.lines.filter(isErrorLine)
    func context() -> String { "for \(line.debugDescription): \(reply.lines)" }
    check(reply.failed == !errors.isEmpty, "failed=\(reply.failed) but \(errors.count) error lines \(context())")
    if let lexerError {
        check(errors == [.err("error: \(lexerError.terminalSafe)")], "a line the lexer refuses gives its one error \(context())")
        return
    }
    check(errors.count <= parsed.count, "\(errors.count) error lines for \(parsed.count) commands \(context())")
    // The commands that parsed, nil for a blank one or a comment.
    var commands: [(any Command)?] = []
    for case .success(let command) in parsed { commands.append(command) }
    // Every command that does not parse gives its parse error, in order (unless a command before
    // it changed the palettes' names, which its parsing depends on).
    if !commands.contains(where: { $0.map(renamesPalettes) ?? false }) {
        var remaining = errors[...]
        for case .failure(let error) in parsed {
            check(!error.message.isEmpty, "empty parse error message \(context())")
            // The reply shows outside text through the one sanitiser (`Reply.error`).
            guard let found = remaining.firstIndex(of: .err("error: \(error.message.terminalSafe)")) else {
                check(false, "parse error '\(error.message)' not in the reply \(context())")
                break
            }
            remaining = remaining[(found + 1)...]
        }
    }
    if commands.count == parsed.count, commands.allSatisfy({ $0 == nil }) {
        check(reply.lines.isEmpty, "a blank line or comment printed something \(context())")
    }
    check(reply.quit == commands.contains { $0 is QuitCommand }, "quit=\(reply.quit) \(context())")
    interpreter.session.game.model?.checkInvariants()
    let scale = interpreter.session.mood.faceView.scale
    check(FaceView.scaleRange.contains(scale), "face scale \(scale) outside \(FaceView.scaleRange) \(context())")
    let happiness = interpreter.session.mood.current
    check(Happiness.range.contains(happiness.value), "happiness \(happiness.value) \(context())")
    let prompt = interpreter.prompt
    check(FaceView.moods.contains { prompt.hasPrefix($0 + " ") }, "prompt \(prompt.debugDescription) has no mood \(context())")
    if line.contains("state") {
        let reported = StateJSON(session: interpreter.session, layout: interpreter.session.playLayout(width: interpreter.style.width, height: interpreter.style.height))
        check(reported.happiness == happiness.value && reported.smiliness == happiness.smiliness,
              "state reports \(reported.happiness), the face shows \(happiness.value) \(context())")
    }

    for printed in reply.lines {
        let text: String
        switch printed { case .out(let line), .err(let line): text = line }
        check(terminalClean(text, colour: interpreter.style.color), "raw control character in \(text.debugDescription) \(context())")
    }
    for word in line.split(whereSeparator: \.isWhitespace) + [Substring(line)] {
        checkConfined(String(word))
    }

    // Tab completion of the line's last word, as readline would ask for it (it breaks words at
    // whitespace and '=').
    let vocabulary = interpreter.completionVocabulary
    let wordStart = line.lastIndex(where: { $0.isWhitespace || $0 == "=" }).map(line.index(after:)) ?? line.startIndex
    let completions = vocabulary.completions(before: String(line[..<wordStart]), word: String(line[wordStart...]))
    let word = line[wordStart...].lowercased()
    for completion in completions {
        // A value is offered quoted where the lexer would split it: what it reads back as extends the word.
        let readBack = (try? Lexer.commands(completion))?.first?.first?.text ?? completion
        check(readBack.lowercased().hasPrefix(word) || completion.lowercased().hasPrefix(word),
              "completion \(completion.debugDescription) does not extend \(word.debugDescription)")
        check(!completion.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\t" && $0 != "\n" },
              "completion \(completion.debugDescription) puts a control character onto the line")
    }
}

/// Whether `text` is free of control characters but tab and, when `colour` is on, our own SGR
/// sequences (`ESC [`, digits and semicolons, `m`).
func terminalClean(_ text: String, colour: Bool) -> Bool {
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
        if scalar == "\u{1B}", colour, scalars.first == "[" {
            scalars.removeFirst()
            while let next = scalars.first, ("0"..."9").contains(next) || next == ";" { scalars.removeFirst() }
            guard scalars.popFirst() == "m" else { return false }
            continue
        }
        if scalar.needsEscapeOnTerminal { return false }
    }
    return true
}

/// A transcript's workspace refuses `path` or resolves it inside its scratch directory.
func checkConfined(_ path: String) {
    let scratch = "/scratch/box"
    let workspace = Workspace(directory: scratch, home: "/home/ada", confined: true)
    guard let resolved = try? workspace.resolve(path) else { return }
    // Bytes, not Characters: a name may start with a mark that joins the `/` before it into one
    // Character (`/🏻`), which String.hasPrefix would call outside.
    check(resolved.utf8.starts(with: (scratch + "/").utf8), "\(path.debugDescription) resolved outside the box: \(resolved.debugDescription)")
    var depth = 0
    for component in resolved.utf8.dropFirst(scratch.utf8.count).split(separator: UInt8(ascii: "/")) {
        if component.elementsEqual("..".utf8) { depth -= 1 } else if !component.elementsEqual(".".utf8) { depth += 1 }
        check(depth >= 0, "\(path.debugDescription) climbs out of the box: \(resolved.debugDescription)")
    }
}

/// `#style W H color|plain`: the style from now on (until the interpreter is replaced).
func style(from line: Substring) -> Style? {
    let words = line.split(separator: " ")
    guard words.count == 4, words[0] == "#style", let width = Int(words[1]), let height = Int(words[2]) else { return nil }
    return Style(color: words[3] == "color", width: max(-1000, min(width, 1000)), height: max(-1000, min(height, 1000)))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= maximumInputBytes else { return -1 }   // -1: not added to the corpus
    if !hooksInstalled { installCrashHooks() }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    currentInput = bytes

    if fresh || interpreter == nil || inputsSinceReset >= resetEvery {
        interpreter = Launch(seed: 1).makeInterpreter()
        inputsSinceReset = 0
        historyCount = 0
    }
    inputsSinceReset += 1
    appendHistory(bytes)
    let interpreter = interpreter!

    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if let style = style(from: line) { interpreter.style = style }
        run(String(line), on: interpreter)
    }
    return 0
}
