import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

@Suite struct GeometryTests {
    @Test func containsCountsMinEdgesInAndMaxEdgesOut() {
        let r = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(r.contains(Point(x: 99.999, y: 99.999)))
        #expect(!r.contains(Point(x: 100, y: 50)))
        #expect(!r.contains(Point(x: 50, y: 100)))
        #expect(!r.contains(Point(x: 100, y: 100)))
        #expect(!r.contains(Point(x: -0.001, y: 50)))
    }

    @Test func emptyRectContainsNothing() {
        #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(x: 0, y: 0)))
        #expect(!Rect(x: 5, y: 5, width: 10, height: 0).contains(Point(x: 5, y: 5)))
    }

    @Test func insetByGrowsWithNegativeInsets() {
        let r = Rect(x: 10, y: 10, width: 20, height: 20).insetBy(dx: -12, dy: -12)
        #expect(r == Rect(x: -2, y: -2, width: 44, height: 44))
        #expect(r.contains(Point(x: -2, y: 41.5)))
        #expect(!r.contains(Point(x: 42, y: 0)))
    }

    @Test func conversionGoesThroughFramesAndBoundsOrigin() throws {
        var f = Fixture()
        try f.view("Outer", 50, 100, 200, 200)
        try f.view("Inner", 10, 20, 50, 50, in: "Outer")
        let outer = try f.scene.viewID(named: "Outer"), inner = try f.scene.viewID(named: "Inner")
        #expect(f.scene.convert(Point(x: 65, y: 125), from: nil, to: inner) == Point(x: 5, y: 5))
        #expect(f.scene.convert(Point(x: 5, y: 5), from: inner, to: nil) == Point(x: 65, y: 125))
        // A scroll-view-like bounds origin shifts where the subviews are.
        try f.set("Outer") { $0.bounds.origin = Point(x: 0, y: 50) }
        #expect(f.scene.convert(Point(x: 65, y: 125), from: nil, to: inner) == Point(x: 5, y: 55))
        #expect(f.scene.convert(Point(x: 0, y: 0), from: nil, to: outer) == Point(x: -50, y: -50))
    }

    @Test func conversionBetweenCousinsGoesThroughTheCommonAncestor() throws {
        var f = Fixture()
        try f.view("A", 100, 100, 100, 100)
        try f.view("A1", 10, 10, 20, 20, in: "A")
        try f.view("B", 300, 0, 50, 50)
        let a1 = try f.scene.viewID(named: "A1"), b = try f.scene.viewID(named: "B")
        #expect(f.scene.convert(Point(x: 0, y: 0), from: a1, to: b) == Point(x: -190, y: 110))
        #expect(f.scene.convert(Point(x: -190, y: 110), from: b, to: a1) == Point(x: 0, y: 0))
    }

    @Test func rotationConvertsAboutTheCentre() throws {
        var f = Fixture()
        try f.view("Turned", 100, 100, 100, 50)
        // 90° clockwise about the centre (150, 125).
        try f.set("Turned") { $0.transform = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0) }
        let id = try f.scene.viewID(named: "Turned")
        #expect(f.scene[id].frame == Rect(x: 125, y: 75, width: 50, height: 100))
        // The local top-left corner (0, 0) is 50 left and 25 up of the centre; turned it lands at (175, 75).
        #expect(f.scene.convert(Point(x: 0, y: 0), from: id, to: nil) == Point(x: 175, y: 75))
        #expect(f.scene.convert(Point(x: 175, y: 75), from: nil, to: id) == Point(x: 0, y: 0))
    }

    @Test func numbersPrintWithoutNeedlessFractions() {
        #expect(formatNumber(120) == "120")
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(12.5) == "12.5")
        #expect(Rect(x: 0, y: 0, width: 240, height: 160).description == "(0, 0, 240, 160)")
    }

    /// CGRectIntersection: the common part; rectangles that only touch, or miss, have none.
    @Test func intersectionIsTheCommonPartOrNone() {
        let a = Rect(x: 0, y: 100, width: 375, height: 300)
        #expect(a.intersection(Rect(x: 150, y: 380, width: 100, height: 44)) == Rect(x: 150, y: 380, width: 100, height: 20))
        #expect(a.intersection(Rect(x: 20, y: 400, width: 100, height: 44)) == nil)
        #expect(a.intersection(Rect(x: -10, y: 90, width: 500, height: 500)) == a)
    }

    /// An alpha reads back through a 32-bit Float: `0.01` falls below 0.01 (0.0099999998), so
    /// `why` shows both; `0.001` is shown as typed, not as 0.0010000000474974513.
    @Test func anAlphaIsShownAsTypedAndAsItReadsBack() {
        #expect(formatAlpha(0.01) == ("0.01", "0.0099999998"))
        #expect(formatAlpha(0.001) == ("0.001", nil))
        #expect(formatAlpha(Double(Float(0.001))) == ("0.001", nil))
        #expect(formatAlpha(0.5) == ("0.5", nil))
        #expect(formatAlpha(0) == ("0.0", nil))
    }
}
