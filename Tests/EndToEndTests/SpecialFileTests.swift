import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Special files made for a test in a scratch directory (never the system's own `/dev`).
enum SpecialFile: String, CaseIterable, CustomTestStringConvertible {
    case fifo, characterDevice, socket, directory, linkLoop, linkToFIFO

    var testDescription: String { rawValue }

    /// Makes one at `path`; `readable` device nodes are `/dev/zero`'s (1,5), which a reader never
    /// finishes, and `/dev/null`'s (1,3) otherwise.
    func make(at path: String, endlessDevice: Bool = false) throws {
        let made: Int32
        switch self {
        case .fifo: made = mkfifo(path, 0o666)
        case .characterDevice: made = mknod(path, S_IFCHR | 0o666, endlessDevice ? 0x105 : 0x103)
        case .socket: made = Self.bindSocket(at: path)
        case .directory: made = mkdir(path, 0o755)
        case .linkLoop:
            made = symlink(path + ".other", path) == 0 ? symlink(path, path + ".other") : -1
        case .linkToFIFO:
            made = mkfifo(path + ".fifo", 0o666) == 0 ? symlink(path + ".fifo", path) : -1
        }
        guard made == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    private static func bindSocket(at path: String) -> Int32 {
        let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return -1 }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return -1 }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// What is at `path` and what it leads to, as `lstat` sees them: equal before and after means
    /// nothing there was replaced.
    static func fingerprint(_ path: String) -> [String] {
        [path, path + ".other", path + ".fifo"].map { path in
            var info = stat()
            guard lstat(path, &info) == 0 else { return "missing" }
            var link = [CChar](repeating: 0, count: 4096)
            let length = readlink(path, &link, link.count - 1)
            let target = length > 0 ? String(decoding: link[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
            return "\(info.st_ino) \(info.st_mode) \(info.st_rdev) \(target)"
        }
    }
}

extension MemorizeProcess {
    /// ``run(_:stdin:environment:)`` for a command that might hang: after `timeout` seconds it is
    /// killed, and the result says so (status 137), so a hang fails the test instead of the suite.
    static func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:], killedAfter timeout: Double) throws -> Result {
        let process = Process()
        process.executableURL = try executable
        process.arguments = arguments
        var env = ["HOME": scratchPath("memorize-home").path,
                   "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        env.merge(environment) { $1 }
        process.environment = env
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let pid = process.processIdentifier
        let timer = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        let received = try exchange(stdin, with: input, reading: [output, error], group: pid)
        let finished = finish(process)
        timer.cancel()
        let status = finished < 0 ? finished : process.terminationReason == .uncaughtSignal ? 128 + finished : finished
        return Result(status: status, stdout: String(decoding: received[0], as: UTF8.self), stderr: String(decoding: received[1], as: UTF8.self))
    }
}

/// "Only regular files are read or replaced": every command that writes a file, given a FIFO, a
/// device, a socket, a directory or a symbolic link loop (directly or through a link), says so in
/// one `error:` line and leaves it as it was. Run as root, nothing may replace a device node.
@Suite("Special files are neither replaced nor read")
struct SpecialFileTests {
    /// A command that writes `target`, and the extension its target needs.
    struct Writer: CustomTestStringConvertible, Sendable {
        let name: String
        let fileExtension: String
        let arguments: @Sendable (_ target: String, _ directory: String) -> [String]
        var stdin = ""
        var testDescription: String { name }
    }

    static let writers: [Writer] = [
        Writer(name: "art save", fileExtension: "emojiart") { target, _ in ["-c", "art new; art add 🐶 at 0,0; art save \(target)"] },
        Writer(name: "art export", fileExtension: "svg") { target, _ in ["-c", "art new; art add 🐶 at 0,0; art export \(target)"] },
        Writer(name: "face svg", fileExtension: "svg") { target, _ in ["-c", "face svg \(target)"] },
        Writer(name: "export board", fileExtension: "svg") { target, _ in ["-c", "new; export board \(target)"] },
        Writer(name: "palette fix", fileExtension: "txt") { target, _ in ["palette", "fix", target] },
        Writer(name: "test --report", fileExtension: "tap") { ["test", "--report", $0, $1 + "/ok.transcript"] },
        Writer(name: "record --force", fileExtension: "transcript", arguments: { target, _ in ["record", "--force", target] }, stdin: "new\n"),
    ]

    static var cases: [(Writer, SpecialFile)] {
        writers.flatMap { writer in SpecialFile.allCases.map { (writer, $0) } }
    }

    @Test(arguments: cases)
    func aWriteLeavesASpecialFileAsItWas(writer: Writer, kind: SpecialFile) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("special-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("> new\n...\n".utf8).write(to: URL(fileURLWithPath: directory + "/ok.transcript"))
        let target = directory + "/target." + writer.fileExtension
        try kind.make(at: target)
        let before = SpecialFile.fingerprint(target)
        let result = try MemorizeProcess.run(writer.arguments(target, directory), stdin: Data(writer.stdin.utf8), killedAfter: 30)
        #expect(SpecialFile.fingerprint(target) == before, "\(result.stderr)")
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let about = result.stderrLines.filter { $0.contains(target) }
        #expect(about.count == 1 && about[0].hasPrefix("error: "), "\(result.stderr)")
        let reasons = ["not a regular file", "it is a directory", "is a directory", "symbolic links"]
        #expect(about.contains { line in reasons.contains { line.contains($0) } }, "\(result.stderr)")
    }

    /// Readers of a FILE argument refuse a FIFO (which would wait for a writer) and a device (which
    /// would be read forever) at once.
    @Test(arguments: [["palette", "lint"], ["palette", "fix"], ["palette", "extract"], ["palette", "filter"], ["run"]],
          [SpecialFile.fifo, .characterDevice, .linkToFIFO])
    func aReadRefusesASpecialFileAtOnce(command: [String], kind: SpecialFile) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("special-read-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + "/input.txt"
        try kind.make(at: target, endlessDevice: true)
        let before = SpecialFile.fingerprint(target)
        let result = try MemorizeProcess.run(command + [target], killedAfter: 20)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        // `palette lint` reports it as a problem of the file, on standard output, as it does a directory.
        let about = (result.stdoutLines + result.stderrLines).filter { $0.contains(target) }
        #expect(about.count == 1 && about[0].contains("not a regular file"), "\(result.stdout)\(result.stderr)")
        #expect(SpecialFile.fingerprint(target) == before)
    }

    /// `memorize test` given a transcript, cram or Markdown file that is a FIFO or a device says
    /// why it cannot read it, in one line naming it, at once (a FIFO would wait for a writer).
    @Test(arguments: ["case.transcript", "case.t", "case.md"], [SpecialFile.fifo, .characterDevice, .linkToFIFO])
    func testSaysWhyATranscriptCannotBeRead(name: String, kind: SpecialFile) throws {
        let directory = scratchPath("special-transcript").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + "/" + name
        try kind.make(at: target, endlessDevice: true)
        let result = try MemorizeProcess.run(["test", target], killedAfter: 20)
        #expect(result.status != 0 && result.status != 137, "\(result.stdout)\(result.stderr)")
        let about = result.stderrLines.filter { $0.contains(target) }
        #expect(about.count == 1 && about[0].hasPrefix("error: ") && about[0].contains("cannot read the file: not a regular file"),
                "\(result.stdout)\(result.stderr)")
    }

    /// A pipe the shell makes (`<(…)`) is no named FIFO: `memorize run` reads it.
    @Test func runReadsAProcessSubstitution() throws {
        let executable = try MemorizeProcess.executable.path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "\"$0\" run <(printf 'new Animals seed=1\\nscore\\n')", executable]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let printed = String(decoding: try MemorizeProcess.exchange(with: nil, reading: [output], group: process.processIdentifier)[0], as: UTF8.self)
        #expect(MemorizeProcess.finish(process) == 0, "\(printed)")
        #expect(!printed.contains("error"), "\(printed)")
    }
}
