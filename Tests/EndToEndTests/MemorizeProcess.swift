import Foundation
import Testing

/// Runs the built `memorize` executable, as a user or a script would.
struct MemorizeProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
        var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// The executable beside the test bundle in the build folder.
    static var executable: URL {
        get throws {
            var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("memorize")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory.deleteLastPathComponent()
            }
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "memorize (build it with swift build)"])
        }
    }

    /// Runs `memorize arguments…` with `stdin` as standard input (never a terminal) and a clean
    /// environment: no colour settings, a private HOME, so the user's themes never leak in.
    static func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:], directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = try executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var env = ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        env.merge(environment) { $1 }
        process.environment = env
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(stdin)
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }
}
