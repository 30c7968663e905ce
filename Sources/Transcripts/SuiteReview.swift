/// `memorize test --review`: each hunk of each failing file shown (``HunkView``) and decided by
/// one key, as `cargo insta review` does: `a` accept, `r` reject, `s` skip, `A` accept it and
/// the rest of the file, `q` quit. Each file is written (through ``TranscriptSuite/applyUpdates(_:of:chosen:)``,
/// the one writer of updates) as soon as its hunks are decided, with exactly the accepted
/// hunks; `q` writes the file in hand with the decisions made so far and leaves the rest as
/// they are.
struct SuiteReview {
    /// Where the review talks to the user: the terminal, or a test's script.
    struct Console {
        /// Writes text as it is (the review ends its own lines).
        var write: (String) -> Void
        /// Shows the prompt and reads one key; nil at the end of input.
        var key: (_ prompt: String) -> UInt8?
        var width: Int
        var color: Bool
    }

    /// What the review did.
    struct Outcome {
        /// Cases whose every hunk was accepted and written.
        var updated: Set<TranscriptCase> = []
        var errors: [String] = []
        var accepted = 0
        var rejected = 0
        var skipped = 0
        var filesWritten = 0

        /// `review: 1 accepted, 1 rejected, 1 skipped; 1 file written`
        var summary: String {
            "review: \(accepted) accepted, \(rejected) rejected, \(skipped) skipped; "
                + "\(filesWritten) \(filesWritten == 1 ? "file" : "files") written"
        }
    }

    /// One hunk to decide: the case (an index into the run) it belongs to, and its index there.
    private struct Item {
        let caseIndex: Int
        let hunk: Int
    }

    let run: TranscriptSuite.Run
    let console: Console
    private var outcome = Outcome()
    /// The hunks accepted, by case index.
    private var accepted: [Int: Set<Int>] = [:]

    init(run: TranscriptSuite.Run, console: Console) {
        self.run = run
        self.console = console
    }

    /// Reviews every failing case's hunks, file by file in the order the run found them.
    /// - Complexity: O(*n*) in the hunks shown, plus writing each file once.
    static func review(_ run: TranscriptSuite.Run, console: Console) -> Outcome {
        var review = SuiteReview(run: run, console: console)
        review.reviewAll()
        return review.outcome
    }

    private mutating func reviewAll() {
        var files: [[Item]] = []
        var fileOf: [String: Int] = [:]
        for (index, report) in run.reports.enumerated() where report.status == .failed {
            guard let update = report.update else { continue }
            if let refusal = update.refusal {
                outcome.errors.append("error: \(run.cases[index].name): \(refusal)")
                continue
            }
            let path = run.cases[index].path
            let file = fileOf[path] ?? files.count
            if file == files.count {
                fileOf[path] = file
                files.append([])
            }
            files[file] += (update.hunks ?? []).indices.map { Item(caseIndex: index, hunk: $0) }
        }
        files.removeAll { $0.isEmpty }
        for (number, items) in files.enumerated() {
            let quit = reviewFile(items, number: number + 1, of: files.count)
            write(items)
            if quit { break }
        }
    }

    /// Asks about each of a file's hunks; true when the user quit.
    private mutating func reviewFile(_ items: [Item], number: Int, of files: Int) -> Bool {
        var acceptingRest = false
        for (position, item) in items.enumerated() {
            let testCase = run.cases[item.caseIndex]
            guard let hunk = run.reports[item.caseIndex].update?.hunks?[item.hunk] else { continue }
            let place = hunk.line > 0 ? "\(testCase.path):\(hunk.line)" : testCase.name
            let header = "file \(number)/\(files), hunk \(position + 1)/\(items.count) · \(place) · \(hunk.title)"
            console.write("\n" + (console.color ? "\u{1B}[1m\(header.terminalSafe)\u{1B}[0m" : header.terminalSafe) + "\n")
            console.write(HunkView.render(hunk, width: console.width, color: console.color).joined(separator: "\n") + "\n")
            if acceptingRest {
                accept(item)
                console.write("accepted (A)\n")
                continue
            }
            switch decide() {
            case .accept: accept(item)
            case .acceptRest:
                accept(item)
                acceptingRest = true
            case .reject: outcome.rejected += 1
            case .skip: outcome.skipped += 1
            case .quit: return true
            }
        }
        return false
    }

    private enum Choice { case accept, acceptRest, reject, skip, quit }

    /// `a accept · r reject · s skip · A accept the rest of the file · q quit`, until one of
    /// them is typed; the end of input and Ctrl-C quit.
    private func decide() -> Choice {
        let prompt = "a accept · r reject · s skip · A accept all in this file · q quit › "
        while true {
            guard let key = console.key(prompt) else {
                console.write("\n")
                return .quit
            }
            let choice: (Choice, String)? = switch key {
            case UInt8(ascii: "a"): (.accept, "accepted")
            case UInt8(ascii: "A"): (.acceptRest, "accepted, and the rest of this file")
            case UInt8(ascii: "r"): (.reject, "rejected")
            case UInt8(ascii: "s"): (.skip, "skipped")
            case UInt8(ascii: "q"), 3, 4: (.quit, "quit")
            default: nil
            }
            if let choice {
                console.write(choice.1 + "\n")
                return choice.0
            }
            console.write("\n")
        }
    }

    private mutating func accept(_ item: Item) {
        accepted[item.caseIndex, default: []].insert(item.hunk)
        outcome.accepted += 1
    }

    /// Writes the file these hunks belong to with the accepted ones, if any was.
    private mutating func write(_ items: [Item]) {
        let indices = Set(items.map(\.caseIndex))
        guard indices.contains(where: { !(accepted[$0] ?? []).isEmpty }) else { return }
        let chosen = indices.sorted()
        let decided = Dictionary(uniqueKeysWithValues: chosen.map { (run.cases[$0], accepted[$0] ?? []) })
        let (written, errors) = TranscriptSuite.applyUpdates(chosen.map { run.reports[$0] }, of: chosen.map { run.cases[$0] }) { testCase, update in
            guard let taken = decided[testCase], !taken.isEmpty else { return nil }
            return update.text(accepting: taken)
        }
        outcome.errors += errors
        if errors.isEmpty, !written.isEmpty { outcome.filesWritten += 1 }
        for testCase in written {
            let count = chosen.first { run.cases[$0] == testCase }.flatMap { run.reports[$0].update?.hunks?.count } ?? 0
            if decided[testCase]?.count == count { outcome.updated.insert(testCase) }
        }
    }
}
