import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// SwiftUI layout as DESIGN states it (proposal and response): each expectation is worked out
/// by hand from those rules, in window coordinates.
@Suite struct SwiftUILayoutTests {
    private func session(_ body: String, host: String = "0 0 300 200") -> Session {
        scriptedSession("window 375 667\nswiftui Host \(host) {\n\(body)\n}")
    }

    /// `padding()` is 16 on each edge; a stack puts the spacing it is told between children,
    /// centres them across its axis, and the root is centred in the host.
    @Test func paddingSpacingAndCentring() throws {
        let s = session("""
        VStack(spacing: 10) {
            Rectangle().frame(width: 100, height: 50)
            Rectangle().frame(width: 60, height: 30)
        }
        .padding()
        """)
        // VStack 100 × 90, padded 132 × 122, centred in 300 × 200 at (84, 39).
        #expect(try swiftUIOuterFrame(s, "VStack_1") == rect(84, 39, 132, 122))
        #expect(try swiftUIFrame(s, "VStack_1") == rect(100, 55, 100, 90))
        #expect(try swiftUIFrame(s, "Rectangle_1") == rect(100, 55, 100, 50))
        #expect(try swiftUIFrame(s, "Rectangle_2") == rect(120, 115, 60, 30))
    }

    /// A stack with one child is the child's size, at any depth: 90 nested stacks (near the
    /// parser's nesting limit) around a 40 × 20 rectangle are 40 × 20, centred in the host. (Each stack asks its child up to
    /// three times; laid out without remembering the answers, 40 levels never finished.)
    @Test func deeplyNestedStacksHugTheirChild() throws {
        let depth = 90
        var body = "Rectangle().frame(width: 40, height: 20)"
        for level in 0..<depth { body = (level % 2 == 0 ? "VStack" : "HStack") + " {\n" + body + "\n}" }
        let s = session(body)
        #expect(try swiftUIFrame(s, "Rectangle_1") == rect(130, 90, 40, 20))
        #expect(try swiftUIFrame(s, "HStack_1") == rect(130, 90, 40, 20))
        #expect(try swiftUIFrame(s, "VStack_45") == rect(130, 90, 40, 20))
    }

    /// Stacks share the space among their children from the least flexible up, with 8 between
    /// children unless told: the Spacer takes what the fixed views leave.
    @Test func aSpacerTakesWhatTheFixedViewsLeave() throws {
        let s = session("""
        HStack {
            Rectangle().frame(width: 50, height: 20)
            Spacer()
            Rectangle().frame(width: 50, height: 20)
        }
        """, host: "0 0 300 100")
        #expect(try swiftUIFrame(s, "HStack_1") == rect(0, 40, 300, 20))
        #expect(try swiftUIFrame(s, "Spacer_1").origin.x == 58)
        #expect(try swiftUIFrame(s, "Spacer_1").width == 184)
        #expect(try swiftUIFrame(s, "Rectangle_2").origin.x == 250)
    }

    /// A Spacer takes at least its minLength (8 by default) along its stack's axis.
    @Test func aSpacerKeepsItsMinimumLength() throws {
        let s = session("""
        HStack(spacing: 0) {
            Rectangle().frame(width: 200, height: 10)
            Spacer(minLength: 20)
        }
        """, host: "0 0 150 100")
        #expect(try swiftUIFrame(s, "Spacer_1").width == 20)
        let t = session("HStack(spacing: 0) {\n    Rectangle().frame(width: 200, height: 10)\n    Spacer()\n}", host: "0 0 150 100")
        #expect(try swiftUIFrame(t, "Spacer_1").width == 8)
    }

    /// `offset` moves drawing and hit-testing, never layout: the sibling stays where it was.
    @Test func offsetDoesNotMoveLayout() throws {
        let s = session("""
        HStack {
            Rectangle().frame(width: 50, height: 20).offset(x: 10, y: 5)
            Rectangle().frame(width: 50, height: 20)
        }
        """, host: "0 0 300 100")
        // The HStack is 108 wide, centred: it starts at x = 96.
        #expect(try swiftUIFrame(s, "Rectangle_1") == rect(106, 45, 50, 20))
        #expect(try swiftUIFrame(s, "Rectangle_2") == rect(154, 40, 50, 20))
    }

    /// `frame` proposes its size and aligns its child (centred by default, here top-leading).
    @Test func frameAlignsItsChild() throws {
        let s = session("Rectangle().frame(width: 20, height: 20).frame(width: 100, height: 100, alignment: .topLeading)", host: "0 0 100 100")
        #expect(try swiftUIFrame(s, "Rectangle_1") == rect(0, 0, 20, 20))
        let t = session("Rectangle().frame(width: 20, height: 20).frame(width: 100, height: 100)", host: "0 0 100 100")
        #expect(try swiftUIFrame(t, "Rectangle_1") == rect(40, 40, 20, 20))
    }

    /// A flexible frame with maxWidth .infinity grows to what it is offered.
    @Test func aFlexibleFrameGrowsToItsProposal() throws {
        let s = session("Rectangle().frame(height: 10).frame(maxWidth: .infinity)", host: "0 0 250 100")
        #expect(try swiftUIOuterFrame(s, "Rectangle_1").width == 250)
    }

    /// `position` puts the view's centre at the point in its parent and takes all the space.
    @Test func positionPutsTheCentreAtThePoint() throws {
        let s = session("Rectangle().frame(width: 20, height: 20).position(x: 30, y: 40)", host: "10 10 200 200")
        #expect(try swiftUIFrame(s, "Rectangle_1") == rect(30, 40, 20, 20))
        #expect(try swiftUIOuterFrame(s, "Rectangle_1") == rect(10, 10, 200, 200))
    }

    /// `background` and `overlay` are laid out in the size of the view they modify.
    @Test func backgroundAndOverlayTakeTheModifiedViewsSize() throws {
        let s = session("Text(\"Hi\").padding(10).background(Color.red).overlay(Circle())", host: "0 0 100 100")
        // "Hi" is 11 + 4.5 = 15.5 by 22; padded 35.5 × 42, centred.
        let padded = rect(32.25, 29, 35.5, 42)
        #expect(try swiftUIFrame(s, "Color_1") == padded)
        #expect(try swiftUIFrame(s, "Circle_1") == padded)
        #expect(try swiftUIFrame(s, "Text_1") == rect(42.25, 39, 15.5, 22))
    }

    /// Text is measured by the fixed table at 17 pt, line height 22; `font(.system(size:))`
    /// scales both.
    @Test func textIsMeasuredByTheTable() throws {
        let s = session("VStack {\n    Text(\"Hi\")\n    Text(\"Hi\").font(.system(size: 34))\n}")
        #expect(try swiftUIFrame(s, "Text_1").size == Size(width: 15.5, height: 22))
        #expect(try swiftUIFrame(s, "Text_2").size == Size(width: 31, height: 44))
    }

    /// A ScrollView offers its content no limit along its axis and starts it at the top.
    @Test func aScrollViewStacksItsContentFromTheTop() throws {
        let s = session("ScrollView {\n    ForEach(0..<3) { i in\n        Rectangle().frame(width: 50, height: 30)\n    }\n}", host: "0 0 200 100")
        #expect(try swiftUIFrame(s, "ScrollView_1") == rect(0, 0, 200, 100))
        #expect(try swiftUIFrame(s, "Rectangle_3") == rect(75, 76, 50, 30))
    }
}
