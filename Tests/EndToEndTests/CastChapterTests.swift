import Foundation
import Testing

/// Casts with chapters: every `#` comment and every input of a transcript (and every line typed
/// while recording) is an asciicast marker, so a player jumps between the steps; `--cast-format
/// v3` writes asciicast v3, and the v2 default is what it was, markers aside.
@Suite("Casts have a marker per input and comment, in v2 or v3")
struct CastChapterTests {
    /// Comments above inputs, above a step, and after the last line.
    static let transcript = """
        # A game in chapters: a deal, a card, a screen
        @ seed: 3
        @ size: 40x12

        > new animals pairs=2 seed=3
        ...
        # one card face up
        > choose 1
        ...
        > play animals pairs=2 seed=3
        # a key on the screen
        ~ press Space
        ~ wait 1s
        ~ press q
        ...
        # the end

        """

    /// What `memorize cast` wrote for a deal and a card before markers: the v2 default without
    /// its `"m"` lines must stay this, byte for byte.
    static let small = """
        # A deal and a card
        @ seed: 3
        @ size: 40x12

        > new animals pairs=2 seed=3
        ...
        # one card face up
        > choose 1
        ...

        """
    static let smallCastBeforeMarkers = #"""
        {"version": 2, "width": 40, "height": 12, "title": "small.transcript"}
        [0.000000, "o", "😐 memorize> "]
        [0.800000, "o", "new animals pairs=2 seed=3\r\n"]
        [0.800000, "o", "New game: Animals, 2 pairs (seed 3)\r\n  ╭────╮    ╭────╮    ╭────╮    ╭────╮\r\n  │  1 │    │  2 │    │  3 │    │  4 │\r\n  ╰────╯    ╰────╯    ╰────╯    ╰────╯\r\nAnimals · score 0 · 2 of 2 pairs left\r\n"]
        [0.800000, "o", "😐 Animals 0> "]
        [1.600000, "o", "choose 1\r\n"]
        [1.600000, "o", "  ╭────╮    ╭────╮    ╭────╮    ╭────╮\r\n  │ 🐧 │    │  2 │    │  3 │    │  4 │\r\n  ╰⣿⣿⣿⣿╯    ╰────╯    ╰────╯    ╰────╯\r\nAnimals · score 0 · 2 of 2 pairs left\r\n"]

