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
package struct TracePageModel: Encodable {
    /// What the page calls this touch (the command that made it).
    package let title: String
    /// Set when the recording was cut at `recordCap`: says so, with the numbers.
    package let notice: String?
    package let records: Int
    package let strings: [String]
    /// The sets of locals the places show, each once: a set is its `name = value` lines (as
    /// string numbers), so a local that keeps its value over many places is stored once.
    package let localSets: [[Int]]
    /// Each method body once: `name` (a string number) and its source lines.
    package let methods: [Method]
    package let calls: Calls
    package let places: Places
    /// Printed lines: the record of each (delta-encoded) and its text.
    package let outputRecord: [Int]
    package let outputText: [Int]
    package let views: [ViewBox]
    /// The hit view of the touch, an index into `views`, -1 for none.
    package let hit: Int
    /// The place the page opens at (where the REPL's debugger stands, else the first stop).
    package let start: Int
    /// The pictures of the scene: the first as the touch found it, then one after each view
    /// property a body set (the record that set it), at most `TracePageBuilder.sceneLimit`;
    /// a view's place is not among them: `geometry` moves it within the picture.
    package let sceneRecords: [Int]
    /// Where the views bodies moved were at each place (`places.geometry`).
    package let geometry: TracePageGeometry
    /// The fingers on the glass, each set once: finger, x, y in the window, again and again.
    package let fingerSets: [[Double]]

    package struct Method: Encodable {
        package let name: Int
        package let lines: [String]
    }

    /// Per call: its `bt` header, body, caller, the caller's line while it runs, depth, the
    /// view that received it (-1 for none), 1 for a hitTest and 2 for point(inside:), what it
    /// returned (a string number; -1 when it did not return or returned nothing).
    package struct Calls: Encodable {
        package var header: [Int] = [], method: [Int] = [], parent: [Int] = [], callerLine: [Int] = []
        package var depth: [Int] = [], view: [Int] = [], kind: [Int] = [], returned: [Int] = []
        /// The call's record (delta-encoded) and its return's record (-1: not within the page).
        package var entry: [Int] = [], exit: [Int] = []
    }

    /// Per place (ordered by record): the record (delta-encoded), the innermost frame's call
    /// (-1 at a pipeline phase or the end) and line, its locals (a number in `localSets`, -1
    /// for none), a sentence for a place that is not a line (-1 for a line), the
    /// view being asked and what its `point(inside:)` said (0 nothing yet, 1 being asked,
    /// 2 yes, 3 no), and each motion's target as an offset from this place.
    package struct Places: Encodable {
        package var record: [Int] = [], call: [Int] = [], line: [Int] = [], locals: [Int] = [], text: [Int] = []
        package var asked: [Int] = [], verdict: [Int] = []
        /// The touches on the glass and the recognizers' states there (one string of lines).
        package var runtime: [Int] = []
        /// Which picture of the scene shows there (a number in `sceneRecords`), where the
        /// moved views stand in it (a state of `geometry`, -1 when none moved) and the
        /// fingers on the glass (a number in `fingerSets`).
        package var scene: [Int] = [], geometry: [Int] = [], fingers: [Int] = []
        package var step: [Int] = [], next: [Int] = [], finish: [Int] = []
        package var reverseStep: [Int] = [], reverseNext: [Int] = [], reverseFinish: [Int] = []
    }

    /// A view's frame in the window (the bounding box when it is transformed).
    package struct ViewBox: Encodable {
        package let name: String
        package let x: Double, y: Double, width: Double, height: Double
    }
}
