#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CourseExtensions

/// CS193p's `EmojiArtDocument`: the model plus what the view model adds to it — the selection,
/// the background image's fetch status, and undo. A value type: the REPL's Session owns one and
/// calls its intents; fetching itself happens elsewhere (the document only records what was asked
/// and what arrived, and drops what arrives too late).
public struct EmojiArtDocument: Sendable {
    public private(set) var emojiArt: EmojiArtModel
    /// Ids of the selected emoji (view state: not saved, not undone).
    public private(set) var selection: Set<EmojiArtModel.Emoji.ID> = []
    public private(set) var backgroundImageFetchStatus = BackgroundImageFetchStatus.idle
    /// The bytes of the background image, once fetched or embedded.
    public private(set) var backgroundImage: Data?

    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []
    /// How many changes `undo` can take back.
    public static let undoLimit = 100

    public init(_ emojiArt: EmojiArtModel = EmojiArtModel()) {
        self.emojiArt = emojiArt
        backgroundChanged()
    }

    public var emojis: [EmojiArtModel.Emoji] { emojiArt.emojis }
    public var background: EmojiArtModel.Background { emojiArt.background }

    /// Where the background image stands (the course's `BackgroundImageFetchStatus`, plus
    /// `ready`, and the reason a fetch failed).
    public enum BackgroundImageFetchStatus: Sendable, Equatable {
        /// No image: a blank background.
        case idle
        case fetching(URL)
        case failed(URL, reason: String)
        case ready
    }

    private struct Snapshot: Sendable {
        let emojiArt: EmojiArtModel
        let action: String
    }

    // MARK: - Intent(s)

    /// Adds `text` at an offset from the centre; returns the new emoji.
    /// - Complexity: Amortized O(1) (plus the undo snapshot, a copy-on-write reference).
    @discardableResult
    public mutating func addEmoji(_ text: String, at location: (x: Int, y: Int), size: Int) throws(EmojiArtError) -> EmojiArtModel.Emoji {
        if let problem = EmojiArtModel.Emoji.problem(withText: text) { throw EmojiArtError(problem) }
        try Self.check(size: size)
        try Self.check(x: location.x, y: location.y)
        var model = emojiArt
        model.addEmoji(text, at: location, size: size)
        guard let added = model.emojis.last, EmojiArtModel.Limits.id.contains(added.id),
              model.emojis.count <= EmojiArtModel.Limits.emojiCount else {
            throw EmojiArtError("the document is full (at most \(EmojiArtModel.Limits.emojiCount) emoji, ids up to \(EmojiArtModel.Limits.id.upperBound))")
        }
        commit(model, action: "add \(text)")
        return added
    }

    /// Moves emoji `id` by an offset (the course's `moveEmoji(_:by:)`).
    /// - Complexity: O(*n*) to find the emoji.
    public mutating func moveEmoji(_ id: Int, by offset: (x: Int, y: Int)) throws(EmojiArtError) {
        try moveEmojis([id], by: offset, action: "move \(id)")
    }

    /// Scales emoji `id` by `scale`, rounding as the course does
    /// (`Int((CGFloat(size) * scale).rounded(.toNearestOrAwayFromZero))`).
    /// - Complexity: O(*n*) to find the emoji.
    public mutating func scaleEmoji(_ id: Int, by scale: Double) throws(EmojiArtError) {
        try scaleEmojis([id], by: scale, action: "scale \(id)")
    }

    /// Removes emoji `id` (and drops it from the selection).
    /// - Complexity: O(*n*)
    public mutating func removeEmoji(_ id: Int) throws(EmojiArtError) {
        var model = emojiArt
        let index = try Self.index(of: id, in: model)
        let removed = model.emojis.remove(at: index)
        selection.remove(removed.id)
        // Named by its emoji: "undid remove 🐶" says more than an id.
        commit(model, action: "remove \(removed.text)")
    }

    /// Removes every selected emoji, as one change; returns how many.
    /// - Complexity: O(*n*)
    @discardableResult
    public mutating func removeSelection() throws(EmojiArtError) -> Int {
        guard !selection.isEmpty else { throw EmojiArtError("nothing is selected; select emoji first") }
        var model = emojiArt
        let count = selection.count
        let texts = model.emojis.filter { selection.contains($0.id) }.map(\.text)
        model.emojis.removeAll { selection.contains($0.id) }
        selection.removeAll()
        commit(model, action: texts.count <= 5 ? "remove " + texts.joined(separator: " ") : "remove selection")
        return count
    }

    /// Toggles emoji `id` in the selection (the course's tap; `Set.toggleMembership(of:)`).
    /// - Complexity: O(*n*) to check the id.
    public mutating func toggleSelection(of id: Int) throws(EmojiArtError) {
        _ = try Self.index(of: id, in: emojiArt)
        selection.toggleMembership(of: id)
    }

