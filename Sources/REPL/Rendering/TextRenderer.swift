import Emoji
import EmojiArt
import Face
import Game
import Layout
import Palettes
import Platform
import Themes

/// Draws a command's ``Output`` as lines for a terminal or a pipe: plain text, with ANSI colour
/// when the style has it. `state` is its one line of JSON.
public struct TextRenderer {
    public let style: Style

    public init(style: Style) {
        self.style = style
    }

    /// Appends the output's lines to `reply`, in order.
    /// - Complexity: O(what is drawn): a board is O(*n*) in its cards.
    public func render(_ output: Output, into reply: inout Reply) {
        for item in output.items { render(item, into: &reply) }
        if output.quit { reply.quit = true }
    }

    private func render(_ item: Output.Item, into reply: inout Reply) {
        switch item {
        case .message(let text): reply.out(text.terminalSafe)
        case .note(let text): reply.note(text)
        case .lines(let lines): reply.out(lines)
        case .board(let board): reply.out(self.board(board))
        case .score(let breakdown): reply.out("score: \(breakdown.total) (\(StatusLine.scoreBreakdown(breakdown)))")
        case .state(let state): reply.out(state.line())
        case .artState(let state): reply.out(StateJSON.line(of: state))
        case .themes(let names): reply.out(themeList(names))
        case .emojiLines(let lines): reply.out(emojiLines(lines))
        case .simulation(let report, let simulation, let theme): reply.out(Self.describe(report, simulation, theme: theme))
        case .help(let page): reply.out(HelpText.lines(for: page))
        case .face(let faceView, let happiness):
            reply.out(FaceRenderer(style: style).render(faceView))
            reply.out(style.bold(Self.moodLine(happiness, emoji: faceView.moodEmoji)))
        case .mood(let happiness, let emoji): reply.out(Self.moodLine(happiness, emoji: emoji))
        case .happinessChange(let before, let after, let bound, let emoji):
            var line = "\(emoji) happiness \(before.value) → \(after.value)"
            if let bound { line += bound == Happiness.range.upperBound ? " (at most \(bound))" : " (at least \(bound))" }
            reply.out(line)
        case .scaleChange(let before, let after, let bound):
            var line = "scale \(FaceSVG.number(before)) → \(FaceSVG.number(after))"
            if let bound { line += bound == FaceView.scaleRange.upperBound ? " (at most \(FaceSVG.number(bound)))" : " (at least \(FaceSVG.number(bound)))" }
            reply.out(line)
        case .palettes(let palettes): reply.out(paletteList(palettes))
        case .palette(let palette): reply.out("\(palette.name.terminalSafe) (\(palette.emojis.count) emoji): \(palette.emojis.terminalSafe)")
        case .paletteFindings(let findings):
            for finding in findings {
                switch finding.kind {
                case .notEmoji(let why): reply.note("dropped '\(finding.character)': \(why)")
                case .duplicate: reply.note("dropped '\(finding.character)': already in the palette")
                case .unqualified(let becomes): reply.note("'\(finding.character)' is written \(becomes)")
                }
            }
        case .artPicture(let art): reply.out(artPicture(art))
        case .artBackground(let art): reply.out("background: \(Self.background(of: art))".terminalSafe)
        case .fetchOutcomes(let outcomes):
            for outcome in outcomes {
                switch outcome {
                case .ready(let source): reply.note("background ready: \(source)")
                case .failed(let source, let reason): reply.note("background failed(\(source)): \(reason)")
                }
            }
        }
    }

    // MARK: - The game

    private func board(_ board: BoardView) -> [String] {
        let game = board.game
        var lines = BoardRenderer(style: style).render(game, color: board.theme.color)
        let status = StatusLine.game(theme: board.theme.name.terminalSafe, game: game, event: board.event.map { [$0.description] }, breakdown: false)
        lines.append(style.bold(status.fitted(to: style.width)))
        if game.isOver {
            lines.append("🎉 All pairs matched! Final score \(game.score) in \(game.turns) turns.")
        }
        return lines
    }

