#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import Storage

/// `memorize test --artifacts DIR`: for every failing screen snapshot, three pictures a CI system
/// can attach: the screen expected, the one shown, and the one shown with every cell that
/// differs outlined in red (``ScreenSVG``). They are drawn from the snapshots the workers
/// report, so any `-j` gives the same files.
///
/// The files are memorize's own: DIR is made (0700, with its parents) when missing and used only
/// when it is a real directory of the user's that no one else may write (``OwnDirectory``); each
/// file is written atomically, relative to it; a symbolic link, FIFO, device or directory at a
/// file's name is refused and left as it is, never followed.
enum FailureArtifacts {
    /// What was written.
    struct Outcome {
        var written = 0
        var errors: [String] = []
    }

    /// Writes the pictures of every failing snapshot of `run` into `directory`.
    /// - Complexity: O(*w* · *h*) for each failing snapshot's cells.
    static func write(_ run: TranscriptSuite.Run, to directory: String) -> Outcome {
        var outcome = Outcome()
        let absolute = directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory
        let folder: OwnDirectory
        switch OwnDirectory.open(absolute, creating: true) {
        case .success(let opened): folder = opened
        case .failure(let refusal):
            outcome.errors.append("error: cannot write artifacts to '\(directory)': \(describe(refusal))")
            return outcome
        }
        var used: Set<String> = []
        for (testCase, report) in zip(run.cases, run.reports) where report.status == .failed {
            for hunk in report.update?.hunks ?? [] {
                guard let snapshot = hunk.snapshot else { continue }
                let stem = uniqueStem(safeName(testCase) + "-line\(hunk.line)", used: &used)
                for (name, svg) in pictures(snapshot, title: "\(testCase.name):\(hunk.line)") {
                    let file = "\(stem)-\(name).svg"
                    if let error = store(svg, as: file, in: folder) {
                        outcome.errors.append("error: cannot write '\(directory)/\(file)': \(error)")
                    } else {
                        outcome.written += 1
                    }
                }
            }
        }
        return outcome
    }

    /// The expected screen, the actual one, and the actual one with the differing cells marked.
    /// - Complexity: O(*w* · *h*).
    static func pictures(_ snapshot: CaseReport.Snapshot, title: String) -> [(name: String, svg: String)] {
        let expected = ScreenCells(snapshot: snapshot.expected)
        let actual = ScreenCells(snapshot: snapshot.actual + (snapshot.actualStyles ?? []))
        let differences = ScreenCells.differences(expected, actual, styles: snapshot.comparesStyles)
        return [
            ("expected", ScreenSVG(title: "\(title) expected", screen: expected).render()),
            ("actual", ScreenSVG(title: "\(title) actual", screen: actual).render()),
            ("diff", ScreenSVG(title: "\(title): \(differences.count) cells differ", screen: actual, marked: differences).render()),
        ]
    }

    /// The case's file name (and Markdown block's line) as a file name of plain letters, digits,
    /// `.`, `-` and `_`: no path separator, no control character, no leading dot, at most 100
    /// bytes.
    static func safeName(_ testCase: TranscriptCase) -> String {
        var name = AtomicFile.split(testCase.path).name
        for suffix in [".transcript", ".t", ".md", ".markdown"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        if let block = testCase.block { name += "-block\(block)" }
        var safe = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)) ? scalar : "_"
        }).prefix(100))
        while safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
        return safe.isEmpty ? "transcript" : safe
    }

    /// `stem`, or `stem-2`, `stem-3`… when an earlier case of the run took it.
    private static func uniqueStem(_ stem: String, used: inout Set<String>) -> String {
        var candidate = stem, number = 1
        while used.contains(candidate) {
            number += 1
            candidate = "\(stem)-\(number)"
        }
        used.insert(candidate)
        return candidate
    }

    /// Replaces `name` in `folder` with `text`; why not, when it cannot.
    private static func store(_ text: String, as name: String, in folder: OwnDirectory) -> String? {
        if let kind = folder.info(name)?.kind, kind != .regular { return refusal(of: kind) }
        switch folder.replace(name, with: Array(text.utf8), mode: 0o644) {
        case .success: return nil
        case .failure(.notRegular(let kind)): return refusal(of: kind)
        case .failure(.system(let error)): return error.description
        }
    }

    /// Why what is at a name is left as it is.
    private static func refusal(of kind: FileSystem.Kind) -> String {
        switch kind {
        case .symbolicLink: "it is a symbolic link, which is never followed"
        case .directory: "it is a directory"
        case .regular, .fifo, .other: "not a regular file (a FIFO, a device or a socket is never replaced)"
        }
    }

    private static func describe(_ reason: OwnDirectory.Refusal) -> String {
        switch reason {
        case .missing: "it cannot be made"
        case .notADirectory(.regular): "it is a file, not a directory"
        case .notADirectory(let kind): refusal(of: kind)
        case .notOwned: "it belongs to another user"
        case .writableByOthers: "others may write in it (chmod go-w it)"
        case .system(let error): error.description
        }
    }
}
