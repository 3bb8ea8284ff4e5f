import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// swiftui-semantics.md §4, misconceptions 1, 2, 3 and 6, each shown wrong by what a tap does.
/// The others have their tests beside the rule they break: 4 in
/// `SwiftUIArbitrationTests.highPriorityMeansTheChildNeverFires`, 5 in
/// `theGestureMaskSilencesTheSubviews` and `SwiftUIGestureWhyTests`, 7 in
/// `disabledSwitchesOffGesturesToo`, 8 in `SwiftUIGestureTimingTests`.
@Suite struct SwiftUIMisconceptionTests {
    /// A host at (0, 100) of 300 × 300 showing BODY.
    static func host(_ body: String) -> Session {
        scriptedSession("window 375 667\nswiftui Host 0 100 300 300 {\n\(body)\n}")
    }

    /// 1. "The frame is the tap area." Only content hits: an HStack's Spacer inside its frame
    /// is dead (§2.2), and a view drawn past its frame is live there (§2.7).
    @Test func theFrameIsNotTheTapArea() {
        let s = Self.host("""
        HStack {
            Color.red.frame(width: 50, height: 40)
            Spacer()
            Color.blue.frame(width: 50, height: 40)
        }
        .frame(width: 300, height: 40)
        .onTapGesture { print("row") }
        """)
        #expect(printed(s, "tap 25 250") == ["row"])      // on the red square
        #expect(printed(s, "tap 150 250") == [])          // in the frame, over the Spacer
        let overhang = Self.host("""
        Color.red.frame(width: 200, height: 200).frame(width: 50, height: 50).onTapGesture { print("square") }
        """)
        #expect(printed(overhang, "tap 80 250") == ["square"])   // 70 pt left of centre: outside the 50 pt frame
    }

    /// 2. "clipped() makes the hidden part untappable." It does not; contentShape does (§2.7).
    @Test func clippedLeavesTheHiddenPartTappable() {
        let clipped = Self.host("""
        Color.red.frame(width: 200, height: 200).frame(width: 50, height: 50).clipped().onTapGesture { print("square") }
        """)
        #expect(printed(clipped, "tap 80 250") == ["square"])
        let shaped = Self.host("""
        Color.red.frame(width: 200, height: 200).frame(width: 50, height: 50).clipped().contentShape(Rectangle()).onTapGesture { print("square") }
        """)
        #expect(printed(shaped, "tap 80 250") == [])
        #expect(printed(shaped, "tap 150 250") == ["square"])
    }

    /// 3. "Color.clear is an invisible tap target." Not without contentShape (§2.1).
    @Test func colorClearIsNoTapTarget() {
        let clear = Self.host("Color.clear.frame(width: 100, height: 100).onTapGesture { print(\"clear\") }")
        #expect(printed(clear, "tap 150 250") == [])
        let shaped = Self.host("Color.clear.frame(width: 100, height: 100).contentShape(Rectangle()).onTapGesture { print(\"clear\") }")
        #expect(printed(shaped, "tap 150 250") == ["clear"])
    }

    /// 6. "SwiftUI gestures have nothing to do with UIKit." A UIKit recognizer on a view above
    /// the hosting view receives the touches of SwiftUI content too [DOC: A-add] and follows
    /// UIKit's rules (§3.7): recognizing, it cancels the hosting view's touch
    /// (`cancelsTouchesInView`), and the SwiftUI tap with it; with `cancels=no` both run.
    @Test func aUIKitRecognizerAboveTheHostSeesSwiftUIsTouches() {
        func scene(_ cancels: String) -> Session {
            scriptedSession("""
            window 375 667
            view Container 0 0 375 667
            swiftui Host 0 100 300 300 in Container {
                Color.red.frame(width: 100, height: 100).onTapGesture { print("SwiftUI tap") }
            }
            gesture Tap tap on Container cancels=\(cancels)
            """)
        }
        let cancelling = printed(scene("yes"), "tap 150 250")
        #expect(cancelling.contains("Tap: ended") && !cancelling.contains("SwiftUI tap"), "\(cancelling)")
        let sharing = printed(scene("no"), "tap 150 250")
        #expect(sharing.contains("Tap: ended") && sharing.contains("SwiftUI tap"), "\(sharing)")
    }
}
