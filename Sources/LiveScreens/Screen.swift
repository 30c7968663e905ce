/// A live, full-terminal view (`play`, the face, later `art edit`), in the Elm shape: a view
/// (state + size → ``Frame``) and an update (state + event → new state, calling the session's
/// intents). ``ScreenLoop`` runs one: it draws by difference, waits for input, the clock or a
/// resize, and feeds the screen what happened.
public protocol Screen {
    /// The frame for a terminal `width` × `height`, as of `time` (the loop's monotonic seconds).
    /// Mutating only so that it may keep caches (a face's raster); what it draws depends only on
    /// the state, the size and the time.
    mutating func frame(width: Int, height: Int, at time: Double) -> Frame

    /// Handles an event on a terminal of `width` × `height`.
    mutating func handle(_ event: ScreenEvent, width: Int, height: Int, at time: Double) -> ScreenAction

    /// When the frame will next change without an event (an animation's next step, a Pie that
    /// drains), or nil when only an event can change it: then the loop sleeps until one comes.
    func nextChange(after time: Double) -> Double?

    /// What time alone brings, before each frame: work that finished elsewhere (a background
    /// fetch), a save that was put off. The loop calls it on every wake-up, events or not.
    mutating func tick(at time: Double)
}

extension Screen {
    /// Most screens change only by events and their own animations.
    public mutating func tick(at time: Double) {}
}

/// What happened, for a screen.
public enum ScreenEvent: Equatable, Sendable {
    case input(InputEvent)
    /// The terminal changed size; the next frame is drawn for the new one.
    case resized
}

/// What a screen wants after an event.
public enum ScreenAction: Equatable, Sendable {
    case stay
    case leave
}
