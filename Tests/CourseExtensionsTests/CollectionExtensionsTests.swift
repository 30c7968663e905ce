import Testing
import CourseExtensions

private struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
}

@Suite("Array.oneAndOnly")
struct OneAndOnlyTests {
    @Test("Empty has none")
    func empty() {
        #expect([Int]().oneAndOnly == nil)
    }

    @Test("One element is the one and only")
    func single() {
        #expect([7].oneAndOnly == 7)
    }

    @Test("Two or more elements have no one and only", arguments: [[1, 2], [1, 1], [3, 2, 1]])
    func several(array: [Int]) {
        #expect(array.oneAndOnly == nil)
    }

    @Test("Works on other collections")
    func otherCollections() {
        #expect("a".oneAndOnly == "a")
        #expect("ab".oneAndOnly == nil)
        #expect(Set([4]).oneAndOnly == 4)
        #expect([1, 2, 3][2...].oneAndOnly == 3)
    }
}

@Suite("Collection.index(matching:)")
struct IndexMatchingTests {
    private let items = [Item(id: 5, name: "a"), Item(id: 9, name: "b"), Item(id: 2, name: "c")]

    @Test("Finds the element with the same id, whatever its other fields")
    func findsById() {
        #expect(items.index(matching: Item(id: 9, name: "something else")) == 1)
        #expect(items.index(matching: Item(id: 2, name: "c")) == 2)
    }

    @Test("Nil when no element has that id")
    func nilWhenAbsent() {
        #expect(items.index(matching: Item(id: 4, name: "a")) == nil)
        #expect([Item]().index(matching: Item(id: 1, name: "")) == nil)
    }

    @Test("Uses the collection's own indices")
    func sliceIndices() {
        let slice = items[1...]
        #expect(slice.index(matching: Item(id: 2, name: "")) == 2)
    }
}

@Suite("RangeReplaceableCollection.remove(_:) for Identifiable")
struct RemoveIdentifiableTests {
    @Test("Removes the element with the same id and keeps the order of the rest")
    func removesById() {
        var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c")]
        items.remove(Item(id: 2, name: "different name"))
        #expect(items == [Item(id: 1, name: "a"), Item(id: 3, name: "c")])
    }

    @Test("Does nothing when no element has that id")
    func noOpWhenAbsent() {
        var items = [Item(id: 1, name: "a")]
        items.remove(Item(id: 2, name: "a"))
        #expect(items == [Item(id: 1, name: "a")])
        var empty: [Item] = []
        empty.remove(Item(id: 1, name: "a"))
        #expect(empty.isEmpty)
    }
}

@Suite("Set.toggleMembership(of:)")
struct ToggleMembershipTests {
    @Test("Inserts an absent element")
    func inserts() {
        var set: Set = [1, 2]
        set.toggleMembership(of: 3)
        #expect(set == [1, 2, 3])
    }

    @Test("Removes a present element")
    func removes() {
        var set: Set = [1, 2]
        set.toggleMembership(of: 2)
        #expect(set == [1])
    }

    @Test("Toggling twice leaves the set as it was", arguments: [0, 1, 5])
    func twiceIsIdentity(element: Int) {
        var set: Set = [1, 2, 3]
        set.toggleMembership(of: element)
        set.toggleMembership(of: element)
        #expect(set == [1, 2, 3])
    }
}
