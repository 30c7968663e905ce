import Testing
@testable import REPL
@testable import ArtFeature
import Features
import TestSupport

@Suite("art command parsing")
struct ArtCommandParserTests {
    @Test(arguments: [
        ("art new", ArtNewCommand() as any Command),
        ("art add 😀 at -200,100", ArtAddCommand(text: "😀", x: -200, y: 100)),
        ("art add 👍🏽 at 1,2 size 80", ArtAddCommand(text: "👍🏽", x: 1, y: 2, size: 80)),
        ("art add 👍🏽 size 80 at 1,2", ArtAddCommand(text: "👍🏽", x: 1, y: 2, size: 80)),
        ("art move 3 by 10,-5", ArtMoveCommand(.emoji(3), dx: 10, dy: -5)),
        ("art move selection by 1,1", ArtMoveCommand(.selection, dx: 1, dy: 1)),
        ("art scale 2 by 1.5", ArtScaleCommand(.emoji(2), factor: 1.5)),
        ("art remove selection", ArtRemoveCommand(.selection)),
        ("art select 1 2 3", ArtSelectCommand(ids: [1, 2, 3])),
        ("art background https://www.google.com/imgres?imgurl=https%3A%2F%2Fa.example%2Fb.png&x=1",
         ArtBackgroundCommand(source: "https://www.google.com/imgres?imgurl=https%3A%2F%2Fa.example%2Fb.png&x=1")),
        ("art background clear", ArtBackgroundCommand(source: nil)),
        ("art background \"clear\"", ArtBackgroundCommand(source: "clear")),
        ("art background \"a;b.png\"", ArtBackgroundCommand(source: "a;b.png")),
        ("art background http://host/sky.png#top", ArtBackgroundCommand(source: "http://host/sky.png#top")),
        ("art open my art.emojiart", ArtOpenCommand(path: "my art.emojiart")),
        ("art open \"my  art.emojiart\"", ArtOpenCommand(path: "my  art.emojiart")),
        ("art save", ArtSaveCommand(path: nil)),
        ("ART SHOW", ArtShowCommand()),
        ("export board b.svg", ExportBoardCommand(path: "b.svg")),
        ("art drop 🐶 🐱", ArtDropCommand(text: "🐶 🐱")),
        ("art drop 🐶 hello at 10,-5", ArtDropCommand(text: "🐶 hello", at: (10, -5))),
        ("art drop :dog: at 1,1", ArtDropCommand(text: "🐕", at: (1, 1))),
        ("art drop \"🐶 at 5,5\"", ArtDropCommand(text: "🐶 at 5,5")),
        ("art drop https://a.example/x.png?a=b", ArtDropCommand(text: "https://a.example/x.png?a=b")),
        ("art zoom 2", ArtZoomCommand(.to(2))),
        ("art zoom 50%", ArtZoomCommand(.to(0.5))),
        ("art zoom FIT", ArtZoomCommand(.fit)),
        ("art zoom +", ArtZoomCommand(.by(1.25))),
        ("art zoom -", ArtZoomCommand(.by(0.8))),
        ("art pan -16,32", ArtPanCommand(dx: -16, dy: 32)),
        ("art state", ArtStateCommand()),
    ])
    func parses(line: String, command: any Command) throws {
        #expect(same(try parsed(line), command))
    }

    @Test(arguments: [
        ("art", "art needs VERB"),
        ("art add", "art add needs an emoji and a place"),
        ("art add cat at 1,1", "art add takes one emoji, not 'cat'"),
        ("art add 😀 at 1,x", "X,Y must be two whole numbers"),
        ("art drop", "art drop needs text to drop"),
        ("art drop at 1,1", "art drop needs something to drop before 'at X,Y'"),
        ("art drop 🐶 at 1,x", "X,Y must be two whole numbers like 10,5, not '1,x'"),
        ("art zoom", "art zoom needs a zoom, 'fit', + or -"),
        ("art zoom nan", "art zoom takes a number, 'fit', + or -, not 'nan'"),
        ("art zoom -2", "a zoom must be from 0.01 to 100, not -2"),
        ("art pan 1", "DX,DY must be two whole numbers like 10,-20, not '1'"),
        ("art add 😀 at 1,1 size", "art add needs an emoji and a place (usage: art add EMOJI at X,Y [size N])"),
        ("art move x by 1,1", "'x' is neither an emoji id nor 'selection'"),
        ("art move 1 by x", "DX,DY must be two whole numbers like 10,-20, not 'x' (usage: art move ID|selection by DX,DY)"),
        ("art scale 1 by -1", "the factor must be a number above 0"),
        ("art scale 1 by inf", "the factor must be a number above 0"),
        ("art show now", "unexpected 'now' after art show (usage: art show)"),
        ("art select", "art select needs emoji ids"),
        ("art select 1 x", "emoji ids are whole numbers, not 'x'"),
        ("art open", "art open needs a file"),
        ("art shwo", "did you mean 'show'?"),
        ("art frobnicate", "art VERB must be one of new, open, save, show, add, move, scale, remove, select, deselect, background, undo, redo, export, wait, drop, zoom, pan, state, edit, not 'frobnicate'"),
        ("export board", "export board needs FILE"),
        ("export boards x.svg", "export VERB must be one of board, not 'boards'; did you mean 'board'?"),
    ])
    func refuses(line: String, message: String) {
        let error = #expect(throws: CommandError.self) { try CommandParser.parse(line, in: .standard) }
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "parsed")")
    }

    @Test func anEmojiIsOneGrapheme() throws {
        #expect(same(try parsed("art add 🇫🇷 at 0,0"), ArtAddCommand(text: "🇫🇷", x: 0, y: 0)))
        #expect(same(try parsed("art add 👨‍👩‍👧 at 0,0"), ArtAddCommand(text: "👨‍👩‍👧", x: 0, y: 0)))
        for bad in ["ab", "\" \"", "\"\""] {
            #expect(throws: CommandError.self) { try CommandParser.parse("art add \(bad) at 0,0", in: .standard) }
        }
    }
}
