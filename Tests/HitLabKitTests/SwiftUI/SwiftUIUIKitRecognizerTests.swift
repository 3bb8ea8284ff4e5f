import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// A UIKit recognizer on a view around a hosting view sees every touch on its SwiftUI content
/// ([DOC: A-add] "touches hit-tested to that view and all of its subviews", swiftui-semantics.md
/// §3.7) and follows UIKit's rules (uikit-semantics.md §5): with cancelsTouchesInView, its
/// recognition cancels the host's touches, and with them the SwiftUI gestures; without it,
/// both run. (The classic case: a tap recognizer on the screen that dismisses the keyboard.)
@Suite struct SwiftUIUIKitRecognizerTests {
    /// A Button centred at (150, 250) in a host inside Screen, which carries a UIKit `KIND`
    /// recognizer whose action prints "dismiss".
    static func screen(_ kind: String = "tap", _ options: String = "", content: String? = nil) -> Session {
        let body = content ?? """
            Button { print("go") } label: {
                Color.blue.frame(width: 100, height: 60)
            }
        """
        return scriptedSession("""
        window 375 667
        view Screen 0 0 375 667
        swiftui Host 0 100 300 300 in Screen {
        \(body)
        }
        gesture Dismiss \(kind) on Screen action=dismiss\(options)
        override Screen.dismiss { print("dismiss") }
        """)
    }

    /// cancelsTouchesInView (the default): the recognizer recognizes at the lift, before the
    /// host's touchesEnded, and the Button's action never runs.
    @Test func aCancellingTapRecognizerStopsTheButton() {
        let s = Self.screen()
        #expect(printed(s, "tap 150 250") == ["dismiss"])
        #expect(s.execute("why Button_1.action").text.contains("cancelled"))
    }

    /// cancelsTouchesInView off: both the recognizer's action and the Button's run.
    @Test func withoutCancellingBothRun() {
        let s = Self.screen("tap", " cancels=no")
        #expect(Set(printed(s, "tap 150 250")) == ["dismiss", "go"])
    }

    /// A UIKit pan around the host recognizes at 10 pt, before SwiftUI hears the move, and
    /// cancels a SwiftUI DragGesture that never starts.
    @Test func aPanAroundTheHostCancelsASwiftUIDrag() {
        let s = Self.screen("pan", content: """
            Color.blue.frame(width: 100, height: 60).gesture(DragGesture().onChanged { _ in print("drag") })
        """)
        let out = printed(s, "drag 150 250 150 330 4")
        #expect(out.contains("dismiss"))
        #expect(!out.contains("drag"))
    }
}
