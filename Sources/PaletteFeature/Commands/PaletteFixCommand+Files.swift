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
    /// A file's canonical bytes, beside the original when it is small enough to compare.
    private struct Fixed {
        /// The original, or nil when it is too big to be a canonical palette already.
        var old: [UInt8]?
        var new: [UInt8]
        var changes: Int
    }

    /// Fixes one file: JSON read whole (within ``PaletteStreaming/jsonFileLimit``), a text palette
    /// streamed (what is kept is the palette, never the text); written through the session's
    /// workspace, atomically. `--dry-run` writes a unified diff instead.
    /// - Complexity: O(*n*) in the file's bytes.
    func fix(_ file: String, in context: CommandContext, swaps: WidthSwaps? = nil) throws(PaletteFailure) {
        guard file != "-" else { throw PaletteFailure("fix rewrites files; give a file, not standard input") }
        let input: InputFile
        switch InputFile.open(file, in: context) {
        case .failure(let error): throw error
        case .success(let opened): input = opened
        }
        defer { input.close() }
        let kind = PaletteStreaming.kind(of: file)
        let isJSON = kind == .json || (kind == nil && PaletteStreaming.sniffJSON(file, in: context))
        var fixed = isJSON ? try Self.fixJSON(input, name: file) : try Self.fixText(input, name: file)
        let stream = context.stream
        var made: [WidthSwaps.Swap] = []
        if let swaps {
            let swapped = swaps.apply(to: fixed.new, kind: isJSON ? .json : .text)
            fixed.new = swapped.bytes
            fixed.changes += swapped.made.count
            made = swapped.made
        }
        guard fixed.new != fixed.old else { return stream.line("\(file.terminalSafe) is canonical already") }
        // A file swapped before is canonical again only to be swapped again: said only when it changes.
        for swap in made {
            let columns = "this terminal draws \(swap.from) \(swap.drawn) column\(swap.drawn == 1 ? "" : "s"), Unicode \(swap.unicode)"
            stream.note("\(file): \(dryRun ? "would swap" : "swapped") \(swap.from) for \(swap.to) (\(columns))")
        }
        let count = "\(fixed.changes) change\(fixed.changes == 1 ? "" : "s")"
        if dryRun {
            if let old = fixed.old {
                stream.write(UnifiedDiff.make(old: old, new: fixed.new, path: file).terminalSafeLines)
            } else {
                stream.line("\(file.terminalSafe): would become one line of \(fixed.new.count) bytes (\(count))")
            }
            return
        }
        // Written through the one door (DESIGN.md): atomically, through links, keeping the
        // file's mode and owner. The reading above streams on its own (see `InputFile`).
        do {
            try context.session.workspace.write(Data(fixed.new), to: file)
        } catch {
            throw PaletteFailure(error.message)
        }
        stream.line("fixed \(file.terminalSafe) (\(count))")
    }

    /// A theme or palettes JSON file, canonical: valid JSON only, never an empty palette.
    private static func fixJSON(_ input: InputFile, name: String) throws(PaletteFailure) -> Fixed {
        let bytes: [UInt8]
        switch input.readAll(limit: PaletteStreaming.jsonFileLimit) {
        case .failure(let error): throw error
        case .success(let read): bytes = read
        }
        let result: (bytes: [UInt8], changes: Int)
        do { result = try PaletteFile.fixed(bytes, kind: .json, name: name) } catch { throw PaletteFailure(error.message) }
        return Fixed(old: bytes, new: result.bytes, changes: result.changes)
    }

    /// A text palette, streamed on every core: what is kept is the palette, never the text. Prose
    /// is refused. The original is kept to compare only when it is at most 1 MiB.
    private static func fixText(_ input: InputFile, name: String) throws(PaletteFailure) -> Fixed {
        let options = PaletteChecks.Options(newest: nil, lookAlikes: false)
        var parallel = ParallelTextLint(linter: TextPaletteLint(options: options), workers: PaletteStreaming.lintWorkers)
        var head: [UInt8] = []
        let read = input.forEachLineBlock(blockSize: PaletteStreaming.lintBlock) { block, range, goesOn in
            if head.count <= 1 << 20 { head += block[range].prefix((1 << 20) + 1 - head.count) }
            parallel.lint(block, range, lineGoesOn: goesOn, format: { _, _ in }, emit: { _ in })
        }
        if case .failure(let error) = read { throw error }
        let linter = parallel.linter
        if let prose = linter.firstProse {
            throw PaletteFailure(PaletteFile.proseRefusal(name: name, line: prose.line, characters: prose.characters, lines: linter.proseLines))
        }
        guard !linter.order.isEmpty else { throw PaletteFailure("\(name): the file is empty: no emoji") }
        var old: [UInt8]?
        if case .success(let size) = read, size <= 1 << 20 {
            old = head
            if size < head.count { old?.removeLast(head.count - size) }
        }
        return Fixed(old: old, new: Array((linter.palette + "\n").utf8), changes: linter.fixable)
    }
}
