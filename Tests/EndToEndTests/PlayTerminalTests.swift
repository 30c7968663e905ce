import Foundation
import Testing

/// `play` on a real pseudo-terminal: a small driver (Python's pty module, which forks memorize as its
/// own child, so its exit status and the signal that ended it are known) starts memorize on a
/// pty, types keys and mouse reports into it, resizes it and sends it signals, then reports what
/// the program wrote, how it ended and whether the terminal's settings were given back.
struct PythonPseudoTerminal {
    struct Run: Decodable {
        struct Status: Decodable {
            let exit: Int32?
            let signal: Int32?
        }
        let status: Status?
        let output: String
        let log: [String]
        /// The pty's settings (termios) after the program ended are those it started with.
        let restored: Bool
    }

    enum Step: Encodable {
        case send(String)
        /// Waits until the output (after the last thing waited for) holds this text.
        case wait(String)
        case settle(Double)
        case resize(width: Int, height: Int)
        case signal(String)
        /// Ctrl-D, once the program reads a line in raw mode (readline's): typed while the
        /// terminal is canonical, between a command's output and the next prompt, the kernel
        /// keeps it as an empty end of line that reaches readline as a NUL, never as the end.
        case endInput

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .send(let text): try container.encode(["send": text])
            case .wait(let text): try container.encode(["wait": text])
            case .settle(let seconds): try container.encode(["settle": seconds])
            case .resize(let width, let height): try container.encode(["resize": [width, height]])
            case .signal(let name): try container.encode(["signal": name])
            case .endInput: try container.encode(["eof": ""])
            }
        }
    }

    static let python = "/usr/bin/python3"
    static var available: Bool { FileManager.default.isExecutableFile(atPath: python) }

    /// Runs `memorize arguments…` on an 80x24 (or `size`) pty through `steps`; `launcher` (a
    /// command that takes memorize's path and arguments) runs in between when given.
    static func run(_ arguments: [String], size: (Int, Int) = (80, 24), launcher: [String] = [], _ steps: [Step]) throws -> Run {
        struct Spec: Encodable {
            let argv: [String]
            let env: [String: String]
            let size: [Int]
            let steps: [Step]
        }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let spec = Spec(
            argv: launcher + [try MemorizeProcess.executable.path] + arguments,
            env: ["HOME": home.path, "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"],
            size: [size.0, size.1], steps: steps)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", driver, String(decoding: try JSONEncoder().encode(spec), as: UTF8.self)]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = try MemorizeProcess.exchange(with: nil, reading: [output], group: process.processIdentifier)[0]
        _ = MemorizeProcess.finish(process)
        return try JSONDecoder().decode(Run.self, from: data)
    }

    /// The driver: forks memorize on a pty (its size set before exec), then plays the steps.
    static let driver = #"""
import os, pty, sys, json, time, select, termios, signal, struct, fcntl
spec = json.loads(sys.argv[1])
cols, rows = spec["size"]
pid, fd = pty.fork()
if pid == 0:
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    os.execve(spec["argv"][0], spec["argv"], spec["env"])
before = termios.tcgetattr(fd)
out = bytearray(); mark = 0; status = None; log = []
def pump(timeout):
    """Reads what is there within `timeout`: True if something came, False on silence or the end."""
    r, _, _ = select.select([fd], [], [], timeout)
    if not r:
        return False
    try:
        data = os.read(fd, 65536)
    except OSError:
        data = b""
    out.extend(data)
    return bool(data)
for step in spec["steps"]:
    kind, value = next(iter(step.items()))
    if kind == "send":
        os.write(fd, value.encode())
    elif kind == "wait":
        deadline = time.time() + 20
        while value.encode() not in out[mark:]:
            if time.time() > deadline:
                log.append("gave up waiting for " + repr(value)); break
            pump(0.1)
        i = out.find(value.encode(), mark)
        if i >= 0: mark = i + len(value.encode())
    elif kind == "settle":
        end = time.time() + value
        while time.time() < end: pump(0.05)
    elif kind == "resize":
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", value[1], value[0], 0, 0))
    elif kind == "signal":
        os.kill(pid, getattr(signal, value))
    elif kind == "eof":
        deadline = time.time() + 20
        while termios.tcgetattr(fd)[3] & termios.ICANON and time.time() < deadline:
            pump(0.02)
        os.write(fd, b"\x04")
deadline = time.time() + 20
while status is None and time.time() < deadline:
    pump(0.05)
    p, st = os.waitpid(pid, os.WNOHANG)
    if p == pid:
        status = {"exit": os.WEXITSTATUS(st)} if os.WIFEXITED(st) else {"signal": os.WTERMSIG(st)}
if status is None:
    log.append("still running after the steps: killed")
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
while pump(0.05): pass
after = None
try:
    after = termios.tcgetattr(fd)
except Exception as e:
    log.append("tcgetattr: " + str(e))
