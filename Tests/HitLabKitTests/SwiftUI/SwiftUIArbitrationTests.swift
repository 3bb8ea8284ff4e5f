import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// Which gesture wins (swiftui-semantics.md §3.3–§3.5): the gestures on the path from the hit
/// content to the root compete; the child's wins under `gesture`, the parent's under
/// `highPriorityGesture`, both run under `simultaneousGesture`; masks act as Apple documents
/// them (DESIGN's choice); compositions rank inside one gesture value.
@Suite struct SwiftUIArbitrationTests {
    /// The reference's worked example (HWS demo3/demo4): a circle with onTapGesture inside a
    /// VStack whose gesture is attached by `modifier`. The circle is at (125…175, 100…150); the
    /// VStack's own content outside it is the text below.
    static func circleInStack(_ modifier: String, mask: String = "") -> Session {
        scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            VStack(spacing: 0) {
                Circle().frame(width: 50, height: 50).onTapGesture { print("Circle tapped") }
                Text("Below").frame(width: 100, height: 40)
            }
            .\(modifier)(TapGesture().onEnded { print("VStack tapped") }\(mask))
        }
        """)
    }

    /// A 100 × 100 red square centred at (150, 250) with `.gesture(GESTURE)`.
    static func redSquare(_ gesture: String) -> Session {
        scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            Color.red.frame(width: 100, height: 100).gesture(\(gesture))
        }
        """)
    }

    /// [DOC: A-gm] `gesture`: the child's gesture wins; the parent's runs on its own content.
    @Test func theChildWinsUnderGesture() throws {
        let s = Self.circleInStack("gesture")
        #expect(printed(s, "tap " + (try centre(s, "Circle_1"))) == ["Circle tapped"])
        #expect(printed(s, "tap " + (try centre(s, "Text_1"))) == ["VStack tapped"])
    }

    /// §4 misconception 4, "highPriorityGesture fires first, then the child": it does not; the
    /// child's competing gesture never fires.
    @Test func highPriorityMeansTheChildNeverFires() throws {
        let s = Self.circleInStack("highPriorityGesture")
        #expect(printed(s, "tap " + (try centre(s, "Circle_1"))) == ["VStack tapped"])
    }

    /// [DOC: A-gm] `simultaneousGesture`: both fire.
    @Test func simultaneousRunsBoth() throws {
        let s = Self.circleInStack("simultaneousGesture")
        #expect(Set(printed(s, "tap " + (try centre(s, "Circle_1")))) == ["Circle tapped", "VStack tapped"])
    }

    /// [DOC: A-mask] `.gesture` turns the subviews' gestures off (DESIGN's choice; §4
    /// misconception 5 is that it always does: iOS 18.1 was observed not to, which `why` says).
    @Test func theGestureMaskSilencesTheSubviews() throws {
        let s = Self.circleInStack("gesture", mask: ", including: .gesture")
        #expect(printed(s, "tap " + (try centre(s, "Circle_1"))) == ["VStack tapped"])
    }

    /// [DOC: A-mask] `.subviews` turns the added gesture off and leaves the children's on;
    /// `.none` turns both off.
    @Test func theSubviewsAndNoneMasks() throws {
        let sub = Self.circleInStack("highPriorityGesture", mask: ", including: .subviews")
        #expect(printed(sub, "tap " + (try centre(sub, "Circle_1"))) == ["Circle tapped"])
        #expect(printed(sub, "tap " + (try centre(sub, "Text_1"))) == [])
        let none = Self.circleInStack("simultaneousGesture", mask: ", including: .none")
        #expect(printed(none, "tap " + (try centre(none, "Circle_1"))) == [])
    }

    /// §4 misconception 7, "disabled only greys out controls": it switches off the gestures below it.
    @Test func disabledSwitchesOffGesturesToo() throws {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            VStack {
                Text("Tap").frame(width: 100, height: 40).onTapGesture { print("tapped") }
                Button("Go") { print("go") }
            }
            .disabled(true)
        }
        """)
        #expect(printed(s, "tap " + (try centre(s, "Text_1"))) == [])
        #expect(printed(s, "tap " + (try centre(s, "Button_1"))) == [])
    }

    /// §3.4: with two plain `gesture` modifiers on one view, the inner (written first) wins
    /// (each modifier treats what is inside it as "the view"; Kodeco's "last wins" contradicts
    /// the documented rule).
    @Test func onOneViewTheInnerGestureWins() {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            Color.red.frame(width: 100, height: 100)
                .gesture(TapGesture().onEnded { print("first") })
                .gesture(TapGesture().onEnded { print("second") })
        }
        """)
        #expect(printed(s, "tap 150 250") == ["first"])
    }

    /// [DOC: A-comp] `exclusively(before:)`: the first wins if it can. With the double tap
    /// first, a double tap runs only it and a single tap falls to the second after the wait;
    /// with the single tap first the double tap is unreachable (§3.3).
    @Test func exclusivelyGivesTheFirstPrecedence() {
        let doubleFirst = Self.redSquare("""
        TapGesture(count: 2).onEnded { print("double") }.exclusively(before: TapGesture().onEnded { print("single") })
        """)
        #expect(printed(doubleFirst, "tap 150 250 taps=2") == ["double"])
        #expect(printed(doubleFirst, "tap 150 250") == ["single"])
        let singleFirst = Self.redSquare("""
        TapGesture().onEnded { print("single") }.exclusively(before: TapGesture(count: 2).onEnded { print("double") })
        """)
        #expect(printed(singleFirst, "tap 150 250 taps=2") == ["single", "single"])
    }

    /// [DOC: A-comp] `simultaneously(with:)`: both are evaluated; a tap and a long press
    /// each fire when their own condition holds.
    @Test func simultaneouslyRunsEachOnItsOwn() {
        let s = Self.redSquare("""
        TapGesture().onEnded { print("tap") }.simultaneously(with: DragGesture().onEnded { v in print("drag") })
        """)
        #expect(printed(s, "tap 150 250") == ["tap"])
        #expect(printed(s, "drag 150 250 150 280") == ["tap", "drag"])
    }

    /// DESIGN: when a single tap and a double tap compete across modifiers, the single waits
    /// for the double to fail [RE]: a double tap runs only the parent's double; a single tap
    /// runs the child's after the 0.35 s wait.
    @Test func aSingleTapWaitsForACompetingDoubleTap() {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            VStack {
                Color.blue.frame(width: 50, height: 50).onTapGesture { print("child single") }
            }
            .onTapGesture(count: 2) { print("parent double") }
        }
        """)
        #expect(printed(s, "tap 150 250 taps=2") == ["parent double"])
        #expect(printed(s, "tap 150 250") == ["child single"])
    }

    /// `sequenced(before:)`: the drag listens only once the long press succeeded (HWS demo5).
    @Test func sequencedStartsTheSecondAfterTheFirst() {
        let s = Self.redSquare("""
        LongPressGesture().onEnded { v in print("pressed") }.sequenced(before: DragGesture().onEnded { v in print("dragged \\(v.translation.height)") })
        """)
        // A quick drag: the long press fails when the finger moves 30 pt, so the drag never listens.
        #expect(printed(s, "drag 150 250 150 280") == [])
        _ = s.execute("touch down 1 150 250")
        #expect(printed(s, "wait 0.6") == ["pressed"])
        _ = s.execute("touch move 1 150 270")
        #expect(printed(s, "touch up 1") == ["dragged 20"])
    }
}
