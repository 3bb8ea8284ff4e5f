import HitLabKit

/// `hitlab-bench swiftui`: DESIGN's SwiftUI budgets on a `ScrollView` of 5,000 rows, paired in
/// the same run with the 100,000-view UIKit tap (`wide`), so the figures are read against an
/// anchor measured under the same load. Each round evaluates and lays out the body alone
/// (`SwiftUIContent.build`, the figure the layout budget is about), then taps the first row's
/// Button through a pipeline that shares the session's kind of `SwiftUIContentCache`, so the
/// tap takes the content laid out when the scene was made, as a tap at the prompt does, then
/// taps the wide scene.
enum SwiftUIBench {
    static let rows = 5_000

    /// The body the scenario hosts: what a learner would type for a long list of rows.
    static let body = """
    ScrollView {
        ForEach(0..<\(rows)) { i in
            HStack {
                Text("Row \\(i)")
                Spacer()
                Button("Buy") {
                    print("bought \\(i)")
                }
            }
        }
    }
    """

    /// A phone-sized window filled by a hosting view showing `body`, and the centre of the
    /// first row's Button as laid out (so the point follows the text metrics) by `cache`,
    /// which keeps the content for a pipeline that shares it.
    static func scrollScene(cache: SwiftUIContentCache = SwiftUIContentCache()) -> (Scene, ClassTable, Point) {
        var scene = Scene(width: 375, height: 667)
        let host = try! scene.addView(name: "Host", kind: .hostingView, frame: Rect(x: 0, y: 0, width: 375, height: 667))
        try! scene.update(host) { $0.hostedBody = body }
        let classes = ClassTable()
        let content = try! cache.content(scene: scene, classes: classes, states: [:])
        let button = content.node(named: "Button_1")!.node.outerFrame
        return (scene, classes, Point(x: button.midX, y: button.midY))
    }

    static func rows(repeats: Int) -> [String] {
        let cache = SwiftUIContentCache()
        let (scene, classes, point) = scrollScene(cache: cache)
        let swiftUI = TouchPipeline(scene: scene, classes: classes, swiftUICache: cache)
        let wide = Scenario.all.first { $0.name == "wide" }!
        let (wideScene, wideClasses, widePoint) = wide.build()
        let anchor = TouchPipeline(scene: wideScene, classes: wideClasses)
        var layouts: [Double] = [], taps: [Double] = [], wides: [Double] = [], ratios: [Double] = []
        var records = 0, wideRecords = 0, outcome = "", nodes = 0
        // One warm-up round (UIKit's and SwiftUI's sources are parsed at their first use).
        for round in 0...max(repeats, 1) {
            var cpu = Measure.cpuSeconds()
            // The layout the budget is about, made afresh each round (outside the cache on purpose).
            let content = try! SwiftUIContent.build(scene: scene, classes: classes)
            let layout = Measure.cpuSeconds() - cpu
            nodes = content.hosts[0].layout.nodes.count

            var clock = SimulatedClock()
            cpu = Measure.cpuSeconds()
            var result: DeliveryResult? = swiftUI.deliver(TouchInput.tap(at: point), clock: &clock)
            let tap = Measure.cpuSeconds() - cpu
            records = result!.trace.count
            outcome = result!.error.map { "stopped: \($0.kind.rawValue)" }
                ?? "hit \(result!.swiftUIHits.first?.view ?? "no SwiftUI view"), printed \(result!.printedLines.joined(separator: " "))"
            result = nil

            clock = SimulatedClock()
            cpu = Measure.cpuSeconds()
            result = anchor.deliver(TouchInput.tap(at: widePoint), clock: &clock)
            let wideTap = Measure.cpuSeconds() - cpu
            wideRecords = result!.trace.count
            result = nil

            guard round > 0 else { continue }
            layouts.append(layout)
            taps.append(tap)
            wides.append(wideTap)
            ratios.append(tap / wideTap)
        }
        func goal(_ x: Double, _ limit: Double) -> String { "≤ \(formatTime(limit)): \(x <= limit ? "met" : "**not met**")" }
        let layout = Measure.median(layouts), tap = Measure.median(taps)
        return [
            "| SwiftUI, \(Self.rows) rows (\(nodes) views), median of \(layouts.count) rounds | CPU | range | goal |",
            "|---|---|---|---|",
            "| evaluating, naming and laying out the body (`SwiftUIContent.build`) | \(formatTime(layout)) | \(Measure.spread(layouts)) | \(goal(layout, 0.050)) |",
            "| a tap on the first row's Button, with its trace (\(records) records; the content kept from the scene's layout) | \(formatTime(tap)) | \(Measure.spread(taps)) | \(goal(tap, 0.020)) |",
            "| anchor: the 100,000-view UIKit tap (\(wideRecords) records) | \(formatTime(Measure.median(wides))) | \(Measure.spread(wides)) | ≤ 100 ms |",
            "| SwiftUI tap / UIKit tap, round by round | \(String(format: "%.2f", Measure.median(ratios))) | \(String(format: "%.2f–%.2f", ratios.min()!, ratios.max()!)) | |",
            "| outcome | \(outcome) | | |",
            "| load average (1, 5, 15 min) | \(Measure.loadAverage()) | | |",
        ]
    }
}
