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
