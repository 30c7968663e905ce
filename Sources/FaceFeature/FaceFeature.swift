import REPL

/// The face (CS193p's Happiness): its commands, for the registry.
public enum FaceFeature {
    public static let commands: [any Command.Type] = [FaceCommand.self, PanCommand.self, PinchCommand.self, HappinessCommand.self]
}
