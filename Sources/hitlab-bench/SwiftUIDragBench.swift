import HitLabKit

/// `hitlab-bench swiftui-drag`: DESIGN's SwiftUI drag budget. A `DragGesture` on a card over
/// 1,000 rows sets a `@State` offset at every one of 1,000 moves, so the body is evaluated and
/// laid out again at each; paired round by round with the UIKit 1,000-move pan (`drag`), so
/// the figure is read against an anchor measured under the same load.
enum SwiftUIDragBench {
    static let rows = 1_000

    /// What a learner would type: a list of rows and a card dragged over it.
    static let body = """
    @State var offset = CGSize.zero
    ZStack {
        VStack(spacing: 0) {
            ForEach(0..<\(rows)) { i in
                Text("Row \\(i)")
            }
        }
        Color.blue.frame(width: 100, height: 100)
            .offset(offset)
            .gesture(DragGesture(minimumDistance: 0).onChanged { value in
                offset = value.translation
            })
            .accessibilityIdentifier("Card")
    }
    """

    /// A 1,000 × 1,000 window filled by a host showing `body`, and the 1,000-move drag from
    /// the card's centre as laid out by `cache` (half a point a move, as the UIKit pan).
    static func scene(cache: SwiftUIContentCache) -> (Scene, ClassTable, [[TouchInput]]) {
        var scene = Scene(width: 1000, height: 1000)
        let host = try! scene.addView(name: "Host", kind: .hostingView, frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        try! scene.update(host) { $0.hostedBody = body }
        let classes = ClassTable()
        let card = try! cache.content(scene: scene, classes: classes, states: [:]).node(named: "Card")!.node.frame
        let start = Point(x: card.midX, y: card.midY)
        var events = [[TouchInput(finger: 1, phase: .began, location: start)]]
        for step in 1...1_000 { events.append([TouchInput(finger: 1, phase: .moved, location: Point(x: start.x + Double(step) * 0.5, y: start.y))]) }
        events.append([TouchInput(finger: 1, phase: .ended, location: Point(x: start.x + 500, y: start.y))])
        return (scene, classes, events)
    }

    static func rows(repeats: Int) -> [String] {
        let cache = SwiftUIContentCache()
        let (scene, classes, drag) = scene(cache: cache)
        let swiftUI = TouchPipeline(scene: scene, classes: classes, swiftUICache: cache)
        let pan = Scenario.all.first { $0.name == "drag" }!
        let (panScene, panClasses, panPoint) = pan.build()
        let anchor = TouchPipeline(scene: panScene, classes: panClasses)
        var drags: [Double] = [], walls: [Double] = [], pans: [Double] = [], ratios: [Double] = []
        var records = 0, panRecords = 0, evaluations = 0, outcome = ""
        let clock = ContinuousClock()
        // One warm-up round (UIKit's and SwiftUI's sources are parsed at their first use).
        for round in 0...max(repeats, 1) {
            var simulated = SimulatedClock()
            var runtime = RuntimeState()
            var cpu = Measure.cpuSeconds()
            let start = clock.now
            var result: DeliveryResult? = swiftUI.deliver(drag, runtime: &runtime, clock: &simulated)
            let dragCPU = Measure.cpuSeconds() - cpu
            let wall = seconds(clock.now - start)
            records = result!.trace.count
            let calls = result!.trace.calls
            evaluations = (0..<calls.count).lazy.filter { calls[$0].method == .swiftUIBody && calls[$0].argumentCount == 0 }.count
            let host = scene.hostingViews[0]
            outcome = result!.error.map { "stopped: \($0.kind.rawValue): \($0.message)" }
                ?? "offset \(runtime.swiftUIState(host: host)["offset"].map { "\($0)" } ?? "not set")"
            result = nil

            simulated = SimulatedClock()
            cpu = Measure.cpuSeconds()
            result = anchor.deliver(pan.events(at: panPoint), clock: &simulated)
            let panCPU = Measure.cpuSeconds() - cpu
            panRecords = result!.trace.count
            result = nil

            guard round > 0 else { continue }
            drags.append(dragCPU)
            walls.append(wall)
            pans.append(panCPU)
            ratios.append(dragCPU / panCPU)
        }
        let cpu = Measure.median(drags)
        return [
            "| SwiftUI drag, \(Self.rows) rows, median of \(drags.count) rounds | CPU | range | goal |",
            "|---|---|---|---|",
            "| a 1,000-move `DragGesture` setting a `@State` offset (\(evaluations) evaluations of the body, \(records) records) | \(formatTime(cpu)) | \(Measure.spread(drags)) | ≤ 200 ms: \(cpu <= 0.200 ? "met" : "**not met**") |",
            "| its wall time | \(formatTime(Measure.median(walls))) | \(Measure.spread(walls)) | |",
            "| anchor: the UIKit 1,000-move pan that moves its card (`drag`, \(panRecords) records) | \(formatTime(Measure.median(pans))) | \(Measure.spread(pans)) | ≤ 50 ms |",
            "| SwiftUI drag / UIKit pan, round by round | \(String(format: "%.2f", Measure.median(ratios))) | \(String(format: "%.2f–%.2f", ratios.min()!, ratios.max()!)) | |",
            "| outcome | \(outcome) | | |",
            "| load average (1, 5, 15 min) | \(Measure.loadAverage()) | | |",
        ]
    }
}
