import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

@Suite struct HitTestingTests {
    /// Parent (0,0,200,200) with two overlapping children; Top was added last.
    func overlapping() throws -> Fixture {
        var f = Fixture()
        try f.view("Parent", 0, 0, 200, 200)
        try f.view("Bottom", 0, 0, 100, 100, in: "Parent")
        try f.view("Top", 50, 50, 100, 100, in: "Parent")
        return f
    }

    @Test func lastSubviewIsAskedFirstAndFirstAnswerWins() throws {
        let f = try overlapping()
        #expect(f.hit(75, 75) == "Top")
        #expect(f.hit(25, 25) == "Bottom")
        #expect(f.hit(180, 20) == "Parent")
    }

    @Test func childrenAreVisitedInReverseAndStopAtTheFirstHit() throws {
        var f = try overlapping()
        try f.logAll(["Parent", "Bottom", "Top"])
        #expect(f.tap(75, 75).printedLines.filter { $0.hasPrefix("hitTest") } == ["hitTest----Parent", "hitTest----Top"])
        #expect(f.tap(25, 25).printedLines.filter { $0.hasPrefix("hitTest") } == ["hitTest----Parent", "hitTest----Top", "hitTest----Bottom"])
    }

    @Test func windowAnswersWhenNoViewContainsThePointAndNilOutsideTheWindow() throws {
        let f = try overlapping()
        #expect(f.hit(300, 300) == "UIWindow")
        #expect(f.hit(400, 10) == "nil")   // the window is 400 wide: x = 400 is outside
        #expect(f.hit(-1, 10) == "nil")
    }

    @Test func maxEdgeOfAViewIsOutside() throws {
        let f = try overlapping()
        #expect(f.hit(150, 75) == "Parent")   // Top spans x 50..<150
        #expect(f.hit(149.5, 75) == "Top")
    }

    @Test func subviewOutsideItsParentsBoundsIsUnreachable() throws {
        var f = Fixture()
        try f.view("Small", 0, 0, 100, 100)
        try f.view("Overhang", 50, 50, 100, 100, in: "Small")
        #expect(f.hit(75, 75) == "Overhang")
        #expect(f.hit(125, 125) == "UIWindow")
    }

    @Test func hiddenOrNonInteractiveAncestorHidesItsWholeSubtree() throws {
        var f = Fixture()
        try f.view("Outer", 0, 0, 200, 200)
        try f.view("Inner", 0, 0, 100, 100, in: "Outer")
        try f.set("Outer") { $0.isHidden = true }
        #expect(f.hit(50, 50) == "UIWindow")
        try f.set("Outer") { $0.isHidden = false; $0.isUserInteractionEnabled = false }
        #expect(f.hit(50, 50) == "UIWindow")
        try f.set("Outer") { $0.isUserInteractionEnabled = true }
        #expect(f.hit(50, 50) == "Inner")
    }

    @Test func guardRunsBeforePointInside() throws {
        var f = Fixture()
        try f.view("Quiet", 0, 0, 100, 100)
        try f.override("Quiet", .pointInside, """
            print("pointInside asked")
            return super.point(inside: point, with: event)
            """)
        #expect(f.tap(50, 50).printedLines == ["pointInside asked"])
        try f.set("Quiet") { $0.isHidden = true }
        #expect(f.tap(50, 50).printedLines == [])
    }

    @Test(arguments: [(0.0, false), (0.009, false), (0.01, false), (0.0101, true), (0.02, true), (1.0, true)])
    func alphaBelowOneHundredthIsNotHitAndFloatStorageMakesPointZeroOneMiss(alpha: Double, hittable: Bool) throws {
        var f = Fixture()
        try f.view("Faint", 0, 0, 100, 100)
        try f.set("Faint") { $0.alpha = alpha }
        #expect(f.hit(50, 50) == (hittable ? "Faint" : "UIWindow"))
    }

    @Test func disabledButtonLetsTheTouchThroughToTheSiblingBehind() throws {
        var f = Fixture()
        try f.view("Behind", 0, 0, 200, 200)
        try f.view("OK", 0, 0, 100, 100, kind: .button)
        #expect(f.hit(50, 50) == "OK")
        try f.set("OK") { $0.isEnabled = false }
        #expect(f.hit(50, 50) == "Behind")
    }

    @Test func labelsAndImageViewsStartNonInteractive() throws {
        var f = Fixture()
        try f.view("Caption", 0, 0, 100, 100, kind: .label)
        try f.view("ButtonInLabel", 10, 10, 50, 50, in: "Caption", kind: .button)
        try f.view("Picture", 200, 0, 100, 100, kind: .imageView)
        #expect(f.hit(20, 20) == "UIWindow")
        #expect(f.hit(250, 50) == "UIWindow")
        try f.set("Caption") { $0.isUserInteractionEnabled = true }
        #expect(f.hit(20, 20) == "ButtonInLabel")
    }

    @Test func clipsToBoundsPlaysNoPartAndBoundsOriginShiftsChildren() throws {
        var f = Fixture()
        try f.view("Scroller", 0, 0, 100, 100)
        try f.view("Row", 0, 100, 100, 50, in: "Scroller")
        #expect(f.hit(50, 20) == "Scroller")
        try f.set("Scroller") { $0.bounds.origin = Point(x: 0, y: 100) }  // scrolled down by 100
        #expect(f.hit(50, 20) == "Row")
    }

    @Test func hitTestCanRunSeveralPassesForOneTouch() throws {
        var f = try overlapping()
        try f.logAll(["Parent"])
        f.options.hitTestPasses = 3
        let result = f.tap(180, 20)
        #expect(result.printedLines == ["hitTest----Parent", "hitTest----Parent", "hitTest----Parent", "touchBegan---Parent"])
    }
}
