import LiveScreens
import Platform
import REPL

/// What a terminal would show of a transcript's replay, as it happens: the prompt and each
/// input typed, what the session prints, what its screens draw, and their steps.
protocol ReplayWatcher: AnyObject {
    func typed(prompt: String, input: String)
    func printed(_ reply: Reply)
    func screenWrote(_ text: String)
    func stepped(_ step: ScreenStep)
}

/// `memorize cast TRANSCRIPT`: a transcript replayed on the virtual terminal and the manual
/// clock, as an asciicast that asciinema plays. Time is the transcript's own: `~ wait` steps
/// move it, and a fixed pause before each typed line and after each step lets a viewer see the
/// keys land. Each `#` comment and each input line is a marker (a chapter a player jumps to),
/// at the time its prompt appears. No timestamp: the same transcript gives the same file, byte
/// for byte.
public enum TranscriptCast {
    /// The pause before a typed line appears (after its prompt).
    static let typingPause = 0.8
    /// The pause after each key, click, drag, wheel or paste step.
    static let stepPause = 0.3

    /// The cast of `transcript`, and whether its replay passed (a cast is made either way).
    /// - Throws: when its fixture directory cannot be copied (as `memorize test` reports it).
    /// - Complexity: the replay's cost, plus O(*n*) in the bytes written.
    public static func cast(_ transcript: Transcript) throws(FixtureCopy.Refusal) -> (cast: Asciicast, passed: Bool) {
        // The name comes from outside, and a player may show the title on the terminal.
        let title = (transcript.name.split(separator: "/").last.map(String.init) ?? transcript.name).terminalSafe
        let watcher = Watcher(
            Asciicast(width: transcript.settings.width, height: transcript.settings.height, title: title),
            chapters: Chapter.plan(transcript.lines))
        let result = try TranscriptRunner.run(transcript, watcher: watcher)
        watcher.finish()
        return (watcher.cast, result.passed)
    }

    /// An input line or a screen step of the transcript, and the comments just above it.
    struct Chapter: Equatable {
        /// nil for the comments after the last input or step.
        var input: String?
        var isStep = false
        var comments: [String] = []

        /// The chapters of `lines`, in order; comments after the last input or step come last.
        /// - Complexity: O(*n*) in the lines.
        static func plan(_ lines: [Transcript.Line]) -> [Chapter] {
            var chapters: [Chapter] = []
            var comments: [String] = []
            for line in lines {
                switch line.kind {
                case .comment(let text):
                    // `#` and its space are the line's syntax, not the chapter's name.
                    let label = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
                    if !label.isEmpty { comments.append(String(label)) }
                case .input(let text):
                    chapters.append(Chapter(input: text, comments: comments))
                    comments = []
                case .step:
                    chapters.append(Chapter(isStep: true, comments: comments))
                    comments = []
                case .blank, .setting, .output: break
                }
            }
            if !comments.isEmpty { chapters.append(Chapter(comments: comments)) }
            return chapters
        }
    }

    private final class Watcher: ReplayWatcher {
        var cast: Asciicast
        var time = 0.0
        /// The chapters not reached yet.
        var chapters: ArraySlice<Chapter>

        init(_ cast: Asciicast, chapters: [Chapter]) {
            self.cast = cast
            self.chapters = chapters[...]
        }

        /// Marks the comments of every chapter up to the next input (or step) one, and that
        /// input; a step that never ran (no screen was open) leaves its comments to the next.
        private func reach(step: Bool) {
            while let chapter = chapters.popFirst() {
                for comment in chapter.comments { cast.marker(comment, at: time) }
                if step ? chapter.isStep : chapter.input != nil {
                    if let input = chapter.input { cast.marker("> " + input, at: time) }
                    return
                }
            }
        }

        /// The comments after the last line that ran, at the end.
        func finish() {
            for chapter in chapters { for comment in chapter.comments { cast.marker(comment, at: time) } }
            chapters = []
        }

        func typed(prompt: String, input: String) {
            reach(step: false)
            cast.output(prompt, at: time)
            time += TranscriptCast.typingPause
            // The line comes from the transcript file, not from the program: shown, never obeyed
            // (an OSC in it would retitle the terminal or write its clipboard when played).
            cast.output(input.terminalSafe + "\r\n", at: time)
        }

        func printed(_ reply: Reply) {
            // A terminal in cooked mode turns each newline into CR LF.
            let text = reply.lines.map { line in
                switch line {
                case .out(let text), .err(let text): text + "\r\n"
                }
            }.joined()
            cast.output(text, at: time)
        }

        func screenWrote(_ text: String) { cast.output(text, at: time) }

        func stepped(_ step: ScreenStep) {
            reach(step: true)
            switch step {
            case .wait(let seconds): time += seconds
            case .resize(let width, let height): cast.resize(width: width, height: height, at: time)
            case .snapshot: break
            case .press, .type, .click, .drag, .wheel, .paste: time += TranscriptCast.stepPause
            }
        }
    }
}
