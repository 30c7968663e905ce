#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

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
    /// Reads and parses one case: the file, or the block of the Markdown file at its line.
    /// - Complexity: O(*n*) in the size of the file.
    public static func load(_ testCase: TranscriptCase) -> Result<Transcript, TranscriptError> {
        loadWithBody(testCase).map(\.transcript)
    }

    /// ``load(_:)-(TranscriptCase)``, and for a Markdown block the body it was read from.
    static func loadWithBody(_ testCase: TranscriptCase) -> Result<(transcript: Transcript, body: String?), TranscriptError> {
        guard let block = testCase.block else { return load(testCase.path).map { ($0, nil) } }
        let data: Data
        switch readFile(testCase.path) {
        case .success(let read): data = read
        case .failure(let error): return .failure(error)
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
        readFile(path).flatMap { data in Result { () throws(TranscriptError) in try Transcript.parse(data, path: path) } }
    }

    /// The largest transcript, cram or Markdown file read: far beyond any real one.
    static let fileBytes = 1 << 28

    /// The bytes of a transcript, cram or Markdown file, through the workspace's one door: only a
    /// regular file, within ``fileBytes``; an error says why not (no such file, a directory, a
    /// FIFO or device, permission, too large).
    /// - Complexity: O(*n*) in the file's bytes.
    static func readFile(_ path: String) -> Result<Data, TranscriptError> {
        do { return .success(try Workspace().read(path, limit: fileBytes)) } catch {
            return .failure(TranscriptError(path: path, line: 0, message: "cannot read the file: \(error.reason)"))
        }
    }
}