        """#

    /// `text` written as `name` in a fresh directory.
    private func file(_ name: String, _ text: String) throws -> (directory: URL, path: String) {
        let directory = scratchPath("cast-chapters")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return (directory, path)
    }

    /// The header and the events (time, code, data) of a cast.
    private func parse(_ cast: String) throws -> (header: [String: Any], events: [(time: Double, code: String, data: String)]) {
        let lines = cast.split(separator: "\n").map(String.init)
        let first = try #require(lines.first)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let events = try lines.dropFirst().map { line in
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
            try #require(event.count == 3, "\(line)")
            return (time: try #require(event[0] as? Double), code: try #require(event[1] as? String), data: try #require(event[2] as? String))
        }
        return (header, events)
    }

    @Test("memorize cast marks each comment and input, in order, at times that never go back")
    func markersOfATranscript() throws {
        let (directory, path) = try file("chapters.transcript", Self.transcript)
        defer { try? FileManager.default.removeItem(at: directory) }
        let made = try MemorizeProcess.run(["cast", path])
        #expect(made.status == 0, "\(made.stderr)")
        let (_, events) = try parse(made.stdout)
        let markers = events.filter { $0.code == "m" }
        #expect(markers.map(\.data) == [
            "A game in chapters: a deal, a card, a screen", "> new animals pairs=2 seed=3",
            "one card face up", "> choose 1", "> play animals pairs=2 seed=3", "a key on the screen", "the end",
        ])
        let times = events.map(\.time)
        #expect(times == times.sorted())
        // Each input's marker is where its prompt appears, 0.8 s of typing after the one before.
        let inputs = markers.filter { $0.data.hasPrefix("> ") }.map(\.time)
        #expect(inputs == [0, 0.8, 1.6])
        // The step's comment comes when the screen is up, before its key; the last at the end.
        #expect(markers[5].time == 2.4)
        #expect(events.last?.code == "m" && events.last?.data == "the end")
    }

    @Test("The v2 default, without its markers, is what memorize cast wrote before them, byte for byte")
    func v2IsUnchanged() throws {
        let (directory, path) = try file("small.transcript", Self.small)
        defer { try? FileManager.default.removeItem(at: directory) }
        let made = try MemorizeProcess.run(["cast", path])
        #expect(made.status == 0, "\(made.stderr)")
        let kept = made.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("[") || !$0.contains(#", "m", "#) }.joined(separator: "\n")
        #expect(kept == Self.smallCastBeforeMarkers)
        #expect(made.stdout.contains(#"[0.800000, "m", "> choose 1"]"#))
        let explicit = try MemorizeProcess.run(["cast", path, "--cast-format", "v2"])
        #expect(explicit.stdout == made.stdout)
    }

    @Test("--cast-format v3: the v3 header, and each event's time since the one before")
    func v3() throws {
        let (directory, path) = try file("chapters.transcript", Self.transcript)
        defer { try? FileManager.default.removeItem(at: directory) }
        let v2 = try parse(try MemorizeProcess.run(["cast", path]).stdout)
        let out = directory.appendingPathComponent("chapters.cast").path
        let made = try MemorizeProcess.run(["cast", path, "--cast-format", "v3", "-o", out])
        #expect(made.status == 0, "\(made.stderr)")
        let v3 = try parse(try String(contentsOfFile: out, encoding: .utf8))
        #expect(v3.header["version"] as? Int == 3)
        let term = try #require(v3.header["term"] as? [String: Any])
        #expect(term["cols"] as? Int == 40 && term["rows"] as? Int == 12)
        #expect(v3.header["width"] == nil && v3.header["title"] as? String == "chapters.transcript")
        // The same events; summing v3's intervals gives v2's times.
        #expect(v3.events.map(\.code) == v2.events.map(\.code) && v3.events.map(\.data) == v2.events.map(\.data))
        #expect(v3.events.allSatisfy { $0.time >= 0 })
        var clock = 0.0
        let summed = v3.events.map { event in
            clock += event.time
            return clock
        }
        #expect(zip(summed, v2.events.map(\.time)).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(v3.events.map(\.time) != v2.events.map(\.time))
        let bad = try MemorizeProcess.run(["cast", path, "--cast-format", "v4"])
        #expect(bad.status != 0 && bad.stderr.contains("v4"))
    }

    @Test("record --cast marks each line typed: an input as '> line', a '# comment' line by its comment")
    func recordWritesMarkers() throws {
        for format in ["v2", "v3"] {
            let directory = scratchPath("cast-record")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let transcript = directory.appendingPathComponent("session.transcript").path
            let cast = directory.appendingPathComponent("session.cast").path
            let input = "# a deal\nnew animals pairs=2 seed=3\n\nchoose 1\n# \u{1B}]0;owned\u{07}x\n"
            let run = try MemorizeProcess.run(["record", transcript, "--cast", cast, "--cast-format", format], stdin: Data(input.utf8))
            #expect(run.status == 0, "\(run.stderr)")
            let (header, events) = try parse(try String(contentsOfFile: cast, encoding: .utf8))
            #expect(header["version"] as? Int == (format == "v2" ? 2 : 3))
            let markers = events.filter { $0.code == "m" }
            #expect(markers.map(\.data) == ["a deal", "> new animals pairs=2 seed=3", "> choose 1", #"\u{1B}]0;owned\u{7}x"#])
            if format == "v2" { #expect(markers.map(\.time) == markers.map(\.time).sorted()) }
            #expect(events.allSatisfy { $0.time >= 0 })
            #expect(try MemorizeProcess.run(["test", transcript]).status == 0)
        }
    }
}
