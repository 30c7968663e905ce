#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Transcripts in Markdown: every fenced code block whose info string's first word is
/// `transcript` is one, written in the transcript format. A README's examples become tests, as
/// trycmd runs a README's blocks and doctest a docstring's.
///
///     ```transcript
///     > new animals pairs=2 seed=3
///     | New game: Animals, 2 pairs (seed 3)
///     ...
///     ```
///
/// Fences follow CommonMark: three or more backticks or tildes, closed by a line of at least as
/// many of the same character; a block left open runs to the end of the file. Fences inside other
/// fenced blocks are text (so a README may show how to write one), and a fence indented in a list
/// item is still a fence: its indentation is taken off the block's lines, and put back on update.
public enum MarkdownTranscripts {
    /// The file extensions read as Markdown.
    public static let extensions: Set<String> = ["md", "markdown"]

    /// Whether `path` names a Markdown file, by its extension.
    /// - Complexity: O(*n*) in the length of the path.
    public static func isMarkdown(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return extensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// One transcript block of a Markdown file.
    public struct Block: Sendable, Equatable {
        /// The line of the opening fence (1-based): the block's name is `FILE:LINE`.
        public let fence: Int
        /// The lines between the fences (1-based, half-open); empty for an empty block.
        public let body: Range<Int>
        /// The spaces before the opening fence, taken off each line of the body.
        public let indent: Int
        /// The body, without the indentation, each line ending in a newline.
        public let text: String
        /// The first word of the info string: `transcript`, or a cram test's `console` or `sh`.
        public var tag: String = "transcript"
    }

    /// The transcript blocks of a Markdown document (or the blocks tagged with one of `tags`).
    /// - Complexity: O(*n*) in the size of the document.
    public static func blocks(in document: String, tags: Set<String> = ["transcript"]) -> [Block] {
        let lines = splitLines(document)
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard let open = Fence(opening: lines[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !open.isClosed(by: lines[end]) { end += 1 }
            if tags.contains(open.tag) {
                let body = lines[(index + 1)..<end].map { dropIndent(Substring($0), open.indent) + "\n" }.joined()
                blocks.append(Block(fence: index + 1, body: (index + 2)..<(end + 1), indent: open.indent, text: body, tag: open.tag))
            }
            index = end + 1
        }
        return blocks
    }

    /// `document` with the bodies of the blocks whose fence lines are keys of `bodies` replaced
    /// by the values (transcript text, a newline after each line), indented as their fences are,
    /// with the block's line endings (``LineEndings``).
    /// Every other byte stays as it was, even one that is not UTF-8: the lines are cut as bytes,
    /// and only the blocks are read as text (a decoded line feed is always the byte's own, so
    /// the two agree on line numbers).
    /// - Complexity: O(*n*) in the size of the document and the new bodies.
    public static func replacingBlocks(in document: [UInt8], with bodies: [Int: String]) -> [UInt8] {
        let newline = UInt8(ascii: "\n")
        var lines = document.split(separator: newline, omittingEmptySubsequences: false).map { Array($0) }
        let hadFinalNewline = document.last == newline
        if hadFinalNewline { lines.removeLast() }
        for block in blocks(in: String(decoding: document, as: UTF8.self), tags: updatableTags).reversed() {
            guard let body = bodies[block.fence] else { continue }
            let indent = String(repeating: " ", count: block.indent)
            var newLines = body.split(separator: "\n", omittingEmptySubsequences: false)
            if newLines.last == "" { newLines.removeLast() }
            let replaced = (block.body.lowerBound - 1)..<(block.body.upperBound - 1)
            let replacement = newLines.map { $0.isEmpty ? [] : Array((indent + $0).utf8) }
            // The block keeps its line endings: a CRLF block stays CRLF (an empty one follows its fence).
            let crlf = LineEndings.crlf(
                replacement.map { $0[...] }, replacing: lines[replaced].map { $0[...] },
                fallback: lines[block.fence - 1].last == UInt8(ascii: "\r"))
            lines.replaceSubrange(replaced, with: zip(replacement, crlf).map { $1 ? $0 + [UInt8(ascii: "\r")] : $0 })
        }
        var joined = Array(lines.joined(separator: [newline]))
        if hadFinalNewline { joined.append(newline) }
        return joined
    }

    /// ``replacingBlocks(in:with:)-([UInt8],_)`` of a document that is text already.
    /// - Complexity: O(*n*) in the size of the document and the new bodies.
    public static func replacingBlocks(in document: String, with bodies: [Int: String]) -> String {
        String(decoding: replacingBlocks(in: Array(document.utf8), with: bodies), as: UTF8.self)
    }

    /// The tags of every block `--update` may rewrite: transcripts and cram tests.
    static let updatableTags: Set<String> = ["transcript", "console", "sh"]

    /// The document's lines without their newlines (a final newline ends the last line rather
    /// than starting an empty one).
    /// Cut at the byte, not the character: `\r\n` is one `Character`, and a CRLF file's lines must
    /// be the lines its bytes hold (``replacingBlocks(in:with:)-([UInt8],_)`` cuts those).
    private static func splitLines(_ document: String) -> [String] {
        var lines = document.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) }
        if document.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    private static func dropIndent(_ line: Substring, _ count: Int) -> Substring {
        var line = line
        var dropped = 0
        while dropped < count, line.first == " " {
            line = line.dropFirst()
            dropped += 1
        }
        return line
    }

    /// An opening code fence.
    private struct Fence {
        let character: Character
        let length: Int
        let indent: Int
        let tag: String

        init?(opening line: String) {
            let trimmed = line.drop { $0 == " " }
            guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
            let run = trimmed.prefix { $0 == first }
            guard run.count >= 3 else { return nil }
            let info = trimmed.dropFirst(run.count)
            // A backtick fence's info string may not hold a backtick (CommonMark, 4.5).
            if first == "`", info.contains("`") { return nil }
            character = first
            length = run.count
            indent = line.count - trimmed.count
            let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).first
            tag = word.map(String.init) ?? ""
        }

        func isClosed(by line: String) -> Bool {
            let trimmed = line.drop { $0 == " " }
            let run = trimmed.prefix { $0 == character }
            return run.count >= length && trimmed.dropFirst(run.count).allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
        }
    }
}
