import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabConsole
import HitLabKit

/// Every answer `why` gained for the questions asked from the other side is a sentence in
/// English and in both Chinese scripts (ARCHITECTURE.md: each teaching sentence exists in every
/// language), and the Chinese is Chinese, not the English left in place.
@Suite struct WhyWordsCoverageTests {
    static let answers: [WhyAnswer] = [
        .notUnderFinger(view: "A", point: Point(x: 1, y: 2), frame: Rect(x: 0, y: 0, width: 1, height: 1)),
        .alsoRefused(view: "A", blocker: "B", [.alpha(0), .hidden]),
        .setByBody(view: "A", property: "alpha", value: .int(0), mover: ViewMover(method: "B.fade(_:)", sender: "Tap", property: "alpha", time: 0)),
        .setByBody(view: "A", property: "isHidden", value: .bool(true), mover: nil),
        .exclusiveNotHolding(view: "B", exclusive: ["A"]),
        .clearStillHit(view: "A"),
        .overrideSaidNil(view: "A", point: nil, method: .pointInside, inside: true),
        .overrideSaidNil(view: "A", point: nil, method: .hitTest, inside: false),
        .refusedWhenAsked(view: "A", point: nil, [.disabledControl, .interactionOff]),
        .didNotScroll(scrollView: "S", [.scrollingOff, .contentNotLarger(content: Size(width: 1, height: 1), bounds: Size(width: 1, height: 1)),
                                        .tooShort(travel: 4), .keptByContent(view: "B", .canCancelContentTouchesOff), .otherRecognizer("P")]),
        .failed("P", path: [.possible, .failed], .scrollViewPan(scrollView: "S")),
        .failed("P", path: [.possible, .failed], .earlier(lifted: true)),
        .recognizerEffects("P", [.cancelled(view: "B", isControl: true, viewSawIt: true), .delayed(view: "C", phases: [.began])]),
        .recognizerLevers("P", [.cancelsTouchesInView, .delaysTouchesBegan, .shouldReceive, .requireToFail(other: "Q"), .recognizeSimultaneously(other: "Q")]),
    ]

    @Test func everyNewAnswerIsWordedInEachLanguage() {
        let scene = Scene(width: 375, height: 667)
        for answer in Self.answers {
            let english = EnglishWords().why(answer, in: scene)
            let simplified = ChineseWords(script: .chinese).why(answer, in: scene)
            let traditional = ChineseWords(script: .traditionalChinese).why(answer, in: scene)
            #expect(!english.isEmpty && english.first?.isLetter == true, "\(answer)")
            #expect(simplified.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, "\(answer): \(simplified)")
            #expect(traditional != simplified || !simplified.contains("没"), "\(answer): \(traditional)")
        }
    }
}
