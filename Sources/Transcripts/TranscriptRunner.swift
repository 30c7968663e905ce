#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Features
import LiveScreens
import Platform
import REPL

/// What running one transcript showed.
public struct TranscriptResult: Sendable {
    public let transcript: Transcript
    /// What each block printed, in block order (start-up block first).
    public let actual: [[Reply.Line]]
    /// Indices (into `transcript.blocks`) of the blocks whose output did not match.
    public let failedBlocks: [Int]
    /// The status the session ended with: 64 if a line's words were refused, else 1 if any command failed, else 0.
    public let exitStatus: Int32
    /// For a failing block whose `[..NAME]`s did not hold: which, and what each held and printed.
    public var conflicts: [Int: [BindingConflict]] = [:]
    /// For a failing block with `[..NAME]`s: the bindings its diff and update compare with.
    var boundAt: [Int: Bindings] = [:]
    /// For a plain `~ snapshot` of a styled screen: the screen, whose styles `--artifacts` draws
    /// (never compared).
    var snapshotScreens: [Int: VirtualTerminal] = [:]

    public var exitMatches: Bool { transcript.settings.exit.map { $0 == exitStatus } ?? true }
    public var passed: Bool { failedBlocks.isEmpty && exitMatches }
}

/// Runs transcripts in-process: each on a fresh Interpreter with the transcript's settings and
/// captured output — the same path a typed line takes, so what a transcript checks is what a
/// player sees.
public enum TranscriptRunner {
    /// Runs `transcript`; `progress` is told the line number of each input as it starts
    /// (the suite runner uses it to say where a hung transcript is).
    /// - Throws: when its fixture directory cannot be copied into its box (a link that leaves it,
    ///   a FIFO or a device in it); nothing ran.
    /// - Complexity: the sum of its commands' costs, plus O(*e* · *a*) per block to compare.
    public static func run(_ transcript: Transcript, progress: (Int) -> Void = { _ in }) throws(FixtureCopy.Refusal) -> TranscriptResult {
        try run(transcript, progress: progress, watcher: nil)
    }

    /// Runs `transcript` as ``run(_:progress:)`` does, with `watcher` shown what a terminal would
    /// show (`memorize cast`).
    static func run(
        _ transcript: Transcript, progress: (Int) -> Void = { _ in }, watcher: (any ReplayWatcher)?,
        afterwards: (Session) -> Void = { _ in }
    ) throws(FixtureCopy.Refusal) -> TranscriptResult {
        let settings = transcript.settings
        // Judged before anything runs: a header's path that leads out of the transcript's
        // directory fails the transcript (``TranscriptBox``).
        let themes = try settings.themes.map { value throws(FixtureCopy.Refusal) in
            URL(fileURLWithPath: try TranscriptBox.themes(value, in: transcript))
        }
        var launch = Launch(
            seed: settings.seed, clock: .manual,
            style: Style(color: settings.color, width: settings.width, height: settings.height),
            themeDirectory: themes, themeDirectoryName: settings.themes)
        let scratch = try settings.files.map { files throws(FixtureCopy.Refusal) in try scratchDirectory(seededFrom: files, transcript: transcript) }
        launch.directory = scratch?.url
        launch.confinesFiles = true   // a transcript's files stay in its scratch directory
        defer { if let scratch { ScratchPool.shared.giveBack(scratch) } }
        let blocks = transcript.blocks
        let interpreter = launch.makeInterpreter()
        // Screens run on the steps under their input, on the session's manual clock.
        let screens = ScriptedScreens(
            blocks: blocks, clock: interpreter.session.manualClock,
            size: { [unowned interpreter] in (interpreter.style.width, interpreter.style.height) },
            resized: { [unowned interpreter] in interpreter.terminalResized(width: $0, height: $1) })
        screens.watcher = watcher
        interpreter.attach(screens: screens)
        // The reader holds `progress` only while the session runs.
        var (status, tracker) = withoutActuallyEscaping(progress) { progress in
            var reader = BlockReader(
                blocks: blocks, screens: screens, progress: progress, hook: settings.testHook,
                tracker: BindingTracker(transcript))
            return (Driver.run(reader: &reader, interpreter: interpreter, sink: screens), reader.tracker)
        }
        afterwards(interpreter.session)
        // After `quit` the session reads nothing more: the blocks left printed nothing.
        let actual = screens.actual
        tracker.compare(upTo: blocks.count, actual: actual)
        var result = TranscriptResult(transcript: transcript, actual: actual, failedBlocks: tracker.failed, exitStatus: status)
        result.conflicts = tracker.conflicts
        result.boundAt = tracker.boundAt
        result.snapshotScreens = screens.snapshotScreens
        return result
    }

