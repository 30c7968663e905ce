import Emoji
import Platform
import REPL

extension PaletteLintCommand {
    /// Lints one file, writing its problems as it goes: a file of any size in flat memory, text
    /// on every core in blocks of whole lines (``ParallelTextLint``, whose result is the one-core
    /// result). Returns how many lines were prose; nil when the file could not be read (said as an
    /// error on the stream).
    /// - Complexity: O(*n*) in the file's bytes.
    func lintFile(
        _ file: String, in context: CommandContext, widths: [String: WidthProfile.Difference]?, report: LintReport, emit: (ArraySlice<UInt8>) -> Void, count: inout Int
    ) -> Int? {
        let options = PaletteChecks.Options(newest: newest, terminal: terminal, widths: widths)
        var bytes: [UInt8] = []
        func send(_ problem: PaletteLint.Problem) {
            bytes.removeAll(keepingCapacity: true)
            report.append(problem, to: &bytes)
            emit(bytes[...])
            count += 1
        }
        let input: InputFile
        switch InputFile.open(file, in: context) {
        case .failure(let error): context.stream.error(error.description); return nil
        case .success(let opened): input = opened
        }
        defer { input.close() }
        let kind = PaletteStreaming.kind(of: file)
        if kind == .json || (kind == nil && input.size.map { $0 <= PaletteStreaming.jsonFileLimit } == true && PaletteStreaming.sniffJSON(file, in: context)) {
            switch input.readAll(limit: PaletteStreaming.jsonFileLimit) {
            case .failure(let error):
                context.stream.error(error.description)
                return nil
            case .success(let bytes):
                for problem in PaletteLint(bytes: bytes, kind: .json, options: options).problems { send(problem) }
            }
            return 0
        }
        var linter = ParallelTextLint(linter: TextPaletteLint(options: options), workers: PaletteStreaming.lintWorkers)
        var sawText = false
        let read = input.forEachLineBlock(blockSize: PaletteStreaming.lintBlock) { block, range, goesOn in
            // (A byte test, not an array's `contains`: a file of blanks is read to its end.)
            if !sawText { sawText = block[range].contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D && $0 != 0x0A } }
            linter.lint(block, range, lineGoesOn: goesOn, format: report.append, emit: emit)
        }
        count += linter.problems
        if case .failure(let error) = read {
            context.stream.error(error.description)
            return nil
        }
        if case .success = read, !sawText {
            send(PaletteLint.Problem(kind: .notAPalette, position: nil, character: nil, replacement: nil, message: "the file is empty: no emoji"))
        }
        return linter.linter.proseLines
    }
}
