import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// A tap on SwiftUI content runs the action of the deepest tap gesture or Button around the
/// view hit (swiftui-semantics.md §3.4: children win; §2.2: a container's gesture covers only
/// its content), and the action is part of the trace.
@Suite struct SwiftUITapTests {
    static let scene = """
    window 375 667
    swiftui Host 0 100 300 100 {
        VStack {
            HStack {
                Text("Name")
                Spacer()
                Button("Go") { print("go") }
            }
            .onTapGesture { print("row") }
            Text("Plain").background(Color.red).onTapGesture { print("plain") }
        }
    }
    """

    /// The row's gesture runs on its Text; on the Spacer nothing runs (the HStack's tap
    /// covers only its content, the reference's "spacer row").
    @Test func theRowsGestureCoversOnlyItsContent() {
        let s = scriptedSession(Self.scene)
        #expect(printed(s, "tap 10 130") == ["row"])
        #expect(printed(s, "tap 150 130") == [])
        #expect(s.execute("tap 150 130").text.contains("hit: Host (no SwiftUI content here)"))
    }

    /// The Button inside the row wins over the row's gesture: the deepest gesture wins.
    @Test func theButtonInsideTheRowWins() {
        let s = scriptedSession(Self.scene)
        #expect(printed(s, "tap 290 130") == ["go"])
    }

    /// A background is inside the gesture written after it, so a tap on it runs that gesture.
    @Test func aBackgroundIsInsideALaterGesture() {
        let s = scriptedSession(Self.scene)
        #expect(printed(s, "tap 150 160") == ["plain"])
    }

    /// A finger that moves more than 45 pt is not a tap (DESIGN, §3.1).
    @Test func aLongMoveIsNoTap() {
        let s = scriptedSession(Self.scene)
        #expect(printed(s, "drag 10 130 10 190") == [])
    }

    /// The action runs as a frame of the host's body in the trace, after the hit-test.
    @Test func theActionIsInTheTrace() {
        let s = scriptedSession(Self.scene)
        _ = s.execute("tap 10 130")
        let trace = s.execute("trace").text
        #expect(trace.contains("Host._hitTest(_:at:) VStack_1"))
        #expect(trace.contains("Host.body"))
        #expect(trace.contains("print: row"))
    }
}
