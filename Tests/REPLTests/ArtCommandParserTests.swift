import Testing
@testable import REPL

@Suite("art command parsing")
struct ArtCommandParserTests {
    @Test(arguments: [
        ("art new", ArtCommand.new),
        ("art add 😀 at -200,100", .add(text: "😀", x: -200, y: 100, size: nil)),
        ("art add 👍🏽 at 1,2 size 80", .add(text: "👍🏽", x: 1, y: 2, size: 80)),
        ("art move 3 by 10,-5", .move(.emoji(3), dx: 10, dy: -5)),
        ("art move selection by 1,1", .move(.selection, dx: 1, dy: 1)),
        ("art scale 2 by 1.5", .scale(.emoji(2), factor: 1.5)),
        ("art remove selection", .remove(.selection)),
        ("art select 1 2 3", .select([1, 2, 3])),
        ("art background https://www.google.com/imgres?imgurl=https%3A%2F%2Fa.example%2Fb.png&x=1", .background("https://www.google.com/imgres?imgurl=https%3A%2F%2Fa.example%2Fb.png&x=1")),
        ("art background clear", .clearBackground),
        ("art open my art.emojiart", .open(path: "my art.emojiart")),
        ("art save", .save(path: nil)),
        ("ART SHOW", .show),
    ])
    func parses(line: String, command: ArtCommand) throws {
        #expect(try CommandParser.parse(line) == .art(command))
    }

    @Test(arguments: [
        ("art", "art needs VERB"),
        ("art add", "art add needs an emoji and a place"),
        ("art add cat at 1,1", "art add takes one emoji, not 'cat'"),
        ("art add 😀 at 1,x", "X,Y must be two whole numbers"),
        ("art add 😀 at 1,1 size", "unexpected 'size' after the place"),
        ("art move x by 1,1", "'x' is neither an emoji id nor 'selection'"),
        ("art scale 1 by -1", "the factor must be a number above 0"),
        ("art scale 1 by inf", "the factor must be a number above 0"),
        ("art show now", "unexpected 'now' after art show"),
        ("art select", "art select needs emoji ids"),
        ("art open", "art open needs a file"),
        ("art shwo", "did you mean 'show'?"),
        ("export board", "export needs FILE"),
        ("export boards x.svg", "export WHAT must be one of board"),
    ])
    func refuses(line: String, message: String) {
        #expect(throws: CommandError.self) { try CommandParser.parse(line) }
        do {
            _ = try CommandParser.parse(line)
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func theEmojiHookTakesOneGrapheme() {
        #expect(ArtCommandParser.isAcceptableEmoji("🇫🇷"))
        #expect(ArtCommandParser.isAcceptableEmoji("👨‍👩‍👧"))
        #expect(!ArtCommandParser.isAcceptableEmoji("ab"))
        #expect(!ArtCommandParser.isAcceptableEmoji(" "))
        #expect(!ArtCommandParser.isAcceptableEmoji(""))
    }
}
