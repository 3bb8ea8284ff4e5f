import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// SwiftUI's hit-test (swiftui-semantics.md §2 and DESIGN's choices), one test per rule, each
/// written from the reference: the point is chosen from the rule and the layout, and the
/// expected view is what the rule says, not what HitLab printed.
@Suite struct SwiftUIHitTestTests {
    /// `hittest X Y` over `body` in a host at 0 0 300 100 (a UIKit view Behind lies under it).
    private func hit(_ body: String, _ x: Double, _ y: Double, host: String = "0 0 300 100") -> String {
        let s = scriptedSession("window 375 667\nview Behind 0 0 375 667\nswiftui Host \(host) {\n\(body)\n}")
        return s.execute("hittest \(x) \(y)").text
    }

    /// §2.1: Text, Image and a colour hit over their whole frame.
    @Test func textAndColourHitOverTheirFrame() {
        // Text("Name") is 8 + 8.5*3... laid out centred; its frame's corner hits as well as its middle.
        #expect(hit("Color.red.frame(width: 100, height: 40)", 101, 31) == "hit: Host Color_1")
        #expect(hit("Text(\"Go\").frame(width: 100, height: 40).background(Color.blue)", 150, 50) == "hit: Host Text_1")
    }

    /// §2.1: a shape hits inside its path, not its whole frame: a Circle's frame corner misses.
    @Test func aShapeHitsInsideItsPath() {
        let circle = "Circle().frame(width: 100, height: 100)"
        // Host 300×100: the circle is centred at (150, 50), radius 50.
        #expect(hit(circle, 150, 50) == "hit: Host Circle_1")
        #expect(hit(circle, 103, 3) == "hit: Host (no SwiftUI content here)")
        #expect(hit("Capsule().frame(width: 100, height: 40)", 101, 31) == "hit: Host (no SwiftUI content here)")
        #expect(hit("RoundedRectangle(cornerRadius: 10).frame(width: 100, height: 40)", 102, 31) == "hit: Host (no SwiftUI content here)")
        #expect(hit("RoundedRectangle(cornerRadius: 10).frame(width: 100, height: 40)", 110, 31) == "hit: Host RoundedRectangle_1")
    }

    /// §2.1, DESIGN: Color.clear has no content.
    @Test func colorClearHasNoContent() {
        #expect(hit("Color.clear.frame(width: 100, height: 40)", 150, 50) == "hit: Host (no SwiftUI content here)")
    }

    /// §2.2: a stack hits only where a child does; the Spacer and the spacing are dead.
    @Test func aStackHitsOnlyOnItsChildren() {
        let row = "HStack {\n    Rectangle().frame(width: 50, height: 20)\n    Spacer()\n    Rectangle().frame(width: 50, height: 20)\n}"
        #expect(hit(row, 10, 50) == "hit: Host Rectangle_1")
        #expect(hit(row, 150, 50) == "hit: Host (no SwiftUI content here)")   // the Spacer
        #expect(hit(row, 54, 50) == "hit: Host (no SwiftUI content here)")    // the spacing after the first
    }

    /// §2.2, DESIGN: padding adds no content.
    @Test func paddingHasNoContent() {
        // A 20×20 rectangle padded by 16: 52×52 centred at (150, 50); the band is empty.
        #expect(hit("Rectangle().frame(width: 20, height: 20).padding()", 130, 30) == "hit: Host (no SwiftUI content here)")
        #expect(hit("Rectangle().frame(width: 20, height: 20).padding()", 150, 50) == "hit: Host Rectangle_1")
    }

    /// §2.3: contentShape makes the whole frame hit, gaps included, for the view it modifies.
    @Test func contentShapeMakesTheFrameHit() {
        let row = "HStack {\n    Rectangle().frame(width: 50, height: 20)\n    Spacer()\n}\n.contentShape(Rectangle())"
        #expect(hit(row, 150, 50) == "hit: Host HStack_1")
        #expect(hit(row, 10, 50) == "hit: Host Rectangle_1")
    }

