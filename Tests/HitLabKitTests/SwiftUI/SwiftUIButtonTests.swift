import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// A `Button`'s action runs on a release inside it (swiftui-semantics.md §3.6: Button's own
/// gesture, `_ButtonGesture`; its press area is undocumented, §6.6, so DESIGN's choice is the
/// Button's frame, as a UIButton's touchUpInside): down inside, out and up, no action; back in
/// before the lift, the action; however long the finger stays down.
@Suite struct SwiftUIButtonTests {
    /// A Button whose label is a 100 × 60 blue rectangle, centred in the host at (150, 250):
    /// its frame is x 100…200, y 220…280.
    static func button() -> Session {
        scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            Button { print("go") } label: {
                Color.blue.frame(width: 100, height: 60)
            }
        }
        """)
    }

    @Test func aTapInsideRunsTheAction() {
        let s = Self.button()
        #expect(printed(s, "tap 150 250") == ["go"])
    }

    /// A role (ButtonRole: destructive, cancel, close, confirm) styles a Button without moving
    /// where it is touched: a destructive Button is tapped like any other; a role SwiftUI does
    /// not have is refused by name.
    @Test func aButtonWithARoleIsTappedLikeAnyOther() {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            Button("Delete", role: .destructive) { print("deleted") }
        }
        """)
        #expect(printed(s, "tap 150 250") == ["deleted"])
        let refused = s.execute("swiftui Other 0 400 300 100 { Button(\"Go\", role: .warning) { } }")
        #expect(refused.isError && refused.text.contains(".destructive, .cancel, .close, .confirm or nil"), "\(refused.text)")
    }

    /// Down inside, moved out (still on the host) and lifted there: no action, and `why` says
    /// the finger lifted outside.
    @Test func releasedOutsideRunsNothing() {
        let s = Self.button()
        #expect(printed(s, "touch down 1 150 250") == [])
        #expect(printed(s, "touch move 1 150 350") == [])
        #expect(printed(s, "touch up 1") == [])
        #expect(s.execute("why Button_1.action").text.contains("outside"))
    }

    /// Out and back in before the lift: the action runs, though the finger travelled far
    /// more than a tap's 45 pt.
    @Test func backInsideRunsTheAction() {
        let s = Self.button()
        _ = s.execute("touch down 1 150 250")
        _ = s.execute("touch move 1 150 380")
        _ = s.execute("touch move 1 160 260")
        #expect(printed(s, "touch up 1") == ["go"])
    }

    /// `drag` from inside to outside is a release outside; a drag that stays inside is a press.
    @Test func dragsFollowTheSameRule() {
        let s = Self.button()
        #expect(printed(s, "drag 150 250 150 350") == [])
        #expect(printed(s, "drag 110 230 190 270") == ["go"])
    }

    /// A Button held for two seconds still runs on the release, where a tap gesture fails
    /// after 0.75 s: the two are different gestures.
    @Test func aLongPressOnAButtonStillRuns() {
        let s = Self.button()
        _ = s.execute("touch down 1 150 250")
        _ = s.execute("wait 2")
        #expect(printed(s, "touch up 1") == ["go"])
    }
}
