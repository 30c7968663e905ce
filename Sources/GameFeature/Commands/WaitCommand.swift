import REPL

/// `wait S`: move the manual clock (scripts and transcripts).
struct WaitCommand: Command, Equatable {
    static let spec = CommandSpec(
        "wait",
        parameters: [.positional("S", \Self.seconds, .seconds(0...86_400), required: true, "seconds")],
        summary: "let S seconds pass on the manual clock (scripts and transcripts)",
        details: ["Face-up cards use up bonus time while the clock moves."])

    var seconds = 0.0

    init(seconds: Double) { self.seconds = seconds }
    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let session = context.session
        try intent { () throws(IntentError) in try session.wait(seconds: seconds) }
        return Output()
    }
}
