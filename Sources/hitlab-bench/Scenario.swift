import HitLabKit

/// A benchmark case: a scene, a classes table and the point to tap.
struct Scenario: Sendable {
    let name: String
    let summary: String
    let build: @Sendable () -> (Scene, ClassTable, Point)

    static let all: [Scenario] = [
        Scenario(name: "article", summary: "the first article's coloured views, logging overrides (lesson-sized)") {
            let (scene, classes) = SampleScenes.colouredViews()
            return (scene, classes, Point(x: 180, y: 320))
        },
        Scenario(name: "wide", summary: "one parent with 100,000 children; only the first child (asked last) is hit") {
            var scene = Scene(width: 1000, height: 1000)
            let parent = try! scene.addView(name: "Parent", kind: .view, frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
            for i in 0..<100_000 {
                let frame = Rect(x: Double(i % 100) * 10, y: Double(i / 100), width: 10, height: 1)
                try! scene.addView(name: "Child\(i)", kind: .view, frame: frame, in: parent)
            }
            return (scene, ClassTable(), Point(x: 0.5, y: 0.5))
        },
        Scenario(name: "deep", summary: "10,000 views, each inside the previous one; the innermost is hit") {
            var scene = Scene(width: 20_000, height: 20_000)
            var parent: ViewID? = nil
            for i in 0..<10_000 {
                let side = 19_000 - Double(i)
                parent = try! scene.addView(name: "Level\(i)", kind: .view, frame: Rect(x: 1, y: 1, width: side, height: side), in: parent)
            }
            return (scene, ClassTable(), Point(x: 15_000, y: 15_000))
        },
        Scenario(name: "runaway", summary: "an override that recurses forever, stopped by the depth budget (25,000)") {
            var scene = Scene(width: 400, height: 400)
            try! scene.addView(name: "Loopy", kind: .view, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            var classes = ClassTable()
            classes.setOverride(try! MethodBody(className: "Loopy", method: .hitTest, source: "return hitTest(point, with: event)"))
            return (scene, classes, Point(x: 5, y: 5))
        },
        Scenario(name: "loop", summary: "an override that loops forever, stopped by the step budget (1,000,000 steps)") {
            var scene = Scene(width: 400, height: 400)
            try! scene.addView(name: "Spin", kind: .view, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            var classes = ClassTable()
            classes.setOverride(try! MethodBody(className: "Spin", method: .touchesBegan, source: "var n = 0\nwhile true {\n    n += 1\n}"))
            return (scene, classes, Point(x: 5, y: 5))
        },
    ]
}
