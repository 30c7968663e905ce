// Small, general helpers from CS193p, where the course put them: used by the game and the art editor alike.

extension Collection where Element: Identifiable {
    /// The index of the first element with the same `id` as `element`, or nil.
    /// - Complexity: O(*n*)
    public func index(matching element: Element) -> Index? {
        firstIndex { $0.id == element.id }
    }
}

extension RangeReplaceableCollection where Element: Identifiable {
    /// Removes the element with the same `id` as `element`, if there is one.
    /// - Complexity: O(*n*)
    public mutating func remove(_ element: Element) {
        if let index = index(matching: element) {
            remove(at: index)
        }
    }
}

extension Collection {
    /// The only element, or nil when there are none or more than one.
    /// - Complexity: O(1)
    public var oneAndOnly: Element? {
        count == 1 ? first : nil
    }
}

extension Set {
    /// Inserts `element` if absent, removes it if present.
    /// - Complexity: O(1) amortized
    public mutating func toggleMembership(of element: Element) {
        if remove(element) == nil { insert(element) }
    }
}
