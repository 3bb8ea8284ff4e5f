import HitLabModel
import HitLabScript
import HitLabDelivery
/// `why NAME` for a view in a scroll view or a table (reference §11): what the scroll views
/// above the touch's view did with the touch (how long they held its touchesBegan, whether
/// touchesShouldBegin refused it, whether a scroll took it or was refused, how far they
/// scrolled) and what became of the table row it was on, as `WhyAnswer` facts. The touch may
/// have begun in an earlier command: the runtime state a trace starts from keeps the touch and
/// its recognizers' states until the finger lifts.
public struct ScrollWhy {
    public let trace: Trace

    public init(trace: Trace) { self.trace = trace }

    var scene: Scene { trace.scene }

    /// A touch as the trace last saw it; `history` is each state it was in, with the record
    /// that made it (-1: as the trace found it).
    struct SeenTouch {
        var touch: Touch
        var history: [(record: Int, touch: Touch)]
        var lifted: Bool { touch.phase.isFinal }
    }

    /// The facts about the touch on `id` or on a view inside it; empty when the trace has no
    /// such touch or no scroll view is above its view.
    public func explain(_ id: ViewID) -> [WhyAnswer] {
        guard let seen = touch(on: id), let hit = seen.touch.view, scene.contains(hit) else { return [] }
        let scrollViews = scene.ancestors(of: hit).filter { scene[$0].kind.isScrollView }
        guard !scrollViews.isEmpty else { return [] }
        var out: [WhyAnswer] = []
        if id == hit { out += contentTouch(seen, hit, scrollViews).map { .contentTouch(view: scene[hit].name, scrollView: scene[$0.0].name, $0.1) } }
        if scene[id].kind.isScrollView, let moved = scrolled(id) { out.append(moved) }
        // Why a scroll view did not scroll: asked of it, or of a content view the finger dragged.
        for s in scrollViews where s == id || (id == hit && travel(seen, alongScrollableAxesOf: nil) >= UIKitDefaults.scrollHysteresis) {
            if let stops = didNotScroll(s, seen, hit) { out.append(stops) }
        }
        if let row = row(seen, hit, for: id, scrollViews) { out.append(row) }
        return out
    }

    /// The first touch on `id` or inside it: one still down as the trace began, or one that
    /// began in it.
    private func touch(on id: ViewID) -> SeenTouch? {
        var seen: [Int: SeenTouch] = [:]
        var order: [Int] = []
        for t in trace.initialRuntime.touches {
            seen[t.id] = SeenTouch(touch: t, history: [(-1, t)])
            order.append(t.id)
        }
        for (n, change) in trace.changes.enumerated() {
            let record = Int(trace.changeRecords[n])
            switch change {
            case .touchBegan(let t):
                seen[t.id] = SeenTouch(touch: t, history: [(record, t)])
                order.append(t.id)
            case .touchChanged(let t):
                seen[t.id]?.touch = t
                seen[t.id]?.history.append((record, t))
            default: break
            }
        }
        return order.lazy.compactMap { seen[$0] }.first { s in
            s.touch.view.map { scene.isDescendant($0, of: id) } ?? false
        }
    }

    /// Each state the recognizer was in during the trace, with the record that set it (-1: as
    /// the trace found it), and its touches then.
    private func states(_ id: RecognizerID) -> [(record: Int, state: RecognizerState, touches: [Int])] {
        let first = trace.initialRuntime.recognizer(id)
        var out = [(record: -1, state: first.state, touches: first.touches)]
        for (n, change) in trace.changes.enumerated() {
            guard case .recognizer(let changed, let runtime) = change, changed == id else { continue }
            out.append((Int(trace.changeRecords[n]), runtime.state, runtime.touches))
        }
        return out
    }

    private func part(_ kind: GestureKind, of scrollView: ViewID) -> RecognizerID? {
        scene[scrollView].gestureRecognizers.first { scene.contains($0) && scene.recognizer($0).kind == kind }
    }

    /// Whether the recognizer recognized (began, or ended) on touch `touch` during the trace.
    private func recognized(_ id: RecognizerID?, touch: Int) -> Bool {
        guard let id else { return false }
        return states(id).contains { $0.state.hasRecognized && $0.touches.contains(touch) }
    }

