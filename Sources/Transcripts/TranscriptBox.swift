#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

/// The directories a transcript's header names (`@ files:`, `@ themes:`), judged by where they
/// lead: each must lie inside the transcript's own directory once every symbolic link on the way
/// is followed, the named path's own included. The parser already refuses absolute paths, `~` and
/// `..`; what text cannot show (a link to a directory elsewhere, or one part-way along the path)
/// is refused here, before the transcript runs, so that a transcript from anywhere reads nothing
/// from elsewhere. A theme file in the named directory that is a link leading out is refused too,
/// as a fixture's is (``FixtureCopy``).
enum TranscriptBox {
    /// Where `value`, the setting `key` of `transcript`, leads (absolute, links followed), when
    /// that is inside the transcript's directory.
    /// - Throws: a refusal naming the setting and its line when it leads out, or through a loop.
    /// - Complexity: O(*c* + *l*) system calls for the *c* components and *l* links on the way.
    static func directory(_ value: String, of key: String, in transcript: Transcript) throws(FixtureCopy.Refusal) -> String {
        try directory(value, of: key, besideTranscriptAt: transcript.path, line: line(of: key, value, in: transcript))
    }

    /// ``directory(_:of:in:)`` for the transcript at `path`, which need not exist yet (`record`).
    static func directory(_ value: String, of key: String, besideTranscriptAt path: String, line: Int = 0) throws(FixtureCopy.Refusal) -> String {
        guard let box = box(ofTranscriptAt: path), let target = FileSystem.resolvedPath(box + "/" + value) else {
            throw FixtureCopy.Refusal(message: "\(key) names '\(value)': too many levels of symbolic links (a loop?)", line: line)
        }
        guard FileSystem.isWithin(target, box) else {
            throw FixtureCopy.Refusal(
                message: "\(key) names '\(value)', which leads out of the transcript's directory; a transcript's files stay in its box",
                line: line)
        }
        return target
    }

    /// The theme directory `value` names (see ``directory(_:of:in:)``), if none of the theme
    /// files in it (`*.json`) is a link that leads out of the transcript's directory.
    /// - Complexity: ``directory(_:of:in:)``, plus O(*f* · (*c* + *l*)) for its *f* entries.
    static func themes(_ value: String, in transcript: Transcript) throws(FixtureCopy.Refusal) -> String {
        let directory = try directory(value, of: "themes", in: transcript)
        // A theme directory that is not there would leave its themes out silently, and the
        // transcript would fail later at a 'new' that names one: say it at the header.
        guard FileSystem.info(directory, followingLinks: true)?.kind == .directory else {
            let what = FileSystem.info(directory, followingLinks: true) == nil ? "no such directory" : "not a directory"
            throw FixtureCopy.Refusal(
                message: "themes names '\(value)': \(what)", line: line(of: "themes", value, in: transcript))
        }
        guard let box = box(ofTranscriptAt: transcript.path) else { return directory }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names.sorted() where name.hasSuffix(".json") {
            let path = directory + "/" + name
            guard FileSystem.info(path, followingLinks: false)?.kind == .symbolicLink else { continue }
            guard let target = FileSystem.resolvedPath(path), FileSystem.isWithin(target, box) else {
                throw FixtureCopy.Refusal(
                    message: "themes names '\(value)', whose '\(name)' is a symbolic link that leads out of the transcript's directory; a transcript's files stay in its box",
                    line: line(of: "themes", value, in: transcript))
            }
        }
        return directory
    }

    /// The transcript's directory, links followed: the box its header's paths must stay in.
    private static func box(ofTranscriptAt path: String) -> String? {
        FileSystem.resolvedPath(URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    /// The line of the setting, for the report (0 if it cannot be found).
    private static func line(of key: String, _ value: String, in transcript: Transcript) -> Int {
        transcript.lines.first { $0.kind == .setting(key: key, value: value) }?.number ?? 0
    }
}
