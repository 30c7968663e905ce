import Testing
@testable import Emoji

@Suite("Emoji names, search and shortcodes")
struct EmojiNamesTests {
    let english = EmojiNames.english

    @Test func searchRanksNameThenKeywordThenPrefix() {
        let cheese = english.search(["cheese"]).map(\.entry.emoji)
        #expect(cheese.first == "🧀")
        #expect(cheese.contains("🍕"))
        let ranks = english.search(["cat"]).map(\.rank)
        #expect(ranks == ranks.sorted())
        #expect(english.search(["cat"]).first?.entry.emoji == "🐈")
        #expect(english.search(["piz"]).map(\.entry.emoji) == ["🍕"])
        #expect(english.search(["Red", "Heart"]).first?.entry.emoji == "❤️")
        #expect(english.search(["zzqx"]).isEmpty)
    }

    @Test func pluralsAndGroupsFindSomething() {
        #expect(english.search(["dogs"]).first?.entry.emoji == "🐕")
        #expect(english.search(["mammal"]).contains { $0.entry.emoji == "🐒" })
    }

    @Test func toneVariantsOnlyWhenAsked() {
        #expect(!english.search(["waving hand"]).contains { $0.entry.isToneVariant })
        #expect(english.search(["waving hand"], includingToneVariants: true).contains { $0.entry.emoji == "👋🏽" })
    }

    @Test func namesAnyQualification() {
        #expect(english.name(of: "❤") == "red heart")
        #expect(english.name(of: "❤️") == "red heart")
        #expect(english.name(of: "a") == nil)
    }

    @Test func shortcodesSpellCLDRNames() {
        #expect(EmojiShortcodeSpelling.shortcode(forName: "red heart") == "red_heart")
        #expect(EmojiShortcodeSpelling.shortcode(forName: "flag: Japan") == "flag_japan")
        #expect(EmojiShortcodeSpelling.shortcode(forName: "woman’s hat") == "womans_hat")
        #expect(EmojiShortcodeSpelling.shortcode(forName: "keycap: #") == "keycap_#")
        let codes = EmojiShortcodes.shared
        #expect(codes.emoji(for: ":pizza:") == "🍕")
        #expect(codes.emoji(for: "RED_HEART") == "❤️")
        #expect(codes.shortcode(for: "❤") == ":red_heart:")
        #expect(codes.completions(of: ":piz") == [":pizza:"])
        #expect(codes.completions(of: ":red_hea").contains(":red_heart:"))
    }

    @Test(arguments: [
        (":thumbsup:", "👍"), (":+1:", "👍"), (":heart:", "❤️"), (":joy:", "😂"), (":tada:", "🎉"),
        (":100:", "💯"), (":sunny:", "☀️"), (":flag-jp:", "🇯🇵"), (":flag_jp:", "🇯🇵"), (":jp:", "🇯🇵"),
    ] as [(String, Character)])
    func chatAliasesNameTheirEmoji(code: String, emoji: Character) throws {
        let codes = EmojiShortcodes.shared
        #expect(codes.emoji(for: code) == emoji)
        #expect(try codes.expanding("a \(code) b") == "a \(emoji) b")
        #expect(codes.aliases(for: emoji).contains(code))
        // The CLDR-derived shortcode stays the one an emoji is shown by.
        #expect(codes.allShortcodes(for: emoji).first == codes.shortcode(for: emoji))
    }

    @Test func aliasesNeverTakeACLDRShortcodeAndComplete() {
        let codes = EmojiShortcodes.shared
        // gemoji's `:cheese:` is 🧀 and `:pizza:` 🍕; CLDR's `:cat:` (🐈) wins over any alias.
        #expect(codes.emoji(for: ":cat:") == "🐈")
        #expect(!codes.aliases(for: "🍕").contains(":pizza:"))
        #expect(codes.completions(of: ":thumbsu") == [":thumbsup:"])
        #expect(codes.completions(of: ":+").contains(":+1:"))
        #expect(codes.completions(of: ":flag-j").contains(":flag-jp:"))
        // gemoji spells it with a hyphen, CLDR-derived with an underscore: both work.
        #expect(codes.aliases(for: "🦖") == [":t-rex:"])
        #expect(codes.emoji(for: ":t_rex:") == "🦖")
    }

    @Test func expansionReplacesShortcodesAndRefusesTypos() throws {
        let codes = EmojiShortcodes.shared
        #expect(try codes.expanding(":pizza::red_heart: x") == "🍕❤️ x")
        #expect(try codes.expanding("12:30 and : alone") == "12:30 and : alone")
        #expect(throws: EmojiShortcodes.Unknown(shortcode: ":piza:")) { try codes.expanding("a :piza: b") }
    }

