/// A recorded session: input lines, the output each produced, and the settings it ran under.
///
/// The format (one kind per line, known from the line's first characters, so it is unambiguous
/// whatever the program prints):
///
///     # A comment: not compared. The first one says what story the transcript tells.
///     @ seed: 42                      a setting (only before the first input)
///     > new animals pairs=2           an input line, as typed at the prompt
///     | New game: Animals, 2 pairs (seed [..])
///                                     stdout; `[..]` stands for any text in the line
///     | New game: Animals, 2 pairs (seed [..SEED])
///                                     `[..NAME]` matches as `[..]` and binds NAME (``Bindings``):
///                                     a later `[..NAME]` must print the same text, and a later
///     > new animals seed={SEED}       input types it
///     ! error: no card 9; cards are numbered 1…4
///                                     stderr
///     |= a line with a literal [..]   stdout (`!=` stderr), taken verbatim: no elisions
///     | score \d+ (re)                a regular expression for the whole line (cram's convention)
///     | \x1b[1mbold\x1b[0m (esc)      escaped bytes: \\, \t, \r, \xHH (cram's convention)
///     ...                             any number of output lines, of either stream
///     |                               an empty stdout line
///     ~ click 12,5 (a card)           a screen step: what a terminal sends the screen the input
///                                     above opened, or a snapshot of it (see ``ScreenStep``)
///
/// Blank lines are ignored. Output before the first input is what the session prints on start
/// (warnings about theme files). A transcript may also be a fenced block tagged `transcript` in a
/// Markdown file (see ``MarkdownTranscripts``); its line numbers are then the file's.
public struct Transcript: Sendable, Equatable {
    /// Where it was read from, as given.
    public var path: String
    /// The line of the opening fence when it is a block of a Markdown file.
    public var block: Int?
    public var settings: Settings
    /// Every line of the file, in order: the runner compares the blocks; `--update` rewrites the
    /// output lines of failing blocks and keeps everything else as it was.
    public var lines: [Line]

    public struct Line: Sendable, Equatable {
        /// 1-based line number in the file.
        public var number: Int
        public var kind: Kind
    }

    public enum Kind: Sendable, Equatable {
        case blank
        case comment(String)
        case setting(key: String, value: String)
        case input(String)
        /// A `~` line: a step of the screen the last input opened.
        case step(ScreenStep)
        case output(Expected)
    }

    /// One expected line of output, or an elision.
    public enum Expected: Sendable, Equatable {
        case stdout(String, Match)
        case stderr(String, Match)
        /// `...`: any number of lines.
        case anyLines
    }

    /// How an expected line is compared with the line printed.
    public enum Match: Sendable, Equatable {
        /// `[..]` stands for any text; the rest is compared byte for byte.
        case glob
        /// Byte for byte (`|=`, `!=`).
        case verbatim
        /// The text is a regular expression that must match the whole line (` (re)`).
        case regex
    }

    /// The settings a session runs under, from the `@` lines.
    public struct Settings: Sendable, Equatable {
        public var seed: UInt64 = 0
        public var width = 80
        public var height = 24
        public var color = false
        /// The user theme directory, relative to the transcript's directory.
        public var themes: String?
        /// The exit status the session must end with (64 if a line's words were refused, else 1 if any command failed), if checked.
        public var exit: Int32?
        /// Seconds the transcript may take before it is reported as hung.
        public var timeout: Double?
        /// Why the transcript is skipped, if it is.
        public var skip: String?
        /// Files the session may read and write: the transcript runs in a fresh scratch directory
        /// (relative paths in commands start there, and it is removed afterwards), seeded with a
        /// copy of this directory (relative to the transcript), or empty when this is `fresh`.
        public var files: String?
        /// A fault to inject, for the tests of `memorize test` itself (see ``TestHook``).
        public var testHook: TestHook?

        public init() {}

        /// The setting keys, in the order the recorder writes them.
        public static let keys = ["seed", "size", "color", "themes", "files", "exit", "timeout", "skip"]
    }

    /// An input line or a screen step, and the output expected after it.
    public struct Block: Sendable, Equatable {
        /// The line number of the input or step (0 for the start-up block).
        public var line: Int
        /// nil for the start-up block and steps.
        public var input: String?
        public var expected: [Expected]
        /// The screen step, for a `~` line's block.
        public var step: ScreenStep?

        public init(line: Int, input: String?, expected: [Expected], step: ScreenStep? = nil) {
            self.line = line
            self.input = input
            self.expected = expected
            self.step = step
        }

        /// How reports name the block: `'> play'`, `'~ snapshot'`.
        public var title: String? {
            if let step { return "'~ \(step.text)'" }
            return input.map { "'> \($0)'" }
        }
    }

    /// The blocks to run: the start-up block, then one per input line and one per screen step.
    public var blocks: [Block] {
        var blocks = [Block(line: 0, input: nil, expected: [])]
        for line in lines {
            switch line.kind {
            case .input(let text): blocks.append(Block(line: line.number, input: text, expected: []))
            case .step(let step): blocks.append(Block(line: line.number, input: nil, expected: [], step: step))
            case .output(let expected): blocks[blocks.count - 1].expected.append(expected)
            case .blank, .comment, .setting: break
            }
        }
        return blocks
    }
}

extension Transcript {
    /// How the transcript is named in reports: its path, and for a Markdown block `path:line`.
    public var name: String { block.map { "\(path):\($0)" } ?? path }

    /// `@ test-hook: trap`: the session traps (as a bug would) when it reaches its last input line;
    /// `@ test-hook: hang`: it blocks there forever (as a deadlock would), on any machine however fast.
    /// The tests of `memorize test` use them to check that a crash or a hang is reported as that
    /// transcript's failure while the others run on. The setting exists only when the environment has
    /// `MEMORIZE_TEST_HOOKS=1`; elsewhere it is an unknown setting, so no one trips on it. The hang
    /// also lets the tests end the runner while a worker is busy.
    public enum TestHook: String, Sendable, Equatable {
        case trap
        case hang
    }
}

/// A transcript that cannot be read: the file, the line and what is wrong.
public struct TranscriptError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let message: String

    public var description: String {
        line > 0 ? "\(path):\(line): \(message)" : "\(path): \(message)"
    }
}
