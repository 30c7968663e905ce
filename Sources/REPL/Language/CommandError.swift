/// Why a command could not run: one line for the user, with a suggestion where there is one.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension CommandError {
    /// An intent the Session refused, said as the command's error.
    public init(_ error: IntentError) { self.init(error.message) }
}