    /// Empties the selection (the course's tap on the background).
    public mutating func deselectAll() {
        selection.removeAll()
    }

    /// Moves every selected emoji by an offset, as one change.
    /// - Complexity: O(*n*)
    public mutating func moveSelection(by offset: (x: Int, y: Int)) throws(EmojiArtError) {
        guard !selection.isEmpty else { throw EmojiArtError("nothing is selected; select emoji first") }
        try moveEmojis(selection, by: offset, action: "move selection")
    }

    /// Scales every selected emoji by `scale`, as one change.
    /// - Complexity: O(*n*)
    public mutating func scaleSelection(by scale: Double) throws(EmojiArtError) {
        guard !selection.isEmpty else { throw EmojiArtError("nothing is selected; select emoji first") }
        try scaleEmojis(selection, by: scale, action: "scale selection")
    }

    /// Sets the background. A URL background needs fetching: ``backgroundURLToFetch`` says so.
    public mutating func setBackground(_ background: EmojiArtModel.Background) throws(EmojiArtError) {
        if case .imageData(let data) = background {
            guard ImageFormat(sniffing: data) != nil else {
                throw EmojiArtError("cannot use that as a background: \(ImageFormat.describeNonImage(data))")
            }
            guard data.count <= EmojiArtModel.Limits.imageDataBytes else {
                throw EmojiArtError("the image is \(data.count) bytes; at most \(EmojiArtModel.Limits.imageDataBytes)")
            }
        }
        var model = emojiArt
        model.background = background
        let action: String
        switch background {
        case .blank: action = "clear background"
        case .url: action = "set background URL"
        case .imageData: action = "set background image"
        }
        commit(model, action: action)
    }

    /// Takes back the last change; returns what it was, or nil when there is none.
    public mutating func undo() -> String? {
        guard let last = undoStack.popLast() else { return nil }
        redoStack.append(Snapshot(emojiArt: emojiArt, action: last.action))
        restore(last.emojiArt)
        return last.action
    }

    /// Makes the last undone change again; returns what it was, or nil when there is none.
    public mutating func redo() -> String? {
        guard let next = redoStack.popLast() else { return nil }
        undoStack.append(Snapshot(emojiArt: emojiArt, action: next.action))
        restore(next.emojiArt)
        return next.action
    }

    /// Runs `changes` as one change that one `undo` takes back, named `action` (a paste of three
    /// emoji is one step, not three). All or nothing: when `changes` throws, the document is as
    /// it was. A group that changes nothing leaves undo and redo as they were.
    /// - Complexity: O(*u*) for *u* undo steps (the stacks are kept aside), plus `changes`'.
    @discardableResult
    public mutating func asOneChange<T>(_ action: String, _ changes: (inout EmojiArtDocument) throws(EmojiArtError) -> T) throws(EmojiArtError) -> T {
        var grouped = self
        let result = try changes(&grouped)
        let before = emojiArt
        let (undone, redone) = (undoStack, redoStack)
        self = grouped
        undoStack = undone
        if emojiArt == before {
            redoStack = redone
        } else {
            undoStack.append(Snapshot(emojiArt: before, action: action))
            if undoStack.count > Self.undoLimit { undoStack.removeFirst(undoStack.count - Self.undoLimit) }
            redoStack.removeAll()
        }
        return result
    }

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    // MARK: - Fetching the background

    /// The URL to fetch now: the background is a URL whose image is neither here nor on its way.
    public var backgroundURLToFetch: URL? {
        guard case .url(let url) = background else { return nil }
        switch backgroundImageFetchStatus {
        case .fetching(let fetching) where fetching == url: return nil
        case .failed(let failed, _) where failed == url: return nil
        case .ready: return nil
        default: return url
        }
    }

    /// Records that `url` is being fetched.
    public mutating func startedFetching(_ url: URL) {
        backgroundImageFetchStatus = .fetching(url)
        backgroundImage = nil
    }

    /// Records the result of fetching `url`. A result for a background that has changed since is
    /// dropped (the course's stale-fetch check); returns false then.
    @discardableResult
    public mutating func finishedFetching(_ url: URL, result: Result<Data, EmojiArtError>) -> Bool {
        guard background == .url(url), backgroundImageFetchStatus == .fetching(url) else { return false }
        switch result {
        case .success(let data):
            backgroundImage = data
            backgroundImageFetchStatus = .ready
        case .failure(let error):
            backgroundImage = nil
            backgroundImageFetchStatus = .failed(url, reason: error.message)
        }
        return true
    }

    // MARK: - Private

