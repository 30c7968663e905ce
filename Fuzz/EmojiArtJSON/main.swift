// Fuzz target: the .emojiart decoder, `EmojiArtModel(json:)` (documents come from anywhere: the
// course's app, other people, the web), and what a decoded document goes on to do.
//
// Oracles: no trap; the fast reader (EmojiArtJSONReader) reads only what JSONDecoder reads, and
// reads it the same; an error has a one-line message; a decoded document keeps every limit (sizes,
// coordinates, ids unique, text without control characters); decode → encode → decode gives the
// same model and the same bytes (the encoding is stable), and those bytes are JSONEncoder's; the
// SVG of it is well-formed enough to hold no raw '<' or '&' in text; the text rendering has the
// grid's shape; the keys no model knows are kept as their text, so that writing the document in
// any format and reading it again gives them back exactly; a palette file's reader (the same
// outside JSON, kept keys and all) never traps.
@testable import EmojiArt
@testable import Palettes
import Storage
@testable import ArtFeature
@testable import REPL
import Foundation
import Layout

let maximumInputBytes = 64 * 1024

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= maximumInputBytes else { return -1 }
    let input = UnsafeBufferPointer(start: data, count: size)
    currentInput = input
    let json = Data(input)

    // The fast reader reads only what JSONDecoder reads, and reads it the same.
    let decoded: EmojiArtModel?
    do throws(EmojiArtError) {
        decoded = try EmojiArtModel.decodedWithJSONDecoder(json)
    } catch {
        decoded = nil
    }
    if let fast = EmojiArtJSONReader.model(from: json) {
        check(decoded != nil, "the reader read what JSONDecoder refuses")
        check(decoded == fast, "the reader and JSONDecoder read different documents")
    }

    // The same bytes as a palette file: read with their kept keys, or refused, never a trap.
    if let palettes = try? PaletteStore.decode(json, path: "fuzz") {
        check(palettes.allSatisfy { $0.extras.keys.allSatisfy { !Palette.knownKeys.contains($0) } }, "a known key kept as an extra")
    }

    let model: EmojiArtModel
    do throws(EmojiArtError) {
        model = try EmojiArtModel(json: json)
    } catch {
        check(decoded == nil, "init(json:) refused what JSONDecoder reads")
        check(!error.message.isEmpty, "empty error message")
        check(!error.message.contains("\n"), "error message of several lines: \(error.message)")
        return 0
    }
    check(model == decoded, "init(json:) and JSONDecoder read different documents")

    // Kept keys: their text goes out and comes back as it was, in every format that holds the document.
    if let read = try? EmojiArtModel.read(json: json) {
        for format in EmojiArtFormat.allCases {
            guard let written = try? read.model.json(format: format, extras: read.extras) else { continue }
            do {
                let again = try EmojiArtModel.read(json: written)
                check(again.extras == read.extras, "\(format): kept keys changed:\n\(String(decoding: written, as: UTF8.self))")
            } catch {
                check(false, "\(format): could not re-read what was written: \(error.message)\n\(String(decoding: written, as: UTF8.self))")
            }
        }
    }

    let limits = EmojiArtModel.Limits.self
    check(model.emojis.count <= limits.emojiCount, "\(model.emojis.count) emoji")
    check(Set(model.emojis.map(\.id)).count == model.emojis.count, "repeated ids")
    check(model.emojis.allSatisfy { limits.size.contains($0.size) }, "size out of range")
    check(model.emojis.allSatisfy { limits.coordinate.contains($0.x) && limits.coordinate.contains($0.y) }, "coordinate out of range")
    check(model.emojis.allSatisfy { EmojiArtModel.Emoji.problem(withText: $0.text) == nil }, "bad text kept")
    check(model.uniqueEmojiId >= (model.emojis.map(\.id).max() ?? 0), "uniqueEmojiId \(model.uniqueEmojiId) below an id")

    // Written back, it reads the same, and writing is stable; the hand-written writer's bytes
    // are JSONEncoder's.
    let encoded = model.json()
    check(encoded == model.encodedWithJSONEncoder(), "the writer and JSONEncoder disagree:\n\(String(decoding: encoded, as: UTF8.self))\n\(String(decoding: model.encodedWithJSONEncoder(), as: UTF8.self))")
    do {
        let again = try EmojiArtModel(json: encoded)
        check(again == model, "round trip changed the model")
        check(again.json() == encoded, "encoding is not stable")
    } catch {
        check(false, "could not re-read what was written: \(error.message)\n\(String(decoding: encoded, as: UTF8.self))")
    }

    // Drawn: SVG text never holds raw markup; the text grid has its shape.
    let svg = ArtSVG(canvas: .standard).render(model)
    for emoji in model.emojis {
        let escaped = ArtSVG.escape(emoji.text)
        check(!escaped.contains("<") && !escaped.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" }, "unescaped text")
    }
    check(svg.hasSuffix("</svg>\n"), "SVG not closed")
    let area = CellRect(x: 0, y: 0, width: 40, height: 10)
    let transform = ArtViewport.fit.transform(in: area, fitting: (1024, 768))
    let text = ArtText(transform: transform, canvas: .standard).render(model)
    check(text.lines.count == 12, "\(text.lines.count) lines")
    check(text.outOfView + text.covered.count <= model.emojis.count, "out of view \(text.outOfView), covered \(text.covered.count)")
    // A file's grid holds the document within its limits, whatever the coordinates.
    let file = ArtText.file(.standard, model: model)
    check(file.columns <= ArtText.fileLimit.columns && file.rows <= ArtText.fileLimit.rows && file.columns >= 2 && file.rows >= 1,
          "file grid \(file.columns)x\(file.rows)")

    // A document is an intent away from changing: undo takes it back exactly.
    var document = EmojiArtDocument(model)
    if let first = model.emojis.first {
        if (try? document.scaleEmoji(first.id, by: 1.5)) != nil {
            _ = document.undo()
            check(document.emojiArt == model, "undo did not restore the document")
        }
    }
    return 0
}
