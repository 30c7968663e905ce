import LiveScreens
import REPL
import Storage

/// A question the art edit screen asks on its status row; while one is open, keys answer it.
enum ArtQuestion: Equatable, Sendable {
    /// Leaving with changes that are in no file: `s` saves (asking a name), `d` discards, any
    /// other key stays.
    case leaving
    /// The file to save to, as typed so far; `thenLeave` when it was asked on the way out.
    case naming(String, thenLeave: Bool)
}

/// Nothing made by hand is lost: the save key, and the question before leaving an untitled
/// document with changes (a document with a file autosaves, and is written on the way out).
extension ArtEditScreen {
    /// The status row's prompt for `question`, in forms from widest to narrowest.
    static func prompt(for question: ArtQuestion) -> [String] {
        switch question {
        case .leaving:
            ["unsaved changes: s save to a file · d discard them · Esc stay", "unsaved: s save · d discard · Esc stay", "s save·d discard·Esc"]
        case .naming(let text, _):
            ["save as (Enter saves, Esc cancels): \(text)▏", "save as: \(text)▏"]
        }
    }

    /// `q`, Esc or Ctrl-C: leaves at once unless an untitled document has changes, which asks.
    mutating func requestLeave() -> ScreenAction {
        guard art.unsavedWork != nil else { return .leave }
        question = .leaving
        return .stay
    }

    /// `s` or Ctrl-S: writes the document to its file, or asks for a name when it has none.
    mutating func saveKey() {
        guard art.path != nil else {
            question = .naming("", thenLeave: false)
            return
        }
        save(to: nil)
    }

    /// Writes the document (to `name`, or its own file) and says where; false when it failed
    /// (the message says why).
    @discardableResult
    mutating func save(to name: String?) -> Bool {
        let count = art.document?.emojis.count ?? 0
        do {
            let file = try art.save(to: name)
            say("saved \(CommandContext.emojiCount(count)) to \(file)")
            return true
        } catch {
            say("not saved: \(error.message)")
            return false
        }
    }

    /// A key while a question is open: it answers the question, never the editor.
    mutating func answer(_ key: Key) -> ScreenAction {
        switch question {
        case .leaving?:
            switch key {
            case .character("s"), .character("S"), .control("s"), .enter:
                question = .naming("", thenLeave: true)
            case .character("d"), .character("D"):
                question = nil
                art.new()
                discarded = true
                return .leave
            default:
                question = nil
                say("still editing: s or Ctrl-S saves")
            }
        case .naming(var text, let thenLeave)?:
            switch key {
            case .enter:
                let name = Self.saveTarget(typed: text)
                guard !name.isEmpty else {
                    say("type a file name, or Esc")
                    return .stay
                }
                guard save(to: name) else { return .stay }
                question = nil
                if thenLeave { return .leave }
            case .escape, .control("c"):
                question = nil
                say("not saved")
            case .backspace, .delete:
                if !text.isEmpty { text.removeLast() }
                question = .naming(text, thenLeave: thenLeave)
            case .space:
                question = .naming(text + " ", thenLeave: thenLeave)
            case .character(let character):
                question = .naming(text + String(character), thenLeave: thenLeave)
            default:
                break
            }
        case nil:
            break
        }
        return .stay
    }

    /// Text pasted while a name is asked for: its first line goes into the name.
    mutating func answer(pasted text: String) {
        guard case .naming(let typed, let thenLeave)? = question else { return }
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        question = .naming(typed + line, thenLeave: thenLeave)
    }

    /// A typed name as a file to save to: trimmed, with `.emojiart` added when it has no extension
    /// (save writes only `.emojiart`; a wrong extension is said by save's own error).
    static func saveTarget(typed text: String) -> String {
        let name = text.trimmingSpaces()
        guard !name.isEmpty else { return "" }
        let last = name.split(separator: "/").last.map(String.init) ?? name
        return last.contains(".") ? name : name + ".emojiart"
    }
}
