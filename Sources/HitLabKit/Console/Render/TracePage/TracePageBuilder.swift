import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Builds a `TracePageModel` by moving a `Debugger` over the trace: it steps from the start to
/// find every stop, then runs each motion from each place (on a copy) and keeps where it
/// lands, so the page's buttons go exactly where the REPL's motions go. A trace longer than
/// `recordCap` records is cut there, with a notice, so the page never hangs a browser.
struct TracePageBuilder {
    let trace: Trace
    let classes: ClassTable
    let title: String
    let hit: ViewID?
    /// The record the page opens at (the REPL debugger's cursor), nil for the first stop.
    var startRecord: Int? = nil
    var recordCap = TracePageBuilder.recordCap

    /// Records a page holds at most: a few MB of page at worst (2.4 MB for an endless loop,
    /// 6.7 MB for 10,000 nested views; BENCHMARKS.md), which a browser opens in under a second.
    static let recordCap = 40_000

    /// Pictures of the scene a page holds at most: one as the touch found it, then one after
    /// each view property a body set other than a view's place (moved views move within the
    /// picture); later changes show in the last picture's caption only.
    static let sceneLimit = 20

    /// The six motions, in the model's order.
    private enum Motion: CaseIterable { case step, next, finish, reverseStep, reverseNext, reverseFinish }

