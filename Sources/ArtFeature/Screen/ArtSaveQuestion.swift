import LiveScreens
import REPL
import Storage

/// The question the art edit screen asks on its status row before work could be lost: leave
/// an untitled document with changes? and then, or after `s`, the file to save to. Its keys are
/// two maps of their own (bubbles' second map for a modal state): the prompt is drawn from their
/// hints, the screen's help lists their rows, and an answer is a row's action, never a key
/// matched by hand. It decides nothing about files: an answer says what to do (``Answer``), and
/// the screen saves or discards.
struct ArtSaveQuestion: Equatable, Sendable {
    /// What is being asked.
    enum Asking: Equatable, Sendable {
        /// Leaving with changes that are in no file.
        case leaving
        /// The file to save to, as typed so far; `thenLeave` when it was asked on the way out.
        case naming(String, thenLeave: Bool)
    }

    /// What the answer to the question leaving asks for.
    enum Leaving: Hashable, Sendable, CaseIterable {
        case save, discard, stay
    }

    /// What a key asks of the question naming the file.
    enum Naming: Hashable, Sendable, CaseIterable {
        case confirm, cancel, erase, type
    }

    /// What the screen is to do after an input.
    enum Answer: Equatable, Sendable {
        /// The question is still open (it may be asking something else now, or have said why not).
        case asking(message: String?)
        /// Closed: the screen goes on editing and says `message`.
        case closed(message: String)
        /// Save to `name` (closing the question when that worked), then leave if `thenLeave`.
        case save(name: String, thenLeave: Bool)
        /// Throw the untitled document's changes away and leave.
        case discard
    }

    /// The keys that answer "leave unsaved changes?": `s` saves (asking a name), `d` discards,
    /// any other key stays.
    static let leavingKeys = KeyMap<Leaving>("art edit leaving", [
        KeyBinding([.character("s"), .character("S"), .key(.control("s")), .key(.enter)], .save,
                   hint: KeyHint("s save to a file", shorter: ["s save"]), help: "asks for a file name, saves there, then leaves"),
        KeyBinding([.character("d"), .character("D")], .discard, hint: KeyHint("d discard them", shorter: ["d discard"]),
                   help: "throws the changes away and leaves"),
        KeyBinding([.key(.escape), .anyOtherKey], .stay, hint: KeyHint("Esc stay", shorter: ["Esc stay", "Esc"]),
                   help: "stays in the editor; s or Ctrl-S saves later"),
    ])

    /// The keys that type the file's name: Enter saves, Esc cancels.
    static let namingKeys = KeyMap<Naming>("art edit naming", [
        KeyBinding([.key(.enter)], .confirm, hint: KeyHint("Enter saves"),
                   help: "saves to the name typed (.emojiart is added when it has no extension); a name that cannot be saved says why and is asked again"),
        KeyBinding([.key(.escape), .key(.control("c"))], .cancel, hint: KeyHint("Esc cancels"), help: "does not save, and goes on editing"),
        KeyBinding([.key(.backspace), .key(.delete)], .erase, help: "erases the last character typed"),
        KeyBinding([.typing, .paste], .type, help: "types the name (a paste, or a file dragged onto the terminal, gives its first line)"),
    ])

    /// The prompt's forms, widest first (see ``KeyMap/prompt(_:)``).
    private static let leavingForms = [
        PromptForm("unsaved changes: "), PromptForm("unsaved: ", level: 1), PromptForm("", separator: "·", level: 2),
    ]
    private static let namingForms = [PromptForm("save as (", separator: ", ", end: "): "), PromptForm("save as: ", separator: nil)]

    private(set) var asking: Asking

    init(_ asking: Asking) {
        self.asking = asking
    }

    /// The status row's prompt, in forms from widest to narrowest.
    /// - Complexity: O(*b*) for the map's few bindings.
    var prompt: [String] {
        switch asking {
        case .leaving:
            Self.leavingKeys.prompt(Self.leavingForms)
        case .naming(let text, _):
            Self.namingKeys.prompt(Self.namingForms).map { $0 + text + "▏" }
        }
    }

    /// Answers with a key (through the question's map) or a paste; the mouse waits.
    /// - Complexity: O(*b*) for the map's few bindings, plus the name's length.
    mutating func answer(_ input: InputEvent) -> Answer {
        switch (asking, input) {
        case (.leaving, .key(let key)):
            return leaving(Self.leavingKeys.action(for: key) ?? .stay)
        case (.naming(let text, let thenLeave), .key(let key)):
            guard let action = Self.namingKeys.action(for: key) else { return .asking(message: nil) }
            return naming(action, text: text, thenLeave: thenLeave, typed: key.typed)
        case (.naming(let text, let thenLeave), .paste(let pasted)):
            guard let action = Self.namingKeys.action(matching: .paste) else { return .asking(message: nil) }
            let line = pasted.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            return naming(action, text: text, thenLeave: thenLeave, typed: line)
        case (.leaving, .paste), (_, .mouse):
            return .asking(message: nil)
        }
    }

    private mutating func leaving(_ action: Leaving) -> Answer {
        switch action {
        case .save:
            asking = .naming("", thenLeave: true)
            return .asking(message: nil)
        case .discard:
            return .discard
        case .stay:
            return .closed(message: "still editing: s or Ctrl-S saves")
        }
    }

    private mutating func naming(_ action: Naming, text: String, thenLeave: Bool, typed: String) -> Answer {
        switch action {
        case .confirm:
            let name = Self.saveTarget(typed: text)
            guard !name.isEmpty else { return .asking(message: "type a file name, or Esc") }
            return .save(name: name, thenLeave: thenLeave)
        case .cancel:
            return .closed(message: "not saved")
        case .erase:
            asking = .naming(String(text.dropLast()), thenLeave: thenLeave)
        case .type:
            asking = .naming(text + typed, thenLeave: thenLeave)
        }
        return .asking(message: nil)
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

extension Key {
    /// What the key types into a name: its character, a space, or nothing.
    var typed: String {
        switch self {
        case .character(let character): String(character)
        case .space: " "
        default: ""
        }
    }
}
