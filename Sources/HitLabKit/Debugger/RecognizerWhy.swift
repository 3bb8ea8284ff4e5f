import HitLabModel
import HitLabScript
import HitLabDelivery
/// `why NAME` for a gesture recognizer: whether it saw the recorded touches, and if it did not
/// recognize, what stopped it, read from the trace: a view's or its own shouldBegin saying
/// no, a requirement, another recognizer that excluded it, or its own handling of the touches.
/// A `WhyAnswer`, worded by Console's `TeachingWords`.
public struct RecognizerWhy {
    public let trace: Trace

    public init(trace: Trace) { self.trace = trace }

    var scene: Scene { trace.scene }

    /// The whole answer: what became of it, why a scroll view's pan did not scroll, what it did
    /// to the views, and the levers that change that.
    public func answers(_ id: RecognizerID) -> [WhyAnswer] {
        let r = scene.recognizer(id)
        let outcome = explain(id), done = effects(id)
        let stops = r.kind == .scrollViewPan ? ScrollWhy(trace: trace).scrollStops(of: r.view) : nil
        return Self.assembled(r.name, outcome, stops: stops, done: done, levers: levers(id, outcome, done))
    }

    /// The answer's parts in their order: the outcome, a scroll view's pan's stops, what it did
    /// to the views and the levers, each left out when there is none.
    static func assembled(_ name: String, _ outcome: WhyAnswer, stops: WhyAnswer?, done: [WhyAnswer.RecognizerEffect],
                          levers: [WhyAnswer.RecognizerLever]) -> [WhyAnswer] {
        var out = [outcome]
        if let stops { out.append(stops) }
        if !done.isEmpty { out.append(.recognizerEffects(name, done)) }
        if !levers.isEmpty { out.append(.recognizerLevers(name, levers)) }
        return out
    }

    /// What it did to each view's touch in this delivery: cancelled it, or held phases back.
    func effects(_ id: RecognizerID) -> [WhyAnswer.RecognizerEffect] {
        var last: [Int: Touch] = [:], order: [Int] = []
        for change in trace.changes {
            switch change {
            case .touchBegan(let t), .touchChanged(let t):
                if last[t.id] == nil { order.append(t.id) }
                last[t.id] = t
            default: break
            }
        }
        let recognized = (0..<trace.changes.count).contains { n in
            if case .recognizer(id, let runtime) = trace.changes[n] { return runtime.state.hasRecognized }
            return false
        }
        let r = scene.recognizer(id)
        var out: [WhyAnswer.RecognizerEffect] = []
        for t in order.compactMap({ last[$0] }) where t.recognizers.contains(id) {
            guard let view = t.view, scene.contains(view) else { continue }
            if t.cancelledForView, recognized, r.cancelsTouchesInView {
                let sawIt = (0..<trace.calls.count).contains { trace.calls[$0].receiver == .view(view) && trace.calls[$0].body.method == .touchesCancelled }
                out.append(.cancelled(view: scene[view].name, isControl: scene[view].kind.isControl, viewSawIt: sawIt))
            } else if !t.delayedPhases.isEmpty, r.delaysTouchesBegan || r.delaysTouchesEnded {
                out.append(.delayed(view: scene[view].name, phases: t.delayedPhases))
            }
        }
        return out
    }

    /// The levers that change the outcome: the settings behind what it did, its delegate's
    /// shouldReceive, and for two recognizers that excluded each other both ways out.
    func levers(_ id: RecognizerID, _ outcome: WhyAnswer, _ done: [WhyAnswer.RecognizerEffect]) -> [WhyAnswer.RecognizerLever] {
        let r = scene.recognizer(id)
        guard !r.kind.isScrollViewPart else { return [] }
        var out: [WhyAnswer.RecognizerLever] = []
        if done.contains(where: { if case .cancelled = $0 { true } else { false } }) { out.append(.cancelsTouchesInView) }
        if done.contains(where: { if case .delayed(_, let p) = $0 { p.contains(.began) } else { false } }) { out.append(.delaysTouchesBegan) }
        var rivals: [String] = []
        if case .failed(_, _, .excludedBy(let other)) = outcome { rivals.append(other) }
        // The recognizers it excluded by recognizing first.
        for other in scene.recognizerNames.compactMap({ try? scene.recognizerID(named: $0) }) where other != id && !scene.recognizer(other).kind.isScrollViewPart {
            if case .failed(_, _, .excludedBy(r.name)) = explain(other) { rivals.append(scene.recognizer(other).name) }
        }
        // Only a recognizer that recognized did something a delegate's shouldReceive undoes.
        if case .recognized = outcome { out.append(.shouldReceive) }
        for other in rivals { out += [.requireToFail(other: other), .recognizeSimultaneously(other: other)] }
        return out
    }

