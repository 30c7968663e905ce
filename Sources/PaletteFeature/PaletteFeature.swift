import REPL

/// Palettes (CS193p's EmojiArt palettes) and palette authoring: the verbs, for the registry.
public enum PaletteFeature {
    public static let commands: [any Command.Type] = [
        PaletteListCommand.self, PaletteShowCommand.self, PaletteNewCommand.self, PaletteAddCommand.self,
        PaletteRemoveCommand.self, PaletteRenameCommand.self, PaletteDeleteCommand.self, PaletteMoveCommand.self,
        PaletteSearchCommand.self, PaletteDescribeCommand.self, PaletteSuggestCommand.self, PaletteLintCommand.self, PaletteFixCommand.self,
        PaletteFilterCommand.self, PaletteExtractCommand.self, PaletteProbeCommand.self,
    ]
}
