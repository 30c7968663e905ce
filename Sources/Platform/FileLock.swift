#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory whole-file lock (flock(2)) around a read-modify-write of a file that two
/// processes may share, such as the palettes file. Advisory: it only keeps out those that lock too.
public enum FileLock {
    public enum Kind: Sendable { case shared, exclusive }

    /// Waits for the lock on the open file `fd`, retrying interruptions.
    /// - Complexity: O(1) system calls; blocks while another process holds a conflicting lock.
    public static func lock(_ fd: Int32, _ kind: Kind) -> Result<Void, SystemError> {
        while true {
            if flock(fd, kind == .shared ? LOCK_SH : LOCK_EX) == 0 { return .success(()) }
            if errno != EINTR { return .failure(.last) }
        }
    }

    /// Takes the lock only if no one else holds a conflicting one; false if someone does.
    /// - Complexity: O(1) (one system call).
    public static func tryLock(_ fd: Int32, _ kind: Kind) -> Result<Bool, SystemError> {
        if flock(fd, (kind == .shared ? LOCK_SH : LOCK_EX) | LOCK_NB) == 0 { return .success(true) }
        return errno == EWOULDBLOCK ? .success(false) : .failure(.last)
    }

    /// The process holding a flock(2) lock on the file with this inode and device, as the kernel
    /// lists it in `/proc/locks` (nil where there is no such list, or no holder).
    /// - Complexity: O(*n*) in the locks of the whole system.
    public static func holder(inode: UInt64, device: UInt64) -> Int32? {
        let fd = open("/proc/locks", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        while bytes.count < 4 << 20 {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        // gnu_dev_major/minor are macros: the kernel's split of a dev_t.
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff)
        let minor = (device & 0xff) | ((device >> 12) & ~0xff)
        let file = String(major, radix: 16, uppercase: false).leftPadded(2) + ":" + String(minor, radix: 16).leftPadded(2) + ":\(inode)"
        // "1: FLOCK  ADVISORY  WRITE 1234 08:01:56789 0 EOF"; a waiter's line starts "1: -> FLOCK".
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 6, fields[1] == "FLOCK", fields[5] == file else { continue }
            return Int32(fields[4])
        }
        return nil
    }

    /// - Complexity: O(1) (one system call).
    public static func unlock(_ fd: Int32) {
        _ = flock(fd, LOCK_UN)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
