#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

/// A palette as its file holds it, written: the keys memorize knows, and its other keys as their
/// JSON text (decoded and encoded again, `123456789012345678901234567890` would come back
/// `1.2345678901234568e+29`, and `1e400` would be refused).
struct StoredPalette: Encodable {
    let palette: Palette
    /// What JSONEncoder writes in each extra's place (see ``JSONValue/Splice``).
    let standIns: [String: String]

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
    /// Fills each palette's ``Palette/extras`` from the file's text: a second pass over the file,
    /// which JSONDecoder has read already (its keyed containers cost six times as much to list
    /// their keys as to decode a palette).
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
