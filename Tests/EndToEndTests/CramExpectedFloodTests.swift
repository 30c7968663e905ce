import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The other side of an output flood: a `.t` file that expects a million lines. Reading it costs
/// a small multiple of its size, comparing it time linear in it, and its diff stays bounded
/// however much it expects (a 19 MB file took 215 MB when it passed; with its last expected line
/// missing, rewriting the failing command copied it once per line and never finished).
@Suite("memorize test: a cram file that expects a flood")
struct CramExpectedFloodTests {
    /// The most a run may hold at its peak for a `.t` file of `bytes`: what the program is before
    /// it reads anything and the bound a command's output keeps (``CramFloodTests/peakBound``),
    /// and four times the file (its text, where each line starts, and the expected lines).
    static func peakBound(fileBytes bytes: Int) -> Int { CramFloodTests.peakBound + 4 * bytes }

    /// `memorize test` on a `.t` file whose command prints a million lines from `first` on, and expects
    /// `expected` (1…1,000,000, or fewer): its wait status, the peak resident set of the runner
    /// and its worker (GNU time, as ``CramFloodTests`` reads it), standard output, the file's size.
    func run(first: Int, expected: Int) throws -> (status: Int32, peak: Int, output: String, fileBytes: Int) {
        let directory = scratchPath("cram-expected-flood").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/tmp", withIntermediateDirectories: true)
        var text = "  $ seq \(first) \(first + 999_999)\n"
        text.reserveCapacity(expected * 10 + 32)
        for number in 1...expected { text += "  \(number)\n" }
        try text.write(toFile: directory + "/big.t", atomically: true, encoding: .utf8)
        let run = try CramFloodTests.testUnderTime(["--timeout", "300", directory + "/big.t"], in: directory)
        return (run.status, run.peak, run.output + run.errors, text.utf8.count)
    }

    @Test("a million expected lines that all match: it passes, in a small multiple of the file's size")
    func allMatch() throws {
        let run = try run(first: 1, expected: 1_000_000)
        #expect((run.status >> 8) & 0xFF == 0, "\(run.output.suffix(500))")
        #expect(run.peak < Self.peakBound(fileBytes: run.fileBytes), "peak resident set \(run.peak >> 20) MiB for \(run.fileBytes >> 20) MiB")
    }

    @Test("one line printed past a million expected: the diff shows the last matching lines and the new one")
    func lastLineMissing() throws {
        let run = try run(first: 1, expected: 999_999)
        #expect((run.status >> 8) & 0xFF == 1, "\(run.output.suffix(500))")
        #expect(!run.output.contains("timed out"), "\(run.output.suffix(500))")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        // Each a Bool first: a failed expectation shows what it was given, a million lines here.
        let elided = lines.contains("… 999996 matching lines not shown")
        let shown = lines.contains("    999999") && lines.contains("+   1000000")
        #expect(elided && shown, "\(lines.prefix(12))")
        #expect(lines.count < 20, "\(lines.count) lines")
        #expect(run.peak < Self.peakBound(fileBytes: run.fileBytes), "peak resident set \(run.peak >> 20) MiB for \(run.fileBytes >> 20) MiB")
    }

    @Test("a first line that differs: the diff holds what a test keeps of both sides, and counts the rest")
    func firstLineDiffers() throws {
        let run = try run(first: 2, expected: 1_000_000)
        #expect((run.status >> 8) & 0xFF == 1, "\(run.output.suffix(500))")
        let lines = run.output.split(separator: "\n")
        let replaced = lines.contains("… the rest is too long to align line by line: shown replaced whole")
        let expectedCounted = lines.contains { $0.hasPrefix("… and 980000 more expected lines (") && $0.contains("MiB) not shown") }
        let printedCounted = lines.contains { $0.hasPrefix("… and 980000 more lines (") }
        #expect(replaced && expectedCounted && printedCounted, "\(lines.prefix(5)) … \(lines.suffix(3))")
        #expect(lines.count < 40_100, "\(lines.count) lines")
        #expect(run.peak < Self.peakBound(fileBytes: run.fileBytes), "peak resident set \(run.peak >> 20) MiB for \(run.fileBytes >> 20) MiB")
    }
}
