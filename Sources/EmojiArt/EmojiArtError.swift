/// Why a document could not be read or an intent could not be carried out: one line for the user
/// that names the field or the emoji, and what would be right.
public struct EmojiArtError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
