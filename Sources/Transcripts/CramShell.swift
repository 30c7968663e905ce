#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import Synchronization

extension TranscriptSuite {
    /// The variable naming the `memorize` that runs the test, for a cram file to run
    /// (`"$MEMORIZE" themes`) whatever the PATH holds, as cram's `$TESTDIR` names its directory:
    /// `memorize test` sets it for its workers, whose cram shell inherits it; a process that runs
    /// files in-process (a test of the project's suite) sets it itself before the first one.
    public static let memorizeVariable = "MEMORIZE"
}

/// The process group of this process's cram shell (its pid), 0 when none runs: what a worker
/// ends on its way out (``endRunningShell()``), from a signal handler if need be.
let runningShellGroup = Atomic<Int32>(0)

/// Whether this process is the reaper of its orphans and owns every child it has (a worker of
/// `memorize test`, see ``CramShell/adoptLeftovers()``): then what a file leaves running is ended
/// when the file ends.
private let ownsEveryChild = Atomic<Bool>(false)

/// Ends this process's cram shell and what it started that stayed in its process group, at
/// once. Async-signal-safe, for a signal handler: what left the group comes back to the runner,
/// this process's own reaper, once this process is gone.
func endRunningShell() {
    ChildProcess.killGroup(runningShellGroup.load(ordering: .relaxed))
}

/// Ends this process's cram shell and everything any cram file started, wherever it went (its
/// own process group or session included), when this process owns every child it has; only the
/// shell's process group otherwise. Not for a signal handler (it reads /proc and waits).
func endEverythingStarted() {
    endRunningShell()
    if ownsEveryChild.load(ordering: .relaxed) { Descendants.endAll() }
}

/// The shell that runs cram tests: one `/bin/sh` per process, started once, which forks a
/// subshell for each test file.
///
/// cram starts a shell for each file (`sh -` reading the file's commands), and that start is
/// most of what a file costs it. Here the shell reads, on its standard input, one line per file:
///
///     ( cd 'DIR' && TESTDIR=… TESTFILE=… && export … && eval 'SCRIPT' ) </dev/null 2>&1
///     echo "MEMORIZE-CRAM-DONE-SALT $?"
///
/// so each file runs in a fork of a shell already started, in its own directory, with its own
/// variables, traps and options, none of which outlive it. What it printed (both streams, as
/// cram's `stderr=STDOUT`) comes back on the shell's output up to the salted mark, so no file is
/// written for it (on a disk that discards freed blocks, truncating one costs more than the
/// test), and a background process left holding the pipe never keeps the runner waiting, as it
/// would keep cram. `eval` parses and runs one command at a time, as `sh -` reads a script, so
/// a function defined by one command is there for the next. One difference from cram: a
/// command's standard input is empty, where under cram it is the rest of the script.
///
/// In a process that ``adoptLeftovers()``, what a file started and left running (a background
/// job, a daemon that double-forked into a session of its own, a child that ignores SIGTERM)
/// is killed when the file ends, before the next begins, as it is when the run ends.
///
/// Unchecked `Sendable`: its mutable state (the read buffer, the idle directories) is touched only
/// by ``withShared(_:)``, under that lock; no other reference to a shell leaves this file.
final class CramShell: @unchecked Sendable {
    /// `$TESTSHELL`, as cram sets it by default.
    static let path = "/bin/sh"
    /// See ``TranscriptSuite/memorizeVariable``.
    static let memorizeVariable = TranscriptSuite.memorizeVariable

    private let process: ChildProcess
    /// Holds `cramtests` (`$CRAMTMP`).
    private let root: String
    /// `$CRAMTMP`: each test file's directory is made in it.
    let cramTemporary: String
    /// Directories of earlier files, emptied and kept for the next file of the same name: ext4
    /// makes a directory soon after one was removed by scanning for inodes it must not reuse yet
    /// (`recently_deleted`), which cost more than the test itself. An emptied directory is what a
    /// fresh one is; only its inode number is not new.
    private var idle: Set<String> = []
    /// What the shell prints after a file's output, with its status: salted, so no test prints it.
    private let doneMark = "MEMORIZE-CRAM-DONE-\(UInt64.random(in: 1_000_000_000...UInt64.max)) "

    /// What went wrong outside the test: the shell could not start, or died.
    struct Failure: Error {
        var message: String
    }

    private init(process: ChildProcess, root: String) {
        self.process = process
        self.root = root
        cramTemporary = root + "/cramtests"
    }

