import REPL

/// A unified diff of two files as one hunk around what changed (palette fixes touch one place
/// or a few close together; one hunk keeps it short and always correct).
enum UnifiedDiff {
    static func make(old: [UInt8], new: [UInt8], path: String) -> String {
        let a = String(decoding: old, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let b = String(decoding: new, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let context = 2
        let start = max(0, prefix - context)
        let aEnd = min(a.count, a.count - suffix + context), bEnd = min(b.count, b.count - suffix + context)
        var out = "--- \(path)\n+++ \(path) (fixed)\n"
        out += "@@ -\(start + 1),\(aEnd - start) +\(start + 1),\(bEnd - start) @@\n"
        for line in a[start..<prefix] { out += " \(line)\n" }
        for line in a[prefix..<(a.count - suffix)] { out += "-\(line)\n" }
        for line in b[prefix..<(b.count - suffix)] { out += "+\(line)\n" }
        for line in a[(a.count - suffix)..<aEnd] { out += " \(line)\n" }
        return out
    }
}
