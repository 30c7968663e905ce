/// The `<annotation>` elements of a CLDR annotations file (`common/annotations/LANG.xml` and
/// `common/annotationsDerived/LANG.xml`): for each character, its short name (`type="tts"`) and its
/// keywords (`a | b | c`).
///
/// A reader of exactly what those files hold, not of XML at large: elements are found by their
/// start tag, the `cp` and `type` attributes are read, and the five predefined entities and
/// numeric references are decoded. Anything else is skipped. It uses the standard library only, so
/// `scripts/generate-emoji-names` compiles this same file to generate the English table: one
/// reader for the compiled-in data and for the languages read at run time.
public struct CLDRAnnotations: Sendable {
    /// What one file says about one character (CLDR writes `cp` without U+FE0F).
    public struct Annotation: Sendable, Equatable {
        public var cp: String
        public var name: String?
        public var keywords: [String]

        public init(cp: String, name: String? = nil, keywords: [String] = []) {
            self.cp = cp
            self.name = name
            self.keywords = keywords
        }
    }

    /// In the file's order; a character named and keyworded by two elements is one annotation.
    public private(set) var annotations: [Annotation] = []
    /// The `<language type="…">` of the file, if it says.
    public private(set) var language: String?

    /// Reads one file's bytes.
    /// - Complexity: O(*n*) in the file's length.
    public init(bytes: some Collection<UInt8>) {
        let bytes = Array(bytes)
        var index: [String: Int] = [:]
        var i = 0
        let n = bytes.count
        func starts(_ literal: StaticString, at position: Int) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard position + count <= n else { return false }
            return literal.withUTF8Buffer { pattern in
                for k in 0..<count where bytes[position + k] != pattern[k] { return false }
                return true
            }
        }
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if language == nil, starts("<language ", at: i) {
                let end = bytes[i...].firstIndex(of: UInt8(ascii: ">")) ?? n
                language = Self.attribute("type", in: bytes[i..<end])
                i = end
                continue
            }
            guard starts("<annotation ", at: i) else { i += 1; continue }
            guard let tagEnd = bytes[i...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let tag = bytes[i..<tagEnd]
            i = tagEnd + 1
            guard let cp = Self.attribute("cp", in: tag), !cp.isEmpty else { continue }   // no emoji: nothing to name
            let close = Self.find(Array("</annotation>".utf8), in: bytes, from: i) ?? n
            let text = Self.decode(bytes[i..<close])
            i = close
            let slot: Int
            if let known = index[cp] {
                slot = known
            } else {
                slot = annotations.count
                index[cp] = slot
                annotations.append(Annotation(cp: cp))
            }
            if Self.attribute("type", in: tag) == "tts" {
                annotations[slot].name = Self.trimmed(text)
            } else {
                annotations[slot].keywords = text.split(separator: "|").map { Self.trimmed(String($0)) }.filter { !$0.isEmpty }
            }
        }
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == first, bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    /// The value of `name="…"` in a start tag, decoded.
    private static func attribute(_ name: String, in tag: ArraySlice<UInt8>) -> String? {
        let key = Array((" " + name + "=\"").utf8)
        var i = tag.startIndex
        while i + key.count <= tag.endIndex {
            if tag[i..<(i + key.count)].elementsEqual(key) {
                let start = i + key.count
                guard let end = tag[start...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
                return decode(tag[start..<end])
            }
            i += 1
        }
        return nil
    }

    /// Text with `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and `&#N;` / `&#xH;` decoded.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var out = String.UnicodeScalarView()
        let text = String(decoding: bytes, as: UTF8.self)
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "&", let semicolon = scalars.prefix(10).firstIndex(of: ";") else {
                out.append(scalar)
                continue
            }
            let entity = String(String.UnicodeScalarView(scalars[..<semicolon]))
            var decoded: Unicode.Scalar?
            switch entity {
            case "amp": decoded = "&"
            case "lt": decoded = "<"
            case "gt": decoded = ">"
            case "quot": decoded = "\""
            case "apos": decoded = "'"
            default:
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    decoded = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if entity.hasPrefix("#") {
                    decoded = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init)
                }
            }
            if let decoded {
                out.append(decoded)
                scalars = scalars[scalars.index(after: semicolon)...]
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
