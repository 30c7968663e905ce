import Foundation
import Testing
import Emoji
import LiveScreens
@testable import PaletteFeature

/// A profile file is read without `JSONDecoder` when it is what `palette probe` writes, and reads
/// the same either way; anything else is left to `JSONDecoder`.
@Suite("Reading width profiles")
struct WidthProfileReadingTests {
    static let profile = WidthProfile(terminal: "tmux", version: "3.3a", probed: 3944, differences: [
        WidthProfile.Difference(emoji: "☀️", drawn: 1, unicode: 2),
        WidthProfile.Difference(emoji: "👨‍👩‍👧", drawn: 6, unicode: 2),
        WidthProfile.Difference(emoji: "#️⃣", drawn: 1, unicode: 2),
        WidthProfile.Difference(emoji: "🫩", drawn: 0, unicode: 2),
    ])

    @Test("What probe writes reads the same as JSONDecoder reads it, version or none")
    func sameAsDecoder() throws {
        for profile in [Self.profile, WidthProfile(terminal: "xterm-256color", version: nil, probed: 1, differences: [])] {
            let data = profile.encoded()
            let quick = try #require(WidthProfiles.quickDecode(data))
            #expect(quick == profile)
            #expect(quick == WidthProfile.decoded(data))
        }
    }

    @Test("An escape, or a field missing, is left to JSONDecoder")
    func leftToDecoder() {
        let escaped = Data(#"{"differences": [{"drawn": 1, "emoji": "\u2600\ufe0f", "unicode": 2}], "probed": 1, "terminal": "t"}"#.utf8)
        #expect(WidthProfiles.quickDecode(escaped) == nil)
        #expect(WidthProfile.decoded(escaped)?.differences.first?.emoji == "☀️")
        #expect(WidthProfiles.quickDecode(Data(#"{"differences": [{"drawn": 1, "emoji": "x"}], "probed": 1, "terminal": "t"}"#.utf8)) == nil)
    }

    @Test("As a width model, each emoji is at the width the terminal drew it")
    func model() {
        let model = Self.profile.widthModel
        #expect(model.name == "tmux 3.3a")
        #expect(model.measured("👨‍👩‍👧") == 6)
        #expect(model.measured("🐶") == nil)
    }
}
