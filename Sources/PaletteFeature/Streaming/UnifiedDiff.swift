import REPL

/// A unified diff of two files as one hunk around what changed (palette fixes touch one place
/// or a few close together; one hunk keeps it short and always correct), as `diff -u` writes it
/// and `patch` reads it: a file's final newline ends its last line rather than starting another,
/// and a last line without one is marked `\ No newline at end of file`.
enum UnifiedDiff {
    /// - Complexity: O(*n*) in the two files' bytes.
    static func make(old: [UInt8], new: [UInt8], path: String) -> String {
        let (a, aEndsWithNewline) = lines(old), (b, bEndsWithNewline) = lines(new)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        // A last line differs from the same text with a newline after it.
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix],
              suffix > 0 || aEndsWithNewline == bEndsWithNewline {
            suffix += 1
        }
        let context = 2
        let start = max(0, prefix - context)
        let aEnd = min(a.count, a.count - suffix + context), bEnd = min(b.count, b.count - suffix + context)
        var out = "--- \(path)\n+++ \(path) (fixed)\n"
        out += "@@ -\(range(start, aEnd - start)) +\(range(start, bEnd - start)) @@\n"
        func put(_ mark: String, _ lines: ArraySlice<Substring>, of all: [Substring], endsWithNewline: Bool) {
            for (index, line) in zip(lines.indices, lines) {
                out += "\(mark)\(line)\n"
                if index == all.count - 1, !endsWithNewline { out += "\\ No newline at end of file\n" }
            }
        }
        put(" ", a[start..<prefix], of: a, endsWithNewline: aEndsWithNewline)
        put("-", a[prefix..<(a.count - suffix)], of: a, endsWithNewline: aEndsWithNewline)
        put("+", b[prefix..<(b.count - suffix)], of: b, endsWithNewline: bEndsWithNewline)
        put(" ", a[(a.count - suffix)..<aEnd], of: a, endsWithNewline: aEndsWithNewline)
        return out
    }

    /// A file's lines, and whether its last one ends with a newline (an empty file has none).
    static func lines(_ bytes: [UInt8]) -> (lines: [Substring], endsWithNewline: Bool) {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = bytes.last == UInt8(ascii: "\n")
        if lines.last?.isEmpty == true { lines.removeLast() }   // after the final newline, or an empty file
        return (lines, endsWithNewline || lines.isEmpty)
    }

    /// A hunk's range of `count` lines from 0-based `start`: `diff -u`'s `1,5`, `3` for one line,
    /// and for none the line before them (`0,0` at the top).
    static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(start),0"
        case 1: "\(start + 1)"
        default: "\(start + 1),\(count)"
        }
    }
}
