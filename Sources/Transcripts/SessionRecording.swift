#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Features
import LiveScreens
import Platform
import REPL

/// `memorize record FILE`: a normal REPL (readline on a terminal, plain reading from a pipe) on
/// the manual clock, whose session is written to FILE as a transcript after every command, so that
/// `memorize test FILE` passes straight after. On a terminal, screens run on ``RecordingScreens``,
/// which writes what they get as `~` steps; `cast` also writes an asciicast (``CastRecorder``).
public enum SessionRecording {
    /// Records a session launched as `launch` says (its clock is made manual) into `file`;
    /// `themeDirectory` (as the user typed it) becomes the transcript's `@ themes:`. Returns the exit status.
    /// - Parameter cast: an asciicast of the session to write too (see ``CastRecorder``), in `castFormat`.
    /// - Parameter redaction: what output lines must not keep (``Redaction``).
    public static func record(
        into file: String, replacing: Bool, launch: Launch, themeDirectory: String?, cast: String? = nil,
        castFormat: Asciicast.Format = .v2, redaction: Redaction? = nil
    ) -> Int32 {
        for path in [file] + (cast.map { [$0] } ?? []) where FileManager.default.fileExists(atPath: path) && !replacing {
            SuiteRun.fail("error: '\(path)' exists; use --force to replace it")
            return 1
        }
        if let themeDirectory {
            // The transcript names its themes relative to itself, and a transcript's header names
            // only what lies in its directory: one recorded otherwise would not replay.
            let relative = relativePath(of: themeDirectory, from: file)
            do throws(FixtureCopy.Refusal) {
                guard !Transcript.leavesTheDirectory(relative) else {
                    throw FixtureCopy.Refusal(message: "themes names '\(relative)', which leads out of the transcript's directory; a transcript's files stay in its box")
                }
                _ = try TranscriptBox.directory(relative, of: "themes", besideTranscriptAt: file)
            } catch {
                SuiteRun.fail("error: --theme-dir '\(themeDirectory)': \(error.message) (put the themes under the transcript's directory)")
                return 1
            }
        }
        var launch = launch
        launch.clock = .manual
        var settings = Transcript.Settings()
        settings.seed = launch.seed
        settings.width = launch.style.width
        settings.height = launch.style.height
        settings.themes = themeDirectory.map { relativePath(of: $0, from: file) }
        let recorder = TranscriptRecorder(path: file, settings: settings)
        recorder.redaction = redaction
        if let cast {
            let environment = ProcessInfo.processInfo.environment
            var header = Asciicast(width: launch.style.width, height: launch.style.height, timestamp: Int(Date().timeIntervalSince1970))
            header.environment = ["TERM", "SHELL"].compactMap { name in environment[name].map { (name, $0) } }
            recorder.cast = CastRecorder(path: cast, cast: header, format: castFormat)
        }
        recorder.save()
        if let error = recorder.writeError {
            SuiteRun.fail("error: \(error)")
            return 1
        }
        let interpreter = launch.makeInterpreter()
        let sink = recorder.recording(StandardStreams())
        if Terminal.isTTY(FileIO.standardInput) {
            let banner = "Recording to \(file.terminalSafe) (seed \(launch.seed), \(launch.style.width)x\(launch.style.height), manual clock). "
                + "In a screen, Ctrl-\\ takes a snapshot. Ctrl-D ends.\n"
            StandardStreams.write(banner, to: FileIO.standardOutput)
            recorder.cast?.output(String(banner.dropLast()) + "\r\n")
            // Screens (play, art edit, face screen) run on the terminal, and what they get is recorded.
            var screens: RecordingScreens?
            if let terminal = TerminalDevice.standard(), let clock = interpreter.session.manualClock {
                let host = RecordingScreens(
                    terminal: terminal, clock: clock, recorder: recorder, cast: recorder.cast,
                    sessionSize: { [unowned interpreter] in (interpreter.style.width, interpreter.style.height) })
                interpreter.attach(screens: host)
                screens = host
            }
            var reader = recorder.recording(ReadlineLineReader(history: HistoryFile.standard(environment: ProcessInfo.processInfo.environment)))
            _ = Driver.run(reader: &reader, interpreter: interpreter, sink: sink) { interpreter in
                // A screen's `~ resize` changes the session's size from the next line, as in a replay.
                if let size = screens?.takeNewSize() { interpreter.terminalResized(width: size.width, height: size.height) }
            }
        } else {
            var reader = recorder.recording(ByteLineReader(fileDescriptor: FileIO.standardInput))
            _ = Driver.run(reader: &reader, interpreter: interpreter, sink: sink)
        }
        recorder.save()   // what the last second recorded
        if let error = recorder.writeError {
            SuiteRun.fail("error: \(error)")
            return 1
        }
        return 0
    }

    /// `path` relative to the directory of `file`, so the transcript can move with its themes.
    static func relativePath(of path: String, from file: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.pathComponents
        let common = zip(target, base).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: base.count - common) + target.dropFirst(common)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
