#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Gives the terminal back if the program dies while a live screen holds it (a trap, an abort, a
/// bad access): the fatal signal's handler writes the screen's leaving sequence and puts back the
/// saved settings, then lets the signal go on to the handler it replaced (the Swift runtime's
/// backtracer, or the default), so the crash is reported as it would have been.
///
/// Everything the handler touches is prepared while arming, in C memory, and reached through one
/// atomic: the handler itself only loads it and makes async-signal-safe calls.
public enum TerminalGuard {
    /// The signals a crash arrives as.
    static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

    /// What the handler needs, laid out for C.
    struct Block {
        var fd: Int32
        var settings: termios
        var sequenceLength: Int
        var sequence: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                       UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        var previous: (sigaction, sigaction, sigaction, sigaction, sigaction, sigaction)
    }

    /// The armed block's address (0 when disarmed).
    private static let armed = Atomic<UInt>(0)

    /// The longest leaving sequence kept (the rest is cut off).
    public static let maximumSequenceLength = 128

    /// From now until ``disarm()``, a crash writes `leaving` to `fd` and applies `mode` to it.
    /// - Complexity: O(1) (a few system calls).
    public static func arm(fd: Int32, mode: Terminal.Mode, leaving: String) {
        disarm()
        guard let raw = malloc(MemoryLayout<Block>.size) else { return }
        let block = raw.bindMemory(to: Block.self, capacity: 1)
        block.initialize(to: Block(
            fd: fd, settings: mode.settings, sequenceLength: 0,
            sequence: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
            previous: (sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction())))
        let bytes = Array(leaving.utf8.prefix(maximumSequenceLength))
        withUnsafeMutableBytes(of: &block.pointee.sequence) { buffer in
            buffer.copyBytes(from: bytes)
        }
        block.pointee.sequenceLength = bytes.count
        withUnsafeMutablePointer(to: &block.pointee.previous) { tuple in
            tuple.withMemoryRebound(to: sigaction.self, capacity: fatalSignals.count) { previous in
                for (index, signal) in fatalSignals.enumerated() {
                    var action = sigaction()
                    #if canImport(Glibc)
                    action.__sigaction_handler.sa_handler = restoreOnCrash
                    #else
                    action.__sigaction_u.__sa_handler = restoreOnCrash
                    #endif
                    sigemptyset(&action.sa_mask)
                    action.sa_flags = 0
                    sigaction(signal, &action, previous + index)
                }
            }
        }
        armed.store(UInt(bitPattern: raw), ordering: .releasing)
    }

    /// Puts back the handlers ``arm(fd:mode:leaving:)`` replaced and forgets the terminal.
    /// - Complexity: O(1)
    public static func disarm() {
        let bits = armed.exchange(0, ordering: .acquiringAndReleasing)
        guard let raw = UnsafeMutableRawPointer(bitPattern: bits) else { return }
        let block = raw.assumingMemoryBound(to: Block.self)
        withUnsafeMutablePointer(to: &block.pointee.previous) { tuple in
            tuple.withMemoryRebound(to: sigaction.self, capacity: fatalSignals.count) { previous in
                for (index, signal) in fatalSignals.enumerated() {
                    sigaction(signal, previous + index, nil)
                }
            }
        }
        free(raw)
    }

    /// In the handler: the block, if armed, taken so that a second fault does not repeat it.
    fileprivate static func take() -> UnsafeMutablePointer<Block>? {
        UnsafeMutableRawPointer(bitPattern: armed.exchange(0, ordering: .acquiringAndReleasing))?
            .assumingMemoryBound(to: Block.self)
    }
}

/// Restores the terminal, puts the replaced handler back and returns: the faulting instruction
/// runs again (or abort(3) raises again) and the signal reaches that handler.
private let restoreOnCrash: @convention(c) (Int32) -> Void = { signal in
    guard let block = TerminalGuard.take() else { return }
    let fd = block.pointee.fd
    withUnsafeBytes(of: &block.pointee.sequence) { buffer in
        _ = write(fd, buffer.baseAddress, block.pointee.sequenceLength)
    }
    _ = tcsetattr(fd, TCSANOW, &block.pointee.settings)
    withUnsafeMutablePointer(to: &block.pointee.previous) { tuple in
        tuple.withMemoryRebound(to: sigaction.self, capacity: TerminalGuard.fatalSignals.count) { previous in
            if let index = TerminalGuard.fatalSignals.firstIndex(of: signal) {
                sigaction(signal, previous + index, nil)
            }
        }
    }
    if signal != SIGSEGV, signal != SIGBUS, signal != SIGILL, signal != SIGFPE, signal != SIGTRAP {
        raise(signal)   // not a fault that repeats on return: deliver it again to the old handler
    }
}
