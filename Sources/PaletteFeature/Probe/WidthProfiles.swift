#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Emoji
import LiveScreens
import Platform
import REPL
import Storage

/// Where width profiles live: one JSON file per terminal under `$XDG_DATA_HOME/memorize/widths/`
/// (else `~/.local/share/memorize/widths/`), named for the terminal the environment names
/// (`TERM_PROGRAM` and `TERM_PROGRAM_VERSION`, else `TERM`). Read and written through the
/// session's workspace, so a transcript (whose workspace is confined) never sees the user's.
public enum WidthProfiles {
    /// Files larger than this are not profiles (all of Unicode's emoji differing is ~400 KiB).
    static let fileLimit = 4 << 20

    /// The terminal the environment names: its program and version, else `TERM`; nil for none
    /// (or `dumb`, which draws nothing of its own).
    static func terminal(_ variable: (String) -> String? = Environment.value) -> (name: String, version: String?)? {
        if let program = variable("TERM_PROGRAM"), !program.isEmpty {
            return (program, variable("TERM_PROGRAM_VERSION").flatMap { $0.isEmpty ? nil : $0 })
        }
        if let term = variable("TERM"), !term.isEmpty, term != "dumb" { return (term, nil) }
        return nil
    }

    /// A file name for a terminal: its name and version, with anything but letters, digits, `.`,
    /// `_` and `-` made `_`.
    static func fileName(terminal: String, version: String?) -> String {
        let key = [terminal, version].compactMap { $0 }.joined(separator: "-")
        let safe = String(key.unicodeScalars.map { scalar -> Character in
            let ascii = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
            return ascii ? Character(scalar) : "_"
        })
        return (safe.hasPrefix(".") ? "_" + safe.dropFirst() : safe) + ".json"
    }

    /// The directory of profiles, or nil where the environment names no absolute home.
    static func directory(_ variable: (String) -> String? = Environment.value) -> String? {
        if let data = variable("XDG_DATA_HOME"), data.hasPrefix("/") { return data + "/memorize/widths" }
        if let home = variable("HOME"), home.hasPrefix("/") { return home + "/.local/share/memorize/widths" }
        return nil
    }

    /// Where the profile of the terminal the environment names is kept, if anywhere.
    static func environmentPath() -> String? {
        guard let directory = directory(), let terminal = terminal() else { return nil }
        return directory + "/" + fileName(terminal: terminal.name, version: terminal.version)
    }

    /// Saves `profile` atomically, making the directory on a first save.
    static func save(_ profile: WidthProfile, to path: String, in workspace: Workspace) throws(CommandError) {
        do {
            try workspace.write(profile.encoded(), to: path, creatingDirectories: true)
        } catch {
            throw CommandError(error.description)
        }
    }

    /// The profile `name` names: a file (a path, or a name ending in `.json` that exists), else
    /// a terminal's profile in the profiles directory (`iTerm.app-3.5`, or the file's name).
    static func load(_ name: String, in workspace: Workspace) throws(CommandError) -> WidthProfile {
        try load(name, in: workspace, directory: directory())
    }

    private static func load(_ name: String, in workspace: Workspace, directory: String?) throws(CommandError) -> WidthProfile {
        var path = name
        if !name.contains("/"), !(name.hasSuffix(".json") && workspace.exists(name)) {
            guard let directory else { throw CommandError("no width profile '\(name)': no $XDG_DATA_HOME or $HOME to look in") }
            path = directory + "/" + (name.hasSuffix(".json") ? name : name + ".json")
            guard workspace.exists(path) else {
                let known = ((try? workspace.contentsOfDirectory(directory)) ?? []).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
                let listed = known.isEmpty ? "none yet: 'palette probe' measures this terminal" : known.joined(separator: ", ")
                throw CommandError("no width profile '\(name)' (profiles: \(listed))")
            }
        }
        return try read(path, in: workspace)
    }

    /// The profile of the terminal the environment names, when one was probed; nil otherwise
    /// (and always in a transcript, whose width model is fixed).
    static func forEnvironment(in workspace: Workspace) throws(CommandError) -> WidthProfile? {
        guard !workspace.isConfined, let path = environmentPath(), workspace.exists(path) else { return nil }
        return try read(path, in: workspace)
    }

    // MARK: - The session's width model

