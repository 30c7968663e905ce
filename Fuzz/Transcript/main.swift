// Fuzz target: the transcript parser, `Transcript.parse(_:path:)` (transcripts are outside input:
// users write them by hand), and what a parsed transcript goes on to do: run, report, update.
//
// Also the Markdown reader (`MarkdownTranscripts`) on the same bytes.
//
// Oracles: no trap; an error names a line within the file; every parsed line writes back as text
// that parses to the same kind; blocks are one per input plus the start-up block; and, for small
// transcripts, running one and writing its `--update` text gives a transcript that parses and
// passes (the update keeps only what still matches and writes the rest as it was printed).
@testable import REPL
@testable import Transcripts
import Foundation

let maximumInputBytes = 16 * 1024

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= maximumInputBytes else { return -1 }
    let input = UnsafeBufferPointer(start: data, count: size)
    currentInput = input
    let bytes = Data(input)
    let lineCount = input.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }

    // The same bytes as a Markdown document: every transcript block lies within it, and writing
    // each block's body back in place (what --update does) leaves the blocks as they were.
    let document = String(decoding: bytes, as: UTF8.self)
    let blocks = MarkdownTranscripts.blocks(in: document)
    for block in blocks {
        check(block.fence >= 1 && block.body.lowerBound == block.fence + 1 && block.body.upperBound <= lineCount + 1,
              "block at \(block.fence) spans \(block.body) of \(lineCount) lines")
    }
    let rewritten = MarkdownTranscripts.replacingBlocks(in: document, with: Dictionary(blocks.map { ($0.fence, $0.text) }) { a, _ in a })
    check(MarkdownTranscripts.blocks(in: rewritten) == blocks, "writing the blocks back changed them")

    let transcript: Transcript
    do throws(TranscriptError) {
        transcript = try Transcript.parse(bytes, path: "fuzz.transcript", testHooks: false)
    } catch {
        check(!error.message.isEmpty, "empty error message")
        check(error.line >= 0 && error.line <= lineCount, "error at line \(error.line) of \(lineCount)")
        return 0
    }

    // Every line writes back as text that parses to the same kind.
    for line in transcript.lines where line.kind != .blank {
        let text = line.text
        if case .setting = line.kind { continue }   // settings are checked as a whole below
        do {
            let again = try Transcript.parse(Data(("> x\n" + text + "\n").utf8), path: "again")
            check(again.lines.last?.kind == line.kind, "line \(line.number) wrote back as \(text.debugDescription)")
        } catch {
            check(false, "line \(line.number) wrote back as \(text.debugDescription), which does not parse: \(error)")
        }
    }
    let inputs = transcript.lines.filter { if case .input = $0.kind { true } else { false } }
    check(transcript.blocks.count == inputs.count + 1, "blocks do not follow inputs")

    // Run small transcripts (no simulate: it is fuzzed by ReplLine), then update and run again.
    guard inputs.count <= 16, !inputs.contains(where: { $0.text.lowercased().contains("sim") }),
          transcript.settings.themes == nil
    else { return 0 }
    // A fixture directory that would leave the box is refused before anything runs.
    guard let result = try? TranscriptRunner.run(transcript) else { return 0 }
    _ = result.failureReport(color: false)
    let updated = result.updatedText()
    do {
        let again = try Transcript.parse(Data(updated.utf8), path: "fuzz.transcript")
        let rerun = try TranscriptRunner.run(again)
        check(rerun.passed, "the updated transcript fails:\n\(updated)\n\(rerun.failureReport(color: false).joined(separator: "\n"))")
    } catch {
        check(false, "the updated transcript does not parse: \(error)\n\(updated)")
    }
    return 0
}
