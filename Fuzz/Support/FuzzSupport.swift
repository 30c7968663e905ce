// Shared by every fuzz target (compiled into each target's executable; not part of the package).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `MEMORIZE_FUZZ_SOFT=1`: a failed `check` is reported once per call site (with the input in hex,
/// and the input saved as `check-<file>-<line>` in the current directory) and fuzzing goes on,
/// instead of trapping; the process then exits with status 3. For long runs after a known finding.
let softChecks = getenv("MEMORIZE_FUZZ_SOFT") != nil

/// The input being run, for soft-check reports.
nonisolated(unsafe) var currentInput: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)
nonisolated(unsafe) private var reportedChecks: Set<String> = []
nonisolated(unsafe) private var softFailures = 0

/// An oracle: traps (so libFuzzer saves the input as a crash) unless `condition` holds.
func check(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if condition() { return }
    let site = "\(file):\(line)"
    if softChecks {
        softFailures += 1
        guard reportedChecks.insert(site).inserted else { return }
        if reportedChecks.count == 1 {
            // The run still fails: exit status 3 at the end (libFuzzer would exit 0).
            atexit {
                writeError("FUZZ CHECKS FAILED (soft): \(softFailures) failures at \(reportedChecks.sorted().joined(separator: ", "))\n")
                _exit(3)
            }
        }
        let name = "check-" + site.map { $0.isLetter || $0.isNumber ? $0 : "-" } .reduce("") { $0 + String($1) }
        writeFile(name, Array(currentInput))
        writeError("FUZZ CHECK FAILED (soft) at \(site): \(message())\n  input (\(currentInput.count) bytes, saved as \(name)): \(hex(currentInput))\n")
        return
    }
    fatalError("fuzz check failed: \(message())", file: file, line: line)
}

func hex<C: Collection<UInt8>>(_ bytes: C, limit: Int = 512) -> String {
    let digits = Array("0123456789abcdef")
    var text = ""
    for byte in bytes.prefix(limit) {
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 15)])
    }
    return bytes.count > limit ? text + "…" : text
}

func writeError(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let n = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if n <= 0 { return }
        bytes = bytes.dropFirst(n)
    }
}

func writeFile(_ path: String, _ bytes: [UInt8]) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return }
    defer { close(fd) }
    var rest = bytes[...]
    while !rest.isEmpty {
        let n = rest.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n <= 0 { return }
        rest = rest.dropFirst(n)
    }
}

/// Swift's runtime backtracer takes SIGILL/SIGTRAP first and then libFuzzer does not install its own
/// handlers, so a trap would neither be reported nor saved as a crash input. Turn it off by running
/// again with SWIFT_BACKTRACE set (it is read at process start); libFuzzer prints the stack instead.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    if getenv("SWIFT_BACKTRACE") == nil, let arguments = argv.pointee {
        setenv("SWIFT_BACKTRACE", "enable=no", 1)
        execv("/proc/self/exe", arguments)
        writeError("warning: could not run again with SWIFT_BACKTRACE=enable=no; traps may not be caught\n")
    }
    return 0
}
