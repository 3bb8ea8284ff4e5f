/// `why NAME` for a gesture recognizer: whether it saw the recorded touches, and if it did not
/// recognize, what stopped it, read from the trace: a view's or its own shouldBegin saying
/// no, a requirement, another recognizer that excluded it, or its own handling of the touches.
public struct RecognizerWhy {
    public let trace: Trace

    public init(trace: Trace) { self.trace = trace }

    var scene: Scene { trace.scene }

    public func explain(_ id: RecognizerID) -> String {
        let r = scene.recognizer(id)
        let name = r.name
        let changes = (0..<trace.changes.count).compactMap { n -> (record: Int, state: RecognizerState)? in
            guard case .recognizer(let changed, let runtime) = trace.changes[n], changed == id else { return nil }
            return (Int(trace.changeRecords[n]), runtime.state)
        }
        let sawTouches = (0..<trace.calls.count).contains { trace.calls[$0].receiver == .recognizer(id) && trace.calls[$0].body.method.isTouches }
        guard sawTouches || !changes.isEmpty else {
            if !r.isEnabled { return "\(name) is disabled (enabled=no), so it saw none of these touches." }
            let refused = (0..<trace.calls.count).contains { c in
                trace.calls[c].receiver == .recognizer(id) && trace.calls[c].body.method == .shouldReceive && returned(c) == .bool(false)
            }
            if refused { return "\(name) was asked shouldReceive when the touch began and said no, so it saw none of its phases." }
            return "\(name) saw none of these touches: a recognizer gets the touches hit-tested to its view (\(scene[r.view].name)) or to a view inside it, and these went elsewhere."
        }
        var states = [RecognizerState.possible]
        for c in changes where c.state != states.last { states.append(c.state) }
        // The reset to possible once its touches are gone is not part of the story.
        if states.count > 2, states.last == .possible { states.removeLast() }
        let path = states.map(\.rawValue).joined(separator: " → ")
        guard let failure = changes.last(where: { $0.state == .failed || $0.state == .cancelled }) else {
            return states.contains(where: \.hasRecognized) ? "\(name) recognized its gesture: \(path)." : "\(name) saw the touches and is still possible: it has not decided (\(path))."
        }
        return "\(name) went \(path). " + reason(for: id, failedAt: failure.record)
    }

    /// What happened just before the failure record.
    private func reason(for id: RecognizerID, failedAt record: Int) -> String {
        let r = scene.recognizer(id)
        // The calls that returned just before: a veto.
        for c in stride(from: trace.calls.count - 1, through: 0, by: -1) {
            let call = trace.calls[c]
            guard call.exit >= 0, Int(call.exit) < record, Int(call.exit) >= record - 8 else { continue }
            if call.body.method == .gestureRecognizerShouldBegin, returned(c) == .bool(false) {
                let view = scene.name(of: call.receiver)
                let who = call.body.className == "UIButton" ? "\(view) is a button, and UIButton's gestureRecognizerShouldBegin says no to a single-finger, single-tap recognizer on another view: the button keeps its tap" : "\(view)'s gestureRecognizerShouldBegin said no"
                return "It failed when it tried to recognize: \(who). (With cancels=no the views are not asked.)"
            }
            if call.receiver == .recognizer(id), call.body.method == .shouldBegin, returned(c) == .bool(false) {
                return "It failed when it tried to recognize: its shouldBegin (the delegate's gestureRecognizerShouldBegin) said no."
            }
        }
        for required in r.requiredToFail where scene.contains(required) {
            if trace.runtime(at: record).recognizer(required).state.hasRecognized || trace.runtime(at: record - 1).recognizer(required).state.hasRecognized {
                return "It required \(scene.recognizer(required).name) to fail, and \(scene.recognizer(required).name) recognized instead."
            }
        }
        // Another recognizer recognizing on the same touches (it excludes the others just
        // before its own state changes): exclusion.
        for n in 0..<trace.changes.count {
            let at = Int(trace.changeRecords[n])
            guard at > record - 8, at < record + 8, case .recognizer(let other, let runtime) = trace.changes[n], other != id, runtime.state.hasRecognized else { continue }
            return "\(scene.recognizer(other).name) recognized first on the same touches, and two recognizers do not both recognize unless one says they may (shouldRecognizeSimultaneously)."
        }
        if let call = (0..<trace.calls.count).last(where: { trace.calls[$0].receiver == .recognizer(id) && Int(trace.calls[$0].entry) < record }) {
            let c = trace.calls[call]
            return "Its own \(c.body.method.selector) (\(c.body.className)) decided: the touches were not its gesture (`show source \(c.body.className).\(c.body.method.name)` shows the rule)."
        }
        return "It gave up when its time ran out."
    }

    private func returned(_ c: Int) -> Value? {
        let exit = Int(trace.calls[c].exit)
        guard exit >= 0, case .returned(let v) = trace.event(at: exit) else { return nil }
        return v
    }
}
