import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The first article's coloured views (seeds/000, sections 3 and 5): each tap's printed lines
/// equal the article's log line for line, timestamps aside.
@Suite struct FirstArticleTests {
    static let taps: [(name: String, x: Double, y: Double, log: [String])] = [
        ("white over yellow", 180, 320, ["hitTest----BlackView", "hitTest----YellowView", "hitTest----WhiteView",
                                         "touchBegan---WhiteView", "touchBegan---YellowView", "touchBegan---BlackView"]),
        ("white outside yellow", 180, 240, ["hitTest----BlackView", "hitTest----YellowView", "hitTest----GreenView",
                                            "touchBegan---GreenView", "touchBegan---BlackView"]),
        ("yellow", 220, 430, ["hitTest----BlackView", "hitTest----YellowView", "hitTest----WhiteView",
                              "touchBegan---YellowView", "touchBegan---BlackView"]),
        ("green", 80, 180, ["hitTest----BlackView", "hitTest----YellowView", "hitTest----GreenView",
                            "touchBegan---GreenView", "touchBegan---BlackView"]),
        ("red", 300, 120, ["hitTest----BlackView", "hitTest----YellowView", "hitTest----GreenView", "hitTest----RedView",
                           "touchBegan---RedView", "touchBegan---BlackView"]),
        ("grey", 320, 550, ["hitTest----BlackView", "hitTest----YellowView", "hitTest----GreenView", "hitTest----RedView",
                            "touchBegan---BlackView"]),
    ]

    func tap(_ n: Int, pointInside overrides: [String: String] = [:]) throws -> [String] {
        var classes = SampleScenes.colouredViews().classes
        let scene = SampleScenes.colouredViews().scene
        for (name, source) in overrides {
            classes.setOverride(try MethodBody(className: name, method: .pointInside, source: source))
        }
        var clock = SimulatedClock()
        let result = TouchPipeline(scene: scene, classes: classes).tap(at: Point(x: Self.taps[n].x, y: Self.taps[n].y), clock: &clock)
        #expect(result.error == nil)
        return result.printedLines
    }

    @Test(arguments: 0..<6)
    func sixTapsMatchTheArticleLog(n: Int) throws {
        #expect(try tap(n) == Self.taps[n].log, "tap \(n + 1): \(Self.taps[n].name)")
    }

    @Test func greenAlwaysInsideTakesTheRedAndGreyTaps() throws {
        let always = ["GreenView": "return true"]
        let expected = ["hitTest----BlackView", "hitTest----YellowView", "hitTest----GreenView",
                        "touchBegan---GreenView", "touchBegan---BlackView"]
        #expect(try tap(4, pointInside: always) == expected)
        #expect(try tap(5, pointInside: always) == expected)
        for n in [0, 1, 2, 3] { #expect(try tap(n, pointInside: always) == Self.taps[n].log) }
    }

    @Test func greenNeverInsideHandsGreensTapsToRed() throws {
        let never = ["GreenView": "return false"]
        let toRed = ["hitTest----BlackView", "hitTest----YellowView", "hitTest----GreenView", "hitTest----RedView",
                     "touchBegan---RedView", "touchBegan---BlackView"]
        #expect(try tap(1, pointInside: never) == toRed)
        #expect(try tap(3, pointInside: never) == toRed)
        for n in [0, 2, 4, 5] { #expect(try tap(n, pointInside: never) == Self.taps[n].log) }
    }

    @Test func yellowAlwaysInsideTakesEveryTapOutsideWhite() throws {
        let always = ["YellowView": "return true"]
        #expect(try tap(1, pointInside: always) == Self.taps[0].log)   // the article's changed tap 2
        let toYellow = ["hitTest----BlackView", "hitTest----YellowView", "hitTest----WhiteView",
                        "touchBegan---YellowView", "touchBegan---BlackView"]
        for n in [3, 4, 5] { #expect(try tap(n, pointInside: always) == toYellow) }
        for n in [0, 2] { #expect(try tap(n, pointInside: always) == Self.taps[n].log) }
    }

    @Test func yellowNeverInsideHandsYellowAndWhiteToWhatIsBehind() throws {
        let never = ["YellowView": "return false"]
        #expect(try tap(0, pointInside: never).last == "touchBegan---BlackView")
        #expect(try tap(2, pointInside: never).last == "touchBegan---BlackView")
        for n in [1, 3, 4, 5] { #expect(try tap(n, pointInside: never) == Self.taps[n].log) }
    }

    @Test func blackNeverInsideLeavesEveryColouredAreaDead() throws {
        for n in 0..<6 {
            #expect(try tap(n, pointInside: ["BlackView": "return false"]) == ["hitTest----BlackView"])
        }
    }

    @Test func whiteInsideYellowPenetratesThroughHitTestOverrides() throws {
        // Section 5's second design: White hands the part over Yellow to Yellow, Green hands
        // the part of White over Green to White.
        var (scene, classes) = SampleScenes.colouredViews()
        // Yellow's pointInside must see (180, 320) but not (180, 240): keep the scene as built.
        classes.setOverride(try MethodBody(className: "WhiteView", method: .hitTest, source: """
            print("hitTest----\\(type(of: self))")
            let yellowPoint = convert(point, to: YellowView)
            if YellowView.point(inside: yellowPoint, with: event) {
                return YellowView
            }
            return super.hitTest(point, with: event)
            """))
        classes.setOverride(try MethodBody(className: "GreenView", method: .hitTest, source: """
            print("hitTest----\\(type(of: self))")
            let whitePoint = convert(point, to: WhiteView)
            if WhiteView.point(inside: whitePoint, with: event) {
                return WhiteView
            }
            return super.hitTest(point, with: event)
            """))
        var clock = SimulatedClock()
        let pipeline = TouchPipeline(scene: scene, classes: classes)
        let overYellow = pipeline.tap(at: Point(x: 180, y: 320), clock: &clock)
        #expect(overYellow.hitView == (try scene.viewID(named: "YellowView")))
        let outside = pipeline.tap(at: Point(x: 180, y: 240), clock: &clock)
        #expect(outside.hitView == (try scene.viewID(named: "WhiteView")))
        #expect(outside.printedLines == ["hitTest----BlackView", "hitTest----YellowView", "hitTest----GreenView",
                                         "touchBegan---WhiteView", "touchBegan---YellowView", "touchBegan---BlackView"])
        scene = Scene(width: 1, height: 1)
        #expect(pipeline.scene.viewNames.count == 5, "the pipeline keeps its own copy of the scene")
    }
}
