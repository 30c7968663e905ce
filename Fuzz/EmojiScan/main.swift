// Fuzz target: the emoji byte scanner (`palette extract`, `palette filter` and every palette go
// through it), the palette file reader behind `palette lint`/`fix`, and the palette store's loader.
//
// Oracles: no trap; the scanner, fed the input in chunks whose size the first byte picks, finds
// exactly the emoji `String(decoding:).filter(\.isEmoji)` finds, scalar for scalar; lint's fix,
// linted again, has no problem a fix should have removed; text linted on every core
// (`ParallelTextLint`) writes what it writes a line at a time; a palette file that loads holds only
// filtered palettes.
@testable import Emoji
@testable import Palettes
import Foundation

let maximumInputBytes = 16 * 1024

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= maximumInputBytes else { return -1 }
    let input = UnsafeBufferPointer(start: data, count: size)
    currentInput = input
    let bytes = [UInt8](input)

    // Scanner against Character segmentation.
    let chunk = max(1, Int(bytes.first ?? 0) % 17)
    var scanner = EmojiScanner()
    var found: [String] = []
    var pending: [UInt8] = []
    var position = 0
    while true {
        let end = min(bytes.count, position + chunk)
        pending += bytes[position..<end]
        position = end
        let isFinal = position == bytes.count
        let consumed = pending.withUnsafeBytes { scanner.scan($0, isFinal: isFinal, found: { entry, _ in
            found.append(String(EmojiTable.shared.sequences[Int(entry)]))
        }) }
        check(consumed <= pending.count, "consumed more than it was given")
        check(isFinal || pending.count - consumed < 64, "held back \(pending.count - consumed) bytes")
        pending.removeFirst(consumed)
        if isFinal { break }
    }
    let expected = String(decoding: bytes, as: UTF8.self).filter(\.isEmoji).map(String.init)
    check(found.count == expected.count && zip(found, expected).allSatisfy { $0.unicodeScalars.elementsEqual($1.unicodeScalars) },
          "scanner found \(found) but Character found \(expected)")

    // Lint and fix.
    let lint = PaletteLint(bytes: bytes)
    if let fixed = lint.fixed {
        let again = PaletteLint(bytes: fixed)
        // Notes (newer emoji, terminal widths, look-alikes) are for the author: fix leaves them.
        let notes: [PaletteLint.Problem.Kind] = [.newerEmoji, .terminalWidth, .lookAlike]
        let left = again.problems.filter { ![.tooFewEmoji, .invalidUTF8, .empty, .notAPalette].contains($0.kind) && !notes.contains($0.kind) }
        check(left.isEmpty, "fixed file still has \(left.map(\.message))")
    }

    // The text linter on every core (tiny pieces, budgets and sighting limits, so every path of
    // the merge runs) against the same linter a line at a time.
    var one = TextPaletteLint()
    var expectedLines: [UInt8] = []
    let file = Array("f".utf8)
    PaletteFile.forEachLine(bytes) { line in
        one.lint(line: line) { problem in file.withUnsafeBufferPointer { problem.appendLine(file: $0, to: &expectedLines) } }
    }
    let byte = Int(bytes.last ?? 0)
    var many = ParallelTextLint(
        linter: TextPaletteLint(), workers: 2 + byte % 3, outputBudget: 1 + (byte >> 2) * 16, minimumPiece: 1 + byte % 7,
        sightingLimit: 1 + byte % 5)
    var lines: [UInt8] = []
    many.lint(bytes, 0..<bytes.count, format: { problem, out in
        Array("f".utf8).withUnsafeBufferPointer { problem.appendLine(file: $0, to: &out) }
    }, emit: { lines += $0 })
    check(lines == expectedLines, "lint on every core wrote \(lines.count) bytes, on one \(expectedLines.count)")
    check(many.linter.order == one.order && many.linter.line == one.line && many.linter.fixable == one.fixable
          && many.linter.proseLines == one.proseLines, "lint on every core ended in another state")

    // The palette store's loader.
    if let palettes = try? PaletteStore.decode(Data(bytes), path: "fuzz.json") {
        for palette in palettes {
            check(palette.emojis == palette.emojis.emojiPalette, "a loaded palette is not filtered")
            check(!palette.name.isEmpty, "a loaded palette has no name")
        }
    }
    return 0
}
