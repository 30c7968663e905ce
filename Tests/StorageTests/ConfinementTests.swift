import Foundation
import Testing
@testable import Platform
@testable import Storage

/// A confined workspace judges a path by where it leads, links followed, not by its text.
@Suite("Confinement by resolved path")
struct ConfinementTests {
    @Test func aLinkOnTheWayOutIsRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("confine-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: root + "/box/inner", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/box/out", withDestinationPath: root + "/outside")
        try FileManager.default.createSymbolicLink(atPath: root + "/box/up", withDestinationPath: "inner/../..")
        try FileManager.default.createSymbolicLink(atPath: root + "/box/dangling", withDestinationPath: "../outside/new")
        try FileManager.default.createSymbolicLink(atPath: root + "/box/here", withDestinationPath: "inner")
        let workspace = Workspace(directory: root + "/box", confined: true)
        for path in ["out/x", "up/outside/x", "dangling", "here/../../outside/x"] {
            #expect(throws: Workspace.Failure.self, "\(path)") { try workspace.write("x", to: path) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/outside").isEmpty)
        try workspace.write("x", to: "here/y")
        #expect(FileManager.default.fileExists(atPath: root + "/box/inner/y"))
    }
}
