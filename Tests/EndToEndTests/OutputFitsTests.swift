import Foundation
import LiveScreens
import Testing

/// Every table and list the program prints fits the width it is given (`COLUMNS`, `--size`, a
/// transcript's `@ size`; 80 for a pipe), measured in display columns (an emoji is two): at 80
/// columns `themes` lines were 81 wide, `palette search cat` broke `:heart_eyes_cat:` where the
/// terminal wrapped it, and `palette search chat --lang fr` padded names to 38 columns.
@Suite("Output fits the terminal's width")
struct OutputFitsTests {
    /// Every listing command, as a shell user runs it (in a directory holding ``files``).
    static let listings: [[String]] = [
        ["themes"], ["palette", "list"], ["palette", "show", "Faces"], ["palette", "show", "Faces", "--names"],
        ["palette", "search", "cat"], ["palette", "search", "chat", "--lang", "fr"], ["palette", "search", "flag", "--all"],
        ["palette", "describe", "🐶", "❤", "🇫🇷", "👨‍👩‍👧"], ["palette", "suggest", "cat", "dog"],
        ["palette", "lint", "p.txt", "prose.txt"], ["palette", "fix", "p.txt", "--dry-run"], ["palette", "extract", "prose.txt"],
        ["simulate", "games=3"], ["-c", "new animals; choose 1 2; score; board"], ["-c", "help"], ["-c", "help palette"],
        ["-c", "help palette suggest"], ["-c", "help new"], ["-c", "face"],
    ]

    static let files: [String: String] = [
        "p.txt": "😀🐶🐶x\n❤\n",
        "prose.txt": "I ❤ pizza 🍕 and more pizza 🍕 with friends 😀, a line of prose\n",
    ]

    /// The lines of `text` wider than `width` columns, but for a single word wider than a whole
    /// line (a long path, a shortcode at 40 columns): it keeps a line of its own, whole.
    static func overWidth(_ text: String, _ width: Int) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in
            DisplayWidth.of(line) > width && line.drop { $0 == " " }.contains(" ")
        }
    }

    @Test("every listing, through the binary, at 40 and 80 columns", arguments: [40, 80])
    func listingsFit(width: Int) throws {
        let directory = scratchPath("output-fits")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, contents) in Self.files { try contents.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        for arguments in Self.listings {
            let result = try MemorizeProcess.run(["--seed", "1"] + arguments, environment: ["COLUMNS": String(width)], directory: directory)
            #expect(!result.stdout.isEmpty, "\(arguments) printed nothing")
            // Lint findings keep the compilers' one-line FILE:LINE:COL form that editors and CI
            // read (as cc and swiftc never wrap theirs): short enough for 80 columns, not for 40.
            let fits = arguments.starts(with: ["palette", "lint"]) ? max(width, 80) : width
            #expect(Self.overWidth(result.stdout, fits) == [], "\(arguments) at \(width) columns")
            #expect(Self.overWidth(result.stderr, fits) == [], "\(arguments) at \(width) columns, standard error")
        }
    }

    /// `--size` sets the width as `COLUMNS` does (and wins over it).
    @Test func sizeWinsOverColumns() throws {
        let result = try MemorizeProcess.run(["--size", "40x24", "themes"], environment: ["COLUMNS": "200"])
        #expect(Self.overWidth(result.stdout, 40) == [])
        #expect(result.stdout.contains("🐶🐱🐭🐹🐰🦊🐻🐼…"))
    }

    /// A word is never split: a shortcode stays whole on one line, however narrow.
    @Test func shortcodesStayWhole() throws {
        for width in [40, 50, 60, 70, 80] {
            let result = try MemorizeProcess.run(["palette", "search", "cat"], environment: ["COLUMNS": String(width)])
            for code in [":heart_eyes_cat:", ":smiling_cat_with_heart_eyes:", ":grinning_cat_with_smiling_eyes:"] {
                #expect(result.stdout.contains(code), "\(code) whole at \(width) columns")
            }
        }
    }

    /// The transcript that shows it at 40 columns keeps every line of output within them.
    @Test func theTranscriptAtFortyColumns() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../transcripts/output-fits.transcript")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("@ size: 40x24"))
        let output = text.split(separator: "\n").filter { $0.hasPrefix("| ") || $0.hasPrefix("! ") }.map { String($0.dropFirst(2)) }
        #expect(output.count > 50)
        #expect(Self.overWidth(output.joined(separator: "\n"), 40) == [])
        let replay = try MemorizeProcess.run(["test", file.path])
        #expect(replay.status == 0, "\(replay.stdout)")
    }
}
