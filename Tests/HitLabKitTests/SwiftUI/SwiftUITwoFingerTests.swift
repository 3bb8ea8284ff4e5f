import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// `MagnifyGesture` and `RotateGesture` with two fingers (swiftui-semantics.md §3.1, [DOC:
/// A-prim]): the second finger comes down on the gesture's view while the first is there
/// (`touch down 1 X Y`, `touch down 2 X Y`); the value's `magnification` is the fingers'
/// distance over their first distance, `rotation` the turn of the line between them in
/// degrees (clockwise on the screen positive); `onChanged` runs once the change passes
/// `minimumScaleDelta` (0.01) or `minimumAngleDelta` (1°), `onEnded` when a finger lifts.
@Suite struct SwiftUITwoFingerTests {
    /// A 200 × 200 square at window (50…250, 150…350) with `GESTURE` attached.
    static func square(_ gesture: String) -> Session {
        scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            Color.red.frame(width: 200, height: 200).gesture(\(gesture))
        }
        """)
    }

    static let magnify = """
    MagnifyGesture().onChanged { v in print("scale \\(v.magnification)") }.onEnded { v in print("ended \\(v.magnification)") }
    """

    /// Fingers 100 pt apart spread to 150 pt: 1.5; lifting the second finger ends the gesture.
    @Test func magnificationIsTheRatioOfTheFingersDistances() {
        let s = Self.square(Self.magnify)
        #expect(printed(s, "touch down 1 100 250") == [])
        #expect(printed(s, "touch down 2 200 250") == [])
        #expect(printed(s, "touch move 2 250 250") == ["scale 1.5"])
        #expect(printed(s, "touch move 2 150 250") == ["scale 0.5"])
        #expect(printed(s, "touch up 2") == ["ended 0.5"])
        #expect(printed(s, "touch up 1") == [])
    }

    /// Both fingers in one event, and the first finger moving: the ratio follows both.
    @Test func bothFingersInOneEventAndTheFirstMoving() {
        let s = Self.square(Self.magnify)
        _ = s.execute("touch down 1 100 250 2 200 250")
        #expect(printed(s, "touch move 1 50 250") == ["scale 1.5"])
        #expect(printed(s, "touch up all") == ["ended 1.5"])
    }

    /// One finger alone never magnifies, however it moves.
    @Test func oneFingerDoesNothing() {
        let s = Self.square(Self.magnify)
        #expect(printed(s, "drag 100 250 200 300") == [])
    }

    /// [DOC: A-prim] minimumScaleDelta: a pinch smaller than it does not start the gesture.
    @Test func minimumScaleDeltaHoldsTheStart() {
        let s = Self.square("""
        MagnifyGesture(minimumScaleDelta: 0.5).onChanged { v in print("scale \\(v.magnification)") }
        """)
        _ = s.execute("touch down 1 100 250 2 200 250")
        #expect(printed(s, "touch move 2 240 250") == [])
        #expect(printed(s, "touch move 2 260 250") == ["scale 1.6"])
    }

    /// The second finger turned a quarter turn clockwise around the first: 90°; counter-
    /// clockwise: -90°.
    @Test func rotationIsTheTurnOfTheLineBetweenTheFingers() {
        let s = Self.square("""
        RotateGesture().onChanged { v in print("angle \\(v.rotation.degrees)") }.onEnded { v in print("ended \\(v.rotation.degrees)") }
        """)
        _ = s.execute("touch down 1 150 250 2 200 250")
        #expect(printed(s, "touch move 2 150 300") == ["angle 90"])
        #expect(printed(s, "touch move 2 150 200") == ["angle -90"])
        #expect(printed(s, "touch up 1") == ["ended -90"])
    }

    /// An Angle is made with `.degrees(N)` or `.radians(N)`, compares with another (SwiftUI's
    /// Angle is Comparable), is kept in `@State`, and sets `minimumAngleDelta`; `.degrees` gives
    /// back the turn HitLab measured (30, not 29.999999999999996).
    @Test func anglesAreMadeComparedAndKept() {
        let s = Self.square("""
        RotateGesture(minimumAngleDelta: .degrees(2)).onEnded { v in print(v.rotation.degrees); print(v.rotation > .degrees(29)); print(v.rotation < .radians(0.5)) }
        """)
        _ = s.execute("touch down 1 150 250 2 200 250")
        _ = s.execute("touch move 2 193.30127 275")
        #expect(printed(s, "touch up all") == ["30", "true", "false"])
    }

    /// `rotation` is an Angle, as SwiftUI's RotateGesture gives it: printed as Swift prints the
    /// struct (its radians), read as a number through `.degrees` or `.radians`; another member
    /// is refused by name.
    @Test func rotationIsAnAngle() {
        let s = Self.square("""
        RotateGesture().onEnded { v in print(v.rotation); print(v.rotation.radians); print(v.rotation.degrees) }
        """)
        _ = s.execute("touch down 1 150 250 2 200 250")
        _ = s.execute("touch move 2 150 300")
        #expect(printed(s, "touch up all") == ["Angle(radians: \(Double.pi / 2))", "\(Double.pi / 2)", "90"])
        let other = Self.square("""
        RotateGesture().onEnded { v in print(v.rotation.turns) }
        """)
        _ = other.execute("touch down 1 150 250 2 200 250")
        _ = other.execute("touch move 2 150 300")
        let refused = other.execute("touch up all")
        #expect(refused.isError && refused.text.contains("an Angle has no turns: read it as .degrees or .radians"), "\(refused.text)")
    }

    /// A drag on the same view keeps following the first finger while the second pinches, and
    /// the two gestures compose with simultaneously(with:) as any two do (§3.3).
    @Test func magnifyAndRotateTogether() {
        let s = Self.square("""
        MagnifyGesture().onEnded { v in print("scale \\(v.magnification)") }.simultaneously(with: RotateGesture().onEnded { v in print("angle \\(v.rotation.degrees)") })
        """)
        _ = s.execute("touch down 1 100 250 2 200 250")
        _ = s.execute("touch move 2 100 450")
        #expect(Set(printed(s, "touch up 2")) == ["scale 2", "angle 90"])
    }
}
