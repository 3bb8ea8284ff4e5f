import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// `p NAME.frame` and `p HOST.VAR` (DESIGN, "SwiftUI: content in a hosting view"): a SwiftUI
/// view's laid-out frame in the window's coordinates, a host's `@State`, and one-line errors.
@Suite struct SwiftUIPrintTests {
    /// A host at (10, 10) inside Panel at (20, 40): in the window it is at (30, 50). A frame
    /// centres its child (DESIGN: "frame … aligns its child, centred by default"), and the
    /// host offers its whole size to the body.
    static let scene = """
    window 375 667
    view Panel 20 40 300 300
    swiftui Host 10 10 200 100 in Panel {
        @State var count = 3
        @State var title = "Hi"
        VStack(spacing: 0) {
            Rectangle().frame(width: 50, height: 30).accessibilityIdentifier("Box")
            Circle().frame(width: 20, height: 20)
        }
    }
    """

    @Test func aSwiftUIViewsFrameIsInWindowCoordinates() {
        let s = scriptedSession(Self.scene)
        // The VStack is 50 × 50 (30 + 20, no spacing), centred in the 200 × 100 host at (30, 50):
        // it starts at x = 30 + 75 and y = 50 + 25; the Box is centred across it.
        #expect(s.execute("p Box.frame").output == "(105, 75, 50, 30)")
        #expect(s.execute("p Circle_1.frame").output == "(120, 105, 20, 20)")
        // The host itself is a UIView: its frame is in its superview's coordinates, as UIKit's.
        #expect(s.execute("p Host.frame").output == "(10, 10, 200, 100)")
    }

    /// CGRect's members after the frame, as in Swift: origin and size, their x, y, width and
    /// height, and the edges and centre (minX = x, midX = x + width / 2, maxX = x + width).
    @Test func aPathDeeperThanTheFrameReadsCGRectsMembers() throws {
        let s = scriptedSession(Self.scene)
        #expect(s.execute("p Box.frame.width").output == "50")
        #expect(s.execute("p Box.frame.height").output == "30")
        #expect(s.execute("p Box.frame.origin.x").output == "105")
        #expect(s.execute("p Box.frame.size.height").output == "30")
        #expect(s.execute("p Box.frame.minX").output == "105")
        #expect(s.execute("p Box.frame.midX").output == "130")
        #expect(s.execute("p Box.frame.maxY").output == "105")
        #expect(s.execute("p Circle_1.frame.midY").output == "115")
        // A member CGRect or CGPoint lacks: one line naming what it has.
        let wrong = try #require(s.execute("p Box.frame.widht").error)
        #expect(wrong.contains("Box.frame has no member 'widht'") && wrong.contains("width") && !wrong.contains("\n"))
        let deeper = try #require(s.execute("p Box.frame.origin.z").error)
        #expect(deeper.contains("Box.frame.origin has no member 'z'") && deeper.contains("x, y"))
        let number = try #require(s.execute("p Box.frame.width.x").error)
        #expect(number.contains("it is a number"))
        // A UIKit view's frame still reads through the interpreter, with the same members.
        #expect(s.execute("p Host.frame.width").output == "200")
    }

    @Test func aHostsVariableIsItsState() {
        let s = scriptedSession(Self.scene)
        #expect(s.execute("p Host.count").output == "3")
        #expect(s.execute("p Host.title").output.contains("Hi"))
    }

    /// The same forms answer while a touch is paused at a breakpoint.
    @Test func theFormsWorkWhilePaused() {
        let s = scriptedSession(Self.scene)
        _ = s.execute("break hitTest Panel")
        _ = s.execute("tap 130 100")
        #expect(s.isPaused)
        #expect(s.execute("p Box.frame").output == "(105, 75, 50, 30)")
        #expect(s.execute("p Host.count").output == "3")
    }

    @Test func unknownNamesAndMembersAreOneLineErrors() throws {
        let s = scriptedSession(Self.scene)
        let misspelt = try #require(s.execute("p Bx.frame").error)
        #expect(misspelt.contains("unknown name 'Bx'") && misspelt.contains("Box"))
        let member = try #require(s.execute("p Box.alpha").error)
        #expect(member.contains("Box is a SwiftUI view in Host") && member.contains("p Box.frame"))
        let state = try #require(s.execute("p Host.cout").error)
        #expect(state.contains("'cout'") && state.contains("count"))
        for error in [misspelt, member, state] { #expect(!error.contains("\n")) }
        // A name nothing is near stays the interpreter's error.
        #expect(s.execute("p Zebra.frame").error?.contains("unknown name 'Zebra'") == true)
    }
}
