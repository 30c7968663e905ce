/// `memorize record --redact REGEX`: what a recorded output line must not keep (a home directory,
/// a user's name, a token), written as `[..]`, which still matches on replay.
public struct Redaction {
    /// The patterns as given, for messages.
    public let patterns: [String]
    private let regexes: [Regex<AnyRegexOutput>]

    /// - Throws: ``Problem`` naming the first pattern that is not a regular expression.
    public init(patterns: [String]) throws(Problem) {
        var regexes: [Regex<AnyRegexOutput>] = []
        for pattern in patterns {
            guard let regex = try? Regex(pattern) else { throw Problem(pattern: pattern) }
            regexes.append(regex)
        }
        self.patterns = patterns
        self.regexes = regexes
    }

    public struct Problem: Error, Equatable {
        public let pattern: String
    }

    /// The patterns redacted by default: `$HOME` (unless it is `/` or empty) and the user's name
    /// (`$USER`, else `$LOGNAME`) as a whole word, both as literal text.
    public static func defaults(environment: [String: String]) -> [String] {
        var patterns: [String] = []
        if let home = environment["HOME"], home.count > 1 { patterns.append(literal(home)) }
        if let user = environment["USER"] ?? environment["LOGNAME"], !user.isEmpty {
            patterns.append("\\b" + literal(user) + "\\b")
        }
        return patterns
    }

    /// `text` as a pattern that matches exactly it.
    static func literal(_ text: String) -> String {
        text.map { $0.isLetter || $0.isNumber || $0 == " " ? String($0) : "\\" + String($0) }.joined()
    }

    /// `text` with every span any pattern matches (overlapping spans merged, empty ones ignored)
    /// written as `[..]`, or nil when nothing matches.
    /// - Complexity: each pattern's search of the line, then O(*m* log *m*) in the matches.
    public func apply(_ text: String) -> String? {
        var ranges: [Range<String.Index>] = []
        for regex in regexes {
            ranges += text.matches(of: regex).map(\.range).filter { !$0.isEmpty }
        }
        guard !ranges.isEmpty else { return nil }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var result = ""
        var position = text.startIndex
        for range in ranges where range.upperBound > position {
            if range.lowerBound >= position {
                result += text[position..<range.lowerBound] + "[..]"
            }
            position = range.upperBound
        }
        return result + text[position...]
    }
}
