/// Why an intent could not be carried out: one line for the player (the command layer shows it
/// as `error: …`). The Session's owners throw it; they know nothing of commands.
public struct IntentError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
