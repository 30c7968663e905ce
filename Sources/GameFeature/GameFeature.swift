import REPL

/// The game (CS193p's Memorize): its commands, for the registry.
public enum GameFeature {
    public static let commands: [any Command.Type] = [
        NewCommand.self, ChooseCommand.self, BoardCommand.self, ScoreCommand.self, StateCommand.self,
        RestartCommand.self, ThemesCommand.self, WaitCommand.self, SimulateCommand.self, PlayCommand.self, TapCommand.self,
        ResumeCommand.self, ScoresCommand.self, ScrollCommand.self,
    ]
}
