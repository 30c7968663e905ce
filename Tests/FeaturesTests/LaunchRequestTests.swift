#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@testable import Features

/// What the command line leaves open (auto, nil) is settled by the environment and the
/// terminal, the same way for every way of starting a session.
@Suite("A launch request settled by the environment and the terminal")
struct LaunchRequestTests {
    static let terminal = Launch.TerminalFacts(outputIsTerminal: true, size: (width: 120, height: 40))
    static let pipe = Launch.TerminalFacts(outputIsTerminal: false, size: nil)

    @Test("Colour: auto is on for a person at a terminal, unless NO_COLOR is set to something")
    func colour() {
        let request = Launch.Request()
        #expect(Launch(request, interactive: true, terminal: Self.terminal, environment: [:]).style.color)
        #expect(Launch(request, interactive: true, terminal: Self.terminal, environment: ["NO_COLOR": ""]).style.color)
        #expect(!Launch(request, interactive: true, terminal: Self.terminal, environment: ["NO_COLOR": "1"]).style.color)
        #expect(!Launch(request, interactive: false, terminal: Self.terminal, environment: [:]).style.color)
        #expect(!Launch(request, interactive: true, terminal: Self.pipe, environment: [:]).style.color)
        var always = request
        always.color = .always
        #expect(Launch(always, interactive: false, terminal: Self.pipe, environment: ["NO_COLOR": "1"]).style.color)
    }

    @Test("Clock: auto is real time at the REPL and the manual clock in a batch")
    func clock() {
        var request = Launch.Request()
        #expect(Launch(request, interactive: true, terminal: Self.terminal, environment: [:]).clock == .system)
        #expect(Launch(request, interactive: false, terminal: Self.pipe, environment: [:]).clock == .manual)
        request.clock = .manual
        #expect(Launch(request, interactive: true, terminal: Self.terminal, environment: [:]).clock == .manual)
    }

    @Test("Board: the terminal's size, else 80×24; a given seed is kept")
    func sizeAndSeed() {
        var request = Launch.Request()
        request.seed = 7
        let onTerminal = Launch(request, interactive: false, terminal: Self.terminal, environment: [:])
        #expect((onTerminal.style.width, onTerminal.style.height) == (120, 40))
        #expect(onTerminal.seed == 7)
        let inPipe = Launch(request, interactive: false, terminal: Self.pipe, environment: [:])
        #expect((inPipe.style.width, inPipe.style.height) == (80, 24))
    }

    @Test("Themes and palettes: the user's by default, none when recording, the given ones always")
    func userFiles() {
        let environment = ["XDG_DATA_HOME": "/data"]
        var request = Launch.Request()
        let user = Launch(request, interactive: false, terminal: Self.pipe, environment: environment)
        #expect(user.themeDirectory?.path == "/data/memorize/themes")
        #expect(user.palettesFile == "/data/memorize/palettes.json")
        let recording = Launch(request, interactive: false, userThemesByDefault: false, terminal: Self.pipe, environment: environment)
        #expect(recording.themeDirectory == nil)
        #expect(recording.palettesFile == nil)
        request.themeDirectory = "my themes"
        let given = Launch(request, interactive: false, userThemesByDefault: false, terminal: Self.pipe, environment: environment)
        #expect(given.themeDirectory?.lastPathComponent == "my themes")
        #expect(given.themeDirectoryName == "my themes")
    }

    @Test("Language: LC_ALL, then LC_MESSAGES, then LANG; an empty one is unset")
    func language() {
        #expect(Launch.messagesLanguage(["LC_ALL": "", "LC_MESSAGES": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"]) == "fr_FR.UTF-8")
        #expect(Launch.messagesLanguage(["LC_ALL": "ja_JP.UTF-8", "LANG": "de_DE.UTF-8"]) == "ja_JP.UTF-8")
        #expect(Launch.messagesLanguage(["LANG": "de_DE.UTF-8"]) == "de_DE.UTF-8")
        #expect(Launch.messagesLanguage([:]) == nil)
    }
}
