import Foundation
import Testing

/// No input may trap: the extremes of Int in every coordinate of the commands that hit-test a
/// screen end in a word, never in a crash (`art drop … at -9223372036854775808,1` trapped on
/// `x - 1`, and in the REPL took an unsaved document with it).
@Suite("Overflow literals")
struct OverflowLiteralTests {
    static let extremes = ["-9223372036854775808", "9223372036854775807", "0", "-1"]

    @Test(arguments: ["art new; art drop 😀 at", "new; tap at"])
    func theExtremesOfIntAreRefusedNotTrapped(command: String) throws {
        for x in Self.extremes {
            for y in Self.extremes {
                let result = try MemorizeProcess.run(["-c", "\(command) \(x),\(y); state"])
                #expect(result.status == 0 || result.status == 1, "\(command) \(x),\(y): status \(result.status) \(result.stderr.prefix(300))")
                #expect(result.stdout.contains("{"), "\(command) \(x),\(y): the session did not go on")
            }
        }
    }
}
