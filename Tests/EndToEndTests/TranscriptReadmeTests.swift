import Foundation
import Testing

/// The examples of the README and the manual (docs/*.md) that are not transcript blocks (those
/// run in TranscriptTests): the shell sessions, run by `/bin/sh` with the built `memorize` first on
/// the PATH, and the theme file the manual shows. So neither can drift from what memorize does.
@Suite("README and manual examples")
struct TranscriptReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and the pages of docs/, by name relative to the repository.
    static let pages: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    /// A `$ command` line of a shell block and the lines it prints (stdout and stderr together).
    struct ShellExample: CustomTestStringConvertible, Sendable {
        let file: String
        let line: Int
        let command: String
        let expected: [String]
        var testDescription: String { "\(file):\(line): \(command)" }
    }

    /// Every `$ …` line of the pages' `sh`/`console` blocks that is followed by output.
    static let shellExamples: [ShellExample] = pages.flatMap { page in
        (try? String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)).map { shellExamples(in: $0, file: page) } ?? []
    }

    static func shellExamples(in text: String, file: String) -> [ShellExample] {
        var examples: [ShellExample] = []
        var inShell = false, inOther = false
        var current: (line: Int, command: String, expected: [String])?
        func finish() {
            if let example = current, !example.expected.isEmpty {
                examples.append(ShellExample(file: file, line: example.line, command: example.command, expected: example.expected))
            }
            current = nil
        }
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if inShell || inOther {
                    finish()
                    inShell = false
                    inOther = false
                } else {
                    let info = line.dropFirst(3)
                    inShell = info == "sh" || info == "console" || info == "shell"
                    inOther = !inShell
                }
                continue
            }
            guard inShell else { continue }
            if line.hasPrefix("$ ") {
                finish()
                current = (offset + 1, String(line.dropFirst(2)), [])
            } else {
                current?.expected.append(String(line))
            }
        }
        return examples
    }

    /// A shell block (`sh`, `shell`, `console`, `bash`) of a page that no test runs: neither `$ `
    /// lines each followed by its output (run by ``shellExample(_:)``), nor marked on the line
    /// before its fence with `<!-- not run: WHY -->` (a build, an install, a terminal it needs).
    struct UnrunBlock: Equatable, CustomStringConvertible {
        let file: String
        let line: Int
        let firstLine: String
        var description: String { "\(file):\(line): \(firstLine)" }
    }

    /// The shell blocks of `text` that run nowhere and say nothing of why.
    static func unrunBlocks(in text: String, file: String) -> [UnrunBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var unrun: [UnrunBlock] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            let fence = index
            let info = lines[fence].dropFirst(3).split(separator: " ").first.map(String.init) ?? ""
            index += 1
            var body: [String] = []
            while index < lines.count, !lines[index].hasPrefix("```") {
                body.append(lines[index])
                index += 1
            }
            index += 1
            guard ["sh", "shell", "console", "bash"].contains(info) else { continue }
            let marker = fence > 0 ? lines[fence - 1] : ""
            if marker.hasPrefix("<!-- not run: "), marker.hasSuffix(" -->"), marker.count > "<!-- not run:  -->".count { continue }
            if isRun(body) { continue }
            unrun.append(UnrunBlock(file: file, line: fence + 1, firstLine: body.first ?? ""))
        }
        return unrun
    }

    /// `$ ` lines, each followed by at least one line of its output: what ``shellExample(_:)`` runs.
    static func isRun(_ body: [String]) -> Bool {
        guard body.first?.hasPrefix("$ ") == true else { return false }
        return body.indices.allSatisfy { index in
            !body[index].hasPrefix("$ ") || (index + 1 < body.count && !body[index + 1].hasPrefix("$ "))
        }
    }

    @Test("every shell block of the README and the manual runs, or says why not")
    func everyShellBlockRunsOrSaysWhyNot() throws {
        var unrun: [UnrunBlock] = []
        for page in Self.pages {
            let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
            unrun += Self.unrunBlocks(in: text, file: page)
        }
        #expect(unrun.isEmpty, "run them ($ lines with their output) or mark them <!-- not run: WHY -->: \(unrun)")
    }

    @Test func unrunBlocksAreFound() {
        let page = """
            ```sh
            scripts/install
            ```
            <!-- not run: it installs -->
            ```sh
            scripts/install
            ```
            ```shell
            $ echo hi
            hi
            $ true
            ```
            ```shell
            $ echo hi
            hi
            ```
            ```json
            {}
            ```
            """
        #expect(Self.unrunBlocks(in: page, file: "p.md").map(\.line) == [1, 8])
    }

    @Test func thereAreShellExamples() {
        #expect(Self.shellExamples.count >= 3)
    }

    @Test("shell example", arguments: shellExamples)
    func shellExample(_ example: ShellExample) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec 2>&1; " + example.command]
        process.currentDirectoryURL = directory
        process.environment = [
            "PATH": try MemorizeProcess.executable.deletingLastPathComponent().path + ":/usr/bin:/bin",
            "HOME": directory.path, "LANG": "C.UTF-8",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = try MemorizeProcess.exchange(with: nil, reading: [output], group: process.processIdentifier)[0]
        _ = MemorizeProcess.finish(process)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == example.expected.count && zip(example.expected, lines).allSatisfy { Self.glob($0, $1) },
                Comment(rawValue: "expected:\n\(example.expected.joined(separator: "\n"))\nprinted:\n\(lines.joined(separator: "\n"))"))
    }

    @Test func theThemeFileShownIsTheBundledOne() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/palettes.md"), encoding: .utf8)
        let start = try #require(text.range(of: "`themes/animals.json`"))
        let fence = try #require(text.range(of: "```json\n", range: start.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "\n```", range: fence.upperBound..<text.endIndex))
        let shown = try JSONSerialization.jsonObject(with: Data(text[fence.upperBound..<end.lowerBound].utf8)) as? NSDictionary
        let file = Self.root.appendingPathComponent("themes/animals.json")
        let bundled = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? NSDictionary
        #expect(shown != nil && shown == bundled)
    }

    /// `[..]` stands for any text, as in transcripts.
    static func glob(_ pattern: String, _ text: String) -> Bool {
        let pieces = pattern.components(separatedBy: "[..]")
        guard pieces.count > 1 else { return pattern == text }
        guard text.hasPrefix(pieces[0]) else { return false }
        var rest = text.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst().dropLast() {
            guard let found = rest.range(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.hasSuffix(pieces[pieces.count - 1])
    }
}
