/// The face's commands: CS193p's Happiness gestures (pan, pinch) and the face itself.
public enum FaceCommand: Equatable, Sendable {
    /// `face`: draw the face in the terminal.
    case draw
    /// `face on|off`: draw the face after each move, or stop.
    case drawAfterEachMove(Bool)
    /// `face svg [FILE]`: the face as SVG, to FILE (written atomically) or to standard output.
    case svg(path: String?)
    /// `face on FILE` and the like: a FILE with a mode that takes none (the Interpreter says so).
    case unexpectedFile(mode: String, path: String)
    /// `pan DY`: drag the face DY points down (negative: up).
    case pan(dy: Double)
    /// `pinch F`: scale the face by F.
    case pinch(factor: Double)
    /// `happiness`: show the mood; `happiness N`: set it; `happiness +N|-N`: change it.
    case happiness(HappinessSetting?)

    public enum HappinessSetting: Equatable, Sendable {
        case to(Int)
        case by(Int)
    }
}