    /// The width model of a session whose output goes to the terminal `environment` names: that
    /// terminal's profile, read the first time an emoji is measured (never, in a session that
    /// draws none); Unicode's when there is no profile, or it cannot be read.
    /// - Complexity: O(1) here; the first measurement reads the file, O(*d*) in its differences.
    public static func terminalSource(environment: [String: String], workspace: Workspace) -> WidthModel.Source {
        let variable = { (name: String) in environment[name] }
        guard let directory = directory(variable), let terminal = terminal(variable) else { return .unicode }
        let path = directory + "/" + fileName(terminal: terminal.name, version: terminal.version)
        return WidthModel.Source(name: path) {
            guard workspace.exists(path), let profile = try? read(path, in: workspace) else { return .unicode }
            return profile.widthModel
        }
    }

    /// The width model `--widths NAME` names: `unicode`, else the profile `name` names (a file,
    /// or a terminal's profile in the profiles directory), read now: it was asked for by name.
    public static func namedSource(_ name: String, environment: [String: String], workspace: Workspace) throws(CommandError) -> WidthModel.Source {
        guard name != "unicode" else { return .unicode }
        return WidthModel.Source(try load(name, in: workspace, directory: directory { environment[$0] }).widthModel)
    }

    private static func read(_ path: String, in workspace: Workspace) throws(CommandError) -> WidthProfile {
        let data: Data
        do { data = try workspace.read(path, limit: fileLimit) } catch { throw CommandError(error.description) }
        guard let profile = quickDecode(data) ?? WidthProfile.decoded(data) else {
            throw CommandError("'\(path)': not a width profile (one 'palette probe' saves)")
        }
        return profile
    }

    /// A profile as `palette probe` writes it, read without `JSONDecoder`: the 2,300 differences
    /// of tmux's `--all` profile (199 KB) cost a session 5.6 ms of CPU through `JSONDecoder`, 3.5
    /// this way, against a start-up of 9. Nil for anything else (an escape in a string, a missing
    /// field), which `JSONDecoder` then reads, so its errors stay the ones users see.
    /// - Complexity: O(*n*) in the bytes.
    static func quickDecode(_ data: Data) -> WidthProfile? {
        guard let top = JSONMembers.topLevel(of: data) else { return nil }
        var terminal: String?, version: String?, probed: Int?, differences: [WidthProfile.Difference]?
        for member in top {
            switch member.key {
            case "terminal": terminal = plain(member.json)
            case "version": version = member.json == "null" ? nil : plain(member.json)
            case "probed": probed = Int(member.json)
            case "differences":
                guard let elements = JSONMembers.elements(of: Array(member.json.utf8)) else { return nil }
                var list: [WidthProfile.Difference] = []
                list.reserveCapacity(elements.count)
                for element in elements {
                    var emoji: String?, drawn: Int?, unicode: Int?
                    for field in element {
                        switch field.key {
                        case "emoji": emoji = plain(field.json)
                        case "drawn": drawn = Int(field.json)
                        case "unicode": unicode = Int(field.json)
                        default: break
                        }
                    }
                    guard let emoji, let drawn, let unicode else { return nil }
                    list.append(WidthProfile.Difference(emoji: emoji, drawn: drawn, unicode: unicode))
                }
                differences = list
            default: continue
            }
        }
        guard let terminal, let probed, let differences else { return nil }
        return WidthProfile(terminal: terminal, version: version, probed: probed, differences: differences)
    }

    /// A JSON string without escapes, unquoted; nil for anything else.
    private static func plain(_ json: String) -> String? {
        guard json.utf8.count >= 2, json.utf8.first == UInt8(ascii: "\""), json.utf8.last == UInt8(ascii: "\""),
              !json.utf8.contains(UInt8(ascii: "\\")) else { return nil }
        return String(decoding: json.utf8.dropFirst().dropLast(), as: UTF8.self)
    }
}

extension WidthProfile {
    /// The profile as a width model: each emoji at the width the terminal drew it.
    /// - Complexity: O(*d*) in its differences.
    public var widthModel: WidthModel {
        let name = [terminal, version].compactMap { $0 }.joined(separator: " ")
        return WidthModel(name: name, columns: Dictionary(differences.map { ($0.emoji, $0.drawn) }, uniquingKeysWith: { first, _ in first }))
    }
}
