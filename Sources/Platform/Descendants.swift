#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything a process started, however far it went: its children, theirs, and what left its
/// process group or session (a daemon's double fork and `setsid`), which a signal to a process
/// group never reaches.
///
/// On Linux a process that ``adoptOrphans()`` is the *subreaper* of its descendants
/// (`PR_SET_CHILD_SUBREAPER`): one whose parent dies is reparented to it rather than to init. So
/// every descendant is a child of this process or a descendant of one, and ``endAll(sparing:)``,
/// killing each child and then what comes back to it, leaves nothing behind. Elsewhere adopting
/// does nothing, and only children are ended.
public enum Descendants {
    /// Makes this process the reaper of every orphan among its descendants: their leftovers
    /// become its children, for ``endAll(sparing:)`` to end. Not inherited by children. Only for a
    /// process that owns every child it has (a worker, the test runner), since ending them all is
    /// then safe.
    /// - Returns: whether the system took it (Linux 3.4 and later).
    /// - Complexity: O(1) (one system call).
    @discardableResult
    public static func adoptOrphans() -> Bool {
        #if os(Linux)
        // prctl(2) is variadic, which Swift does not import: called through its address with the
        // fixed five arguments every prctl option takes (the Linux ABIs pass them alike).
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return false }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        let setChildSubreaper: Int32 = 36   // PR_SET_CHILD_SUBREAPER, <linux/prctl.h>
        return prctl(setChildSubreaper, 1, 0, 0, 0) == 0
        #else
        return false
        #endif
    }

    /// The pids of this process's children, zombies included, read from every thread's
    /// `/proc/self/task/TID/children` (an orphan comes back to one thread, a child spawned by
    /// another thread is that thread's); from `/proc/*/stat` when the kernel has no such file.
    /// - Complexity: O(*t* + *c*) in threads and children; O(*p*) in the system's processes on
    ///   the fallback.
    public static func children() -> [Int32] {
        #if os(Linux)
        let threads = directoryEntries("/proc/self/task")
        var found: [Int32] = []
        for thread in threads {
            guard let text = readSmallFile("/proc/self/task/\(thread)/children") else { return childrenByScan() }
            found += text.split(separator: UInt8(ascii: " ")).compactMap { Int32(String(decoding: $0, as: UTF8.self)) }
        }
        return threads.isEmpty ? childrenByScan() : found
        #else
        return []
        #endif
    }

    /// Ends every child of this process but `sparing`, and everything they started: SIGKILL
    /// (which nothing can ignore), reaped, and again for whatever came back to this process as
    /// an orphan meanwhile, until no other child is left. Blocks while a killed child dies.
    /// - Returns: how many processes it ended.
    /// - Complexity: O(*d*) rounds at worst in the depth of the process tree (usually one or
    ///   two), each ``children()`` and a kill and wait per child.
    @discardableResult
    public static func endAll(sparing: Set<Int32> = []) -> Int {
        var ended = 0
        while true {
            let others = children().filter { !sparing.contains($0) }
            guard !others.isEmpty else { return ended }
            for pid in others { _ = kill(pid, SIGKILL) }
            for pid in others {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            }
            ended += others.count
        }
    }

    /// Children found by each process's parent in `/proc/PID/stat` (field 4, after the command
    /// name in parentheses, which may itself hold any byte).
    /// - Complexity: O(*p*) in the system's processes.
    private static func childrenByScan() -> [Int32] {
        let me = getpid()
        return directoryEntries("/proc").compactMap { name -> Int32? in
            guard let pid = Int32(name), let stat = readSmallFile("/proc/\(pid)/stat"),
                  let close = stat.lastIndex(of: UInt8(ascii: ")"))
            else { return nil }
            let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
            guard fields.count > 1, Int32(String(decoding: fields[1], as: UTF8.self)) == me else { return nil }
            return pid
        }
    }

    /// The names in a directory, `.` and `..` left out; none if it cannot be read.
    private static func directoryEntries(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// A file of the proc file system (a few hundred bytes at most, generated on each read),
    /// read whole; nil if it is not there.
    private static func readSmallFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { _ = close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += buffer[..<count]
        }
    }
}
