import Escaping
import Platform
import Storage

/// An asciicast (asciinema's format): a JSON header line, then one JSON array per event,
/// `[time, "o", "text"]` for what was written to the terminal, `[time, "r", "WxH"]` for a resize
/// and `[time, "m", "label"]` for a marker (a chapter a player can jump to). Version 2 (the
/// default) gives each event's seconds from the start; version 3 the seconds since the event
/// before, and the size in a `term` object. Times never decrease, and are kept in whole
/// microseconds, so that both versions say exactly the same times.
public struct Asciicast: Sendable, Equatable {
    /// Which version of the format ``text(in:)`` writes.
    public enum Format: String, Sendable, CaseIterable {
        /// asciicast v2 (asciinema 2.x): times from the start, `width` and `height` in the header.
        case v2
        /// asciicast v3 (asciinema 3.x): times since the event before, `term: {cols, rows, type}`.
        case v3
    }

    public var width: Int
    public var height: Int
    /// Unix time of the start; nil leaves it out (a cast made from a transcript is the same every run).
    public var timestamp: Int?
    public var title: String?
    /// `TERM` and `SHELL`, as asciinema records them.
    public var environment: [(String, String)] = []
    /// Every event, in order: microseconds from the start, its code and its data.
    public private(set) var events: [(micros: Int, code: String, data: String)] = []
    /// The time of the last event: later ones never come before it.
    public private(set) var lastTime = 0.0

    public init(width: Int, height: Int, timestamp: Int? = nil, title: String? = nil) {
        self.width = width
        self.height = height
        self.timestamp = timestamp
        self.title = title
    }

    public static func == (left: Asciicast, right: Asciicast) -> Bool { left.text == right.text }

    /// `text` written to the terminal at `time` seconds (moved up to the last event's time if earlier).
    /// - Complexity: O(*n*) in the text.
    public mutating func output(_ text: String, at time: Double) {
        guard !text.isEmpty else { return }
        append(time, "o", text)
    }

    /// The terminal became `width` × `height` at `time` seconds.
    public mutating func resize(width: Int, height: Int, at time: Double) {
        append(time, "r", "\(width)x\(height)")
    }

    /// A marker (a chapter) at `time` seconds, named `label`: players list them and jump between
    /// them. The label comes from outside (a comment, a typed line) and a player may show it on
    /// the terminal, so it is made ``Swift/String/terminalSafe`` here.
    /// - Complexity: O(*n*) in the label.
    public mutating func marker(_ label: String, at time: Double) {
        append(time, "m", label.terminalSafe)
    }

    private mutating func append(_ time: Double, _ code: String, _ data: String) {
        lastTime = max(lastTime, time.isFinite ? time : lastTime)
        events.append((Self.micros(lastTime), code, data))
    }

    /// The file in version 2 (see ``text(in:)``).
    public var text: String { text(in: .v2) }

    /// The file: the header line, then a line per event, in `format`.
    /// - Complexity: O(*n*) in the events' text.
    public func text(in format: Format) -> String {
        var lines = [header(format)]
        lines.reserveCapacity(events.count + 1)
        var previous = 0
        for event in events {
            let time = format == .v3 ? event.micros - previous : event.micros
            previous = event.micros
            lines.append("[\(Self.seconds(micros: time)), \(JSONEscaping.quoted(event.code)), \(JSONEscaping.quoted(event.data))]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The header line. In v3 the terminal's size and `TERM` go in `term`, the rest of the
    /// environment in `env`.
    private func header(_ format: Format) -> String {
        var header: String
        var environment = environment
        switch format {
        case .v2:
            header = "{\"version\": 2, \"width\": \(width), \"height\": \(height)"
        case .v3:
            header = "{\"version\": 3, \"term\": {\"cols\": \(width), \"rows\": \(height)"
            if let type = environment.first(where: { $0.0 == "TERM" }) {
                header += ", \"type\": \(JSONEscaping.quoted(type.1))"
                environment.removeAll { $0.0 == "TERM" }
            }
            header += "}"
        }
        if let timestamp { header += ", \"timestamp\": \(timestamp)" }
        if let title { header += ", \"title\": \(JSONEscaping.quoted(title))" }
        if !environment.isEmpty {
            header += ", \"env\": {" + environment.map { "\(JSONEscaping.quoted($0.0)): \(JSONEscaping.quoted($0.1))" }.joined(separator: ", ") + "}"
        }
        return header + "}"
    }

    /// Whole microseconds of `time`, so that no rounding of a `Double` shows.
    static func micros(_ time: Double) -> Int { Int((max(time, 0) * 1_000_000).rounded()) }

    /// Seconds with six decimals, as asciinema writes them (`1.250000`).
    static func seconds(_ time: Double) -> String { seconds(micros: micros(time)) }

    private static func seconds(micros: Int) -> String {
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}

/// The asciicast of a live session (`memorize record --cast FILE`): what was written to the
/// terminal, timed by the real clock. The file is rewritten atomically whenever the transcript
/// is, and at the end: never half a JSON line.
public final class CastRecorder {
    public let path: String
    public let format: Asciicast.Format
    private var cast: Asciicast
    private let start = ContinuousClock.now

    public init(path: String, cast: Asciicast, format: Asciicast.Format = .v2) {
        self.path = path
        self.cast = cast
        self.format = format
    }

    /// `text` was written to the terminal now.
    public func output(_ text: String) { cast.output(text, at: elapsed()) }

    /// The terminal is now `width` × `height`.
    public func resize(width: Int, height: Int) { cast.resize(width: width, height: height, at: elapsed()) }

    /// A marker named `label` now (a line typed at the prompt).
    public func marker(_ label: String?) { if let label { cast.marker(label, at: elapsed()) } }

    /// The marker of a line typed at the prompt: a comment (`# we win`, which the REPL does not
    /// run) names its chapter as a transcript's comment does; any other line is `> line`.
    /// A blank line is no chapter (nil).
    static func label(of line: String) -> String? {
        let text = line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        guard !text.isEmpty else { return nil }
        guard text.first == "#" else { return "> " + line }
        let comment = text.dropFirst().drop(while: \.isWhitespace)
        return comment.isEmpty ? nil : String(comment)
    }

    /// Writes the file, atomically.
    /// - Complexity: O(*n*) in the cast's text.
    public func write() throws(AtomicFile.WriteError) {
        try AtomicFile.write(cast.text(in: format), to: path)
    }

    /// Writes the file, ignoring a failure (the end of the process is near; the caller reports
    /// failures of ``write()`` at the end).
    func save() { try? write() }

    private func elapsed() -> Double {
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
