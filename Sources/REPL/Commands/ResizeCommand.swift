import LiveScreens
import Layout

/// `resize WxH` / `resize auto`: the terminal size the session draws for.
struct ResizeCommand: Command, Equatable {
    /// The sizes `resize` accepts (the same as a transcript's `@ size:`).
    static let widths = 10...1000
    static let heights = 3...1000

    static let spec = CommandSpec(
        "resize",
        parameters: [.positional("SIZE", \Self.text, .text, required: true, "WxH (columns x rows, like 80x24), or auto", missing: "WxH or auto")],
        summary: "draw for a terminal of WxH, or follow the real one again (auto)",
        details: [
            "Scripts and transcripts have no terminal to resize: this stands in for one, so",
            "they can show how the board, 'tap at' and 'state' frames follow the size.",
            "In the REPL the size follows the terminal (read before each command runs)",
            "until 'resize WxH' fixes it; 'resize auto' follows the terminal again.",
        ])

    enum Size: Equatable {
        case fixed(width: Int, height: Int)
        case followTerminal
    }

    /// SIZE, as typed.
    var text = ""
    /// What it asks for.
    private(set) var size = Size.followTerminal

    init() {}
    init(_ size: Size) {
        self.size = size
        if case .fixed(let width, let height) = size { text = "\(width)x\(height)" } else { text = "auto" }
    }

    mutating func validate() throws(CommandError) {
        if text.lowercased() == "auto" {
            size = .followTerminal
            return
        }
        do {
            let parsed = try GridSize(parsing: text, widths: Self.widths, heights: Self.heights)
            size = .fixed(width: parsed.width, height: parsed.height)
        } catch .notWxH {
            throw CommandError("resize SIZE must be WxH, like 80x24, or auto, not '\(text.prefix(40))'")
        } catch {
            throw CommandError("resize SIZE must be WxH, like 80x24, or auto: \(error.description)")
        }
    }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        switch size {
        case .fixed(let width, let height):
            context.style.width = width
            context.style.height = height
            context.sizeIsFixed = true
            return .with(.message("size \(width)x\(height)"))
        case .followTerminal:
            context.sizeIsFixed = false
            guard context.terminal is TerminalDevice else {
                return .with(.message("size \(context.style.width)x\(context.style.height) (no terminal to follow)"))
            }
            return .with(.message("size follows the terminal"))
        }
    }
}
