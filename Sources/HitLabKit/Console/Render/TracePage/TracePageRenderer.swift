import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import Foundation

/// A recorded touch (or several) as one self-contained web page: the scene drawn by `draw`'s
/// SVG renderer, the source at the cursor with its line and locals, the call stack, the call
/// tree and the printed output, with the motions as buttons, a slider and keys. Everything is
/// inline (style, data, script), so the file opens from disk with no network.
public struct TracePageRenderer {
    /// One touch of the page: its data and its scene, as the touch found it and after each
    /// view property a body set (`model.sceneRecords`).
    struct Touch {
        let model: TracePageModel
        let drawings: [SceneDrawing]
        /// The paragraphs shown beside the touch (a transcript's prose before it), as written.
        var notes: [String] = []
        /// What was typed after the touch and what it printed (`why`, `p`, `bt`), each
        /// `(hitlab) COMMAND` and its output, shown after the notes.
        var said: [String] = []
    }

    /// One touch as a caller hands it over: the delivery and the classes it ran with, its
    /// title, where the page opens (nil: the first stop) and the prose shown beside it.
    public struct PageTouch {
        public let title: String
        public let delivery: DeliveryResult
        public let classes: ClassTable
        public var startRecord: Int?
        public var notes: [String]
        /// The commands typed after the touch that print (`why`, `p`, `bt`), with their output.
        public var said: [String]

        public init(title: String, delivery: DeliveryResult, classes: ClassTable, startRecord: Int? = nil, notes: [String] = [], said: [String] = []) {
            self.title = title
            self.delivery = delivery
            self.classes = classes
            self.startRecord = startRecord
            self.notes = notes
            self.said = said
        }
    }

    let heading: String
    let touches: [Touch]
    /// The touch the page shows first when its address names none.
    var opening = 0

    init(heading: String, touches: [Touch], opening: Int = 0) {
        self.heading = heading
        self.touches = touches
        self.opening = opening
    }

    /// The page for one delivery: `title` names the touch (the command that made it); the
    /// page opens at `startRecord` when given (where the REPL's debugger stands).
    public static func page(for delivery: DeliveryResult, classes: ClassTable, title: String, startRecord: Int? = nil) -> String {
        TracePageRenderer(heading: "HitLab: the last touch", touches: [touch(delivery, classes: classes, title: title, startRecord: startRecord)]).render()
    }

    /// One page holding several deliveries, chosen with a selector (a transcript's touches).
    public static func page(for deliveries: [(title: String, delivery: DeliveryResult)], classes: [ClassTable], heading: String) -> String {
        page(for: zip(deliveries, classes).map { PageTouch(title: $0.title, delivery: $0.delivery, classes: $1) }, heading: heading)
    }

    /// One page holding several touches, each opening at its own start and with its notes;
    /// the page shows touch `opening` (from 0) first.
    public static func page(for touches: [PageTouch], heading: String, opening: Int = 0) -> String {
        TracePageRenderer(heading: heading, touches: touches.map { t in
            var touch = touch(t.delivery, classes: t.classes, title: t.title, startRecord: t.startRecord)
            touch.notes = t.notes
            touch.said = t.said
            return touch
        }, opening: opening).render()
    }

    static func touch(_ delivery: DeliveryResult, classes: ClassTable, title: String, startRecord: Int?) -> Touch {
        let trace = delivery.trace
        var builder = TracePageBuilder(trace: trace, classes: classes, title: title, hit: boundView(of: delivery))
        builder.startRecord = startRecord
        // The first event's touches: the first is the touch, the others fingers beside it.
        let started = trace.events.first?.touches ?? []
        let model = builder.build()
        // The fingers are drawn by the page where they are at each place; the red dot marks
        // where the touch began.
        let drawings = model.sceneRecords.map { record in
            var drawing = SceneDrawing(scene: record < 0 ? trace.scene : trace.scene(at: record), touch: started.first?.location, hit: nil)
            drawing.marksViews = true
            return drawing
        }
        return Touch(model: model, drawings: drawings)
    }

    /// The view outlined as the hit view: the one a touch that began was bound to, or, for a
    /// finger already down (a move, a lift), the view its touch was bound to when it began.
    static func boundView(of delivery: DeliveryResult) -> ViewID? {
        guard delivery.hits.isEmpty else { return delivery.hitView }
        let touches = delivery.trace.events.first?.touches ?? []
        return (touches.first { $0.phase != .stationary } ?? touches.first)?.view
    }

    /// The line in a page's head that marks it as HitLab's, so a page is replaced without
    /// `--force` and nothing else.
    public static let mark = "<meta name=\"generator\" content=\"HitLab\">"

