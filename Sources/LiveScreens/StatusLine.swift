/// A status line that never wraps: segments joined by " · ", each with shorter forms, fitted to a
/// width by shortening, then dropping, the least important segments first.
///
/// `Animals · score 12 (matches 4 + bonus 10 − penalties 2) · 1 of 2 pairs left · match! +12`
/// becomes `Animals · score 12 (4 + 10 − 2) · 1/2 left · match! +12` on a narrower terminal, and
/// `Animals · 12 · 1/2` on a very narrow one.
public struct StatusLine {
    public struct Segment {
        /// The forms, longest first.
        public var forms: [String]
        /// Lower is more important: dropped last. The first segment is never dropped, only cut.
        public var priority: Int
    }

    public var segments: [Segment] = []
    public static let separator = " · "

    public init() {}

    public mutating func add(_ forms: [String], priority: Int) {
        guard !forms.isEmpty else { return }
        segments.append(Segment(forms: forms, priority: priority))
    }

    /// The line, at most `width` columns.
    /// - Complexity: O(*s*² · *f*) for *s* segments of *f* forms (a handful of each).
    public func fitted(to width: Int) -> String {
        var chosen = segments.map { _ in 0 }   // the form used, per segment
        var kept = segments.map { _ in true }
        func line() -> String {
            segments.indices.filter { kept[$0] }.map { segments[$0].forms[chosen[$0]] }.joined(separator: Self.separator)
        }
        while DisplayWidth.of(line()) > width {
            // Shorten the least important segment that can be shortened …
            let shortenable = segments.indices.filter { kept[$0] && chosen[$0] + 1 < segments[$0].forms.count }
            if let index = shortenable.max(by: { segments[$0].priority < segments[$1].priority }) {
                chosen[index] += 1
                continue
            }
            // … then drop the least important one left (never the first).
            let droppable = segments.indices.dropFirst().filter { kept[$0] }
            guard let index = droppable.max(by: { segments[$0].priority < segments[$1].priority }) else { break }
            kept[index] = false
        }
        // What was shortened before a drop made room may fit long again: most important first.
        for index in segments.indices.sorted(by: { segments[$0].priority < segments[$1].priority }) where kept[index] {
            while chosen[index] > 0 {
                chosen[index] -= 1
                if DisplayWidth.of(line()) > width {
                    chosen[index] += 1
                    break
                }
            }
        }
        return Self.cut(line(), to: width)
    }

    /// A message's forms, longest first, for a segment: the whole, then shorter at each
    /// `" · "`, `"; "` or `": "` from the end, since messages say what matters first
    /// (`😀 happiness 60 · smiliness 0.2` → `😀 happiness 60`; `no game yet: press n` → `no game yet`).
    /// - Complexity: O(*n*) in the characters of `message`.
    public static func forms(of message: String) -> [String] {
        var forms = [message]
        var rest = Substring(message)
        while let cut = [" · ", "; ", ": "].compactMap({ rest.ranges(of: $0).last }).max(by: { $0.lowerBound < $1.lowerBound }) {
            rest = rest[..<cut.lowerBound]
            if !rest.isEmpty { forms.append(String(rest)) }
        }
        return forms
    }

    /// The longest of `forms` that fits `width` columns, else the shortest cut to fit.
    public static func fitting(_ forms: [String], to width: Int) -> String {
        forms.first { DisplayWidth.of($0) <= width } ?? cut(forms.last ?? "", to: width)
    }

    /// What a screen smaller than it needs says, the size first to go uncut:
    /// `enlarge the terminal to 16x4`, `enlarge to 16x4`, `16x4 needed`, `16x4`.
    public static func enlarge(toWidth minimumWidth: Int, height minimumHeight: Int, fitting width: Int) -> String {
        let size = "\(minimumWidth)x\(minimumHeight)"
        return fitting(["enlarge the terminal to \(size)", "enlarge to \(size)", "\(size) needed", size], to: width)
    }

    /// `text` cut to `width` columns, with an ellipsis when something was cut.
    public static func cut(_ text: String, to width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }
}