    public func explain(_ id: RecognizerID) -> WhyAnswer {
        let r = scene.recognizer(id)
        let name = r.name
        let changes = (0..<trace.changes.count).compactMap { n -> (record: Int, state: RecognizerState)? in
            guard case .recognizer(let changed, let runtime) = trace.changes[n], changed == id else { return nil }
            return (Int(trace.changeRecords[n]), runtime.state)
        }
        // A recognizer that decided in an earlier command stays decided until its touches lift:
        // the story starts where the trace found it.
        let before = trace.initialRuntime.recognizer(id)
        if before.state.isFinished && before.state != .ended {
            let reason = before.excludedBy.flatMap { scene.contains($0) ? WhyAnswer.RecognizerFailure.excludedBy(scene.recognizer($0).name) : nil }
            let lifted = trace.runtime(at: trace.count - 1).recognizer(id).state == .possible
            return .failed(name, path: [.possible, before.state], reason ?? .earlier(lifted: lifted))
        }
        let sawTouches = (0..<trace.calls.count).contains { trace.calls[$0].receiver == .recognizer(id) && trace.calls[$0].method.isTouches }
        guard sawTouches || !changes.isEmpty || before.state != .possible else {
            if !r.isEnabled { return .recognizerDisabled(name) }
            let refused = (0..<trace.calls.count).contains { c in
                trace.calls[c].receiver == .recognizer(id) && trace.calls[c].method == .shouldReceive && returned(c) == .bool(false)
            }
            if refused { return .recognizerRefusedToReceive(name) }
            return .recognizerSawNone(name, view: scene[r.view].name)
        }
        var states = before.state == .possible ? [RecognizerState.possible] : [.possible, before.state]
        for c in changes where c.state != states.last { states.append(c.state) }
        // The reset to possible once its touches are gone is not part of the story.
        if states.count > 2, states.last == .possible { states.removeLast() }
        // The failure is the last change *into* failed or cancelled: a learner's reset() that
        // clears its stored values records changes while the state is still failed.
        var failure: (record: Int, state: RecognizerState)?
        var previous = before.state
        for c in changes {
            if c.state == .failed || c.state == .cancelled, c.state != previous { failure = c }
            previous = c.state
        }
        guard let failure else {
            return states.contains(where: \.hasRecognized) ? .recognized(name, path: states) : .undecided(name, path: states)
        }
        return .failed(name, path: states, reason(for: id, failedAt: failure.record))
    }

    /// What happened just before the failure record.
    private func reason(for id: RecognizerID, failedAt record: Int) -> WhyAnswer.RecognizerFailure {
        let r = scene.recognizer(id)
        // The calls that returned just before: a veto.
        for c in stride(from: trace.calls.count - 1, through: 0, by: -1) {
            let call = trace.calls[c]
            guard call.exit >= 0, Int(call.exit) < record, Int(call.exit) >= record - 8 else { continue }
            if call.method == .gestureRecognizerShouldBegin, returned(c) == .bool(false) {
                return .viewVetoed(view: scene.name(of: call.receiver), isButton: call.body.className == "UIButton")
            }
            if call.receiver == .recognizer(id), call.method == .shouldBegin, returned(c) == .bool(false) { return .ownShouldBegin }
        }
        // `require … toFail`, and the requirements its own methods added for this gesture.
        let dynamic = trace.runtime(at: record).recognizer(id).dynamicRequirements
        for required in r.requiredToFail + dynamic where scene.contains(required) {
            if trace.runtime(at: record).recognizer(required).state.hasRecognized || trace.runtime(at: record - 1).recognizer(required).state.hasRecognized {
                return .requirementRecognized(scene.recognizer(required).name)
            }
        }
        // Another recognizer recognizing on the same touches (it excludes the others just
        // before its own state changes): exclusion.
        for n in 0..<trace.changes.count {
            let at = Int(trace.changeRecords[n])
            guard at > record - 8, at < record + 8, case .recognizer(let other, let runtime) = trace.changes[n], other != id, runtime.state.hasRecognized else { continue }
            return .excludedBy(scene.recognizer(other).name)
        }
        if r.kind == .scrollViewPan { return .scrollViewPan(scrollView: scene[r.view].name) }
        if let call = (0..<trace.calls.count).last(where: { trace.calls[$0].receiver == .recognizer(id) && Int(trace.calls[$0].entry) < record }) {
            let c = trace.calls[call]
            return .ownHandling(className: c.body.className, method: c.method)
        }
        return .timedOut
    }

    private func returned(_ c: Int) -> Value? {
        let exit = Int(trace.calls[c].exit)
        guard exit >= 0, case .returned(let v) = trace.event(at: exit) else { return nil }
        return v
    }
}
