import Foundation
import REPL
import Features
import Testing

/// `memorize test --coverage`: the rows of the interface a suite exercised and those it never
/// did, the same at any -j and across shards, a floor that fails the run, and the JSON report.
@Suite("memorize test --coverage")
struct CoverageTests {
    /// A small suite: a game, the palettes with a refusal, the play screen's keys, and a cram
    /// file that runs the binary from the shell (its rows come back from that process too).
    func suite() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let files = [
            "game.transcript": "@ exit: 1\n> new animals pairs=2 seed=1\n...\n> choose 1\n...\n> choose 9\n! error: [..]\n",
            "palettes.transcript": "@ exit: 64\n> palette list\n...\n> nosuch\n! error: [..]\n",
            "screen.transcript": "> play animals pairs=2 seed=3\n~ press → q\n...\n",
            "shell.t": "  $ memorize palette list --help > /dev/null; echo $?\n  0\n",
        ]
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    /// `memorize test ARGS`, with the built binary first on the PATH (the cram file's `memorize`).
    func test(_ arguments: [String]) throws -> MemorizeProcess.Result {
        let bin = try MemorizeProcess.executable.deletingLastPathComponent().path
        return try MemorizeProcess.run(["test"] + arguments, environment: ["PATH": "\(bin):/usr/bin:/bin"])
    }

    /// The `coverage` object of a JSON report.
    func coverage(_ result: MemorizeProcess.Result) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(object["coverage"] as? [String: Any], "no coverage in \(result.stdout) \(result.stderr)")
    }

    @Test("The same rows at -j 1 and -j 2, the workers' and the cram file's processes' alike")
    func sameAtAnyJobs() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let one = try test(["--coverage", "--format", "json", "-j", "1", directory.path])
        let two = try test(["--coverage", "--format", "json", "-j", "2", directory.path])
        #expect(one.status == 0 && two.status == 0, "\(one.stdout)\(one.stderr)\(two.stderr)")
        let first = try coverage(one), second = try coverage(two)
        #expect(NSDictionary(dictionary: first) == NSDictionary(dictionary: second))
        let run = try #require(first["run"] as? [String])
        for row in ["command new", "command choose", "option new pairs=", "option new seed=", "verb palette list", "error choose",
                    "error language: unknown command", "key play: →, l", "key play: q, Q, Esc, Ctrl-C",
                    "shell memorize palette", "shell memorize palette list"] {
            #expect(run.contains(row), "\(row) should be run: \(run)")
        }
    }

    @Test("The shards' JSON reports merge to the whole suite's coverage")
    func shardsMerge() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = try coverage(try test(["--coverage", "--format", "json", directory.path]))
        var files: [String] = []
        for shard in 1...3 {
            let result = try test(["--coverage", "--format", "json", "--shard", "\(shard)/3", "--allow-empty", directory.path])
            let file = directory.appendingPathComponent("shard-\(shard).json")
            try result.stdout.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
            #expect(try (coverage(result)["run"] as? [String])?.count ?? 0 < (whole["run"] as? [String])?.count ?? 0)
        }
        let merged = try test(["--coverage-merge", "--format", "json"] + files)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(NSDictionary(dictionary: try coverage(merged)) == NSDictionary(dictionary: whole))
    }

    @Test("--coverage-min fails the run below it, in one line, and passes above it")
    func minimum() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let below = try test(["--coverage", "--coverage-min", "90", directory.path])
        #expect(below.status == 1)
        #expect(below.stderrLines.count == 1 && below.stderrLines[0].hasPrefix("error: coverage ")
                && below.stderrLines[0].hasSuffix("% is below --coverage-min 90.0%"), "\(below.stderr)")
        let above = try test(["--coverage", "--coverage-min", "1%", directory.path])
        #expect(above.status == 0, "\(above.stderr)")
        let without = try test(["--coverage-min", "1", directory.path])
        #expect(without.status == 64 && without.stderr.contains("--coverage-min needs --coverage"))
    }

    @Test("The JSON report: its documented keys, rows sorted, every row run, never run or excluded with its reason")
    func jsonSchema() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "# left on purpose\nverb art edit # needs a terminal\ncommand nosuch # gone\n"
            .write(to: directory.appendingPathComponent("coverage-exclusions"), atomically: true, encoding: .utf8)
        let result = try test(["--coverage", "--format", "json", directory.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "summary", "cases", "coverage"])
        #expect(object["version"] as? Int == 1)
        #expect((object["summary"] as? [String: Int]) == ["passed": 4, "failed": 0, "skipped": 0])
        let coverage = try coverage(result)
        #expect(Set(coverage.keys) == ["percent", "rows", "measured", "covered", "kinds", "run", "neverRun", "excluded", "stale"])
        let run = try #require(coverage["run"] as? [String]), never = try #require(coverage["neverRun"] as? [String])
        let excluded = try #require(coverage["excluded"] as? [[String: Any]])
        #expect(excluded.count == 1 && excluded.first?["row"] as? String == "verb art edit"
                && excluded.first?["reason"] as? String == "needs a terminal" && excluded.first?["run"] as? Bool == false)
        #expect(coverage["stale"] as? [String] == ["command nosuch"])
        #expect(coverage["rows"] as? Int == run.count + never.count + excluded.count)
        #expect(coverage["measured"] as? Int == run.count + never.count && coverage["covered"] as? Int == run.count)
        #expect(Set(run).isDisjoint(with: never))
        for list in [run, never] {
            let kinds = ["command", "verb", "option", "key", "error", "shell", "shell-option"]
            let keys = list.map { row in (kinds.firstIndex(of: String(row.prefix { $0 != " " })) ?? 99, Array(row.utf8)) }
            #expect(zip(keys, keys.dropFirst()).allSatisfy { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1.lexicographicallyPrecedes($1.1)) })
        }
        let percent = try #require(coverage["percent"] as? Double)
        #expect(abs(percent - Double(run.count) * 100 / Double(run.count + never.count)) < 0.1)
    }

    @Test("Every command of the registry is a row, and one the suite never ran is listed, in 80 columns")
    func uncoveredListed() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try test(["--coverage", directory.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdoutLines
        let never = try #require(lines.firstIndex { $0.hasPrefix("never run (") })
        let listed = Set(lines[(never + 1)...])
        #expect(listed.contains("  command simulate") && listed.contains("  verb art edit") && listed.contains("  key play: ?"))
        #expect(!listed.contains("  command new"))
        let named = Set(lines.map { $0.trimmingCharacters(in: .whitespaces) })
        let json = try coverage(try test(["--coverage", "--format", "json", directory.path]))
        let run = Set(json["run"] as? [String] ?? [])
        let rows = run.union(json["neverRun"] as? [String] ?? [])
        for spec in CommandRegistry.standard.specs {
            let row = (spec.group == nil ? "command " : "verb ") + spec.fullName
            #expect(rows.contains(row), "\(row) should be a row")
            #expect(run.contains(row) != named.contains(row), "\(row) should be listed as never run exactly when it was not run")
        }
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    }
}