print(json.dumps({"status": status, "output": out.decode("utf-8", "replace"), "log": log,
    "restored": after is not None and after[:4] == before[:4] and after[6] == before[6]}))
"""#
}

/// The sequences that give the terminal back, as `play` writes them when it leaves.
private let leaving = ["\u{1B}[?1000l", "\u{1B}[?1002l", "\u{1B}[?1006l", "\u{1B}[?25h", "\u{1B}[?1049l"]

/// Whether `output` left the screen after it last entered it: mouse off, cursor shown, main screen.
private func leftTheScreen(_ output: String) -> Bool {
    guard let entered = output.range(of: "\u{1B}[?1049h", options: .backwards) else { return false }
    let after = output[entered.upperBound...]
    return leaving.allSatisfy { after.contains($0) }
}

@Suite("play on a pseudo-terminal", .enabled(if: PythonPseudoTerminal.available, "needs python3 for its pty module"), .serialized)
struct PlayTerminalTests {
    /// Where card `number` is drawn, from `state` at this size: the cell at its centre (1-based).
    func centre(ofCard number: Int, game: String, size: String) throws -> (x: Int, y: Int) {
        let result = try MemorizeProcess.run(["--size", size, "-c", "new \(game); state"])
        let json = try #require(result.stdoutLines.last)
        struct State: Decodable {
            struct Card: Decodable {
                struct Frame: Decodable { let x: Int, y: Int, width: Int, height: Int }
                let frame: Frame?
            }
            let cards: [Card]
        }
        let frame = try #require(try JSONDecoder().decode(State.self, from: Data(json.utf8)).cards[number - 1].frame)
        return (frame.x + frame.width / 2, frame.y + frame.height / 2)
    }

    @Test("Keys and a click choose cards; q leaves and the terminal is given back")
    func keysAndClick() throws {
        let card2 = try centre(ofCard: 2, game: "animals pairs=3 seed=5", size: "80x24")
        let run = try PythonPseudoTerminal.run(["play", "animals", "pairs=3", "seed=5"], [
            .wait("\u{1B}[?1049h"), .wait("Animals"),
            .send(" "), .settle(0.4),
            .send("\u{1B}[<0;\(card2.x);\(card2.y)M\u{1B}[<0;\(card2.x);\(card2.y)m"), .wait("🐧"), .settle(0.3),
            .send("q"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)
        #expect(leftTheScreen(run.output))
        #expect(run.restored)
        // Back on the main screen, the board as it stands: cards 1 (🐼) and 2 (🐧) face up.
        let board = run.output.components(separatedBy: "\u{1B}[?1049l").last ?? ""
        #expect(board.contains("🐼") && board.contains("🐧"))
        #expect(board.contains("Animals · score 0 · 3 of 3 pairs left"))
    }

    @Test("A resize redraws at once, for the new size")
    func resize() throws {
        let run = try PythonPseudoTerminal.run(["play", "animals", "pairs=6", "seed=2"], [
            .wait("\u{1B}[?1049h"), .wait("Animals"), .settle(0.2),
            .resize(width: 40, height: 12), .wait("\u{1B}[2J"), .wait("Animals"), .settle(0.3),
            .send("q"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)
        #expect(leftTheScreen(run.output))
        #expect(run.restored)
        // The redraw for 40x12 puts the mood emoji at the end of the top row (column 39).
        let redraw = run.output.components(separatedBy: "\u{1B}[2J").last ?? ""
        #expect(redraw.contains("\u{1B}[1;39H"))
    }

    @Test("Ctrl-C leaves play for the same REPL and game, the terminal given back")
    func controlC() throws {
        let run = try PythonPseudoTerminal.run([], [
            .wait("memorize> "), .send("new animals pairs=2 seed=3\r"), .wait("Animals 0> "),
            .send("play\r"), .wait("\u{1B}[?1049h"), .wait("Animals"), .send("\u{3}"),
            .wait("Animals 0> "), .send("score\r"), .wait("score: 0"), .send("quit\r"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)
        #expect(leftTheScreen(run.output))
        #expect(run.restored)
    }

    @Test("SIGTERM and SIGHUP give the terminal back, then end the program as the signal would", arguments: ["SIGTERM", "SIGHUP"])
    func signals(name: String) throws {
        let run = try PythonPseudoTerminal.run(["play", "animals", "pairs=2", "seed=3"], [
            .wait("\u{1B}[?1049h"), .wait("Animals"), .send(" "), .settle(0.3), .signal(name),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.signal == (name == "SIGTERM" ? 15 : 1))
        #expect(leftTheScreen(run.output))
        #expect(run.restored)
    }

    @Test("Outside a terminal, play is one error line")
    func noTerminal() throws {
        let result = try MemorizeProcess.run(["play", "animals"])
        #expect(result.status == 1)
        #expect(result.stderrLines == ["error: play needs a terminal (standard input and output); in scripts use 'tap at X,Y' (a transcript drives the screen with '~' steps)"])
        #expect(result.stdout.isEmpty)
    }
}
