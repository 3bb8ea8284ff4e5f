import HitLabModel
import HitLabScript
import HitLabDelivery
/// `why NAME`: after a tap, why NAME was or was not the hit view (which check turned it or an
/// ancestor away, or which view in front answered first), what the scroll views above it did
/// with the touch (`ScrollWhy`), and whether it is in the hit view's responder chain, as
/// `WhyAnswer` facts (worded by Console's `TeachingWords`).
public struct WhyExplainer {
    public let trace: Trace
    public let hit: ViewID?
    /// The learner's overrides, when known: a view whose hitTest or point(inside:) override
    /// answers without UIKit may claim a point outside its frame, so its frame says nothing.
    public let classes: ClassTable?

    public init(trace: Trace, hit: ViewID?, classes: ClassTable? = nil) { self.trace = trace; self.hit = hit; self.classes = classes }

    var scene: Scene { trace.scene }

    public func explain(_ name: String) throws(SceneError) -> [WhyAnswer] {
        let id = try scene.viewID(named: name)
        let scrolling = ScrollWhy(trace: trace).explain(id)
        if let held = heldFromEarlier() {
            let fingers = held.filter { $0.view == id }.map(\.finger)
            let first = fingers.isEmpty ? WhyAnswer.touchesHeldElsewhere(view: name, holders: held.map { scene[$0.view].name })
                : .holdsItsTouch(view: name, fingers: fingers)
            return [first] + moves(of: id) + scrolling + [chainReason(id, hit: held.first { $0.view == id }?.view ?? held[0].view)]
        }
        let first = notUnderFinger(id) ?? hitTestReason(id)
        let hitTest = [first] + setters(for: first) + blockers(of: id, besides: first) + notes(on: id)
        let rest = moves(of: id) + cancellation(of: id, besides: scrolling) + [chainReason(id, hit: hit)]
        // Asked about a scroll view, the question is whether it scrolled: that comes first.
        return scene[id].kind.isScrollView ? scrolling + hitTest + rest : hitTest + scrolling + rest
    }

    /// The touch that was hit-tested: the first that began in this delivery.
    private var hitTouch: Touch? {
        for change in trace.changes { if case .touchBegan(let t) = change { return t } }
        return nil
    }

    /// When the touch's point was not over the view at all and the hit test never asked it
    /// (a view asked says itself that the point was outside it), and the view's window holds
    /// the point, and no override of the view's could have answered for it: where the view is.
    private func notUnderFinger(_ id: ViewID) -> WhyAnswer? {
        guard id != hit, !(hit.map { scene.isDescendant($0, of: id) } ?? false), hitTestCall(id) == nil, let p = hitTouch?.location,
              let window = scene.ancestors(of: id).last,
              scene[window].bounds.contains(scene.convert(p, from: nil, to: window)),
              !scene[id].bounds.contains(scene.convert(p, from: nil, to: id)) else { return nil }
        // An override that decides without asking UIKit (`return true`) may claim a point
        // outside the frame; one that calls super (the article's logging hitTest) does not.
        let className = scene[id].name
        let decidesItself = classes.map { table in
            [MethodKind.hitTest, .pointInside].contains { table.override($0, of: className).map { !$0.source.contains("super.") } ?? false }
        } ?? false
        let overridden = decidesItself
            || (0..<trace.calls.count).contains { c in
                let call = trace.calls[c]
                return call.receiver == .view(id) && (call.method == .hitTest || call.method == .pointInside) && !call.body.isDefault
            }
        return overridden ? nil : .notUnderFinger(view: scene[id].name, point: p, frame: scene.windowBox(of: id))
    }

    /// The scene as the hit test found it.
    private var hitTestScene: Scene {
        let first = (0..<trace.calls.count).first { trace.calls[$0].method == .hitTest }
        return first.map { trace.scene(at: Int(trace.calls[$0].entry)) } ?? trace.scene
    }

    /// Every other view on the way to `id` (itself included) that UIKit's guard would turn
    /// away, besides the one the first answer names: each a fact, with who set the flag.
    private func blockers(of id: ViewID, besides first: WhyAnswer) -> [WhyAnswer] {
        guard id != hit, !(hit.map { scene.isDescendant($0, of: id) } ?? false) else { return [] }
        let named: String? = switch first {
        case .refusedWhenAsked(let view, _, _): view
        case .ancestorRefused(_, let ancestor, _): ancestor
        default: nil
        }
        let at = hitTestScene
        var out: [WhyAnswer] = []
        for v in scene.ancestors(of: id) where scene[v].name != named {
            // A view the hit test asked and its guard let through is no blocker.
            if let c = hitTestCall(v), guardRefusal(in: c) == nil { continue }
            let refusals = HitTestGuard.refusals(of: at[v])
            guard !refusals.isEmpty else { continue }
            out.append(.alsoRefused(view: scene[id].name, blocker: scene[v].name, refusals))
            let before = (0..<trace.calls.count).first { trace.calls[$0].method == .hitTest }.map { Int(trace.calls[$0].entry) } ?? 0
            out += refusals.compactMap { setter(of: v, $0, before: before) }
        }
        return out
    }

