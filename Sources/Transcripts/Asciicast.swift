import Escaping
import Storage

/// An asciicast v2 file (asciinema's format): a JSON header line, then one JSON array per event,
/// `[seconds, "o", "text"]` for what was written to the terminal and `[seconds, "r", "WxH"]` for
/// a resize, times from the start and never decreasing.
public struct Asciicast: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Unix time of the start; nil leaves it out (a cast made from a transcript is the same every run).
    public var timestamp: Int?
    public var title: String?
    /// `TERM` and `SHELL`, as asciinema records them.
    public var environment: [(String, String)] = []
    public private(set) var events: [String] = []
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

    private mutating func append(_ time: Double, _ code: String, _ data: String) {
        lastTime = max(lastTime, time.isFinite ? time : lastTime)
        events.append("[\(Self.seconds(lastTime)), \(JSONEscaping.quoted(code)), \(JSONEscaping.quoted(data))]")
    }

    /// The file: the header line, then a line per event.
    /// - Complexity: O(*n*) in the events' text.
    public var text: String {
        var header = "{\"version\": 2, \"width\": \(width), \"height\": \(height)"
        if let timestamp { header += ", \"timestamp\": \(timestamp)" }
        if let title { header += ", \"title\": \(JSONEscaping.quoted(title))" }
        if !environment.isEmpty {
            header += ", \"env\": {" + environment.map { "\(JSONEscaping.quoted($0.0)): \(JSONEscaping.quoted($0.1))" }.joined(separator: ", ") + "}"
        }
        header += "}"
        return ([header] + events).joined(separator: "\n") + "\n"
    }

    /// Seconds with six decimals, as asciinema writes them (`1.250000`), from whole microseconds
    /// so that no rounding of a `Double` shows.
    static func seconds(_ time: Double) -> String {
        let micros = Int((max(time, 0) * 1_000_000).rounded())
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}

/// The asciicast of a live session (`memorize record --cast FILE`): what was written to the
/// terminal, timed by the real clock. The file is rewritten atomically whenever the transcript
/// is, and at the end: never half a JSON line.
public final class CastRecorder {
    public let path: String
    private var cast: Asciicast
    private let start = ContinuousClock.now

    public init(path: String, cast: Asciicast) {
        self.path = path
        self.cast = cast
    }

    /// `text` was written to the terminal now.
    public func output(_ text: String) { cast.output(text, at: elapsed()) }

    /// The terminal is now `width` × `height`.
    public func resize(width: Int, height: Int) { cast.resize(width: width, height: height, at: elapsed()) }

    /// Writes the file, atomically.
    /// - Complexity: O(*n*) in the cast's text.
    public func write() throws(AtomicFile.WriteError) {
        try AtomicFile.write(cast.text, to: path)
    }

    /// Writes the file, ignoring a failure (the end of the process is near; the caller reports
    /// failures of ``write()`` at the end).
    func save() { try? write() }

    private func elapsed() -> Double {
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
