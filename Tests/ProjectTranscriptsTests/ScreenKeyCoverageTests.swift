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
/// with the same place in parentheses, or any paste.
func stepsCover(_ trigger: KeyTrigger, in steps: [ScreenStep]) -> Bool {
    steps.contains { step in
        switch (trigger, step) {
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

    @Test("the check fails for a trigger no step sends")
    func checkCanFail() {
        #expect(!stepsCover(.key(.character("Z")), in: [.press([.character("z")])]))
        #expect(!stepsCover(.mouse(.click, MousePlace("a card")), in: [.click(.init(1, 1), button: .left, count: 1, place: "the face")]))
        #expect(stepsCover(.mouse(.click, MousePlace("a card")), in: [.click(.init(1, 1), button: .left, count: 1, place: "a card")]))
    }
}
