import Foundation
import PackagePlugin

/// Stamps the `memorize` executable with the commit it is built from (`memorize --version`).
///
/// A build command whose inputs are what moves when the stamp may change: the checkout's `HEAD`,
/// its reflog (every commit, checkout, reset or merge appends to it), the index, and every file of
/// the package (an edit of any tracked file makes the tree `-dirty`: a theme, a transcript, a
/// script, the README, not only Swift sources). Not a prebuild command: SwiftPM skips those on
/// incremental builds (swiftlang/swift-package-manager#5476). The command, scripts/stamp-commit
/// (sh and two `git` calls, a few milliseconds; its tests run it on temporary repositories),
/// rewrites `BuildStamp.swift` only when the stamp changed, so a build with nothing changed runs
/// nothing and a source edit recompiles nothing more for the stamp. Outside a git checkout of
/// this package, or without git, the commit is `unknown`.
@main
struct StampCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildStamp.swift")
        let sources = Self.packageFiles(root: root)
        return [
            .buildCommand(
                displayName: "Stamping the commit",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [root.appending(path: "scripts/stamp-commit").path, root.path, output.path],
                inputFiles: Self.gitFiles(root: root) + [root.appending(path: "Package.swift")] + sources,
                outputFiles: [output]
            )
        ]
    }

    /// Every file under `root` but what git and the build keep for themselves (`.git`, `.build*`,
    /// `.swiftpm`, anywhere): a superset of the tracked files, so that an edit of any of them
    /// re-runs the stamp (which asks git whether the tree is dirty). A few thousand paths at most.
    static func packageFiles(root: URL) -> [URL] {
        let skipped: (String) -> Bool = { $0 == ".git" || $0.hasPrefix(".build") || $0 == ".swiftpm" }
        guard let walk = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey], options: [])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in walk {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
            if values?.isDirectory == true {
                if skipped(url.lastPathComponent) { walk.skipDescendants() }
            } else if values?.isRegularFile == true {
                files.append(url)
            }
        }
        return files
    }

    /// HEAD, its reflog and the index of the checkout at `root`, those that exist: `.git` is a
    /// directory, or a file naming the directory (a worktree, a submodule).
    static func gitFiles(root: URL) -> [URL] {
        let dotGit = root.appending(path: ".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else { return [] }
        var directory = dotGit
        if !isDirectory.boolValue {
            guard let text = try? String(contentsOf: dotGit, encoding: .utf8),
                  let line = text.split(separator: "\n").first, line.hasPrefix("gitdir: ")
            else { return [] }
            let path = String(line.dropFirst("gitdir: ".count))
            directory = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appending(path: path)
        }
        return ["HEAD", "logs/HEAD", "index"]
            .map { directory.appending(path: $0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
