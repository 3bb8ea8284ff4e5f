import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// Gestures across touch commands (swiftui-semantics.md §3.1 and DESIGN's thresholds): a drag
/// starts at its minimum distance and reports its values, a long press succeeds after its
/// duration unless the finger moves or lifts, a double tap counts taps across `touch` commands.
@Suite struct SwiftUIGestureTimingTests {
    /// A 100 × 100 square centred at (150, 250) in a host at (0, 100), with `modifiers`.
    static func square(_ modifiers: String) -> Session {
        scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            Color.red.frame(width: 100, height: 100)\(modifiers)
        }
        """)
    }

    /// §4 misconception 8, "a drag's onChanged fires on touch-down": not until 10 pt of movement.
    @Test func aDragStartsAtItsMinimumDistance() {
        let s = Self.square(".gesture(DragGesture().onChanged { v in print(\"changed \\(v.translation.width)\") })")
        #expect(printed(s, "touch down 1 150 250") == [])
        #expect(printed(s, "touch move 1 155 250") == [])
        #expect(printed(s, "touch move 1 162 250") == ["changed 12"])
        #expect(printed(s, "touch move 1 170 250") == ["changed 20"])
        _ = s.execute("touch up 1")
        let zero = Self.square(".gesture(DragGesture(minimumDistance: 0).onChanged { v in print(\"changed\") })")
        #expect(printed(zero, "touch down 1 150 250") == ["changed"])
    }

    /// The value: location and startLocation in the view's own coordinates (`.local`, the
    /// default), translation between them, velocity from the last two samples.
    @Test func aDragReportsItsValues() {
        let s = Self.square(".gesture(DragGesture().onEnded { v in print(v.startLocation, v.location, v.translation, v.velocity) })")
        _ = s.execute("touch down 1 110 210")
        _ = s.execute("touch move 1 130 210")
        _ = s.execute("touch move 1 150 220")
        let out = printed(s, "touch up 1")
        #expect(out.count == 1)
        // The last move: 20 pt right and 10 down in the 0.2 s between the two `touch move`s.
        #expect(out == ["(10, 10) (50, 20) (40, 10) (100, 50)"])
    }

    /// [DOC: A-prim] A long press succeeds after 0.5 s; lifting sooner or moving more than
    /// 10 pt fails it; onPressingChanged reports the press.
    @Test func aLongPressNeedsItsDurationAndStaysWithinItsDistance() {
        let s = Self.square(".onLongPressGesture(perform: { print(\"long\") }, onPressingChanged: { p in print(\"pressing \\(p)\") })")
        #expect(printed(s, "touch down 1 150 250") == ["pressing true"])
        #expect(printed(s, "wait 0.4") == [])
        #expect(printed(s, "wait 0.2") == ["pressing false", "long"])
        _ = s.execute("touch up 1")
        #expect(printed(s, "touch down 1 150 250") == ["pressing true"])
        #expect(printed(s, "touch up 1") == ["pressing false"])
        _ = s.execute("touch down 1 150 250")
        #expect(printed(s, "touch move 1 150 265") == ["pressing false"])
        #expect(printed(s, "wait 1") == [])
        _ = s.execute("touch up 1")
    }

    /// DESIGN's output: a touch typed in several commands says what `tap` says: `touch down`
    /// names the SwiftUI view hit after its host, and the command during which a gesture ran
    /// (the long press while the finger rests, the tap at the lift) ends with `fired:`.
    @Test func aTouchInSeveralCommandsSaysWhatFired() {
        let s = Self.square(".accessibilityIdentifier(\"Pad\").onLongPressGesture { print(\"long\") }")
        #expect(s.execute("touch down 1 150 250").output.hasPrefix("finger 1: Host Pad | chain: Host"))
        #expect(s.execute("wait 0.2").output.split(separator: "\n").last == "the clock reads 100.2 s (the time touches and events are stamped with)")
        #expect(s.execute("wait 0.4").output.split(separator: "\n").last == "fired: Pad.onLongPressGesture")
        #expect(s.execute("touch up 1").output == "no fingers down")
        let tap = Self.square(".onTapGesture { print(\"tap\") }")
        #expect(tap.execute("touch down 1 150 250").output.hasPrefix("finger 1: Host Color_1 |"))
        #expect(tap.execute("touch up 1").output == "tap\nno fingers down\nfired: Color_1.onTapGesture")
        #expect(tap.execute("touch down 1 290 390").output.hasPrefix("finger 1: Host (no SwiftUI content here) |"))
    }

    /// DESIGN: a second tap of a count: 2 must begin within 0.35 s of the first's end; the
    /// taps may come from separate `touch` commands.
    @Test func aDoubleTapCountsTapsAcrossCommands() {
        let s = Self.square(".onTapGesture(count: 2) { print(\"double\") }")
        _ = s.execute("touch down 1 150 250")
        _ = s.execute("touch up 1")
        _ = s.execute("touch down 1 152 250")
        #expect(printed(s, "touch up 1") == ["double"])
        _ = s.execute("touch down 1 150 250")
        _ = s.execute("touch up 1")
        _ = s.execute("wait 0.5")
        _ = s.execute("touch down 1 150 250")
        #expect(printed(s, "touch up 1") == [])
        #expect(printed(s, "tap 150 250 taps=2") == ["double"])
    }

    /// DESIGN: a tap fails when the finger stays down longer than 0.75 s or moves more than 45 pt.
    @Test func aTapHasItsLimits() {
        let s = Self.square(".onTapGesture { print(\"tap\") }")
        _ = s.execute("touch down 1 150 250")
        _ = s.execute("wait 0.8")
        #expect(printed(s, "touch up 1") == [])
        _ = s.execute("touch down 1 110 210")
        _ = s.execute("touch move 1 150 250")
        #expect(printed(s, "touch up 1") == [])
        #expect(printed(s, "drag 150 250 170 250") == ["tap"])
    }

    /// DESIGN's tap: it fails when the finger stays down longer than 0.75 s, with the finger
    /// still down. A long press attached after it (outer, so it waits for the tap to fail, §3.4)
    /// then runs at 0.75 s, before the lift; lifted at 0.6 s it is a tap, and the long press
    /// that waited for it does not run.
    @Test func aTapHeldTooLongFailsWhileTheFingerIsDownAndTheLongPressGoesOn() {
        let modifiers = ".onTapGesture { print(\"tapped\") }.onLongPressGesture { print(\"held\") }"
        let held = Self.square(modifiers)
        _ = held.execute("touch down 1 150 250")
        #expect(printed(held, "wait 0.7") == [])
        #expect(printed(held, "wait 0.1") == ["held"])
        #expect(printed(held, "touch up 1") == [])
        let lifted = Self.square(modifiers)
        _ = lifted.execute("touch down 1 150 250")
        #expect(printed(lifted, "wait 0.6") == [])
        #expect(printed(lifted, "touch up 1") == ["tapped"])
    }

    /// `why VIEW.onTapGesture` after such a touch answers from the command where the gesture
    /// competed (the wait), not from the lift, where no gesture was left on the path.
    @Test func whyAGestureReadsTheCommandWhereItCompeted() {
        let s = Self.square(".onTapGesture { print(\"tapped\") }.onLongPressGesture { print(\"held\") }")
        for line in ["touch down 1 150 250", "wait 0.8", "touch up 1"] { _ = s.execute(line) }
        let tap = s.execute("why Color_1.onTapGesture").output
        #expect(tap.hasPrefix("Color_1.onTapGesture did not run: the touch was not its gesture."), "\(tap)")
        #expect(s.execute("why Color_1.onLongPressGesture").output.hasPrefix("Color_1.onLongPressGesture ran"))
    }
}
