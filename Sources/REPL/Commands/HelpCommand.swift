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
        let registry = context.session.registry
        guard let first = topic.first else { return .with(.help(.overview(registry.topics))) }
        if topic.count == 1, case .group(let group)? = registry.topic(named: first) {
            return .with(.help(.group(group, verbs: registry.verbs(of: group).map(\.spec))))
        }
        if let spec = registry.spec(named: topic) { return .with(.help(.command(spec))) }
        let name = topic.joined(separator: " ")
        var message = "no command '\(name.prefix(40))'"
        if let nearest = Suggestion.nearest(to: name, in: registry.topics.map(\.name) + registry.specs.map(\.fullName)) {
            message += "; did you mean '\(nearest)'?"
        }
        throw CommandError(message + " (try 'help')")
    }
}
