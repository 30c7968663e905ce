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
    ///
    /// Each real file is listed once, under the first name that reaches it (a file named twice,
    /// or by a second hard link, runs once). In a directory, symbolic links are not followed, as
    /// `find` does not follow them: a link to `.` or `..` cannot make the walk loop, and a link to
    /// a file or a directory elsewhere brings in nothing from there; only regular files are
    /// transcripts. A path named in `paths` is followed, link or not: that is asking for it.
    /// - Complexity: O(*e*) in the entries of the directories under `paths` (each directory is
    ///   read once), plus reading each Markdown file; O(*d* + *f*) memory for the directories and
    ///   files seen.
    public static func discover(_ paths: [String], filter: String? = nil) throws(TranscriptError) -> [TranscriptCase] {
        var cases: [TranscriptCase] = []
        var seen: Set<FileIdentity> = []
        for path in paths {
            let kind = PathKind(of: path)
            guard kind != .missing else {
                throw TranscriptError(path: path, line: 0, message: "no such file or directory")
            }
            var found = [path]
            if kind == .directory {
                let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
                found = files(under: base).sorted()
            }
            for file in found {
                if let identity = FileIdentity(file), !seen.insert(identity).inserted { continue }
                cases += try casesOfFile(file)
            }
        }
        guard let filter, !filter.isEmpty else { return cases }
        return cases.filter { $0.name.contains(filter) }
    }

    private static func casesOfFile(_ path: String) throws(TranscriptError) -> [TranscriptCase] {
        guard MarkdownTranscripts.isMarkdown(path) else { return [TranscriptCase(path: path)] }  // cram's .t too
        let data = try TranscriptSuite.readFile(path).get()
        return MarkdownTranscripts.blocks(in: String(decoding: data, as: UTF8.self), tags: MarkdownTranscripts.updatableTags)
            .filter { $0.tag == "transcript" || CramTest.isTest($0) }
            .map { TranscriptCase(path: path, block: $0.fence) }
    }

    /// Transcript and Markdown files under `directory`, recursively, skipping hidden entries and
    /// not following symbolic links. Each directory is read once, known by its device and inode:
    /// a bind mount of a directory inside itself cannot make the walk loop either.
    private static func files(under directory: String) -> [String] {
        var found: [String] = []
        var visited: Set<FileIdentity> = []
        if let identity = FileIdentity(directory) { visited.insert(identity) }
        var pending = [directory]
        while let current = pending.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            for name in names where !name.hasPrefix(".") {
                let path = current == "/" ? "/" + name : current + "/" + name
                guard let info = FileSystem.info(path, followingLinks: false) else { continue }
                switch info.kind {
                case .directory:
                    if visited.insert(FileIdentity(info)).inserted { pending.append(path) }
                case .regular:
                    if name.hasSuffix("." + fileExtension) || MarkdownTranscripts.isMarkdown(name) || CramTest.isTestFile(name) {
                        found.append(path)
                    }
                case .symbolicLink, .fifo, .other:
                    continue
                }
            }
        }
        return found
    }
}

/// A file as the file system knows it, whatever its name: what tells two paths to one file apart
/// from two files.
private struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ info: FileSystem.Info) {
        (device, inode) = (info.device, info.inode)
    }

    /// The file at `path`, links followed; nil when there is none.
    init?(_ path: String) {
        guard let info = FileSystem.info(path) else { return nil }
        self.init(info)
    }
}
