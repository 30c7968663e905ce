import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import Storage
import REPL

extension PaletteFixCommand {
    /// Fixes one file: JSON read whole (within ``PaletteStreaming/jsonFileLimit``), a text palette
    /// streamed (what is kept is the palette, never the text); written through the session's
    /// workspace, atomically. `--dry-run` writes a unified diff instead.
    /// - Complexity: O(*n*) in the file's bytes.
    func fix(_ file: String, in context: CommandContext) throws(PaletteFailure) {
        guard file != "-" else { throw PaletteFailure("fix rewrites files; give a file, not standard input") }
        let input: InputFile
        switch InputFile.open(file, in: context) {
        case .failure(let error): throw error
        case .success(let opened): input = opened
        }
        defer { input.close() }
        let kind = PaletteStreaming.kind(of: file)
        let old: [UInt8]?
        let fixed: [UInt8]
        let changes: Int
        if kind == .json || (kind == nil && PaletteStreaming.sniffJSON(file, in: context)) {
            let bytes: [UInt8]
            switch input.readAll(limit: PaletteStreaming.jsonFileLimit) {
            case .failure(let error): throw error
            case .success(let read): bytes = read
            }
            // The same rules as the REPL's `palette fix`: valid JSON only, never an empty palette.
            let result: (bytes: [UInt8], changes: Int)
            do { result = try PaletteFile.fixed(bytes, kind: .json, name: file) } catch { throw PaletteFailure(error.message) }
            (old, fixed, changes) = (bytes, result.bytes, result.changes)
        } else {
            // A text palette, streamed: what is kept is the palette, never the text.
            var parallel = ParallelTextLint(linter: TextPaletteLint(options: PaletteChecks.Options(newest: nil, lookAlikes: false)), workers: PaletteStreaming.lintWorkers)
            var head: [UInt8] = []
            let read = input.forEachLineBlock(blockSize: PaletteStreaming.lintBlock) { block, range, goesOn in
                if head.count <= 1 << 20 { head += block[range].prefix((1 << 20) + 1 - head.count) }
                parallel.lint(block, range, lineGoesOn: goesOn, format: { _, _ in }, emit: { _ in })
            }
            if case .failure(let error) = read { throw error }
            let linter = parallel.linter
            if let prose = linter.firstProse {
                throw PaletteFailure(PaletteFile.proseRefusal(name: file, line: prose.line, characters: prose.characters, lines: linter.proseLines))
            }
            guard !linter.order.isEmpty else { throw PaletteFailure("\(file): the file is empty: no emoji") }
            fixed = Array((linter.palette + "\n").utf8)
            // The original is compared only when small; a bigger file is no canonical palette.
            if case .success(let size) = read, size <= 1 << 20 {
                var original = head
                if size < original.count { original.removeLast(original.count - size) }
                old = original
            } else {
                old = nil
            }
            changes = linter.fixable
        }
        let stream = context.stream
        guard fixed != old else { return stream.line("\(file.terminalSafe) is canonical already") }
        let count = "\(changes) change\(changes == 1 ? "" : "s")"
        if dryRun {
            if let old {
                stream.write(UnifiedDiff.make(old: old, new: fixed, path: file).terminalSafeLines)
            } else {
                stream.line("\(file.terminalSafe): would become one line of \(fixed.count) bytes (\(count))")
            }
            return
        }
        // Written through the one door (DESIGN.md): atomically, through links, keeping the
        // file's mode and owner. The reading above streams on its own (see `InputFile`).
        do {
            try context.session.workspace.write(Data(fixed), to: file)
        } catch {
            throw PaletteFailure(error.message)
        }
        stream.line("fixed \(file.terminalSafe) (\(count))")
    }
}
