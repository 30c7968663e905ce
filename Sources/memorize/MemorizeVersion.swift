/// What `memorize --version` says: the release, and the commit the binary was built from
/// (`BuildStamp`, written at each build by the StampCommit plugin; `unknown` outside a git
/// checkout, `-dirty` when tracked files differ from the commit).
enum MemorizeVersion {
    /// The release; scripts/package-deb reads it from `--version` for the package's version.
    static let number = "0.1.0"
    static let commit = BuildStamp.commit
    static let line = "memorize \(number) (commit \(commit))"
}
