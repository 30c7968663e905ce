// A scripted REPL session, in process: a fresh interpreter (as `memorize` makes one) fed
// 226 lines a player might type. Measures time, allocations and peak memory.
//
// package-benchmark measures only its own process, so the REPL's memory is measured here, where
// the same Interpreter runs the same lines as the `memorize` executable would (the Startup
// benchmark times the executable but cannot see its memory; see README.md). The peaks are the
// whole benchmark process's resident memory (Swift runtime, Foundation and the harness included),
// with the heap already warm: making the script plays the session once, at registration.
import Benchmark
import Features
import Foundation
import GameFeature
import REPL

let benchmarks: @Sendable () -> Void = {
    registerQuadraticPathBenchmarks()
    let script = SessionScript.make()

    Benchmark(
        "REPL session (\(script.lines.count) lines, in process)",
        configuration: .init(
            metrics: [
                .wallClock, .mallocCountTotal, .peakMemoryResident, .peakMemoryResidentDelta,
                ProcessMemory.peakResident,
            ],
            timeUnits: .microseconds,
            units: [.peakMemoryResident: .kilo, .peakMemoryResidentDelta: .kilo, ProcessMemory.peakResident: .kilo],
            maxDuration: .seconds(5),
            maxIterations: 200
        )
    ) { benchmark in
        // Linux only: start the kernel's high-water mark afresh, so that the peak is this session's.
        let peakWasReset = ProcessMemory.resetPeak()

        benchmark.startMeasurement()
        let interpreter = Launch(seed: 1).makeInterpreter()
        var tally = SessionScript.Tally()
        for line in script.lines {
            tally.add(interpreter.handle(line))
        }
        benchmark.stopMeasurement()
        withExtendedLifetime(interpreter) {}

        if peakWasReset, let peak = ProcessMemory.status("VmHWM") {
            benchmark.measurement(ProcessMemory.peakResident, peak)
        }
        if tally != script.expected {
            benchmark.error("the session's output changed between runs: \(tally) against \(script.expected)")
        }
    }
}

/// The session: lines a player types, made by playing against a reference interpreter.
struct SessionScript {
    var lines: [String] = []
    /// What a fresh `Launch(seed: 1)` interpreter prints for `lines`.
    var expected = Tally()

    /// A summary of a session's output, to check every run prints the same.
    struct Tally: Equatable, CustomStringConvertible {
        var replies = 0
        var failed = 0
        var outputLines = 0
        var outputBytes = 0

        mutating func add(_ reply: Reply) {
            replies += 1
            if reply.failed { failed += 1 }
            outputLines += reply.lines.count
            for line in reply.lines {
                switch line {
                case .out(let text), .err(let text): outputBytes += text.utf8.count
                }
            }
        }

        var description: String {
            "\(replies) replies, \(failed) failed, \(outputLines) lines, \(outputBytes) bytes"
        }
    }

    /// About 225 lines: help and themes, ten games of several themes and sizes (one restarted,
    /// one with bonus time running out, one on a random theme), boards, scores, states, a few
    /// mistakes, and `simulate games=10` four ways.
    static func make() -> SessionScript {
        var writer = Writer()
        writer.type("help")
        writer.type("themes")
        writer.type("help new")
        writer.type("choose 1", fails: true) // no game yet

        writer.type("new Animals seed=1")
        writer.play(boardEvery: 3)
        writer.type("score")

        writer.type("new Food pairs=10 seed=2")
        writer.play(boardEvery: 3, stopAfter: 4)
        writer.type("restart")
        writer.play(boardEvery: 3)

        writer.type("new Narnia", fails: true)
        writer.type("new Halloween seed=3")
        writer.play(boardEvery: 4, stateEvery: 6)

        writer.type("new music seed=4 bonus=0")
        writer.play(boardEvery: 3)

        writer.type("new Weather seed=5 bonus=3")
        writer.play(boardEvery: 3, waitEvery: 2)

        writer.type("new Faces pairs=16 seed=6")
        writer.type("choose 99", fails: true)
        writer.play(boardEvery: 6, stateEvery: 10)

        writer.type("new seed=7")
        writer.play(boardEvery: 3)
        writer.type("frobnicate", fails: true)

        writer.type("new Flags seed=8")
        writer.play(boardEvery: 5)

        writer.type("new sports seed=9")
        writer.play(boardEvery: 4)

        writer.type("new Vehicles pairs=10 seed=10")
        writer.play(boardEvery: 5)

        writer.type("help simulate")
        writer.type("simulate games=10")
        writer.type("simulate games=10 theme=Food")
        writer.type("simulate games=10 pairs=100")
        writer.type("simulate games=10 strategy=random pairs=12")
        writer.type("quit")
        return writer.script
    }

