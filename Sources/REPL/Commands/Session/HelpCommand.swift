/// `help [CMD]`: the commands, or one command (or group) explained; generated from the declarations.
struct HelpCommand: Command, Equatable {
    static let spec = CommandSpec(
        "help", aliases: ["?"],
        parameters: [.positional("CMD", \Self.topic, .command, required: false, "a command, a group (palette, art) or a group's verb (palette add)")],
        summary: "list the commands, or explain one")

    var topic: [String] = []

    init() {}
    init(topic: [String]) { self.topic = topic }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        guard let first = topic.first else { return .with(.help(.overview)) }
        if topic.count == 1, case .group(let group)? = CommandRegistry.topic(named: first) {
            return .with(.help(.group(group)))
        }
        if let spec = CommandRegistry.spec(named: topic) { return .with(.help(.command(spec))) }
        let name = topic.joined(separator: " ")
        var message = "no command '\(name.prefix(40))'"
        if let nearest = Suggestion.nearest(to: name, in: CommandRegistry.topics.map(\.name) + CommandRegistry.specs.map(\.fullName)) {
            message += "; did you mean '\(nearest)'?"
        }
        throw CommandError(message + " (try 'help')")
    }
}
