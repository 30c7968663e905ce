import Foundation
import Testing

/// A job-control shell in a few lines, between the pty and memorize, since a process whose group
/// has no parent in its session (memorize right under the pty) has its stops discarded: it runs
/// memorize in a process group of its own in the foreground; when memorize stops, it takes the
/// terminal back and says whether the terminal's settings are those from before memorize, then
/// reads a line in cooked mode (`fg`), gives memorize the terminal and sends it SIGCONT.
///
/// Both sides put the child in its own group, as shells do, since either may run first after
/// `fork`. When the child runs first and has already exec'd memorize, the parent's `setpgid` fails
/// with EACCES (a PermissionError); that is the child's group already made, not an error. Left
/// unhandled it ended the harness, on a loaded machine only (a full parallel run), and the test
/// waited out its deadlines.
private let jobShell = #"""
import os, sys, signal, termios
signal.signal(signal.SIGTTOU, signal.SIG_IGN)
before = termios.tcgetattr(0)
pid = os.fork()
if pid == 0:
    os.setpgid(0, 0)
    os.tcsetpgrp(0, os.getpid())
    signal.signal(signal.SIGTTOU, signal.SIG_DFL)
    os.execv(sys.argv[1], sys.argv[1:])
try:
    os.setpgid(pid, pid)
except PermissionError:
    pass
while True:
    _, status = os.waitpid(pid, os.WUNTRACED)
    if os.WIFSTOPPED(status):
        os.tcsetpgrp(0, os.getpgrp())
        after = termios.tcgetattr(0)
        restored = after[:4] == before[:4] and after[6] == before[6]
        os.write(1, ("\r\n[stopped; terminal %s]\r\n" % ("restored" if restored else "NOT restored")).encode())
        line = sys.stdin.readline()
        os.write(1, ("[continuing after %r]\r\n" % line.strip()).encode())
        os.tcsetpgrp(0, pid)
        os.killpg(pid, signal.SIGCONT)
        continue
    sys.exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))
"""#

@Suite("Ctrl-Z on a pseudo-terminal", .enabled(if: PythonPseudoTerminal.available, "needs python3 for its pty module"), .serialized)
struct SuspendTerminalTests {
    static let launcher = [PythonPseudoTerminal.python, "-c", jobShell]

    /// Ctrl-Z on a screen that `start` opens: the terminal is given back before the stop, and after
    /// `fg` the whole screen is drawn again (the alternate screen, cleared, then its text).
    func suspendAndResume(_ arguments: [String], start: [PythonPseudoTerminal.Step] = [], shows text: String,
                          end: [PythonPseudoTerminal.Step] = []) throws {
        let run = try PythonPseudoTerminal.run(arguments, launcher: Self.launcher, start + [
            .wait("\u{1B}[?1049h"), .wait(text), .settle(0.3),
            .send("\u{1A}"), .wait("[stopped; terminal "), .settle(0.1),
            .send("fg\r"), .wait("[continuing after 'fg']"), .wait("\u{1B}[?1049h"), .wait(text), .settle(0.3),
            .send("q"),
        ] + end)
        #expect(run.log.isEmpty, "\(run.log)")
        #expect(run.status?.exit == 0)
        #expect(run.restored)
        let stopped = try #require(run.output.range(of: "[stopped; terminal "))
        let beforeStop = run.output[..<stopped.lowerBound]
        // Given back as on leaving: mouse off, the cursor shown, the main screen; settings cooked.
        let entered = try #require(beforeStop.range(of: "\u{1B}[?1049h", options: .backwards))
        let given = beforeStop[entered.upperBound...]
        #expect(["\u{1B}[?1000l", "\u{1B}[?1006l", "\u{1B}[?25h", "\u{1B}[?1049l"].allSatisfy { given.contains($0) })
        #expect(run.output[stopped.upperBound...].hasPrefix("restored]"))
        let resumed = try #require(run.output.range(of: "[continuing after 'fg']"))
        let redraw = run.output[resumed.upperBound...]
        #expect(redraw.contains("\u{1B}[?1049h"))
        #expect(redraw.contains("\u{1B}[2J"))
        #expect(redraw.contains(text))
    }

    @Test("Ctrl-Z suspends play with the terminal given back; fg draws it all again")
    func play() throws {
        try suspendAndResume(["play", "animals", "pairs=3", "seed=5"], shows: "Animals")
    }

    @Test("Ctrl-Z suspends the art editor with the terminal given back; fg draws it all again")
    func artEdit() throws {
        try suspendAndResume(["art", "edit"], shows: "Vehicles")
    }

    @Test("Ctrl-Z suspends the face screen (from the REPL) with the terminal given back; fg draws it all again")
    func face() throws {
        try suspendAndResume([], start: [.wait("memorize> "), .send("face screen\r")], shows: "q leave",
                             end: [.wait("> "), .send("quit\r")])
    }
}

@Suite("? on a pseudo-terminal", .enabled(if: PythonPseudoTerminal.available, "needs python3 for its pty module"), .serialized)
struct HelpPageTerminalTests {
    @Test("? on play draws its keys over the board; any key closes the page and the board comes back; q leaves")
    func play() throws {
        let run = try PythonPseudoTerminal.run(["play", "animals", "pairs=3", "seed=5"], [
            .wait("\u{1B}[?1049h"), .wait("? help"), .settle(0.2),
            // Drawn by difference: cells that stay blank are not written, so wait for single words.
            .send("?"), .wait("closes"), .settle(0.3),
            .send("x"), .settle(0.3),
            .send("q"),
        ])
        #expect(run.log.isEmpty, "\(run.log)")
        let page = try #require(run.output.range(of: "closes"))
        #expect(run.output[..<page.lowerBound].contains("cursor"))   // the page's rows ("move the cursor …"), drawn by difference
        #expect(run.output[page.upperBound...].contains("Animals"))
        #expect(run.status?.exit == 0)
        #expect(run.restored)
    }
}
