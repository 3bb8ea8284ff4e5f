import HitLabModel
import HitLabScript
import HitLabDelivery
/// `explain on`: what UIKit is doing at each stop, and any gesture recognizer transition since
/// the previous stop, as `Explanation` values (worded by Console's `TeachingWords`).
/// UIKit's own bodies have facts for their lines, found by the statements they hold
/// (`DefaultLandmark`); an override's line is quoted.
public struct Explainer {
    public let debugger: Debugger
    var trace: Trace { debugger.trace }
    var scene: Scene { trace.scene }

    public init(debugger: Debugger) { self.debugger = debugger }

    /// The transitions since the previous stop, then the stop itself, then where the view it
    /// hit-tests is when a body moved it there.
    public func explanations() -> [Explanation] {
        let i = debugger.cursor
        guard i >= 0, i < trace.count else { return [] }
        let here = stop(i)
        return transitions(before: i) + [here].compactMap { $0 } + (here.map { moved(at: i, $0) } ?? [])
    }

    /// Each recognizer state change, and each view a learner's body moved, between the previous
    /// stop and record `i` (that one too when it is the change `break state` stopped at).
    private func transitions(before i: Int) -> [Explanation] {
        var out: [Explanation] = []
        var j = trace[i].kind == .state ? i : i - 1
        while j >= 0, trace[j].kind != .line, trace[j].kind != .phase {
            if trace[j].kind == .state {
                let n = Int(trace[j].a)
                if case .recognizer(let id, let now) = trace.changes[n], scene.contains(id) {
                    let before = trace.recognizerState(id, beforeChange: n)
                    let r = scene.recognizer(id)
                    if before != now.state {
                        out.insert(r.kind.isScrollViewPart
                            ? .scrollRecognizerTransition(recognizer: r.name, scrollView: scene[r.view].name, isPan: r.kind == .scrollViewPan, from: before, to: now.state)
                            : .transition(recognizer: r.name, from: before, to: now.state, cancels: r.cancelsTouchesInView), at: 0)
                    }
                }
                if case .movedBy(let id, let mover) = trace.changes[n], scene.contains(id), n > 0,
                   case .viewProperty(id, let property, let value) = trace.changes[n - 1] {
                    out.insert(.viewMoved(view: scene[id].name, property: property.rawValue, value: value, mover: mover), at: 0)
                }
            }
            j -= 1
        }
        return out
    }

    /// When the stop is UIKit's hitTest taking a view a learner's body had moved (the view
    /// itself or a superview holding it): where it is and who put it there.
    private func moved(at i: Int, _ stop: Explanation) -> [Explanation] {
        guard case .takesTouches = stop, case .view(let id) = trace.calls[Int(trace[i].call)].receiver else { return [] }
        let runtime = trace.runtime(at: i)
        let lineage = [id] + scene.ancestors(of: id).filter { $0 != id }
        guard let moved = lineage.first(where: { runtime.movers[$0] != nil }), let mover = runtime.movers[moved] else { return [] }
        let when: MoveTime = runtime.movers[moved] == trace.initialRuntime.movers[moved] ? .earlierCommand : .thisTouch
        return [.movedView(view: scene[id].name, moved: scene[moved].name, mover: mover,
                           frame: trace.scene(at: i).windowBox(of: id), when: when)]
    }

