import Emoji

/// `text` with its `:shortcode:`s replaced by their emoji: the one expansion every command that
/// takes emoji goes through (`palette new`, `palette add`, `palette remove`, and through the
/// parser's ``ArgumentKind/emoji`` values `art add` and any later command taking one emoji).
/// An unknown shortcode is an error that names the nearest known one.
/// - Complexity: O(*n*) in the text; an unknown shortcode adds a search of the shortcodes.
public func expandingShortcodes(_ text: String) throws(CommandError) -> String {
    do {
        return try EmojiShortcodes.shared.expanding(text)
    } catch {
        throw CommandError(unknownShortcode(error.shortcode))
    }
}

/// "unknown shortcode ':piza:'; did you mean ':pizza:'?"
public func unknownShortcode(_ shortcode: String) -> String {
    let codes = EmojiShortcodes.shared
    let bare = String(shortcode.dropFirst().dropLast())
    var message = "unknown shortcode '\(shortcode.prefix(40))'"
    if let completion = codes.completions(of: bare).first {
        message += "; did you mean '\(completion)'?"
    } else if let nearest = Suggestion.nearest(to: bare, in: codes.all) {
        message += "; did you mean ':\(nearest):'?"
    } else {
        message += " (try 'palette search WORDS')"
    }
    return message
}

extension StringProtocol {
    /// Whether this word of a command holds emoji, written out or as a shortcode.
    public var holdsEmoji: Bool {
        contains(where: \.isEmoji) || EmojiShortcodes.looksLikeShortcode(self)
    }
}
