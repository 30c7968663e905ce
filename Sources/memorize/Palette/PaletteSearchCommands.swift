import ArgumentParser
import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import REPL

/// `--lang`, read as the REPL reads it: a CLDR language, else `$LANG`, else English.
struct LanguageOption: ParsableArguments {
    @Option(help: ArgumentHelp("The language of the words and names, like de or pt_BR (default: $LANG, else English); other than English it needs Debian's unicode-cldr-core.", valueName: "L"))
    var lang: String?

    func names() throws -> EmojiNames {
        let environment = ProcessInfo.processInfo.environment
        let code = lang ?? [environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]].compactMap { $0 }.first { !$0.isEmpty }
        do {
            return try EmojiLanguage.names(code) { path in FileManager.default.contents(atPath: path).map { [UInt8]($0) } }
        } catch {
            throw ValidationError(error.message)
        }
    }
}

extension PaletteCommand {
    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Find emoji by name and keyword (Unicode's CLDR annotations), best first.",
            discussion: "Ranked: the whole name, then a keyword, then a word that starts so, then all the words, then Unicode's groups.")

        @Argument(help: "Words of a name or keyword (any case).")
        var words: [String]

        @OptionGroup var language: LanguageOption

        @Flag(help: "List the five skin tones of each emoji that has them.")
        var skinTones = false

        @Option(help: "At most N matches (default: all).")
        var limit: Int?

        func validate() throws {
            if words.isEmpty { throw ValidationError("give words to search for") }
        }

        func run() throws {
            let names = try language.names()
            let matches = names.search(words)
            if matches.isEmpty {
                StandardStreams.write("note: no emoji is named or keyworded '\(words.joined(separator: " ").terminalSafe)'\n", to: FileIO.standardError)
                throw ExitCode(1)
            }
            let out = BufferedOutput(FileIO.standardOutput)
            for match in matches.prefix(limit ?? .max) {
                var line = "\(match.entry.emoji)\t\(match.entry.name)\t\(EmojiShortcodes.shared.shortcode(for: match.entry.emoji) ?? "")"
                if let keyword = match.keyword { line += "\tkeyword: \(keyword)" }
                out.write(line + "\n")
                if skinTones {
                    for toned in SkinTones.variants(of: match.entry.emoji) {
                        out.write("\(toned)\t\(names.name(of: toned) ?? "")\t\(EmojiShortcodes.shared.shortcode(for: toned) ?? "")\n")
                    }
                }
            }
            out.flush()
        }
    }

    struct Suggest: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build a palette from words, ready to save as a theme.",
            discussion: """
                Each word's matches are taken in turn; one of each look-alike family is kept (no tone or gender \
                variants), only emoji of Emoji \(EmojiVersion.widelySupported) or older (--emoji-version), each once.
                """)

        @Argument(help: "What the theme is about: each word is searched.")
        var words: [String]

        @Option(help: "How many emoji (default 8).")
        var pairs: Int = 8

        @Flag(help: "Add the five skin tones of each emoji that has them.")
        var skinTones = false

        @Option(help: ArgumentHelp("Leave out emoji newer than this Emoji version.", valueName: "version"))
        var emojiVersion: String = EmojiVersion.widelySupported.description

        @Option(help: "palette (one line of emoji) or theme (a theme file's JSON, named after the words).")
        var format: SuggestFormat = .palette

        @OptionGroup var language: LanguageOption

        enum SuggestFormat: String, ExpressibleByArgument, CaseIterable { case palette, theme }

        func validate() throws {
            if words.isEmpty { throw ValidationError("give words to build a palette from") }
            if pairs < 1 { throw ValidationError("--pairs must be at least 1, not \(pairs)") }
            if EmojiVersion(emojiVersion) == nil { throw ValidationError("--emoji-version must be a version like 15.1, not '\(emojiVersion)'") }
        }

        func run() throws {
            let names = try language.names()
            let suggestion = PaletteSuggestion(
                words: words, names: names, count: pairs, skinTones: skinTones, newest: EmojiVersion(emojiVersion) ?? .widelySupported)
            for word in suggestion.unmatched {
                StandardStreams.write("note: '\(word.terminalSafe)' finds no emoji\n", to: FileIO.standardError)
            }
            guard !suggestion.emojis.isEmpty else { throw ExitCode(1) }
            if suggestion.emojis.count < pairs {
                StandardStreams.write("note: the words find only \(suggestion.emojis.count) emoji, not \(pairs)\n", to: FileIO.standardError)
            }
            let palette = String(suggestion.emojis)
            switch format {
            case .palette:
                StandardStreams.write(palette + "\n", to: FileIO.standardOutput)
            case .theme:
                let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
                struct ThemeFile: Encodable { let name: String, emojis: String, pairs: Int, color: String }
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                let data = try encoder.encode(ThemeFile(name: name, emojis: palette, pairs: suggestion.emojis.count, color: "orange"))
                StandardStreams.write(String(decoding: data, as: UTF8.self) + "\n", to: FileIO.standardOutput)
            }
        }
    }
}
