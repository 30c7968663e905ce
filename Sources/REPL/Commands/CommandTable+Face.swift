import Face

extension CommandSpec {
    /// Pinch factors `pinch` accepts: anything a hand could do, and never 0 or negative.
    public static let pinchFactors = 0.01...100.0

    /// The face (CS193p's Happiness) and its gestures as commands. `tap` is `choose`'s alias.
    public static let faceCommands: [CommandSpec] = [
        CommandSpec(
            name: "face", aliases: [],
            parameters: [
                .positional("MODE", .choice(["on", "off", "svg"]), required: false,
                            "on/off: draw the face after each move, or stop; svg: the face as SVG"),
                .positional("FILE", .file, required: false, "with svg: the file to write (else standard output)"),
            ],
            summary: "draw the face whose smile follows the game's happiness",
            details: [
                "CS193p's FaceView: a circle, two eyes and a Bézier mouth that smiles as",
                "smiliness = (happiness − 50) / 50 goes from −1 to 1. Outside a game it shows",
                "the happiness set by 'happiness' and 'pan'. 'face svg FILE' writes it atomically.",
            ],
            build: { arguments in
                let path = arguments.text("FILE")
                switch arguments.text("MODE") {
                case "on", "off":
                    if let mode = arguments.text("MODE"), let path { return .face(.unexpectedFile(mode: mode, path: path)) }
                    return .face(.drawAfterEachMove(arguments.text("MODE") == "on"))
                case "svg": return .face(.svg(path: path))
                default: return .face(.draw)
                }
            }
        ),
        CommandSpec(
            name: "pan", aliases: ["drag"],
            parameters: [.positional("DY", .number(-Happiness.maximumPan...Happiness.maximumPan), required: true,
                                     "points dragged down (negative: up)")],
            summary: "drag the face: down makes it happier, up sadder",
            details: [
                "As the course's pan handler: happinessChange = -Int(DY / 4), then",
                "happiness -= happinessChange, so 'pan 40' adds 10 and 'pan -7' takes 1",
                "(the division truncates toward zero). Happiness stays within 0…100.",
            ],
            build: { .face(.pan(dy: $0.number("DY") ?? 0)) }
        ),
        CommandSpec(
            name: "pinch", aliases: ["zoom"],
            parameters: [.positional("F", .number(pinchFactors), required: true, "the factor: 2 doubles the face, 0.5 halves it")],
            summary: "scale the face by F",
            details: [
                "scale *= F, as the course's pinch handler; the scale stays within",
                "\(FaceView.scaleRange.lowerBound)…\(FaceView.scaleRange.upperBound) (it starts at \(FaceView.defaultScale)).",
            ],
            build: { .face(.pinch(factor: $0.number("F") ?? 1)) }
        ),
        CommandSpec(
            name: "happiness", aliases: ["mood"],
            parameters: [.positional("N", .amount(Happiness.range), required: false,
                                     "0…100 sets it; +N or -N changes it (clamped to 0…100)")],
            summary: "show the happiness, or set or change it",
            details: [
                "In a game it is the game's happiness (see README, \"The face\"); before one,",
                "a happiness of its own. 'state' reports it with its smiliness.",
            ],
            build: { arguments in
                guard let (n, relative) = arguments.amount("N") else { return .face(.happiness(nil)) }
                return .face(.happiness(relative ? .by(n) : .to(n)))
            }
        ),
    ]
}