    /// Who set the flags a refusal of the first answer read.
    private func setters(for first: WhyAnswer) -> [WhyAnswer] {
        let (view, refusals): (String, [HitTestRefusal]) = switch first {
        case .refusedWhenAsked(let view, _, let r): (view, r)
        case .ancestorRefused(_, let ancestor, let r): (ancestor, r)
        default: ("", [])
        }
        guard let v = scene.responder(named: view), case .view(let id) = v, let c = hitTestCall(id),
              let refused = guardRefusal(in: c) else { return [] }
        return refusals.compactMap { setter(of: id, $0, before: refused.record) }
    }

    /// Whether a learner's body set the property `refusal` reads on `v`: the last write before
    /// record `before` in this delivery, or one from an earlier command.
    private func setter(of v: ViewID, _ refusal: HitTestRefusal, before record: Int) -> WhyAnswer? {
        guard let property = ViewProperty(rawValue: refusal.property) else { return nil }
        for n in stride(from: trace.changes.count - 1, through: 0, by: -1) where Int(trace.changeRecords[n]) <= record {
            guard case .viewProperty(v, property, let value) = trace.changes[n] else { continue }
            let c = Int(trace[Int(trace.changeRecords[n])].call)
            guard c >= 0 else { return nil }
            return .setByBody(view: scene[v].name, property: property.rawValue, value: value, mover: trace.mover(ofCall: c, property: property.rawValue))
        }
        return trace.initialRuntime.viewChanges[v]?[property].map { .setByBody(view: scene[v].name, property: property.rawValue, value: $0, mover: nil) }
    }

    /// What the learner may have expected to stop the touch but did not: a clear view that
    /// took it, exclusive-touch views that held no touch.
    private func notes(on id: ViewID) -> [WhyAnswer] {
        var out: [WhyAnswer] = []
        if let hit, scene[hit].backgroundColor == "clear" { out.append(.clearStillHit(view: scene[hit].name)) }
        if id == hit, withholding(of: id) == nil {
            let exclusive = scene.treeOrder.filter { $0 != id && scene[$0].isExclusiveTouch }.map { scene[$0].name }
            if !exclusive.isEmpty { out.append(.exclusiveNotHolding(view: scene[id].name, exclusive: exclusive)) }
        }
        return out
    }

    /// A recognizer that recognized on the view's touch and, with cancelsTouchesInView, took it
    /// from the view (reference §5): the view got touchesCancelled, not touchesEnded. A table
    /// row's own answer (`ScrollWhy`) already says so for a cell.
    private func cancellation(of id: ViewID, besides scrolling: [WhyAnswer]) -> [WhyAnswer] {
        guard !scrolling.contains(where: { if case .row = $0 { true } else { false } }) else { return [] }
        let recognized = Set(trace.changes.compactMap { change -> RecognizerID? in
            guard case .recognizer(let r, let runtime) = change, runtime.state.hasRecognized else { return nil }
            return r
        })
        for change in trace.changes {
            guard case .touchChanged(let touch) = change, touch.view == id, touch.cancelledForView else { continue }
            if let r = touch.recognizers.first(where: { r in
                recognized.contains(r) && scene.contains(r) && !scene.recognizer(r).kind.isScrollViewPart && scene.recognizer(r).cancelsTouchesInView
            }) {
                // The view saw the touch if UIKit had something to cancel: a touchesCancelled call on it.
                let sawIt = (0..<trace.calls.count).contains { trace.calls[$0].receiver == .view(id) && trace.calls[$0].body.method == .touchesCancelled }
                return [.touchCancelledBy(view: scene[id].name, recognizer: scene.recognizer(r).name, viewSawIt: sawIt)]
            }
        }
        return []
    }

    /// The fingers on the glass and the views they keep, when this event did no hit test (a
    /// finger moved or lifted: a touch keeps the view it began on, reference §1.3); nil when
    /// it hit-tested, or no touch is bound to a view.
    private func heldFromEarlier() -> [(finger: Int, view: ViewID)]? {
        guard hit == nil, !(0..<trace.calls.count).contains(where: { trace.calls[$0].body.method == .hitTest }) else { return nil }
        let held = trace.initialRuntime.touches.filter { !$0.phase.isFinal && $0.withheld == nil }
            .compactMap { touch in touch.view.flatMap { scene.contains($0) ? (finger: touch.finger, view: $0) : nil } }
        return held.isEmpty ? nil : held
    }

