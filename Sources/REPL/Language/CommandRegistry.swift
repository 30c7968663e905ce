/// Every command, in the order `help` lists them: the one place a command is registered.
/// Adding a command is a new file with its type, a line here, and a transcript.
public enum CommandRegistry {
    public static let commands: [any Command.Type] = [
        // The game (CS193p's Memorize)
        NewCommand.self, ChooseCommand.self, BoardCommand.self, ScoreCommand.self, StateCommand.self,
        RestartCommand.self, ThemesCommand.self, WaitCommand.self, SimulateCommand.self, PlayCommand.self, TapCommand.self,
        // The face (CS193p's Happiness)
        FaceCommand.self, PanCommand.self, PinchCommand.self, HappinessCommand.self,
        // Palettes
        PaletteListCommand.self, PaletteShowCommand.self, PaletteNewCommand.self, PaletteAddCommand.self,
        PaletteRemoveCommand.self, PaletteRenameCommand.self, PaletteDeleteCommand.self, PaletteMoveCommand.self,
        PaletteSearchCommand.self, PaletteSuggestCommand.self, PaletteLintCommand.self, PaletteFixCommand.self,
        PaletteFilterCommand.self, PaletteExtractCommand.self,
        // EmojiArt
        ArtNewCommand.self, ArtOpenCommand.self, ArtSaveCommand.self, ArtShowCommand.self, ArtAddCommand.self,
        ArtMoveCommand.self, ArtScaleCommand.self, ArtRemoveCommand.self, ArtSelectCommand.self,
        ArtDeselectCommand.self, ArtBackgroundCommand.self, ArtUndoCommand.self, ArtRedoCommand.self,
        ArtExportCommand.self, ArtWaitCommand.self, ArtDropCommand.self, ArtZoomCommand.self, ArtPanCommand.self,
        ArtStateCommand.self, ArtEditCommand.self,
        ExportBoardCommand.self,
        // The session
        ResizeCommand.self, HelpCommand.self, QuitCommand.self,
    ]

    /// Every declaration, in registry order.
    public static let specs: [CommandSpec] = commands.map { $0.spec }

    /// What `help` lists: commands of their own and groups, each once, in registry order.
    public static let topics: [Topic] = {
        var topics: [Topic] = []
        for spec in specs {
            if let group = spec.group {
                if !topics.contains(where: { if case .group(let g) = $0 { g == group } else { false } }) {
                    topics.append(.group(group))
                }
            } else {
                topics.append(.command(spec))
            }
        }
        return topics
    }()

    /// A top-level name: a command, or a group of verbs.
    public enum Topic: Sendable {
        case command(CommandSpec)
        case group(CommandGroup)

        public var name: String {
            switch self {
            case .command(let spec): spec.name
            case .group(let group): group.name
            }
        }
        public var aliases: [String] {
            switch self {
            case .command(let spec): spec.aliases
            case .group(let group): group.aliases
            }
        }
        public var summary: String {
            switch self {
            case .command(let spec): spec.summary
            case .group(let group): group.summary
            }
        }
    }

    /// Every top-level name and alias (for suggestions and the executable's hints).
    public static var topLevelNames: [String] { topics.flatMap { [$0.name] + $0.aliases } }

    /// The top-level command or group `word` names (any case, aliases too).
    /// - Complexity: O(*c*) for *c* commands.
    public static func topic(named word: String) -> Topic? {
        let lowered = word.lowercased()
        return topics.first { $0.name == lowered || $0.aliases.contains(lowered) }
    }

    /// The verbs of `group`, in registry order.
    public static func verbs(of group: CommandGroup) -> [(spec: CommandSpec, type: any Command.Type)] {
        commands.compactMap { type in type.spec.group == group ? (type.spec, type) : nil }
    }

    /// The command type declared by `spec`'s name (a group's verb by its group too).
    static func type(of spec: CommandSpec) -> (any Command.Type)? {
        commands.first { $0.spec.fullName == spec.fullName }
    }

    /// The declaration `words` name (`choose`, `palette add`, `help`), for `help CMD`.
    public static func spec(named words: [String]) -> CommandSpec? {
        guard let first = words.first, let topic = topic(named: first) else { return nil }
        switch topic {
        case .command(let spec):
            return words.count == 1 ? spec : nil
        case .group(let group):
            guard words.count == 2 else { return nil }
            return verbs(of: group).first { $0.spec.answers(to: words[1]) }?.spec
        }
    }
}
