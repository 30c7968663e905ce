#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few facts about the terminal that the REPL needs. Everything here is read once, at start,
/// and passed in: nothing below the executable asks the terminal itself.
public enum Terminal {
    public static func isTTY(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Columns and rows of the terminal on `fd`, or nil when it is not a terminal.
    public static func size(of fd: Int32) -> (width: Int, height: Int)? {
        guard isTTY(fd) else { return nil }
        var size = winsize()
        #if canImport(Glibc)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = TIOCGWINSZ
        #endif
        guard ioctl(fd, request, &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