    /// A directory for `@ files:` as if made afresh, holding a copy of the fixture directory it
    /// names (relative to the transcript) unless that is `fresh`. A fixture directory that is
    /// missing leaves it empty, and the transcript's output shows what is missing; one that lies
    /// outside the transcript's directory (``TranscriptBox``) or holds a way out of the box (see
    /// ``FixtureCopy``) is refused.
    private static func scratchDirectory(seededFrom files: String, transcript: Transcript) throws(FixtureCopy.Refusal) -> ScratchPool.Directory {
        guard files != "fresh" else { return try ScratchPool.shared.take(seededFrom: nil) }
        let fixtures = try TranscriptBox.directory(files, of: "files", in: transcript)
        guard FileSystem.info(fixtures) != nil else { return try ScratchPool.shared.take(seededFrom: nil) }
        return try ScratchPool.shared.take(seededFrom: fixtures)
    }

    /// The inputs of a transcript's blocks, as lines typed one after another (the screen steps
    /// under each go to ``ScriptedScreens``).
    private struct BlockReader: LineReader {
        /// The indices of the input blocks not read yet.
        var inputs: ArraySlice<Int>
        let blocks: [Transcript.Block]
        let screens: ScriptedScreens
        let progress: (Int) -> Void
        /// `@ test-hook: trap|hang` (only with MEMORIZE_TEST_HOOKS=1).
        let hook: Transcript.TestHook?
        /// The blocks compared so far, and what their `[..NAME]`s bound for the inputs' `{NAME}`s.
        var tracker: BindingTracker

        init(blocks: [Transcript.Block], screens: ScriptedScreens, progress: @escaping (Int) -> Void,
             hook: Transcript.TestHook?, tracker: BindingTracker) {
            self.blocks = blocks
            inputs = blocks.indices.dropFirst().filter { blocks[$0].step == nil }[...]
            self.screens = screens
            self.progress = progress
            self.hook = hook
            self.tracker = tracker
        }

        mutating func readLine(prompt: String) -> LineInput? {
            guard let index = inputs.popFirst() else { return nil }
            let block = blocks[index]
            progress(block.line)
            // Every block above has printed all it will: what it binds is known.
            tracker.compare(upTo: index, actual: screens.actual)
            let input = tracker.bindings.substituting(block.input ?? "")
            screens.bindings = tracker.bindings
            screens.starting(input: index)
            screens.watcher?.typed(prompt: prompt, input: input)
            if let hook, inputs.isEmpty {
                switch hook {
                case .trap:
                    fatalError("line \(block.line): '@ test-hook: trap' (MEMORIZE_TEST_HOOKS=1) traps here, as a bug would")
                case .hang:
                    Signals.waitForever()
                }
            }
            return .line(input)
        }
    }

}

extension TranscriptResult {
    /// How the transcript failed: for each block that diverged, `file:line`, the input and a
    /// unified diff (`-` expected, `+` actual); then the exit status if it differs.
    public func failureReport(color: Bool) -> [String] {
        var report = CaseReport(status: .failed)
        report.diff = diffLines()
        return report.diffText(color: color)
    }