    /// Where a learner's body had moved the view (or a superview) before this touch, and
    /// whether one moved it during the touch (reference §1.3: the hit test runs when a touch
    /// begins, so a move during the touch counts from the next one).
    private func moves(of id: ViewID) -> [WhyAnswer] {
        let lineage = [id] + scene.ancestors(of: id).filter { $0 != id }
        var out: [WhyAnswer] = []
        if let moved = lineage.first(where: { trace.initialRuntime.movers[$0] != nil }) {
            out.append(.moved(view: scene[id].name, moved: scene[moved].name, mover: trace.initialRuntime.movers[moved]!,
                              frame: scene.windowBox(of: id), when: .earlierCommand))
        }
        let during = trace.changes.reversed().lazy.compactMap { change -> (ViewID, ViewMover)? in
            guard case .movedBy(let v, let mover) = change, lineage.contains(v) else { return nil }
            return (v, mover)
        }.first
        if let (moved, mover) = during {
            out.append(.moved(view: scene[id].name, moved: scene[moved].name, mover: mover,
                              frame: trace.scene(at: trace.count - 1).windowBox(of: id), when: .thisTouch))
        }
        return out
    }


    /// The first (non-super) hitTest call on `id`, if the hit test reached it. A call with no
    /// parent (the window's, asked first) is never a `super` call; this includes a touch outside
    /// the window, where the window's call is the only one.
    private func hitTestCall(_ id: ViewID) -> Int? {
        (0..<trace.calls.count).first { c in
            let call = trace.calls[c]
            guard call.receiver == .view(id), call.method == .hitTest else { return false }
            guard call.parent >= 0 else { return true }
            let parent = trace.calls[Int(call.parent)]
            return !(parent.receiver == call.receiver && parent.method == .hitTest)
        }
    }

    /// Why the touch that began on `id` in this delivery was kept from it, if it was.
    private func withholding(of id: ViewID) -> WhyAnswer.Withheld? {
        for change in trace.changes {
            guard case .touchBegan(let touch) = change, touch.view == id, let withheld = touch.withheld else { continue }
            switch withheld {
            case .exclusiveTouch(let holder): return .exclusiveTouch(holder: scene[holder].name)
            case .multipleTouchDisabled(_, let finger): return .multipleTouchDisabled(finger: finger)
            }
        }
        return nil
    }

    private func returned(_ c: Int) -> Value? {
        let exit = Int(trace.calls[c].exit)
        guard exit >= 0, case .returned(let v) = trace.event(at: exit) else { return nil }
        return v
    }

    private func pointArgument(_ c: Int) -> Point? {
        if case .point(let p)? = trace.firstArgument(of: trace.calls[c]) { return p }
        return nil
    }

