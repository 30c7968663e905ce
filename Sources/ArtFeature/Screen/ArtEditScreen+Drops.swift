import Layout
import REPL

/// Drops (a paste, a strip emoji let go on the canvas, `a`) and how an intent's outcome reaches
/// the status line.
extension ArtEditScreen {
    /// Drops `text` at `cell` (nil: the canvas's centre): a URL or a path sets the background,
    /// emoji are added, the rest is reported and skipped — `art drop`'s intent.
    mutating func drop(_ text: String, at cell: CellPoint?, layout: ArtEditLayout) {
        if !layout.isTooSmall { holdView(in: layout.canvas) }
        say(Self.outcome { () throws(IntentError) in
            let outcome = try art.drop(text, atX: cell.map { $0.x + 1 }, y: cell.map { $0.y + 1 }, width: layout.width, height: layout.height)
            // A new background is shown whole once it arrives, as the course zooms to fit a dropped image.
            if case .background = outcome { art.zoomToFit() }
            return Self.describe(outcome, at: cell)
        })
    }

    /// A drop, in a few words, what was skipped first (a long paste's emoji would push it off the
    /// status line): `skipped 'a' (not an emoji); dropped 🐶 ☺️ at 12,5`.
    static func describe(_ outcome: ArtEditor.DropOutcome, at cell: CellPoint?) -> String {
        switch outcome {
        case .background(.fetching(let url)):
            return "background: fetching \(url.absoluteString)"
        case .background(.loading(let path)):
            return "background: loading \(path)"
        case .emoji(let added, let skipped):
            let place = cell.map { "at \($0.x + 1),\($0.y + 1)" } ?? "at the centre"
            let dropped = added.isEmpty ? "dropped nothing" : "dropped \(added.map(\.text).joined(separator: " ")) \(place)"
            guard !skipped.isEmpty else { return dropped }
            return "skipped " + skipped.map { "'\($0.text)' (\($0.reason))" }.joined(separator: ", ") + "; " + dropped
        case .outsideCanvas:
            return "drop on the canvas"
        }
    }

    /// What an intent says, or its error's message; nil when it has nothing to say.
    static func outcome(_ intent: () throws(IntentError) -> String?) -> String? {
        do { return try intent() } catch { return error.message }
    }

    /// Shows `text` on the status line (nil keeps what is there).
    mutating func say(_ text: String?) {
        if let text { message = text }
    }
}
