import REPL

/// `art background URL|FILE|clear`: the course's drop of a URL or an image.
struct ArtBackgroundCommand: Command, Equatable {
    static let spec = CommandSpec(
        "background", in: .art,
        parameters: [.positional("URL|FILE|clear", \Self.typed, .text, required: true, "an http(s) or file URL (fetched), an image file (embedded), or 'clear'")],
        summary: "set the background from a URL or an image file, or clear it",
        needs: "a URL, a file or 'clear'")

    /// The words as typed: a quoted "clear" is a file called clear.
    var typed = TypedWords([])

    init() {}
    init(source: String?) { typed = TypedWords([source ?? "clear"], firstWordQuoted: source != nil) }

    /// A URL or a path; nil clears.
    var source: String? {
        let text = typed.joined
        return !typed.firstWordQuoted && text.lowercased() == "clear" ? nil : text
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.source == rhs.source }


    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        guard let source else {
            try intent { () throws(IntentError) in try art.clearBackground() }
            return .with(.message("Background cleared"))
        }
        switch try intent({ () throws(IntentError) in try art.setBackground(source) }) {
        case .fetching(let url): return .with(.message("Fetching background \(url.absoluteString)…"))
        case .loading(let path): return .with(.message("Loading background \(path)…"))
        }
    }
}
