import Foundation
import Testing

@Suite("play scrolls a big board on a pseudo-terminal", .enabled(if: PythonPseudoTerminal.available, "needs python3 for its pty module"), .serialized)
struct PlayScrollTerminalTests {
    /// 200 distinct emoji (U+1F600 on), for a palette of 200 pairs: no bundled theme has that many.
    static let emoji = "😀😃😄😁😆😅😂🙂🙃😉😊😇😍😘😗😚😙😋😛😜😝😐😑😶😏😒🙄😬😌😔😪😴😷😵😎😕😟🙁😮😯😲😳😦😧😨😰😥😢😭😱😖😣😞😓😩😫😤😡😠😈👿💀💩👹👺👻👽👾😺😸😹😻😼😽🙀😿😾🙈🙉🙊💌💘💝💖💗💓💞💕💟💔💛💚💙💜🖤💋💯💢💥💫💦💨💬💭💤👋🖖👌👈👉👆🖕👇👍👎👊👏🙌👐🙏💅💪👂👃👀👅👄👶👦👧👱👨👩👴👵🙍🙎🙅🙆💁🙋🙇👮💂👷👸👳👲👰👼💆💇🚶💃🕺👯🚣🚴🚵🛀🛌👭👫👬💏💑👪👤👥👣🐵🐒🐶🐕🐩🐺🐱🐈🐯🐅🐆🐴🐎🐮🐂🐃🐄🐷🐖🐗🐽🐏🐑🐐🐪🐫🐘🐭🐁🐀"

    @Test("On 40x12, PageDown and the wheel scroll a 200-pair board, and a click chooses a card that was off the screen")
    func pageDownWheelAndClick() throws {
        // Top: rows 1–10 (cards 1–80). PageDown: rows 11–20. Three notches down: rows 14–23, so
        // the first card row on the screen (terminal row 2) is row 14, cards 105–112.
        let wheelDown = "\u{1B}[<65;10;5M"
        let run = try PythonPseudoTerminal.run([], size: (40, 12), [
            .wait("memorize> "), .send("palette new Big \(Self.emoji)\r"), .wait("(200 emoji)"),
            .send("play palette:Big pairs=200 seed=7\r"), .wait("\u{1B}[?1049h"), .wait("Big"), .settle(0.3),
            .send("\u{1B}[6~"), .settle(0.3),
            .send(wheelDown + wheelDown + wheelDown), .settle(0.3),
            .send("\u{1B}[<0;3;2M\u{1B}[<0;3;2m"), .settle(0.5),
            .send("q"), .wait("> "), .send("state\r"), .wait("\"viewport\""), .settle(0.2), .send("quit\r"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)
        #expect(run.restored)
        let state = try #require(run.output.components(separatedBy: "\n").last { $0.contains("\"viewport\"") })
        #expect(state.contains("\"index\":105,\"isFaceUp\":true"), "card 105, off the screen at first, was clicked")
        #expect(state.contains("\"firstRow\":14"))
        #expect(state.contains("\"index\":1,\"isFaceUp\":false"))
    }
}