    /// Starts the shell in cram's clean environment (cram 0.7, `cram/_test.py` `test()` with
    /// `cleanenv`, and `cram/_main.py`): `LANG`, `LC_ALL` and `LANGUAGE` are `C`, `TZ` is `GMT`,
    /// `CDPATH` and `GREP_OPTIONS` empty, `COLUMNS` 80, `TESTSHELL` the shell, `CRAMTMP` a fresh
    /// directory and `TMPDIR`, `TEMP` and `TMP` its `tmp`.
    private static func start() -> Result<CramShell, Failure> {
        let base = Environment.value(scratchRootVariable) ?? FileManager.default.temporaryDirectory.path
        let root = base + "/memorize-cram-\(UUID().uuidString)"
        let temporary = root + "/cramtests/tmp"
        do {
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        } catch {
            return .failure(Failure(message: "cannot make \(temporary): \(error)"))
        }
        var variables = ProcessInfo.processInfo.environment
        for name in ["LANG", "LC_ALL", "LANGUAGE"] { variables[name] = "C" }
        variables["TZ"] = "GMT"
        variables["CDPATH"] = ""
        variables["COLUMNS"] = "80"
        variables["GREP_OPTIONS"] = ""
        variables["TESTSHELL"] = path
        variables["CRAMTMP"] = root + "/cramtests"
        for name in ["TMPDIR", "TEMP", "TMP"] { variables[name] = temporary }
        // A process group of its own: a worker ended in the middle of a file (a timeout) ends the
        // shell and what the file started with it, rather than leaving them to run on.
        switch ChildProcess.spawn(path, arguments: ["sh"], environment: variables.map { "\($0.key)=\($0.value)" }, ownProcessGroup: true) {
        case .failure(let error):
            try? FileManager.default.removeItem(atPath: root)
            return .failure(Failure(message: "cannot start \(path): \(error)"))
        case .success(let process):
            runningShellGroup.store(process.pid, ordering: .relaxed)
            let shell = CramShell(process: process, root: root)
            // The shell's own complaints go where the runner reads, not to a pipe nobody drains.
            _ = FileIO.writeAll("exec 2>&1\n", to: process.input)
            return .success(shell)
        }
    }

