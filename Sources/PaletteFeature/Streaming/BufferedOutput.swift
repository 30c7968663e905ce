import Platform
import REPL

/// Output gathered and written 64 KiB at a time: a million problems are a few hundred writes.
final class BufferedOutput {
    private let fd: Int32
    private var buffer: [UInt8] = []

    init(_ fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(1 << 16)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes `bytes`; a large part goes out as it is, not through the buffer.
    func write(bytes: ArraySlice<UInt8>) {
        if buffer.count + bytes.count < 1 << 17 {
            buffer.append(contentsOf: bytes)
            if buffer.count >= 1 << 16 { flush() }
            return
        }
        flush()
        bytes.withUnsafeBytes { _ = FileIO.writeAll($0, to: fd) }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { _ = FileIO.writeAll($0, to: fd) }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}
