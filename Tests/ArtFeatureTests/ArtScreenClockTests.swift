import Foundation
import Testing
@testable import ArtFeature

/// What time alone brings the art edit screen: an autosave at most once a second, only for a
/// changed document with a file.
@Suite struct ArtScreenClockTests {
    @Test func anUntitledOrUnchangedDocumentNeverWakesTheScreen() {
        let harness = ArtEditHarness("art new; art add 🐶 at 0,0")
        var clock = ArtScreenClock()
        #expect(clock.nextChange(of: harness.art, after: 5) == nil)   // no file: the question guards it
        #expect(clock.tick(harness.art, at: 5).isEmpty)
        #expect(harness.art.needsSave)
    }

    @Test func aChangedDocumentWithAFileIsSavedAtOnceThenAtMostOnceASecond() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("art-clock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("a.emojiart").path
        let harness = ArtEditHarness("art new; art save \(path); art add 🐶 at 0,0")
        var clock = ArtScreenClock()
        #expect(clock.nextChange(of: harness.art, after: 5) == 5)
        #expect(clock.tick(harness.art, at: 5).isEmpty)   // saved, nothing to say
        #expect(!harness.art.needsSave && FileManager.default.fileExists(atPath: path))
        try harness.art.add("🐱", at: (10, 10), size: 40)
        #expect(clock.nextChange(of: harness.art, after: 5.2) == 6)
        #expect(clock.tick(harness.art, at: 5.5).isEmpty && harness.art.needsSave)
        _ = clock.tick(harness.art, at: 6)
        #expect(!harness.art.needsSave)
    }
}