    @Test func cldrReaderDecodesEntitiesAndMergesNameAndKeywords() {
        let xml = """
            <ldml><identity><language type="de"/></identity><annotations>
            <annotation cp="🍕">Pizza | K&amp;se</annotation>
            <annotation cp="🍕" type="tts">Pizza</annotation>
            <annotation cp="&#x2764;" type="tts">rotes Herz</annotation>
            </annotations></ldml>
            """
        let read = CLDRAnnotations(bytes: Array(xml.utf8))
        #expect(read.language == "de")
        #expect(read.annotations == [
            CLDRAnnotations.Annotation(cp: "🍕", name: "Pizza", keywords: ["Pizza", "K&se"]),
            CLDRAnnotations.Annotation(cp: "❤", name: "rotes Herz"),
        ])
        let names = EmojiNames(language: "de", annotations: read.annotations)
        #expect(names.name(of: "❤️") == "rotes Herz")
        #expect(names.search(["k&se"]).first?.entry.emoji == "🍕")
    }

    @Test func languagesResolveAndSayWhenDataIsMissing() throws {
        #expect(EmojiLanguage.isEnglish(nil) && EmojiLanguage.isEnglish("en_GB.UTF-8") && EmojiLanguage.isEnglish("C.UTF-8"))
        #expect(!EmojiLanguage.isEnglish("de_DE.UTF-8"))
        #expect(EmojiLanguage.normalized("de-CH.UTF-8@euro") == "de_CH")
        #expect(try EmojiLanguage.names("en") { _ in nil } === EmojiNames.english)
        #expect(throws: EmojiLanguage.Failure.self) { try EmojiLanguage.names("de") { _ in nil } }
        let missing = try #require(throws: EmojiLanguage.Failure.self) { try EmojiLanguage.names("de", directory: "/nowhere") { _ in nil } }
        #expect(missing.message.contains("unicode-cldr-core"))
    }

    @Test func emojiVersions() {
        #expect(EmojiVersion("15.1") == EmojiVersion(tenths: 151))
        #expect(EmojiVersion("x") == nil && EmojiVersion("1.23") == nil)
        #expect(Character("🍕").emojiVersion == EmojiVersion("0.6"))
        #expect(Character("🫩").emojiVersion == EmojiVersion("16.0"))
        #expect(Character("🫨").emojiVersion == EmojiVersion("15.0"))
    }

    @Test func skinTonesAndLookAlikes() {
        #expect(SkinTones.variants(of: "👋") == ["👋🏻", "👋🏼", "👋🏽", "👋🏾", "👋🏿"])
        #expect(SkinTones.variants(of: "✌️").count == 5)
        #expect(SkinTones.variants(of: "🍕").isEmpty)
        #expect(SkinTones.variants(of: "👋🏽").isEmpty)
        #expect(LookAlikes.key(of: "👍🏽") == LookAlikes.key(of: "👍"))
        #expect(LookAlikes.key(of: "👩‍🍳") == LookAlikes.key(of: "👨‍🍳"))
        #expect(LookAlikes.key(of: "🏃‍♀️") == LookAlikes.key(of: "🏃"))
        #expect(LookAlikes.key(of: "🐶") != LookAlikes.key(of: "🐱"))
    }

    @Test func terminalWidthDisagreements() {
        #expect(TerminalWidth.disagreement("✈️") != nil)
        #expect(TerminalWidth.disagreement("🇯🇵") != nil)
        #expect(TerminalWidth.disagreement("#️⃣") != nil)
        #expect(TerminalWidth.disagreement("👨‍🍳") != nil)
        #expect(TerminalWidth.disagreement("🍕") == nil)
    }

    @Test func suggestionTakesEachWordInTurnWithoutVariants() {
        let suggestion = PaletteSuggestion(words: ["pizza", "cat"], names: english, count: 4)
        #expect(suggestion.emojis.count == 4)
        #expect(suggestion.emojis.prefix(2) == ["🍕", "🐈"])
        let tones = PaletteSuggestion(words: ["waving"], names: english, count: 6, skinTones: true)
        #expect(tones.emojis == ["👋", "👋🏻", "👋🏼", "👋🏽", "👋🏾", "👋🏿"])
        #expect(PaletteSuggestion(words: ["qqqz"], names: english, count: 3).unmatched == ["qqqz"])
        #expect(!PaletteSuggestion(words: ["face"], names: english, count: nil).emojis.contains("🫩"))
    }
}

@Suite("Text palettes, linted a line at a time")
struct TextPaletteLintTests {
    func lint(_ text: String, options: PaletteChecks.Options = PaletteChecks.Options()) -> (problems: [PaletteLint.Problem], summary: PaletteFile.Summary) {
        var problems: [PaletteLint.Problem] = []
        let summary = PaletteFile.lint(Array(text.utf8), kind: .text, options: options) { problems.append($0) }
        return (problems, summary)
    }

    @Test func proseIsOneLinePerLine() {
        let (problems, summary) = lint("Dear diary, a long day 😀\n😀😃\n")
        // The prose line's emoji still counts, at its column: line 2 repeats it.
        #expect(problems.map(\.kind) == [.prose, .duplicate])
        #expect(problems.last?.message.contains("at 1:24") == true)
        #expect(summary.proseLines == 1 && summary.firstProse?.line == 1)
    }

