import Foundation
import PackagePlugin

/// Compiles the bundled themes (`themes/*.json` at the package root) into the Themes module, so
/// the binary works from any directory and the JSON files stay the one source of truth.
@main
struct EmbedThemes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let directory = context.package.directoryURL.appending(path: "themes")
        let themes = try FileManager.default
            .contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "BundledThemes.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(themes.count) bundled themes",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [output.path] + themes.map(\.path),
                inputFiles: themes + [directory],
                outputFiles: [output]
            )
        ]
    }
}
