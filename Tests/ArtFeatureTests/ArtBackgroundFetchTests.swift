import EmojiArt
import Foundation
import Game
import Synchronization
import Testing
import Themes
@testable import REPL
#if canImport(Glibc)
import Glibc
@testable import ArtFeature
import Features
import TestSupport
#endif

/// A tiny HTTP/1.0 server on 127.0.0.1 over POSIX sockets, for fetch tests. Each path has an
/// answer; `/slow…` paths answer only once the test calls ``release()``, so a test can show that
/// commands run while a fetch is pending without timing anything.
final class SlowServer: Sendable {
    let port: UInt16
    private let listener: Int32
    private let released = DispatchSemaphore(value: 0)
    private let answers = Mutex(0)
    private let routes: [String: (head: String, body: Data)]

    init(routes: [String: (head: String, body: Data)]) throws {
        self.routes = routes
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard fd >= 0, bound, listen(fd, 16) == 0 else { throw CommandError("cannot listen") }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let server = self
        Thread.detachNewThread { server.serve() }
    }

    /// How many requests have been answered.
    var answered: Int { answers.withLock { $0 } }

    /// Lets every `/slow…` request (now and later) be answered.
    func release() {
        for _ in 0..<16 { released.signal() }
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    func stop() {
        release()
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            let server = self
            Thread.detachNewThread { server.answer(client) }
        }
    }