    /// The page, in four steps: the places the debugger stops at, where each motion goes from
    /// each of them, the calls, and what each place shows; then the printed lines.
    func build() -> TracePageModel {
        let cut = trace.count > recordCap
        let cap = min(trace.count, recordCap)
        // The place past the end: the finished touch, or the notice where it was cut.
        let last = cut ? cap : trace.count
        var (found, walker) = stops(before: cap)
        let targets = motionTargets(adding: &found, walker: walker, cap: cap, last: last)
        let order = found.sorted() + [last]
        let placeNumber = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })

        var strings = PageStrings()
        let f = ValueFormatter(scene: trace.scene)
        let views = viewBoxes()
        let viewNumber = Dictionary(uniqueKeysWithValues: views.ids.enumerated().map { ($1, $0) })
        let calls = callTable(before: cap, walker: walker, viewNumber: viewNumber, strings: &strings, f)
        let geometry = TracePageGeometry(trace: trace, before: cap, viewNumber: viewNumber)
        var places = TracePagePlaceTable(trace: trace, cap: cap, sceneLimit: Self.sceneLimit)
        var d = walker
        for (n, key) in order.enumerated() {
            places.appendState(at: key, geometry: geometry, strings: &strings)
            // The cut's notice goes forward nowhere, and back to the place before it.
            places.appendMotions((targets[key] ?? []).map { placeNumber[$0]! }, at: n)
            guard key != last, found.contains(key) else {
                places.appendEnd(strings.id(cut ? cutNotice(cap) : "(the touch has finished)"))
                continue
            }
            d.move(to: key)
            appendStop(at: key, d, calls: calls, viewNumber: viewNumber, to: &places, strings: &strings, f)
        }
        let output = printedLines(before: cap, strings: &strings)
        return TracePageModel(title: title, notice: cut ? cutNotice(cap) : nil, records: trace.count, strings: strings.all,
                              localSets: places.localSets, methods: calls.methods, calls: calls.columns, places: places.columns,
                              outputRecord: output.records, outputText: output.texts,
                              views: views.boxes, hit: hit.flatMap { viewNumber[$0] } ?? -1,
                              start: startPlace(order, placeNumber), sceneRecords: places.sceneRecords,
                              geometry: geometry, fingerSets: places.fingerSets)
    }

    // MARK: The places and the motions

    /// Every place the debugger stops at before `cap`, found by stepping from the start, and the
    /// debugger where the stepping ended. Without breakpoints or watches a debugger is its
    /// cursor: places are kept as cursors and one debugger is moved to each (a copy of a
    /// debugger for each place and motion was a third of the page's time).
    private func stops(before cap: Int) -> (found: Set<Int>, walker: Debugger) {
        var none = BreakpointTable()
        var found = Set<Int>()
        var walker = Debugger(trace: trace, classes: classes)
        repeat {
            _ = walker.step(&none)
            if walker.cursor < cap { found.insert(walker.cursor) }
        } while walker.cursor < cap
        return (found, walker)
    }

    /// Where each of the six motions goes from each place (in `Motion`'s order), by running
    /// it; a place a motion reaches that stepping did not is added to `found` and run from too.
    private func motionTargets(adding found: inout Set<Int>, walker: Debugger, cap: Int, last: Int) -> [Int: [Int]] {
        let cut = trace.count > cap
        var none = BreakpointTable()
        var targets: [Int: [Int]] = [:]
        var queue = Array(found)
        // The finished touch moves too (back into it); a cut one's notice only goes back a place.
        if !cut { queue.append(last) }
        var exits = FrameExits(failures: (0..<cap).filter { trace[$0].kind == .failed })
        var d = walker
        while let key = queue.popLast() {
            let here = key == last ? walker.cursor : key
            d.move(to: here)
            let frame = d.frame(0)?.call
            targets[key] = Motion.allCases.map { motion in
                d.move(to: here)
                switch motion {
                case .step: _ = d.step(&none)
                case .next: _ = d.next(&none)
                case .finish:
                    // A method that returns past the cut finishes at the cut's notice.
                    if cut, let frame, trace.calls[frame].exit < 0 || Int(trace.calls[frame].exit) >= cap { return last }
                    finish(&d, frame: frame, from: here, exits: &exits)
                case .reverseStep: _ = d.reverseStep(&none)
                case .reverseNext: _ = d.reverseNext(&none)
                case .reverseFinish:
                    if let frame, let known = exits.reverseFinishes[frame] { d.move(to: known); break }
                    if d.reverseFinish(&none) == nil { d.move(to: here) }
                    if let frame { exits.reverseFinishes[frame] = d.cursor }
                }
                guard d.cursor < cap else { return last }
                if found.insert(d.cursor).inserted { queue.append(d.cursor) }
                return d.cursor
            }
        }
        return targets
    }

    /// Where `finish` and `reverse-finish` have gone from each frame. Without breakpoints they go
    /// to the same place from anywhere in a frame: worked out once per innermost call, so a long
    /// method costs no more.
    private struct FrameExits {
        /// The records where the touch failed, in order.
        let failures: [Int]
        var finishes: [Int: Int] = [:], reverseFinishes: [Int: Int] = [:]
        /// Where `finish` lands in a method that never returned, by the failure it ends at.
        var unfinished: [Int: Int] = [:]
    }

    /// Moves `d` (at `here`, in `frame`) where `finish` goes. A method that never returned (the
    /// touch failed inside it) finishes at the first failure shown after the cursor: the same
    /// place from every frame an endless recursion holds, so it is found once per failure, not
    /// walked to again from each of thousands of frames.
    private func finish(_ d: inout Debugger, frame: Int?, from here: Int, exits: inout FrameExits) {
        var none = BreakpointTable()
        if let frame, let known = exits.finishes[frame] { d.move(to: known); return }
        if let frame, trace.calls[frame].exit < 0 {
            let failure = exits.failures.first { $0 > here } ?? -1
            if let known = exits.unfinished[failure] { d.move(to: known) } else {
                if d.finish(&none) == nil { d.move(to: here) }
                exits.unfinished[failure] = d.cursor
            }
            exits.finishes[frame] = d.cursor
            return
        }
        if d.finish(&none) == nil { d.move(to: here) }
        if let frame { exits.finishes[frame] = d.cursor }
    }

    /// The place at or just before `startRecord`, else the first.
    private func startPlace(_ order: [Int], _ placeNumber: [Int: Int]) -> Int {
        guard let startRecord, let record = order.last(where: { $0 <= startRecord }) else { return 0 }
        return placeNumber[record] ?? 0
    }

    private func cutNotice(_ cap: Int) -> String {
        "This recording has \(trace.count) records; the page holds the first \(cap); the REPL steps through the rest (`trace`, `step`)."
    }

    // MARK: The calls

    /// The calls entered before the cut, as the page's columns, with each method body once;
    /// and, per call, the innermost hitTest or point(inside:) open while it runs (-1: none) and
    /// each view's point(inside:) calls in order, for the view being asked at a place.
    private struct CallTable {
        var methods: [TracePageModel.Method] = []
        var columns = TracePageModel.Calls()
        var testing: [Int] = []
        var pointInsideCalls: [Responder: [Int]] = [:]
    }

    private func callTable(before cap: Int, walker: Debugger, viewNumber: [ViewID: Int], strings: inout PageStrings,
                           _ f: ValueFormatter) -> CallTable {
        var callCount = 0
        while callCount < trace.calls.count, Int(trace.calls[callCount].entry) < cap { callCount += 1 }
        var table = CallTable()
        var methodNumber: [ObjectIdentifier: Int] = [:]
        let wording = StopRenderer(debugger: walker)
        var previousEntry = 0
        for c in 0..<callCount {
            let call = trace.calls[c]
            let key = ObjectIdentifier(call.body)
            if methodNumber[key] == nil {
                let body = call.body
                methodNumber[key] = table.methods.count
                let name = body.frameName + (body.isDefault ? " (UIKit's default)" : " (\(body.className)'s override)")
                table.methods.append(.init(name: strings.id(name), lines: body.lines))
            }
            table.columns.header.append(strings.id(wording.header(Debugger.Frame(call: c, lineRecord: nil))))
            table.columns.method.append(methodNumber[key]!)
            table.columns.parent.append(Int(call.parent))
            // The caller's line while this call runs, as `bt` finds it for the caller's frame.
            let callerLine = call.parent >= 0 ? walker.lastLine(of: Int(call.parent), before: Int(call.entry)).map { Int(trace[$0].a) } : nil
            table.columns.callerLine.append(callerLine ?? 0)
            table.columns.depth.append(Int(call.depth))
            table.columns.view.append(Self.viewIndex(call.receiver, viewNumber))
            let kind = call.method == .hitTest ? 1 : call.method == .pointInside ? 2 : 0
            table.columns.kind.append(kind)
            if kind == 2 { table.pointInsideCalls[call.receiver, default: []].append(c) }
            table.testing.append(kind != 0 ? c : call.parent >= 0 ? table.testing[Int(call.parent)] : -1)
            var returned = -1
            if call.exit >= 0, Int(call.exit) < cap, case .returned(let value) = trace.event(at: Int(call.exit)), value != .void {
                returned = strings.id(f.brief(value))
            }
            table.columns.returned.append(returned)
            table.columns.entry.append(Int(call.entry) - previousEntry)
            previousEntry = Int(call.entry)
            table.columns.exit.append(call.exit >= 0 && Int(call.exit) < cap ? Int(call.exit) : -1)
        }
        return table
    }

    /// A responder's index among the page's views, -1 for one that is not a view.
    private static func viewIndex(_ r: Responder, _ viewNumber: [ViewID: Int]) -> Int {
        if case .view(let id) = r { return viewNumber[id] ?? -1 }
        return -1
    }

    // MARK: What each place shows

    /// What the debugger shows at a stop `d` stands at: the frame, its line and locals, the
    /// words for the record, and the view being asked.
    private func appendStop(at key: Int, _ d: Debugger, calls: CallTable, viewNumber: [ViewID: Int],
                            to places: inout TracePagePlaceTable, strings: inout PageStrings, _ f: ValueFormatter) {
        let top = d.frame(0)
        places.appendFrame(call: top?.call ?? -1, line: top.flatMap(d.line(of:)) ?? 0)
        places.appendLocals(top.map { d.locals(of: $0) } ?? [], strings: &strings, f)
        let text: Int
        switch trace.event(at: key) {
        case .line:
            text = -1
        case .returned(let value):
            let c = Int(trace[key].call)
            text = strings.id("\(d.frameName(c))\(trace.implementationTag(trace.calls[c])) returned \(f.brief(value))")
        case .failed(let error):
            text = strings.id("error: " + error.description)
        default:
            text = strings.id(StopRenderer(debugger: d).location())
        }
        let (asked, verdict) = askedView(top, testing: top.map { calls.testing[$0.call] } ?? -1, at: key, calls.pointInsideCalls)
        places.appendText(text, asked: asked.map { Self.viewIndex($0, viewNumber) } ?? -1, verdict: verdict)
    }

    /// The view being asked at a place: the receiver of the innermost hitTest or
    /// point(inside:) frame, else of the innermost frame; and what its point(inside:) said
    /// during that hit test (0 not asked yet, 1 being asked, 2 yes, 3 no).
    private func askedView(_ top: Debugger.Frame?, testing: Int, at key: Int, _ pointInsideCalls: [Responder: [Int]]) -> (Responder?, Int) {
        guard testing >= 0 else { return (top.map { trace.calls[$0.call].receiver }, 0) }
        let call = trace.calls[testing]
        if call.method == .pointInside { return (call.receiver, 1) }
        guard let asked = pointInsideCalls[call.receiver].flatMap({ lastCall(in: $0, enteredBy: key) }),
              trace.calls[asked].entry > call.entry else { return (call.receiver, 0) }
        let exit = Int(trace.calls[asked].exit)
        guard exit >= 0, exit <= key, case .returned(let value) = trace.event(at: exit) else { return (call.receiver, 1) }
        return (call.receiver, value == .bool(true) ? 2 : 3)
    }

    /// The last of `calls` (in the order they began) entered at or before record `key`, by
    /// halving: a view asked thousands of times in an endless recursion costs a few steps a place.
    private func lastCall(in calls: [Int], enteredBy key: Int) -> Int? {
        var low = 0, high = calls.count
        while low < high {
            let mid = (low + high) / 2
            if Int(trace.calls[calls[mid]].entry) <= key { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? calls[low - 1] : nil
    }

    /// The lines the touch printed before the cut: the record of each (delta-encoded) and its text.
    private func printedLines(before cap: Int, strings: inout PageStrings) -> (records: [Int], texts: [Int]) {
        var records: [Int] = [], texts: [Int] = []
        var previous = 0
        for i in 0..<cap where trace[i].kind == .printed {
            guard case .printed(let text) = trace.event(at: i) else { continue }
            records.append(i - previous)
            previous = i
            texts.append(strings.id(text))
        }
        return (records, texts)
    }

    /// Every view with its frame in the window: the key window first, then back to front.
    private func viewBoxes() -> (ids: [ViewID], boxes: [TracePageModel.ViewBox]) {
        let drawing = SceneDrawing(scene: trace.scene, touch: nil, hit: nil)
        let ids = [trace.scene.window] + drawing.paintOrder
        let boxes = ids.map { id in
            let r = drawing.windowRect(id)
            // Rounded to hundredths where that stays finite (1e308 × 100 does not).
            func clean(_ x: Double) -> Double {
                let rounded = (x * 100).rounded() / 100
                return rounded.isFinite ? rounded : x.isFinite ? x : 0
            }
            return TracePageModel.ViewBox(name: trace.scene[id].name, x: clean(r.minX), y: clean(r.minY), width: clean(r.width), height: clean(r.height))
        }
        return (ids, boxes)
    }
}
