import Foundation
import PackagePlugin

/// Stamps the `memorize` executable with the commit it is built from (`memorize --version`).
///
/// A prebuild command, because which commit is checked out is not a file SwiftPM could list as an
/// input: it runs on every build, takes a few milliseconds (two `git` calls), and rewrites
/// `BuildStamp.swift` only when the stamp changed, so an unchanged tree compiles nothing again.
/// It runs the system's `/bin/sh` and `git` (a prebuild command may not run an executable built
/// from source). Outside a git checkout of this package, or without git, the commit is `unknown`.
@main
struct StampCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Stamp")
        return [
            .prebuildCommand(
                displayName: "Stamping the commit",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", Self.script, "stamp", context.package.directoryURL.path, output.path],
                outputFilesDirectory: output
            )
        ]
    }

    /// `sh -c script stamp ROOT OUTPUT`. The package must be the checkout's top level (not an
    /// unpacked tarball inside some other repository); `-dirty` is a change to a tracked file, as
    /// `git describe --dirty` counts it. `--no-optional-locks`: never write the index, since
    /// another git command may be running in the same checkout.
    static let script = #"""
        root=$1 output=$2
        commit=unknown
        if top=$(git -C "$root" rev-parse --show-toplevel 2>/dev/null) && [ "$top" -ef "$root" ] &&
            hash=$(git -C "$root" rev-parse --short=7 HEAD 2>/dev/null); then
            commit=$hash
            changes=$(git -C "$root" --no-optional-locks status --porcelain --untracked-files=no 2>/dev/null) &&
                [ -n "$changes" ] && commit=$hash-dirty
        fi
        mkdir -p "$output" || exit 1
        file=$output/BuildStamp.swift
        text="// Written by the StampCommit plugin at each build.
        enum BuildStamp { static let commit = \"$commit\" }"
        [ -f "$file" ] && [ "$(cat "$file")" = "$text" ] && exit 0
        printf '%s\n' "$text" > "$file.new" && mv "$file.new" "$file"
        """#
}
