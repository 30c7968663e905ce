// Fuzz target: the theme JSON decoder, `Theme.decode(json:)` (user theme files in
// $XDG_DATA_HOME/memorize/themes are outside input), and what a decoded theme goes on to do:
// join a catalog, deal a game, be drawn and be written back as JSON.
//
// Oracles: no trap; an error has a message; a decoded theme has a trimmed, non-empty name, at least
// one emoji, no whitespace emoji, no emoji twice ("no emoji can ever be on two pairs"), a pair
// count in 1…Theme.maximumPairs; it encodes to JSON that decodes to an equal theme; dealing gives
// distinct contents; a game of it can be started, every card chosen, drawn and shown as `state`.
@testable import REPL
@testable import Themes
import Features
import Foundation
import GameFeature
import Game
import Randomness

let maximumInputBytes = 8 * 1024

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= maximumInputBytes else { return -1 }
    let input = UnsafeBufferPointer(start: data, count: size)
    currentInput = input
    let json = Data(input)

    let theme: Theme
    do throws(ThemeError) {
        theme = try Theme.decode(json: json)
    } catch {
        check(!error.message.isEmpty, "empty error message")
        var catalog = ThemeCatalog()
        catalog.add(json: json, from: "fuzz.json")
        check(catalog.themes.isEmpty && catalog.problems.count == 1, "catalog kept a theme that does not decode")
        return 0
    }

    check(!theme.name.isEmpty, "empty name")
    check(theme.name == theme.name.trimmingCharacters(in: .whitespacesAndNewlines), "untrimmed name \(theme.name.debugDescription)")
    check(!theme.emojis.isEmpty, "no emoji")
    check(!theme.emojis.contains(where: \.isWhitespace), "whitespace emoji in \(theme.emojis)")
    check(Set(theme.emojis).count == theme.emojis.count,
          "repeated emoji in \(theme.emojis.map { String($0).unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "+") })")
    switch theme.pairs {
    case .exactly(let n): check((1...Theme.maximumPairs).contains(n), "pairs \(n)")
    case .all: break
    case .random(let range):
        check(range.lowerBound >= 1 && range.upperBound <= Theme.maximumPairs, "pairs \(range)")
    }

    // Written back, it reads the same.
    do {
        let encoded = try JSONEncoder().encode(theme)
        let again = try Theme.decode(json: encoded)
        check(again == theme, "round trip changed the theme: \(theme) -> \(again)")
    } catch {
        check(false, "could not write and re-read the theme: \(error)")
    }

    // Dealing: distinct contents, as many as the game gets.
    var generator = SeededRandom(seed: UInt64(size))
    let (pairs, _) = theme.numberOfPairs(using: &generator)
    check(pairs >= 1 && pairs <= theme.emojis.count, "\(pairs) pairs from \(theme.emojis.count) emoji")
    let contents = theme.deal(pairs: pairs, using: &generator)
    check(contents.count == pairs, "dealt \(contents.count) of \(pairs)")
    check(Set(contents).count == contents.count, "dealt a content twice: \(contents)")

    // A game of it, through the Session and Interpreter: choose every card, draw, state.
    var catalog = ThemeCatalog()
    catalog.add(json: json, from: "fuzz.json")
    // A theme that loads may still warn: emoji the filter dropped, pairs it cannot fill.
    let expectedWarnings = (theme.findings.contains(where: \.isDropped) ? 1 : 0)
        + ({ if case .exactly(let n) = theme.pairs, n > theme.emojis.count { 1 } else { 0 } }() as Int)
    check(catalog.themes == [theme] && catalog.problems.count == expectedWarnings, "catalog: \(catalog.themes.count) themes, \(catalog.problems)")
    let session = Session(registry: .standard, catalog: catalog, seed: UInt64(size), clock: ManualClock(), providers: .standard)
    let interpreter = Interpreter(session: session, style: Style(color: size.isMultiple(of: 2), width: 20 + size % 200, height: 5 + size % 60))
    do throws(IntentError) {
        try session.newGame(theme: theme.name)
        let cards = session.game.model?.cards.count ?? 0
        check(cards >= 2 && cards == 2 * Set(session.game.model!.cards.map(\.content)).count, "\(cards) cards, contents \(session.game.model!.cards.map(\.content))")
        for number in 1...cards {
            _ = try session.choose(cardNumber: number)
        }
        session.game.model?.checkInvariants()
    } catch {
        check(false, "a game of a valid theme failed: \(error)")
    }
    for line in ["board", "state", "restart", "choose 1 2", "themes"] {
        let reply = interpreter.handle(line)
        check(!reply.failed, "\(line): \(reply.lines)")
    }
    let state = interpreter.handle("state").lines
    if case .out(let text)? = state.first {
        check((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil, "state is not JSON: \(text)")
    } else {
        check(false, "state printed \(state)")
    }
    return 0
}
