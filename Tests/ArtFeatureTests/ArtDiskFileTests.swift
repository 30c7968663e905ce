import EmojiArt
import Foundation
import Storage
import Testing
@testable import REPL
@testable import ArtFeature
import TestSupport

/// The art editor's file part alone, on a scratch directory: reading, saving, and what happens
/// when another process wrote the file since (a merge, or ours kept beside it).
@Suite struct ArtDiskFileTests {
    /// A scratch directory as a workspace, removed by `body`'s end.
    static func inScratch(_ body: (Workspace, URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-diskfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(Workspace(directory: directory.path, home: nil), directory)
    }

    /// A document of `emoji`, one per 100 points from the origin.
    static func document(_ emoji: [String]) throws -> ArtDocument {
        var document = ArtDocument()
        document.start(EmojiArtDocument())
        for (i, text) in emoji.enumerated() {
            try document.edit { document throws(EmojiArtError) in try document.addEmoji(text, at: (i * 100, 0), size: 40) }
        }
        return document
    }

    /// What another process writes: `model` with `change` applied, replacing the file atomically.
    static func writeAsAnotherProcess(_ model: EmojiArtModel, to url: URL, change: (inout EmojiArtDocument) throws -> Void) throws {
        var theirs = EmojiArtDocument(model)
        try change(&theirs)
        try theirs.emojiArt.json().write(to: url, options: .atomic)
    }

    @Test func saveWritesTheFileMarksTheDocumentSavedAndNamesIt() throws {
        try Self.inScratch { workspace, directory in
            var file = ArtDiskFile(workspace: workspace)
            var document = try Self.document(["🐶"])
            #expect(document.needsSave && file.path == nil)
            #expect(try file.save(&document, to: "a.emojiart") == "a.emojiart")
            #expect(file.path == "a.emojiart" && !document.needsSave)
            let read = try file.read("a.emojiart")
            #expect(read == document.document?.emojiArt)
            #expect(file.takeNotes().isEmpty)
        }
    }

    /// A student app's own keys, and the format it wrote, survive an edit and a save here.
    @Test func aFileKeepsItsFormatAndItsUnknownKeysOnSave() throws {
        try Self.inScratch { workspace, directory in
            let json = #"{"background":"https:\/\/example.com\/sky.png","emojis":[{"string":"🐶","position":{"x":5,"y":10},"size":40,"id":1}],"uniqueEmojiId":1,"title":"Dog"}"#
            try Data(json.utf8).write(to: directory.appendingPathComponent("a.emojiart"))
            var file = ArtDiskFile(workspace: workspace)
            let read = try file.readDocument("a.emojiart")
            #expect(read.format == .course2023 && read.model.emojis.first?.y == -10)
            file.didRead(read.model, format: read.format, extras: read.extras, at: "a.emojiart")
            var document = ArtDocument()
            document.start(EmojiArtDocument(read.model))
            try document.edit { document throws(EmojiArtError) in try document.addEmoji("🐱", at: (0, 0), size: 40) }
            _ = try file.save(&document, to: "a.emojiart")
            let saved = try Data(contentsOf: directory.appendingPathComponent("a.emojiart"))
            let text = String(decoding: saved, as: UTF8.self)
            #expect(text.contains(#""title":"Dog""#) && text.contains(#""position":{"x":5,"y":10}"#), "\(text)")
            #expect(try EmojiArtModel.read(json: saved).format == .course2023)
        }
    }

    @Test func readNamesTheFileOnEveryError() throws {
        try Self.inScratch { workspace, directory in
            let file = ArtDiskFile(workspace: workspace)
            #expect { try file.read("missing.emojiart") } throws: { ($0 as? IntentError)?.message.hasPrefix("cannot open ") == true }
            try Data("{\"emojis\": 3}".utf8).write(to: directory.appendingPathComponent("bad.emojiart"))
            #expect { try file.read("bad.emojiart") } throws: { ($0 as? IntentError)?.message.hasPrefix("cannot open 'bad.emojiart': ") == true }
        }
    }

    @Test func independentChangesOnDiskAreMergedWithOursAsOneUndoableChange() throws {
        try Self.inScratch { workspace, directory in
            var file = ArtDiskFile(workspace: workspace)
            var document = try Self.document(["🐶"])
            _ = try file.save(&document, to: "a.emojiart")
            let base = try #require(document.document?.emojiArt)
            try Self.writeAsAnotherProcess(base, to: directory.appendingPathComponent("a.emojiart")) { try $0.addEmoji("🐱", at: (0, 300), size: 40) }
            try document.edit { document throws(EmojiArtError) in try document.addEmoji("🐭", at: (0, -300), size: 40) }

            #expect(try file.save(&document, to: "a.emojiart") == "a.emojiart")
            let texts = Set(try document.require().emojis.map(\.text))
            #expect(texts == ["🐶", "🐱", "🐭"])
            #expect(try file.read("a.emojiart") == document.document?.emojiArt)
            #expect(file.takeNotes() == ["a.emojiart had changed on disk since it was read; merged its changes with yours"])
            #expect(file.takeNotes().isEmpty)   // taken once
            #expect(try document.edit { $0.undo() }.result == "merge with a.emojiart")
        }
    }

    @Test func changesToTheSameEmojiKeepOursBesideTheFileAndGoOnThere() throws {
        try Self.inScratch { workspace, directory in
            var file = ArtDiskFile(workspace: workspace)
            var document = try Self.document(["🐶"])
            _ = try file.save(&document, to: "a.emojiart")
            let base = try #require(document.document?.emojiArt)
            let id = try #require(base.emojis.first?.id)
            let url = directory.appendingPathComponent("a.emojiart")
            try Self.writeAsAnotherProcess(base, to: url) { try $0.moveEmoji(id, by: (0, 50)) }
            let theirs = try Data(contentsOf: url)
            try document.edit { document throws(EmojiArtError) in try document.moveEmoji(id, by: (50, 0)) }

            #expect(try file.save(&document, to: "a.emojiart") == "a (mine).emojiart")
            #expect(file.path == "a (mine).emojiart" && !document.needsSave)
            #expect(try Data(contentsOf: url) == theirs)   // theirs untouched
            #expect(file.takeNotes() == ["a.emojiart had changed on disk since it was read, in the same places as yours; yours is saved as a (mine).emojiart, which the document now autosaves to"])

            // The next conflict on the same name finds the next free one.
            var other = ArtDiskFile(workspace: workspace)
            other.didRead(base, at: "a.emojiart")
            try Self.writeAsAnotherProcess(base, to: url) { try $0.moveEmoji(id, by: (0, 70)) }
            #expect(try other.save(&document, to: "a.emojiart") == "a (mine 2).emojiart")
        }
    }

    @Test func anotherFileIsNeverMergedWithWhatWasReadFromTheFirst() throws {
        try Self.inScratch { workspace, directory in
            var file = ArtDiskFile(workspace: workspace)
            var document = try Self.document(["🐶"])
            _ = try file.save(&document, to: "a.emojiart")
            try Self.writeAsAnotherProcess(EmojiArtModel(), to: directory.appendingPathComponent("b.emojiart")) { try $0.addEmoji("🐱", at: (0, 0), size: 40) }
            #expect(try file.save(&document, to: "b.emojiart") == "b.emojiart")
            #expect(try file.read("b.emojiart").emojis.map(\.text) == ["🐶"])
            #expect(file.takeNotes().isEmpty)
        }
    }

    @Test func aFailedWriteLeavesThePathAndTheUnsavedState() throws {
        try Self.inScratch { workspace, _ in
            var file = ArtDiskFile(workspace: workspace)
            var document = try Self.document(["🐶"])
            #expect(throws: IntentError.self) { try file.save(&document, to: "no/such/dir/a.emojiart") }
            #expect(file.path == nil && document.needsSave)
            var none = ArtDocument()
            #expect(throws: IntentError.self) { try file.save(&none, to: "a.emojiart") }
            #expect(!workspace.exists("a.emojiart"))
        }
    }

    @Test func aNewFileMustBeEmojiArtTheWorkspaceMayWrite() throws {
        let file = ArtDiskFile(workspace: Workspace(directory: "/scratch", home: nil, confined: true))
        #expect(throws: IntentError("'a.svg' is not a .emojiart file; art edit opens and saves .emojiart")) { try file.checkNewFile("a.svg") }
        #expect(throws: IntentError.self) { try file.checkNewFile("/elsewhere/a.emojiart") }
        try file.checkNewFile("a.emojiart")
    }

    @Test func aFileRewrittenInPlaceOfItselfIsNotTheSame() throws {
        try Self.inScratch { workspace, directory in
            let url = directory.appendingPathComponent("a.emojiart")
            try Data("{}".utf8).write(to: url)
            let before = try #require(workspace.info("a.emojiart"))
            #expect(ArtDiskFile.same(before, before))
            #expect(!ArtDiskFile.same(nil, before))
            try Data("{}".utf8).write(to: url, options: .atomic)   // same bytes, a new inode
            #expect(!ArtDiskFile.same(before, try #require(workspace.info("a.emojiart"))))
        }
    }
}
