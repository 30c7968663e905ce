import Emoji
import Platform
import REPL

extension PaletteLintCommand {
    /// `memorize palette lint`: files of any size in flat memory, text linted on every core in
    /// blocks of whole lines (``ParallelTextLint``) with the one-core result, each problem written
    /// as it is found. Exit status 1 when there are problems or a file cannot be read.
    func runInShell(_ shell: ShellContext) -> Int32 {
        let out = BufferedOutput(FileIO.standardOutput)
        var count = 0
        // Every JSON object starts with its comma (so pieces on other cores can write theirs);
        // the array's first drops it.
        var first = true
        func emit(_ bytes: ArraySlice<UInt8>) {
            guard first, format == .json, !bytes.isEmpty else { return out.write(bytes: bytes) }
            first = false
            out.write(bytes: bytes.dropFirst())
        }
        if format == .json { out.write("[") }
        for file in files {
            let report = LintReport(file: file, format: format)
            let prose = lintFile(file, report: report, emit: emit, count: &count)
            if let prose {
                out.flush()
                StandardStreams.write(
                    "note: \(file.terminalSafe): \(prose) line\(prose == 1 ? " is text, not a palette line" : "s are text, not palette lines"); 'memorize palette extract \(file.terminalSafe)' finds the emoji of a text\n",
                    to: FileIO.standardError)
            }
        }
        if format == .json { out.write("]\n") }
        out.flush()
        if format == .text, count > 0 {
            StandardStreams.write("\(count) problem\(count == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s")\n", to: FileIO.standardError)
        }
        return count > 0 ? 1 : 0
    }

    /// Lints one file, writing its problems as it goes; returns how many lines were prose.
    private func lintFile(_ file: String, report: LintReport, emit: (ArraySlice<UInt8>) -> Void, count: inout Int) -> Int? {
        let options = PaletteChecks.Options(newest: newest, terminal: terminal)
        var bytes: [UInt8] = []
        func send(_ problem: PaletteLint.Problem) {
            bytes.removeAll(keepingCapacity: true)
            report.append(problem, to: &bytes)
            emit(bytes[...])
            count += 1
        }
        func failure(_ message: String) -> PaletteLint.Problem {
            // The line starts with the file already.
            let message = message.hasPrefix(file + ": ") ? String(message.dropFirst(file.count + 2)) : message
            return PaletteLint.Problem(kind: .notAPalette, position: nil, character: nil, replacement: nil, message: message)
        }
        let input: InputFile
        switch InputFile.open(file) {
        case .failure(let error): send(failure(error.description)); return nil
        case .success(let opened): input = opened
        }
        defer { input.close() }
        let kind = PaletteStreaming.kind(of: file)
        if kind == .json || (kind == nil && input.size.map { $0 <= PaletteStreaming.jsonFileLimit } == true && PaletteStreaming.sniffJSON(file)) {
            switch input.readAll(limit: PaletteStreaming.jsonFileLimit) {
            case .failure(let error): send(failure(error.description))
            case .success(let bytes):
                for problem in PaletteLint(bytes: bytes, kind: .json, options: options).problems { send(problem) }
            }
            return nil
        }
        var linter = ParallelTextLint(linter: TextPaletteLint(options: options), workers: PaletteStreaming.lintWorkers)
        var sawText = false
        let read = input.forEachLineBlock(blockSize: PaletteStreaming.lintBlock) { block, range, goesOn in
            // (A byte test, not an array's `contains`: a file of blanks is read to its end.)
            if !sawText { sawText = block[range].contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D && $0 != 0x0A } }
            linter.lint(block, range, lineGoesOn: goesOn, format: report.append, emit: emit)
        }
        count += linter.problems
        if case .failure(let error) = read { send(failure(error.description)) }
        if case .success = read, !sawText { send(failure("the file is empty: no emoji")) }
        return linter.linter.proseLines > 0 ? linter.linter.proseLines : nil
    }
}
