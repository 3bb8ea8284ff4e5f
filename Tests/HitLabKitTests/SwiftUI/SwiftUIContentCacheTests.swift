import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabConsole

/// The SwiftUI content kept between commands (`SwiftUIContentCache`): each input it was made
/// from, changed by a command, gives the answer the changed scene has (a kept layout that
/// outlived its inputs would be a wrong answer), and commands that change nothing evaluate
/// nothing. Positions follow DESIGN's layout: the root is centred in its host.
@Suite struct SwiftUIContentCacheTests {
    /// A 100 × 50 red square that prints when tapped, centred in a 300 × 300 host at (0, 100):
    /// its frame in the window is (100, 225, 100, 50).
    static let square = """
    window 375 667
    view Card 0 0 120 40
    swiftui Host 0 100 300 300 {
        @State var wide = false
        Color.red.frame(width: wide ? 200 : 100, height: 50).onTapGesture { wide = true; print("square") }
    }
    """

    func frame(_ s: Session, _ name: String) -> String { s.execute("p \(name).frame").output }

    func evaluations(_ s: Session) -> Int { s.state.swiftUICache.evaluations }

    /// The square's session, its content laid out once where DESIGN puts it.
    func laidOutSquare() -> Session {
        let s = scriptedSession(Self.square)
        #expect(frame(s, "Color_1") == "(100, 225, 100, 50)")
        return s
    }

    /// A UIKit view Card (120 × 40) and a host whose square is `width` wide, read from Card.
    func reading(width: String) -> Session {
        scriptedSession("window 375 667\nview Card 0 0 120 40\nswiftui Host 0 100 300 300 {\n    Color.red.frame(width: \(width), height: 50)\n}")
    }

    @Test func movingTheHostLaysItsContentOutWhereTheHostIsNow() {
        let s = laidOutSquare()
        _ = s.execute("hittest 120 250")
        _ = s.execute("set Host frame=50,100,300,300")
        #expect(frame(s, "Color_1") == "(150, 225, 100, 50)")
        // 120 is left of the moved square: the host takes the touch, no SwiftUI content is there.
        #expect(printed(s, "tap 120 250").isEmpty)
        #expect(printed(s, "tap 200 250") == ["square"])
    }

    @Test func movingTheHostsParentMovesTheContentInTheWindow() {
        let s = scriptedSession("""
        window 375 667
        view Box 0 0 375 667
        swiftui Host 0 100 300 300 in Box {
            Color.red.frame(width: 100, height: 50)
        }
        """)
        #expect(frame(s, "Color_1") == "(100, 225, 100, 50)")
        _ = s.execute("set Box frame=0,40,375,667")
        #expect(frame(s, "Color_1") == "(100, 265, 100, 50)")
    }

    /// A body may read a UIKit view (`Card.frame.width`): editing that view changes the body.
    @Test func aUIKitViewTheBodyReadsChangesTheContent() {
        let s = reading(width: "Card.frame.width")
        #expect(frame(s, "Color_1") == "(90, 225, 120, 50)")
        _ = s.execute("set Card frame=0,0,60,40")
        #expect(frame(s, "Color_1") == "(120, 225, 60, 50)")
    }

    /// A body may call a method the learner overrides: a new override changes the body.
    @Test func anOverrideTheBodyCallsChangesTheContent() {
        let s = reading(width: "Card.point(inside: CGPoint(x: 5, y: 5), with: nil) ? 100 : 50")
        #expect(frame(s, "Color_1") == "(100, 225, 100, 50)")
        _ = s.runScript("override Card.point(inside:with:) {\n    return false\n}")
        #expect(frame(s, "Color_1") == "(125, 225, 50, 50)")
        _ = s.execute("unoverride Card.point(inside:with:)")
        #expect(frame(s, "Color_1") == "(100, 225, 100, 50)")
    }

    /// A `@State` a tap sets is seen by the next command, from the content the tap laid out
    /// again: reading it evaluates nothing more.
    @Test func aStateATapSetsIsSeenWithoutEvaluatingAgain() {
        let s = laidOutSquare()
        let before = evaluations(s)
        #expect(printed(s, "tap 150 250") == ["square"])
        #expect(frame(s, "Color_1") == "(50, 225, 200, 50)")
        _ = s.execute("draw")
        _ = s.execute("tree")
        #expect(evaluations(s) == before)
        // Wider now: a tap at 60 lands on it.
        #expect(printed(s, "tap 60 250") == ["square"])
    }

