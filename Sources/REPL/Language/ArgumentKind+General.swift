// The core's kinds: numbers, words, choices and text, which any feature may take. A kind that
// means something to one feature (a card, a palette, an art target) is declared by that feature.

extension ArgumentKind where Element == Int {
    /// A whole number in `range` (`pairs=N`).
    public static func integer(_ range: ClosedRange<Int>) -> Self {
        ArgumentKind(placeholder: "N") { word, _ throws(ArgumentError) in
            guard let n = Int(word.text) else {
                throw ArgumentError("\(word.parameter) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(word.shown)'")
            }
            guard range.contains(n) else {
                if range.upperBound == .max {
                    throw ArgumentError("\(word.parameter) must be a whole number of at least \(range.lowerBound), not \(n)")
                }
                throw ArgumentError("\(word.parameter) must be from \(range.lowerBound) to \(range.upperBound), not \(n)")
            }
            return n
        }
    }
}

extension ArgumentKind where Element == UInt64 {
    /// A shuffle seed: any whole number a `UInt64` holds.
    public static var seed: Self {
        ArgumentKind(placeholder: "SEED") { word, _ throws(ArgumentError) in
            guard let n = UInt64(word.text) else {
                throw ArgumentError("\(word.parameter) must be a whole number from 0 to \(UInt64.max), not '\(word.shown)'")
            }
            return n
        }
    }
}

extension ArgumentKind where Element == Double {
    /// A number of seconds in `range` (`wait S`).
    public static func seconds(_ range: ClosedRange<Double>) -> Self {
        ArgumentKind(placeholder: "S") { word, _ throws(ArgumentError) in
            guard let s = Double(word.text), s.isFinite else {
                throw ArgumentError(
                    "\(word.parameter) must be a number of seconds from \(decimal(range.lowerBound)) to \(decimal(range.upperBound)), not '\(word.shown)'")
            }
            guard range.contains(s) else {
                throw ArgumentError("\(word.parameter) must be from \(decimal(range.lowerBound)) to \(decimal(range.upperBound)) seconds, not \(word.shown)")
            }
            return s
        }
    }

    /// A finite decimal number in `range` (`pan DY`, `pinch F`).
    public static func number(_ range: ClosedRange<Double>) -> Self {
        ArgumentKind(placeholder: "X") { word, _ throws(ArgumentError) in
            let bounds = "from \(decimal(range.lowerBound)) to \(decimal(range.upperBound))"
            guard let x = Double(word.text), x.isFinite else {
                throw ArgumentError("\(word.parameter) must be a number \(bounds), not '\(word.shown)'")
            }
            guard range.contains(x) else { throw ArgumentError("\(word.parameter) must be \(bounds), not \(word.shown)") }
            return x
        }
    }
}

extension ArgumentKind where Element == Amount {
    /// `N`, `+N` or `-N`: a whole number in `range`, or a change of at most its width.
    public static func amount(_ range: ClosedRange<Int>) -> Self {
        ArgumentKind(placeholder: "N|+N|-N") { word, _ throws(ArgumentError) in
            let relative = word.text.hasPrefix("+") || word.text.hasPrefix("-")
            let width = range.upperBound - range.lowerBound
            let what = "a whole number from \(range.lowerBound) to \(range.upperBound), or a change from -\(width) to +\(width)"
            guard let n = Int(word.text) else { throw ArgumentError("\(word.parameter) must be \(what), not '\(word.shown)'") }
            guard relative ? (-width...width).contains(n) : range.contains(n) else {
                throw ArgumentError("\(word.parameter) must be \(what), not \(word.shown)")
            }
            return Amount(n, relative: relative)
        }
    }
}

extension ArgumentKind where Element == Point {
    /// `X,Y`: two whole numbers.
    public static var point: Self { point(like: "10,-20") }

    /// `X,Y`, with the example its error gives (a screen's cells are positive: `10,5`).
    public static func point(like example: String) -> Self {
        ArgumentKind(placeholder: "X,Y", parse: { word, _ throws(ArgumentError) in
            let parts = word.text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]) else {
                throw ArgumentError("\(word.placeholder) must be two whole numbers like \(example), not '\(word.shown)'")
            }
            return Point(x: x, y: y)
        }, recognizes: { $0.contains(",") })
    }
}

extension ArgumentKind where Element == Bool {
    /// A flag that takes no value: present or not (`--names`).
    public static var presence: Self { ArgumentKind(placeholder: "", span: .none) { _, _ throws(ArgumentError) in true } }
}

extension ArgumentKind where Element == String {
    /// One of `options` (any case), as the option is spelt.
    public static func choice(_ options: [String]) -> Self {
        ArgumentKind(placeholder: options.joined(separator: "|"), parse: { word, _ throws(ArgumentError) in
            guard let match = options.first(where: { $0.lowercased() == word.text.lowercased() }) else {
                throw ArgumentError("\(word.parameter) must be one of \(options.joined(separator: ", ")), not '\(word.shown)'")
            }
            return match
        }, completions: { _ in options }, suggestion: { word, _ in Suggestion.nearest(to: word, in: options) })
    }

    /// One emoji (one grapheme cluster), or its `:shortcode:`.
    public static var emoji: Self {
        ArgumentKind(placeholder: "EMOJI", completesShortcodes: true) { word, _ throws(ArgumentError) in
            let emoji: String
            do throws(CommandError) { emoji = try expandingShortcodes(word.text) } catch { throw ArgumentError.complete(error.message) }
            guard emoji.count == 1, !(emoji.first?.isWhitespace ?? true) else {
                throw ArgumentError("\(word.command) takes one emoji, not '\(word.shown)'")
            }
            return emoji
        }
    }

    /// A command's name, one word or a group and its verb (`help palette add`).
    public static var command: Self {
        ArgumentKind(placeholder: "CMD", span: .rest, parse: { word, _ in word.text }, completions: { context in
            context.registry?.topics.map(\.name) ?? []
        })
    }

    /// Free text: the rest of the line's words, verbatim (even with `=` in them), joined by
    /// spaces: file names, URLs, names. Quote it to keep spaces exactly.
    public static var text: Self { ArgumentKind(placeholder: "TEXT", span: .rest) { word, _ in word.text } }

    /// One plain word, checked by the command; unlike ``text`` it leaves options and flags after
    /// it to be read as such.
    public static var word: Self { ArgumentKind(placeholder: "WORD") { word, _ in word.text } }
}

/// A bound as typed: `100`, not `100.0`; `0.01` as it is.
func decimal(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
}