    @Test func paletteLinesGetAProblemEach() {
        let (problems, _) = lint("😀😃\n❤ 😀 x\n👍 👍🏽\n🫩\n")
        #expect(problems.map(\.kind) == [.unqualified, .duplicate, .notEmoji, .lookAlike, .newerEmoji])
        #expect(problems[1].message.contains("duplicate of the one at 1:1"))
        #expect(problems.first?.position == PaletteSource.Position(line: 2, column: 1))
    }

    @Test func aSpaceBeforeALoneToneNeverHidesIt() {
        #expect(lint("👋 🏻\n").problems.map(\.kind) == [.component])
        #expect(PaletteFilter.filter("👋 🏻").findings.map(\.kind) == [.notEmoji(.component)])
    }

    @Test func fixRefusesProseAndRewritesPalettes() throws {
        #expect(throws: PaletteFile.Refusal.self) { try PaletteFile.fixed(Array("Hello there, friend\n".utf8), kind: .text, name: "a.txt") }
        let fixed = try PaletteFile.fixed(Array("😀 ❤\n😀\n".utf8), kind: .text, name: "a.txt")
        #expect(String(decoding: fixed.bytes, as: UTF8.self) == "😀❤️\n")
        #expect(fixed.changes == 2)
    }

    @Test func kindFollowsTheExtensionFirst() {
        #expect(PaletteFile.kind(path: "a.txt", bytes: Array("[1]".utf8)) == .text)
        #expect(PaletteFile.kind(path: "a.json", bytes: Array("😀".utf8)) == .json)
        #expect(PaletteFile.kind(path: "a", bytes: Array(" {".utf8)) == .json)
    }

    @Test func palettesJSONIsLinted() {
        let json = #"[{"name": "A", "emojis": "😀❤", "id": 1}, {"name": "B", "emojis": "🐶🐶", "id": 2}]"#
        let lint = PaletteLint(bytes: Array(json.utf8), kind: .json)
        #expect(lint.problems.map(\.kind) == [.unqualified, .duplicate])
    }

    /// Issue #15: `palette fix` refuses JSON with something after it; `palette lint` says where.
    @Test func somethingAfterTheJSONIsSaidWhere() {
        let theme = #"{"name":"T","emojis":"🐶🐱","pairs":2,"color":"red"}"#
        let lint = PaletteLint(bytes: Array((theme + " garbage\n").utf8), kind: .json)
        #expect(lint.problems.map(\.kind) == [.notAPalette])
        #expect(lint.problems.first?.position == PaletteSource.Position(line: 1, column: 52))
        #expect(lint.problems.first?.message == "something after the end of the JSON document: not valid JSON")
        #expect(lint.fixed == nil)
        for fine in [theme + "\n\n", "[" + theme + ", " + theme + "]\r\n", " \n" + theme] {
            #expect(PaletteLint(bytes: Array(fine.utf8), kind: .json).problems.isEmpty, "\(fine)")
        }
        #expect(PaletteLint(bytes: Array(("[" + theme + "]]").utf8), kind: .json).problems.map(\.kind) == [.notAPalette])
    }
}

@Suite("Scanning on every core")
struct ParallelTallyTests {
    @Test func theMergedTallyIsTheOneCoreTally() {
        var text = ""
        let lines = ["plain words here", "a family 👨‍👩‍👧‍👦 and 🇺🇸", "© and ™ and ❤", "😀😃😄", "bad \u{FFFD} byte"]
        for i in 0..<60_000 { text += lines[i % lines.count] + (i % 7 == 0 ? " 🍕" : "") + "\n" }
        var bytes = Array(text.utf8)
        bytes[5_000] = 0xFF   // invalid UTF-8 inside the first piece
        var one = EmojiTally()
        bytes.withUnsafeBytes { _ = one.add($0, isFinal: true) }
        var many = EmojiTally()
        ParallelTally.add(bytes, count: bytes.count, to: &many, workers: 4)
        #expect(many.ranked().map(\.emoji) == one.ranked().map(\.emoji))
        #expect(many.ranked().map(\.count) == one.ranked().map(\.count))
        #expect(many.palette == one.palette)
        #expect(many.invalidOffsets == one.invalidOffsets)
        #expect(many.bytesScanned == bytes.count)
    }

    @Test func textSymbolsCanBeSkipped() {
        var tally = EmojiTally(skipsTextSymbols: true)
        let text = Array("© ™ ▶ ❤ ❤️ 😀".utf8)
        text.withUnsafeBytes { _ = tally.add($0, isFinal: true) }
        #expect(tally.palette == "❤️😀")
    }
}

@Suite("Emoji inside prose")
struct ProseEmojiTests {
    @Test("A prose line's emoji get their problems (duplicates, unqualified forms) at their columns; its words one summary")
    func proseEmoji() {
        var problems: [PaletteLint.Problem] = []
        _ = PaletteFile.lint(Array("🐶🐱❤ hello 🐶\n".utf8), kind: .text, options: PaletteChecks.Options()) { problems.append($0) }
        #expect(problems.map(\.kind) == [.unqualified, .duplicate, .prose])
        #expect(problems.map { $0.position.map { "\($0.line):\($0.column)" } ?? "" } == ["1:3", "1:11", "1:1"])
        #expect(problems[1].message.contains("at 1:1"))
    }
}
