import Testing
@testable import REPL
@testable import GameFeature
import Features

/// Every declaration in the registry is typed: each parameter the parser fills is bound to a
/// property of its own command (that its kind reads the property's type, the compiler checks).
/// A parameter left unbound, or bound into another command, fails here rather than in a user's session.
@Suite("Command registry")
struct RegistryTests {
    /// The shell lists a command by asking it (a cast would search every conformance record at
    /// every start); the answer must be the cast's, whichever module declares the conformance.
    @Test("every command says it is a ShellCommand exactly when it is one")
    func asShellCommandAgreesWithTheCast() {
        var shell = 0
        for type in CommandRegistry.standard.commands {
            let cast = type as? any ShellCommand.Type
            #expect((cast != nil) == (type.asShellCommand != nil), "\(type.spec.fullName)")
            if let asked = type.asShellCommand, let cast { #expect(ObjectIdentifier(asked) == ObjectIdentifier(cast), "\(type.spec.fullName)") }
            if cast != nil { shell += 1 }
        }
        #expect(shell > 10)
    }

    @Test("every parameter is bound to its own command")
    func everyParameterIsTyped() {
        for type in CommandRegistry.standard.commands {
            let spec = type.spec
            for (index, parameter) in spec.parameters.enumerated() {
                guard let binding = parameter.binding else {
                    // Only a positional after one that takes the rest of the line may be for help only.
                    let before = index > 0 ? spec.parameters[index - 1] : nil
                    #expect(before?.takesTheRest == true && parameter.isPositional,
                            "\(spec.fullName) \(parameter.name) has no property")
                    continue
                }
                // That the kind reads values of the property's type, the declaration's generics check.
                #expect(ObjectIdentifier(binding.commandType) == ObjectIdentifier(type),
                        "\(spec.fullName) \(parameter.name) writes into \(binding.commandType)")
            }
        }
    }

    @Test("a value is written through the key path, and a wrong type is refused, not trapped")
    func bindingsWriteThroughKeyPaths() {
        var command: any Command = NewCommand()
        let pairs = ParameterBinding(\NewCommand.pairs)
        #expect(pairs.assign([4], to: &command))
        #expect((command as? NewCommand)?.pairs == 4)
        #expect(!pairs.assign(["four"], to: &command))
        #expect(!pairs.assign([], to: &command))
        #expect((command as? NewCommand)?.pairs == 4)
        var other: any Command = ScoreCommand()
        #expect(!pairs.assign([4], to: &other))
    }

    @Test("play takes new's parameters, written into the game it deals")
    func playReusesNewsDeclaration() throws {
        let play = try #require(try CommandParser.parse("play animals pairs=3 seed=7", in: .standard).first as? PlayCommand)
        #expect(play.newGame == NewCommand(theme: "animals", pairs: 3, seed: 7))
        let plain = try #require(try CommandParser.parse("play", in: .standard).first as? PlayCommand)
        #expect(plain.newGame == nil)
    }

    @Test("one declaration, one command: every full name and alias is unique")
    func namesAreUnique() {
        let names = CommandRegistry.standard.specs.flatMap { spec in ([spec.name] + spec.aliases).map { "\(spec.group?.name ?? "") \($0)" } }
        #expect(Set(names).count == names.count)
    }
}
