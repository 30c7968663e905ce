// What the test targets share: an interpreter as a transcript gets one, replies split by stream,
// `state` decoded, and commands compared.
import Features
import Foundation
import LiveScreens
import REPL
import Testing

/// A fresh interpreter on the manual clock with bundled themes only, as a transcript gets.
public func makeInterpreter(seed: UInt64 = 1, style: Style = Style()) -> Interpreter {
    Launch(seed: seed, clock: .manual, style: style, themeDirectory: nil).makeInterpreter()
}

extension Reply {
    public var stdout: [String] { lines.compactMap { if case .out(let t) = $0 { t } else { nil } } }
    public var stderr: [String] { lines.compactMap { if case .err(let t) = $0 { t } else { nil } } }
}

/// The `state` JSON, decoded.
public struct State: Decodable {
    public struct Card: Decodable {
        public let index: Int, id: Int, content: String, isFaceUp: Bool, isMatched: Bool, hasBeenSeen: Bool
    }
    public let theme: String?
    public let score: Int
    public let isOver: Bool
    public let cards: [Card]
    public let happiness: Int
    public let smiliness: Double
}

public func state(of interpreter: Interpreter) throws -> State {
    let reply = interpreter.handle("state")
    #expect(reply.stdout.count == 1)
    return try JSONDecoder().decode(State.self, from: Data(try #require(reply.stdout.first).utf8))
}

/// Card numbers of each pair, from the state JSON.
public func pairs(of interpreter: Interpreter) throws -> [[Int]] {
    Dictionary(grouping: try state(of: interpreter).cards, by: \.content).values.map { $0.map(\.index) }
}

/// The one command `line` holds, its words read knowing `names` (the palettes, say).
public func parsed(_ line: String, names: [NameList: [String]] = [:]) throws -> (any Command)? {
    try CommandParser.parse(line, in: .standard, context: ArgumentContext(registry: .standard, names: names)).first
}

/// Whether two commands are the same command with the same arguments.
public func same(_ a: (any Command)?, _ b: (any Command)?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    func compare<T: Command>(_ a: T) -> Bool { (b as? T) == a }
    return compare(a)
}


/// A terminal for a screen loop, played from a script: what it waits for comes from `steps`,
/// what the screen writes goes to a virtual terminal.
public final class ScriptedTerminal: ScreenDevice {
    public var steps: [Step]
    public var width: Int
    public var height: Int
    public private(set) var screen: VirtualTerminal
    public private(set) var written = ""
    private var leavingAttempts = 0
    public let policy: VirtualTerminal.WidthPolicy

    public enum Step {
        case input(String)
        case resize(width: Int, height: Int)
        case tick
        case signal(Int32)
        /// Runs a check on the terminal as it is now.
        case check((ScriptedTerminal) -> Void)
    }

    public init(width: Int, height: Int, policy: VirtualTerminal.WidthPolicy = .variationSelectorNarrow, _ steps: [Step]) {
        self.width = width
        self.height = height
        self.policy = policy
        self.steps = steps
        screen = VirtualTerminal(width: width, height: height, policy: policy)
    }

    public func size() -> (width: Int, height: Int) { (width, height) }

    public func write(_ text: String) -> Bool {
        written += text
        screen.feed(text)
        return true
    }

    public func wait(timeout: Double?) -> DeviceWait {
        while !steps.isEmpty {
            switch steps.removeFirst() {
            case .input(let text): return .input(Array(text.utf8))
            case .resize(let width, let height):
                self.width = width
                self.height = height
                screen = VirtualTerminal(width: width, height: height, policy: policy)
                return .resized
            case .tick: return .timedOut
            case .signal(let signal): return .signal(signal)
            case .check(let check): check(self)
            }
        }
        // Out of steps: leave, answering "discard" where a screen asks first (the editor, over unsaved work).
        leavingAttempts += 1
        return .input(Array((leavingAttempts % 2 == 1 ? "q" : "d").utf8))
    }
}
