import Platform
import Themes

/// Draws a command's ``Output`` as lines for a terminal or a pipe: plain text, with ANSI colour
/// when the style has it. What a feature draws itself (a board, a face, a picture) it draws through
/// ``Drawable``, in this renderer's style.
public struct TextRenderer {
    public let style: Style

    public init(style: Style) {
        self.style = style
    }

    /// Appends the output's lines to `reply`, in order.
    /// - Complexity: O(what is drawn): a board is O(*n*) in its cards.
    public func render(_ output: Output, into reply: inout Reply) {
        for item in output.items { render(item, into: &reply) }
        if output.quit { reply.quit = true }
    }

    private func render(_ item: Output.Item, into reply: inout Reply) {
        switch item {
        // A message stays one line (it may name a file a script reads back); notes are for people.
        case .message(let text): reply.out(text.terminalSafe)
        case .note(let text): reply.note(text, width: style.width)
        case .lines(let lines): reply.out(lines)
        case .help(let page): reply.out(HelpText.lines(for: page, width: style.width))
        case .drawn(let drawing): drawing.draw(with: self, into: &reply)
        }
    }

    /// One decimal, the same on every platform and locale.
    public static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard tenths.magnitude < 1e15 else { return "\(value)" }
        let n = Int(tenths)
        let sign = n < 0 ? "-" : ""
        return "\(sign)\(abs(n) / 10).\(abs(n) % 10)"
    }

}

extension String {
    public func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The string padded with spaces to `width` characters (never truncated).
    public func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    public func leftPadding(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
