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
            return .failed(name, path: [.possible, before.state], reason ?? .earlier)
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
