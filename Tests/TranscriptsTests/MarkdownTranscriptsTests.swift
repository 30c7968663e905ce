import Foundation
import Testing
@testable import Transcripts

let markdown = """
    # A document

    ```transcript
    > score
    ! error: no game yet; start one with 'new'
    ```

    ````markdown
    ```transcript
    > shown, never run
    ```
    ````

    ```sh
    memorize test README.md
    ```

    1. In a list:

       ~~~ transcript  title ignored
       > new animals pairs=2 seed=3 bonus=0
       | New game: Animals, 2 pairs (seed 3)
       ...
       > score
       | score: 7
       ~~~

    ```transcript
    > unclosed at the end
    """

@Suite("Transcripts in Markdown")
struct MarkdownTranscriptsTests {
    @Test func blocksAreFoundByTheirTag() {
        let blocks = MarkdownTranscripts.blocks(in: markdown)
        #expect(blocks.map(\.fence) == [3, 20, 28])
        #expect(blocks[0].text == "> score\n! error: no game yet; start one with 'new'\n")
        #expect(blocks[0].body == 4..<6)
        #expect(blocks[1].indent == 3)
        #expect(blocks[1].text.hasPrefix("> new animals pairs=2 seed=3 bonus=0\n| New game"))
        #expect(blocks[2].text == "> unclosed at the end\n")
    }

    @Test func notFences() {
        #expect(MarkdownTranscripts.blocks(in: "``transcript\n> x\n``\n").isEmpty)
        #expect(MarkdownTranscripts.blocks(in: "```transcripts\n> x\n```\n").isEmpty)
        #expect(MarkdownTranscripts.blocks(in: "```transcript `x`\n> x\n```\n").isEmpty)
        #expect(MarkdownTranscripts.blocks(in: "```\n```transcript\n```\n").isEmpty)
    }

    @Test func isMarkdown() {
        #expect(MarkdownTranscripts.isMarkdown("README.md") && MarkdownTranscripts.isMarkdown("docs/Guide.MARKDOWN"))
        #expect(!MarkdownTranscripts.isMarkdown("a.transcript") && !MarkdownTranscripts.isMarkdown("a.md/b"))
    }

    @Test func blocksRunWithTheFilesLineNumbers() throws {
        let directory = try TranscriptDirectory(["doc.md": markdown])
        let cases = try TranscriptSuite.discover([directory.path("doc.md")])
        #expect(cases.map(\.name) == ["3", "20", "28"].map { directory.path("doc.md") + ":" + $0 })
        let reports = cases.map { TranscriptSuite.run($0) }
        #expect(reports.map(\.status) == [.passed, .failed, .failed])
        #expect(reports[1].line == 24)
        #expect(reports[1].diff?.first?.text == "\(directory.path("doc.md")):24: output of '> score' differs")
    }

    @Test func updateRewritesOnlyTheFailingBlocks() throws {
        let directory = try TranscriptDirectory(["doc.md": markdown])
        let cases = try TranscriptSuite.discover([directory.path("doc.md")])
        let reports = cases.map { TranscriptSuite.run($0) }
        let (updated, errors) = TranscriptSuite.applyUpdates(reports, of: cases)
        #expect(errors.isEmpty)
        #expect(updated == [cases[1], cases[2]])
        let expected = markdown
            .replacingOccurrences(of: "   | score: 7", with: "   | score: 0 (matches 0 + bonus 0 − penalties 0)")
            .replacingOccurrences(of: "> unclosed at the end", with: "> unclosed at the end\n! error: unknown command 'unclosed' (try 'help')")
        let text = try directory.read("doc.md")
        #expect(text == expected)
        #expect(try TranscriptSuite.discover([directory.path("doc.md")]).map { TranscriptSuite.run($0).status } == [.passed, .passed, .passed])
    }

    @Test func aBlockThatChangedDuringTheRunIsNotUpdated() throws {
        let directory = try TranscriptDirectory(["doc.md": markdown])
        let cases = try TranscriptSuite.discover([directory.path("doc.md")])
        let reports = cases.map { TranscriptSuite.run($0) }
        try markdown.replacingOccurrences(of: "| score: 7", with: "| score: 8")
            .write(toFile: directory.path("doc.md"), atomically: true, encoding: .utf8)
        let (updated, errors) = TranscriptSuite.applyUpdates(reports, of: cases)
        #expect(updated.isEmpty)
        #expect(errors == ["error: \(cases[1].name): the block changed during the run; not updated"])
    }

    @Test func replacingKeepsEveryOtherByte() {
        let document = "a\n```transcript\n> x\n```\nb\n  ```transcript\n  > y\n\n  | z\n  ```\n"
        let blocks = MarkdownTranscripts.blocks(in: document)
        let replaced = MarkdownTranscripts.replacingBlocks(in: document, with: [blocks[1].fence: "> y\n\n| w\n| v\n"])
        #expect(replaced == "a\n```transcript\n> x\n```\nb\n  ```transcript\n  > y\n\n  | w\n  | v\n  ```\n")
        #expect(MarkdownTranscripts.replacingBlocks(in: "```transcript\n> x", with: [1: "> x\n| y\n"]) == "```transcript\n> x\n| y")
    }
}

@Suite("Shards")
struct ShardTests {
    let paths = (0..<500).map { "transcripts/story-\($0).transcript" } + ["README.md", "docs/guide.md"]

    @Test func parsing() {
        #expect(Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "1/0", "1", "a/b", "1/2/3", "-1/2", ""] { #expect(Shard(parsing: bad) == nil, "\(bad)") }
    }

    @Test("the shards' union is the suite, with no overlap", arguments: [1, 2, 3, 7])
    func partition(count: Int) {
        let cases = paths.map { TranscriptCase(path: $0) }
        var seen: [TranscriptCase: Int] = [:]
        for index in 1...count {
            for testCase in Shard(index: index, count: count)?.select(cases) ?? [] { seen[testCase, default: 0] += 1 }
        }
        #expect(seen.count == cases.count)
        #expect(seen.values.allSatisfy { $0 == 1 })
        if count > 1 {
            // Roughly even: every shard gets at least half its share.
            for index in 1...count {
                #expect((Shard(index: index, count: count)?.select(cases).count ?? 0) * 2 * count >= cases.count)
            }
        }
    }

    @Test func addingFilesMovesNoOtherFile() {
        let shard = Shard(index: 2, count: 3)
        let before = paths.filter { shard?.contains($0) == true }
        let more = paths + (0..<100).map { "transcripts/new-\($0).transcript" }
        #expect(Array(more.filter { shard?.contains($0) == true }.prefix(before.count)) == before)
    }

    @Test func spellingsOfOnePathAgree() {
        for count in 2...5 {
            for index in 1...count {
                let shard = Shard(index: index, count: count)
                #expect(shard?.contains("./transcripts//a.transcript") == shard?.contains("transcripts/a.transcript"))
            }
        }
    }

    @Test func blocksOfAMarkdownFileStayTogether() {
        let cases = [TranscriptCase(path: "README.md", block: 10), TranscriptCase(path: "README.md", block: 90)]
        for index in 1...4 {
            let selected = Shard(index: index, count: 4)?.select(cases) ?? []
            #expect(selected.isEmpty || selected.count == 2)
        }
    }
}
