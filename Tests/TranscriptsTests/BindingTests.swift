import Foundation
import Testing
@testable import REPL
@testable import Transcripts

@Suite("Bindings: [..NAME] captures, {NAME} replays")
struct BindingTests {
    private func bound(_ pairs: [String: String]) -> Bindings {
        var bindings = Bindings()
        for (name, text) in pairs { bindings.bind(name, to: text, at: 4) }
        return bindings
    }

    @Test func aNameCapturesWhatItCovers() {
        #expect(TranscriptMatcher.captures("seed [..SEED])", "seed 12)", bound: Bindings()) == [.init(name: "SEED", text: "12")])
        // Followed by text: up to where that text first appears; last: up to the line's end text.
        #expect(TranscriptMatcher.captures("[..A] at [..B]!", "x at y at z!", bound: Bindings())
            == [.init(name: "A", text: "x"), .init(name: "B", text: "y at z")])
        #expect(TranscriptMatcher.captures("id [..ID]", "no", bound: Bindings()) == nil)
    }

    @Test func aBoundNameMatchesOnlyItsText() {
        let seed = bound(["SEED": "12"])
        #expect(TranscriptMatcher.glob("seed [..SEED])", "seed 12)", bound: seed))
        #expect(!TranscriptMatcher.glob("seed [..SEED])", "seed 13)", bound: seed))
        // A bound text holding `[..]` is text, not an elision.
        #expect(!TranscriptMatcher.glob("x [..SEED]", "x anything", bound: bound(["SEED": "[..]"])))
        #expect(TranscriptMatcher.glob("x [..SEED]", "x [..]", bound: bound(["SEED": "[..]"])))
    }

    @Test func oneNewNameTwiceInALineMustCoverTheSameText() {
        #expect(TranscriptMatcher.captures("score [..S] · +[..S]", "score 14 · +14", bound: Bindings()) == [.init(name: "S", text: "14")])
        #expect(TranscriptMatcher.captures("score [..S] · +[..S]", "score 14 · +15", bound: Bindings()) == nil)
    }

    @Test("only capitals, digits and _ after a capital make a name", arguments: [
        ("[..lower]", "[..lower]", true), ("[..lower]", "x", false), ("[..9X]", "[..9X]", true),
        ("[..A-B]", "[..A-B]", true), ("a[..A_1]b", "a-b", true), ("[..", "[..", true),
    ])
    func names(pattern: String, text: String, matches: Bool) {
        #expect(TranscriptMatcher.glob(pattern, text) == matches)
    }

    @Test func inputsUseBoundNamesAndLeaveOtherBraces() {
        let bindings = bound(["SEED": "12", "ID": "3"])
        #expect(bindings.substituting("new animals seed={SEED}") == "new animals seed=12")
        #expect(bindings.substituting("{ID}{ID} {x} {NOPE} {{SEED}} {\"a\":1}") == "33 {x} {NOPE} {12} {\"a\":1}")
        #expect(Bindings.references(in: "a {A} {b} {C_2}").map(\.name) == ["A", "C_2"])
    }

    @Test func anInputUsingANameNoLineAboveBindsIsMalformedAtThatLine() throws {
        let error = try #require(throws: TranscriptError.self) {
            try parse("> new\n| seed [..SEED]\n> new seed={SEEDS}\n")
        }
        #expect(error.line == 3 && error.message.hasPrefix("'{SEEDS}' is not bound"))
        // Bound below is not bound above; a verbatim line binds nothing.
        #expect(throws: TranscriptError.self) { try parse("> new seed={SEED}\n| seed [..SEED]\n") }
        #expect(throws: TranscriptError.self) { try parse("> new\n|= seed [..SEED]\n> new seed={SEED}\n") }
        _ = try parse("> new\n! seed [..SEED]\n> new seed={SEED} {lower}\n")
    }

    @Test func aTypeStepUsesOnlyNamesBoundAboveTheInputThatOpenedItsScreen() throws {
        _ = try parse("> new\n| seed [..SEED]\n> art edit\n~ type pic{SEED} {lower}\n")
        let error = try #require(throws: TranscriptError.self) {
            try parse("> new\n| seed [..SEED]\n> art edit\n~ type {ID}\n")
        }
        #expect(error.line == 4 && error.message.hasPrefix("'{ID}' is not bound"))
        // A snapshot of the same screen binds for later inputs, not for that screen's steps.
        #expect(throws: TranscriptError.self) { try parse("> art edit\n~ snapshot\n| [..ROW]\n~ type {ROW}\n") }
        _ = try parse("> art edit\n~ snapshot\n| [..ROW]\n> new {ROW}\n")
    }

    @Test func aBlockBindsInOrderAndComparesWithinItself() throws {
        let transcript = try parse("> a\n...\n| id [..ID]\n...\n| again [..ID]\n")
        var tracker = BindingTracker(transcript)
        tracker.compare(upTo: 2, actual: [[], [.out("x"), .out("id 7"), .out("id 8"), .out("again 7")]])
        #expect(tracker.failed.isEmpty && tracker.bindings["ID"] == .init(text: "7", line: 3))
        var other = BindingTracker(transcript)
        other.compare(upTo: 2, actual: [[], [.out("id 7"), .out("again 8")]])
        #expect(other.failed == [1])
        #expect(other.conflicts[1]?.map(\.description) == ["ID was 7 at line 3, here 8"])
    }

    @Test func aFailingBlockStillBindsTheLinesThatMatch() throws {
        let transcript = try parse("> a\n| seed [..SEED]\n| score 1\n> b\n| seed [..SEED]\n")
        var tracker = BindingTracker(transcript)
        tracker.compare(upTo: 3, actual: [[], [.out("seed 12"), .out("score 2")], [.out("seed 13")]])
        #expect(tracker.failed == [1, 2])
        #expect(tracker.bindings["SEED"]?.text == "12")
        #expect(tracker.conflicts[2]?.map(\.description) == ["SEED was 12 at line 2, here 13"])
    }

    @Test func updateKeepsANameWhereItStillHoldsAndWritesTheTextWhereNot() {
        let seed = bound(["SEED": "12"])
        let line = Transcript.Expected.stdout("seed [..SEED] · 2 of 2 pairs left", .glob)
        #expect(TranscriptMatcher.update([line, line], toFit: [.out("seed 12 · 1 of 2 pairs left"), .out("seed 13 · 2 of 2 pairs left")], bound: seed) == [
            .stdout("seed [..SEED] · 1 of 2 pairs left", .glob), .stdout("seed 13 · 2 of 2 pairs left", .glob),
        ])
        // A printed line holding `[..NAME]` is written verbatim.
        #expect(TranscriptMatcher.literal(.out("a [..X] b")) == .stdout("a [..X] b", .verbatim))
    }

    @Test func conflictsShowEmptyAndLongTextsReadably() {
        let conflict = BindingConflict(name: "X", bound: .init(text: "", line: 2), printed: String(repeating: "a", count: 70), line: 5)
        #expect(conflict.description == "X was '' at line 2, here \(String(repeating: "a", count: 60))…")
    }
}
