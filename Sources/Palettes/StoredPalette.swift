#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

/// A palette as its file holds it: the keys memorize knows, decoded, and whether there are others,
/// which are kept as their JSON text (decoded and encoded again, `123456789012345678901234567890`
/// would come back `1.2345678901234568e+29`, and `1e400` would be refused). Their text is read by
/// a second pass over the file only when some palette has them, so a plain file costs no more.
struct StoredPalette: Codable {
    let palette: Palette
    /// Whether the file's palette had keys that are not ``Palette/knownKeys``.
    let hasExtras: Bool
    /// What JSONEncoder writes in each extra's place (see ``JSONValue/Splice``).
    let standIns: [String: String]

    init(palette: Palette, standIns: [String: String]) {
        self.palette = palette
        self.hasExtras = !standIns.isEmpty
        self.standIns = standIns
    }

    init(from decoder: any Decoder) throws {
        palette = try Palette(from: decoder)
        let keys = try decoder.container(keyedBy: AnyKey.self).allKeys
        hasExtras = keys.contains { !Palette.knownKeys.contains($0.stringValue) }
        standIns = [:]
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        for (key, standIn) in standIns { try container.encode(standIn, forKey: AnyKey(stringValue: key)) }
        try palette.encode(to: encoder)
    }

    struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension PaletteStore {
    /// Fills each palette's ``Palette/extras`` from the file's text.
    /// - Complexity: O(*n*) in the bytes.
    static func keepExtras(of palettes: inout [Palette], from data: Data, path: String) throws(Failure) {
        guard let elements = JSONMembers.elements(of: data), elements.count == palettes.count else {
            throw Failure("\(path): its palettes' other keys could not be read to be kept")
        }
        for (index, members) in elements.enumerated() {
            for member in members where !Palette.knownKeys.contains(member.key) {
                palettes[index].extras[member.key] = JSONValue(verbatim: member.json)
            }
        }
    }
}
