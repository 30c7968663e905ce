#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Where `path` (absolute) leads once every symbolic link on the way is followed, its last
    /// component included, as the kernel would follow them on an open or a rename: what a
    /// confinement must judge, since a path that stays inside a directory as text can leave it
    /// through a link. Components that do not exist yet are kept as written (a file about to be
    /// made), and a link that points nowhere is followed by its text. Nil for a loop (more than
    /// 40 links), like the kernel's ELOOP.
    /// - Complexity: O(*c* + *l*) system calls for *c* components and *l* links.
    public static func resolvedPath(_ path: String) -> String? {
        var pending = Array(path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }.reversed())
        var resolved: [String] = []
        var links = 0
        while let component = pending.popLast() {
            if component == "." || component.isEmpty { continue }
            if component == ".." {
                _ = resolved.popLast()
                continue
            }
            let candidate = "/" + (resolved + [component]).joined(separator: "/")
            guard info(candidate, followingLinks: false)?.kind == .symbolicLink, let target = linkTarget(candidate) else {
                resolved.append(component)
                continue
            }
            links += 1
            guard links <= 40 else { return nil }
            if target.utf8.first == UInt8(ascii: "/") { resolved = [] }
            pending += target.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }.reversed()
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// Whether `path` is `directory` or lies under it (both resolved, absolute).
    /// - Complexity: O(*n*) in the paths' lengths.
    public static func isWithin(_ path: String, _ directory: String) -> Bool {
        path == directory || path.utf8.starts(with: (directory == "/" ? "/" : directory + "/").utf8)
    }
}
