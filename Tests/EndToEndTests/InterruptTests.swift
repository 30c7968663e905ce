import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("Ctrl-C in the REPL, through a pseudo-terminal")
struct InterruptTests {
    @Test func ctrlCStopsArtWaitAndTheSessionGoesOn() throws {
        let server = try LoopbackPort(listening: true)
        let terminal = try PseudoTerminal()
        _ = terminal.read(until: { $0.hasSuffix("> ") })
        terminal.send("art new; art background http://127.0.0.1:\(server.port)/sky.png\n")
        _ = terminal.read(until: { $0.contains("Fetching background") && $0.hasSuffix("> ") })
        terminal.send("art wait\n")
        // Readline has taken the whole line once it has moved past it, and has given the terminal
        // back (canonical mode) before the line runs; then the wait begins (the fetch itself
        // would take 20 s to time out). A Ctrl-C too early would be the prompt's; one in the
        // instant between readline and the line is dropped with it, so it is sent again.
        _ = terminal.read(until: { $0.contains("art wait\r\n") || $0.contains("art wait\n") }, deadline: 5)
        #expect(eventually(within: 5) { terminal.isCanonical }, "readline kept the terminal")
        var stopped = ""
        for _ in 0..<5 where !stopped.contains("stopped waiting") {
            terminal.send("\u{03}")
            stopped += terminal.read(until: { $0.contains("stopped waiting") && $0.hasSuffix("> ") }, deadline: 2)
        }
        #expect(stopped.contains("note: stopped waiting (Ctrl-C); the background goes on loading"), "\(stopped.debugDescription)")
        terminal.send("art show\n")
        let shown = terminal.read(until: { $0.contains("background: fetching(") && $0.hasSuffix("> ") }, deadline: 5)
        #expect(shown.contains("background: fetching(http://127.0.0.1:\(server.port)/sky.png)"), "\(shown.debugDescription)")
        // The untitled document has a change (its background): the REPL asks once; then Ctrl-D leaves.
        terminal.send("quit\n")
        let asked = terminal.read(until: { $0.contains("quit or Ctrl-D again") && $0.hasSuffix("> ") }, deadline: 5)
        #expect(asked.contains("warning: the untitled EmojiArt document (0 emoji) has changes that are in no file"), "\(asked.debugDescription)")
        terminal.endInput()
        #expect(terminal.waitForExit() == 0)
    }
}
