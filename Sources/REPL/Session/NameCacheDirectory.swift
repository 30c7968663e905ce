import Emoji
import Storage

/// The user's cache directory for parsed emoji-name languages (`$XDG_CACHE_HOME/memorize`, else
/// `~/.cache/memorize`): `palette search --lang de` parses CLDR's German once per machine, and
/// each later process reads its compact form. The directory is memorize's own
/// (``CacheDirectory``): made 0700, no link in it ever followed, each file tied to its key by
/// its name and checksum inside; any failure just means parsing again.
public struct NameCacheDirectory: EmojiNameCache, Sendable {
    public let directory: String
    private let cache: CacheDirectory

    public init(directory: String) {
        self.directory = directory
        self.cache = CacheDirectory(path: directory)
    }

    /// The directory the environment names, or nil without an absolute `XDG_CACHE_HOME` or `HOME`.
    public static func standard(environment: [String: String]) -> NameCacheDirectory? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return NameCacheDirectory(directory: cache + "/memorize")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return NameCacheDirectory(directory: home + "/.cache/memorize")
        }
        return nil
    }

    /// - Complexity: O(*n*) in the file's bytes.
    public func load(_ key: String) -> [UInt8]? {
        cache.load(key, limit: 64 << 20)
    }

    /// - Complexity: O(*n*) in the bytes.
    public func store(_ key: String, _ bytes: [UInt8]) {
        cache.store(key, bytes)
    }
}