    /// A new body under the same name (`remove` and `swiftui` again) shows the new views only.
    @Test func aNewBodyReplacesTheOldContent() {
        let s = laidOutSquare()
        _ = s.execute("remove Host")
        _ = s.runScript("swiftui Host 0 100 300 300 {\n    Rectangle().frame(width: 40, height: 40)\n}")
        #expect(frame(s, "Rectangle_1") == "(130, 230, 40, 40)")
        #expect(s.execute("p Color_1.frame").isError)
    }

    /// A command that fails after changing the host's frame is undone, and so is its layout.
    @Test func aFailedEditLeavesTheContentAsItWas() {
        let s = laidOutSquare()
        #expect(s.execute("set Host frame=50,100,300,300 alpha=7").isError)
        #expect(frame(s, "Color_1") == "(100, 225, 100, 50)")
    }

    /// Commands that read the content or touch it without changing its inputs use the content
    /// laid out once; an edit of the scene makes it again, once.
    @Test func readingAndTappingEvaluateTheBodyOnce() {
        let s = scriptedSession("""
        window 375 667
        swiftui Host 0 100 300 300 {
            VStack {
                ForEach(0..<50) { i in
                    Text("Row \\(i)").onTapGesture { print(i) }
                }
            }
        }
        """)
        #expect(evaluations(s) == 1)
        for line in ["tap 150 110", "tap 150 110", "hittest 150 110", "draw", "tree", "p Text_3.frame", "why Text_1"] {
            #expect(!s.execute(line).isError, "\(line)")
        }
        _ = Completer(session: s).complete("p Text_4")
        #expect(evaluations(s) == 1)
        _ = s.execute("view Other 0 0 10 10")
        _ = s.execute("p Text_3.frame")
        _ = s.execute("tap 150 110")
        #expect(evaluations(s) == 2)
    }

    /// The cache compares inputs, not commands: equal inputs made apart give the same content,
    /// a changed `@State` a different one.
    @Test func theCacheAnswersForItsInputsOnly() throws {
        let s = scriptedSession(Self.square)
        let cache = SwiftUIContentCache()
        let (scene, classes) = (s.state.scene, s.state.classes)
        let host = try scene.viewID(named: "Host")
        let narrow = try cache.content(scene: scene, classes: classes, states: [:])
        #expect(try cache.content(scene: scene, classes: classes, states: [:]).node(named: "Color_1")?.node.frame == narrow.node(named: "Color_1")?.node.frame)
        #expect(cache.evaluations == 1)
        let wide = try cache.content(scene: scene, classes: classes, states: [host: ["wide": .bool(true)]])
        #expect(cache.evaluations == 2)
        #expect(wide.node(named: "Color_1")?.node.frame == rect(50, 225, 200, 50))
        var moved = scene
        try moved.update(host) { $0.center.x += 10 }
        #expect(try cache.content(scene: moved, classes: classes, states: [host: ["wide": .bool(true)]]).node(named: "Color_1")?.node.frame == rect(60, 225, 200, 50))
        #expect(cache.evaluations == 3)
        // A copy written to without changing anything equals the scene it was made from.
        var again = moved
        try again.update(host) { $0.center.x += 0 }
        #expect(try cache.content(scene: again, classes: classes, states: [host: ["wide": .bool(true)]]).node(named: "Color_1")?.node.frame == rect(60, 225, 200, 50))
        #expect(cache.evaluations == 3)
    }

    /// A property a UIKit body set during a touch is part of the scene the learner sees: a body
    /// that reads it is laid out with it, and reading again evaluates nothing more.
    @Test func aPropertyABodySetIsReadFromTheSceneAsItIsNow() {
        let s = reading(width: "Card.frame.width")
        _ = s.runScript("override Card.touchesBegan(_:with:) {\n    bounds = CGRect(x: 0, y: 0, width: 80, height: 40)\n}")
        #expect(frame(s, "Color_1") == "(90, 225, 120, 50)")
        _ = s.execute("tap 10 10")
        #expect(frame(s, "Color_1") == "(110, 225, 80, 50)")
        let after = evaluations(s)
        _ = s.execute("draw")
        #expect(frame(s, "Color_1") == "(110, 225, 80, 50)")
        #expect(evaluations(s) == after)
    }
}
