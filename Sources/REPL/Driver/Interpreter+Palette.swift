import Emoji
import Palettes

extension Interpreter {
    /// `palette VERB ARGS…`: the PaletteStore's intents, with what the filter changed as notes.
    func executePalette(_ verb: String, _ arguments: [String], into reply: inout Reply) throws(CommandError) {
        let store = session.palettes
        func palette(_ words: ArraySlice<String>) throws(CommandError) -> Int {
            guard let name = words.first else { throw CommandError("palette \(verb) needs a palette (a name or a number; see 'palette list')") }
            do { return try store.index(of: name) } catch { throw CommandError(error.message) }
        }
        @discardableResult
        func run<T>(_ body: () throws(PaletteStore.Failure) -> T) throws(CommandError) -> T {
            do { return try body() } catch { throw CommandError(error.message) }
        }
        // Multi-word names: `palette show Animal Faces` names one palette.
        let words = Self.joiningName(arguments, store: store)
        switch verb {
        case "list":
            let width = store.palettes.map(\.name.count).max() ?? 0
            for (i, p) in store.palettes.enumerated() {
                let count = p.emojis.count
                reply.out("\(String(i + 1).leftPadding(to: 2)). \(p.name.padding(to: width))  \(count) emoji  \(String(p.emojis.prefix(10)))\(count > 10 ? "…" : "")")
            }
        case "show":
            let p = store.palettes[try palette(words[...])]
            reply.out("\(p.name) (\(p.emojis.count) emoji): \(p.emojis)")
        case "new":
            guard let name = arguments.first else { throw CommandError("palette new needs a name (usage: palette new NAME [EMOJI…])") }
            // The name is every word up to the first that holds an emoji.
            let nameWords = arguments.prefix { !$0.contains(where: \.isEmoji) }
            let emojis = arguments.dropFirst(nameWords.count).joined()
            let findings = try run { () throws(PaletteStore.Failure) in
                try store.insertPalette(named: nameWords.isEmpty ? name : nameWords.joined(separator: " "), emojis: emojis)
            }
            note(findings, into: &reply)
            let p = store.palettes[0]
            reply.out("New palette \(p.name) (\(p.emojis.count) emoji): \(p.emojis)")
        case "add", "remove":
            let index = try palette(words[...])
            let text = words.dropFirst().joined()
            guard !text.isEmpty else { throw CommandError("palette \(verb) needs emoji (usage: palette \(verb) P EMOJI…)") }
            if verb == "add" {
                let findings = try run { () throws(PaletteStore.Failure) in try store.addEmojis(text, toPaletteAt: index) }
                note(findings, into: &reply)
            } else {
                let removed = try run { () throws(PaletteStore.Failure) in try store.removeEmojis(text, fromPaletteAt: index) }
                if removed == 0 { reply.note("none of those are in \(store.palettes[index].name)") }
            }
            let p = store.palettes[index]
            reply.out("\(p.name) (\(p.emojis.count) emoji): \(p.emojis)")
        case "rename":
            let index = try palette(words[...])
            let newName = words.dropFirst().joined(separator: " ")
            let old = store.palettes[index].name
            try run { () throws(PaletteStore.Failure) in try store.renamePalette(at: index, to: newName) }
            reply.out("Renamed \(old) to \(store.palettes[index].name)")
        case "delete":
            let index = try palette(words[...])
            let name = store.palettes[index].name
            try run { () throws(PaletteStore.Failure) in try store.removePalette(at: index) }
            reply.out("Deleted \(name); \(store.palettes.count) palettes left")
        case "move":
            let index = try palette(words[...])
            guard words.count == 2, let place = Int(words[1]), (1...store.palettes.count).contains(place) else {
                throw CommandError("palette move needs a place from 1 to \(store.palettes.count) (usage: palette move P N)")
            }
            try run { () throws(PaletteStore.Failure) in try store.movePalette(at: index, to: place - 1) }
            reply.out("Moved \(store.palettes[place - 1].name) to place \(place)")
        default:
            throw CommandError("unknown palette verb '\(verb)' (try 'help palette')")
        }
    }

    /// Notes for what the palette filter dropped or changed.
    private func note(_ findings: [PaletteFilter.Finding], into reply: inout Reply) {
        for finding in findings {
            switch finding.kind {
            case .notEmoji(let why): reply.note("dropped '\(finding.character)': \(why)")
            case .duplicate: reply.note("dropped '\(finding.character)': already in the palette")
            case .unqualified(let becomes): reply.note("'\(finding.character)' is written \(becomes)")
            }
        }
    }

    /// The arguments with a leading multi-word palette name joined into one word, when the
    /// words form the name of a palette (`Animal Faces 🐶` → [`Animal Faces`, `🐶`]).
    static func joiningName(_ arguments: [String], store: PaletteStore) -> [String] {
        for count in stride(from: arguments.count, through: 2, by: -1) {
            let name = arguments.prefix(count).joined(separator: " ").lowercased()
            if store.palettes.contains(where: { $0.name.lowercased() == name }) {
                return [arguments.prefix(count).joined(separator: " ")] + arguments.dropFirst(count)
            }
        }
        return arguments
    }
}
