#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One step into a JSON document: an object's key or an array's index.
public enum JSONPathComponent: Equatable, Sendable {
    case key(String)
    case index(Int)
}

extension JSONSyntax {
    /// Every number in `data` that JSONDecoder cannot decode into a field (no Double holds it:
    /// `1e400`, `1e-400`; or it is written as a whole number no Int holds), with where it is.
    /// JSONDecoder calls such a field "not valid JSON" and names no field; this names it.
    /// Empty when `data` is not valid JSON but for such numbers.
    /// - Complexity: O(*n*) in the bytes.
    static func extremeNumbers(in data: some Collection<UInt8>) -> [(path: [JSONPathComponent], text: String)] {
        guard let text = utf8(Array(data)) else { return [] }
        var walker = Walker(scanner: Scanner(bytes: text))
        walker.scanner.acceptsControlCharacters = true
        var path: [JSONPathComponent] = []
        do {
            try walker.value(at: &path)
            try walker.scanner.end()
        } catch {
            return []
        }
        return walker.found
    }

    /// The scanner's grammar, with the path to each value kept.
    private struct Walker {
        var scanner: Scanner
        var found: [(path: [JSONPathComponent], text: String)] = []

        mutating func value(at path: inout [JSONPathComponent]) throws(Failure) {
            switch try scanner.nextNonSpace() {
            case UInt8(ascii: "{"): try object(at: &path)
            case UInt8(ascii: "["): try array(at: &path)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = scanner.index
                try scanner.number()
                let text = String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self)
                if Self.isExtreme(text) { found.append((path, text)) }
            default: try scanner.value()
            }
        }

        /// No Double holds it (infinite, or a zero that was not written as one), or it is written
        /// whole and no Int holds it.
        static func isExtreme(_ text: String) -> Bool {
            guard let double = Double(text), double.isFinite else { return true }
            let whole = !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
            if whole { return Int(text) == nil }
            let mantissa = text.prefix { $0 != "e" && $0 != "E" }
            return double == 0 && mantissa.contains { ("1"..."9").contains($0) }
        }

        mutating func object(at path: inout [JSONPathComponent]) throws(Failure) {
            try scanner.open()
            defer { scanner.depth -= 1 }
            if try scanner.nextNonSpace() == UInt8(ascii: "}") { scanner.index += 1; return }
            while true {
                guard scanner.peek() == UInt8(ascii: "\"") else { throw .unexpected(at: scanner.index) }
                let keyStart = scanner.index
                try scanner.string()
                let key = JSONSyntax.decodedString(scanner.bytes[keyStart..<scanner.index]) ?? ""
                guard try scanner.nextNonSpace() == UInt8(ascii: ":") else { throw .unexpected(at: scanner.index) }
                scanner.index += 1
                path.append(.key(key))
                try value(at: &path)
                path.removeLast()
                switch try scanner.nextNonSpace() {
                case UInt8(ascii: "}"): scanner.index += 1; return
                case UInt8(ascii: ","):
                    scanner.index += 1
                    if try scanner.nextNonSpace() == UInt8(ascii: "}") { scanner.index += 1; return }
                default: throw .unexpected(at: scanner.index)
                }
            }
        }

        mutating func array(at path: inout [JSONPathComponent]) throws(Failure) {
            try scanner.open()
            defer { scanner.depth -= 1 }
            if try scanner.nextNonSpace() == UInt8(ascii: "]") { scanner.index += 1; return }
            var index = 0
            while true {
                path.append(.index(index))
                try value(at: &path)
                path.removeLast()
                index += 1
                switch try scanner.nextNonSpace() {
                case UInt8(ascii: "]"): scanner.index += 1; return
                case UInt8(ascii: ","):
                    scanner.index += 1
                    if try scanner.nextNonSpace() == UInt8(ascii: "]") { scanner.index += 1; return }
                default: throw .unexpected(at: scanner.index)
                }
            }
        }
    }
}
