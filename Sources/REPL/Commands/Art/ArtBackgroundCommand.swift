/// `art background URL|FILE|clear`: the course's drop of a URL or an image.
struct ArtBackgroundCommand: Command, Equatable {
    static let spec = CommandSpec(
        "background", in: .art,
        parameters: [.positional("URL|FILE|clear", .text, required: true, "an http(s) or file URL (fetched), an image file (embedded), or 'clear'")],
        summary: "set the background from a URL or an image file, or clear it",
        needs: "a URL, a file or 'clear'")

    /// A URL or a path; nil clears.
    var source: String?

    init(source: String?) { self.source = source }

    init(_ arguments: Arguments) {
        let text = arguments.text("URL|FILE|clear") ?? ""
        source = !arguments.quotedFirst("URL|FILE|clear") && text.lowercased() == "clear" ? nil : text
    }

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
