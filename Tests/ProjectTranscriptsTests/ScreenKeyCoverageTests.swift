import ArtFeature
import Foundation
import GameFeature
import LiveScreens
import Testing
import Transcripts

/// Every screen step of the project's transcripts.
let projectSteps: [ScreenStep] = {
    let directory = repository.appendingPathComponent("transcripts")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".transcript") }.sorted().flatMap { name -> [ScreenStep] in
        let path = directory.appendingPathComponent(name).path
        guard let data = FileManager.default.contents(atPath: path),
              let transcript = try? Transcript.parse(data, path: path) else { return [] }
        return transcript.lines.compactMap { if case .step(let step) = $0.kind { step } else { nil } }
    }
}()

/// Whether some step sends `trigger`: the key in a `press` (or a typed character), the gesture
/// with the same place in parentheses, any paste, any typing, or (for a question's "any other
/// key") a press of a key none of `named` is.
func stepsCover(_ trigger: KeyTrigger, in steps: [ScreenStep], named: [Key] = []) -> Bool {
    steps.contains { step in
        switch (trigger, step) {
        case (.typing, .type): true
        case (.anyOtherKey, .press(let keys)): keys.contains { !named.contains($0) }
        case (.key(let key), .press(let keys)): keys.contains(key)
        case (.key(.character(let character)), .type(let text)): text.contains(character)
        case (.mouse(.click, let place), .click(_, _, 1, let stepPlace)),
             (.mouse(.doubleClick, let place), .click(_, _, 2, let stepPlace)),
             (.mouse(.drag, let place), .drag(_, _, let stepPlace)),
             (.mouse(.wheel, let place), .wheel(_, _, _, let stepPlace, [])),
             (.mouse(.ctrlWheel, let place), .wheel(_, _, _, let stepPlace, .control)):
            place.name == stepPlace
        case (.paste, .paste): true
        default: false
        }
    }
}

@Suite("Screen transcripts cover the key tables")
struct ScreenKeyCoverageTests {
    @Test("every trigger of the play screen's table is sent by some transcript's steps")
    func play() {
        #expect(!projectSteps.isEmpty)
        for binding in PlayScreen.keyMap.bindings {
            for trigger in binding.triggers where !stepsCover(trigger, in: projectSteps) {
                Issue.record("play: no transcript sends '\(trigger.label)' (\(binding.help))")
            }
        }
    }

    @Test("every trigger of the art editor's table is sent by some transcript's steps")
    func artEdit() {
        for binding in ArtEditScreen.keyMap.bindings {
            for trigger in binding.triggers where !stepsCover(trigger, in: projectSteps) {
                Issue.record("art edit: no transcript sends '\(trigger.label)' (\(binding.help))")
            }
        }
    }

    /// The question before leaving is asked only when the session ends with the screen
    /// (`memorize art edit` run alone), never in a transcript, whose session goes on: its keys
    /// are tested by ArtEditSavingTests and the pseudo-terminal tests. The file-name question
    /// (`s` on an untitled document) is asked anywhere.
    @Test("every key of the art editor's file-name question is sent by some transcript's steps")
    func artEditQuestion() {
        #expect(ArtEditScreen.keyMap.modes.count == 2)
        for mode in ArtEditScreen.keyMap.modes.dropFirst() {
            let named = mode.triggers.flatMap { $0.compactMap { if case .key(let key) = $0 { key } else { nil } } }
            for trigger in mode.triggers.flatMap({ $0 }) where !stepsCover(trigger, in: projectSteps, named: named) {
                Issue.record("art edit, \(mode.title): no transcript sends '\(trigger.label)'")
            }
        }
    }

    @Test("the check fails for a trigger no step sends")
    func checkCanFail() {
        #expect(!stepsCover(.key(.character("Z")), in: [.press([.character("z")])]))
        #expect(!stepsCover(.mouse(.click, MousePlace("a card")), in: [.click(.init(1, 1), button: .left, count: 1, place: "the face")]))
        #expect(stepsCover(.mouse(.click, MousePlace("a card")), in: [.click(.init(1, 1), button: .left, count: 1, place: "a card")]))
        #expect(!stepsCover(.anyOtherKey, in: [.press([.escape])], named: [.escape]))
        #expect(stepsCover(.anyOtherKey, in: [.press([.escape, .up])], named: [.escape]))
        #expect(!stepsCover(.typing, in: [.press([.character("a")])]))
    }
}
