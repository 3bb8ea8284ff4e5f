import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// A SwiftUI `ScrollView` is a UIKit `UIScrollView` underneath (swiftui-semantics.md §3.6):
/// its pan competes with the content's gestures. A tap on a row still taps; a drag of 10 pt
/// along the axis scrolls and cancels the row's gestures (UIKit's pan hysteresis,
/// uikit-semantics.md §11); a child `DragGesture` of `minimumDistance` 10 or more lets it
/// scroll along its axis (DESIGN's choice, iOS 17), one of 0 takes the touch first
/// (darjeelingsteve: it hijacks scrolling); a `highPriorityGesture` drag stops it (mlem #1171);
/// `scrollDisabled(true)` turns the pan off.
@Suite struct SwiftUIScrollViewTests {
    /// A 50 pt header over a 250 pt ScrollView of 20 rows 40 high, 8 apart: the scroll view
    /// spans y 150…400, row i y 150 + 48i … +40 (content 952 long), x 50…250. `state`: the
    /// body's state declarations.
    static func feed(_ rowGesture: String = "onTapGesture { print(\"row \\(i)\") }", scroll: String = "", state: String = "") -> Session {
        scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            \(state)
            VStack(spacing: 0) {
                Text("Header").frame(width: 300, height: 50).onTapGesture { print("header") }
                ScrollView {
                    ForEach(0..<20) { i in
                        Color.blue.frame(width: 200, height: 40).\(rowGesture)
                    }
                }
                .frame(height: 250)\(scroll)
            }
        }
        """)
    }

    /// A tap on a row still taps: the pan has not moved 10 pt when the finger lifts.
    @Test func aTapOnARowStillTaps() {
        let s = Self.feed()
        #expect(printed(s, "tap 150 170") == ["row 0"])
        #expect(printed(s, "tap 150 218") == ["row 1"])
    }

    /// A drag of 100 pt up scrolls the content by 100 and runs no row's tap; the content's
    /// hit-test follows the offset: the point that was on row 0 is now on row 2.
    @Test func aDragScrollsAndTheHitTestFollows() {
        let s = Self.feed()
        #expect(printed(s, "drag 150 300 150 200 4") == [])
        #expect(s.execute("p ScrollView_1.contentOffset").output == "(0, 100)")
        #expect(s.execute("why ScrollView_1.panGestureRecognizer").text.contains("scrolled"))
        #expect(printed(s, "tap 150 170") == ["row 2"])
    }

    /// A drag on the scroll view's empty space (beside the rows, no SwiftUI content) still
    /// scrolls: the UIScrollView underneath is a UIKit view, hit over its bounds.
    @Test func aDragOnEmptySpaceScrollsToo() {
        let s = Self.feed()
        #expect(printed(s, "drag 20 300 20 200 4") == [])
        #expect(printed(s, "tap 150 170") == ["row 2"])
    }

    /// A horizontal ScrollView of cards inside a vertical one: each takes the drags along its
    /// own axis, as nested UIScrollViews do. Cards are 100 × 100, 108 apart, at y 100…200;
    /// rows below from y 208, 48 apart.
    @Test func nestedScrollViewsEachTakeTheirAxis() {
        func nested() -> Session {
            scriptedSession("""
            window 375 667
            swiftui Host 0 100 300 300 {
                ScrollView {
                    ScrollView(.horizontal) {
                        ForEach(0..<10) { i in
                            Color.red.frame(width: 100, height: 100).onTapGesture { print("card \\(i)") }
                        }
                    }
                    .frame(height: 100)
                    ForEach(0..<20) { i in
                        Color.blue.frame(width: 300, height: 40).onTapGesture { print("row \\(i)") }
                    }
                }
            }
            """)
        }
        let across = nested()
        #expect(printed(across, "tap 50 150") == ["card 0"])
        #expect(printed(across, "drag 250 150 50 150 4") == [])
        #expect(printed(across, "tap 50 150") == ["card 2"])
        let down = nested()
        #expect(printed(down, "drag 50 180 50 120 4") == [])
        #expect(printed(down, "tap 50 150") == ["row 0"])
    }

    /// The scroll view clips what it scrolls: rows scrolled up behind the header are not hit
    /// there, so the header's tap runs.
    @Test func rowsScrolledOutOfViewAreNotHit() {
        let s = Self.feed()
        _ = s.execute("drag 150 300 150 200 4")
        #expect(printed(s, "tap 150 125") == ["header"])
    }

    /// The row's tap is cancelled by the scroll, and `why` says the pan took it.
    @Test func theScrollCancelsTheRowsTap() {
        let s = Self.feed()
        _ = s.execute("drag 150 218 150 150 4")
        #expect(s.execute("why Color_2.onTapGesture").text.contains("ScrollView_1.panGestureRecognizer"))
    }

    /// A child DragGesture of minimumDistance 10: along the scroll axis the scroll view
    /// scrolls and the drag never changes; across it, the drag runs and nothing scrolls.
    @Test func aDragOfTenLetsItScrollAlongItsAxis() {
        let gesture = "gesture(DragGesture(minimumDistance: 10).onChanged { _ in print(\"drag \\(i)\") })"
        let along = Self.feed(gesture)
        #expect(printed(along, "drag 150 300 150 200 4") == [])
        // The drag began on row 3 (window y 300 is content y 150).
        #expect(along.execute("why Color_4.gesture").text.contains("ScrollView_1.panGestureRecognizer"))
        let across = Self.feed(gesture)
        #expect(printed(across, "drag 100 170 200 170 4").contains("drag 0"))
        #expect(across.execute("why ScrollView_1.panGestureRecognizer").text.contains("did not scroll"))
    }

    /// DragGesture(minimumDistance: 0) starts at touch-down, before the pan's 10 pt, and
    /// keeps the touch: the feed does not scroll (the reference's "hijacked" scroll).
    @Test func aDragOfZeroTakesTheTouch() {
        let s = Self.feed("gesture(DragGesture(minimumDistance: 0).onEnded { _ in print(\"ended \\(i)\") })")
        #expect(printed(s, "drag 150 170 150 70 4") == ["ended 0"])
        #expect(s.execute("why ScrollView_1.panGestureRecognizer").text.contains("did not scroll"))
    }

    /// A drag attached with highPriorityGesture stops the scroll even along its axis.
    @Test func aHighPriorityDragStopsIt() {
        let s = Self.feed("highPriorityGesture(DragGesture().onEnded { _ in print(\"ended \\(i)\") })")
        #expect(printed(s, "drag 150 170 150 70 4") == ["ended 0"])
        #expect(s.execute("why ScrollView_1.panGestureRecognizer").text.contains("highPriorityGesture"))
        _ = s.execute("tap 150 170")
        #expect(printed(s, "drag 150 218 150 118 4") == ["ended 1"])
    }

    /// scrollDisabled(true): a drag does not scroll, and the row under the point stays row 0.
    @Test func scrollDisabledKeepsItStill() {
        let s = Self.feed(scroll: ".scrollDisabled(true)")
        #expect(printed(s, "drag 150 300 150 200 4") == [])
        #expect(printed(s, "tap 150 170") == ["row 0"])
    }

    /// The offset is clamped to the content: a long drag down from the top does not move it,
    /// and a drag up by more than the content stops at its end (952 − 250 = 702).
    @Test func theOffsetStaysInsideTheContent() {
        let s = Self.feed()
        _ = s.execute("drag 150 200 150 390 4")
        #expect(printed(s, "tap 150 170") == ["row 0"])
        for _ in 0..<4 { _ = s.execute("drag 150 390 150 160 4") }
        // Offset 702: window y 390 is content y 942, row 19 (912…952).
        #expect(printed(s, "tap 150 390") == ["row 19"])
    }
}
