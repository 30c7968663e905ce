import Foundation
import Emoji
import Storage

/// CS193p's `PaletteStore`: the palettes, in order, with the intents that edit them. Every
/// change is saved through its ``PaletteStore/Storage`` (atomically, when that is a file).
///
/// Invariants: there is always at least one palette; names are unique ignoring case; ids are
/// unique; every palette's emojis are the output of ``PaletteFilter``.
public final class PaletteStore {
    public private(set) var palettes: [Palette]
    public let storage: Storage
    /// Why the last save failed, if it did (the palettes in memory are still right).
    public private(set) var saveError: String?

    /// Where palettes live: a JSON file (an array of `{"name", "emojis", "id"}`), or nowhere
    /// (transcripts and tests, so they never touch a user's palettes).
    public enum Storage: Sendable, Equatable {
        /// A file, read and written through a ``Workspace``.
        case file(path: String, workspace: Workspace)
        case memory
    }

    /// A palette file larger than this is refused unread (a thousand palettes are well under it).
    public static let fileBytes = 8 << 20

    /// An error in a palette intent or file: one line for the user.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public let message: String
        public init(_ message: String) { self.message = message }
        public var description: String { message }
    }

    /// A store of `palettes` (the course's defaults when empty) saved to `storage`.
    public init(palettes: [Palette] = [], storage: Storage = .memory) {
        self.storage = storage
        self.palettes = palettes.isEmpty
            ? Palette.defaults.enumerated().map { i, palette in
                Palette(name: palette.name, emojis: palette.emojis.emojiPalette, id: i + 1)
            }
            : palettes
    }

    /// The palettes saved at `path`; the course's defaults when there is no file yet.
    /// - Throws: a file that exists but is not a list of palettes (saying which field), so that
    ///   it is never overwritten by defaults.
    public static func open(path: String, workspace: Workspace = Workspace()) throws(Failure) -> PaletteStore {
        let storage = Storage.file(path: path, workspace: workspace)
        guard workspace.exists(path) else { return PaletteStore(storage: storage) }
        let data: Data
        do { data = try workspace.read(path, limit: fileBytes) } catch { throw Failure(error.message) }
        return PaletteStore(palettes: try decode(data, path: path), storage: storage)
    }

    /// Decodes a palette file, filtering every palette's emojis and checking the invariants.
    static func decode(_ data: Data, path: String) throws(Failure) -> [Palette] {
        let decoded: [Palette]
        do {
            decoded = try JSONDecoder().decode([Palette].self, from: data)
        } catch let error as DecodingError {
            let why = JSONDiagnostics.describe(error, in: data, topLevel: "a palette file is a JSON array of {\"name\": …, \"emojis\": …, \"id\": …}")
            throw Failure("\(path): \(why)")
        } catch {
            throw Failure("\(path): \(error)")
        }
        var names = Set<String>(), ids = Set<Int>()
        var palettes: [Palette] = []
        for (i, palette) in decoded.enumerated() {
            let name = palette.name.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { throw Failure("\(path): palette [\(i)] has an empty name") }
            guard names.insert(name.lowercased()).inserted else { throw Failure("\(path): two palettes are called '\(name)'") }
            guard ids.insert(palette.id).inserted else { throw Failure("\(path): two palettes have id \(palette.id)") }
            palettes.append(Palette(name: name, emojis: palette.emojis.emojiPalette, id: palette.id))
        }
        return palettes
    }

    // MARK: - Lookup

    /// The palette called `name` (any case), or numbered `name` (1-based, in order).
    public func index(of name: String) throws(Failure) -> Int {
        if let number = Int(name), palettes.indices.contains(number - 1) { return number - 1 }
        if let index = palettes.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) { return index }
        throw Failure("no palette '\(name)' (palettes: \(palettes.map(\.name).joined(separator: ", ")))")
    }

    /// The course's `palette(at:)`: any index is clamped to the palettes there are.
    public func palette(at index: Int) -> Palette {
        palettes[min(max(index, 0), palettes.count - 1)]
    }

    // MARK: - Intent(s)

    /// Inserts a new palette at `index` (default: first, as the course does); its emojis are
    /// filtered. Returns what the filter changed.
    @discardableResult
    public func insertPalette(named name: String, emojis: String = "", at index: Int = 0) throws(Failure) -> [PaletteFilter.Finding] {
        let name = try checkedName(name)
        let filtered = PaletteFilter.filter(emojis)
        let id = (palettes.map(\.id).max() ?? 0) + 1
        palettes.insert(Palette(name: name, emojis: String(filtered.emojis), id: id), at: min(max(index, 0), palettes.count))
        try save()
        return filtered.findings
    }

    /// Removes the palette at `index`, never the last one. Returns the index of the palette now
    /// at that place (the course's return value).
    @discardableResult
    public func removePalette(at index: Int) throws(Failure) -> Int {
        guard palettes.count > 1 else { throw Failure("'\(palettes[0].name)' is the last palette; there must always be one") }
        guard palettes.indices.contains(index) else { throw Failure("no palette \(index + 1)") }
        palettes.remove(at: index)
        try save()
        return min(index, palettes.count - 1)
    }

    public func renamePalette(at index: Int, to name: String) throws(Failure) {
        let name = try checkedName(name, except: index)
        palettes[index].name = name
        try save()
    }

    /// Moves the palette at `index` to `destination` (0-based, clamped).
    public func movePalette(at index: Int, to destination: Int) throws(Failure) {
        let palette = palettes.remove(at: index)
        palettes.insert(palette, at: min(max(destination, 0), palettes.count))
        try save()
    }

    /// Adds the emoji of `text` to the palette at `index`, after its own, each once.
    /// Returns what the filter changed or dropped (including emoji it already had).
    @discardableResult
    public func addEmojis(_ text: String, toPaletteAt index: Int) throws(Failure) -> [PaletteFilter.Finding] {
        // The new text is filtered on its own: written after the palette, a leading 🏻 or ZWJ
        // would fuse onto its last emoji and vanish without a word.
        let filtered = PaletteFilter.filter(text)
        var emojis = Array(palettes[index].emojis)
        let present = Set(emojis)
        var findings = filtered.findings
        let characters = Array(text)
        var kept: [Character] = []
        for (i, emoji) in filtered.emojis.enumerated() {
            guard present.contains(emoji) else { kept.append(emoji); continue }
            // Already in the palette: reported as a duplicate of the palette's own.
            let at = characters.firstIndex { $0.fullyQualifiedEmoji == emoji } ?? i
            findings.append(PaletteFilter.Finding(index: at, character: emoji, kind: .duplicate(first: -1)))
        }
        emojis += kept
        palettes[index].emojis = String(emojis)
        try save()
        return findings.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element)
    }

    /// Removes the emoji of `text` (in any qualification) from the palette at `index`.
    /// Returns how many were removed.
    @discardableResult
    public func removeEmojis(_ text: String, fromPaletteAt index: Int) throws(Failure) -> Int {
        let unwanted = Set(PaletteFilter.filter(text).emojis)
        let before = Array(palettes[index].emojis)
        let kept = before.filter { !unwanted.contains($0) }
        guard kept.count != before.count else { return 0 }
        palettes[index].emojis = String(kept)
        try save()
        return before.count - kept.count
    }

    // MARK: - Storage

    private func checkedName(_ name: String, except: Int? = nil) throws(Failure) -> String {
        let name = name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw Failure("a palette needs a name") }
        guard !name.contains(where: \.isNewline) else { throw Failure("a palette name is one line") }
        if let clash = palettes.firstIndex(where: { $0.name.lowercased() == name.lowercased() }), clash != except {
            throw Failure("there is already a palette called '\(palettes[clash].name)'")
        }
        return name
    }

    /// Writes the palettes (sorted keys, so the file diffs well). On failure the palettes in
    /// memory are kept and ``saveError`` says why.
    private func save() throws(Failure) {
        guard case .file(let path, let workspace) = storage else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(palettes)
            try workspace.write(data + Data("\n".utf8), to: path, creatingDirectories: true)
            saveError = nil
        } catch {
            saveError = "\(error)"
            throw Failure("the palettes changed but could not be saved: \(error)")
        }
    }
}
