/// The checks on emoji that are valid but may still disappoint on a card: newer than the systems
/// the palette is for (`--emoji-version`), drawn at different widths by different terminals
/// (`--terminal`), or looking like another emoji of the same palette (tone or gender variants).
/// Shared by the JSON linter and the streaming text linter, so both say the same things.
public struct PaletteChecks: Sendable {
    public struct Options: Sendable, Equatable {
        /// Emoji newer than this are noted; nil checks nothing.
        public var newest: EmojiVersion?
        /// Note sequences whose width terminals disagree on.
        public var terminal: Bool
        /// Note tone and gender variants of one base in the same palette.
        public var lookAlikes: Bool
        /// With ``terminal``: the emoji one measured terminal draws at another width than
        /// Unicode's (a ``WidthProfile``), noted instead of the fixed list of kinds terminals
        /// disagree on.
        public var widths: [String: WidthProfile.Difference]?

        public init(
            newest: EmojiVersion? = .widelySupported, terminal: Bool = false, lookAlikes: Bool = true,
            widths: [String: WidthProfile.Difference]? = nil
        ) {
            self.newest = newest
            self.terminal = terminal
            self.lookAlikes = lookAlikes
            self.widths = widths
        }
    }

    public let options: Options
    /// The first emoji of each look-alike family, and where it is. Bounded by the emoji there are.
    private var families: [String: (emoji: Character, position: PaletteSource.Position)] = [:]

    public init(options: Options) { self.options = options }

    /// Whether `written`, a form of `canonical` that is not fully qualified, is the form a measured
    /// terminal draws as expected where it draws `canonical` at another width: what `palette fix
    /// --terminal` writes, which lint by the same profile leaves alone (neither unqualified nor
    /// too wide), so that fixing and linting by one profile agree.
    /// - Complexity: O(1) (two look-ups).
    public func isTerminalsForm(_ written: Character, of canonical: Character) -> Bool {
        guard options.terminal, let widths = options.widths, written != canonical else { return false }
        return widths[String(canonical)] != nil && widths[String(written)] == nil
    }

    /// Problems with `emoji` (fully qualified, table entry `entry`, first of its kind in the
    /// palette) at `position`; its width is not checked when it was written in the terminal's
    /// own form (``isTerminalsForm(_:of:)``).
    /// - Complexity: O(*k*) in its scalars.
    public mutating func check(
        _ emoji: Character, entry: Int, at position: PaletteSource.Position?, inTerminalsForm: Bool = false,
        report: (PaletteLint.Problem) -> Void
    ) {
        let shown = "'\(emoji)' \(PaletteLint.Problem.codePoints(emoji))"
        if let newest = options.newest {
            let version = EmojiTable.shared.version(of: EmojiTable.Index(entry))
            if version > newest {
                report(PaletteLint.Problem(
                    kind: .newerEmoji, position: position, character: emoji, replacement: nil,
                    message: "\(shown): Emoji \(version), newer than \(newest): most systems cannot draw it yet (--emoji-version)"))
            }
        }
        if inTerminalsForm {
            // Written as the terminal draws it as expected: nothing to say of its width.
        } else if options.terminal, let widths = options.widths {
            if let difference = widths[String(emoji)] {
                let columns = { (n: Int) in n == 1 ? "1 column" : "\(n) columns" }
                report(PaletteLint.Problem(
                    kind: .terminalWidth, position: position, character: emoji, replacement: nil,
                    message: "\(shown): this terminal draws it in \(columns(difference.drawn)), Unicode's width is \(columns(difference.unicode))"))
            }
        } else if options.terminal, let why = TerminalWidth.disagreement(emoji) {
            report(PaletteLint.Problem(kind: .terminalWidth, position: position, character: emoji, replacement: nil, message: "\(shown): \(why)"))
        }
        if options.lookAlikes {
            let key = LookAlikes.key(of: emoji)
            if let first = families[key] {
                report(PaletteLint.Problem(
                    kind: .lookAlike, position: position, character: emoji, replacement: nil,
                    message: "\(shown): looks like '\(first.emoji)' at \(first.position) on a card (a tone or gender variant of one emoji)"))
            } else if let position {
                families[key] = (emoji, position)
            }
        }
    }
}