    /// The lines of ``failureReport(color:)``, each with its kind.
    /// - Complexity: the alignment of each failing block (see ``TranscriptMatcher/align(_:_:)``).
    func diffLines() -> [CaseReport.DiffLine] {
        var lines: [CaseReport.DiffLine] = []
        let blocks = transcript.blocks
        for index in failedBlocks {
            let block = blocks[index]
            let header = block.title.map { "\(transcript.path):\(block.line): output of \($0) differs" }
                ?? "\(transcript.name): start-up output differs"
            lines.append(.init(.header, header))
            for conflict in conflicts[index] ?? [] {
                lines.append(.init(.header, "\(transcript.path):\(conflict.line): \(conflict.description)"))
            }
            lines.append(.init(.expectedMark, "--- expected"))
            lines.append(.init(.actualMark, "+++ actual"))
            for edit in TranscriptMatcher.align(block.expected, actual[index], bound: boundAt[index] ?? Bindings()) {
                switch edit {
                case .keep(let line): lines.append(.init(.same, "  " + line.text))
                case .drop(let line): lines.append(.init(.removed, "- " + line.text))
                case .replace(let old, let new):
                    lines.append(.init(.removed, "- " + old.text))
                    lines.append(.init(.added, "+ " + new.transcriptText))
                case .insert(let line): lines.append(.init(.added, "+ " + line.transcriptText))
                }
            }
        }
        if !exitMatches, let expected = transcript.settings.exit {
            lines.append(.init(.header, "\(transcript.name): exit status \(exitStatus), expected \(expected)"))
        }
        return lines
    }

    /// The transcript's text with the output of failing blocks replaced by what was printed,
    /// keeping comments, settings and every elision that still matches. In a rewritten block,
    /// comments and blank lines before its first output line stay where they were; those among
    /// its output lines move after the new output.
    public func updatedText() -> String { update().text }

    /// ``updatedText()`` in pieces: a hunk for each failing block (and the exit status), which
    /// `--review` takes or leaves one by one.
    /// - Complexity: O(*n*) in the lines, plus the alignment of each failing block.
    func update() -> CaseReport.Update {
        let failed = Set(failedBlocks)
        let blocks = transcript.blocks
        var pieces = UpdatePieces()
        var blockIndex = 0
        func finishBlock() {
            guard failed.contains(blockIndex) else { return pieces.finish(rewritten: nil, at: 0, title: "") }
            let block = blocks[blockIndex]
            let written = TranscriptMatcher.update(
                block.expected, toFit: actual[blockIndex], bound: boundAt[blockIndex] ?? Bindings()).map(\.text)
            var snapshot: CaseReport.Snapshot?
            if case .snapshot(let colors) = block.step {
                snapshot = .init(
                    expected: block.expected.map(\.pattern), actual: actual[blockIndex].map(\.printedText),
                    actualStyles: snapshotScreens[blockIndex].map(\.styleLines), comparesStyles: colors)
            }
            pieces.finish(
                rewritten: written, at: block.line, title: block.title.map { "output of \($0)" } ?? "start-up output",
                snapshot: snapshot)
        }
        for line in transcript.lines {
            switch line.kind {
            case .input, .step:
                finishBlock()
                blockIndex += 1
                pieces.keep(line.text)
            case .output:
                if failed.contains(blockIndex) { pieces.replace(line.text) } else { pieces.keep(line.text) }
            case .setting(let key, _) where key == "exit" && !exitMatches:
                pieces.change(line.text, to: "@ exit: \(exitStatus)", at: line.number, title: "exit status")
            case .blank, .comment, .setting:
                pieces.keep(line.text)
            }
        }
        finishBlock()
        let changes = failedBlocks.map { blocks[$0].line }.map { $0 == 0 ? "start-up" : "line \($0)" }
        return pieces.update(changes: changes + (exitMatches ? [] : ["exit status"]))
    }
}

/// The environment variable through which `memorize test` gives its workers one directory to
/// make every scratch directory in (and removes it when the run ends).
public let scratchRootVariable = "MEMORIZE_SCRATCH_ROOT"
