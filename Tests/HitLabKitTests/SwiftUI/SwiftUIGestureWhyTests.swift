import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// `why VIEW.onTapGesture` (DESIGN, swiftui-semantics.md §3): which gesture won, by which
/// rule, and how to change it, in English and both Chinese scripts; a version-dependent or
/// undocumented rule says so.
@Suite struct SwiftUIGestureWhyTests {
    /// The reference's circle in a VStack whose gesture is attached by `modifier`, tapped on the circle.
    func tapped(_ modifier: String, mask: String = "", language: Language = .english) throws -> Session {
        let s = SwiftUIArbitrationTests.circleInStack(modifier, mask: mask)
        s.style.language = language
        _ = s.execute("tap " + (try centre(s, "Circle_1")))
        return s
    }

    /// §4 misconception 4: the parent's highPriorityGesture won and the child never ran; the
    /// answer points to simultaneousGesture.
    @Test func theHighPriorityParentWon() throws {
        let s = try tapped("highPriorityGesture")
        let answer = s.execute("why Circle_1.onTapGesture").output
        #expect(answer.contains("Circle_1.onTapGesture did not run: VStack_1.highPriorityGesture is attached with highPriorityGesture"))
        #expect(answer.contains("simultaneousGesture"))
        #expect(s.execute("why VStack_1.highPriorityGesture").output.contains("It won over Circle_1.onTapGesture"))
    }

    /// `why` about the view hit, not the gesture, reads the same competition: under
    /// highPriorityGesture it says the parent's rule, not "the deepest gesture wins".
    @Test func theViewHitNamesTheRuleThatWon() throws {
        let high = try tapped("highPriorityGesture").execute("why Circle_1").output
        #expect(high.contains("ran VStack_1.highPriorityGesture: it is attached with highPriorityGesture"))
        #expect(high.contains("`Circle_1.onTapGesture` did not run"))
        #expect(!high.contains("the deepest gesture wins"))
        let low = try tapped("gesture").execute("why Circle_1").output
        #expect(low.contains("ran Circle_1.onTapGesture: going out from the view hit"))
        #expect(low.contains("`VStack_1.gesture` did not run"))
        let both = try tapped("simultaneousGesture").execute("why Circle_1").output
        #expect(both.contains("ran too: a simultaneousGesture shares the touch"))
    }

    /// Under gesture the child wins; the parent's answer says how to win instead.
    @Test func theChildWonUnderGesture() throws {
        let s = try tapped("gesture")
        let answer = s.execute("why VStack_1.gesture").output
        #expect(answer.contains("VStack_1.gesture did not run: Circle_1.onTapGesture is inside it"))
        #expect(answer.contains("highPriorityGesture to win"))
    }

    /// §4 misconception 5: the mask's answer says iOS 18.1 was observed to differ.
    @Test func theMaskAnswerNamesTheVersionSwitch() throws {
        let answer = try tapped("gesture", mask: ", including: .gesture").execute("why Circle_1.onTapGesture").output
        #expect(answer.contains("the including: mask of VStack_1.gesture turned it off"))
        #expect(answer.contains("iOS 18.1"))
    }

    /// The single tap that waited for a double: the rule is undocumented and the answer says so.
    @Test func theTapCountRuleIsSaidToBeUndocumented() {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            VStack { Color.blue.frame(width: 50, height: 50).onTapGesture { print("single") } }
                .onTapGesture(count: 2) { print("double") }
        }
        """)
        _ = s.execute("tap 150 250 taps=2")
        let answer = s.execute("why Color_1.onTapGesture").output
        #expect(answer.contains("fewer taps waits"))
        #expect(answer.contains("Apple does not document this"))
    }

    /// §4 misconception 8: a short drag never started its DragGesture.
    @Test func aShortDragSaysItsMinimumDistance() {
        let s = SwiftUIGestureTimingTests.square(".gesture(DragGesture().onEnded { v in print(\"drag\") })")
        _ = s.execute("drag 150 250 155 250")
        #expect(s.execute("why Color_1.gesture").output.contains("minimumDistance (10 pt unless set)"))
    }

    /// A gesture that was not on the touch's path.
    @Test func aGestureOffThePath() throws {
        let s = SwiftUIArbitrationTests.circleInStack("gesture")
        _ = s.execute("tap " + (try centre(s, "Text_1")))
        #expect(s.execute("why Circle_1.onTapGesture").output.contains("was not on the last touch's path"))
    }

    /// A view the touch hit that carries no gesture of that modifier: `why` names the ones it
    /// carries instead of saying it was off the path.
    @Test func aGestureTheViewDoesNotCarry() throws {
        let s = try tapped("gesture")
        let said = s.execute("why Circle_1.highPriorityGesture").output
        #expect(said.contains("Circle_1 carries no highPriorityGesture: its gestures are Circle_1.onTapGesture"), "\(said)")
        #expect(!said.contains("was not on the last touch's path"))
        s.style.language = .chinese
        #expect(s.execute("why Circle_1.highPriorityGesture").output.contains("Circle_1 上没有 highPriorityGesture"))
    }

    /// The same facts in Simplified and Traditional Chinese, view names unchanged.
    @Test func inBothChineseScripts() throws {
        let zh = try tapped("highPriorityGesture", language: .chinese).execute("why Circle_1.onTapGesture").output
        #expect(zh.contains("Circle_1.onTapGesture 没有运行"))
        let hant = try tapped("highPriorityGesture", language: .traditionalChinese).execute("why Circle_1.onTapGesture").output
        #expect(hant.contains("Circle_1.onTapGesture 沒有"))
        #expect(hant != zh)
    }

    /// `explain` inside the winner's closure narrates the arbitration: who recognized first
    /// and which gesture never ran.
    @Test func explainNarratesTheArbitration() throws {
        for (language, words) in [(Language.english, "VStack_1.highPriorityGesture recognized first, so Circle_1.onTapGesture never ran"),
                                  (.chinese, "VStack_1.highPriorityGesture 先识别了，所以 Circle_1.onTapGesture 根本没有运行")] {
            let s = SwiftUIArbitrationTests.circleInStack("highPriorityGesture")
            s.style.language = language
            _ = s.execute("explain on")
            _ = s.execute("break VStack_1.highPriorityGesture")
            let stop = s.execute("tap " + (try centre(s, "Circle_1"))).output
            #expect(stop.contains(words), "\(stop)")
        }
    }
}
