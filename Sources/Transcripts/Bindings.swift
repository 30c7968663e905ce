/// What a transcript's output lines captured (`| New game: Animals, 2 pairs (seed [..SEED])`), for
/// its later output lines to compare with and its later inputs to use (`> new animals seed={SEED}`).
///
/// A name is capitals, digits and `_`, starting with a capital (`SEED`, `ID_2`), so `[..]`, a
/// lower-case `[..note]` and a brace in a JSON argument keep meaning what they always did.
public struct Bindings: Sendable, Equatable {
    /// A captured text and the line of the transcript that captured it (for reports).
    public struct Value: Sendable, Equatable {
        public var text: String
        public var line: Int
    }

    private var values: [String: Value] = [:]

    public init() {}

    public subscript(name: String) -> Value? { values[name] }

    /// Binds `name`, unless it is bound already: a name keeps the first text it captured.
    mutating func bind(_ name: String, to text: String, at line: Int) {
        if values[name] == nil { values[name] = Value(text: text, line: line) }
    }

    /// `input` with each `{NAME}` of a bound name replaced by its text; anything else, an unbound
    /// name included, stays as written (the parser refuses a name no line above binds, so one left
    /// unbound here is one whose line did not match, and the transcript fails there already).
    /// - Complexity: O(*n*) in the input's length, plus the texts put in.
    public func substituting(_ input: String) -> String {
        guard !values.isEmpty, input.utf8.contains(UInt8(ascii: "{")) else { return input }
        var result = ""
        var rest = Substring(input)
        for reference in Self.references(in: input) {
            guard let value = values[String(reference.name)] else { continue }
            result += rest[..<reference.range.lowerBound] + value.text
            rest = rest[reference.range.upperBound...]
        }
        return result + rest
    }
}

extension Bindings {
    /// A `{NAME}` in an input line: the name, and where the braces are.
    struct Reference {
        let name: Substring
        let range: Range<String.Index>
    }

    /// The `{NAME}`s of an input line, in order (a brace around anything but a name is text).
    /// - Complexity: O(*n*) in the line's length.
    static func references(in input: String) -> [Reference] {
        var references: [Reference] = []
        let utf8 = input.utf8
        var index = utf8.startIndex
        while let open = utf8[index...].firstIndex(of: UInt8(ascii: "{")) {
            let nameStart = utf8.index(after: open)
            let nameEnd = utf8[nameStart...].firstIndex { !isNameByte($0) } ?? utf8.endIndex
            if nameEnd < utf8.endIndex, utf8[nameEnd] == UInt8(ascii: "}"), nameStart < nameEnd, isNameStart(utf8[nameStart]) {
                let close = utf8.index(after: nameEnd)
                references.append(Reference(name: input[nameStart..<nameEnd], range: open..<close))
                index = close
            } else {
                index = nameStart
            }
        }
        return references
    }

    /// A name's first byte: a capital letter.
    static func isNameStart(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }

    /// A name's other bytes: capitals, digits, `_`.
    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}

/// A binding's line that printed something else than the name holds: `SEED was 12 at line 4, here 13`.
public struct BindingConflict: Sendable, Equatable {
    public let name: String
    /// What the name holds, and the line that bound it.
    public let bound: Bindings.Value
    /// What the line compared with it printed, and that line of the transcript.
    public let printed: String
    public let line: Int

    public var description: String {
        "\(name) was \(Self.shown(bound.text)) at line \(bound.line), here \(Self.shown(printed))"
    }

    /// A text as the report shows it: quoted when it is empty or has spaces at its ends, which
    /// would not show, and cut after 60 characters (the diff below shows the whole line).
    private static func shown(_ text: String) -> String {
        let cut = text.count > 60 ? text.prefix(60) + "…" : text
        return text.isEmpty || text.first == " " || text.last == " " ? "'\(cut)'" : cut
    }
}
