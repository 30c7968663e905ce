import Game

/// A command, parsed and checked against its declaration: what the Session executes.
public enum Command: Equatable, Sendable {
    /// `new [THEME] [pairs=N] [seed=N] [bonus=S]`
    case new(NewGame)
    /// `choose N…`: card numbers as typed (1-based, board order), checked by the Session.
    case choose([Int])
    case board
    case score
    case themes
    case state
    case restart
    /// `wait S`: moves the manual clock.
    case wait(seconds: Double)
    case simulate(SimulateRequest)
    /// `help [CMD]`
    case help(command: String?)
    case quit
    /// `palette VERB …`: list, show and edit the palettes (see ``Session/palette(_:_:)``).
    case palette(verb: String, arguments: [String])
    /// `face`, `pan`, `pinch`, `happiness`: the face and its gestures.
    case face(FaceCommand)
    /// `art VERB …`: EmojiArt documents.
    case art(ArtCommand)
    /// `export board FILE`
    case exportBoard(path: String)
    /// A blank line or a comment: does nothing, prints nothing.
    case nothing

    public struct NewGame: Equatable, Sendable {
        public var theme: String?
        public var pairs: Int?
        public var seed: UInt64?
        public var bonus: Double?
        public init(theme: String? = nil, pairs: Int? = nil, seed: UInt64? = nil, bonus: Double? = nil) {
            self.theme = theme
            self.pairs = pairs
            self.seed = seed
            self.bonus = bonus
        }
    }

    public struct SimulateRequest: Equatable, Sendable {
        public var games: Int = 1
        public var pairs: Int?
        public var theme: String?
        public var strategy: Strategy = .perfect
        public var seed: UInt64?
        public var bonus: Double?
        public init() {}
    }
}