    /// §2.3, §2.7: contentShape outside the sizing frame limits hits to it, where clipped() did not.
    @Test func clippedDoesNotLimitHitsButContentShapeDoes() {
        // A 300×300 rectangle in a 100×100 frame, centred at (150, 50): it reaches x 0…300.
        let clipped = "Rectangle().frame(width: 300, height: 300).frame(width: 100, height: 100).clipped()"
        #expect(hit(clipped, 20, 50) == "hit: Host Rectangle_1")
        #expect(hit(clipped.replacingOccurrences(of: "clipped()", with: "clipShape(Circle())"), 20, 50) == "hit: Host Rectangle_1")
        #expect(hit(clipped + ".contentShape(Rectangle())", 20, 50) == "hit: Host (no SwiftUI content here)")
        #expect(hit(clipped + ".contentShape(Rectangle())", 140, 50) == "hit: Host Rectangle_1")
    }

    /// §2.3: a content shape of a kind other than .interaction leaves hit-testing alone.
    @Test func onlyTheInteractionKindChangesHits() {
        let row = "HStack {\n    Rectangle().frame(width: 50, height: 20)\n    Spacer()\n}"
        #expect(hit(row + "\n.contentShape(.interaction, Rectangle())", 150, 50) == "hit: Host HStack_1")
        #expect(hit(row + "\n.contentShape(.dragPreview, Rectangle())", 150, 50) == "hit: Host (no SwiftUI content here)")
    }

    /// §2.4: allowsHitTesting(false) removes the view and its subtree: the view behind is hit;
    /// an inner allowsHitTesting(true) does not bring it back (DESIGN's choice).
    @Test func allowsHitTestingFalseRemovesTheSubtree() {
        let body = "ZStack {\n    Color.blue.frame(width: 100, height: 100).accessibilityIdentifier(\"Back\")\n    Color.red.frame(width: 100, height: 100).allowsHitTesting(true).allowsHitTesting(false)\n}"
        #expect(hit(body, 150, 50) == "hit: Host Back")
    }

    /// §2.5, §2.6, §2.9: opacity 0, hidden() and disabled(true) take a view out; opacity above 0 does not.
    @Test func opacityHiddenAndDisabled() {
        func front(_ modifier: String) -> String {
            "ZStack {\n    Color.blue.frame(width: 100, height: 100).accessibilityIdentifier(\"Back\")\n    Color.red.frame(width: 100, height: 100).accessibilityIdentifier(\"Front\").\(modifier)\n}"
        }
        #expect(hit(front("opacity(0)"), 150, 50) == "hit: Host Back")
        #expect(hit(front("opacity(0.01)"), 150, 50) == "hit: Host Front")
        #expect(hit(front("hidden()"), 150, 50) == "hit: Host Back")
        #expect(hit(front("disabled(true)"), 150, 50) == "hit: Host Back")
        #expect(hit(front("disabled(false)"), 150, 50) == "hit: Host Front")
    }

    /// §2.8: front to back: the later view of a ZStack, unless a zIndex puts the other in front.
    @Test func zStackOrderAndZIndex() {
        let body = "ZStack {\n    Color.blue.frame(width: 100, height: 100).accessibilityIdentifier(\"Back\")\n    Color.red.frame(width: 100, height: 100).accessibilityIdentifier(\"Front\")\n}"
        #expect(hit(body, 150, 50) == "hit: Host Front")
        #expect(hit(body.replacingOccurrences(of: "(\"Back\")", with: "(\"Back\").zIndex(1)"), 150, 50) == "hit: Host Back")
    }

    /// §2.8: an overlay is in front of the view it modifies, a background behind it.
    @Test func overlayInFrontBackgroundBehind() {
        #expect(hit("Color.red.frame(width: 100, height: 100).overlay(Color.green)", 150, 50) == "hit: Host Color_2")
        #expect(hit("Color.red.frame(width: 100, height: 100).background(Color.green)", 150, 50) == "hit: Host Color_1")
        // Where the view itself has no content, its background is hit.
        #expect(hit("Color.clear.frame(width: 100, height: 100).background(Color.green)", 150, 50) == "hit: Host Color_2")
    }

