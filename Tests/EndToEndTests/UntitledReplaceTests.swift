import Foundation
import Testing

/// `art new` and `art open` put another document in the open one's place: an untitled
/// document's changes are never dropped without a word, as `quit` never drops them.
@Suite("art new and art open over an untitled document")
struct UntitledReplaceTests {
    @Test func theREPLWarnsAtTheFirstReplacementAndGoesAheadAtTheSecond() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let saved = directory.appendingPathComponent("cat.emojiart").path
        try Data(#"{"background":{},"emojis":[{"text":"🐱","x":0,"y":0,"size":40,"id":1}],"uniqueEmojiId":2}"#.utf8)
            .write(to: URL(fileURLWithPath: saved))

        let terminal = try PseudoTerminal()
        _ = terminal.read(until: { $0.hasSuffix("> ") }, deadline: 10)
        terminal.send("art new; art add 🐶 at 0,0\n")
        _ = terminal.read(until: { $0.contains("Added 🐶") && $0.hasSuffix("> ") }, deadline: 5)
        terminal.send("art new\n")
        let warned = terminal.read(until: { $0.contains("again goes ahead") && $0.hasSuffix("> ") }, deadline: 5)
        #expect(warned.contains(
            "warning: the untitled EmojiArt document (1 emoji) has changes that are in no file; 'art save FILE.emojiart' keeps them, 'art new' again goes ahead without them"),
            "\(warned.debugDescription)")
        #expect(!warned.contains("New EmojiArt document"))
        // Nothing was replaced; after a command between, the next replacement asks afresh.
        terminal.send("art show\n")
        let shown = terminal.read(until: { $0.contains("1 emoji") && $0.hasSuffix("> ") }, deadline: 5)
        #expect(shown.contains("1 emoji"), "\(shown.debugDescription)")
        terminal.send("art open \(saved)\n")
        let asked = terminal.read(until: { $0.contains("again goes ahead") && $0.hasSuffix("> ") }, deadline: 5)
        #expect(asked.contains("'art open' again goes ahead without them"), "\(asked.debugDescription)")
        terminal.send("art open \(saved)\n")
        let opened = terminal.read(until: { $0.contains("Opened") && $0.hasSuffix("> ") }, deadline: 5)
        #expect(opened.contains("Opened \(saved): 1 emoji"), "\(opened.debugDescription)")
        #expect(!opened.contains("warning:"), "\(opened.debugDescription)")
        terminal.send("quit\n")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func batchModeSaysWhatWasLost() throws {
        let result = try MemorizeProcess.run(["-c", "art new; art add 🐶 at 0,0; art new; art show"])
        #expect(result.status == 0)
        #expect(result.stderrLines == [
            "warning: the untitled EmojiArt document (1 emoji) has changes that are in no file; they are lost ('art save FILE.emojiart' before it keeps them)",
        ])
        #expect(result.stdout.contains("0 emoji"), Comment(rawValue: result.stdout))
        // An open that fails replaces nothing, and loses nothing.
        let failed = try MemorizeProcess.run(["-c", "art new; art add 🐶 at 0,0; art open nowhere.emojiart; art show"])
        #expect(failed.stderrLines.first == "error: cannot open 'nowhere.emojiart': no such file")
        #expect(failed.stdout.contains("1 emoji"), Comment(rawValue: failed.stdout))
        // What the end of input says of the document still open, not of an open that did not happen.
        #expect(failed.stderrLines.dropFirst() == [
            "warning: the untitled EmojiArt document (1 emoji) has changes that are in no file; they are lost ('art save FILE.emojiart' before the end keeps them)",
        ])
    }
}