    private static func check(size: Int) throws(EmojiArtError) {
        let range = EmojiArtModel.Limits.size
        guard range.contains(size) else {
            throw EmojiArtError("size must be from \(range.lowerBound) to \(range.upperBound), not \(size)")
        }
    }

    private static func check(x: Int, y: Int) throws(EmojiArtError) {
        let range = EmojiArtModel.Limits.coordinate
        guard range.contains(x), range.contains(y) else {
            throw EmojiArtError("x and y must be from \(range.lowerBound) to \(range.upperBound), not \(x),\(y)")
        }
    }

    private static func index(of id: Int, in model: EmojiArtModel) throws(EmojiArtError) -> Int {
        guard let index = model.emojis.firstIndex(where: { $0.id == id }) else {
            let ids = model.emojis.map(\.id)
            let known = ids.isEmpty ? "the document has no emoji" : "ids are \(describe(ids))"
            throw EmojiArtError("no emoji \(id); \(known)")
        }
        return index
    }

    /// `1…5, 8` style, short even for thousands of ids.
    private static func describe(_ ids: [Int]) -> String {
        let sorted = ids.sorted()
        if sorted.count > 8 { return "\(sorted.prefix(6).map(String.init).joined(separator: ", ")), … \(sorted.last ?? 0)" }
        return sorted.map(String.init).joined(separator: ", ")
    }

    private mutating func moveEmojis(_ ids: some Collection<Int>, by offset: (x: Int, y: Int), action: String) throws(EmojiArtError) {
        var model = emojiArt
        for id in ids.sorted() {
            let index = try Self.index(of: id, in: model)
            let (x, y) = model.emojis[index].x.addingReportingOverflow(offset.x).overflow || model.emojis[index].y.addingReportingOverflow(offset.y).overflow
                ? (Int.max, Int.max)
                : (model.emojis[index].x + offset.x, model.emojis[index].y + offset.y)
            do throws(EmojiArtError) {
                try Self.check(x: x, y: y)
            } catch {
                throw EmojiArtError("emoji \(id) would leave the canvas: x and y must stay from \(EmojiArtModel.Limits.coordinate.lowerBound) to \(EmojiArtModel.Limits.coordinate.upperBound)")
            }
            model.emojis[index].x = x
            model.emojis[index].y = y
        }
        commit(model, action: action)
    }

    private mutating func scaleEmojis(_ ids: some Collection<Int>, by scale: Double, action: String) throws(EmojiArtError) {
        guard scale.isFinite, scale > 0 else { throw EmojiArtError("the scale must be a number above 0, not \(scale)") }
        var model = emojiArt
        for id in ids.sorted() {
            let index = try Self.index(of: id, in: model)
            let scaled = (Double(model.emojis[index].size) * scale).rounded(.toNearestOrAwayFromZero)
            let range = EmojiArtModel.Limits.size
            guard scaled >= Double(range.lowerBound), scaled <= Double(range.upperBound) else {
                throw EmojiArtError("emoji \(id) would be size \(scaled >= 1e15 ? "over \(range.upperBound)" : String(Int(scaled))); sizes must be from \(range.lowerBound) to \(range.upperBound)")
            }
            model.emojis[index].size = Int(scaled)
        }
        commit(model, action: action)
    }

    /// Takes `model` as the document's content, as one change that `undo` can take back (a merge
    /// with what another process wrote); the selection keeps the ids still there.
    public mutating func adopt(_ model: EmojiArtModel, action: String) {
        commit(model, action: action)
        selection.formIntersection(model.emojis.map(\.id))
    }

    private mutating func commit(_ model: EmojiArtModel, action: String) {
        undoStack.append(Snapshot(emojiArt: emojiArt, action: action))
        if undoStack.count > Self.undoLimit { undoStack.removeFirst(undoStack.count - Self.undoLimit) }
        redoStack.removeAll()
        let backgroundChanges = model.background != emojiArt.background
        emojiArt = model
        if backgroundChanges { backgroundChanged() }
    }

    private mutating func restore(_ model: EmojiArtModel) {
        let backgroundChanges = model.background != emojiArt.background
        emojiArt = model
        selection.formIntersection(model.emojis.map(\.id))
        if backgroundChanges { backgroundChanged() }
    }

    /// A new background: blank and embedded images are ready at once; a URL waits to be fetched.
    private mutating func backgroundChanged() {
        switch background {
        case .blank:
            backgroundImage = nil
            backgroundImageFetchStatus = .idle
        case .imageData(let data):
            backgroundImage = data
            backgroundImageFetchStatus = .ready
        case .url:
            backgroundImage = nil
            backgroundImageFetchStatus = .idle
        }
    }
}
