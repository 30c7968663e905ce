#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

extension TranscriptSuite {
    /// The transcripts under `paths`: files as given (a Markdown file gives one per block tagged
    /// `transcript`, or that is a cram test), directories searched recursively for `*.transcript`,
    /// cram's `*.t` and Markdown files,
    /// skipping hidden ones (`.build`, `.git`). Sorted by path within each directory, then by
    /// line; filtered by a substring of the name.
    /// - Complexity: O(*f*) in the files under the directories, plus reading each Markdown file.
    public static func discover(_ paths: [String], filter: String? = nil) throws(TranscriptError) -> [TranscriptCase] {
        var cases: [TranscriptCase] = []
        for path in paths {
            let kind = PathKind(of: path)
            guard kind != .missing else {
                throw TranscriptError(path: path, line: 0, message: "no such file or directory")
            }
            guard kind == .directory else {
                cases += try casesOfFile(path)
                continue
            }
            let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            for file in files(under: base).sorted() {
                cases += try casesOfFile(file)
            }
        }
        guard let filter, !filter.isEmpty else { return cases }
        return cases.filter { $0.name.contains(filter) }
    }

    private static func casesOfFile(_ path: String) throws(TranscriptError) -> [TranscriptCase] {
        guard MarkdownTranscripts.isMarkdown(path) else { return [TranscriptCase(path: path)] }  // cram's .t too
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TranscriptError(path: path, line: 0, message: "cannot read the file")
        }
        return MarkdownTranscripts.blocks(in: String(decoding: data, as: UTF8.self), tags: MarkdownTranscripts.updatableTags)
            .filter { $0.tag == "transcript" || CramTest.isTest($0) }
            .map { TranscriptCase(path: path, block: $0.fence) }
    }

    /// Transcript and Markdown files under `directory`, recursively, skipping hidden entries.
    private static func files(under directory: String) -> [String] {
        var found: [String] = []
        var pending = [directory]
        while let current = pending.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            for name in names where !name.hasPrefix(".") {
                let path = current == "/" ? "/" + name : current + "/" + name
                let kind = PathKind(of: path)
                if kind == .directory {
                    pending.append(path)
                } else if kind == .file, name.hasSuffix("." + fileExtension) || MarkdownTranscripts.isMarkdown(name)
                            || CramTest.isTestFile(name) {
                    found.append(path)
                }
            }
        }
        return found
    }
}
