#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a command could not run: one line for the user, with a suggestion where there is one.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Turns a line into a ``Command`` by the declarations in ``CommandSpec/all``.
///
/// A line is words separated by spaces: the command, then positional arguments and `key=value`
/// options in any order. A line whose first word starts with `#` is a comment.
public enum CommandParser {
    /// - Complexity: O(*n*) in the length of the line (plus the suggestion search on error).
    public static func parse(_ line: String) throws(CommandError) -> Command {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first, !first.hasPrefix("#") else { return .nothing }
        guard let spec = CommandSpec.named(first) else {
            let names = CommandSpec.all.flatMap { [$0.name] + $0.aliases }
            var message = "unknown command '\(first)'"
            if let nearest = Suggestion.nearest(to: first.lowercased(), in: names) {
                message += "; did you mean '\(CommandSpec.named(nearest)?.name ?? nearest)'?"
            }
            throw CommandError(message + " (try 'help')")
        }
        let arguments = try parseArguments(Array(words.dropFirst()), for: spec)
        return try spec.build(arguments)
    }

    static func parseArguments(_ words: [String], for spec: CommandSpec) throws(CommandError) -> Arguments {
        var arguments = Arguments()
        var positionals = spec.parameters.filter { $0.form != .keyed }[...]
        for (offset, word) in words.enumerated() {
            if positionals.first?.kind == .rest, let parameter = positionals.first {
                arguments.values[parameter.name] = words[offset...].map(Value.text)
                positionals.removeFirst()
                break
            }
            if let equals = word.firstIndex(of: "="), equals != word.startIndex {
                let key = word[..<equals].lowercased()
                let text = String(word[word.index(after: equals)...])
                guard let parameter = spec.parameters.first(where: { $0.form == .keyed && $0.name == key }) else {
                    throw unknownOption(key, for: spec)
                }
                guard arguments.values[parameter.name] == nil else {
                    throw CommandError("\(key)= given twice")
                }
                arguments.values[parameter.name] = [try value(text, for: parameter, of: spec)]
                continue
            }
            guard let parameter = positionals.first else {
                let usage = spec.parameters.isEmpty ? "takes no arguments" : "usage: \(spec.usage)"
                throw CommandError("unexpected '\(word)' after \(spec.name) (\(usage))")
            }
            arguments.values[parameter.name, default: []].append(try value(word, for: parameter, of: spec))
            if case .positional(_, repeating: false) = parameter.form, parameter.kind != .theme {
                positionals.removeFirst()
            }
        }
        for parameter in positionals {
            if case .positional(required: true, _) = parameter.form, arguments.values[parameter.name] == nil {
                throw CommandError("\(spec.name) needs \(parameter.name) (usage: \(spec.usage))")
            }
        }
        return arguments
    }

    private static func unknownOption(_ key: String, for spec: CommandSpec) -> CommandError {
        let keys = spec.parameters.filter { $0.form == .keyed }.map(\.name)
        guard !keys.isEmpty else {
            return CommandError("\(spec.name) takes no options like '\(key)=' (usage: \(spec.usage))")
        }
        var message = "unknown option '\(key)=' for \(spec.name)"
        if let nearest = Suggestion.nearest(to: key, in: keys) {
            message += "; did you mean '\(nearest)='?"
        } else {
            message += " (options: \(keys.map { $0 + "=" }.joined(separator: " ")))"
        }
        return CommandError(message)
    }

    /// Checks `text` against the parameter's kind.
    private static func value(_ text: String, for parameter: CommandSpec.Parameter, of spec: CommandSpec) throws(CommandError) -> Value {
        let name = parameter.form == .keyed ? parameter.name : "\(spec.name) \(parameter.name)"
        switch parameter.kind {
        case .integer(let range):
            guard let n = Int(text) else {
                throw CommandError("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text.prefix(40))'")
            }
            guard range.contains(n) else {
                throw CommandError("\(name) must be from \(range.lowerBound) to \(range.upperBound), not \(n)")
            }
            return .integer(n)
        case .card:
            guard let n = Int(text) else {
                throw CommandError("\(name) must be a card number, not '\(text.prefix(40))'")
            }
            return .integer(n)
        case .seed:
            guard let n = UInt64(text) else {
                throw CommandError("\(name) must be a whole number from 0 to \(UInt64.max), not '\(text.prefix(40))'")
            }
            return .seed(n)
        case .seconds(let range):
            guard let s = Double(text), s.isFinite else {
                throw CommandError("\(name) must be a number of seconds, not '\(text.prefix(40))'")
            }
            guard range.contains(s) else {
                throw CommandError("\(name) must be from \(Int(range.lowerBound)) to \(Int(range.upperBound)) seconds, not \(text)")
            }
            return .seconds(s)
        case .theme, .command, .rest:
            return .text(text)
        case .choice(let options):
            guard let match = options.first(where: { $0.lowercased() == text.lowercased() }) else {
                var message = "\(name) must be one of \(options.joined(separator: ", ")), not '\(text.prefix(40))'"
                if let nearest = Suggestion.nearest(to: text.lowercased(), in: options) {
                    message += "; did you mean '\(nearest)'?"
                }
                throw CommandError(message)
            }
            return .text(match)
        case .number(let range):
            guard let x = Double(text), x.isFinite else {
                throw CommandError("\(name) must be a number from \(decimal(range.lowerBound)) to \(decimal(range.upperBound)), not '\(text.prefix(40))'")
            }
            guard range.contains(x) else {
                throw CommandError("\(name) must be from \(decimal(range.lowerBound)) to \(decimal(range.upperBound)), not \(text.prefix(40))")
            }
            return .number(x)
        case .amount(let range):
            let relative = text.hasPrefix("+") || text.hasPrefix("-")
            let width = range.upperBound - range.lowerBound
            let what = "a whole number from \(range.lowerBound) to \(range.upperBound), or a change from -\(width) to +\(width)"
            guard let n = Int(text) else {
                throw CommandError("\(name) must be \(what), not '\(text.prefix(40))'")
            }
            guard relative ? (-width...width).contains(n) : range.contains(n) else {
                throw CommandError("\(name) must be \(what), not \(text)")
            }
            return .amount(n, relative: relative)
        case .file:
            return .text(text)
        }
    }

    /// A bound as typed: `100`, not `100.0`; `0.01` as it is.
    private static func decimal(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
    }
}

/// "Did you mean …?": the nearest word by edit distance, if it is near enough to be a typo.
enum Suggestion {
    /// - Complexity: O(*k* · *m* · *n*) for *k* candidates of length *n* and a word of length *m*;
    ///   words are capped at 64 characters, so a very long word costs little.
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let word = Array(word.lowercased().prefix(64))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let d = distance(word, Array(candidate.lowercased()))
            if d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        guard let best else { return nil }
        let limit = max(1, min(word.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// Levenshtein distance, with transpositions counting one (optimal string alignment).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
