import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// One recorded touch as the trace page's player reads it: every place the debugger can stop,
/// with where each motion (`step`, `next`, `finish` and their reverse forms) goes from there,
/// the frames, locals and source the debugger shows there, the view being asked, and the
/// printed lines. Every value comes from a `Debugger` over the trace, so the page and the
/// REPL's `bt`, `locals` and motions agree; the page's script only looks things up.
///
/// Stored by column, numbers relative where they repeat (records as deltas, motions as offsets
/// from their place), strings once in a table: a 10,000-record trace fits in well under 2 MB.
struct TracePageModel {
    /// What the page calls this touch (the command that made it).
    let title: String
    /// Set when the recording was cut at `recordCap`: says so, with the numbers.
    let notice: String?
    let records: Int
    let strings: [String]
    /// The sets of locals the places show, each once: a set is its `name = value` lines (as
    /// string numbers), so a local that keeps its value over many places is stored once.
    let localSets: [[Int]]
    /// Each method body once: `name` (a string number) and its source lines.
    let methods: [Method]
    let calls: Calls
    let places: Places
    /// Printed lines: the record of each (delta-encoded) and its text.
    let outputRecord: [Int]
    let outputText: [Int]
    let views: [ViewBox]
    /// The hit view of the touch, an index into `views`, -1 for none.
    let hit: Int
    /// The place the page opens at (where the REPL's debugger stands, else the first stop).
    let start: Int
    /// The pictures of the scene: the first as the touch found it, then one after each view
    /// property a body set (the record that set it), at most `TracePageBuilder.sceneLimit`;
    /// a view's place is not among them: `geometry` moves it within the picture.
    let sceneRecords: [Int]
    /// Where the views bodies moved were at each place (`places.geometry`).
    let geometry: TracePageGeometry
    /// The fingers on the glass, each set once: finger, x, y in the window, again and again.
    let fingerSets: [[Double]]

    struct Method {
        let name: Int
        let lines: [String]
    }

    /// Per call: its `bt` header, body, caller, the caller's line while it runs, depth, the
    /// view that received it (-1 for none), 1 for a hitTest and 2 for point(inside:), what it
    /// returned (a string number; -1 when it did not return or returned nothing).
    struct Calls {
        var header: [Int] = [], method: [Int] = [], parent: [Int] = [], callerLine: [Int] = []
        var depth: [Int] = [], view: [Int] = [], kind: [Int] = [], returned: [Int] = []
        /// The call's record (delta-encoded) and its return's record (-1: not within the page).
        var entry: [Int] = [], exit: [Int] = []

        /// Every column under the name the page's script reads it by.
        static var columns: [(String, KeyPath<Calls, [Int]>)] { [
            ("header", \.header), ("method", \.method), ("parent", \.parent), ("callerLine", \.callerLine), ("depth", \.depth),
            ("view", \.view), ("kind", \.kind), ("returned", \.returned), ("entry", \.entry), ("exit", \.exit),
        ] }
    }

    /// Per place (ordered by record): the record (delta-encoded), the innermost frame's call
    /// (-1 at a pipeline phase or the end) and line, its locals (a number in `localSets`, -1
    /// for none), a sentence for a place that is not a line (-1 for a line), the
    /// view being asked and what its `point(inside:)` said (0 nothing yet, 1 being asked,
    /// 2 yes, 3 no), and each motion's target as an offset from this place.
    struct Places {
        var record: [Int] = [], call: [Int] = [], line: [Int] = [], locals: [Int] = [], text: [Int] = []
        var asked: [Int] = [], verdict: [Int] = []
        /// The touches on the glass and the recognizers' states there (one string of lines).
        var runtime: [Int] = []
        /// Which picture of the scene shows there (a number in `sceneRecords`), where the
        /// moved views stand in it (a state of `geometry`, -1 when none moved) and the
        /// fingers on the glass (a number in `fingerSets`).
        var scene: [Int] = [], geometry: [Int] = [], fingers: [Int] = []
        var step: [Int] = [], next: [Int] = [], finish: [Int] = []
        var reverseStep: [Int] = [], reverseNext: [Int] = [], reverseFinish: [Int] = []

        /// Every column under the name the page's script reads it by.
        static var columns: [(String, KeyPath<Places, [Int]>)] { [
            ("record", \.record), ("call", \.call), ("line", \.line), ("locals", \.locals), ("text", \.text), ("asked", \.asked),
            ("verdict", \.verdict), ("runtime", \.runtime), ("scene", \.scene), ("geometry", \.geometry), ("fingers", \.fingers),
            ("step", \.step), ("next", \.next), ("finish", \.finish), ("reverseStep", \.reverseStep), ("reverseNext", \.reverseNext),
            ("reverseFinish", \.reverseFinish),
        ] }
    }

    /// A view's frame in the window (the bounding box when it is transformed).
    struct ViewBox {
        let name: String
        let x: Double, y: Double, width: Double, height: Double
    }
}

extension TracePageModel {
    /// The model as the page's script reads it: one JSON object whose members are named as the
    /// properties above (`notice` only when set), safe inside a `<script>` block.
    var json: String {
        var out = ScriptJSON()
        out.object { o in
            o.member("title", title)
            if let notice { o.member("notice", notice) }
            o.member("records", records)
            o.member("strings", strings)
            o.key("localSets")
            o.array(localSets) { $0.array($1) { $0.number($1) } }
            o.key("methods")
            o.array(methods) { a, m in
                a.object { o in
                    o.member("name", m.name)
                    o.member("lines", m.lines)
                }
            }
            o.key("calls")
            o.object { o in for (name, column) in Calls.columns { o.member(name, calls[keyPath: column]) } }
            o.key("places")
            o.object { o in for (name, column) in Places.columns { o.member(name, places[keyPath: column]) } }
            o.member("outputRecord", outputRecord)
            o.member("outputText", outputText)
            o.key("views")
            o.array(views) { a, v in
                a.object { o in
                    o.member("name", v.name)
                    o.key("x"); o.number(v.x)
                    o.key("y"); o.number(v.y)
                    o.key("width"); o.number(v.width)
                    o.key("height"); o.number(v.height)
                }
            }
            o.member("hit", hit)
            o.member("start", start)
            o.member("sceneRecords", sceneRecords)
            o.key("geometry")
            o.object { o in
                o.member("moved", geometry.moved)
                o.member("ids", geometry.ids)
                o.key("states")
                o.array(geometry.states) { $0.array($1) { $0.number($1) } }
                o.member("records", geometry.records)
            }
            o.key("fingerSets")
            o.array(fingerSets) { $0.array($1) { $0.number($1) } }
        }
        return out.text
    }
}
