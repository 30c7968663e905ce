import EmojiArt
import Foundation
import Storage
import Testing
@testable import REPL
@testable import ArtFeature

/// The art editor's loading part alone, with a real fetcher on a scratch directory: what a
/// background text starts, how what arrives changes the document and its picture, and how a
/// newer background or document drops what was on its way.
@Suite struct ArtBackgroundLoaderTests {
    /// A loader on a scratch directory holding `files`, and a started document, removed by `body`'s end.
    static func inScratch(files: [String: Data] = [:], confined: Bool = true, _ body: (inout ArtBackgroundLoader, inout ArtDocument, URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, data) in files { try data.write(to: directory.appendingPathComponent(name)) }
        let workspace = Workspace(directory: directory.path, home: nil, confined: confined)
        var loader = ArtBackgroundLoader(fetcher: BackgroundFetcher(timeout: 10, maximumBytes: 100_000), workspace: workspace)
        var document = ArtDocument()
        document.start(EmojiArtDocument())
        loader.start(&document)
        try body(&loader, &document, directory)
    }

    static func setBackground(_ background: EmojiArtModel.Background, of document: inout ArtDocument, following loader: inout ArtBackgroundLoader) throws {
        let edit = try document.edit { document throws(EmojiArtError) in try document.setBackground(background) }
        loader.didEdit(&document, backgroundChanged: edit.backgroundChanged)
    }

    @Test func aURLIsFetchedAndAnythingElseIsAPathTheWorkspaceMayRead() throws {
        try Self.inScratch { loader, _, _ in
            let url = try #require(URL(string: "https://example.com/sky.png"))
            let fetching = try loader.request(for: "https://example.com/sky.png")
            #expect(fetching == .fetching(url))
            let loading = try loader.request(for: "sky.png")
            #expect(loading == .loading("sky.png"))
            #expect(throws: IntentError("'ftp:' URLs are not fetched; use http, https or file, or a path")) { try loader.request(for: "ftp://example.com/a.png") }
            #expect(throws: IntentError.self) { try loader.request(for: "/outside/the/scratch.png") }
            #expect(!loader.isFetching)   // asking starts nothing
        }
    }

    @Test func aLoadedFileIsEmbeddedAsAnEditWithItsPictureDecoded() throws {
        try Self.inScratch(files: ["sky.png": pngBytes]) { loader, document, _ in
            loader.loadFile("sky.png")
            #expect(loader.pendingLoad?.source == "sky.png" && loader.isFetching)
            #expect(try document.require().background == .blank)   // nothing until it arrives
            let settled = loader.settle(&document, interrupted: { false })
            #expect(settled.outcomes == [.ready("sky.png")] && !settled.interrupted)
            #expect(try document.require().background == .imageData(pngBytes))
            #expect(document.needsSave)
            #expect((loader.picture.raster?.pixelSize).map { $0 == (1, 1) } == true)
            #expect(loader.pendingLoad == nil && !loader.isFetching)

            // Undoing the embed is an edit like any other: the picture goes with the background.
            let undo = try document.edit { $0.undo() }
            loader.didEdit(&document, backgroundChanged: undo.backgroundChanged)
            #expect(loader.picture.raster == nil && !loader.isFetching)
        }
    }

    @Test func aFailedLoadIsRememberedUntilTheBackgroundChanges() throws {
        try Self.inScratch(files: ["notes.txt": Data("not a picture".utf8)]) { loader, document, _ in
            loader.loadFile("notes.txt")
            let outcomes = loader.settle(&document, interrupted: { false }).outcomes
            guard case .notChanged("notes.txt", let reason)? = outcomes.first, outcomes.count == 1 else {
                Issue.record("\(outcomes)")
                return
            }
            #expect(loader.loadFailure?.source == "notes.txt" && loader.loadFailure?.reason == reason)
            let background = try document.require().background
            #expect(background == .blank && !document.needsSave)
            try Self.setBackground(.imageData(pngBytes), of: &document, following: &loader)
            #expect(loader.loadFailure == nil)
        }
    }