    /// Types lines into a reference interpreter, and plays its games.
    private struct Writer {
        let interpreter = Launch(seed: 1).makeInterpreter()
        var script = SessionScript()

        mutating func type(_ line: String, fails: Bool = false) {
            let reply = interpreter.handle(line)
            precondition(reply.failed == fails, "script line '\(line)': \(reply.lines)")
            script.lines.append(line)
            script.expected.add(reply)
        }

        /// Plays the current game as a player with a perfect memory: `choose A B` for each turn,
        /// new cards in board order, a known pair as soon as there is one. With `stopAfter`,
        /// leaves the game after that many turns.
        mutating func play(boardEvery: Int, stateEvery: Int? = nil, waitEvery: Int? = nil, stopAfter: Int? = nil) {
            var known: [String: Int] = [:]       // content -> a seen, unmatched card
            var knownPairs: [(Int, Int)] = []    // both seen, not matched
            var nextUnseen = 0
            var turn = 0
            while let game = interpreter.session.game.model, !game.isOver, turn != stopAfter {
                let first: Int, second: Int
                if let pair = knownPairs.popLast() {
                    (first, second) = pair
                } else {
                    first = nextUnseen
                    nextUnseen += 1
                    let firstContent = game.cards[first].content
                    if let partner = known.removeValue(forKey: firstContent) {
                        second = partner
                    } else {
                        second = nextUnseen
                        nextUnseen += 1
                        let secondContent = game.cards[second].content
                        if secondContent != firstContent {
                            known[firstContent] = first
                            if let partner = known.removeValue(forKey: secondContent) {
                                knownPairs.append((partner, second))
                            } else {
                                known[secondContent] = second
                            }
                        }
                    }
                }
                type("choose \(first + 1) \(second + 1)")
                turn += 1
                if let waitEvery, turn.isMultiple(of: waitEvery) { type("wait 2") }
                if turn.isMultiple(of: boardEvery) { type("board") }
                if let stateEvery, turn.isMultiple(of: stateEvery) { type("state") }
            }
            type("state")
        }
    }
}

/// This process's resident memory, from the kernel (Linux only; nil elsewhere).
enum ProcessMemory {
    /// VmHWM after a reset: the true peak of the session, where `.peakMemoryResident` is sampled
    /// every 10 ms or so and never reset between iterations.
    static var peakResident: BenchmarkMetric {
        .custom("Peak memory resident (VmHWM, this iteration)", polarity: .prefersSmaller, useScalingFactor: false)
    }

    /// Resets the kernel's peak resident set size (VmHWM) to the current one.
    /// - Returns: whether it could (Linux 4.0+, and /proc writable).
    static func resetPeak() -> Bool {
        #if os(Linux)
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
        #else
        return false
        #endif
    }

    /// A `kB` field of /proc/self/status (`VmRSS`, `VmHWM`), in bytes.
    static func status(_ field: String) -> Int? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            let number = line.dropFirst(field.count + 1).split(whereSeparator: \.isWhitespace).first
            return number.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
        #else
        return nil
        #endif
    }
}
