extension CramTest {
    /// A test's lines, read from its text when asked: the text is kept once, with where each
    /// line starts and what kind it is (five bytes a line), never a string a line. A `.t` file
    /// of two million short lines took 96 MB of ``Line``s; as ``Lines`` it takes its own 19 MB
    /// and 10 MB.
    public struct Lines: RandomAccessCollection, Sendable, Equatable {
        private let text: String
        /// The UTF-8 offset of each line's start, then one past the last line's newline (one
        /// past the end of the text when the last line has none): line *i* ends one byte before
        /// line *i* + 1 starts.
        private var starts: [UInt32] = []
        private var kinds: [Tag] = []
        private let firstLine: Int
        private let indent: Int

        /// A ``Kind`` without its text, which the line's text holds after its mark.
        enum Tag: UInt8, Sendable {
            case comment, command, continuation, output
        }

        /// Lines of `text` to come, numbered from `firstLine`, commands and output indented
        /// `indent` spaces.
        init(text: String, firstLine: Int, indent: Int) {
            self.text = text
            self.firstLine = firstLine
            self.indent = indent
        }

        /// The next line, `tag`, which starts at UTF-8 offset `start`.
        mutating func append(_ tag: Tag, at start: Int) {
            starts.append(UInt32(start))
            kinds.append(tag)
        }

        /// No more lines: the last one ended just before `end`.
        mutating func finish(end: Int) {
            starts.append(UInt32(end))
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { kinds.count }

        /// - Complexity: O(*n*) in the length of the line.
        public subscript(position: Int) -> Line {
            let utf8 = text.utf8
            let from = utf8.index(utf8.startIndex, offsetBy: Int(starts[position]))
            let to = utf8.index(utf8.startIndex, offsetBy: Int(starts[position + 1]) - 1)
            let line = String(Substring(utf8[from..<to]))
            let kind: Kind
            switch kinds[position] {
            case .comment: kind = .comment
            case .command: kind = .command(String(decoding: line.utf8.dropFirst(indent + 2), as: UTF8.self))
            case .continuation: kind = .continuation(String(decoding: line.utf8.dropFirst(indent + 2), as: UTF8.self))
            case .output: kind = .output(String(decoding: line.utf8.dropFirst(indent), as: UTF8.self))
            }
            return Line(number: firstLine + position, kind: kind, text: line)
        }
    }
}
