import LiveScreens

/// argument-parser's help pages (`memorize cast --help`, `memorize help verify`, `memorize
/// palette --help`) fitted to the width they were laid out for. argument-parser wraps its
/// discussion and option columns itself, but writes a usage it generates on one line (`memorize
/// cast [<transcript>] [--import <file.cast>] …`, 105 columns) and its `See 'memorize help
/// <subcommand>' …` footer unbroken. Those lines are wrapped here as a usage given to it is
/// (``shellUsage(_:width:)``: at option boundaries, each `[…]` whole, later lines under the
/// first), and the others at spaces under their own indent. A line that fits is left as it is,
/// so a page that fits comes out byte for byte; a word wider than a line (a path) keeps its line.
extension HelpText {
    /// `page` with every line at most `width` columns wide that has a space to break at.
    /// - Complexity: O(*n*) in the characters of `page`.
    public static func fitted(helpPage page: String, width: Int) -> String {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.contains(where: { DisplayWidth.of($0) > width }) else { return page }
        var fitted: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix(usageLabel) {
                // The usage and its continuation lines (indented under it), up to a blank line.
                var end = index + 1
                while end < lines.count, lines[end].hasPrefix(continuation), !lines[end].allSatisfy({ $0 == " " }) { end += 1 }
                fitted += usage(Array(lines[index..<end]), width: width)
                index = end
                continue
            }
            fitted += DisplayWidth.of(line) > width ? wrapped(line, width: width) : [line]
            index += 1
        }
        return fitted.joined(separator: "\n")
    }

    private static let usageLabel = "USAGE: "
    private static var continuation: String { String(repeating: " ", count: usageLabel.count) }

    /// The usage's lines, unchanged when they fit, else its words laid out again.
    private static func usage(_ lines: [String], width: Int) -> [String] {
        guard lines.contains(where: { DisplayWidth.of($0) > width }) else { return lines }
        let words = lines.joined(separator: " ").dropFirst(usageLabel.count).split(separator: " ").joined(separator: " ")
        return shellUsage(words, width: width).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().map { ($0.offset == 0 ? usageLabel : continuation) + $0.element }
    }

    /// A line of prose wrapped at spaces, each piece under the line's own indent.
    private static func wrapped(_ line: String, width: Int) -> [String] {
        let indent = String(line.prefix { $0 == " " })
        let room = max(width - indent.count, 20)
        return TextWrap.lines(String(line.dropFirst(indent.count)), width: room).map { indent + $0 }
    }
}
