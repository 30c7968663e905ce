#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few facts about the terminal that the program needs, and its modes. The REPL reads the
/// facts once, at start, and is passed them: nothing below the executable asks the terminal itself.
public enum Terminal {
    /// - Complexity: O(1) (one system call).
    public static func isTTY(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Columns and rows of the terminal on `fd`, or nil when it is not a terminal.
    /// - Complexity: O(1) (two system calls).
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

    /// A terminal's settings (termios), saved so that every way out of a live screen can put
    /// them back.
    public struct Mode: Sendable {
        var settings: termios

        /// The settings of the terminal on `fd` now, or nil when it is not a terminal.
        /// - Complexity: O(1) (one system call).
        public static func current(of fd: Int32) -> Mode? {
            var settings = termios()
            guard tcgetattr(fd, &settings) == 0 else { return nil }
            return Mode(settings: settings)
        }

        /// These settings in raw mode: keys arrive one at a time, unechoed, with no signals from
        /// Ctrl-C or Ctrl-Z and no output processing.
        public var raw: Mode {
            var copy = settings
            cfmakeraw(&copy)
            return Mode(settings: copy)
        }

        /// Applies these settings to the terminal on `fd` once pending output is written.
        /// - Complexity: O(1) (one system call).
        @discardableResult
        public func apply(to fd: Int32) -> Bool {
            var settings = settings
            return tcsetattr(fd, TCSADRAIN, &settings) == 0
        }
    }
}