    /// Whether a learner's override of `method` ran on the scroll view in this trace.
    private func overridden(_ method: MethodKind, on scrollView: ViewID) -> Bool {
        (0..<trace.calls.count).contains { c in
            trace.calls[c].receiver == .view(scrollView) && trace.calls[c].body.method == method && !trace.calls[c].body.isDefault
        }
    }

    /// How the content view `hit` came to have its touch, or not: the delay, then the scroll.
    private func contentTouch(_ seen: SeenTouch, _ hit: ViewID, _ scrollViews: [ViewID]) -> [(ViewID, WhyAnswer.ContentTouch)] {
        let t = seen.touch
        let delaying = scrollViews.first { scene[$0].delaysContentTouches }
        // touchesShouldBegin said no: the delaying recognizer recognized and the began was dropped.
        if t.heldBegan == nil, let s = scrollViews.first(where: { recognized(part(.scrollViewDelay, of: $0), touch: t.id) }) {
            return [(s, .refusedByTouchesShouldBegin)]
        }
        var out: [(ViewID, WhyAnswer.ContentTouch)] = []
        if let held = t.heldBegan {
            out.append((delaying ?? scrollViews[0], .held(seconds: SimulatedTime.exact(held.until - t.downTime), atLift: held.atLift)))
        } else if t.delayedPhases.contains(.began), !t.cancelledForView, !seen.lifted {
            out.append((delaying ?? scrollViews[0], .stillHeld))
        } else if delaying == nil, t.isDelivered {
            out.append((scrollViews[0], .notDelayed))
        }
        // The view had its touchesBegan before any scroll could begin.
        let tracked = t.heldBegan != nil || (delaying == nil && t.isDelivered)
        if let s = scrollViews.first(where: { recognized(part(.scrollViewPan, of: $0), touch: t.id) }) {
            if tracked {
                out.append((s, .takenByScroll(isControl: scene[hit].kind.isControl, overridden: overridden(.touchesShouldCancel, on: s))))
            } else if delaying != nil {
                out.append((s, .scrollBeganFirst))
            }
        } else if let s = scrollViews.first(where: { failedWhileDown(part(.scrollViewPan, of: $0), seen) }) {
            let refusal: WhyAnswer.ScrollRefusal = scene[s].canCancelContentTouches
                ? .touchesShouldCancelSaidNo(isControl: scene[hit].kind.isControl, overridden: overridden(.touchesShouldCancel, on: s))
                : .canCancelContentTouchesOff
            out.append((s, .keptFromScroll(refusal)))
        }
        return out
    }

    /// Whether the pan failed on the touch while the finger was still down: its source fails
    /// then only when the content view keeps the touch (reference §11.4); at the lift it fails
    /// because the finger never moved far enough.
    private func failedWhileDown(_ pan: RecognizerID?, _ seen: SeenTouch) -> Bool {
        guard let pan else { return false }
        guard let failure = states(pan).first(where: { $0.state == .failed && $0.touches.contains(seen.touch.id) }) else { return false }
        let then = seen.history.last { $0.record <= failure.record }?.touch ?? seen.history[0].touch
        return !then.phase.isFinal
    }

    /// Why scroll view `s` did not scroll with the first touch in it, if it did not.
    public func scrollStops(of s: ViewID) -> WhyAnswer? {
        guard let seen = touch(on: s), let hit = seen.touch.view, scene.contains(hit) else { return nil }
        return didNotScroll(s, seen, hit)
    }

