/// Turns the bytes a terminal sends in raw mode into ``InputEvent``s. Bytes may arrive split
/// anywhere (a mouse report across two reads, half a UTF-8 character), so what is incomplete is
/// kept for the next ``feed(_:)``.
///
/// A lone ESC is ambiguous: the Esc key, or the start of a sequence whose rest is on its way. The
/// decoder keeps it (``isWaitingForMore``) and the screen loop calls ``flush()`` when nothing
/// more arrived in a short while: then it is the Esc key.
public struct InputDecoder: Sendable {
    private var pending: [UInt8] = []
    /// Inside a bracketed paste: the text so far.
    private var paste: [UInt8]?

    /// The most a sequence may hold before it is given up as noise.
    static let longestSequence = 64
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    public init() {}

    /// Bytes are held back waiting for the rest of a sequence.
    public var isWaitingForMore: Bool { !pending.isEmpty || paste != nil }

    /// The events in `bytes` (with what was held back before them).
    /// - Complexity: O(*n*) in the bytes.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        var events: [InputEvent] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                guard let consumed = pasteText(from: index, into: &events) else { break }
                index = consumed
                continue
            }
            guard let (event, length) = decode(at: index) else { break }   // incomplete: wait
            if let event { events.append(event) }
            index += length
        }
        pending.removeFirst(index)
        return events
    }

    /// What is held back, taken as complete: a lone ESC is the Esc key; half a sequence is noise.
    /// - Complexity: O(*n*) in what is held back.
    public mutating func flush() -> [InputEvent] {
        defer { pending.removeAll(); paste = nil }
        if let paste { return [.paste(String(decoding: paste + pending, as: UTF8.self))] }
        guard let first = pending.first else { return [] }
        if first == 0x1B {
            let rest = pending.dropFirst()
            var decoder = InputDecoder()
            return [.key(.escape)] + decoder.feed(rest) + decoder.flush()
        }
        return [.key(.unknown)]
    }

    // MARK: - Decoding

    /// The event at `index` and how many bytes it took (nil event: bytes to skip), or nil when
    /// the bytes there are not complete yet.
    private mutating func decode(at index: Int) -> (InputEvent?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return escape(at: index)
        case 0x0D, 0x0A:
            return (.key(.enter), 1)
        case 0x20:
            return (.key(.space), 1)
        case 0x09:
            return (.key(.tab), 1)
        case 0x7F, 0x08:
            return (.key(.backspace), 1)
        case 0x01...0x1A:
            return (.key(.control(Character(Unicode.Scalar(byte + 0x60)))), 1)
        case 0x00, 0x1C...0x1F:
            return (nil, 1)
        default:
            return character(at: index)
        }
    }

    /// A UTF-8 character; invalid bytes are skipped one at a time.
    private func character(at index: Int) -> (InputEvent?, Int)? {
        let byte = pending[index]
        let length: Int
        switch byte {
        case 0x00..<0x80: length = 1
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return (nil, 1)
        }
        guard index + length <= pending.count else { return nil }
        guard let text = String(validating: pending[index..<(index + length)], as: UTF8.self), let character = text.first else {
            return (nil, 1)
        }
        return (.key(.character(character)), length)
    }

    /// ESC and what follows: CSI (`ESC [`), SS3 (`ESC O`), or Alt and a key (taken as Esc, then the key).
    private mutating func escape(at index: Int) -> (InputEvent?, Int)? {
        guard index + 1 < pending.count else { return nil }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return csi(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return nil }
            let key: Key
            switch pending[index + 2] {
            case UInt8(ascii: "A"): key = .up
            case UInt8(ascii: "B"): key = .down
            case UInt8(ascii: "C"): key = .right
            case UInt8(ascii: "D"): key = .left
            case UInt8(ascii: "H"): key = .home
            case UInt8(ascii: "F"): key = .end
            default: key = .unknown
            }
            return (.key(key), 3)
        default:
            return (.key(.escape), 1)
        }
    }

    /// `ESC [ parameters final`: cursor keys, `~` keys, SGR mouse reports, bracketed paste.
    private mutating func csi(at index: Int) -> (InputEvent?, Int)? {
        var end = index + 2
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) {
            end += 1
            if end - index > Self.longestSequence { return (.key(.unknown), end - index) }
        }
        guard end < pending.count else { return nil }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        let length = end - index + 1
        let final = pending[end]
        if parameters.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return (Self.mouse(parameters.dropFirst(), released: final == UInt8(ascii: "m")).map(InputEvent.mouse), length)
        }
        let numbers = parameters.split(separator: ";").map { Int($0) }
        // xterm's modifier parameter (`ESC [ 1 ; 5 C` is Ctrl+Right): 1 plus Shift 1, Alt 2, Ctrl 4.
        let modifiers = numbers.count == 2 ? (numbers[1]).map { KeyModifiers(rawValue: ($0 &- 1) & 7) } ?? [] : []
        func key(_ key: Key) -> (InputEvent?, Int) {
            (.key(modifiers.isEmpty ? key : .modified(key, modifiers)), length)
        }
        switch final {
        case UInt8(ascii: "A"): return key(.up)
        case UInt8(ascii: "B"): return key(.down)
        case UInt8(ascii: "C"): return key(.right)
        case UInt8(ascii: "D"): return key(.left)
        case UInt8(ascii: "H"): return key(.home)
        case UInt8(ascii: "F"): return key(.end)
        case UInt8(ascii: "Z"): return (.key(.modified(.tab, .shift)), length)
        case UInt8(ascii: "~"):
            switch numbers.first ?? nil {
            case 1, 7: return key(.home)
            case 3: return key(.delete)
            case 4, 8: return key(.end)
            case 5: return key(.pageUp)
            case 6: return key(.pageDown)
            case 200:
                paste = []
                return (nil, length)
            default: return (.key(.unknown), length)
            }
        default:
            return (.key(.unknown), length)
        }
    }

    /// Collects pasted bytes up to `ESC [ 201 ~`; nil when the end has not arrived yet.
    private mutating func pasteText(from index: Int, into events: inout [InputEvent]) -> Int? {
        let rest = pending[index...]
        guard let end = rest.firstRange(of: Self.pasteEnd) else {
            // Keep a possible start of the end marker; the rest is text.
            let keep = min(rest.count, Self.pasteEnd.count - 1)
            paste?.append(contentsOf: rest.dropLast(keep))
            return rest.count > keep ? pending.count - keep : nil
        }
        paste?.append(contentsOf: pending[index..<end.lowerBound])
        events.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
        paste = nil
        return end.upperBound
    }

    /// `b;x;y` of an SGR report.
    static func mouse(_ parameters: Substring, released: Bool) -> MouseEvent? {
        // Exactly three numbers: an empty or odd field (`0;38;;1`) is noise, never a shifted cell.
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        let numbers = fields.compactMap { Int($0) }
        guard fields.count == 3, numbers.count == 3 else { return nil }
        let code = numbers[0]
        let button = MouseEvent.Button(rawValue: code & 3)
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            guard code & 3 < 2 else { return nil }   // horizontal wheel: not used
            kind = .wheel(up: code & 1 == 0)
        } else if released {
            kind = .release(button)
        } else if code & 32 != 0 {
            guard let button else { return MouseEvent(.move, x: numbers[1], y: numbers[2]) }
            kind = .drag(button)
        } else {
            guard let button else { return nil }
            kind = .press(button)
        }
        return MouseEvent(kind, x: numbers[1], y: numbers[2], shift: code & 4 != 0, alt: code & 8 != 0, control: code & 16 != 0)
    }
}
