import Face

/// The game as the face's data source, and the face's gestures as intents.
extension Session: FaceViewDataSource {
    /// The game's happiness as smiliness (see ``Mood``); nil, that is neutral, without a game.
    public func smiliness(for faceView: FaceView) -> Double? {
        game == nil ? nil : happiness.smiliness
    }

    /// The happiness the face shows now: the game's once one has started, else the resting one.
    public var currentHappiness: Happiness {
        game == nil ? restingHappiness.happiness : happiness
    }

    // MARK: - Intent(s)

    /// `happiness N` / `happiness ±N`: sets or changes the happiness the face shows (the game's,
    /// or the resting one before a game), clamped to 0…100. Returns it before and after.
    @discardableResult
    public func setHappiness(_ setting: FaceCommand.HappinessSetting) -> (before: Happiness, after: Happiness) {
        updateCurrentHappiness { happiness in
            switch setting {
            case .to(let value): happiness = Happiness(value)
            case .by(let delta): happiness.change(by: delta)
            }
        }
    }

    /// `pan DY`: the course's pan handler (``Happiness/pan(by:)``): a drag down by 40 adds 10.
    public func pan(by dy: Double) throws(CommandError) -> (before: Happiness, after: Happiness) {
        guard Happiness.happinessChange(forPanBy: dy) != nil else {
            throw CommandError("pan DY must be a number from -\(Int(Happiness.maximumPan)) to \(Int(Happiness.maximumPan))")
        }
        return updateCurrentHappiness { $0.pan(by: dy) }
    }

    /// `pinch F`: `scale *= F`, clamped to ``FaceView/scaleRange``. Returns the scale before and after.
    public func pinch(by factor: Double) throws(CommandError) -> (before: Double, after: Double) {
        guard factor.isFinite, factor > 0 else {
            throw CommandError("pinch F must be a number greater than 0")
        }
        let before = faceView.scale
        faceView.scale *= factor
        return (before, faceView.scale)
    }

    private func updateCurrentHappiness(_ update: (inout Happiness) -> Void) -> (before: Happiness, after: Happiness) {
        let before = currentHappiness
        if game == nil {
            update(&restingHappiness.happiness)
        } else {
            update(&happiness)
        }
        return (before, currentHappiness)
    }
}
