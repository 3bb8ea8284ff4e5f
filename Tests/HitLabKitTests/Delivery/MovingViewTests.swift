import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Views a body moves while touches are delivered: `center`, `frame`, `bounds` and
/// `transform` set from a body change what the next hit test, `convert` and `location(in:)`
/// see at once (UIKit reads the layer's geometry each time), and the trace keeps each write,
/// so the debugger shows the view where it was at its cursor.
@Suite struct MovingViewTests {
    static let card = """
    window 375 667
    view Card 50 50 100 100
    override Card.touchesMoved { if let t = touches.first { center = t.location(in: superview) } }
    """

    @Test func aCardThatFollowsTheFingerIsHitAtItsNewPlace() {
        let s = scriptedSession(Self.card)
        _ = s.execute("touch down 1 100 100")
        _ = s.execute("touch move 1 250 400")
        _ = s.execute("touch up 1")
        #expect(s.execute("p Card.center").output == "(250, 400)")
        #expect(s.execute("hittest 250 400").output == "hit: Card")
        #expect(s.execute("hittest 100 100").output == "hit: UIWindow")
        #expect(s.execute("tree").output.contains("Card (200, 350, 100, 100) · overrides touchesMoved · set by a body: center = (250, 400)"))
    }

    /// Within one move the body's write is seen by the next line: `location(in: self)` of the
    /// same touch is the middle of the card once the card is centred on it.
    @Test func locationInTheMovedViewFollowsAtOnce() {
        let s = scriptedSession(Self.card + """

        override Card.touchesEnded { if let t = touches.first { print(t.location(in: self)) } }
        """)
        _ = s.execute("touch down 1 100 100")
        _ = s.execute("touch move 1 300 500")
        #expect(s.execute("touch up 1").output.hasPrefix("(50, 50)"))
    }

    @Test func theTraceKeepsEachWriteSoTheCursorShowsTheViewWhereItWas() throws {
        let s = scriptedSession(Self.card + "\nbreak Card.touchesMoved")
        _ = s.execute("touch down 1 100 100")
        _ = s.execute("touch move 1 250 400")
        // Stopped before the body's line: the card is where it was.
        #expect(s.execute("p Card.center").output == "(100, 100)")
        #expect(s.execute("tree").output.contains("Card (50, 50, 100, 100)"))
        // The stop is the call; the first `next` reaches its line, the second runs it.
        _ = s.execute("next")
        _ = s.execute("next")
        #expect(s.execute("p Card.center").output == "(250, 400)")
        #expect(s.execute("tree").output.contains("Card (200, 350, 100, 100)"))
        _ = s.execute("reverse-step")
        #expect(s.execute("p Card.center").output == "(100, 100)")
        #expect(s.execute("tree").output.contains("Card (50, 50, 100, 100)"))
        _ = s.execute("continue")
        let trace = try #require(s.state.lastDelivery).trace
        let card = try s.state.scene.viewID(named: "Card")
        let property = try #require(ViewProperty(rawValue: "center"))
        #expect(trace.runtime(at: 0).viewChanges[card] == nil)
        #expect(trace.runtime(at: trace.count - 1).viewChanges[card]?[property] == .point(Point(x: 250, y: 400)))
    }

    /// frame, bounds and transform too; the last write of each wins in the order written, as
    /// UIKit's setters do (frame sets the centre and the size).
    @Test func frameBoundsAndTransformFromABody() {
        let s = scriptedSession("""
        window 375 667
        view Box 0 0 200 200
        view Dot 0 0 20 20 in Box
        override Box.touchesBegan { frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        center = CGPoint(x: 150, y: 150) }
        override Box.touchesEnded { bounds = CGRect(x: -50, y: -50, width: 200, height: 200) }
        """)
        _ = s.execute("tap 100 100")
        #expect(s.execute("p Box.frame").output == "(50, 50, 200, 200)")
        // The bounds origin moved Dot 50 points right and down in Box's coordinates.
        #expect(s.execute("hittest 105 105").output == "hit: Dot")
        #expect(s.execute("hittest 55 55").output == "hit: Box")
        #expect(s.execute("p Dot.convert(CGPoint.zero, to: nil)").output == "(100, 100)")
        _ = s.execute("override Box.touchesBegan { transform = CGAffineTransform(rotationAngle: CGFloat.pi / 2).scaledBy(x: 2, y: 1) }")
        _ = s.execute("tap 150 150")
        #expect(s.execute("p Box.transform").output == "scale(2,1) rotate(90)")
        #expect(s.execute("p Box.frame").output == "(50, -50, 200, 400)")
        // Window (190, 70) is Dot's (10, 10) through Box's turn and stretch; (150, 290) is Box's own.
        #expect(s.execute("hittest 190 70").output == "hit: Dot")
        #expect(s.execute("hittest 150 290").output == "hit: Box")
    }

    @Test func aBodyMayNotSetATransformThatIsNotOne() throws {
        let e = try failure("transform = 3")
        #expect(e?.message == "transform takes a CGAffineTransform, e.g. CGAffineTransform(rotationAngle: CGFloat.pi / 4), not Int")
        let zero = try failure("transform = CGAffineTransform(scaleX: 0, y: 1)")
        #expect(zero?.message.hasPrefix("transform takes an invertible CGAffineTransform") == true)
        #expect(try output("transform = .identity\nprint(transform)") == ["identity"])
    }

    /// The pipeline's own code moves a view the same way (a scroll view's bounds.origin).
    @Test func theDispatcherMovesAViewForUIKitsOwnCode() throws {
        var f = Fixture()
        let box = try f.view("Box", 0, 0, 200, 200)
        try f.view("Dot", 0, 0, 20, 20, in: "Box")
        let dispatcher = EventDispatcher(scene: f.scene, classes: f.classes, options: f.options, runtime: RuntimeState())
        let bounds = try #require(ViewProperty(rawValue: "bounds"))
        try dispatcher.setViewProperty(box, bounds, to: .rect(Rect(x: 0, y: 100, width: 200, height: 200)), by: nil)
        #expect(try dispatcher.hitTestOnly(at: Point(x: 10, y: 10), time: 0) == box)
        #expect(dispatcher.runtime.scene(over: f.scene)[box].bounds.origin == Point(x: 0, y: 100))
        #expect(dispatcher.trace.runtime(at: dispatcher.trace.count).viewChanges[box]?[bounds] == .rect(Rect(x: 0, y: 100, width: 200, height: 200)))
    }
}
