#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One transcript of a suite: a `.transcript` file, or one block of a Markdown file.
public struct TranscriptCase: Sendable, Hashable, Codable {
    /// The file, as found (relative to the working directory when it was given so).
    public let path: String
    /// The line of the block's opening fence, for a block of a Markdown file.
    public let block: Int?

    public init(path: String, block: Int? = nil) {
        self.path = path
        self.block = block
    }

    /// How reports name it: the path, or `path:line` for a Markdown block.
    public var name: String { block.map { "\(path):\($0)" } ?? path }
}

extension TranscriptSuite {
    /// The transcripts under `paths`: files as given (a Markdown file gives one per block tagged
    /// `transcript`), directories searched recursively for `*.transcript` and Markdown files,
    /// skipping hidden ones (`.build`, `.git`). Sorted by path within each directory, then by
    /// line; filtered by a substring of the name.
    /// - Complexity: O(*f*) in the files under the directories, plus reading each Markdown file.
    public static func discover(_ paths: [String], filter: String? = nil) throws(TranscriptError) -> [TranscriptCase] {
        var cases: [TranscriptCase] = []
        for path in paths {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw TranscriptError(path: path, line: 0, message: "no such file or directory")
            }
            guard isDirectory else {
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
        guard MarkdownTranscripts.isMarkdown(path) else { return [TranscriptCase(path: path)] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TranscriptError(path: path, line: 0, message: "cannot read the file")
        }
        return MarkdownTranscripts.blocks(in: String(decoding: data, as: UTF8.self))
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
                var isDirectory = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory {
                    pending.append(path)
                } else if name.hasSuffix("." + fileExtension) || MarkdownTranscripts.isMarkdown(name) {
                    found.append(path)
                }
            }
        }
        return found
    }

    /// Reads and parses one case: the file, or the block of the Markdown file at its line.
    /// - Complexity: O(*n*) in the size of the file.
    public static func load(_ testCase: TranscriptCase) -> Result<Transcript, TranscriptError> {
        loadWithBody(testCase).map(\.transcript)
    }

    /// ``load(_:)-(TranscriptCase)``, and for a Markdown block the body it was read from.
    static func loadWithBody(_ testCase: TranscriptCase) -> Result<(transcript: Transcript, body: String?), TranscriptError> {
        guard let block = testCase.block else { return load(testCase.path).map { ($0, nil) } }
        guard let data = FileManager.default.contents(atPath: testCase.path) else {
            return .failure(TranscriptError(path: testCase.path, line: 0, message: "cannot read the file"))
        }
        let document = String(decoding: data, as: UTF8.self)
        guard let found = MarkdownTranscripts.blocks(in: document).first(where: { $0.fence == block }) else {
            return .failure(TranscriptError(path: testCase.path, line: block, message: "no transcript block starts here any more"))
        }
        return Result { () throws(TranscriptError) in
            var transcript = try Transcript.parse(Data(found.text.utf8), path: testCase.path, firstLine: found.body.lowerBound)
            transcript.block = block
            return (transcript, found.text)
        }
    }

    /// Reads and parses one transcript file.
    public static func load(_ path: String) -> Result<Transcript, TranscriptError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(TranscriptError(path: path, line: 0, message: "cannot read the file"))
        }
        return Result { () throws(TranscriptError) in try Transcript.parse(data, path: path) }
    }
}

/// `--shard K/N`: the K-th of N disjoint parts of a suite, so that N machines together run each
/// transcript exactly once. A file's part is decided by a hash of its path alone, never by its
/// position, so adding or removing a file never moves another between shards; the blocks of a
/// Markdown file stay together (one machine updates the file).
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1…count.
    public let index: Int
    public let count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N`, as in `--shard 2/4`.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the file at `path` belongs to this shard.
    /// - Complexity: O(*n*) in the length of the path.
    public func contains(_ path: String) -> Bool {
        Int(Self.hash(Self.normalized(path)) % UInt64(count)) == index - 1
    }

    /// The cases of this shard, in their order.
    public func select(_ cases: [TranscriptCase]) -> [TranscriptCase] {
        cases.filter { contains($0.path) }
    }

    /// The path as every machine spells it: without `./` and doubled slashes.
    static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// FNV-1a over the UTF-8 bytes, then a SplitMix64 finaliser so that the low bits (what the
    /// remainder reads) depend on every byte.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        hash ^= hash >> 30
        hash = hash &* 0xbf58_476d_1ce4_e5b9
        hash ^= hash >> 27
        hash = hash &* 0x94d0_49bb_1331_11eb
        return hash ^ (hash >> 31)
    }
}