    /// Themes then palettes, a line each: name, colour, pairs, where it comes from, a sample;
    /// then the names that are both, and how to play each.
    private func themeList(_ names: GameNames) -> [String] {
        let entries = names.entries
        let width = entries.map(\.theme.name.terminalSafe.count).max() ?? 0
        let colorWidth = ThemeColor.allCases.map(\.rawValue.count).max() ?? 0
        let sizes = entries.map { entry in
            let theme = entry.theme
            let pairs: String
            switch theme.pairs {
            case .exactly(let n): pairs = Self.pairs(n)
            case .all: pairs = "all \(theme.emojis.count) pairs"
            case .random(let range): pairs = "\(range.lowerBound)–\(range.upperBound) pairs"
            }
            return "\(pairs), \(theme.emojis.count) emoji"
        }
        let sizeWidth = sizes.map(\.count).max() ?? 0
        let origins = entries.map(\.origin.description.terminalSafe)   // a user theme's path is outside text
        let originWidth = origins.map(\.count).max() ?? 0
        var lines = zip(entries, zip(sizes, origins)).map { entry, columns in
            let theme = entry.theme
            let sample = String(theme.emojis.prefix(8)).terminalSafe
            return "\(theme.name.terminalSafe.padding(to: width))  \(style.onThemeColor(" \(theme.color.rawValue.padding(to: colorWidth)) ", theme.color))  "
                + "\(columns.0.padding(to: sizeWidth))  \(columns.1.padding(to: originWidth))  \(sample)\(theme.emojis.count > 8 ? "…" : "")"
        }
        let clashes = names.clashes
        if !clashes.isEmpty {
            lines.append("Both a theme and a palette: \(clashes.joined(separator: ", ")).".terminalSafe)
            lines.append("'new NAME' plays the theme, 'new \(GameNames.palettePrefix)NAME' the palette.")
        }
        return lines
    }

    /// `🍕  pizza  :pizza:  (keyword: cheese)`, names aligned.
    private func emojiLines(_ lines: [EmojiLine]) -> [String] {
        let width = lines.map { ($0.name ?? "").count }.max() ?? 0
        return lines.map { line in
            var text = "\(line.emoji)  \((line.name ?? "(no name)").padding(to: width))"
            if let shortcode = line.shortcode { text += "  \(shortcode)" }
            if let detail = line.detail { text += "  (\(detail))" }
            return text.trimmingTrailingSpaces()
        }
    }

    static func describe(_ report: Simulation.Report, _ simulation: Simulation, theme: String?) -> [String] {
        let games = simulation.games == 1 ? "1 game" : "\(simulation.games) games"
        let header = "\(games) of \(Self.pairs(simulation.pairs))" + (theme.map { " (\($0))" } ?? "")
            + ", strategy \(simulation.strategy.rawValue), seed \(simulation.seed)"
        let columns = ["mean", "median", "min", "max"]
        let rows = [("score", report.score), ("turns", report.turns)].map { label, s in
            (label, [format(s.mean), format(s.median), String(s.min), String(s.max)])
        }
        let width = 2 + max(columns.map(\.count).max() ?? 0, rows.flatMap(\.1).map(\.count).max() ?? 0)
        return [header, "".padding(to: 6) + columns.map { $0.leftPadding(to: width) }.joined()]
            + rows.map { label, cells in label.padding(to: 6) + cells.map { $0.leftPadding(to: width) }.joined() }
    }