    /// Runs a file's script in a fresh directory `$CRAMTMP/NAME` (removed afterwards), with
    /// `TESTDIR` and `TESTFILE` set; hands `consume` what it prints as it comes, and returns the
    /// status it ended with. Then ends what the file left running (see ``adoptLeftovers()``).
    /// - Complexity: one fork of the shell, plus the script's own cost; O(1) memory of its own
    ///   whatever the script prints.
    /// - Parameter feedsInput: whether the script reads lines on descriptor 9, which ``send(_:)``
    ///   writes (the shell's own input, which it does not read while the file runs).
    func run(
        script: String, name: String, testDirectory: String, testFile: String, feedsInput: Bool = false,
        consume: (UnsafeRawBufferPointer) -> Void
    ) -> Result<Int32, Failure> {
        var directory = cramTemporary + "/" + name
        var suffix = 1
        while !idle.contains(directory), FileSystem.info(directory) != nil {
            directory = cramTemporary + "/" + name + "-\(suffix)"
            suffix += 1
        }
        if idle.remove(directory) == nil {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                return .failure(Failure(message: "cannot make \(directory): \(error)"))
            }
        }
        defer { keepEmptied(directory) }
        let q = Self.quoted
        let line = "( cd \(q(directory)) && TESTDIR=\(q(testDirectory)) && TESTFILE=\(q(testFile)) && export TESTDIR TESTFILE"
            + " && eval \(q(script)) )\(feedsInput ? " 9<&0" : "") </dev/null 2>&1; echo \"\(doneMark)$?\"\n"
        guard FileIO.writeAll(line, to: process.input) else { return .failure(Failure(message: "the shell is gone")) }
        guard let status = readUntilDone(consume) else { return .failure(Failure(message: "the shell ended before the test did")) }
        endLeftovers()
        return .success(status)
    }

    /// Writes `line` where a running file's script reads it (see `feedsInput`); the file reads
    /// one line each time, byte by byte, so nothing of the next file's is taken.
    func send(_ line: String) {
        _ = FileIO.writeAll(line, to: process.input)
    }

    /// Makes this process the reaper of what its cram files leave running, and the owner of every
    /// child it has: from then on each file's leftovers are ended when it ends, and everything
    /// when the shell stops. For a worker process, which starts nothing else; a process that
    /// starts other children (a test runner running files in-process) must not call it.
    static func adoptLeftovers() {
        if Descendants.adoptOrphans() { ownsEveryChild.store(true, ordering: .relaxed) }
    }

    /// Ends every child of this process but the shell (the subshell of the file has ended, so
    /// each is something the file left, or was started by it and came back here as an orphan),
    /// and drops what they printed after the file's end, so the next file does not see it.
    /// - Complexity: one look at this process's children when the file left nothing; else
    ///   ``Descendants/endAll(sparing:)``.
    private func endLeftovers() {
        guard ownsEveryChild.load(ordering: .relaxed), Descendants.endAll(sparing: [process.pid]) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !ChildProcess.readable([process.output], timeout: 0).isEmpty {
            guard case .success(let read) = buffer.withUnsafeMutableBytes({ FileIO.read(from: process.output, into: $0) }), read > 0 else { return }
        }
    }

    /// Empties a file's directory for the next file of its name, or removes it if it cannot be
    /// emptied (a test that took away its own permissions): the next file then gets a new one.
    private func keepEmptied(_ directory: String) {
        let fileManager = FileManager.default
        guard let entries = try? fileManager.contentsOfDirectory(atPath: directory) else {
            try? fileManager.removeItem(atPath: directory)
            return
        }
        // Most files leave their directory empty (and a directory, not a link a test put in
        // its place): one listing and one look say it is ready for the next.
        if entries.isEmpty, FileSystem.info(directory, followingLinks: false)?.kind == .directory {
            idle.insert(directory)
            return
        }
        let emptied = entries.allSatisfy { entry in
            (try? fileManager.removeItem(atPath: directory + "/" + entry)) != nil
        }
        if emptied, FileSystem.info(directory, followingLinks: false)?.kind == .directory, (try? fileManager.contentsOfDirectory(atPath: directory))?.isEmpty == true {
            idle.insert(directory)
        } else {
            try? fileManager.removeItem(atPath: directory)
        }
    }

    /// Hands `consume` what the subshell prints, as it comes, up to the mark the shell writes
    /// after it; returns the status after the mark, or nil if the shell is gone. Only the bytes
    /// that may be the start of the mark are held back.
    /// - Complexity: O(*n*) in the bytes read; O(1) memory.
    private func readUntilDone(_ consume: (UnsafeRawBufferPointer) -> Void) -> Int32? {
        let mark = Array(doneMark.utf8)
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            switch buffer.withUnsafeMutableBytes({ FileIO.read(from: process.output, into: $0) }) {
            case .success(let read) where read > 0: pending += buffer[..<read]
            case .success, .failure: return nil
            }
            let found = CMemory.firstIndex(of: mark, in: pending)
            // Everything before the mark, or before an end that may be its start, is the file's,
            // and passed on at once: a salt line tells which command is running.
            let passed = found ?? pending.count - Self.overlap(of: pending, with: mark)
            pending[..<passed].withUnsafeBytes(consume)
            pending.removeSubrange(..<passed)
            if found != nil, let newline = pending[mark.count...].firstIndex(of: UInt8(ascii: "\n")) {
                return Int32(String(decoding: pending[mark.count..<newline], as: UTF8.self)) ?? -1
            }
        }
    }

    /// The length of the longest end of `bytes` that is a start of `mark` (shorter than it).
    /// - Complexity: O(*m*²) at worst in the mark's length, O(*m*) when its first byte is rare.
    static func overlap(of bytes: [UInt8], with mark: [UInt8]) -> Int {
        for length in stride(from: min(mark.count - 1, bytes.count), to: 0, by: -1)
        where bytes[bytes.count - length] == mark[0] && bytes[(bytes.count - length)...].elementsEqual(mark[..<length]) {
            return length
        }
        return 0
    }

    /// Ends the shell and removes its directories.
    private func stop() {
        ChildProcess.killGroup(process.pid)   // what a file left running in the background, too
        runningShellGroup.store(0, ordering: .relaxed)
        process.closeInput()
        _ = process.waitForExit()
        if ownsEveryChild.load(ordering: .relaxed) { Descendants.endAll() }   // and what left the group
        FileIO.close(process.output)
        FileIO.close(process.errorOutput)
        try? FileManager.default.removeItem(atPath: root)
    }

    /// `text` quoted for the shell.
    static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// This process's shell, started when first needed: a worker runs its files one after
    /// another, so the lock only keeps tests that run files in parallel honest.
    private static let shared = Mutex<CramShell?>(nil)

    /// Runs `body` with this process's shell; a shell that failed is stopped, and the next
    /// call starts another.
    static func withShared<T>(_ body: (CramShell) -> Result<T, Failure>) -> Result<T, Failure> {
        shared.withLock { shell in
            if shell == nil {
                switch start() {
                case .success(let started): shell = started
                case .failure(let failure): return .failure(failure)
                }
            }
            guard let current = shell else { return .failure(Failure(message: "no shell")) }
            let result = body(current)
            if case .failure = result {
                current.stop()
                shell = nil
            }
            return result
        }
    }

    /// Stops this process's shell, if one runs (the next test starts another).
    static func shutDown() {
        shared.withLock { shell in
            shell?.stop()
            shell = nil
        }
    }
}
