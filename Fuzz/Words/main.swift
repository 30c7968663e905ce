// Fuzz target: the parsers this project added for outside text that is not a whole command line:
// the command language's Lexer (words, quotes, escapes, ';' and '#'), CLDR's annotation files
// (read at run time for `palette search --lang`) and their compact form kept in the user's cache, the transcript workspace's path confinement, and
// the three-way merge of a document changed in two places.
//
// Oracles: no trap; lexing is total (words or one error); every word the Lexer returns, written
// back with Lexer.quoted, reads back as that one word; a comment ends the line; CLDR annotations
// have a non-empty code point; a confined path that resolves stays under its directory; merging
// a document with itself, or with only one side changed, gives the changed side.
@testable import EmojiArt
import Emoji
import Foundation
@testable import REPL
import Storage

let maximumInputBytes = 8 * 1024

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= maximumInputBytes else { return -1 }
    let input = UnsafeBufferPointer(start: data, count: size)
    currentInput = input
    let text = String(decoding: input, as: UTF8.self)

    // The Lexer: total, and its words survive quoting.
    if let commands = try? Lexer.commands(text) {
        for words in commands {
            let line = words.map { Lexer.quoted($0.text) }.joined(separator: " ")
            let again = (try? Lexer.commands(line)) ?? []
            check(again.count == 1 && again[0].map(\.text) == words.map(\.text),
                  "quoted words \(words.map(\.text)) read back as \(again.map { $0.map(\.text) }) from \(line.debugDescription)")
        }
    }

    // A cache file of compact names: refused or well-formed, and what reads back writes back the same.
    if let names = EmojiNames(language: "xx", compact: Array(input)) {
        _ = names.search(["a"])
        check(EmojiNames(language: "xx", compact: names.compactBytes)?.entries == names.entries, "compact names did not read back")
    }

    // CLDR annotations: any bytes, no trap, well-formed results.
    for annotation in CLDRAnnotations(bytes: Array(input)).annotations {
        check(!annotation.cp.isEmpty, "an annotation without its emoji")
    }

    // Confinement: what resolves stays in the directory.
    let workspace = Workspace(directory: "/scratch", home: "/home", confined: true)
    for path in text.split(separator: "\n").prefix(8).map(String.init) {
        guard let resolved = try? workspace.resolve(path) else { continue }
        // As the kernel walks it: bytes between '/'s.
        let bytes = Array(resolved.utf8)
        check(bytes.starts(with: Array("/scratch/".utf8)), "\(path.debugDescription) resolved to \(resolved.debugDescription)")
        var depth = 0
        for component in bytes.dropFirst("/scratch/".utf8.count).split(separator: UInt8(ascii: "/")) {
            depth += component.elementsEqual("..".utf8) ? -1 : (component.elementsEqual(".".utf8) ? 0 : 1)
            check(depth >= 0, "\(path.debugDescription) resolved to \(resolved.debugDescription), outside the scratch directory")
        }
    }

    // Merge: documents made from the input's bytes.
    var base = EmojiArtModel()
    for (i, byte) in input.prefix(16).enumerated() { base.addEmoji("🐶", at: (Int(byte), i), size: 40) }
    var ours = base
    for (i, byte) in input.dropFirst(16).prefix(8).enumerated() where !ours.emojis.isEmpty {
        let at = Int(byte) % ours.emojis.count
        if byte & 1 == 0 { ours.emojis[at].x += i + 1 } else { ours.emojis.remove(at: at) }
    }
    check(EmojiArtModel.merge(base: base, ours: ours, theirs: base) == ours, "merging with an unchanged file lost our changes")
    check(EmojiArtModel.merge(base: base, ours: base, theirs: ours)?.emojis == ours.emojis, "merging unchanged ours lost their changes")
    return 0
}
