import Game
import REPL

/// `simulate strategy=…`: `perfect`, `random` or `memory:K` (a bot that remembers the last K
/// cards it saw), in any case. A K that is not a whole number in ``Strategy/memoryRange`` is
/// refused with the range.
extension Strategy: CommandArgument {
    public static let placeholder = "perfect|random|memory:K"

    /// The words before a K, as completion offers them.
    static let words = ["perfect", "random", "memory:"]

    public static func parse(_ word: ArgumentWord, in context: ArgumentContext) throws(ArgumentError) -> Strategy {
        let lowered = word.text.lowercased()
        switch lowered {
        case "perfect": return .perfect
        case "random": return .random
        default: break
        }
        guard lowered.hasPrefix("memory:") else {
            throw ArgumentError("\(word.parameter) must be one of perfect, random, memory:K, not '\(word.shown)'")
        }
        let k = lowered.dropFirst("memory:".count)
        guard let memory = Int(k), memoryRange.contains(memory) else {
            throw ArgumentError.complete(
                "\(word.parameter) memory:K needs K, the cards the bot remembers, from \(memoryRange.lowerBound) to \(memoryRange.upperBound), not '\(k.prefix(40))'")
        }
        return .memory(memory)
    }

    public static func completions(in context: ArgumentContext) -> [String] { words }

    public static func suggestion(for word: String, in context: ArgumentContext) -> String? {
        // `memry:3` meant `memory:3`: the K is kept.
        if let colon = word.firstIndex(of: ":"), Suggestion.nearest(to: String(word[..<colon]), in: ["memory"]) != nil {
            return "memory" + word[colon...]
        }
        return Suggestion.nearest(to: word, in: Array(words.dropLast()))
    }
}

/// `new vs=bot:K`: the opponent, a bot that remembers the last K cards it saw.
public struct Opponent: CommandArgument, Hashable {
    /// The cards it remembers.
    public var memory: Int

    public init(memory: Int) { self.memory = memory }

    public static let placeholder = "bot:K"

    public static func parse(_ word: ArgumentWord, in context: ArgumentContext) throws(ArgumentError) -> Opponent {
        let lowered = word.text.lowercased()
        let range = Strategy.memoryRange
        guard lowered.hasPrefix("bot:"), let memory = Int(lowered.dropFirst(4)), range.contains(memory) else {
            throw ArgumentError.complete(
                "\(word.parameter) must be bot:K, a bot that remembers the last K cards it saw (K from \(range.lowerBound) to \(range.upperBound)), not '\(word.shown)'")
        }
        return Opponent(memory: memory)
    }

    public static func completions(in context: ArgumentContext) -> [String] { ["bot:"] }
}
