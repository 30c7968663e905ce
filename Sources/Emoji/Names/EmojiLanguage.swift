import Synchronization

/// Which language emoji names are in, and reading a language other than English from Unicode's
/// CLDR annotations at run time (Debian's `unicode-cldr-core`).
public enum EmojiLanguage {
    /// Where Debian's `unicode-cldr-core` installs CLDR's `common/` data.
    public static let debianDirectory = "/usr/share/unicode/cldr/common"

    /// Why a language's names could not be had: one line for the user.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// `de_DE.UTF-8`, `de-DE` and `de_DE@euro` → `de_DE`; nil for an empty code.
    public static func normalized(_ code: String) -> String? {
        let cut = code.prefix { $0 != "." && $0 != "@" }.replacingHyphens()
        return cut.isEmpty ? nil : cut
    }

    /// Whether `code` (a `--lang` value or `$LANG`) asks for English or says nothing: `en`,
    /// `en_GB`, `C`, `POSIX`, or nothing at all. English is compiled in.
    public static func isEnglish(_ code: String?) -> Bool {
        guard let code, let normalized = normalized(code) else { return true }
        let base = normalized.prefix { $0 != "_" }.lowercased()
        return base == "en" || base == "c" || base == "posix"
    }

    /// The names in `code`: English from the compiled-in table, any other language from
    /// `directory/annotations/LANG.xml` and `annotationsDerived/LANG.xml` (a regional file such
    /// as `de_CH` over its language's). `read` returns a file's bytes, or nil when there is none.
    /// - Complexity: O(*n*) in the bytes read.
    ///
    /// With a `cache`, a language is parsed once per machine rather than once per process: its
    /// compact form is kept under a name made of the language and its sources' fingerprint, so
    /// changed files are parsed again, and what the cache holds is used only if it reads back.
    public static func names(
        _ code: String?, directory: String = debianDirectory, read: (String) -> [UInt8]?, cache: (any EmojiNameCache)? = nil
    ) throws(Failure) -> EmojiNames {
        guard !isEnglish(code), let code, let normalized = normalized(code) else { return .english }
        let parts = normalized.split(separator: "_")
        guard let base = parts.first.map({ $0.lowercased() }),
              base.allSatisfy({ $0.isASCII && $0.isLetter }), normalized.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        else {
            throw Failure(message: "'\(code.prefix(40))' is not a language code (like de, fr or pt_BR)")
        }
        // The language's own files first, then the regional ones over them: first wins.
        var files = [base]
        if parts.count > 1 { files.insert(base + "_" + parts.dropFirst().joined(separator: "_"), at: 0) }
        var sources: [[UInt8]] = []
        for file in files {
            for folder in ["annotations", "annotationsDerived"] {
                guard let bytes = read("\(directory)/\(folder)/\(file).xml") else { continue }
                sources.append(bytes)
            }
        }
        guard !sources.isEmpty else {
            if read("\(directory)/annotations/en.xml") == nil {
                throw Failure(message: """
                    emoji names in '\(normalized)' need Unicode's CLDR data, which is not installed \
                    (\(directory)/annotations); install Debian's unicode-cldr-core, or use English (--lang en)
                    """)
            }
            throw Failure(message: "CLDR has no emoji names in '\(normalized)' (\(directory)/annotations/\(base).xml); English is --lang en")
        }
        let fingerprint = EmojiNames.fingerprint(sources)
        return ParsedLanguages.shared.names(language: normalized, fingerprint: fingerprint, sources: sources) {
            let key = "names-\(normalized)-\(fingerprint).bin"
            if let bytes = cache?.load(key), let names = EmojiNames(language: normalized, compact: bytes) { return names }
            let names = EmojiNames(language: normalized, annotations: sources.flatMap { CLDRAnnotations(bytes: $0).annotations })
            cache?.store(key, names.compactBytes)
            return names
        }
    }
}

/// The languages this process has parsed, each with the bytes it was parsed from: a session (or
/// each of a thousand transcripts, every one with its own session and its own copy of the files)
/// that asks again for a language whose files hold the same bytes gets the same names without
/// parsing. Reading the files again is what checks them: it costs a fraction of a millisecond,
/// parsing them tens. Keyed by content, not by path, so a copy elsewhere is the same language.
final class ParsedLanguages: Sendable {
    static let shared = ParsedLanguages()

    private struct Parsed {
        let sources: [[UInt8]]
        let names: EmojiNames
    }

    private let parsed = Mutex<[String: Parsed]>([:])

    /// The names `parse` makes of `sources`, parsed once per language and content (outside the
    /// lock, so other languages are not held up); `fingerprint` names the content, and the bytes
    /// themselves are compared, so two contents that share a fingerprint are never confused.
    /// - Complexity: O(*n*) in the sources' bytes to compare them; `parse` only the first time.
    func names(language: String, fingerprint: String, sources: [[UInt8]], parse: () -> EmojiNames) -> EmojiNames {
        let key = language + "\u{0}" + fingerprint
        if let known = parsed.withLock({ $0[key] }), known.sources == sources { return known.names }
        let names = parse()
        parsed.withLock { $0[key] = Parsed(sources: sources, names: names) }
        return names
    }
}

/// The languages a session has read, kept so a second search in one costs nothing. A language's
/// names are read once, when first asked for.
public final class EmojiNameBook {
    /// The language a search is in when it names none (`$LANG`); nil for English.
    public let defaultLanguage: String?
    public let directory: String
    private let read: (String) -> [UInt8]?
    private let list: (String) -> [String]
    private let cache: (any EmojiNameCache)?
    private var loaded: [String: EmojiNames] = [:]
    private var listed: [String]?

    /// - Parameters:
    ///   - read: a file's bytes, or nil when there is none.
    ///   - list: the names in a directory (none when it is missing).
    ///   - cache: where parsed languages are kept between processes (see ``EmojiNameCache``).
    public init(
        defaultLanguage: String? = nil, directory: String = EmojiLanguage.debianDirectory,
        read: @escaping (String) -> [UInt8]?, list: @escaping (String) -> [String] = { _ in [] },
        cache: (any EmojiNameCache)? = nil
    ) {
        self.cache = cache
        self.defaultLanguage = defaultLanguage
        self.directory = directory
        self.read = read
        self.list = list
    }

    /// `en` and every language CLDR's annotations are installed for, sorted (for completion).
    /// - Complexity: O(*n* log *n*) in the directory's files, once.
    public var languages: [String] {
        if let listed { return listed }
        let found = list(directory + "/annotations").filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }
        let all = Array(Set(found + ["en"])).sorted()
        listed = all
        return all
    }

    /// The names in `language`, else in the default language.
    /// - Complexity: O(1) after the first call for a language; O(*n*) in its files before.
    public func names(in language: String?) throws(EmojiLanguage.Failure) -> EmojiNames {
        let code = language ?? defaultLanguage
        if EmojiLanguage.isEnglish(code) { return .english }
        let key = code.flatMap(EmojiLanguage.normalized) ?? ""
        if let known = loaded[key] { return known }
        let names = try EmojiLanguage.names(code, directory: directory, read: read, cache: cache)
        loaded[key] = names
        return names
    }
}

extension StringProtocol {
    fileprivate func replacingHyphens() -> String {
        String(map { $0 == "-" ? "_" : $0 })
    }
}
