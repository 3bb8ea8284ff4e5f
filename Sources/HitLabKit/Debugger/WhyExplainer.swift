import HitLabModel
import HitLabScript
import HitLabDelivery
/// `why NAME`: after a tap, why NAME was or was not the hit view (which check turned it or an
/// ancestor away, or which view in front answered first), and whether it is in the hit view's
/// responder chain, as `WhyAnswer` facts (worded by Console's `WhyRenderer`).
public struct WhyExplainer {
    public let trace: Trace
    public let hit: ViewID?

    public init(trace: Trace, hit: ViewID?) { self.trace = trace; self.hit = hit }

    package var scene: Scene { trace.scene }

    public func explain(_ name: String) throws(SceneError) -> [WhyAnswer] {
        let id = try scene.viewID(named: name)
        return [hitTestReason(id), chainReason(id)]
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
            return .isTheHitView(view: name, path: path)
        }
        if let hit, hit != id, scene.isDescendant(hit, of: id) {
            let child = scene.ancestors(of: hit).first { scene[$0].superview == id }!
            return .subviewTookIt(view: name, child: scene[child].name, hit: scene[hit].name)
        }
        if let c = hitTestCall(id) {
            let point = pointArgument(c)
            if let refusal = refusal(id) { return .refusedWhenAsked(view: name, point: point, refusal) }
            if case .object(let other)? = returned(c), other != .view(id) {
                return .returnedAnother(view: name, returned: scene.name(of: other), hit: hitName)
            }
            if case .nil? = returned(c) {
                let inside = point.map { scene[id].bounds.contains($0) } ?? false
                return inside ? .overrideSaidNil(view: name, point: point)
                    : .outsideItsBounds(view: name, point: point, bounds: scene[id].bounds, transform: transformNote(id))
            }
            return .answeredButOverruled(view: name, answered: returned(c), hit: hitName)
        }
        // Never asked: find the nearest ancestor that was, and why it did not ask this branch.
        var child = id
        var current = scene[id].superview
        while let ancestor = current {
            if let c = hitTestCall(ancestor) {
                let aName = scene[ancestor].name
                if let refusal = refusal(ancestor) { return .ancestorRefused(view: name, ancestor: aName, refusal) }
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
                    if let front { return .siblingInFront(view: name, ancestor: aName, front: scene[front].name, child: scene[child].name) }
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

    /// Why UIKit's guard turns a view away, if it does.
    private func refusal(_ id: ViewID) -> WhyAnswer.Refusal? {
        let v = scene[id]
        if !v.isUserInteractionEnabled { return .interactionOff }
        if v.isHidden { return .hidden }
        if v.alpha < 0.01 { return .alpha(v.alpha) }
        if v.kind.isControl && !v.isEnabled { return .disabledControl }
        return nil
    }

    private func chainReason(_ id: ViewID) -> WhyAnswer {
        let name = scene[id].name
        guard let hit else { return .noChain(view: name) }
        let chain = scene.responderChain(from: .view(hit))
        let names = chain.map { scene.name(of: $0) }
        if chain.contains(.view(id)) { return id == hit ? .isFirstInChain(chain: names) : .inChain(view: name, chain: names) }
        return .notInChain(view: name, chain: names)
    }
}
