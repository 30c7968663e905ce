import Capabilities
import Face
import REPL

/// `face [on|off|svg [FILE]|screen]`: CS193p's FaceView, in the terminal or as SVG.
struct FaceCommand: Command, Equatable {
    static let spec = CommandSpec(
        "face",
        parameters: [
            .positional("MODE", \Self.mode, required: false,
                        "on/off: draw the face after each move, or stop; svg: the face as SVG; screen: full-screen, by mouse"),
            .positional("FILE", \Self.file, .text, required: false, "with svg: the file to write (else standard output)"),
        ],
        summary: "draw the face whose smile follows the game's happiness",
        details: [
            "A circle, two eyes and a mouth that frowns at happiness 0, is straight at 50",
            "and smiles fully at 100. Outside a game it shows",
            "the happiness set by 'happiness' and 'pan'. 'face svg FILE' writes it atomically.",
            "'face screen' puts it on the whole terminal (it needs one), played as below.",
        ] + FaceScreen.keyMap.helpSection(),
        keys: FaceScreen.keyMap.coverageNames)

    /// MODE: what to do instead of drawing the face here, once.
    enum Mode: String, ChoiceArgument {
        /// Draw the face after each move (on), or stop (off).
        case on, off
        /// The face as SVG, to FILE (written atomically) or to standard output.
        case svg
        /// The face on the whole terminal, played by mouse and keys.
        case screen
    }

    /// Nil: draw the face here, once.
    var mode: Mode?
    /// With svg: the file to write.
    var file: String?

    init() {}
    init(_ mode: Mode?, file: String? = nil) {
        self.mode = mode
        self.file = file
    }

    /// Only `face svg` takes a file.
    mutating func validate() throws(CommandError) {
        if let file, let mode, mode != .svg {
            throw CommandError("unexpected '\(file.prefix(40))' after face \(mode.rawValue) (only 'face svg FILE' takes a file)")
        }
    }

    /// - Complexity: O(*r*²) to draw a face *r* rows tall.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let mood = context.session.mood
        switch mode {
        case nil:
            return .with(.face(mood.faceView, mood.current))
        case .screen?:
            guard let terminal = context.terminal else {
                throw CommandError("face screen needs a terminal (standard input and output); 'face' draws it here")
            }
            var screen = FaceScreen(session: context.session, color: context.style.color)
            var output = Output()
            if case .terminalGone = terminal.present(&screen) { output.quit = true }
            output.append(.mood(mood.current, emoji: mood.faceView.moodEmoji))
            return output
        case .on?, .off?:
            let on = mode == .on
            context.session.mood.drawsAfterEachMove = on
            var output = Output()
            output.message(on ? "face: drawn after each move" : "face: no longer drawn after moves")
            return output
        case .svg?:
            let document = FaceSVG.document(mood.faceView, happiness: mood.current)
            guard let path = file else {
                return .with(.lines(document.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)))
            }
            let workspace = context.session.workspace
            do { try workspace.write(document, to: path) } catch { throw CommandError(error.message) }
            var output = Output()
            output.message("wrote \(path) (\(TextRenderer.moodLine(mood.current, emoji: mood.faceView.moodEmoji)))")
            return output
        }
    }
}
