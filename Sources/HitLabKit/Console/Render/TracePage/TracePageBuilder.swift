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

    func build() -> TracePageModel {
        let cut = trace.count > recordCap
        let cap = min(trace.count, recordCap)
        // The place past the end: the finished touch, or the notice where it was cut.
        let last = cut ? cap : trace.count
        var none = BreakpointTable()
        // Without breakpoints or watches a debugger is its cursor: places are kept as cursors
        // and one debugger is moved to each (a copy of a debugger for each place and motion
        // was a third of the page's time).
        var found = Set<Int>()
        var walker = Debugger(trace: trace, classes: classes)
        repeat {
            _ = walker.step(&none)
            if walker.cursor < cap { found.insert(walker.cursor) }
        } while walker.cursor < cap
        var targets: [Int: [Int]] = [:]
        var queue = Array(found)
        // The finished touch moves too (back into it); a cut one's notice only goes back a place.
        let endCursor = walker.cursor
        if !cut { queue.append(last) }
        // Without breakpoints, `finish` and `reverse-finish` go to the same place from anywhere
        // in a frame: worked out once per innermost call, so a long method costs no more.
        var finishes: [Int: Int] = [:], reverseFinishes: [Int: Int] = [:]
        // A method that never returned (the touch failed inside it) finishes at the first failure
        // shown after the cursor: the same place from every frame an endless recursion holds, so
        // it is found once per failure, not walked to again from each of thousands of frames.
        let failures = (0..<cap).filter { trace[$0].kind == .failed }
        var unfinished: [Int: Int] = [:]
        var d = walker
        while let key = queue.popLast() {
            let here = key == last ? endCursor : key
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
                    if let frame, let known = finishes[frame] { d.move(to: known); break }
                    if let frame, trace.calls[frame].exit < 0 {
                        let failure = failures.first { $0 > here } ?? -1
                        if let known = unfinished[failure] { d.move(to: known) } else {
                            if d.finish(&none) == nil { d.move(to: here) }
                            unfinished[failure] = d.cursor
                        }
                        finishes[frame] = d.cursor
                        break
                    }
                    if d.finish(&none) == nil { d.move(to: here) }
                    if let frame { finishes[frame] = d.cursor }
                case .reverseStep: _ = d.reverseStep(&none)
                case .reverseNext: _ = d.reverseNext(&none)
                case .reverseFinish:
                    if let frame, let known = reverseFinishes[frame] { d.move(to: known); break }
                    if d.reverseFinish(&none) == nil { d.move(to: here) }
                    if let frame { reverseFinishes[frame] = d.cursor }
                }
                guard d.cursor < cap else { return last }
                if found.insert(d.cursor).inserted { queue.append(d.cursor) }
                return d.cursor
            }
        }
        let order = found.sorted() + [last]
        let placeNumber = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })

        var strings = PageStrings()
        let f = ValueFormatter(scene: trace.scene)
        let views = viewBoxes()
        let viewNumber = Dictionary(uniqueKeysWithValues: views.ids.enumerated().map { ($1, $0) })
        func viewIndex(_ r: Responder) -> Int {
            if case .view(let id) = r { return viewNumber[id] ?? -1 }
            return -1
        }

        // Calls: only those entered before the cut.
        var callCount = 0
        while callCount < trace.calls.count, Int(trace.calls[callCount].entry) < cap { callCount += 1 }
        var methods: [TracePageModel.Method] = []
        var methodNumber: [ObjectIdentifier: Int] = [:]
        var calls = TracePageModel.Calls()
        var pointInsideCalls: [Responder: [Int]] = [:]
        // Per call: the innermost hitTest or point(inside:) call open while it runs (-1: none).
        var testing: [Int] = []
        let wording = StopRenderer(debugger: walker)
        var previousEntry = 0
        for c in 0..<callCount {
            let call = trace.calls[c]
            let key = ObjectIdentifier(call.body)
            if methodNumber[key] == nil {
                let body = call.body
                methodNumber[key] = methods.count
                let name = body.frameName + (body.isDefault ? " (UIKit's default)" : " (\(body.className)'s override)")
                methods.append(.init(name: strings.id(name), lines: body.lines))
            }
            calls.header.append(strings.id(wording.header(Debugger.Frame(call: c, lineRecord: nil))))
            calls.method.append(methodNumber[key]!)
            calls.parent.append(Int(call.parent))
            // The caller's line while this call runs, as `bt` finds it for the caller's frame.
            let callerLine = call.parent >= 0 ? walker.lastLine(of: Int(call.parent), before: Int(call.entry)).map { Int(trace[$0].a) } : nil
            calls.callerLine.append(callerLine ?? 0)
            calls.depth.append(Int(call.depth))
            calls.view.append(viewIndex(call.receiver))
            let kind = call.method == .hitTest ? 1 : call.method == .pointInside ? 2 : 0
            calls.kind.append(kind)
            if kind == 2 { pointInsideCalls[call.receiver, default: []].append(c) }
            testing.append(kind != 0 ? c : call.parent >= 0 ? testing[Int(call.parent)] : -1)
            var returned = -1
            if call.exit >= 0, Int(call.exit) < cap, case .returned(let value) = trace.event(at: Int(call.exit)), value != .void {
                returned = strings.id(f.brief(value))
            }
            calls.returned.append(returned)
            calls.entry.append(Int(call.entry) - previousEntry)
            previousEntry = Int(call.entry)
            calls.exit.append(call.exit >= 0 && Int(call.exit) < cap ? Int(call.exit) : -1)
        }

        var places = TracePageModel.Places()
        var previousRecord = 0
        // The runtime state as of each place, kept up to date as the places go by (in order).
        var runtime = trace.initialRuntime
        var nextChange = 0
        var localSets: [[Int]] = [], localSetNumber: [[Int]: Int] = [:]
        // The last `name = value` line made for each name: a local that keeps its value from
        // place to place is written once, not once a place.
        var lastLocal: [String: (value: Value, text: Int)] = [:]
        func localText(_ name: String, _ value: Value) -> Int {
            if let known = lastLocal[name], known.value == value { return known.text }
            let text = strings.id("\(name) = \(f.brief(value))")
            lastLocal[name] = (value, text)
            return text
        }
        // A new picture after each view property a body set, before the cut; a change of
        // place moves the views in whichever picture shows instead (`TracePageGeometry`).
        let sceneRecords = [-1] + (0..<trace.changes.count).compactMap { n -> Int? in
            guard case .viewProperty(_, let property, _) = trace.changes[n], !TracePageGeometry.places(property),
                  Int(trace.changeRecords[n]) < cap else { return nil }
            return Int(trace.changeRecords[n])
        }.prefix(Self.sceneLimit - 1)
        let geometry = TracePageGeometry(trace: trace, before: cap, viewNumber: viewNumber)
        var fingerSets: [[Double]] = [], fingerSetNumber: [[Double]: Int] = [:]
        var picture = 0
        // Described again only where it changed: most places of a long method share it.
        var runtimeText = -1, fingerText = -1
        for (n, key) in order.enumerated() {
            var changed = runtimeText < 0
            while nextChange < trace.changes.count, Int(trace.changeRecords[nextChange]) <= min(key, cap - 1) {
                runtime.apply(trace.changes[nextChange])
                nextChange += 1
                changed = true
            }
            if changed {
                runtimeText = strings.id(describe(runtime))
                // The fingers on the glass here, as finger, x, y triples, each set once.
                let fingers = runtime.touches.filter { !$0.phase.isFinal }.flatMap { [Double($0.finger), $0.location.x, $0.location.y] }
                if let known = fingerSetNumber[fingers] { fingerText = known } else {
                    fingerSetNumber[fingers] = fingerSets.count
                    fingerText = fingerSets.count
                    fingerSets.append(fingers)
                }
            }
            places.runtime.append(runtimeText)
            places.geometry.append(geometry.state(at: key))
            places.fingers.append(fingerText)
            while picture + 1 < sceneRecords.count, sceneRecords[picture + 1] <= key { picture += 1 }
            places.scene.append(picture)
            places.record.append(key - previousRecord)
            previousRecord = key
            let moves = targets[key] ?? []
            func offset(_ m: Motion, _ fallback: Int) -> Int {
                let i = Motion.allCases.firstIndex(of: m)!
                return (i < moves.count ? placeNumber[moves[i]]! : fallback) - n
            }
            // The cut's notice goes forward nowhere, and back to the place before it.
            let before = max(0, n - 1)
            places.step.append(offset(.step, n)); places.next.append(offset(.next, n)); places.finish.append(offset(.finish, n))
            places.reverseStep.append(offset(.reverseStep, before)); places.reverseNext.append(offset(.reverseNext, before))
            places.reverseFinish.append(offset(.reverseFinish, before))
            guard key != last, found.contains(key) else {
                places.call.append(-1); places.line.append(0); places.locals.append(-1)
                places.text.append(strings.id(cut ? cutNotice(cap) : "(the touch has finished)"))
                places.asked.append(-1); places.verdict.append(0)
                continue
            }
            d.move(to: key)
            let top = d.frame(0)
            places.call.append(top?.call ?? -1)
            places.line.append(top.flatMap(d.line(of:)) ?? 0)
            if let top {
                let locals = d.locals(of: top).map { localText($0.name, $0.value) }
                if locals.isEmpty {
                    places.locals.append(-1)
                } else if let known = localSetNumber[locals] {
                    places.locals.append(known)
                } else {
                    localSetNumber[locals] = localSets.count
                    places.locals.append(localSets.count)
                    localSets.append(locals)
                }
            } else {
                places.locals.append(-1)
            }
            switch trace.event(at: key) {
            case .line:
                places.text.append(-1)
            case .returned(let value):
                let c = Int(trace[key].call)
                let what = "\(d.frameName(c))\(trace.implementationTag(trace.calls[c])) returned \(f.brief(value))"
                places.text.append(strings.id(what))
            case .failed(let error):
                places.text.append(strings.id("error: " + error.description))
            default:
                places.text.append(strings.id(StopRenderer(debugger: d).location()))
            }
            let (asked, verdict) = askedView(top, testing: top.map { testing[$0.call] } ?? -1, at: key, pointInsideCalls)
            places.asked.append(asked.map(viewIndex) ?? -1)
            places.verdict.append(verdict)
        }

        var outputRecord: [Int] = [], outputText: [Int] = []
        var previousOutput = 0
        for i in 0..<cap where trace[i].kind == .printed {
            guard case .printed(let text) = trace.event(at: i) else { continue }
            outputRecord.append(i - previousOutput)
            previousOutput = i
            outputText.append(strings.id(text))
        }
        return TracePageModel(title: title, notice: cut ? cutNotice(cap) : nil, records: trace.count, strings: strings.all,
                              localSets: localSets, methods: methods, calls: calls, places: places, outputRecord: outputRecord, outputText: outputText,
                              views: views.boxes, hit: hit.flatMap { viewNumber[$0] } ?? -1,
                              start: startPlace(order, placeNumber), sceneRecords: Array(sceneRecords),
                              geometry: geometry, fingerSets: fingerSets)
    }

    /// The touches on the glass and every recognizer's state, a line each, as `touch list`
    /// and `p NAME.state` say them.
    private func describe(_ runtime: RuntimeState) -> String {
        let scene = trace.scene
        var lines = runtime.touches.map { t in
            let view = t.view.map { scene.contains($0) ? scene[$0].name : "a removed view" } ?? "no view"
            return "finger \(t.finger): \(view) · \(t.phase.rawValue) · \(t.location) in the window" + (t.tapCount > 1 ? " · tapCount \(t.tapCount)" : "")
                + runtime.heldNote(t, in: scene)
        }
        for i in scene.recognizers.indices {
            guard let r = scene.recognizers[i] else { continue }
            let working = runtime.recognizer(RecognizerID(Int32(i)))
            // A scroll view's own two go by UIKit's class; a timer shows when it fires.
            let kind = r.kind.isScrollViewPart ? r.kind.className : r.kind.rawValue
            lines.append("\(r.name) (\(kind) on \(scene.contains(r.view) ? scene[r.view].name : "a removed view")): \(working.state.rawValue)"
                         + (working.deadline.map { " · timer at \(formatNumber($0)) s" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }

    /// The place at or just before `startRecord`, else the first.
    private func startPlace(_ order: [Int], _ placeNumber: [Int: Int]) -> Int {
        guard let startRecord, let record = order.last(where: { $0 <= startRecord }) else { return 0 }
        return placeNumber[record] ?? 0
    }

    private func cutNotice(_ cap: Int) -> String {
        "This recording has \(trace.count) records; the page holds the first \(cap); the REPL steps through the rest (`trace`, `step`)."
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
