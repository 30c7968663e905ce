import EmojiArt
import Game
import Foundation
import Layout
import Testing
import Themes
import LiveScreens
@testable import REPL
@testable import ArtFeature
import TestSupport

/// The background as a picture: decoded off the input thread when its bytes arrive, kept on the
/// editor, dropped when the background changes, a decoding failure reported as the background's.
@Suite("The background's picture", .serialized)
struct ArtBackgroundPictureTests {
    /// A PNG signature and header with damaged data after them: it sniffs as PNG but is not one.
    static let damaged = pngBytes.prefix(33) + Data(repeating: 0x5A, count: 40)

    func interpreter() -> Interpreter {
        let session = Session(registry: .standard, catalog: ThemeCatalog.load(userDirectory: nil), seed: 1, clock: SystemClock())
        session.install(ArtEditor(canvas: session.canvas, fetcher: BackgroundFetcher(timeout: 10, maximumBytes: 100_000), workspace: session.workspace, palettes: session.palettes))
        return Interpreter(session: session, style: Style())
    }

    func directory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-picture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func aLoadedFileIsDecodedKeptAndDroppedWhenTheBackgroundChanges() throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("sky.png").path
        try pngBytes.write(to: URL(fileURLWithPath: path))
        let repl = interpreter()
        _ = repl.handle("art new; art background \(path)")
        #expect(repl.session.art.backgroundPicture == nil)   // still loading: nothing waited for yet
        _ = repl.handle("art wait")
        let art = repl.session.art
        #expect(art.backgroundPixelSize.map { $0 == (1, 1) } == true)
        var frame = Frame(width: 1, height: 1)
        art.backgroundPicture?.draw(into: &frame, area: CellRect(x: 0, y: 0, width: 1, height: 1), origin: (0, 0), scale: 16, colour: true)
        #expect(frame[0, 0].style == CellStyle(foreground: .rgb(135, 206, 235), background: .rgb(135, 206, 235)))

        _ = repl.handle("art background clear")
        #expect(art.backgroundPicture == nil && art.backgroundPixelSize == nil)
        // Undo brings the image data back; it is decoded again, off the input thread.
        _ = repl.handle("art undo; art wait")
        #expect(art.backgroundPixelSize.map { $0 == (1, 1) } == true)
    }

    @Test func anSVGDrawsThePictureAtItsRealSizeCentredOnTheOrigin() throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("sky.png").path
        try pngBytes.write(to: URL(fileURLWithPath: path))
        let svgPath = folder.appendingPathComponent("art.svg").path
        let repl = interpreter()
        _ = repl.handle("art new; art background \(path); art wait; art export \(svgPath)")
        let svg = String(decoding: try Data(contentsOf: URL(fileURLWithPath: svgPath)), as: UTF8.self)
        // A 1×1 picture on the 1024×768 canvas: one point at the origin, as the editor draws it,
        // not stretched over the canvas.
        #expect(svg.contains("x=\"512\" y=\"384\" width=\"1\" height=\"1\"/>"), "\(svg.prefix(600))")
        #expect(!svg.contains("preserveAspectRatio"))
    }

    @Test func aFileThatDoesNotDecodeFailsWithTheDecodersReason() throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let damaged = folder.appendingPathComponent("damaged.png").path
        try Self.damaged.write(to: URL(fileURLWithPath: damaged))
        let webp = folder.appendingPathComponent("photo.webp").path
        try Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8).write(to: URL(fileURLWithPath: webp))
        let repl = interpreter()
        _ = repl.handle("art new; art background \(damaged)")
        let reply = repl.handle("art wait")
        #expect(reply.stderr.first?.hasPrefix("note: background not changed: \(damaged): the PNG image is damaged or cut short") == true, "\(reply.lines)")
        #expect(repl.session.art.document?.background == .blank && repl.session.art.backgroundPicture == nil)
        _ = repl.handle("art background \(webp)")
        let second = repl.handle("art wait")
        #expect(second.stderr.first == "note: background not changed: \(webp): it is a WebP image, which cannot be shown; use a PNG, JPEG or GIF image",
                "\(second.lines)")
    }

    @Test func anOpenedDocumentsImageDataIsDecodedOrFailsVisibly() throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.appendingPathComponent("sky.png").path
        try pngBytes.write(to: URL(fileURLWithPath: image))
        let good = folder.appendingPathComponent("good.emojiart").path
        let writer = interpreter()
        _ = writer.handle("art new; art background \(image); art wait; art save \(good)")
        let json = try String(contentsOfFile: good, encoding: .utf8)
        // The course's JSON escapes slashes.
        func escaped(_ data: Data) -> String { data.base64EncodedString().replacingOccurrences(of: "/", with: "\\/") }
        #expect(json.contains(escaped(pngBytes)))
        let bad = folder.appendingPathComponent("bad.emojiart").path
        try json.replacingOccurrences(of: escaped(pngBytes), with: escaped(Self.damaged))
            .write(toFile: bad, atomically: true, encoding: .utf8)

        let reader = interpreter()
        _ = reader.handle("art open \(good); art wait")
        #expect(reader.session.art.backgroundPixelSize.map { $0 == (1, 1) } == true)
        _ = reader.handle("art open \(bad)")
        #expect(reader.session.art.backgroundPicture == nil)
        let reply = reader.handle("art wait")
        let reason = "the PNG image is damaged or cut short"
        #expect(reply.stderr.first?.hasPrefix("note: background failed(image data): \(reason)") == true, "\(reply.lines)")
        #expect(reply.stdout.first?.hasPrefix("background: failed(image data (PNG, \(Self.damaged.count) bytes)): \(reason)") == true, "\(reply.lines)")
        #expect(reader.session.art.backgroundPictureFailure?.hasPrefix(reason) == true)
        // A new background clears the failure.
        _ = reader.handle("art background clear")
        #expect(reader.session.art.backgroundPictureFailure == nil)
    }
}
