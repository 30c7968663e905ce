#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call: its `errno`, described as the C library describes it, so messages read
/// the same as every other Unix tool's ("No such file or directory").
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// The error of the system call that just failed on this thread.
    public static var last: SystemError { SystemError(code: errno) }

    public var isInterruption: Bool { code == EINTR }
    /// No such file or directory.
    public var isNotFound: Bool { code == ENOENT }

    public var description: String { String(cString: strerror(code)) }
}
