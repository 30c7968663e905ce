/// What time alone brings the art edit screen: background loads that finished (shown at once,
/// without a key) and the autosave of a changed document that has a file, at most once a second.
/// It keeps only when it last saved; what happened comes back as words for the status line.
struct ArtScreenClock: Equatable, Sendable {
    /// The least time between two autosaves.
    static let autosaveInterval = 1.0
    /// How often the screen looks for a finished background load while one runs.
    static let fetchPollInterval = 0.1

    /// When the document was last written.
    private var lastSave = -Double.infinity

    /// When the screen must wake without an event: to look for a load, or to autosave.
    /// - Complexity: O(1).
    func nextChange(of art: ArtEditor, after time: Double) -> Double? {
        var next: Double?
        if art.isFetching || art.isDecodingPicture { next = time + Self.fetchPollInterval }
        if art.needsSave, art.path != nil {
            let due = max(lastSave + Self.autosaveInterval, time)
            next = min(next ?? due, due)
        }
        return next
    }

    /// Collects the loads that finished and autosaves when due.
    /// - Returns: what each did, in order, for the status line.
    mutating func tick(_ art: ArtEditor, at time: Double) -> [String] {
        var said: [String] = art.applyFinishedFetches().map { outcome in
            switch outcome {
            case .ready(let source): "background ready: \(source)"
            case .failed(let source, let reason): "background not loaded: \(reason) (\(source))"
            case .notChanged(let source, let reason): "background not changed: \(reason) (\(source))"
            }
        }
        if art.needsSave, art.path != nil, time >= lastSave + Self.autosaveInterval {
            lastSave = time
            if let error = art.autosave() { said.append(error.message) }
            if let note = art.takeNotes().last { said.append(note) }
        }
        return said
    }
}