    @Test func aLoadOvertakenByANewerBackgroundIsDropped() throws {
        try Self.inScratch(files: ["notes.txt": Data("not a picture".utf8)]) { loader, document, _ in
            loader.loadFile("notes.txt")
            try Self.setBackground(.imageData(pngBytes), of: &document, following: &loader)
            #expect(loader.pendingLoad == nil && loader.picture.isDecoding)
            let outcomes = loader.settle(&document, interrupted: { false }).outcomes
            #expect(outcomes.isEmpty)   // the file's failure is never heard of; the decode succeeded
            #expect(loader.loadFailure == nil)
            #expect(try document.require().background == .imageData(pngBytes))
            #expect(loader.picture.raster != nil)
        }
    }

    @Test func aNewDocumentDropsWhatWasOnItsWayForTheOldOne() throws {
        try Self.inScratch(files: ["sky.png": pngBytes]) { loader, document, _ in
            loader.loadFile("sky.png")
            document.start(EmojiArtDocument())
            loader.start(&document)
            #expect(!loader.isFetching && loader.pendingLoad == nil)
            _ = loader.fetcher.waitForDelivery(seconds: 10)   // the read still arrives…
            #expect(loader.applyFinished(to: &document).isEmpty)   // …and is dropped
            let background = try document.require().background
            #expect(background == .blank && !document.needsSave)
        }
    }

    @Test func embeddedDataThatDoesNotDecodeFailsWithTheDecodersReason() throws {
        try Self.inScratch { loader, document, _ in
            let damaged = pngBytes.prefix(33) + Data(repeating: 0x5A, count: 40)
            var file = EmojiArtDocument()
            try file.setBackground(.imageData(damaged))
            document.start(EmojiArtDocument(file.emojiArt))   // as `art open` reads it
            loader.start(&document)
            #expect(loader.picture.isDecoding)
            let outcomes = loader.settle(&document, interrupted: { false }).outcomes
            #expect(outcomes.count == 1)
            #expect(outcomes.first.map { if case .failed("image data", _) = $0 { true } else { false } } == true)
            #expect(loader.picture.failure != nil && loader.picture.raster == nil)
        }
    }

    @Test func aFileURLTheWorkspaceRefusesFailsAtOnce() throws {
        try Self.inScratch { loader, document, _ in
            let outside = URL(fileURLWithPath: "/outside/the/scratch.png")
            try Self.setBackground(.url(outside), of: &document, following: &loader)
            #expect(!loader.isFetching)
            let status = try document.require().backgroundImageFetchStatus
            guard case .failed(outside, let reason) = status else {
                Issue.record("\(status)")
                return
            }
            #expect(reason.contains("scratch directory"))
        }
    }

    @Test func aFileURLIsFetchedThroughTheWorkspace() throws {
        try Self.inScratch(files: ["sky.png": pngBytes], confined: false) { loader, document, directory in
            let inside = directory.appendingPathComponent("sky.png")
            try Self.setBackground(.url(inside), of: &document, following: &loader)
            #expect(loader.isFetching)
            let status = try document.require().backgroundImageFetchStatus
            #expect(status == .fetching(inside))
            let outcomes = loader.settle(&document, interrupted: { false }).outcomes
            #expect(outcomes == [.ready(inside.absoluteString)])
            let image = try document.require().backgroundImage
            #expect(image == pngBytes)
            #expect(loader.picture.raster != nil)
        }
    }

    @Test func anInterruptedWaitLeavesTheLoadGoing() throws {
        try Self.inScratch(files: ["sky.png": pngBytes]) { loader, document, _ in
            loader.loadFile("sky.png")
            let settled = loader.settle(&document, interrupted: { true })
            if settled.interrupted {
                #expect(loader.isFetching && settled.outcomes.isEmpty)
            } else {
                #expect(settled.outcomes == [.ready("sky.png")])   // it had arrived before the first ask
            }
            #expect(loader.settle(&document, interrupted: { false }).outcomes.count == (settled.interrupted ? 1 : 0))
        }
    }
}
