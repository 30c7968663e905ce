import Testing
@testable import Emoji

@Suite("CLDR annotation files from outside")
struct CLDRAnnotationsRobustnessTests {
    /// Found by the Words fuzz target: an annotation with an empty `cp` named no emoji at all.
    @Test func anAnnotationWithoutAnEmojiIsLeftOut() {
        let xml = #"<ldml><annotations><annotation cp="">x | y</annotation><annotation cp="🐶">Hund</annotation></annotations></ldml>"#
        let annotations = CLDRAnnotations(bytes: Array(xml.utf8)).annotations
        #expect(annotations.map(\.cp) == ["🐶"])
    }
}
