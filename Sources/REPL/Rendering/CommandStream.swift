import Platform

/// What a command writes while it runs, before it returns its ``Output``: a result of any size,
/// line by line as it is found (`palette lint` of a 100 MB file), with notes and errors between.
///
/// Where it goes is decided once, by the front end, for every command (DESIGN.md, "One command,
/// one body"): the process's own standard output and error as the lines are made (the REPL, `-c`,
/// a pipe, `run FILE`, a shell subcommand), or gathered into the line's ``Reply`` (transcripts,
/// recordings, tests). A command never asks which: the same words give the same bytes either way.
public final class CommandStream {
    public enum Destination: Sendable {
        /// Standard output and error, written as produced (standard output in 64 KiB writes).
        case process
        /// Kept, and handed to the interpreter as reply lines when the command ends.
        case gathered
    }

    public let destination: Destination
    /// Progress may be drawn on standard error: it is a terminal, and this stream writes there.
    public let showsProgress: Bool
    /// Something went wrong that did not stop the command (one of several files could not be read).
    public private(set) var failed = false
    /// The command found what it reports (lint's problems, no match for a search): a finding, not
    /// an error. Batch runs exit 1 on it, as grep and linters do.
    public private(set) var found = false

    /// Standard output not yet written (``Destination/process``) or not yet split into lines.
    private var pending: [UInt8] = []
    private var gathered: [Reply.Line] = []

    public init(_ destination: Destination) {
        self.destination = destination
        showsProgress = destination == .process && Terminal.isTTY(FileIO.standardError)
    }

    /// One line of the result, on standard output.
    public func line(_ text: String) {
        var line = text
        line.append("\n")
        write(line)
    }

    /// Bytes of the result as they are, on standard output: whole lines, or parts of one that a
    /// later write ends. (Concrete, not generic: a linter writes millions of these.)
    /// - Complexity: O(*n*) in the bytes (a copy, or none: a large part is written as it is).
    public func write(bytes: UnsafeBufferPointer<UInt8>) {
        if destination == .process, pending.count + bytes.count >= 1 << 17 {
            flushOutput()
            _ = FileIO.writeAll(UnsafeRawBufferPointer(bytes), to: FileIO.standardOutput)
            return
        }
        if pending.capacity == 0 { pending.reserveCapacity(1 << 16) }
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { flushOutput() }
    }

    public func write(bytes: ArraySlice<UInt8>) { bytes.withUnsafeBufferPointer { write(bytes: $0) } }

    /// Text as it is (no line feed added), on standard output.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    /// `note: …` on standard error: what the user should know that is not the result.
    public func note(_ text: String) { error(line: "note: \(text.terminalSafe)") }

    /// `error: …` on standard error; the command goes on, and fails in the end.
    public func error(_ text: String) {
        failed = true
        error(line: "error: \(text.terminalSafe)")
    }

    /// A plain line on standard error: a summary beside the result (`3 problems in 1 file`).
    public func status(_ text: String) { error(line: text.terminalSafe) }

    /// Records that the command found what it reports (see ``found``).
    public func reportFinding() { found = true }

    /// A line on standard error, after what standard output has so far, so the two interleave as made.
    private func error(line: String) {
        flushOutput()
        switch destination {
        case .process: StandardStreams.write(line + "\n", to: FileIO.standardError)
        case .gathered: gathered.append(.err(line))
        }
    }

    /// Writes (or gathers) what standard output has so far; a gathered part of a line waits for its end.
    func flushOutput(endingLine: Bool = false) {
        switch destination {
        case .process:
            guard !pending.isEmpty else { return }
            pending.withUnsafeBytes { _ = FileIO.writeAll($0, to: FileIO.standardOutput) }
            pending.removeAll(keepingCapacity: true)
        case .gathered:
            var start = pending.startIndex
            while let newline = pending[start...].firstIndex(of: 0x0A) {
                gathered.append(.out(String(decoding: pending[start..<newline], as: UTF8.self)))
                start = newline + 1
            }
            if endingLine, start < pending.endIndex {
                gathered.append(.out(String(decoding: pending[start...], as: UTF8.self)))
                start = pending.endIndex
            }
            pending.removeSubrange(..<start)
        }
    }

    /// At the command's end: what is gathered moves into `reply` (written already for the
    /// process), with the failure and the finding.
    func finish(into reply: inout Reply) {
        flushOutput(endingLine: true)
        reply.lines += gathered
        gathered.removeAll()
        if failed || found { reply.failed = true }
    }
}