    private func hitTestReason(_ id: ViewID) -> WhyAnswer {
        let name = scene[id].name
        let hitName = hit.map { scene[$0].name }
        if id == hit {
            let path = scene.ancestors(of: id).reversed().map { scene[$0].name }
            if let withheld = withholding(of: id) { return .hitButWithheld(view: name, path: path, withheld) }
            // Chosen by another view's hitTest (an override that returns it), its own never ran.
            if hitTestCall(id) == nil, let giver = (0..<trace.calls.count).last(where: { c in
                trace.calls[c].method == .hitTest && trace.calls[c].receiver != .view(id) && returned(c) == .object(.view(id))
            }), case .view(let by) = trace.calls[giver].receiver {
                return .handedTheTouch(view: name, by: scene[by].name, path: scene.ancestors(of: by).reversed().map { scene[$0].name })
            }
            return .isTheHitView(view: name, path: path)
        }
        if let hit, hit != id, scene.isDescendant(hit, of: id) {
            let child = scene.ancestors(of: hit).first { scene[$0].superview == id }!
            return .subviewTookIt(view: name, child: scene[child].name, hit: scene[hit].name)
        }
        if let c = hitTestCall(id) {
            let point = pointArgument(c)
            if let refused = guardRefusal(in: c) { return .refusedWhenAsked(view: name, point: point, refused.refusals) }
            if case .object(let other)? = returned(c), other != .view(id) {
                if let hit, other == .view(hit) { return .handedOn(view: name, returned: scene.name(of: other)) }
                return .returnedAnother(view: name, returned: scene.name(of: other), hit: hitName)
            }
            if case .nil? = returned(c) {
                let bounds = trace.scene(at: Int(trace.calls[c].entry))[id].bounds
                let inside = point.map { bounds.contains($0) } ?? false
                // The method that decided: UIKit's point(inside:), an override of it, or an
                // override of hitTest that answered without asking.
                if let asked = pointInsideCall(in: c), returned(asked) == .bool(false) {
                    if trace.calls[asked].body.isDefault {
                        return .outsideItsBounds(view: name, point: point, bounds: bounds, transform: transformNote(id))
                    }
                    return .overrideSaidNil(view: name, point: point, method: .pointInside, inside: inside)
                }
                return .overrideSaidNil(view: name, point: point, method: .hitTest, inside: inside)
            }
            return .answeredButOverruled(view: name, answered: returned(c), hit: hitName)
        }
        // Never asked: find the nearest ancestor that was, and why it did not ask this branch.
        var child = id
        var current = scene[id].superview
        while let ancestor = current {
            if let c = hitTestCall(ancestor) {
                let aName = scene[ancestor].name
                if let refused = guardRefusal(in: c) { return .ancestorRefused(view: name, ancestor: aName, refused.refusals) }
                if let p = pointArgument(c), !scene[ancestor].bounds.contains(p), scene[ancestor].superview == nil {
                    return .outsideWindow(view: name, window: aName, point: scene.convert(p, from: ancestor, to: nil),
                                          frame: scene[ancestor].frame, hitElsewhere: hitName)
                }
                if let p = pointArgument(c), !scene[ancestor].bounds.contains(p) {
                    return .outsideAncestor(view: name, ancestor: aName, point: p, bounds: scene[ancestor].bounds,
                                            transform: transformNote(ancestor), ancestorClips: scene[ancestor].clipsToBounds)
                }
                let siblings = scene[ancestor].subviews
                if let position = siblings.firstIndex(of: child) {
                    let front = siblings[(position + 1)...].first { s in
                        if let sc = hitTestCall(s), case .object? = returned(sc) { return true }
                        return false
                    }
                    if let front {
                        // A view the cell's code added to the cell lies behind its content view (§11.11).
                        if child == id, scene[ancestor].kind == .tableViewCell, scene[front].kind == .cellContentView {
                            return .behindContentView(view: name, cell: aName, contentView: scene[front].name)
                        }
                        return .siblingInFront(view: name, ancestor: aName, front: scene[front].name, child: scene[child].name)
                    }
                }
                return .ancestorDidNotAsk(view: name, ancestor: aName)
            }
            child = ancestor
            current = scene[ancestor].superview
        }
        return .neverReached(view: name)
    }

    /// For a view that is (or sits in) a turned or scaled view: the point was converted through
    /// the transform, as hit-testing does.
    private func transformNote(_ id: ViewID) -> WhyAnswer.TransformNote? {
        var current: ViewID? = id
        while let c = current {
            if !scene[c].transform.isIdentity {
                return WhyAnswer.TransformNote(view: scene[c].name, spec: scene[c].transformSpec.steps.isEmpty ? nil : "\(scene[c].transformSpec)")
            }
            current = scene[c].superview
        }
        return nil
    }

    /// Where UIKit's guard turned the view of hitTest call `c` away, if it did: the record of
    /// the guard's `return nil` (in `c`'s own body or a `super` call it made) and every check
    /// that refused, read against the scene at that record. An override that returned nil
    /// without calling super never ran the guard, whatever the view's flags say.
    private func guardRefusal(in c: Int) -> (record: Int, refusals: [HitTestRefusal])? {
        let call = trace.calls[c]
        guard case .view(let id) = call.receiver else { return nil }
        let end = call.exit >= 0 ? Int(call.exit) : trace.count - 1
        for i in Int(call.entry)...end where trace[i].kind == .line {
            let owner = trace.calls[Int(trace[i].call)]
            guard owner.receiver == call.receiver, owner.method == .hitTest,
                  DefaultLandmark.at(Int(trace[i].a), in: owner.body)?.isGuardRefusal == true else { continue }
            return (i, HitTestGuard.refusals(of: trace.scene(at: i)[id], in: owner.body.className))
        }
        return nil
    }

    /// The point(inside:) call hitTest call `c` made on its own view (directly or through
    /// `super`), if it made one.
    private func pointInsideCall(in c: Int) -> Int? {
        let call = trace.calls[c]
        let end = call.exit >= 0 ? Int(call.exit) : trace.count - 1
        for i in Int(call.entry)...end where trace[i].kind == .call {
            let inner = Int(trace[i].a)
            if trace.calls[inner].receiver == call.receiver, trace.calls[inner].method == .pointInside { return inner }
        }
        return nil
    }

    private func chainReason(_ id: ViewID, hit: ViewID?) -> WhyAnswer {
        let name = scene[id].name
        guard let hit else { return .noChain(view: name) }
        let chain = scene.responderChain(from: .view(hit))
        let names = chain.map { scene.name(of: $0) }
        if chain.contains(.view(id)) { return id == hit ? .isFirstInChain(chain: names) : .inChain(view: name, chain: names) }
        return .notInChain(view: name, chain: names)
    }
}
