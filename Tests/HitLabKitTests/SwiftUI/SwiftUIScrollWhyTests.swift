import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDebugger
@testable import HitLabConsole

/// `why` and `explain` for a Button, a ScrollView, a List row and a UIKit recognizer around a
/// host (swiftui-semantics.md §3.6, §3.7): they name the gesture that decided the touch, the
/// way to change it, and say when the answer rests on a version-dependent rule (the
/// ScrollView change in iOS 18) or on an undocumented one (List rows, Button's press area).
@Suite struct SwiftUIScrollWhyTests {
    /// `why VIEW` on the row a drag began on says the scroll view's pan took the touch, not
    /// that a tap failed its 45 pt.
    @Test func whyTheRowSaysTheScrollTookIt() {
        let s = SwiftUIScrollViewTests.feed()
        _ = s.execute("drag 150 218 150 118 4")
        let why = s.execute("why Color_2").text
        #expect(why.contains("ScrollView_1.panGestureRecognizer scrolled"), "\(why)")
        #expect(why.contains("Color_2.onTapGesture"), "\(why)")
    }

    /// The child drag that blocked the scroll: `why` of the pan says the version-dependent
    /// rule aloud (iOS 17 behaviour chosen; iOS 18 betas observed otherwise).
    @Test func whyThePanNamesTheVersionRule() {
        let s = SwiftUIScrollViewTests.feed("gesture(DragGesture(minimumDistance: 0).onEnded { _ in print(\"ended\") })")
        _ = s.execute("drag 150 170 150 70 4")
        let why = s.execute("why ScrollView_1.panGestureRecognizer").text
        #expect(why.contains("iOS 17") && why.contains("iOS 18"), "\(why)")
        #expect(why.contains("minimumDistance"), "\(why)")
    }

    /// `why VIEW` for a Button released outside says so, not that a tap moved too far.
    @Test func whyTheButtonSaysReleasedOutside() {
        let s = SwiftUIButtonTests.button()
        _ = s.execute("drag 150 250 150 350")
        let why = s.execute("why Color_1").text
        #expect(why.contains("lifted outside the Button"), "\(why)")
    }

    /// `why VIEW` on a List row's title names the row's buttons and the fix.
    @Test func whyTheRowsTitleNamesTheRow() throws {
        let s = SwiftUIListTests.row()
        _ = s.execute("tap " + (try centre(s, "Text_1")))
        let why = s.execute("why Text_1").text
        #expect(why.contains("List row HStack_1"), "\(why)")
        #expect(why.contains(".borderless"), "\(why)")
    }

    /// `explain` in a row button's action says the row ran it, with the other button.
    @Test func explainInARowButtonsAction() throws {
        let s = SwiftUIListTests.row()
        _ = s.execute("explain on")
        _ = s.execute("break Button_2.action")
        let stop = s.execute("tap " + (try centre(s, "Text_1"))).output
        #expect(stop.contains("List row HStack_1 was tapped") && stop.contains("Button_1.action runs too"), "\(stop)")
    }

    /// A UIKit recognizer that cancelled the host's touches: `why VIEW` says the gesture was
    /// cancelled with the touch.
    @Test func whyAfterAUIKitCancel() {
        let s = SwiftUIUIKitRecognizerTests.screen()
        _ = s.execute("tap 150 250")
        #expect(s.execute("why Color_1").text.contains("Button_1.action was cancelled"))
    }

    /// Every new answer is a sentence in English and both Chinese scripts.
    @Test func everyAnswerIsWordedInEachLanguage() {
        let scene = Scene(width: 375, height: 667)
        let answers: [SwiftUIGestureWhy.Answer] = [
            .releasedOutside("A.action", row: nil), .releasedOutside("A.action", row: "R"), .rowButton("A.action", row: "R", together: []),
            .rowButton("A.action", row: "R", together: ["B.action"]), .scrolled("S.panGestureRecognizer", beat: []),
            .scrolled("S.panGestureRecognizer", beat: ["A.onTapGesture"]), .beaten("A.onTapGesture", by: "S.panGestureRecognizer", rule: "scroll"),
            .beaten("S.panGestureRecognizer", by: "A.gesture", rule: "contentFirst"), .beaten("S.panGestureRecognizer", by: "A.highPriorityGesture", rule: "highPriorityDrag"),
            .limits("S.panGestureRecognizer", .scroll), .limits("A.action", .button),
        ]
        var sentences = answers.map { a in
            (EnglishWords().swiftUIGesture(a), ChineseWords(script: .chinese).swiftUIGesture(a), ChineseWords(script: .traditionalChinese).swiftUIGesture(a))
        }
        for e in [Explanation.swiftUIRowAction(gesture: "A.action", row: "R", together: []), .swiftUIRowAction(gesture: "A.action", row: "R", together: ["B.action"])] {
            sentences.append((EnglishWords().explanation(e, in: scene), ChineseWords(script: .chinese).explanation(e, in: scene),
                              ChineseWords(script: .traditionalChinese).explanation(e, in: scene)))
        }
        for (english, simplified, traditional) in sentences {
            #expect(!english.isEmpty && english.first?.isLetter == true, "\(english)")
            #expect(simplified.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, "\(simplified)")
            #expect(traditional != simplified, "\(traditional)")
        }
    }
}
