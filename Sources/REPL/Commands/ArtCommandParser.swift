#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Parses the words after `art VERB`: a small grammar of its own, because the arguments are
/// phrases (`add 😀 at -200,100 size 80`, `move 3 by 10,-5`) and may be URLs with `=` in them.
enum ArtCommandParser {
    /// The usage of each verb, for errors and `help art`.
    static let usages: [String: String] = [
        "new": "art new",
        "open": "art open FILE",
        "save": "art save [FILE]",
        "show": "art show",
        "add": "art add EMOJI at X,Y [size N]",
        "move": "art move ID|selection by DX,DY",
        "scale": "art scale ID|selection by FACTOR",
        "remove": "art remove ID|selection",
        "select": "art select ID…",
        "deselect": "art deselect",
        "background": "art background URL|FILE|clear",
        "undo": "art undo",
        "redo": "art redo",
        "export": "art export FILE",
        "wait": "art wait",
    ]

    /// The emoji size `add` uses when none is given (the course's default font size).
    static let defaultSize = 40

    /// Whether `text` may be added to a document by `art add`: one grapheme cluster that is not
    /// whitespace. The one place to make stricter (for instance `Character.isEmoji`).
    static func isAcceptableEmoji(_ text: String) -> Bool {
        text.count == 1 && !(text.first?.isWhitespace ?? true)
    }

    /// - Complexity: O(*n*) in the words.
    static func parse(verb: String, _ words: [String]) throws(CommandError) -> ArtCommand {
        let usage = "usage: \(usages[verb] ?? "art \(verb)")"
        func fail(_ message: String) -> CommandError { CommandError("\(message) (\(usage))") }
        func none(_ command: ArtCommand) throws(CommandError) -> ArtCommand {
            guard words.isEmpty else { throw fail("unexpected '\(words[0].prefix(40))' after art \(verb)") }
            return command
        }
        func path() throws(CommandError) -> String {
            guard !words.isEmpty else { throw fail("art \(verb) needs a file") }
            return words.joined(separator: " ")
        }
        switch verb {
        case "new": return try none(.new)
        case "show": return try none(.show)
        case "deselect": return try none(.deselect)
        case "undo": return try none(.undo)
        case "redo": return try none(.redo)
        case "wait": return try none(.wait)
        case "open": return .open(path: try path())
        case "export": return .export(path: try path())
        case "save": return .save(path: words.isEmpty ? nil : words.joined(separator: " "))
        case "add":
            guard words.count >= 3, words[1].lowercased() == "at" else { throw fail("art add needs an emoji and a place") }
            guard isAcceptableEmoji(words[0]) else {
                throw fail("art add takes one emoji, not '\(words[0].prefix(40))'")
            }
            let (x, y) = try pair(words[2], "X,Y", fail)
            var size: Int?
            switch words.count {
            case 3: break
            case 5 where words[3].lowercased() == "size":
                guard let n = Int(words[4]) else { throw fail("size must be a whole number, not '\(words[4].prefix(40))'") }
                size = n
            default:
                throw fail("unexpected '\(words[3].prefix(40))' after the place")
            }
            return .add(text: words[0], x: x, y: y, size: size)
        case "move":
            guard words.count == 3, words[1].lowercased() == "by" else { throw fail("art move needs an emoji and an offset") }
            let (dx, dy) = try pair(words[2], "DX,DY", fail)
            return .move(try target(words[0], fail), dx: dx, dy: dy)
        case "scale":
            guard words.count == 3, words[1].lowercased() == "by" else { throw fail("art scale needs an emoji and a factor") }
            guard let factor = Double(words[2]), factor.isFinite, factor > 0 else {
                throw fail("the factor must be a number above 0, like 1.5, not '\(words[2].prefix(40))'")
            }
            return .scale(try target(words[0], fail), factor: factor)
        case "remove":
            guard words.count == 1 else { throw fail("art remove takes one emoji id, or 'selection'") }
            return .remove(try target(words[0], fail))
        case "select":
            guard !words.isEmpty else { throw fail("art select needs emoji ids") }
            var ids: [Int] = []
            for word in words {
                guard let id = Int(word) else { throw fail("emoji ids are whole numbers, not '\(word.prefix(40))'") }
                ids.append(id)
            }
            return .select(ids)
        case "background":
            guard !words.isEmpty else { throw fail("art background needs a URL, a file or 'clear'") }
            if words.count == 1, words[0].lowercased() == "clear" { return .clearBackground }
            return .background(words.joined(separator: " "))
        default:
            throw CommandError("unknown art verb '\(verb)'")
        }
    }

    private static func target(_ word: String, _ fail: (String) -> CommandError) throws(CommandError) -> ArtCommand.Target {
        if word.lowercased() == "selection" { return .selection }
        guard let id = Int(word) else { throw fail("'\(word.prefix(40))' is neither an emoji id nor 'selection'") }
        return .emoji(id)
    }

    /// `X,Y` as two whole numbers.
    private static func pair(_ word: String, _ name: String, _ fail: (String) -> CommandError) throws(CommandError) -> (Int, Int) {
        let parts = word.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]) else {
            throw fail("\(name) must be two whole numbers like 10,-20, not '\(word.prefix(40))'")
        }
        return (a, b)
    }
}
