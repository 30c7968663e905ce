import Platform
import REPL

/// `art wait`: wait for background loads (scripts).
struct ArtWaitCommand: Command, Equatable {
    static let spec = CommandSpec("wait", in: .art, summary: "wait for the background to load (scripts)")

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        _ = try context.requireDocument()
        let art = context.session.art
        var output = Output()
        let (outcomes, interrupted) = art.settleFetches(interrupted: Signals.takeInterrupt)
        if !outcomes.isEmpty { output.append(.fetchOutcomes(outcomes)) }
        if interrupted { output.note(CommandContext.stoppedWaiting) }
        if let view = ArtView(art) { output.append(.artBackground(view)) }
        return output
    }
}