    /// One decimal, the same on every platform and locale.
    public static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard tenths.magnitude < 1e15 else { return "\(value)" }
        let n = Int(tenths)
        let sign = n < 0 ? "-" : ""
        return "\(sign)\(abs(n) / 10).\(abs(n) % 10)"
    }

    /// `1 pair`, `2 pairs`.
    static func pairs(_ count: Int) -> String {
        count == 1 ? "1 pair" : "\(count) pairs"
    }

    // MARK: - The face

    /// `🙂 happiness 60 · smiliness 0.2`.
    static func moodLine(_ happiness: Happiness, emoji: String) -> String {
        "\(emoji) happiness \(happiness.value) · smiliness \(FaceSVG.number(happiness.smiliness))"
    }

    // MARK: - Palettes

    private func paletteList(_ palettes: [Palette]) -> [String] {
        let width = palettes.map(\.name.terminalSafe.count).max() ?? 0
        return palettes.enumerated().map { i, p in
            let count = p.emojis.count
            return "\(String(i + 1).leftPadding(to: 2)). \(p.name.terminalSafe.padding(to: width))  \(count) emoji  \(String(p.emojis.prefix(10)).terminalSafe)\(count > 10 ? "…" : "")"
        }
    }

    // MARK: - EmojiArt

    /// The document on a grid the terminal's size, through its viewport (zoom and pan, as the
    /// `art edit` screen draws it), then the background and the document's state.
    private func artPicture(_ art: ArtView) -> [String] {
        let document = art.document
        let text = ArtText.showing(art.editor, width: style.width, height: style.height, reservedRows: ArtText.showReservedRows)
        // The background image's cells go here once images are decoded (ArtText's `background`).
        let picture = text.render(document.emojiArt)
        var status = document.emojis.count == 1 ? "1 emoji" : "\(document.emojis.count) emoji"
        if picture.outOfView > 0 { status += " (\(picture.outOfView) out of view)" }
        let ids = document.selection.sorted()
        status += " · selected: \(ids.isEmpty ? "none" : ids.map(String.init).joined(separator: ", "))"
        if !art.editor.viewport.isFit { status += " · " + Self.viewportSummary(art.editor.viewport, zoom: text.transform.zoom) }
        if let path = art.path {
            status += " · \(path)\(art.needsSave ? " (unsaved)" : "")"
        } else {
            status += " · untitled"
        }
        return picture.lines + ["background: \(Self.background(of: art))".terminalSafe, status.terminalSafe]
    }

    /// `zoom 2`, `zoom fit (0.41) · pan 16,-8`: how the viewport differs from fit.
    static func viewportSummary(_ viewport: ArtViewport, zoom: Double) -> String {
        var text = viewport.zoom == nil ? "zoom fit (\(FaceSVG.number(zoom)))" : "zoom \(FaceSVG.number(zoom))"
        if viewport.offset != .zero { text += " · pan \(FaceSVG.number(viewport.offset.x)),\(FaceSVG.number(viewport.offset.y))" }
        return text
    }

    /// `blank`, `fetching(URL)`, `failed(URL): why`, `ready(URL)`, `image data (PNG, N bytes)`,
    /// `loading(FILE)`.
    static func background(of art: ArtView) -> String {
        if let path = art.loadingFile { return "loading(\(path))" }
        let document = art.document
        var current: String
        switch document.background {
        case .blank:
            current = "blank"
        case .imageData(let data):
            current = "image data (\(ImageFormat(sniffing: data).map { $0.rawValue.uppercased() } ?? "unknown"), \(data.count) bytes)"
            if let reason = art.pictureFailure { current = "failed(\(current)): \(reason)" }
        case .url(let url):
            switch document.backgroundImageFetchStatus {
            case .fetching: current = "fetching(\(url.absoluteString))"
            case .failed(_, let reason): current = "failed(\(url.absoluteString)): \(reason)"
            case .ready: current = "ready(\(url.absoluteString))"
            case .idle: current = url.absoluteString
            }
        }
        if let failure = art.fileLoadFailure {
            current = "failed(\(failure.path)): \(failure.reason); still \(current)"
        }
        return current
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The string padded with spaces to `width` characters (never truncated).
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func leftPadding(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