    private func answer(_ client: Int32) {
        defer { close(client) }
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.ends(with: Array("\r\n\r\n".utf8)) {
            let n = read(client, &buffer, buffer.count)
            guard n > 0 else { return }
            request += buffer[0..<n]
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self)
        let path = line.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        if path.hasPrefix("/slow") {
            // Never wait forever: a test that fails must still finish.
            _ = released.wait(timeout: .now() + 30)
        }
        if path.hasPrefix("/drip") {
            // One byte every tenth of a second: each read succeeds, so only a deadline for the
            // whole fetch ends it (the server gives up after 20 s or when the client leaves).
            let head = Data("HTTP/1.0 200 OK\r\nContent-Type: image/png\r\nContent-Length: 1000\r\n\r\n".utf8)
            guard head.withUnsafeBytes({ send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == head.count else { return }
            for _ in 0..<200 {
                var byte: UInt8 = 0x89
                guard send(client, &byte, 1, Int32(MSG_NOSIGNAL)) == 1 else { return }
                usleep(100_000)
            }
            return
        }
        let route = routes[path] ?? ("HTTP/1.0 404 Not Found\r\nContent-Length: 0\r\n", Data())
        let response = Data((route.head + "Connection: close\r\n\r\n").utf8) + route.body
        // Counted before it is sent: once the client has the bytes, a test may ask at once.
        answers.withLock { $0 += 1 }
        // send with MSG_NOSIGNAL: a client that hangs up early (at a size limit) must not SIGPIPE the tests.
        _ = response.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}

extension Array where Element: Equatable {
    func ends(with suffix: [Element]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}

private func ok(_ type: String, _ body: Data) -> (head: String, body: Data) {
    ("HTTP/1.0 200 OK\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n", body)
}

/// An interpreter on real time (as in the REPL), whose fetcher has the given limits.
private func liveInterpreter(timeout: Double = 10, maximumBytes: Int = 100_000) -> Interpreter {
    let session = Session(registry: .standard, catalog: ThemeCatalog.load(userDirectory: nil), seed: 1, clock: SystemClock())
    session.install(ArtEditor(canvas: session.canvas, fetcher: BackgroundFetcher(timeout: timeout, maximumBytes: maximumBytes), workspace: session.workspace, palettes: session.palettes))
    return Interpreter(session: session, style: Style())
}

@Suite("Backgrounds load off the input thread", .serialized)
struct ArtBackgroundFetchTests {
    static let png = pngBytes + Data(repeating: 7, count: 100)

    @Test func thePromptStaysUsableWhileABackgroundLoads() throws {
        let server = try SlowServer(routes: ["/slow.png": ok("image/png", Self.png)])
        defer { server.stop() }
        let interpreter = liveInterpreter()
        _ = interpreter.handle("art new")
        let started = interpreter.handle("art background \(server.url("/slow.png"))")
        #expect(started.stdout == ["Fetching background \(server.url("/slow.png"))…"])
        // The server has not answered, and will not until released: yet every command answers.
        for line in ["art add 😀 at 0,0", "new animals seed=1", "choose 1", "art select 1", "state"] {
            let reply = interpreter.handle(line)
            #expect(!reply.failed, "\(line): \(reply.lines)")
        }
        let show = interpreter.handle("art show")
        #expect(show.stdout.contains("background: fetching(\(server.url("/slow.png")))"))
        #expect(server.answered == 0)
        server.release()
        let wait = interpreter.handle("art wait")
        #expect(wait.stdout == ["background: ready(\(server.url("/slow.png")))"], "\(wait.lines)")
        #expect(interpreter.session.art.document?.backgroundImage == Self.png)
    }

    @Test func aFetchOvertakenByAnotherBackgroundIsDropped() throws {
        let server = try SlowServer(routes: ["/slow.png": ok("image/png", Self.png)])
        defer { server.stop() }
        let interpreter = liveInterpreter()
        _ = interpreter.handle("art new; art background \(server.url("/slow.png")); art background clear")
        server.release()
        let wait = interpreter.handle("art wait")
        #expect(wait.lines == [.out("background: blank")], "\(wait.lines)")
        #expect(interpreter.session.art.document?.backgroundImage == nil)
    }

    @Test func aURLBecomesTheBackgroundOnlyWhenItsPictureHasArrived() throws {
        let server = try SlowServer(routes: ["/slow.png": ok("image/png", Self.png)])
        defer { server.stop() }
        let interpreter = liveInterpreter()
        _ = interpreter.handle("art new; art background \(server.url("/slow.png"))")
        let art = interpreter.session.art
        #expect(art.document?.background == .blank && !art.needsSave)   // asked for, not arrived
        server.release()
        let wait = interpreter.handle("art wait")
        #expect(wait.lines == [.err("note: background ready: \(server.url("/slow.png"))"), .out("background: ready(\(server.url("/slow.png")))")])
        let url = try #require(URL(string: server.url("/slow.png")))
        #expect(art.document?.background == .url(url) && art.needsSave && art.backgroundPicture != nil)
        #expect(server.answered == 1)   // its bytes are the fetch's: not fetched again
        // Its arrival was an edit: undo takes it back.
        _ = interpreter.handle("art undo")
        #expect(art.document?.background == .blank && art.backgroundPicture == nil)
    }

    @Test func aFailedURLKeepsThePictureThatWasThere() throws {
        let server = try SlowServer(routes: ["/sky.png": ok("image/png", Self.png)])
        defer { server.stop() }
        let interpreter = liveInterpreter()
        _ = interpreter.handle("art new; art background \(server.url("/sky.png")); art wait")
        let art = interpreter.session.art
        let picture = try #require(art.backgroundPicture)
        _ = interpreter.handle("art background \(server.url("/gone.gif"))")
        let wait = interpreter.handle("art wait")
        let note = try #require(wait.stderr.first)
        #expect(note.hasPrefix("note: background not changed: \(server.url("/gone.gif")): "), "\(note)")
        #expect(wait.stdout.last?.hasSuffix("; still ready(\(server.url("/sky.png")))") == true, "\(wait.lines)")
        #expect(art.document?.background == URL(string: server.url("/sky.png")).map { .url($0) })
        #expect(art.backgroundPicture === picture)
    }

    @Test func aServerThatNeverAnswersTimesOut() throws {
        let server = try SlowServer(routes: ["/slow-hang.png": ok("image/png", Self.png)])
        defer { server.stop() }
        let interpreter = liveInterpreter(timeout: 1)
        _ = interpreter.handle("art new; art background \(server.url("/slow-hang.png"))")
        let wait = interpreter.handle("art wait")
        let status = try #require(wait.stdout.last)
        #expect(status.hasPrefix("background: failed(\(server.url("/slow-hang.png")))") && status.contains("timed out"), "\(status)")
    }

    @Test func aServerThatDripsIsCutOffAtTheDeadline() throws {
        let server = try SlowServer(routes: [:])
        defer { server.stop() }
        let interpreter = liveInterpreter(timeout: 1)
        _ = interpreter.handle("art new; art background \(server.url("/drip.png"))")
        let status = try #require(interpreter.handle("art wait").stdout.last)
        #expect(status.hasPrefix("background: failed(\(server.url("/drip.png")))") && status.contains("timed out"), "\(status)")
    }

    /// 16 MB of zeros gzipped to a few kB: the size limit holds for the decoded bytes, as they
    /// arrive, so the fetch stops at the limit instead of inflating it all.
    @Test func aGzipBombIsStoppedAtTheSizeLimit() throws {
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-c", "-9"]
        let input = Pipe(), output = Pipe()
        gzip.standardInput = input
        gzip.standardOutput = output
        try gzip.run()
        let writer = input.fileHandleForWriting
        Thread.detachNewThread {
            let zeros = Data(count: 1 << 20)
            for _ in 0..<16 { writer.write(zeros) }
            try? writer.close()
        }
        let bomb = output.fileHandleForReading.readDataToEndOfFile()   // gzip ends when its input does
        gzip.waitUntilExit()
        #expect(bomb.count < 100_000)
        let server = try SlowServer(routes: [
            "/bomb.png": ("HTTP/1.0 200 OK\r\nContent-Type: image/png\r\nContent-Encoding: gzip\r\nContent-Length: \(bomb.count)\r\n", bomb),
        ])
        defer { server.stop() }
        let interpreter = liveInterpreter(maximumBytes: 100_000)
        _ = interpreter.handle("art new; art background \(server.url("/bomb.png"))")
        let status = try #require(interpreter.handle("art wait").stdout.last)
        #expect(status.hasPrefix("background: failed(") && status.contains("more than 100000 bytes"), "\(status)")
    }

    @Test(arguments: [
        ("/page.html", "it is HTML, not an image"),
        ("/big.png", "bytes; at most 1000"),
        ("/chunked-big.png", "sent more than 1000 bytes"),
        ("/missing.png", "answered HTTP 404"),
        // Redirects are followed by the fetcher, never by libcurl, and only to http(s): the
        // local file is never read.
        ("/to-file", "/to-file redirects to a 'file' URL; only http and https are followed"),
        ("/loop", "/loop: more than 20 redirects"),
        ("/moved-nowhere", "/moved-nowhere answered HTTP 301"),
    ])
    func badAnswersAreRefused(path: String, reason: String) throws {
        let big = Self.png + Data(repeating: 1, count: 5000)
        let server = try SlowServer(routes: [
            "/page.html": ok("text/html", Data("<!DOCTYPE html><html><body>hi</body></html>".utf8)),
            "/big.png": ok("image/png", big),
            "/chunked-big.png": ("HTTP/1.0 200 OK\r\nContent-Type: image/png\r\n", big),
            "/to-file": ("HTTP/1.0 302 Found\r\nLocation: file:///etc/hostname\r\nContent-Length: 0\r\n", Data()),
            "/loop": ("HTTP/1.0 302 Found\r\nLocation: /loop\r\nContent-Length: 0\r\n", Data()),
            "/moved-nowhere": ("HTTP/1.0 301 Moved Permanently\r\nContent-Length: 0\r\n", Data()),
        ])
        defer { server.stop() }
        let interpreter = liveInterpreter(maximumBytes: 1000)
        _ = interpreter.handle("art new; art background \(server.url(path))")
        let wait = interpreter.handle("art wait")
        let status = try #require(wait.stdout.last)
        #expect(status.hasPrefix("background: failed(") && status.contains(reason), "\(status)")
        #expect(interpreter.session.art.document?.backgroundImage == nil)
    }

    @Test func redirectsToHTTPAreFollowedAndTheirBodiesIgnored() throws {
        let server = try SlowServer(routes: [
            "/old.png": ("HTTP/1.0 301 Moved Permanently\r\nLocation: /older.png\r\nContent-Length: 9\r\n", Data("moved: go".utf8)),
            "/older.png": ("HTTP/1.0 302 Found\r\nLocation: /new.png\r\n", Data("<html>still moving</html>".utf8)),
            "/new.png": ok("image/png", Self.png),
        ])
        defer { server.stop() }
        let interpreter = liveInterpreter()
        _ = interpreter.handle("art new; art background \(server.url("/old.png"))")
        let wait = interpreter.handle("art wait")
        #expect(wait.stdout == ["background: ready(\(server.url("/old.png")))"], "\(wait.lines)")
        #expect(interpreter.session.art.document?.backgroundImage == Self.png)
        #expect(server.answered == 3)
    }

    @Test func otherSchemesAreNeverFetched() {
        let interpreter = liveInterpreter()
        _ = interpreter.handle("art new")
        for url in ["ftp://example.com/a.png", "gopher://x/y", "data:image/png;base64,AAAA"] {
            let reply = interpreter.handle("art background \(url)")
            #expect(reply.failed && reply.stderr.first?.contains("URLs are not fetched") == true, "\(url): \(reply.lines)")
        }
    }

    @Test func finishedFetchesAreAnnouncedBeforeTheNextCommand() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-fetch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bg.png").path
        try Self.png.write(to: URL(fileURLWithPath: path))
        let interpreter = liveInterpreter()
        _ = interpreter.handle("art new; art background \(path)")
        // Wait for the delivery without applying it, then any command announces it.
        #expect(interpreter.session.art.fetcher.waitForDelivery(seconds: 10))
        let reply = interpreter.handle("state")
        #expect(reply.stderr.first == "note: background ready: \(path)", "\(reply.lines)")
        #expect(interpreter.session.art.document?.background == .imageData(Self.png))
    }
}
