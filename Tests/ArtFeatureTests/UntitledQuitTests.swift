import Testing
@testable import REPL

/// Nothing lost: leaving with an untitled document that has changes asks once in the REPL and
/// is said on standard error in batch.
@Suite struct UntitledQuitTests {
    final class Capture: ReplySink {
        var replies: [Reply] = []
        func write(_ reply: Reply) { replies.append(reply) }
        var errors: [String] {
            replies.flatMap(\.lines).compactMap { if case .err(let text) = $0 { text } else { nil } }
        }
    }

    static func run(_ lines: [String], interactive: Bool) throws -> (status: Int32, capture: Capture, interpreter: Interpreter) {
        let (interpreter, _) = try makeArtInterpreter()
        interpreter.confirmsLeaving = interactive
        var reader = ListLineReader(lines)
        let capture = Capture()
        let status = Driver.run(reader: &reader, interpreter: interpreter, sink: capture)
        return (status, capture, interpreter)
    }

    @Test func theREPLWarnsAtTheFirstQuitAndLeavesAtTheSecond() throws {
        let (status, capture, _) = try Self.run(["art new", "art add 🐶 at 0,0", "quit", "art show", "quit", "art show"], interactive: true)
        #expect(status == 0)
        #expect(capture.errors == [
            "warning: the untitled EmojiArt document (1 emoji) has changes that are in no file; 'art save FILE.emojiart' keeps them, quit or Ctrl-D again leaves without them",
        ])
        // The line after the first quit ran; the one after the second did not.
        #expect(capture.replies.count == 6)
    }

    @Test func theREPLWarnsAtTheFirstCtrlD() throws {
        // The reader's end of input stands for Ctrl-D: the first asks, the second leaves.
        let (_, capture, _) = try Self.run(["art new", "art add 🐶 at 0,0"], interactive: true)
        #expect(capture.errors.count == 1)
        #expect(capture.errors.first?.contains("quit or Ctrl-D again") == true)
    }

    @Test func nothingIsAskedWithoutChangesOrWithAFile() throws {
        #expect(try Self.run(["art new", "quit"], interactive: true).capture.errors.isEmpty)
        #expect(try Self.run(["art new", "art add 🐶 at 0,0", "art save d.emojiart", "quit"], interactive: true).capture.errors.isEmpty)
        #expect(try Self.run(["new animals", "quit"], interactive: false).capture.errors.isEmpty)
    }

    @Test func batchSaysItOnceAndKeepsTheExitStatus() throws {
        let quitting = try Self.run(["art new", "art add 🐶 at 0,0", "quit"], interactive: false)
        #expect(quitting.status == 0)
        #expect(quitting.capture.errors == [
            "warning: the untitled EmojiArt document (1 emoji) has changes that are in no file; they are lost ('art save FILE.emojiart' before the end keeps them)",
        ])
        let ending = try Self.run(["art new", "art add 🐶 at 0,0"], interactive: false)
        #expect(ending.status == 0)
        #expect(ending.capture.errors.count == 1)
    }
}
