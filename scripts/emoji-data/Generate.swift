// Generates Sources/Emoji/Data/EmojiData.swift; run through scripts/generate-emoji-data.
//
//     swiftc -O Generate.swift -o generate && ./generate emoji.json 17.0 > EmojiData.swift
//
// Input: `emoji/unicode_codes/emoji.json` of the PyPI package `emoji` (2.16.0 carries Emoji 18.0's
// test data: every sequence with its status and the Emoji version that added it). Sequences newer
// than MAX_VERSION are left out, so the data matches what the Swift toolchain's Unicode supports.
//
// Grapheme properties are probed from this toolchain's own String, so the byte scanner segments
// text exactly as `Character` does: the scanner's tests compare the two.
import Foundation

struct Failure: Error, CustomStringConvertible { let description: String }

func hex(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    scalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
}

func run() throws {
    let arguments = CommandLine.arguments
    guard arguments.count == 3, let maxVersion = Double(arguments[2]) else {
        throw Failure(description: "usage: generate EMOJI_JSON MAX_EMOJI_VERSION")
    }
    let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
    guard let entries = try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]] else {
        throw Failure(description: "\(arguments[1]) is not an object of emoji entries")
    }

    // MARK: Sequences
    let statusLetter = [1: "C", 2: "F", 3: "M", 4: "U"]   // the package's status numbers
    var records: [(status: String, scalars: [Unicode.Scalar], version: Double)] = []
    for (text, entry) in entries {
        guard let status = entry["status"] as? Int, let letter = statusLetter[status],
              let version = (entry["E"] as? NSNumber)?.doubleValue else {
            throw Failure(description: "entry \(hex(text.unicodeScalars)) has no status or version")
        }
        guard version <= maxVersion else { continue }
        guard text.count == 1 else {
            throw Failure(description: "\(hex(text.unicodeScalars)) is \(text.count) Characters to this toolchain")
        }
        records.append((letter, Array(text.unicodeScalars), version))
        // A character with both presentations, emoji by default (⚾ U+26BE), may still be written
        // with U+FE0F (emoji-variation-sequences.txt): an emoji, though emoji-test.txt lists
        // only the bare form. V marks these; they normalise to the bare form.
        if letter == "F", entry["variant"] as? Bool == true, text.unicodeScalars.count == 1 {
            var variation = text
            variation.unicodeScalars.append("\u{FE0F}")
            if entries[variation] == nil { records.append(("V", Array(variation.unicodeScalars), version)) }
        }
    }
    // Code point order: stable output, and diffs between versions read well.
    records.sort { $0.scalars.lexicographicallyPrecedes($1.scalars) { $0.value < $1.value } }

    // Every minimally-qualified and unqualified sequence must have exactly one fully-qualified
    // form, found by dropping U+FE0F: the runtime normalises that way.
    func stripped(_ scalars: [Unicode.Scalar]) -> [UInt32] { scalars.map(\.value).filter { $0 != 0xFE0F } }
    var fullyQualified: [[UInt32]: Int] = [:]
    for record in records where record.status == "F" {
        guard fullyQualified.updateValue(1, forKey: stripped(record.scalars)) == nil else {
            throw Failure(description: "two fully-qualified forms of \(hex(record.scalars))")
        }
    }
    for record in records where record.status == "M" || record.status == "U" || record.status == "V" {
        guard fullyQualified[stripped(record.scalars)] != nil else {
            throw Failure(description: "no fully-qualified form of \(hex(record.scalars))")
        }
    }

    // MARK: Grapheme properties, probed
    // Bits: 1 Extend, 2 SpacingMark, 4 Prepend, 8 Control/CR/LF, 16 Extended_Pictographic.
    // (ZWJ and the regional indicators are fixed code points; the runtime knows them.)
    func count(_ scalars: Unicode.Scalar...) -> Int {
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars)
        return string.count
    }
    let a: Unicode.Scalar = "a", acute: Unicode.Scalar = "\u{301}", zwj: Unicode.Scalar = "\u{200D}"
    let grinning: Unicode.Scalar = "\u{1F600}"
    var ranges: [(lower: UInt32, upper: UInt32, flags: UInt8)] = []
    for value in UInt32(0)...0x10FFFF {
        guard let c = Unicode.Scalar(value) else { continue }
        var flags: UInt8 = 0
        let glues = count(a, c) == 1
        if glues && c != zwj {
            // Extend continues an emoji ZWJ chain (GB11); SpacingMark glues but breaks the chain.
            flags |= count(grinning, c, zwj, grinning) == 1 ? 1 : 2
        }
        if !glues && count(c, a) == 1 { flags |= 4 }
        if count(c, acute) == 2 && count(a, c) == 2 { flags |= 8 }
        if !glues && count(grinning, zwj, c) == 1 { flags |= 16 }
        if let last = ranges.last, last.flags == flags, last.upper + 1 == value {
            ranges[ranges.count - 1].upper = value
        } else {
            ranges.append((value, value, flags))
        }
    }
    ranges.removeAll { $0.flags == 0 }
    // Sanity: the probes must find what every Unicode version agrees on.
    func flags(of value: UInt32) -> UInt8 { ranges.first { $0.lower <= value && value <= $0.upper }?.flags ?? 0 }
    let expected: [(UInt32, UInt8, String)] = [
        (0x0301, 1, "U+0301 is Extend"), (0xFE0F, 1, "U+FE0F is Extend"), (0x1F3FB, 1, "U+1F3FB is Extend"),
        (0x0903, 2, "U+0903 is SpacingMark"), (0x0600, 4, "U+0600 is Prepend"), (0x000A, 8, "LF is a control"),
        (0x1F600, 16, "U+1F600 is Extended_Pictographic"), (0x00A9, 16, "U+00A9 is Extended_Pictographic"),
        (0x0041, 0, "A is Other"),
    ]
    for (value, want, what) in expected where flags(of: value) != want {
        throw Failure(description: "probe failed: \(what), got \(flags(of: value))")
    }

    // MARK: Output
    let counts = Dictionary(grouping: records, by: \.status).mapValues(\.count)
    var out = """
    // GENERATED by scripts/generate-emoji-data. Do not edit; run the script again instead.
    //
    // Emoji \(arguments[2]) (Unicode Technical Standard #51): every sequence of emoji-test.txt
    // with Emoji version ≤ \(arguments[2]), from the PyPI package `emoji` (emoji/unicode_codes/emoji.json),
    // and grapheme-cluster properties probed from the Swift toolchain's String
    // (\(counts["F"] ?? 0) fully-qualified, \(counts["M"] ?? 0) minimally-qualified, \(counts["U"] ?? 0) unqualified, \(counts["C"] ?? 0) components),
    // and \(counts["V"] ?? 0) emoji-presentation characters written with a redundant U+FE0F (⚾️).

    enum EmojiData {
        /// The Emoji version these sequences come from.
        static let emojiVersion = "\(arguments[2])"

        /// One sequence a line: a status letter, then its code points in hex. F fully-qualified,
        /// M minimally-qualified, U unqualified, C component, V a fully-qualified character with
        /// a redundant U+FE0F (emoji-variation-sequences.txt). M, U and V end with `=N`: the line
        /// (0-based) of their fully-qualified form. In code point order.
        static let sequences = \"\"\"

    """
    // Minimally-qualified, unqualified and V records name the line of their fully-qualified form
    // (0-based, after `=`), so the runtime needs no lookup to normalise.
    var lineOfQualified: [[UInt32]: Int] = [:]
    for (line, record) in records.enumerated() where record.status == "F" {
        lineOfQualified[stripped(record.scalars)] = line
    }
    for record in records {
        var line = "        \(record.status) \(hex(record.scalars))"
        if record.status != "F" && record.status != "C", let target = lineOfQualified[stripped(record.scalars)] {
            line += " =\(target)"
        }
        out += line + "\n"
    }
    out += """
            \"\"\"

        /// The Emoji version that added each sequence above, run-length coded in the same order:
        /// a line `VERSION COUNT` for each run of sequences of one version. What `palette lint
        /// --emoji-version` compares against (most systems draw an emoji a year or so after it).
        static let versions = \"\"\"

    """
    var runs: [(version: Double, count: Int)] = []
    for record in records {
        if let last = runs.last, last.version == record.version {
            runs[runs.count - 1].count += 1
        } else {
            runs.append((record.version, 1))
        }
    }
    for run in runs {
        out += "        \(String(format: "%.1f", run.version)) \(run.count)\n"
    }
    out += """
            \"\"\"

        /// Grapheme-cluster properties: a line `FLAGS FIRST LAST` (hex) per range of code points
        /// that share them. Bits: 1 Extend, 2 SpacingMark, 4 Prepend, 8 Control/CR/LF,
        /// 16 Extended_Pictographic. Code points not listed have none.
        static let graphemeProperties = \"\"\"

    """
    for range in ranges {
        out += "        \(range.flags) \(String(range.lower, radix: 16, uppercase: true)) \(String(range.upper, radix: 16, uppercase: true))\n"
    }
    out += """
            \"\"\"
    }

    """
    FileHandle.standardOutput.write(Data(out.utf8))
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
