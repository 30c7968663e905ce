import Emoji
import LiveScreens
import REPL

/// `palette probe [NAME] [--all]`: measures how this terminal draws each emoji of a theme or
/// palette (or all of Unicode's) and keeps where it differs from Unicode's widths as the
/// terminal's width profile, which `palette lint --terminal` reads.
struct PaletteProbeCommand: ShellCommand, Equatable {
    static let usesTheTerminal = true
    static let sessionSettings: [SessionSetting] = [.themes, .palettes]

    static let spec = CommandSpec(
        "probe", in: .palette,
        parameters: [
            .positional("NAME", \Self.name, .word, required: false, "a theme or palette whose emoji to measure"),
            .flag("all", \Self.all, .presence, "every fully-qualified emoji of Unicode (a few seconds)"),
        ],
        summary: "measure how wide this terminal draws emoji",
        details: [
            "Draws each emoji at the start of a line and asks the terminal where the cursor",
            "went (CSI 6n), many at a time, erasing the line after; nothing is left on the",
            "screen. The emoji drawn at another width than Unicode's are saved as this",
            "terminal's width profile in $XDG_DATA_HOME/memorize/widths/, named for",
            "$TERM_PROGRAM and its version (else $TERM); 'palette lint --terminal' reads it.",
        ])

    var name: String?
    var all = false

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        guard let device = context.terminal as? TerminalDevice else { throw CommandError("palette probe needs a terminal") }
        let emoji = try probedEmoji(context.session)
        guard !emoji.isEmpty else { throw CommandError("'\(name ?? "")' has no emoji to probe") }
        let widths: [Int]
        switch WidthProbe(input: device.input, output: device.output).measure(emoji) {
        case .success(let measured): widths = measured
        case .failure(.noAnswer):
            throw CommandError("the terminal did not answer where its cursor is (CSI 6n) within 2 s; palette probe needs a terminal that does")
        case .failure(.noTerminal): throw CommandError("palette probe needs a terminal")
        case .failure(.gone): throw CommandError("the terminal went away during the probe")
        }
        let terminal = WidthProfiles.terminal() ?? (name: "unknown", version: nil)
        var differences: [WidthProfile.Difference] = []
        for (character, drawn) in zip(emoji, widths) {
            let unicode = DisplayWidth.unicode(of: character)   // not the session's model: the profile is what differs from Unicode
            if drawn != unicode { differences.append(WidthProfile.Difference(emoji: String(character), drawn: drawn, unicode: unicode)) }
        }
        var profile = WidthProfile(terminal: terminal.name, version: terminal.version, probed: emoji.count, differences: differences)
        guard let directory = WidthProfiles.directory() else { throw CommandError("palette probe: no $XDG_DATA_HOME or $HOME to keep the profile in") }
        let path = directory + "/" + WidthProfiles.fileName(terminal: terminal.name, version: terminal.version)
        // A probe of one palette adds to what earlier probes of others found.
        if !all, context.session.workspace.exists(path), let earlier = try? WidthProfiles.load(path, in: context.session.workspace) {
            let probed = Set(emoji.map(String.init))
            profile.differences = earlier.differences.filter { !probed.contains($0.emoji) } + differences
            profile.probed = max(earlier.probed, emoji.count)
        }
        try WidthProfiles.save(profile, to: path, in: context.session.workspace)
        var output = Output()
        for line in Self.summary(probed: emoji.count, differences: differences, terminal: terminal, width: context.style.width) {
            output.message(line)
        }
        output.message("Saved the width profile to \(path)")
        return output
    }

    /// The emoji to draw: the theme's or palette's, or all of Unicode's fully-qualified ones.
    private func probedEmoji(_ session: Session) throws(CommandError) -> [Character] {
        if all {
            guard name == nil else { throw CommandError("give a theme or palette, or --all, not both") }
            return EmojiTable.shared.recommended
        }
        guard let name else { throw CommandError("palette probe: give a theme or palette to measure, or --all for every emoji") }
        return try intent { () throws(IntentError) in try session.theme(named: name) }.emojis
    }

    /// What a probe found, grouped by the kinds of emoji terminals disagree on: a line a group,
    /// its emoji as many as fit `width` columns as this terminal draws them (then `…`).
    /// - Complexity: O(*d*) in the differences.
    static func summary(
        probed: Int, differences: [WidthProfile.Difference], terminal: (name: String, version: String?), width: Int = 80
    ) -> [String] {
        let named = [terminal.name, terminal.version].compactMap { $0 }.joined(separator: " ")
        let differ = differences.count == 1 ? "1 differs" : "\(differences.count) differ"
        var lines = ["Probed \(probed) emoji on \(named): \(differ) from Unicode's widths"]
        var groups: [WidthProfile.Group: [WidthProfile.Difference]] = [:]
        for difference in differences {
            groups[WidthProfile.group(of: Character(difference.emoji)), default: []].append(difference)
        }
        for group in WidthProfile.Group.allCases {
            guard let members = groups[group] else { continue }
            var line = "  \(group.rawValue) (\(members.count)):"
            var columns = line.count   // the group's name and count are ASCII
            let more = 3   // "  …"
            for (index, member) in members.enumerated() {
                let tail = " \(member.drawn) (\(member.unicode))"
                // As the terminal just probed draws it: the emoji at its measured width.
                let gap = index == 0 ? " " : "  "
                let needed = gap.count + member.drawn + tail.count + (index == members.count - 1 ? 0 : more)
                guard columns + needed <= width else {
                    line += index == 0 ? " …" : "  …"
                    break
                }
                line += gap + String(member.emoji) + tail
                columns += gap.count + member.drawn + tail.count
            }
            lines.append(line)
        }
        return lines
    }
}
