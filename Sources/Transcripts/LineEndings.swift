/// The line endings `--update` writes: a transcript is read without its carriage returns, and its
/// update is made of lines; written back, each line that was there before keeps its own ending
/// (CRLF or LF, byte for byte), and each new line takes the ending most of the lines it replaces
/// had. A CRLF file stays CRLF, an LF file with one CRLF line keeps that line's CR.
enum LineEndings {
    /// Whether each of `lines` (without their newlines) ends CRLF when it replaces `original`
    /// (lines without their line feeds, a CRLF line with its `\r`). The lines of `original` are
    /// matched in order to equal lines of `lines` by a longest common subsequence; a matched line
    /// keeps its ending, and the others take the most common ending of `original` (`fallback`
    /// when it has no lines, or as many of one as of the other).
    /// - Complexity: O((*N* + *M*) · *D*) byte comparisons of lines, *D* the lines that differ
    ///   (bounded: past 1,000 differences, unmatched lines take the common ending).
    static func crlf(_ lines: [ArraySlice<UInt8>], replacing original: [ArraySlice<UInt8>], fallback: Bool) -> [Bool] {
        let carriageReturn = UInt8(ascii: "\r")
        let withCR = original.count { $0.last == carriageReturn }
        let common = withCR * 2 == original.count ? fallback : withCR * 2 > original.count
        guard withCR > 0 else { return Array(repeating: common, count: lines.count) }
        let content = original.map { $0.last == carriageReturn ? $0.dropLast() : $0 }
        var result = Array(repeating: common, count: lines.count)
        let pairs = LineDiff.commonSubsequence(content.count, lines.count, maximumDifferences: 1000) { content[$0].elementsEqual(lines[$1]) }
        for (x, y) in pairs { result[y] = original[x].last == carriageReturn }
        return result
    }

    /// `text` (lines ending `\n`, as an update is made) written with the endings of the file it
    /// replaces (see ``crlf(_:replacing:fallback:)``); `text` unchanged when `original` has no CR.
    /// - Complexity: O(*n*) in the bytes, plus the matching of lines when `original` has a CR.
    static func text(_ text: String, replacing original: [UInt8]) -> [UInt8] {
        let bytes = Array(text.utf8)
        guard original.contains(UInt8(ascii: "\r")) else { return bytes }
        let newline = UInt8(ascii: "\n")
        var lines = bytes.split(separator: newline, omittingEmptySubsequences: false)
        let endsInNewline = bytes.last == newline
        if endsInNewline { lines.removeLast() }
        var old = original.split(separator: newline, omittingEmptySubsequences: false)
        if original.last == newline { old.removeLast() }
        let crlf = crlf(lines, replacing: old, fallback: false)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + lines.count)
        for (index, line) in lines.enumerated() {
            result += line
            guard index < lines.count - 1 || endsInNewline else { break }
            if crlf[index] { result.append(UInt8(ascii: "\r")) }
            result.append(newline)
        }
        return result
    }
}
