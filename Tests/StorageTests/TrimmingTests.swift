import Foundation
import Platform
import Testing
@testable import Storage

/// The trimming helpers stand in for Foundation's `trimmingCharacters(in:)`.
@Suite struct TrimmingTests {
    static let samples = [
        "", " ", "  a b  ", "\ta\t", "\n a \n", "\u{A0}x\u{3000}", "\u{2028}x\u{2029}", "\u{85}x\u{0B}\u{0C}\r",
        "é\u{301} ", " \u{301}x", "🐶 🐱", "\u{200B}x\u{200B}", "\u{FEFF}x",
    ]

    @Test(arguments: samples)
    func spacesAsFoundationTrimsThem(text: String) {
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        #expect(text.dropFirst(0).trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: samples)
    func spacesAndNewlinesAsFoundationTrimsThem(text: String) {
        #expect(text.trimmingSpacesAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
    }

    @Test func pathKinds() throws {
        #expect(PathKind(of: "/") == .directory)
        #expect(PathKind(of: "/nonexistent-\(UUID().uuidString)") == .missing)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-kind-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(PathKind(of: file.path) == .file)
    }
}
