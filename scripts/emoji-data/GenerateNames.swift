// Generates Sources/Emoji/Data/EmojiNamesEnglish.swift; run through scripts/generate-emoji-names.
//
//     cp GenerateNames.swift main.swift
//     swiftc -O main.swift ../../Sources/Emoji/Names/{CLDRAnnotations,EmojiShortcodeSpelling}.swift -o generate-names
//     ./generate-names CLDR_COMMON EMOJI_TEST > EmojiNamesEnglish.swift
//
// Input: Debian's unicode-cldr-core (CLDR_COMMON/annotations/en.xml and annotationsDerived/en.xml:
// short names and keywords) and unicode-data's emoji-test.txt (which characters are emoji, and
// names for emoji newer than the CLDR release). The CLDR reader is the one the program uses at run
// time for other languages, compiled in beside this file.
import Foundation

struct Failure: Error, CustomStringConvertible { let description: String }

func stripped(_ text: some StringProtocol) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{FE0F}" }))
}

func run() throws {
    let arguments = CommandLine.arguments
    guard arguments.count == 3 else { throw Failure(description: "usage: generate-names CLDR_COMMON EMOJI_TEST") }
    let common = arguments[1]
    func read(_ path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure(description: "cannot read \(path)") }
        return data
    }
    let annotations = CLDRAnnotations(bytes: try read(common + "/annotations/en.xml"))
    let derived = CLDRAnnotations(bytes: try read(common + "/annotationsDerived/en.xml"))

    // emoji-test.txt: `1F355 ; fully-qualified # 🍕 E0.6 pizza`. Emoji (not components), keyed
    // without U+FE0F as CLDR writes them; the fully-qualified ones keep their test-file name.
    var emoji = Set<String>()
    var testNames: [(cp: String, name: String)] = []
    // `# group: Animals & Nature` and `# subgroup: animal-mammal`: searchable as categories.
    var categories: [String: String] = [:]
    var group = "", subgroup = ""
    let test = String(decoding: try read(arguments[2]), as: UTF8.self)
    for line in test.split(separator: "\n") {
        if line.hasPrefix("# group: ") { group = String(line.dropFirst(9)); continue }
        if line.hasPrefix("# subgroup: ") { subgroup = String(line.dropFirst(12)); continue }
        if line.hasPrefix("#") { continue }
        let halves = line.split(separator: "#", maxSplits: 1)
        guard halves.count == 2 else { continue }
        let fields = halves[0].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard fields.count == 2, fields[1] != "component" else { continue }
        let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
        let key = stripped(String(String.UnicodeScalarView(scalars)))
        emoji.insert(key)
        if categories[key] == nil { categories[key] = "\(group)/\(subgroup)" }
        if fields[1] == "fully-qualified" {
            // `🍕 E0.6 pizza`: the name follows the version.
            let comment = halves[1].split(separator: " ", maxSplits: 2)
            if comment.count == 3 { testNames.append((key, String(comment[2]))) }
        }
    }

    var lines: [String] = []
    var named = Set<String>()
    var shortcodes: [String: String] = [:]
    func add(_ cp: String, _ name: String, _ keywords: [String]) throws {
        let key = stripped(cp)
        guard emoji.contains(key), named.insert(key).inserted else { return }
        for field in [name] + keywords where field.contains("\t") || field.contains("|") || field.contains("\n") {
            throw Failure(description: "\(cp): a name or keyword holds a tab, newline or '|'")
        }
        let shortcode = EmojiShortcodeSpelling.shortcode(forName: name)
        if let other = shortcodes.updateValue(cp, forKey: shortcode) {
            throw Failure(description: "shortcode :\(shortcode): is both \(other) and \(cp)")
        }
        lines.append("\(key)\t\(name)\t\(keywords.joined(separator: "|"))\t\(categories[key] ?? "")")
    }
    var fromCLDR = 0, fromDerived = 0, fromTest = 0
    for annotation in annotations.annotations {
        guard let name = annotation.name else { continue }
        let before = lines.count
        try add(annotation.cp, name, annotation.keywords)
        fromCLDR += lines.count - before
    }
    // Derived: flags, gendered sequences, skin tones. Tone variants by name only (search leaves
    // them out; their names serve shortcodes and `palette show --names`).
    for annotation in derived.annotations {
        guard let name = annotation.name else { continue }
        let toned = annotation.cp.unicodeScalars.contains { (0x1F3FB...0x1F3FF).contains($0.value) }
        let before = lines.count
        try add(annotation.cp, name, toned ? [] : annotation.keywords)
        fromDerived += lines.count - before
    }
    for (cp, name) in testNames {
        let before = lines.count
        try add(cp, name, [])
        fromTest += lines.count - before
    }

    var out = """
    // GENERATED by scripts/generate-emoji-names. Do not edit; run the script again instead.
    //
    // English emoji short names and keywords from the Unicode Common Locale Data Repository
    // (CLDR 41, Debian's unicode-cldr-core: common/annotations/en.xml and
    // common/annotationsDerived/en.xml), and names from emoji-test.txt (Debian's unicode-data)
    // for emoji newer than that CLDR release: \(fromCLDR) annotated, \(fromDerived) derived, \(fromTest) from emoji-test.txt.
    //
    // Copyright © 1991-2022 Unicode, Inc. Distributed under the Unicode License
    // (SPDX-License-Identifier: Unicode-DFS-2016, https://www.unicode.org/copyright.html);
    // this notice must stay with copies of the data.

    enum EmojiNamesEnglish {
        /// The CLDR release the names come from.
        static let cldrVersion = "41"

        /// One emoji a line, as CLDR writes it (without U+FE0F): the emoji, a tab, its short name,
        /// a tab, its keywords separated by `|` (none for derived names), a tab, its group and
        /// subgroup in emoji-test.txt (`Animals & Nature/animal-mammal`). In CLDR's order.
        static let table = #\"\"\"

    """
    for line in lines { out += "        " + line + "\n" }
    out += """
            \"\"\"#
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
