import Platform

/// What one input line produced, in the order it was produced.
public struct Reply: Sendable, Equatable {
    /// One line of output, to standard output or standard error.
    public enum Line: Sendable, Equatable {
        case out(String)
        case err(String)
    }

    public var lines: [Line] = []
    /// The command failed (an `error:` line was written); batch runs exit non-zero.
    public var failed = false
    /// The session should end after this line.
    public var quit = false
    /// A command's words were refused by its declaration before it ran (a usage error: an unknown
    /// command, a value out of range, a missing argument): a shell subcommand exits
    /// ``usageStatus`` for it.
    public var refusedWords = false

    /// The exit status of a command line the program could not use (`EX_USAGE`), as argument-parser
    /// gives for memorize's own options.
    public static let usageStatus: Int32 = 64

    /// A batch session's exit status from what its lines did: ``usageStatus`` if any line's words
    /// were refused (the script is wrong, as `memorize X …` with those words is), else 1 if any
    /// command failed, else 0. The driver ends with it and the recorder writes it as `@ exit`.
    public static func batchStatus(anyFailed: Bool, anyRefused: Bool) -> Int32 {
        anyRefused ? usageStatus : anyFailed ? 1 : 0
    }

    public init() {}

    public mutating func out(_ text: String) { lines.append(.out(text)) }
    public mutating func out(_ texts: [String]) { lines += texts.map(Line.out) }
    /// Standard error only ever carries text: what came from outside is shown, never obeyed
    /// (``Swift/String/terminalSafe``).
    public mutating func note(_ text: String) { lines.append(.err("note: \(text.terminalSafe)")) }
    /// A note wrapped at spaces to `width` columns, its later lines indented under its text.
    public mutating func note(_ text: String, width: Int) {
        lines += TextFit.wrap("note: \(text.terminalSafe)", width: width, indent: 6).map(Line.err)
    }
    /// One line, as an `error:` is: scripts and tests find a warning by its line.
    mutating func warning(_ text: String) { lines.append(.err("warning: \(text.terminalSafe)")) }
    mutating func error(_ text: String) {
        lines.append(.err("error: \(text.terminalSafe)"))
        failed = true
    }
}
