import Capabilities
import Face
import Layout
import LiveScreens
import REPL

/// The face on the whole terminal (`face screen`): CS193p's Happiness app with a mouse. A drag up
/// or down on it is the pan, the wheel the pinch, a click the tap; its keys (``keyMap``, in
/// `FaceScreen+Keys.swift`) do the same from the keyboard.
struct FaceScreen: Screen {
    let session: Session
    let color: Bool
    private(set) var message: String? { didSet { messages.record(message) } }
    /// The last messages in full, for the `?` page.
    private(set) var messages = MessageLog()
    private var gestures = FaceGestures()
    private var faceCache: (key: FaceKey, lines: [String])?
    /// The `?` page, while it is shown.
    private(set) var help: HelpOverlay?

    init(session: Session, color: Bool) {
        self.session = session
        self.color = color
    }

    /// Where the face goes: as large as fits between the status and the help rows, centred.
    /// - Complexity: O(1)
    static func faceRect(width: Int, height: Int) -> CellRect? {
        let rows = min(height - 2, width / 2, FaceRaster.rowRange.upperBound)
        guard rows >= FaceRaster.rowRange.lowerBound else { return nil }
        return CellRect(x: (width - rows * 2) / 2, y: 1 + (height - 2 - rows) / 2, width: rows * 2, height: rows)
    }

    /// The smallest terminal the face is drawn on: its fewest rows, between the status and the hints.
    static var minimumSize: (width: Int, height: Int) {
        (FaceRaster.rowRange.lowerBound * 2, FaceRaster.rowRange.lowerBound + 2)
    }

    mutating func frame(width: Int, height: Int, at time: Double) -> Frame {
        var frame = Frame(width: width, height: height)
        let mood = session.mood
        let status = message ?? TextRenderer.moodLine(mood.current, emoji: mood.faceView.moodEmoji)
        guard let rect = Self.faceRect(width: width, height: height) else {
            let (minimumWidth, minimumHeight) = Self.minimumSize
            frame.put(StatusLine.enlarge(toWidth: minimumWidth, height: minimumHeight, fitting: width), x: 0, y: 0, style: CellStyle(bold: true))
            if height > 1 { frame.put(Self.keyMap.hintBar(width: width), x: 0, y: height - 1, style: CellStyle(faint: true)) }
            help?.draw(Self.keyMap, into: &frame)
            return frame
        }
        frame.put(StatusLine.fitting(StatusLine.forms(of: status), to: width), x: 0, y: 0, style: CellStyle(bold: true))
        frame.put(Self.keyMap.hintBar(width: width), x: 0, y: height - 1, style: CellStyle(faint: true))
        let key = FaceKey(rows: rect.height, smiliness: mood.faceView.smiliness, scale: mood.faceView.scale)
        let lines: [String]
        if let cache = faceCache, cache.key == key {
            lines = cache.lines
        } else {
            lines = FaceRaster(mood.faceView, rows: rect.height).lines
            faceCache = (key, lines)
        }
        let style = CellStyle(foreground: color ? .indexed(UInt8(Style.ansi256(mood.faceView.color))) : nil)
        for (row, line) in lines.enumerated() {
            for (column, character) in line.enumerated() {
                frame.put(character, width: 1, x: rect.x + column, y: rect.y + row, style: style)
            }
        }
        help?.draw(Self.keyMap, into: &frame)
        return frame
    }

    func nextChange(after time: Double) -> Double? { nil }

    mutating func handle(_ event: ScreenEvent, width: Int, height: Int, at time: Double) -> ScreenAction {
        if var page = help {
            if case .input(let input) = event { help = page.handle(input, map: Self.keyMap, width: width, height: height) ? page : nil }
            return .stay
        }
        switch event {
        case .resized:
            gestures.cancel()
        case .input(.key(let key)):
            if let action = Self.keyMap.action(for: key) { return perform(action) }
        case .input(.mouse(let mouse)):
            let onFace = Self.faceRect(width: width, height: height)?.contains(x: mouse.x - 1, y: mouse.y - 1) ?? false
            if let gesture = gestures.recognize(mouse, onFace: onFace, happiness: session.mood.current),
               let action = Self.keyMap.action(matching: gesture.trigger) {
                return perform(action, gesture: gesture)
            }
        case .input(.paste):
            break
        }
        return .stay
    }

    /// Carries out a row's action: from a key, or from the gesture the mouse made (which says
    /// how far a drag went and which way the wheel turned).
    mutating func perform(_ action: Action, gesture: FaceGestures.Gesture? = nil) -> ScreenAction {
        let mood = session.mood
        switch action {
        case .leave: return .leave
        case .help: help = HelpOverlay(title: "face screen", messages: messages.recent)
        case .panUp: message = FaceGestures.pan(rows: -1, mood: mood)
        case .panDown: message = FaceGestures.pan(rows: 1, mood: mood)
        case .pinchIn: message = FaceGestures.pinch(by: FaceGestures.pinchPerNotch, mood: mood)
        case .pinchOut: message = FaceGestures.pinch(by: 1 / FaceGestures.pinchPerNotch, mood: mood)
        case .drag:
            guard case .drag(let rows, let start)? = gesture else { break }
            message = FaceGestures.pan(rows: rows, mood: mood, from: start)
        case .wheel:
            guard case .wheel(let up)? = gesture else { break }
            message = FaceGestures.pinch(by: FaceGestures.pinch(up: up), mood: mood)
        case .tap:
            message = TextRenderer.moodLine(mood.current, emoji: mood.faceView.moodEmoji)
        }
        return .stay
    }
}
