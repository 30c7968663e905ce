import Foundation
import Testing

/// A `(re)` or `(glob)` line written under prysk matches under `memorize test`. prysk's own
/// integration suite (`test/integration/prysk/encoding.t`) runs prysk inside prysk and matches
/// its diff with patterns such as `\+  hola señor (re)`: the nested run prints the same bytes
/// under both runners (same environment, locale, descriptors), but cram 0.7 hands a pattern the
/// line escaped to ASCII (`hola se\xc3\xb1or (esc)`) where prysk hands it the UTF-8 text, so the
/// file failed here and passed there. These files need no prysk: `printf` prints the same line.
@Suite("cram patterns on non-ASCII lines, as cram and as prysk write them")
struct CramPatternEncodingTests {
    private func run(_ text: String) throws -> (status: Int32, output: String) {
        let directory = scratchPath("cram-encoding")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("encoding.t")
        try Data(text.utf8).write(to: file)
        let result = try MemorizeProcess.run(["test", "-j", "2", file.path])
        return (result.status, result.stdout + result.stderr)
    }

    @Test("a pattern written against prysk's text of a line (UTF-8 kept, invalid bytes escaped) matches", arguments: [
        "  $ printf 'hola se\\303\\261or\\n'\n  hola se\\xc3\\xb1or (esc)\n",
        "  $ printf 'hola se\\303\\261or\\n'\n  hola señ.r (re)\n",
        "  $ printf 'hola se\\303\\261or\\n'\n  hola señ* (glob)\n",
        "  $ printf 'hola \\377 se\\303\\261or\\n'\n  hola \\\\xff señor \\(esc\\) (re)\n",
        "  $ printf 'tab\\there \\303\\261\\n'\n  tab\\\\there ñ \\(esc\\) (re)\n",
        // cram's own text of the line still matches, as cram 0.7's suite relies on.
        "  $ printf 'hola se\\303\\261or\\n'\n  hola se\\\\xc3\\\\xb1or \\(esc\\) (re)\n",
    ])
    func prysksPatternsMatch(text: String) throws {
        let result = try run(text)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasSuffix("1 passed, 0 failed\n"), "\(result.output)")
    }

    @Test("a pattern that matches neither text still fails", arguments: [
        "  $ printf 'hola se\\303\\261or\\n'\n  hola senor (re)\n",
        "  $ printf 'hola \\377 se\\303\\261or\\n'\n  hola ÿ señor (glob)\n",
    ])
    func otherPatternsFail(text: String) throws {
        let result = try run(text)
        #expect(result.status == 1, "\(result.output)")
    }
}
