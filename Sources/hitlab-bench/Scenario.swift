import HitLabKit

/// A benchmark case: a scene, a classes table and the point to tap, or a whole gesture.
struct Scenario: Sendable {
    let name: String
    let summary: String
    /// The hardware events to deliver instead of a tap at the point.
    var gesture: [[TouchInput]]? = nil
    /// DESIGN.md's budget for recording it, in seconds of CPU, if it has one.
    var goal: Double? = nil
    let build: @Sendable () -> (Scene, ClassTable, Point)

    init(name: String, summary: String, gesture: [[TouchInput]]? = nil, goal: Double? = nil, build: @escaping @Sendable () -> (Scene, ClassTable, Point)) {
        self.name = name
        self.summary = summary
        self.gesture = gesture
        self.goal = goal
        self.build = build
    }

    /// What the scenario delivers.
    func events(at point: Point) -> [[TouchInput]] { gesture ?? TouchInput.tap(at: point) }

    /// One finger down, 1,000 moves of half a point, up.
    static let panGesture: [[TouchInput]] = {
        var events = [[TouchInput(finger: 1, phase: .began, location: Point(x: 200, y: 200))]]
        for step in 1...1_000 { events.append([TouchInput(finger: 1, phase: .moved, location: Point(x: 200 + Double(step) * 0.5, y: 200))]) }
        events.append([TouchInput(finger: 1, phase: .ended, location: Point(x: 700, y: 200))])
        return events
    }()

    /// One finger down on a table's first row, 100 moves of 2 points up, up: the table's pan
    /// begins after 10 points and scrolls it at each move after.
    static let tableScroll: [[TouchInput]] = {
        var events = [[TouchInput(finger: 1, phase: .began, location: Point(x: 10, y: 400))]]
        for step in 1...100 { events.append([TouchInput(finger: 1, phase: .moved, location: Point(x: 10, y: 400 - Double(step) * 2))]) }
        events.append([TouchInput(finger: 1, phase: .ended, location: Point(x: 10, y: 200))])
        return events
    }()

    /// Ten fingers down in one event on ten different views of a 100×100 grid, 1,000 moves of
    /// all ten, then all up.
    static let tenFingerDrag: [[TouchInput]] = {
        let starts = (0..<10).map { Point(x: 5 + Double($0) * 100, y: 5 + Double($0) * 100) }
        var events = [starts.enumerated().map { TouchInput(finger: $0.offset + 1, phase: .began, location: $0.element) }]
        for step in 1...1_000 {
            events.append(starts.enumerated().map {
                TouchInput(finger: $0.offset + 1, phase: .moved, location: Point(x: $0.element.x + Double(step) * 0.05, y: $0.element.y))
            })
        }
        events.append(starts.enumerated().map { TouchInput(finger: $0.offset + 1, phase: .ended, location: $0.element) })
        return events
    }()

