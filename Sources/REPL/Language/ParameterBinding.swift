/// Where a parameter's values go: a key path into its command. The kind it was declared with
/// reads values of the property's ``ArgumentValue/Parsed`` type, so the two agree by construction.
public struct ParameterBinding: Sendable {
    /// The command type the key path starts from.
    public let commandType: any Command.Type
    /// The property's type.
    public let valueType: any ArgumentValue.Type
    private let write: @Sendable (inout any Command, [any Sendable], Bool) -> Bool

    public init<C: Command, T: ArgumentValue>(_ property: WritableKeyPath<C, T> & Sendable) {
        commandType = C.self
        valueType = T.self
        write = { command, values, firstWordQuoted in
            guard var typed = command as? C else { return false }
            var parsed: [T.Parsed] = []
            parsed.reserveCapacity(values.count)
            for value in values {
                guard let element = value as? T.Parsed else { return false }
                parsed.append(element)
            }
            guard let value = T(arguments: parsed, firstWordQuoted: firstWordQuoted) else { return false }
            typed[keyPath: property] = value
            command = typed
            return true
        }
    }

    private init(
        commandType: any Command.Type, valueType: any ArgumentValue.Type,
        write: @escaping @Sendable (inout any Command, [any Sendable], Bool) -> Bool
    ) {
        self.commandType = commandType
        self.valueType = valueType
        self.write = write
    }

    /// The same binding reached through `Outer`'s property that holds an `Inner` (`play` takes
    /// `new`'s parameters: `\PlayCommand.deal` then `\NewCommand.pairs`).
    func through<Outer: Command, Inner: Command>(_ property: WritableKeyPath<Outer, Inner> & Sendable) -> ParameterBinding {
        let inner = self
        return ParameterBinding(commandType: Outer.self, valueType: valueType) { command, values, firstWordQuoted in
            guard var outer = command as? Outer else { return false }
            var nested: any Command = outer[keyPath: property]
            guard inner.assign(values, firstWordQuoted: firstWordQuoted, to: &nested), let written = nested as? Inner else { return false }
            outer[keyPath: property] = written
            command = outer
            return true
        }
    }

    /// Writes the values the parser read into `command`'s property; false when the command or
    /// the values are not of the declared types (a declaration's mistake, which `RegistryTests`
    /// catches) or there are none.
    /// - Complexity: O(*n*) in the values.
    public func assign(_ values: [any Sendable], firstWordQuoted: Bool = false, to command: inout any Command) -> Bool {
        write(&command, values, firstWordQuoted)
    }
}
