import ArgumentParser
import REPL
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// argument-parser's own account of memorize's commands and options (what `--experimental-dump-help`
/// prints, its ToolInfo v0), read in-process: the manual pages and the shell subcommands' help
/// list the options argument-parser parses from this, so their names, value names and help are
/// written once, in the `@Option` that parses them.
struct HelpDump: Decodable {
    let command: Command

    struct Command: Decodable {
        let commandName: String
        let abstract: String?
        let discussion: String?
        let shouldDisplay: Bool?
        let subcommands: [Command]?
        let arguments: [Argument]?

        /// The subcommand called `name`.
        func subcommand(_ name: String) -> Command? { subcommands?.first { $0.commandName == name } }

        /// The arguments a help page shows (not `--help`, `--version`, nor anything hidden).
        var shownArguments: [Argument] {
            (arguments ?? []).filter { $0.shouldDisplay && !["help", "version"].contains($0.longName ?? "") }
        }
    }

    struct Argument: Decodable {
        enum Kind: String, Decodable { case positional, option, flag }
        struct Name: Decodable {
            let kind: String
            let name: String
        }

        let kind: Kind
        let shouldDisplay: Bool
        let isOptional: Bool
        let isRepeating: Bool
        let names: [Name]?
        let valueName: String?
        let abstract: String?
        let discussion: String?

        /// `seed` for `--seed`.
        var longName: String? { names?.first { $0.kind == "long" }?.name }

        /// Every spelling: `-j, --jobs`.
        var spellings: [String] {
            (names ?? []).sorted { $0.kind == "short" && $1.kind != "short" }
                .map { $0.kind == "long" ? "--" + $0.name : "-" + $0.name }
        }

        /// The value's placeholder: `<seed>`; nil for a flag.
        var placeholder: String? {
            kind == .flag ? nil : "<\(valueName ?? longName ?? "value")>"
        }

        /// As an OPTIONS list labels it: `-j, --jobs <jobs>`; a positional by its placeholder.
        var label: String {
            guard kind != .positional else { return placeholder ?? "" }
            return spellings.joined(separator: ", ") + (placeholder.map { " " + $0 } ?? "")
        }

        /// As a synopsis shows it: `[--seed <seed>]`, `<file>`, `[<paths> ...]`.
        var synopsis: String {
            let shown = kind == .positional ? (placeholder ?? "") : (spellings.last ?? "") + (placeholder.map { " " + $0 } ?? "")
            let repeated = isRepeating ? shown + " ..." : shown
            return isOptional ? "[\(repeated)]" : repeated
        }
    }

    /// What argument-parser knows of `Memorize`, or nil if its dump could not be read (it
    /// always can: the types are this program's own).
    static let memorize: HelpDump? = {
        let json: String
        do {
            _ = try Memorize.parseAsRoot(["--experimental-dump-help"])
            return nil
        } catch {
            json = Memorize.fullMessage(for: error)
        }
        return try? JSONDecoder().decode(HelpDump.self, from: Data(json.utf8))
    }()
}

extension HelpDump {
    /// memorize's options that set `settings`, as the help lists them, in the order given.
    static func sessionOptions(_ settings: [SessionSetting]) -> [HelpDump.Argument] {
        let options = memorize?.command.shownArguments ?? []
        return settings.compactMap { setting in options.first { $0.longName == setting.rawValue } }
    }
}