    private func stop(_ i: Int) -> Explanation? {
        switch trace.event(at: i) {
        case .phase(.delayedDelivery, let touchPhase): return heldReleased(at: i, touchPhase) ?? .phase(.delayedDelivery, touchPhase)
        case .phase(let phase, let touchPhase): return .phase(phase, touchPhase)
        case .failed(let error): return .failed(message: error.message)
        case .line(let line, let locals):
            let call = trace.calls[Int(trace[i].call)]
            if let e = swiftUICallback(at: i) { return e }
            let values = Dictionary(locals.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
            if call.body.isDefault, let e = defaultFact(call, line, values, at: i) { return e }
            return .line(className: call.body.className, selector: call.method.selector, line: line,
                         text: call.body.lines[line - 1].trimmingWhitespace, isDefault: call.body.isDefault)
        default: return nil
        }
    }

    private func name(_ r: Responder) -> String { scene.name(of: r) }

    /// When a method open at the cursor was a late delivery (a recognizer held its phase back),
    /// who held it and how long: what `bt` says under the stack.
    public func lateDelivery() -> Explanation? {
        // Stopped at the stage mark itself (`break phase delayedDelivery`): the call after it.
        let i = debugger.cursor
        if i >= 0, i < trace.count, case .phase(.delayedDelivery, let phase) = trace.event(at: i) { return heldReleased(at: i, phase) }
        for frame in debugger.frames() {
            let entry = Int(trace.calls[frame.call].entry)
            if entry > 0, case .phase(.delayedDelivery, let phase) = trace.event(at: entry - 1) { return heldReleased(at: entry - 1, phase) }
        }
        return nil
    }

    /// At a delayed delivery: the view the next call goes to, who held the phase and how long.
    private func heldReleased(at i: Int, _ phase: TouchPhase) -> Explanation? {
        guard i + 1 < trace.count, case .call(let call, let arguments) = trace.event(at: i + 1), case .view(let view) = call.receiver,
              case .touches(let ids)? = arguments.first, let id = ids.first,
              let touch = trace.runtime(at: i).touches.first(where: { $0.id == id }) else { return nil }
        let holders = touch.recognizers.filter { r in
            scene.contains(r) && (phase == .began ? scene.recognizer(r).delaysTouchesBegan : scene.recognizer(r).delaysTouchesEnded)
        }
        let seconds = phase == .began ? touch.heldBegan.map { SimulatedTime.exact($0.until - touch.downTime) } : nil
        return .heldReleased(view: scene[view].name, phase: phase, heldBy: holders.map { scene.recognizer($0).name },
                             seconds: seconds, atLift: touch.heldBegan?.atLift ?? touch.phase.isFinal)
    }

    private func defaultFact(_ call: TraceCall, _ line: Int, _ v: [String: Value], at i: Int) -> Explanation? {
        let me = name(call.receiver)
        guard case .view(let id) = call.receiver else {
            // A recognizer is no responder: a scroll view's two have sentences for their source;
            // other recognizers' source is quoted line by line, except the do-nothing update
            // every recognizer inherits.
            if case .recognizer(let rid) = call.receiver {
                let r = scene.recognizer(rid)
                if r.kind.isScrollViewPart {
                    return .scrollRecognizerStep(recognizer: me, scrollView: scene[r.view].name, isPan: r.kind == .scrollViewPan, method: call.body.method)
                }
                if call.body.method != .touchesEstimatedPropertiesUpdated { return nil }
            }
            return responderFact(call, me)
        }
        // UIKit's source reads the view as it is at this line: a body may have changed it since
        // the touch began (in an earlier tap of the same command, in an action).
        let here = trace.scene(at: i), view = here[id]
        let landmark = DefaultLandmark.at(line, in: call.body)
        if let landmark, landmark.isGuard || landmark.isGuardRefusal {
            if let refusal = HitTestGuard.refusals(of: view, in: call.body.className).first { return .refused(view: me, refusal) }
            if landmark == .controlHitTestGuard { return .controlHitTest(view: me, enabled: view.isEnabled) }
            return .takesTouches(view: me, alpha: view.alpha, point: v["point"])
        }
        switch landmark {
        case .hitTestGuard?, .hitTestRefused?, .controlHitTestGuard?, .controlHitTestRefused?: return nil // answered above
        case .hitTestAsksInside?: return .asksInside(view: me, point: v["point"])
        case .hitTestOutside?: return .outside(view: me, point: v["point"])
        case .hitTestSubviewLoop?: return .subviewsFrontToBack(view: me, subviews: view.subviews.reversed().map { scene[$0].name })
        case .hitTestConvert?:
            guard case .object(.view(let sub))? = v["subview"], case .point(let p)? = v["point"] else { return nil }
            return .converts(view: me, point: p, subview: scene[sub].name, converted: here.convert(p, from: id, to: sub))
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
        case ("UIScrollView", .touchesShouldBegin):
            guard case .object(let content)? = v["view"] else { return nil }
            return .touchesShouldBegin(scrollView: me, content: name(content))
        case ("UIScrollView", .touchesShouldCancel):
            guard case .object(let content)? = v["view"] else { return nil }
            let isControl = if case .view(let c) = content { scene[c].kind.isControl } else { false }
            return .touchesShouldCancel(scrollView: me, content: name(content), isControl: isControl)
        case ("UITableView", let method) where method.isTouches:
            return .tableRow(table: me, method: method, row: v["row"]?.number.map { Int($0) })
        case ("_UIHostingView", .swiftUIHitTest): return swiftUIFact(line, call.body, v)
        case ("_UIHostingView", .swiftUIArbitrate), ("_UIHostingView", .swiftUIMaskEnables): return swiftUIArbitrationFact(line, call.body, v)
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
        case .touchesEstimatedPropertiesUpdated:
            return .ignoresEstimateUpdate(responder: me)
        default:
            return .forwards(view: me, method: method, next: scene.next(of: call.receiver).map(name))
        }
    }
}
