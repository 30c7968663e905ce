import ArgumentParser
import Foundation
import Platform
import REPL

/// `memorize play [THEME] [pairs=N] [seed=N] [bonus=S]`: straight into the play screen.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play on the whole terminal, by keys and mouse.",
        discussion: """
            Deals a game as the REPL's 'new' does (THEME and pairs=N, seed=N, bonus=S, in the REPL's \
            own words) and opens the play screen; q or Esc ends. Needs a terminal.
            """
    )

    @Argument(help: ArgumentHelp("What 'new' takes: a theme's name, pairs=N, seed=N, bonus=S.", valueName: "new-arguments"))
    var words: [String] = []

    @OptionGroup var options: SessionOptions

    mutating func run() throws {
        guard let terminal = TerminalDevice.standard() else {
            FileIO.writeAll("error: play needs a terminal (standard input and output)\n", to: FileIO.standardError)
            throw ExitCode(1)
        }
        let interpreter = options.launch(interactive: true).makeInterpreter()
        interpreter.attach(terminal: terminal)
        // The REPL's own line, so the words mean what they mean there (quoting too).
        let line = (["play"] + words.map(Self.quoted)).joined(separator: " ")
        let reply = interpreter.handle(line)
        StandardStreams().write(reply)
        if reply.failed { throw ExitCode(1) }
    }

    /// A word as one word of the REPL's language: quoted when it has to be.
    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { !$0.isWhitespace && !"\"\\;#".contains($0) }
        guard !plain else { return word }
        return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
