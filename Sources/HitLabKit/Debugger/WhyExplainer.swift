/// `why NAME`: after a tap, says in a few lines why NAME was or was not the hit view (which
/// check turned it or an ancestor away, or which view in front answered first), and whether
/// it is in the hit view's responder chain.
public struct WhyExplainer {
    public let trace: Trace
    public let hit: ViewID?

    public init(trace: Trace, hit: ViewID?) { self.trace = trace; self.hit = hit }

    var scene: Scene { trace.scene }

    public func explain(_ name: String) throws(SceneError) -> String {
        let id = try scene.viewID(named: name)
        var lines = [hitTestReason(id)]
        lines.append(chainReason(id))
        return lines.joined(separator: "\n")
    }

    /// The first (non-super) hitTest call on `id`, if the hit test reached it. A call with no
    /// parent (the window's, asked first) is never a `super` call; this includes a touch outside
    /// the window, where the window's call is the only one.
    private func hitTestCall(_ id: ViewID) -> Int? {
        (0..<trace.calls.count).first { c in
            let call = trace.calls[c]
            guard call.receiver == .view(id), call.body.method == .hitTest else { return false }
            guard call.parent >= 0 else { return true }
            let parent = trace.calls[Int(call.parent)]
            return !(parent.receiver == call.receiver && parent.body.method == .hitTest)
        }
    }

    private func returned(_ c: Int) -> Value? {
        let exit = Int(trace.calls[c].exit)
        guard exit >= 0, case .returned(let v) = trace.event(at: exit) else { return nil }
        return v
    }

    private func pointArgument(_ c: Int) -> Point? {
        if case .point(let p) = trace.values[Int(trace.calls[c].argumentStart)] { return p }
        return nil
    }

    private func hitTestReason(_ id: ViewID) -> String {
        let name = scene[id].name
        if id == hit {
            let path = scene.ancestors(of: id).reversed().map { scene[$0].name }
            return "\(name) is the hit view: the hit test went \(path.joined(separator: " → ")), and no subview of \(name) took the point."
        }
        if let hit, hit != id, scene.isDescendant(hit, of: id) {
            let child = scene.ancestors(of: hit).first { scene[$0].superview == id }!
            return "\(name) is not the hit view though the point is inside it: its subview \(scene[child].name) took the point, and hitTest returns the deepest view that does (\(scene[hit].name))."
        }
        if let c = hitTestCall(id) {
            let point = pointArgument(c).map { "\($0)" } ?? "the point"
            if let refusal = refusal(id) { return "\(name) was asked with \(point) in its own coordinates, but \(refusal), so it returned nil." }
            if case .object(let other)? = returned(c), other != .view(id) {
                return "\(name)'s hitTest returned \(scene.name(of: other)), but a view above it chose \(hit.map { scene[$0].name } ?? "nil") instead."
            }
            if case .nil? = returned(c) {
                let inside = pointArgument(c).map { scene[id].bounds.contains($0) } ?? false
                return inside ? "\(name) was asked with \(point) and it is inside its bounds, but its hitTest returned nil (an override decided)."
                    : "\(name) was asked with \(point)\(transformNote(id)), which is outside its bounds \(scene[id].bounds), so its point(inside:) said no and its hitTest returned nil."
            }
            return "\(name)'s hitTest answered \(returned(c).map { ValueFormatter(scene: scene).describe($0) } ?? "nothing"), but a view above it chose \(hit.map { scene[$0].name } ?? "nil")."
        }
        // Never asked: find the nearest ancestor that was, and why it did not ask this branch.
        var child = id
        var current = scene[id].superview
        while let ancestor = current {
            if let c = hitTestCall(ancestor) {
                let aName = scene[ancestor].name
                let point = pointArgument(c).map { "\($0)" } ?? "the point"
                if let refusal = refusal(ancestor) {
                    return "\(name) was never asked: its ancestor \(aName) was asked first, but \(refusal), so none of its subviews were asked."
                }
                if let p = pointArgument(c), !scene[ancestor].bounds.contains(p) {
                    // clipsToBounds only changes what is drawn (reference §2.5).
                    let clipping = scene[ancestor].clipsToBounds
                        ? " \(aName) clips, so that part is not drawn either; clipping plays no part in hit-testing."
                        : " \(aName) does not clip, so that part is drawn, yet clipping plays no part in hit-testing: clips=yes or no, it cannot be hit."
                    return "\(name) was never asked: \(point) in \(aName)'s coordinates\(transformNote(ancestor)) is outside \(aName).bounds \(scene[ancestor].bounds), so \(aName)'s point(inside:) said no and its subviews were never asked (a subview's part outside its parent cannot be hit)." + clipping
                }
                let siblings = scene[ancestor].subviews
                if let position = siblings.firstIndex(of: child) {
                    let front = siblings[(position + 1)...].first { s in
                        if let sc = hitTestCall(s), case .object? = returned(sc) { return true }
                        return false
                    }
                    if let front {
                        return "\(name) was never asked: \(aName) asks its subviews from the front, and \(scene[front].name), in front of \(scene[child].name), answered first."
                    }
                }
                return "\(name) was never asked: \(aName)'s hitTest did not ask its subviews (an override answered without them)."
            }
            child = ancestor
            current = scene[ancestor].superview
        }
        return "\(name) was never asked: the window's hit test did not reach it."
    }

    /// For a view that is (or sits in) a turned or scaled view: the point was converted through
    /// the transform, as hit-testing does.
    private func transformNote(_ id: ViewID) -> String {
        var current: ViewID? = id
        while let c = current {
            if !scene[c].transform.isIdentity {
                let spec = scene[c].transformSpec.steps.isEmpty ? "" : " \(scene[c].transformSpec)"
                return " (converted through \(scene[c].name)'s transform\(spec), as hit-testing does)"
            }
            current = scene[c].superview
        }
        return ""
    }

    /// Why UIKit's guard turns a view away, if it does.
    private func refusal(_ id: ViewID) -> String? {
        let v = scene[id]
        if !v.isUserInteractionEnabled { return "it has user interaction off" }
        if v.isHidden { return "it is hidden" }
        if v.alpha < 0.01 { return "its alpha (\(formatNumber(v.alpha))) is below 0.01" }
        if v.kind.isControl && !v.isEnabled { return "it is a disabled control" }
        return nil
    }

    private func chainReason(_ id: ViewID) -> String {
        let name = scene[id].name
        guard let hit else { return "No view took the touch, so there is no responder chain and no touches… call reached \(name)." }
        let chain = scene.responderChain(from: .view(hit))
        let text = chain.map { scene.name(of: $0) }.joined(separator: " → ")
        if chain.contains(.view(id)) {
            return id == hit ? "Its responder chain is \(text)." : "\(name) is in the responder chain (\(text)), so it gets the touches if the responders before it pass them on."
        }
        return "\(name) is not in the responder chain (\(text)), so no touches… call reaches it for this touch."
    }
}
