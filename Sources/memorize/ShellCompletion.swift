import ArgumentParser
import REPL

/// A shell subcommand's completion (`memorize palette show Animal\ F<Tab>`): the REPL's, read from
/// the command's declaration, with the shell's quoting taken off the words it was given and the
/// names given back as the shell's script needs them. argument-parser's scripts pass each word as
/// typed (bash's and zsh's keep their quotes and backslashes), so `Animal\ F` and `"Animal F` are
/// read as `Animal F`; the REPL's quoting (`"Animal Faces"`) is taken off the candidates, and the
/// shell quotes what it inserts: bash `Animal\ Faces`, or the rest of the name and the closing
/// quote inside an open one.
enum ShellCompletion {
    /// Completions of `words[index]` (typed up to the cursor as `prefix`) for the command `spec`.
    /// - Complexity: O(*c*) in the candidates, after the vocabulary is read.
    static func complete(_ spec: CommandSpec, _ words: [String], at index: Int, prefix: String, shell: CompletionShell?) -> [String] {
        // `words` is the whole line (`memorize palette lint …`); the REPL's completion wants the
        // command's words before the cursor, each one word of its language.
        let name = [spec.group?.name, spec.name].compactMap { $0 }
        let start = words.firstIndex(of: spec.name).map { $0 + 1 } ?? words.endIndex
        let previous = words[min(start, index)..<min(index, words.endIndex)].map { Lexer.quoted(ShellQuoting.unquoted($0)) }
        let before = (name + previous).joined(separator: " ") + " "
        let typed = ShellQuoting.unquoted(prefix)
        let candidates = ShellCompletionVocabulary.standard.completions(before: before, word: typed).map { candidate in
            // A value the REPL would quote (`"Animal Faces"`) is one word of the shell's, as it is.
            let value = replWord(candidate)
            // Names match in any case (`an` completes to `Animals`), but a shell keeps only the
            // candidates that start with the word as typed: the typed part keeps its case.
            guard !value.hasPrefix(typed), value.lowercased().hasPrefix(typed.lowercased()) else { return value }
            return typed + value.dropFirst(typed.count)
        }
        return candidates.map { ShellQuoting.forScript($0, shell: shell) }
    }

    /// A candidate as the REPL would insert it, read back as the one word it stands for.
    static func replWord(_ candidate: String) -> String {
        guard candidate.hasPrefix("\""), let commands = try? Lexer.commands(candidate), commands.count == 1, commands[0].count == 1 else {
            return candidate
        }
        return commands[0][0].text
    }
}

/// The shells' quoting, as far as completion needs it.
enum ShellQuoting {
    /// A word as the shell would pass it to the command: backslashes and quotes taken off (bash,
    /// zsh and fish agree on `\x`, `'…'` and `"…"`); a quote still open at the cursor leaves the
    /// rest as typed.
    /// - Complexity: O(*n*) in the word's characters.
    static func unquoted(_ word: String) -> String {
        var text = ""
        var quote: Character?
        var characters = word[...]
        while let character = characters.popFirst() {
            switch (quote, character) {
            case (nil, "\\"):
                if let next = characters.popFirst() { text.append(next) }
            case (nil, "'"), (nil, "\""):
                quote = character
            case ("\"", "\\"):
                // Between double quotes a backslash escapes only what is special there.
                if let next = characters.first, "\"\\$`".contains(next) {
                    text.append(next)
                    characters.removeFirst()
                } else {
                    text.append(character)
                }
            case (let open?, _) where character == open:
                quote = nil
            default:
                text.append(character)
            }
        }
        return text
    }

    /// A candidate as `shell`'s completion script reads one. bash's passes them to `compgen -W`,
    /// which expands each word (`$HOME`, quotes, backslashes), so every ASCII character that is
    /// not a letter, a digit or `-_./,+@%` is escaped with a backslash; zsh's to `_describe`, which
    /// reads a `:` as the start of a description. fish takes them as they are.
    static func forScript(_ candidate: String, shell: CompletionShell?) -> String {
        if shell == .bash {
            var escaped = ""
            for character in candidate {
                if character.isASCII, !(character.isLetter || character.isNumber || "-_./,+@%".contains(character)) { escaped.append("\\") }
                escaped.append(character)
            }
            return escaped
        }
        return shell == .zsh ? candidate.replacing(":", with: "\\:") : candidate
    }
}
