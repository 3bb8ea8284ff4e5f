import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// A gesture that is cancelled does not end (swiftui-semantics.md §3.2): `@GestureState`
/// "implicitly resets when the gesture becomes inactive" [DOC: A-gs], and `onEnded` does not
/// run (undocumented; the reference's reading, which is why `@GestureState` exists). Two ways
/// the system takes a touch from SwiftUI: a UIKit recognizer above the host that cancels its
/// touches (§3.7, uikit-semantics.md §5), and a ScrollView's pan that starts scrolling (§3.6).
@Suite struct SwiftUIGestureCancelTests {
    func state(_ s: Session, _ name: String) throws -> Value? {
        s.state.runtime.swiftUIState(host: try s.state.scene.viewID(named: "Host"))[name]
    }

    /// A drag of minimumDistance 0 is active from the touch-down; a UIKit pan on the view around
    /// the host recognizes at 10 pt and, with cancelsTouchesInView, cancels the host's touch: the
    /// drag's @GestureState offset goes back to zero and its onEnded never runs, even at the lift.
    @Test func aUIKitPanThatCancelsTheTouchEndsNoDrag() throws {
        let s = scriptedSession("""
        window 375 667
        view Screen 0 0 375 667
        swiftui Host 0 100 300 300 in Screen {
            @GestureState var dragging = CGSize.zero
            Color.red.frame(width: 100, height: 100)
                .gesture(DragGesture(minimumDistance: 0)
                    .updating($dragging) { value, state, transaction in state = value.translation }
                    .onEnded { value in print("ended") })
        }
        gesture Pan pan on Screen action=moved
        override Screen.moved { print("pan") }
        """)
        _ = s.execute("touch down 1 150 250")
        _ = s.execute("touch move 1 150 255")
        #expect(try state(s, "dragging") == .size(Size(width: 0, height: 5)))
        #expect(printed(s, "touch move 1 150 280").contains("pan"))
        #expect(try state(s, "dragging") == nil)
        #expect(!printed(s, "touch up 1").contains("ended"))
        #expect(s.execute("why Color_1.gesture").text.contains("cancelled"))
    }

    /// Apple's LongPressGesture example [DOC: A-gs]: `updating($isDetectingLongPress)` sets the
    /// state while the finger presses. On a ScrollView's row (row 3 of `SwiftUIScrollViewTests.feed`),
    /// a drag of 60 pt before the second is up scrolls instead: the press stops, the state
    /// resets, and the press's action never runs.
    @Test func aScrollThatTakesTheTouchEndsNoLongPress() throws {
        let s = SwiftUIScrollViewTests.feed("""
            gesture(LongPressGesture(minimumDuration: 1)
                .updating($isDetectingLongPress) { currentState, gestureState, transaction in gestureState = currentState }
                .onEnded { finished in print("long \\(i)") })
            """, state: "@GestureState var isDetectingLongPress = false")
        _ = s.execute("touch down 1 150 300")
        #expect(try state(s, "isDetectingLongPress") == .bool(true))
        _ = s.execute("wait 0.3")
        _ = s.execute("touch move 1 150 240")
        #expect(s.execute("p ScrollView_1.contentOffset").output != "(0, 0)")
        #expect(try state(s, "isDetectingLongPress") == nil)
        #expect(!printed(s, "wait 1").contains { $0.hasPrefix("long") })
        #expect(!printed(s, "touch up 1").contains { $0.hasPrefix("long") })
    }
}
