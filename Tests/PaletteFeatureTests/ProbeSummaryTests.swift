import Emoji
@testable import PaletteFeature
import Testing

/// `palette probe`'s summary fits the terminal it was run on, measured as that terminal draws
/// the emoji it lists (the widths it just measured), and says `…` when some are left out.
@Suite("palette probe's summary fits its terminal")
struct ProbeSummaryTests {
    static let differences = ["☀️", "🌤️", "🌥️", "☁️", "🌦️", "🌧️", "⛈️", "🌩️", "🌨️", "❄️", "☃️", "🌬️", "🌪️", "🌫️"].map {
        WidthProfile.Difference(emoji: $0, drawn: 1, unicode: 2)
    } + [WidthProfile.Difference(emoji: "👨‍👩‍👧", drawn: 6, unicode: 2)]

    /// A summary line's columns on the probed terminal: each listed emoji at its drawn width.
    static func columns(_ line: String) -> Int {
        var columns = 0
        for character in line {
            columns += differences.first { Character($0.emoji) == character }.map(\.drawn) ?? 1
        }
        return columns
    }

    @Test(arguments: [40, 60, 80, 200])
    func everyLineFits(width: Int) {
        let lines = PaletteProbeCommand.summary(
            probed: 30, differences: Self.differences, terminal: (name: "tmux", version: "3.3a"), width: width)
        #expect(lines.count == 3, "\(lines)")
        for line in lines.dropFirst() {
            #expect(Self.columns(line) <= width, "\(line) is \(Self.columns(line)) columns")
        }
        let listed = lines.dropFirst().map { line in Self.differences.filter { line.contains($0.emoji) }.count }.reduce(0, +)
        #expect(listed == Self.differences.count || lines.contains { $0.hasSuffix("…") }, "\(lines)")
        if width >= 200 { #expect(listed == Self.differences.count, "\(lines)") }
    }
}
