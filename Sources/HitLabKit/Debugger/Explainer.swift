import HitLabModel
import HitLabScript
import HitLabDelivery
/// `explain on`: what UIKit is doing at each stop, and any gesture recognizer transition since
/// the previous stop, as `Explanation` values (worded by Console's `ExplanationRenderer`).
/// UIKit's own bodies have facts for their lines, found by the statements they hold
/// (`DefaultLandmark`); an override's line is quoted.
public struct Explainer {
    public let debugger: Debugger
    package var trace: Trace { debugger.trace }
    package var scene: Scene { trace.scene }

    public init(debugger: Debugger) { self.debugger = debugger }

    /// The transitions since the previous stop, then the stop itself.
    public func explanations() -> [Explanation] {
        let i = debugger.cursor
        guard i >= 0, i < trace.count else { return [] }
        return transitions(before: i) + [stop(i)].compactMap { $0 }
    }

    /// Each recognizer state change between the previous stop and record `i`.
    private func transitions(before i: Int) -> [Explanation] {
        var out: [Explanation] = []
        var j = i - 1
        while j >= 0, trace[j].kind != .line, trace[j].kind != .phase {
            if trace[j].kind == .state, case .recognizer(let id, let now) = trace.changes[Int(trace[j].a)], scene.contains(id) {
                let before = trace.runtime(at: j - 1).recognizer(id).state
                let r = scene.recognizer(id)
                if before != now.state { out.insert(.transition(recognizer: r.name, from: before, to: now.state, cancels: r.cancelsTouchesInView), at: 0) }
            }
            j -= 1
        }
        return out
    }

    private func stop(_ i: Int) -> Explanation? {
        switch trace.event(at: i) {
        case .phase(let phase, let touchPhase): return .phase(phase, touchPhase)
        case .failed(let error): return .failed(message: error.message)
        case .line(let line, let locals):
            let call = trace.calls[Int(trace[i].call)]
            let values = Dictionary(locals.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
            if call.body.isDefault, let e = defaultFact(call, line, values) { return e }
            return .line(className: call.body.className, selector: call.method.selector, line: line,
                         text: call.body.lines[line - 1].trimmingWhitespace, isDefault: call.body.isDefault)
        default: return nil
        }
    }

    private func name(_ r: Responder) -> String { scene.name(of: r) }

    private func defaultFact(_ call: TraceCall, _ line: Int, _ v: [String: Value]) -> Explanation? {
        let me = name(call.receiver)
        guard case .view(let id) = call.receiver else { return responderFact(call, me) }
        let view = scene[id]
        switch DefaultLandmark.at(line, in: call.body) {
        case .hitTestGuard?, .hitTestRefused?:
            if !view.isUserInteractionEnabled { return .refused(view: me, .interactionOff) }
            if view.isHidden { return .refused(view: me, .hidden) }
            if view.alpha < 0.01 { return .refused(view: me, .alpha(view.alpha)) }
            return .takesTouches(view: me, alpha: view.alpha, point: v["point"])
        case .hitTestAsksInside?: return .asksInside(view: me, point: v["point"])
        case .hitTestOutside?: return .outside(view: me, point: v["point"])
        case .hitTestSubviewLoop?: return .subviewsFrontToBack(view: me, subviews: view.subviews.reversed().map { scene[$0].name })
        case .hitTestConvert?:
            guard case .object(.view(let sub))? = v["subview"], case .point(let p)? = v["point"] else { return nil }
            return .converts(view: me, point: p, subview: scene[sub].name, converted: scene.convert(p, from: id, to: sub))
        case .hitTestAsksSubview?:
            guard case .object(let sub)? = v["subview"] else { return nil }
            return .asksSubview(view: me, subview: name(sub), point: v["converted"])
        case .hitTestSubviewAnswered?:
            guard let hit = v["hit"], let sub = v["subview"] else { return nil }
            return .subviewAnswered(subview: sub, hit: hit, view: me)
        case .hitTestReturnsSelf?: return .returnsItself(view: me, point: v["point"])
        case nil: break
        }
        switch (call.body.className, call.method) {
        case ("UIView", .pointInside):
            guard case .point(let p)? = v["point"] else { return nil }
            return .pointInside(view: me, point: p, bounds: view.bounds, inside: view.bounds.contains(p))
        case ("UIControl", .hitTest): return .controlHitTest(view: me, enabled: view.isEnabled)
        case ("UIResponder", _), (_, .sendEvent): return responderFact(call, me)
        case ("UIButton", .gestureRecognizerShouldBegin): return .buttonVeto(button: me, recognizer: v["gestureRecognizer"])
        case ("UIView", .gestureRecognizerShouldBegin): return .viewAllowsRecognizer(view: me)
        case ("UIControl", _): return .controlTracks(view: me)
        default: return nil
        }
    }

    /// UIResponder's forwarding, the first responder's methods, actions and sendEvent.
    private func responderFact(_ call: TraceCall, _ me: String) -> Explanation {
        let method = call.method
        switch method {
        case .canBecomeFirstResponder, .canResignFirstResponder, .becomeFirstResponder, .resignFirstResponder,
             .canPerformAction, .targetForAction, .sendAction:
            return .firstResponderStep(method, view: me)
        case .sendEvent:
            return call.receiver == .application ? .applicationSendEvent : .windowSendEvent(window: me)
        default:
            return .forwards(view: me, method: method, next: scene.next(of: call.receiver).map(name))
        }
    }
}
