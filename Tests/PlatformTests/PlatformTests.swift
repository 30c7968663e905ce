import Platform
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe's two ends, closed at the end of the test.
private func withPipe(_ body: (_ read: Int32, _ write: Int32) throws -> Void) rethrows {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { FileIO.close(ends[0]); FileIO.close(ends[1]) }
    try body(ends[0], ends[1])
}

/// A fresh file path in the temporary directory.
private func temporaryPath(_ name: String) -> String {
    "/tmp/memorize-platform-\(getpid())-\(name)"
}

@Suite("FileIO")
struct FileIOTests {
    @Test("writeAll and read carry the bytes through a pipe, then read reports the end")
    func roundTrip() {
        // Its own pipe: the write end is closed in the middle, and closing it again at the end
        // would close whatever a test running alongside has opened under that number since.
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { FileIO.close(readEnd) }
        do {
            #expect(FileIO.writeAll("héllo 🃏\n", to: writeEnd))
            FileIO.close(writeEnd)
            var buffer = [UInt8](repeating: 0, count: 64)
            let first = buffer.withUnsafeMutableBytes { FileIO.read(from: readEnd, into: $0) }
            guard case .success(let count) = first else { Issue.record("read failed"); return }
            #expect(String(decoding: buffer[..<count], as: UTF8.self) == "héllo 🃏\n")
            let end = buffer.withUnsafeMutableBytes { FileIO.read(from: readEnd, into: $0) }
            #expect(end == .success(0))
        }
    }

    @Test("Opening a missing file says why, as the C library does")
    func missingFile() {
        let result = FileIO.openForReading(temporaryPath("missing"))
        #expect(result == .failure(SystemError(code: ENOENT)))
        if case .failure(let error) = result {
            #expect(error.description == "No such file or directory")
        }
    }

    @Test("status tells a directory from a file, and gives the size")
    func status() throws {
        let directory = try #require(try? FileIO.openForReading("/").get())
        defer { FileIO.close(directory) }
        #expect(FileIO.status(of: directory)?.isDirectory == true)

        let path = temporaryPath("status")
        defer { unlink(path) }
        let file = try #require(try? FileIO.openForAppending(path, mode: 0o600).get())
        defer { FileIO.close(file) }
        FileIO.writeAll("12345", to: file)
        #expect(FileIO.status(of: file)?.isDirectory == false)
        #expect(FileIO.status(of: file)?.size == 5)
    }

    @Test("rename replaces the destination, and a failed one says why")
    func rename() throws {
        let source = temporaryPath("rename-a"), destination = temporaryPath("rename-b")
        defer { unlink(source); unlink(destination) }
        let fd = try #require(try? FileIO.openForAppending(source, mode: 0o644).get())
        FileIO.close(fd)
        #expect(throws: Never.self) { try FileIO.rename(source, to: destination) }
        #expect(throws: SystemError(code: ENOENT)) { try FileIO.rename(source, to: destination) }
    }
}

@Suite("FileLock")
struct FileLockTests {
    @Test("An exclusive lock keeps out a second one until it is released")
    func exclusive() throws {
        let path = temporaryPath("lock")
        defer { unlink(path) }
        let first = try #require(try? FileIO.openForAppending(path, mode: 0o600).get())
        let second = try #require(try? FileIO.openForAppending(path, mode: 0o600).get())
        defer { FileIO.close(first); FileIO.close(second) }
        #expect((try? FileLock.lock(first, .exclusive).get()) != nil)
        #expect(FileLock.tryLock(second, .shared) == .success(false))
        FileLock.unlock(first)
        #expect(FileLock.tryLock(second, .shared) == .success(true))
    }
}

@Suite("Terminal and C memory")
struct TerminalAndMemoryTests {
    @Test("A pipe is not a terminal and has no size or mode")
    func pipeIsNoTerminal() {
        withPipe { readEnd, _ in
            #expect(!Terminal.isTTY(readEnd))
            #expect(Terminal.size(of: readEnd) == nil)
            #expect(Terminal.Mode.current(of: readEnd) == nil)
        }
    }

    @Test("duplicate and bytes round-trip a C string")
    func cStrings() throws {
        let copy = try #require(CMemory.duplicate("memorize 🧠"))
        defer { CMemory.free(copy) }
        #expect(CMemory.bytes(of: copy) == Array("memorize 🧠".utf8))
    }

    @Test("zeroedBytes are zero")
    func zeroed() throws {
        let bytes = try #require(CMemory.zeroedBytes(count: 4096))
        defer { CMemory.free(bytes) }
        #expect((0..<4096).allSatisfy { bytes[$0] == 0 })
    }
}
