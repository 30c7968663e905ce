#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A top-level JSON object's members, each value as the exact text the file spelled it with:
/// what a format keeps of keys it does not know, so that saving writes them back byte for byte.
/// Decoding and encoding them again would not: `123456789012345678901234567890` comes back as
/// `1.2345678901234568e+29`, `-0.0` as `-0`, and `1e400` (which no Double holds) is refused, when
/// the file is only passing it along.
public enum JSONMembers {
    /// One member: its key, decoded, and its value's JSON text, exactly as in the file (for a
    /// UTF-16 or UTF-32 file, its UTF-8 transcoding).
    public struct Member: Equatable, Sendable {
        public let key: String
        public let json: String
    }

    /// The members of the object `data` holds, in the file's order (a key given twice is there
    /// twice), or nil when `data` is not one valid JSON object (by Foundation's rules, as
    /// ``JSONSyntax`` judges them: a number no Double holds is valid here, as it is to
    /// JSONDecoder until something decodes it).
    /// - Complexity: O(*n*) in the bytes.
    public static func topLevel(of data: some Collection<UInt8>) -> [Member]? {
        guard let text = JSONSyntax.utf8(Array(data)) else { return nil }
        var scanner = JSONSyntax.Scanner(bytes: text)
        scanner.acceptsControlCharacters = true
        do {
            let members = try scanner.members()
            try scanner.end()
            return members
        } catch {
            return nil
        }
    }

    /// For the array `data` holds, each element's members (an element that is not an object has
    /// none), or nil when `data` is not one valid JSON array.
    /// - Complexity: O(*n*) in the bytes.
    public static func elements(of data: some Collection<UInt8>) -> [[Member]]? {
        guard let text = JSONSyntax.utf8(Array(data)) else { return nil }
        var scanner = JSONSyntax.Scanner(bytes: text)
        scanner.acceptsControlCharacters = true
        do {
            let elements = try scanner.elementMembers()
            try scanner.end()
            return elements
        } catch {
            return nil
        }
    }

    /// Whether an object directly inside the array `data` holds may have a key not in `known`,
    /// told from the bytes alone and at once (a key spelt with an escape counts as another): whether
    /// ``elements(of:)`` is worth its cost. It checks nothing of the JSON; a UTF-16 or UTF-32 text
    /// always may.
    /// - Complexity: O(*n*) in the bytes, a byte at a time with nothing decoded.
    public static func elementsMayHaveKeys(otherThan known: Set<String>, in data: Data) -> Bool {
        let known = known.map { Array($0.utf8) }
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            guard let first = bytes.first(where: { !JSONSyntax.Scanner.isSpace($0) }), first == UInt8(ascii: "[") else { return true }
            var depth = 0, expectingKey = false, inObject = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    var end = index + 1
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                        end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    if expectingKey {
                        let key = UnsafeRawBufferPointer(rebasing: bytes[(index + 1)..<min(end, bytes.count)])
                        if !known.contains(where: { $0.elementsEqual(key) }) { return true }
                        expectingKey = false
                    }
                    index = end
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    if depth == 2 { inObject = byte == UInt8(ascii: "{"); expectingKey = inObject }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                case UInt8(ascii: ","):
                    expectingKey = depth == 2 && inObject
                default:
                    break
                }
                index += 1
            }
            return false
        }
    }
}

extension JSONSyntax.Scanner {
    /// An array's elements' members, its brackets included.
    mutating func elementMembers() throws(JSONSyntax.Failure) -> [[JSONMembers.Member]] {
        guard try nextNonSpace() == UInt8(ascii: "[") else { throw .unexpected(at: index) }
        try open()
        defer { depth -= 1 }
        var elements: [[JSONMembers.Member]] = []
        if try nextNonSpace() == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            if try nextNonSpace() == UInt8(ascii: "{") {
                elements.append(try members())
            } else {
                try value()
                elements.append([])
            }
            switch try nextNonSpace() {
            case UInt8(ascii: "]"):
                index += 1
                return elements
            case UInt8(ascii: ","):
                index += 1
                if try nextNonSpace() == UInt8(ascii: "]") {
                    index += 1
                    return elements
                }
            default:
                throw .unexpected(at: index)
            }
        }
    }

    /// An object's members, its braces included; the scanner then stands past the closing brace.
    mutating func members() throws(JSONSyntax.Failure) -> [JSONMembers.Member] {
        guard try nextNonSpace() == UInt8(ascii: "{") else { throw .unexpected(at: index) }
        try open()
        defer { depth -= 1 }
        var members: [JSONMembers.Member] = []
        if try nextNonSpace() == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            guard peek() == UInt8(ascii: "\"") else { throw .unexpected(at: index) }
            let keyStart = index
            try string()
            let keyText = bytes[keyStart..<index]
            guard try nextNonSpace() == UInt8(ascii: ":") else { throw .unexpected(at: index) }
            index += 1
            _ = try nextNonSpace()
            let valueStart = index
            try value()
            guard let key = JSONSyntax.decodedString(keyText) else { throw .unplaced }
            members.append(JSONMembers.Member(key: key, json: String(decoding: bytes[valueStart..<index], as: UTF8.self)))
            switch try nextNonSpace() {
            case UInt8(ascii: "}"):
                index += 1
                return members
            case UInt8(ascii: ","):
                index += 1
                if try nextNonSpace() == UInt8(ascii: "}") {
                    index += 1
                    return members
                }
            default:
                throw .unexpected(at: index)
            }
        }
    }

    /// Only white space may follow the value already read.
    mutating func end() throws(JSONSyntax.Failure) {
        while let byte = peek() {
            guard Self.isSpace(byte) else { throw .unexpected(at: index) }
            index += 1
        }
    }
}

extension JSONSyntax {
    /// A quoted JSON string's text (valid, as the scanner left it): its bytes when it has no
    /// escape, else what JSONDecoder reads (a quoted string is a fragment it decodes).
    static func decodedString(_ quoted: ArraySlice<UInt8>) -> String? {
        let inner = quoted.dropFirst().dropLast()
        if !inner.contains(UInt8(ascii: "\\")) { return String(decoding: inner, as: UTF8.self) }
        return try? JSONDecoder().decode(String.self, from: Data(quoted))
    }
}
