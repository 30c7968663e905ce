import REPL

/// EmojiArt (CS193p's): the art verbs and `export board`, for the registry.
public enum ArtFeature {
    public static let commands: [any Command.Type] = [
        ArtNewCommand.self, ArtOpenCommand.self, ArtSaveCommand.self, ArtShowCommand.self, ArtAddCommand.self,
        ArtMoveCommand.self, ArtScaleCommand.self, ArtRemoveCommand.self, ArtSelectCommand.self,
        ArtDeselectCommand.self, ArtBackgroundCommand.self, ArtUndoCommand.self, ArtRedoCommand.self,
        ArtExportCommand.self, ArtWaitCommand.self, ArtDropCommand.self, ArtZoomCommand.self, ArtPanCommand.self,
        ArtStateCommand.self, ArtEditCommand.self,
        ExportBoardCommand.self,
    ]
}
