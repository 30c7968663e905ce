import ArgumentParser
import Platform
import REPL

/// `memorize art edit [FILE]`: straight into the EmojiArt editor.
struct ArtCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "art",
        abstract: "EmojiArt on the whole terminal ('art …' in the REPL does the rest).",
        subcommands: [Edit.self]
    )

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Edit an EmojiArt document on the whole terminal, by mouse and keys.",
            discussion: """
                Opens FILE (a new document that autosaves there if it does not exist yet, an untitled \
                one without FILE) as the REPL's 'art edit' does; q or Esc ends, with the document \
                saved. Needs a terminal. 'memorize -c "help art edit"' lists the keys and the mouse.
                """
        )

        @Argument(help: ArgumentHelp("A .emojiart document.", valueName: "file"))
        var file: String?

        @OptionGroup var options: SessionOptions

        mutating func run() throws {
            guard let terminal = TerminalDevice.standard() else {
                FileIO.writeAll("error: art edit needs a terminal (standard input and output)\n", to: FileIO.standardError)
                throw ExitCode(1)
            }
            let interpreter = options.launch(interactive: true).makeInterpreter()
            interpreter.attach(terminal: terminal)
            // The REPL's own line, so the file name means what it means there (quoting too).
            let line = (["art", "edit"] + (file.map { [Play.quoted($0)] } ?? [])).joined(separator: " ")
            let reply = interpreter.handle(line)
            StandardStreams().write(reply)
            // The end of the session: what is still to be written is written.
            let end = interpreter.finish()
            StandardStreams().write(end)
            if reply.failed || end.failed { throw ExitCode(1) }
        }
    }
}
