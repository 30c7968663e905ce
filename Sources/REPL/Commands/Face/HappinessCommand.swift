import Face

/// `happiness [N|+N|-N]`: show the mood, or set or change it.
struct HappinessCommand: Command, Equatable {
    static let spec = CommandSpec(
        "happiness", aliases: ["mood"],
        parameters: [.positional("N", .amount(Happiness.range), required: false,
                                 "0…100 sets it; +N or -N changes it (clamped to 0…100)")],
        summary: "show the happiness, or set or change it",
        details: [
            "In a game it is the game's happiness (see README, \"The face\"); before one,",
            "a happiness of its own. 'state' reports it with its smiliness.",
        ])

    var setting: Mood.Setting?

    init(_ setting: Mood.Setting?) { self.setting = setting }

    init(_ arguments: Arguments) {
        guard let (n, relative) = arguments.amount("N") else { return }
        setting = relative ? .by(n) : .to(n)
    }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let mood = context.session.mood
        guard let setting else { return .with(.mood(mood.current, emoji: mood.faceView.moodEmoji)) }
        let (before, after) = context.session.setHappiness(setting)
        var bound: Int?
        if case .by(let delta) = setting { bound = Happiness.boundReached(before.value, plus: delta) }
        var output = Output.with(.happinessChange(before: before, after: after, bound: bound, emoji: mood.faceView.moodEmoji))
        context.faceAfterMove(into: &output)
        return output
    }
}