    static let all: [Scenario] = [
        Scenario(name: "article", summary: "the first article's coloured views, logging overrides (lesson-sized)") {
            let (scene, classes) = SampleScenes.colouredViews()
            return (scene, classes, Point(x: 180, y: 320))
        },
        Scenario(name: "wide", summary: "one parent with 100,000 children; only the first child (asked last) is hit", goal: 0.100) {
            var scene = Scene(width: 1000, height: 1000)
            let parent = try! scene.addView(name: "Parent", kind: .view, frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
            for i in 0..<100_000 {
                let frame = Rect(x: Double(i % 100) * 10, y: Double(i / 100), width: 10, height: 1)
                try! scene.addView(name: "Child\(i)", kind: .view, frame: frame, in: parent)
            }
            return (scene, ClassTable(), Point(x: 0.5, y: 0.5))
        },
        Scenario(name: "swiftui", summary: "a ScrollView of 5,000 rows (ForEach of HStack: Text, Spacer, Button) in a hosting view; "
                 + "a tap on the first row's Button, asked last; the tap evaluates and lays out the body first", goal: 0.020) {
            SwiftUIBench.scrollScene()
        },
        Scenario(name: "table", summary: "a table of 10,000 rows (20,000 views: cells and content views); a tap on row 0, asked last") {
            var scene = Scene(width: 375, height: 667)
            try! scene.addTable(name: "List", frame: Rect(x: 0, y: 0, width: 375, height: 667), rows: 10_000, rowHeight: 44)
            return (scene, ClassTable(), Point(x: 10, y: 10))
        },
        Scenario(name: "tablescroll", summary: "the 10,000-row table dragged 200 points up in 100 moves: its pan scrolls it 95 times",
                 gesture: tableScroll) {
            var scene = Scene(width: 375, height: 667)
            try! scene.addTable(name: "List", frame: Rect(x: 0, y: 0, width: 375, height: 667), rows: 10_000, rowHeight: 44)
            return (scene, ClassTable(), Point(x: 10, y: 400))
        },
        Scenario(name: "rows", summary: "the table's comparison: 10,000 plain views in one parent, stacked as rows; a tap on the first, asked last") {
            var scene = Scene(width: 375, height: 667)
            let parent = try! scene.addView(name: "Parent", kind: .view, frame: Rect(x: 0, y: 0, width: 375, height: 667))
            for i in 0..<10_000 { try! scene.addView(name: "Row\(i)", kind: .view, frame: Rect(x: 0, y: Double(i) * 44, width: 375, height: 44), in: parent) }
            return (scene, ClassTable(), Point(x: 10, y: 10))
        },
        Scenario(name: "deep", summary: "10,000 views, each inside the previous one; the innermost is hit", goal: 0.060) {
            var scene = Scene(width: 20_000, height: 20_000)
            var parent: ViewID? = nil
            for i in 0..<10_000 {
                let side = 19_000 - Double(i)
                parent = try! scene.addView(name: "Level\(i)", kind: .view, frame: Rect(x: 1, y: 1, width: side, height: side), in: parent)
            }
            return (scene, ClassTable(), Point(x: 15_000, y: 15_000))
        },
        Scenario(name: "fingers", summary: "10 fingers in one event on a 10,000-view grid, dragged through 1,000 move events",
                 gesture: tenFingerDrag) {
            var scene = Scene(width: 1000, height: 1000)
            let grid = try! scene.addView(name: "Grid", kind: .view, frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
            for i in 0..<10_000 {
                let frame = Rect(x: Double(i % 100) * 10, y: Double(i / 100) * 10, width: 10, height: 10)
                try! scene.addView(name: "Cell\(i)", kind: .view, frame: frame, in: grid)
            }
            return (scene, ClassTable(), Point(x: 5, y: 5))
        },
        Scenario(name: "pan", summary: "a 1,000-event pan through 100 nested views with 10 pan recognizers each (1,000 on the hit path)",
                 gesture: panGesture) {
            var scene = Scene(width: 1000, height: 1000)
            var parent: ViewID? = nil
            for i in 0..<100 {
                let view = try! scene.addView(name: "Layer\(i)", kind: .view, frame: Rect(x: 1, y: 1, width: 990 - Double(i), height: 990 - Double(i)), in: parent)
                for k in 0..<10 { try! scene.addRecognizer(name: "Pan\(i)x\(k)", kind: .pan, to: view) }
                parent = view
            }
            return (scene, ClassTable(), Point(x: 200, y: 200))
        },
        Scenario(name: "drag", summary: "a 1,000-event pan whose action moves the card it is on (a body sets center and setTranslation each move)",
                 gesture: panGesture) {
            var scene = Scene(width: 1000, height: 1000)
            let card = try! scene.addView(name: "Card", kind: .view, frame: Rect(x: 150, y: 150, width: 100, height: 100))
            let drag = try! scene.addRecognizer(name: "Drag", kind: .pan, to: card)
            scene.updateRecognizer(drag) { $0.action = "moveCard" }
            var classes = ClassTable()
            classes.setOverride(try! MethodBody(className: "Card", method: .action("moveCard"), source: """
            let t = sender.translation(in: superview)
            center = CGPoint(x: center.x + t.x, y: center.y + t.y)
            sender.setTranslation(.zero, in: superview)
            """))
            return (scene, classes, Point(x: 200, y: 200))
        },
        Scenario(name: "runaway", summary: "an override that recurses forever, stopped by the depth budget (25,000)") {
            var scene = Scene(width: 400, height: 400)
            try! scene.addView(name: "Loopy", kind: .view, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            var classes = ClassTable()
            classes.setOverride(try! MethodBody(className: "Loopy", method: .hitTest, source: "return hitTest(point, with: event)"))
            return (scene, classes, Point(x: 5, y: 5))
        },
        Scenario(name: "loop", summary: "an override that loops forever, stopped by the step budget (2,000,000 steps)") {
            var scene = Scene(width: 400, height: 400)
            try! scene.addView(name: "Spin", kind: .view, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            var classes = ClassTable()
            classes.setOverride(try! MethodBody(className: "Spin", method: .touchesBegan, source: "var n = 0\nwhile true {\n    n += 1\n}"))
            return (scene, classes, Point(x: 5, y: 5))
        },
    ]
}
