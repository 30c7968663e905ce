import Emoji
import Escaping
import Platform
import REPL

/// How `palette lint` writes a problem of one file, as bytes: `file:line:column: message` lines for
/// people, or JSON objects for editors. Both are written straight into the output buffer, so
/// millions of problems cost no `String` each, and the same value formats on every core.
struct LintReport: Sendable {
    let file: [UInt8]
    let format: LintFormat
    /// Whether the file's name holds a character a terminal must not get raw.
    private let fileNeedsEscape: Bool

    init(file: String, format: LintFormat) {
        self.file = Array(file.utf8)
        self.format = format
        fileNeedsEscape = String.mayNeedTerminalEscape(utf8: self.file)
    }

    /// Appends `problem`: a line of text, or `,{…}` (every JSON object starts with its comma; the
    /// writer drops the first).
    func append(_ problem: PaletteLint.Problem, to out: inout [UInt8]) {
        switch format {
        case .text: appendText(problem, to: &out)
        case .json: appendJSON(problem, to: &out)
        }
    }

    /// A line for people, and so for a terminal: a control character of the file (or of its
    /// name) is shown as `\u{1B}` (``Swift/String/terminalSafe``), never written raw.
    /// - Complexity: O(*k*) in the line's length; only the parts that came from the file (its
    ///   name, checked once, and what ``PaletteLint/Problem/mayNeedTerminalEscape`` looks at)
    ///   are scanned, and a line whose parts are clean (nearly all) is not decoded again.
    private func appendText(_ problem: PaletteLint.Problem, to out: inout [UInt8]) {
        let start = out.count
        file.withUnsafeBufferPointer { problem.appendLine(file: $0, to: &out) }
        guard fileNeedsEscape || problem.mayNeedTerminalEscape else { return }
        let line = String(decoding: out[start...].dropLast(), as: UTF8.self)
        let safe = line.terminalSafe
        guard safe != line else { return }
        out.removeSubrange(start...)
        out += safe.utf8
        out.append(UInt8(ascii: "\n"))
    }

    /// One problem as an object: `character`, `codePoints`, `column`, `file`, `kind`, `line`,
    /// `message`, `replacement`, keys in that order and absent ones left out, escaped as
    /// `JSONEncoder` escapes (sorted keys, slashes as they are): what lint wrote when it encoded a
    /// struct per problem, byte for byte (the end-to-end tests hold it to that), at a fraction of the cost.
    private func appendJSON(_ problem: PaletteLint.Problem, to out: inout [UInt8]) {
        ByteText.literal(",{", to: &out)
        var scratch: [UInt8] = []
        if problem.character != nil {
            problem.appendCharacter(to: &scratch)
            Self.field("character", scratch, to: &out)
            scratch.removeAll(keepingCapacity: true)
            problem.appendCodePoints(to: &scratch)
            Self.field("codePoints", scratch, to: &out)
            scratch.removeAll(keepingCapacity: true)
        }
        if let position = problem.position {
            ByteText.literal("\"column\":", to: &out)
            ByteText.decimal(position.column, to: &out)
            out.append(UInt8(ascii: ","))
        }
        Self.field("file", file, to: &out)
        Self.field("kind", Array(problem.kind.rawValue.utf8), to: &out)
        if let position = problem.position {
            ByteText.literal("\"line\":", to: &out)
            ByteText.decimal(position.line, to: &out)
            out.append(UInt8(ascii: ","))
        }
        problem.appendMessage(to: &scratch)
        Self.field("message", scratch, to: &out, last: problem.replacement == nil)
        if let replacement = problem.replacement {
            Self.field("replacement", Array(String(replacement).utf8), to: &out, last: true)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// `"key":"value",` (no comma when last), the value escaped as JSONEncoder escapes it.
    private static func field(_ key: StaticString, _ value: [UInt8], to out: inout [UInt8], last: Bool = false) {
        out.append(UInt8(ascii: "\""))
        ByteText.literal(key, to: &out)
        ByteText.literal("\":", to: &out)
        JSONEscaping.appendQuoted(utf8: value, to: &out)
        if !last { out.append(UInt8(ascii: ",")) }
    }
}