    /// §2.1, §1: offset moves hit-testing with the drawing; a child outside its parent's
    /// frame is still hit (SwiftUI does not prune at a parent's frame).
    @Test func offsetMovesHitsAndOverhangIsHit() {
        #expect(hit("Color.red.frame(width: 20, height: 20).offset(x: 100)", 250, 50) == "hit: Host Color_1")
        #expect(hit("Color.red.frame(width: 20, height: 20).offset(x: 100)", 150, 50) == "hit: Host (no SwiftUI content here)")
    }

    /// §2.11, DESIGN: UIKit hit-tests the host over its whole bounds, so where it has no
    /// SwiftUI content it still takes the touch and the UIKit view behind gets nothing;
    /// outside the host the view behind is hit.
    @Test func theHostBlocksUIKitViewsBehindIt() {
        #expect(hit("Color.red.frame(width: 20, height: 20)", 10, 10) == "hit: Host (no SwiftUI content here)")
        #expect(hit("Color.red.frame(width: 20, height: 20)", 10, 200) == "hit: Behind")
    }

    /// DESIGN: hit-testing is at the touch's point, with no margin around small targets.
    @Test func noMarginAroundSmallTargets() {
        // A 10×10 colour centred at (150, 50): 5 points past its edge is a miss.
        #expect(hit("Color.red.frame(width: 10, height: 10)", 160, 50) == "hit: Host (no SwiftUI content here)")
    }

    /// The walk is recorded as calls of `_UIHostingView._hitTest`, which can be stepped back through.
    @Test func theSwiftUIHitTestIsInTheTraceAndStepsBackwards() {
        let s = scriptedSession("window 375 667\nswiftui Host 0 0 300 100 {\n    HStack {\n        Color.red.frame(width: 20, height: 20)\n    }\n}\nbreak _hitTest")
        let stop = s.execute("hittest 150 50").text
        #expect(stop.contains("_hitTest"))
        #expect(s.execute("p view.name").text.contains("HStack_1"))
        _ = s.execute("step")
        _ = s.execute("continue")
        #expect(s.execute("reverse-step").error == nil)
    }

    /// `break _hitTest` stops at every call of SwiftUI's hit-test, the nested ones too: the walk
    /// asks the root and then, from inside that call, each layer in turn (§1: from the root view
    /// in), as a breakpoint on a recursive function stops at each call. A `super` call is the one
    /// call that is not stopped at again (UIKit's hitTest through its classes).
    @Test func breakOnTheSwiftUIHitTestStopsAtEachNestedCall() {
        let s = scriptedSession("window 375 667\nswiftui Host 0 0 300 100 {\n    HStack {\n        Color.red.frame(width: 20, height: 20)\n    }\n}")
        _ = s.execute("hittest 150 50")
        let calls = s.execute("trace").text.split(separator: "\n").filter { $0.contains("._hitTest(") }.count
        #expect(calls >= 3)
        #expect(s.execute("break _hitTest").error == nil)
        var asked: [String] = []
        var reply = s.execute("hittest 150 50")
        while s.isPaused, asked.count < 20 {
            #expect(reply.text.contains("Breakpoint 1, Host._hitTest("), "\(reply.text)")
            asked.append(s.execute("p view.name").text + " " + s.execute("p view.modifier").text)
            reply = s.execute("continue")
        }
        #expect(asked.count == calls)
        #expect(asked.first?.hasPrefix("HStack_1") == true && asked.last?.hasPrefix("Color_1") == true)
        // The nested stops are the layers inside the stack (the colour's frame, the colour), each asked once, and
        // `bt` at the innermost shows each open call.
        #expect(Set(asked).count == asked.count)
        _ = s.execute("hittest 150 50")
        for _ in 1..<calls { _ = s.execute("continue") }
        #expect(s.execute("bt").text.components(separatedBy: "Host._hitTest").count - 1 >= calls)
    }
}