    func render() -> String {
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="HitLab">
        <title>\(HTMLText.escaped(heading))</title>
        <style>
        \(TracePageStyle.css)
        </style>
        </head>
        <body>
        <header>
        <h1>\(HTMLText.escaped(heading))</h1>
        <p id="title"></p>

        """
        if touches.count > 1 {
            out += "<label id=\"touch-select-label\">Touch <select id=\"touch-select\" data-opening=\"\(opening)\">"
            for (k, touch) in touches.enumerated() {
                out += "<option value=\"\(k)\">\(k + 1). \(HTMLText.escaped(touch.model.title))</option>"
            }
            out += "</select></label>\n"
        }
        out += """
        <p id="notice" role="status"></p>
        </header>
        <nav id="controls" aria-label="Move through the recorded touch">
        <button type="button" data-motion="reverse-finish" title="reverse-finish (F)">⇤ reverse-finish <kbd>F</kbd></button>
        <button type="button" data-motion="reverse-next" title="reverse-next (N, ↑)">↶ reverse-next <kbd>N</kbd></button>
        <button type="button" data-motion="reverse-step" title="reverse-step (S, ←)">◀ reverse-step <kbd>S</kbd></button>
        <button type="button" data-motion="step" title="step (s, →)">step ▶ <kbd>s</kbd></button>
        <button type="button" data-motion="next" title="next (n, ↓)">next ↷ <kbd>n</kbd></button>
        <button type="button" data-motion="finish" title="finish (f)">finish ⇥ <kbd>f</kbd></button>
        <input type="range" id="slider" min="0" max="0" value="0" aria-label="Place in the recording">
        <span id="position" aria-live="off"></span>
        <a id="step-link">link to this step</a>
        </nav>
        <main>

        """
        for (k, touch) in touches.enumerated() where !touch.notes.isEmpty || !touch.said.isEmpty {
            out += "<section class=\"wide notes\" data-touch=\"\(k)\" aria-label=\"Notes on this touch\"\(k == 0 ? "" : " hidden")>\n"
                + touch.notes.map { "<p>\(HTMLText.escaped($0))</p>\n" }.joined()
                + touch.said.map { "<pre class=\"said\">\(HTMLText.escaped($0))</pre>\n" }.joined() + "</section>\n"
        }
        out += """
        <section aria-labelledby="scene-heading">
        <h2 id="scene-heading">The window</h2>

        """
        for (k, touch) in touches.enumerated() {
            out += "<div class=\"scene\" id=\"scene-\(k)\"\(k == 0 ? "" : " hidden")>\n"
            for (n, drawing) in touch.drawings.enumerated() {
                out += "<div class=\"picture\" data-picture=\"\(n)\"\(n == 0 ? "" : " hidden")>\n" + accessibleSVG(touch.model, drawing, n) + "</div>\n"
            }
            out += "</div>\n"
        }
        out += """
        <p id="step-description" aria-live="polite"></p>
        <p id="asked"></p>
        <p class="legend">Thick outline: the view being asked (blue; orange while its point(inside:) runs, green when it said yes, dashed vermillion when it said no); thin dotted blue: the views whose hitTest is open (the hit path); ✓ and ✗: what each view's point(inside:) said so far; black outline at the end: the hit view; red dot: where the touch began; blue discs: the fingers on the glass at this step.</p>
        </section>
        <section aria-labelledby="method-name">
        <h2 id="method-name"></h2>
        <ol id="source" aria-label="Source of the method at the cursor"></ol>
        <h2 style="margin-top:8px">Locals</h2>
        <ul id="locals"></ul>
        <h2 style="margin-top:8px">On the glass</h2>
        <ul id="runtime" aria-label="Touches and gesture recognizers at this step"></ul>
        <h2 style="margin-top:8px">Call stack</h2>
        <ol id="stack"></ol>
        </section>
        <section class="wide" aria-labelledby="tree-heading">
        <h2 id="tree-heading">Call tree</h2>
        <div id="tree"></div>
        </section>
        <section class="wide" aria-labelledby="output-heading">
        <h2 id="output-heading">Printed output <span id="output-count" class="legend"></span></h2>
        <pre id="output"></pre>
        </section>
        </main>

        """
        for (k, touch) in touches.enumerated() {
            out += "<script type=\"application/json\" class=\"touch-data\" id=\"touch-data-\(k)\">" + touch.model.json + "</script>\n"
        }
        out += "<script>\n" + TracePagePlayer.script + "\n</script>\n</body>\n</html>\n"
        return out
    }

    /// The scene's SVG with a title and a description in words, for screen readers and
    /// for anyone the picture does not reach.
    private func accessibleSVG(_ model: TracePageModel, _ drawing: SceneDrawing, _ picture: Int) -> String {
        var svg = drawing.svg()
        let views = model.views.dropFirst().map { "\($0.name) at (\(formatNumber($0.x)), \(formatNumber($0.y)), \(formatNumber($0.width)), \(formatNumber($0.height)))" }
        var words = "The window, \(views.isEmpty ? "with no views" : "with " + views.joined(separator: "; "))."
        if picture > 0 { words += " As it was after record \(model.sceneRecords[picture] + 1), where a body set a view property." }
        if let touch = drawing.touch { words += " The touch is at \(touch)." }
        if model.hit >= 0 { words += " The hit view is \(model.views[model.hit].name)." }
        if let end = svg.range(of: ">") {
            svg = svg[..<end.lowerBound] + " role=\"img\" aria-label=\"\(HTMLText.escaped(words))\">"
                + "\n  <title>The window as the touch found it</title>\n  <desc>\(HTMLText.escaped(words))</desc>" + svg[end.upperBound...]
        }
        return svg
    }
}
