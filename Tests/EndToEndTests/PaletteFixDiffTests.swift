import Foundation
import Testing

/// `palette fix --dry-run` prints a unified diff that `patch` applies to give exactly what `palette
/// fix` writes: a final newline ends the last line (no phantom empty line in the hunk), and a last
/// line without one is marked as `diff -u` marks it.
@Suite("palette fix --dry-run's diff is one patch applies")
struct PaletteFixDiffTests {
    static let files: [(name: String, contents: String)] = [
        ("line.txt", "🐶🐱🐶❤\n"),
        ("no-newline.txt", "🐶🐱🐶❤"),
        ("theme.json", "{\n  \"name\": \"Pets\",\n  \"emojis\": \"🐶🐱🐶❤\",\n  \"pairs\": 2,\n  \"color\": \"red\"\n}\n"),
        ("theme-no-newline.json", "{\"name\": \"Pets\", \"emojis\": \"🐶🐱❤\", \"pairs\": 2, \"color\": \"red\"}"),
    ]

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/patch"), "needs patch"), arguments: Self.files.map(\.name))
    func theDiffPatchesToTheFix(name: String) throws {
        let contents = try #require(Self.files.first { $0.name == name }?.contents)
        let directory = scratchPath("fix-diff")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: file)
        let dry = try MemorizeProcess.run(["palette", "fix", "--dry-run", name], directory: directory)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(!dry.stdoutLines.contains(" "), "a phantom empty line after the last: \(dry.stdout)")
        let patched = directory.appendingPathComponent("patched").path
        let patch = try runTool(URL(fileURLWithPath: "/usr/bin/patch"), ["-s", "-o", patched, file.path], stdin: Data(dry.stdout.utf8))
        #expect(patch.status == 0, "\(patch.output)\n\(dry.stdout)")
        let fixed = try MemorizeProcess.run(["palette", "fix", name], directory: directory)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: patched)) == Data(contentsOf: file), "\(dry.stdout)")
    }
}