    /// Every reason the scroll view `s` did not scroll with the touch, read from the trace:
    /// nil when its pan recognized, or when nothing kept it from it.
    func didNotScroll(_ s: ViewID, _ seen: SeenTouch, _ hit: ViewID) -> WhyAnswer? {
        guard let pan = part(.scrollViewPan, of: s), !recognized(pan, touch: seen.touch.id) else { return nil }
        let view = scene[s]
        var stops: [WhyAnswer.ScrollStop] = []
        if case .failed(_, _, let failure) = RecognizerWhy(trace: trace).explain(pan) {
            if case .excludedBy(let other) = failure { stops.append(.otherRecognizer(other)) }
            if case .requirementRecognized(let other) = failure { stops.append(.otherRecognizer(other)) }
        }
        // Its source fails while the finger is down only when the content view keeps the touch.
        if stops.isEmpty, failedWhileDown(pan, seen), hit != s {
            stops.append(.keptByContent(view: scene[hit].name, view.canCancelContentTouches
                ? .touchesShouldCancelSaidNo(isControl: scene[hit].kind.isControl, overridden: overridden(.touchesShouldCancel, on: s))
                : .canCancelContentTouchesOff))
        }
        if !view.isScrollEnabled { stops.append(.scrollingOff) }
        if view.contentSize.width <= view.bounds.width && view.contentSize.height <= view.bounds.height {
            stops.append(.contentNotLarger(content: view.contentSize, bounds: view.bounds.size))
        } else if stops.isEmpty, travel(seen, alongScrollableAxesOf: s) < UIKitDefaults.scrollHysteresis {
            stops.append(.tooShort(travel: travel(seen, alongScrollableAxesOf: s)))
        }
        return stops.isEmpty ? nil : .didNotScroll(scrollView: view.name, stops)
    }

    /// The farthest the finger got from where the trace first saw it, along the axes the
    /// scroll view `s` can scroll (its content wider or taller than its bounds), or along
    /// either axis when `s` is nil.
    private func travel(_ seen: SeenTouch, alongScrollableAxesOf s: ViewID?) -> Double {
        let start = seen.history[0].touch.location
        let x = s.map { scene[$0].contentSize.width > scene[$0].bounds.width } ?? true
        let y = s.map { scene[$0].contentSize.height > scene[$0].bounds.height } ?? true
        return seen.history.map(\.touch.location).reduce(0.0) { most, p in
            max(most, x ? abs(p.x - start.x) : 0, y ? abs(p.y - start.y) : 0)
        }
    }

    /// How far a scroll view's content moved during the trace, if it did.
    private func scrolled(_ id: ViewID) -> WhyAnswer? {
        let from = scene[id].bounds.origin, to = trace.scene(at: trace.count - 1)[id].bounds.origin
        return from == to ? nil : .scrolled(scrollView: scene[id].name, from: from, to: to)
    }

    /// What became of the row the touch was on, when `id` is its table, cell, content view or
    /// the touch's own view.
    private func row(_ seen: SeenTouch, _ hit: ViewID, for id: ViewID, _ scrollViews: [ViewID]) -> WhyAnswer? {
        guard let cell = scene.ancestors(of: hit).first(where: { scene[$0].kind == .tableViewCell }),
              let (table, row) = scene.row(of: cell) else { return nil }
        let content = scene[cell].subviews.first { scene[$0].kind == .cellContentView }
        guard id == table || id == cell || id == content || id == hit else { return nil }
        let t = seen.touch
        func outcome(_ o: WhyAnswer.RowOutcome) -> WhyAnswer { .row(table: scene[table].name, row: row, o) }
        let selected = ViewProperty(rawValue: "isSelected")
        if trace.changes.contains(where: { if case .viewProperty(cell, selected, .bool(true)) = $0 { return true } else { return false } }) {
            return outcome(.selected)
        }
        guard seen.lifted else { return outcome(.waitsForLift) }
        if let s = scrollViews.first(where: { recognized(part(.scrollViewPan, of: $0), touch: t.id) }) {
            return outcome(.becameScroll(scrollView: scene[s].name))
        }
        if t.cancelledForView, let r = t.recognizers.first(where: { r in
            scene.contains(r) && !scene.recognizer(r).kind.isScrollViewPart && scene.recognizer(r).cancelsTouchesInView && recognized(r, touch: t.id)
        }) {
            return outcome(.cancelledBy(recognizer: scene.recognizer(r).name))
        }
        if let control = scene.ancestors(of: hit).prefix(while: { $0 != cell }).first(where: { scene[$0].kind.isControl }) {
            return outcome(.keptByControl(scene[control].name))
        }
        return outcome(.notReached)
    }
}
