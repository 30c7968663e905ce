import Foundation
import Testing
import Features
import REPL

/// Help speaks to a player in plain words: what a command does for them, never the course it
/// grew from ("as the course's pan handler: happinessChange = -Int(DY / 4)"). The CS193p names
/// stay in doc comments and docs/architecture.md, where a reader of the code wants them.
@Suite("Help in plain words")
struct PlainHelpTests {
    /// Words of the course's code and lectures, which no help page should need.
    static let jargon = ["the course", "course's", "CS193p", "Stanford", "zoomScale", "panOffset", "happinessChange"]

    static func jargon(in text: String) -> [String] {
        jargon.filter { text.range(of: $0, options: .caseInsensitive) != nil }
    }

    /// `help`, `help TOPIC` for every command and group, `help GROUP VERB` for every verb: every
    /// page the REPL's help shows. The pages of `play`, `face` and `art edit` carry their screens'
    /// key tables, which their `?` overlays draw (KeyMapTests checks they are the same rows).
    @Test("The REPL's help for every command and group")
    func replHelp() throws {
        let registry = CommandRegistry.standard
        let topics = ["help"] + registry.topics.map { "help " + $0.name } + registry.specs.map { "help " + $0.fullName }
        #expect(topics.contains("help pan") && topics.contains("help art zoom"), "\(topics)")
        let result = try MemorizeProcess.run(["-c", topics.joined(separator: "; ")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Keys and mouse:"), "the screens' key tables")
        for line in result.stdoutLines {
            #expect(Self.jargon(in: line).isEmpty, "\(line)")
        }
    }

    @Test("Every subcommand's --help")
    func shellHelp() throws {
        for command in [[]] + (try ShellCommandTree.paths()) {
            let help = try MemorizeProcess.run(command + ["--help"])
            #expect(help.status == 0 && !help.stdout.isEmpty, "\(command)")
            #expect(Self.jargon(in: help.stdout).isEmpty, "\(command): \(Self.jargon(in: help.stdout)): \(help.stdout)")
        }
    }

    @Test("Every manual page", .enabled(if: InstallScriptTests.hasCommand("man"), "man (man-db) reads the pages"))
    func manualPages() throws {
        let (directory, pages) = try ManualPageTests.generatePages()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(pages.count > 20)
        for page in pages {
            // As man shows it, words joined again where it broke a line.
            let text = try ManualPageTests.man(page).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(Self.jargon(in: text).isEmpty, "\(page.lastPathComponent): \(Self.jargon(in: text))")
        }
    }

    @Test("The checks find the jargon they look for")
    func finds() {
        #expect(Self.jargon(in: "As the Course's pan handler") == ["the course", "course's"])
        #expect(Self.jargon(in: "CS193p's FaceView") == ["CS193p"])
        #expect(Self.jargon(in: "drag the face: down makes it happier").isEmpty)
    }
}
