import Capabilities
import Face
import REPL

/// `happiness [N|+N|-N]`: show the mood, or set or change it.
struct HappinessCommand: Command, Equatable {
    static let spec = CommandSpec(
        "happiness", aliases: ["mood"],
        parameters: [.positional("N", \Self.amount, .amount(Happiness.range), required: false,
                                 "0…100 sets it; +N or -N changes it (clamped to 0…100)")],
        summary: "show the happiness, or set or change it",
        details: [
            "In a game it is the game's happiness (see docs/playing.md, \"The face\"); before one,",
            "a happiness of its own. 'state' reports it with its smiliness.",
        ])

    /// N, +N or -N, as typed; none shows the mood.
    var amount: Amount?

    init() {}
    init(_ setting: Mood.Setting?) {
        switch setting {
        case .to(let n)?: amount = Amount(n, relative: false)
        case .by(let n)?: amount = Amount(n, relative: true)
        case nil: amount = nil
        }
    }

    var setting: Mood.Setting? { amount.map { $0.isRelative ? .by($0.value) : .to($0.value) } }

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
