/// What one feature offers another without either importing the other, and who offers it.
///
/// A capability is a protocol declared below both features (the `Capabilities` module): one
/// feature's owner conforms to it, another feature asks the session for it by the protocol
/// alone. The composition (the `Features` module) says which owner provides each capability;
/// the core knows neither the protocols nor the owners, only this table of makers.
///
///     var providers = Providers()
///     providers.provide((any FaceMood).self) { session in session.mood }
///     …
///     session.provider((any FaceMood).self)   // the face's Mood, made on first use
public struct Providers: Sendable {
    private var makers: [ObjectIdentifier: @Sendable (Session) -> Any] = [:]

    public init() {}

    /// `make` gives the session's provider of `capability` (usually an owner, made on first use).
    /// A later call for the same capability replaces an earlier one.
    public mutating func provide<Capability>(_ capability: Capability.Type, by make: @escaping @Sendable (Session) -> Capability) {
        makers[ObjectIdentifier(capability)] = { session in make(session) }
    }

    /// Whether something provides `capability`.
    public func provides<Capability>(_ capability: Capability.Type) -> Bool { makers[ObjectIdentifier(capability)] != nil }

    func make<Capability>(_ capability: Capability.Type, for session: Session) -> Capability? {
        makers[ObjectIdentifier(capability)]?(session) as? Capability
    }
}

extension Session {
    /// The session's provider of `capability`, or nil when no feature provides it (a session
    /// composed without that feature): the consumer goes on without it.
    /// - Complexity: O(1), plus making the providing owner the first time.
    public func provider<Capability>(_ capability: Capability.Type) -> Capability? {
        providers.make(capability, for: self)
    }
}
