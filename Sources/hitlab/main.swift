import HitLabKit
let (scene, classes) = SampleScenes.colouredViews()
var clock = SimulatedClock()
for (x, y) in [(180.0, 320.0), (180, 240), (220, 430), (80, 180), (300, 120), (320, 550)] {
    let r = TouchPipeline(scene: scene, classes: classes).tap(at: Point(x: x, y: y), clock: &clock)
    print("tap \(x) \(y)")
    r.printedLines.forEach { print("  " + $0) }
    if let e = r.error { print(e.report) }
    print("  hit:", r.hitView.map { scene[$0].name } ?? "nil", "records:", r.trace.count)
}
