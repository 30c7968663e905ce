#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
        self.palettes = palettes.isEmpty ? Self.defaults : palettes
    }

    /// The course's palettes, made once per process (every session and transcript starts from
    /// them). They are written already filtered (see ``Palette/defaults``).
    static let defaults = Palette.defaults.enumerated().map { i, palette in
        Palette(name: palette.name, emojis: palette.emojis, id: i + 1)
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
        var decoded: [Palette]
        do {
            decoded = try JSONDecoder().decode([Palette].self, from: data)
            // Only a file whose palettes have other keys pays for reading their text.
            if JSONMembers.elementsMayHaveKeys(otherThan: Palette.knownKeys, in: data) {
                try keepExtras(of: &decoded, from: data, path: path)
            }
        } catch let error as Failure {
            throw error
        } catch let error as DecodingError {
            let why = JSONDiagnostics.describe(error, in: data, topLevel: "a palette file is a JSON array of {\"name\": …, \"emojis\": …, \"id\": …}",
                                               isDecoded: Palette.isDecoded)
            throw Failure("\(path): \(why)")
        } catch {
            throw Failure("\(path): \(error)")
        }
        var names = Set<String>(), ids = Set<Int>()
        var palettes: [Palette] = []
        for (i, palette) in decoded.enumerated() {
            let name = palette.name.trimmingSpaces()
            guard !name.isEmpty else { throw Failure("\(path): palette [\(i)] has an empty name") }
            guard names.insert(name.lowercased()).inserted else { throw Failure("\(path): two palettes are called '\(name)'") }
            guard ids.insert(palette.id).inserted else { throw Failure("\(path): two palettes have id \(palette.id)") }
            palettes.append(Palette(name: name, emojis: palette.emojis.emojiPalette, id: palette.id, extras: palette.extras))
        }
        return palettes
    }

    // MARK: - Lookup

    /// The palette called `name` (any case), or numbered `name` (1-based, in order).
    public func index(of name: String) throws(Failure) -> Int {
        if let number = Int(name), number >= 1, number <= palettes.count { return number - 1 }
        if let index = palettes.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) { return index }
        throw Failure("no palette '\(name)' (palettes: \(palettes.map(\.name).joined(separator: ", ")))")
    }

    /// The course's `palette(at:)`: any index is clamped to the palettes there are.
    public func palette(at index: Int) -> Palette {
        palettes[min(max(index, 0), palettes.count - 1)]
    }

    // MARK: - Intent(s)
    //
    // Each intent is applied to the palettes as they are on disk now, under the file's lock (see
    // ``update(_:)``), so two processes editing one palettes file never lose each other's changes.
    // A palette is named to an intent by its index in ``palettes``; the intent finds it again by
    // its id in what it re-reads.

    /// Inserts a new palette at `index` (default: first, as the course does); its emojis are
    /// filtered. Returns what the filter changed.
    @discardableResult
    public func insertPalette(named name: String, emojis: String = "", at index: Int = 0) throws(Failure) -> [PaletteFilter.Finding] {
        let filtered = PaletteFilter.filter(emojis)
        try update { (palettes: inout [Palette]) throws(Failure) in
            let name = try Self.checkedName(name, in: palettes)
            let id = Self.unusedID(in: palettes)
            palettes.insert(Palette(name: name, emojis: String(filtered.emojis), id: id), at: min(max(index, 0), palettes.count))
        }
        return filtered.findings
    }

    /// Removes the palette at `index`, never the last one. Returns the index of the palette now
    /// at that place (the course's return value).
    @discardableResult
    public func removePalette(at index: Int) throws(Failure) -> Int {
        let id = try self.id(at: index)
        return try update { (palettes: inout [Palette]) throws(Failure) in
            let index = try Self.index(of: id, in: palettes)
            guard palettes.count > 1 else { throw Failure("'\(palettes[0].name)' is the last palette; there must always be one") }
            palettes.remove(at: index)
            return min(index, palettes.count - 1)
        }
    }

    public func renamePalette(at index: Int, to name: String) throws(Failure) {
        let id = try self.id(at: index)
        try update { (palettes: inout [Palette]) throws(Failure) in
            let index = try Self.index(of: id, in: palettes)
            palettes[index].name = try Self.checkedName(name, in: palettes, except: index)
        }
    }

    /// Moves the palette at `index` to `destination` (0-based, clamped).
    public func movePalette(at index: Int, to destination: Int) throws(Failure) {
        let id = try self.id(at: index)
        try update { (palettes: inout [Palette]) throws(Failure) in
            let palette = palettes.remove(at: try Self.index(of: id, in: palettes))
            palettes.insert(palette, at: min(max(destination, 0), palettes.count))
        }
    }

    /// Adds the emoji of `text` to the palette at `index`, after its own, each once.
    /// Returns what the filter changed or dropped (including emoji it already had).
    /// - Complexity: O(*n*) in the palette's and the text's length.
    @discardableResult
    public func addEmojis(_ text: String, toPaletteAt index: Int) throws(Failure) -> [PaletteFilter.Finding] {
        let id = try self.id(at: index)
        // The new text is filtered on its own: written after the palette, a leading 🏻 or ZWJ
        // would fuse onto its last emoji and vanish without a word.
        let filtered = PaletteFilter.filter(text)
        let characters = Array(text)
        return try update { (palettes: inout [Palette]) throws(Failure) in
            let index = try Self.index(of: id, in: palettes)
            var emojis = Array(palettes[index].emojis)
            let present = Set(emojis)
            var findings = filtered.findings
            var kept: [Character] = []
            for (i, emoji) in filtered.emojis.enumerated() {
                guard present.contains(emoji) else { kept.append(emoji); continue }
                // Already in the palette: reported as a duplicate of the palette's own.
                let at = characters.firstIndex { $0.fullyQualifiedEmoji == emoji } ?? i
                findings.append(PaletteFilter.Finding(index: at, character: emoji, kind: .duplicate(first: -1)))
            }
            emojis += kept
            palettes[index].emojis = String(emojis)
            return findings.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element)
        }
    }


    /// Removes the emoji of `text` (in any qualification) from the palette at `index`.
    /// Returns how many were removed.
    @discardableResult
    public func removeEmojis(_ text: String, fromPaletteAt index: Int) throws(Failure) -> Int {
        let id = try self.id(at: index)
        let unwanted = Set(PaletteFilter.filter(text).emojis)
        return try update { (palettes: inout [Palette]) throws(Failure) in
            let index = try Self.index(of: id, in: palettes)
            let before = Array(palettes[index].emojis)
            let kept = before.filter { !unwanted.contains($0) }
            palettes[index].emojis = String(kept)
            return before.count - kept.count
        }
    }

    /// Moves the emoji at `index` of the palette at `paletteIndex` so that it is at `destination`
    /// afterwards (0-based, clamped to the palette: past the end is the end); the gallery's
    /// reorder by drag. The emoji is found again by its text in the palettes as they are on disk.
    /// - Complexity: O(*n*) in the palette's length.
    public func moveEmoji(at index: Int, to destination: Int, inPaletteAt paletteIndex: Int) throws(Failure) {
        let id = try self.id(at: paletteIndex)
        let emojis = Array(palettes[paletteIndex].emojis)
        guard emojis.indices.contains(index) else {
            throw Failure("no emoji \(Self.number(index)) in '\(palettes[paletteIndex].name)' (it has \(emojis.count))")
        }
        let emoji = emojis[index]
        try update { (palettes: inout [Palette]) throws(Failure) in
            let paletteIndex = try Self.index(of: id, in: palettes)
            var emojis = Array(palettes[paletteIndex].emojis)
            guard let from = emojis.firstIndex(of: emoji) else {
                throw Failure("\(emoji) was removed from '\(palettes[paletteIndex].name)' meanwhile (by another memorize?)")
            }
            emojis.remove(at: from)
            emojis.insert(emoji, at: min(max(destination, 0), emojis.count))
            palettes[paletteIndex].emojis = String(emojis)
        }
    }

    // MARK: - Storage

    private static func checkedName(_ name: String, in palettes: [Palette], except: Int? = nil) throws(Failure) -> String {
        let name = name.trimmingSpaces()
        guard !name.isEmpty else { throw Failure("a palette needs a name") }
        guard !name.contains(where: \.isNewline) else { throw Failure("a palette name is one line") }
        if let clash = palettes.firstIndex(where: { $0.name.lowercased() == name.lowercased() }), clash != except {
            throw Failure("there is already a palette called '\(palettes[clash].name)'")
        }
        return name
    }

    /// One more than the largest id, as the course does; a file whose largest id is `Int.max`
    /// gets the smallest positive id not in use instead of an overflow.
    /// - Complexity: O(*n*)
    static func unusedID(in palettes: [Palette]) -> Int {
        let (next, overflow) = (palettes.map(\.id).max() ?? 0).addingReportingOverflow(1)
        if !overflow, next > 0 { return next }
        let used = Set(palettes.map(\.id))
        return (1...).first { !used.contains($0) } ?? 1
    }

    /// The id of the palette at `index` in ``palettes``.
    private func id(at index: Int) throws(Failure) -> Int {
        guard palettes.indices.contains(index) else { throw Failure("no palette \(Self.number(index))") }
        return palettes[index].id
    }

    /// Where the palette with `id` is in `palettes`, or why it is gone.
    private static func index(of id: Int, in palettes: [Palette]) throws(Failure) -> Int {
        guard let index = palettes.firstIndex(where: { $0.id == id }) else {
            throw Failure("that palette was deleted meanwhile (by another memorize?); see 'palette list'")
        }
        return index
    }

    /// Applies `change` to the palettes as they are now: in memory, or, for a file, as they are
    /// on disk under its lock (re-read, changed, written, all while holding it). On any error
    /// nothing is written and ``palettes`` shows the file as it was read.
    /// - Complexity: O(*n*) in the file's size, plus what `change` costs.
    /// A 0-based index as the 1-based number a user reads, for any Int (`Int.max + 1` would trap).
    static func number(_ index: Int) -> String { String(Int128(index) + 1) }

    private func update<T>(_ change: (inout [Palette]) throws(Failure) -> T) throws(Failure) -> T {
        guard case .file(let path, let workspace) = storage else { return try change(&palettes) }
        let lock: Workspace.Lock
        do { lock = try workspace.lock(path, creatingDirectories: true) } catch { throw Failure(error.message) }
        defer { lock.release() }
        if workspace.exists(path) {
            let data: Data
            do { data = try workspace.read(path, limit: Self.fileBytes) } catch { throw Failure(error.message) }
            // As `init` reads it: a file holding `[]` is the defaults, never no palettes at all.
            let read = try Self.decode(data, path: path)
            palettes = read.isEmpty ? Self.defaults : read
        }
        var changed = palettes
        let result = try change(&changed)
        guard changed != palettes else { return result }
        try save(changed, to: path, in: workspace)
        palettes = changed
        return result
    }

    /// Writes `palettes` (sorted keys, so the file diffs well), each one's ``Palette/extras`` as
    /// their text. On failure ``saveError`` says why.
    /// - Complexity: O(*n*) in the palettes and their extras.
    private func save(_ palettes: [Palette], to path: String, in workspace: Workspace) throws(Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data: Data
            if palettes.allSatisfy(\.extras.isEmpty) {
                data = try encoder.encode(palettes)
            } else {
                var verbatim = JSONValue.Splice()
                let stored = palettes.map { StoredPalette(palette: $0, standIns: $0.extras.mapValues { verbatim.standIn(for: $0) }) }
                data = verbatim.splice(into: try encoder.encode(stored))
            }
            try workspace.write(data + Data("\n".utf8), to: path, creatingDirectories: true)
            saveError = nil
        } catch {
            saveError = "\(error)"
            throw Failure("the palettes changed but could not be saved: \(error)")
        }
    }
}
