import Foundation

/// One directory for this test process's scratch directories (HOMEs, palettes, documents),
/// removed when the process ends: many helpers hand out a path and cannot remove it after the
/// test, and a run used to leave a few hundred directories behind in the temporary directory.
let scratchRoot: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-tests-\(getpid())")
    atexit { try? FileManager.default.removeItem(at: scratchRoot) }
    return root
}()

/// A new path under ``scratchRoot`` (not created), named `PREFIX-UUID`.
func scratchPath(_ prefix: String) -> URL {
    try? FileManager.default.createDirectory(at: scratchRoot, withIntermediateDirectories: true)
    return scratchRoot.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
}
