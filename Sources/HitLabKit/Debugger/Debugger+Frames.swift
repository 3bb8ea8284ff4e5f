import HitLabModel
import HitLabScript
import HitLabDelivery
/// The call stack at the cursor, and evaluating expressions in one of its frames.
extension Debugger {
    /// One method call open at the cursor.
    public struct Frame: Sendable, Equatable {
        /// Index into `trace.calls`.
        public let call: Int
        /// The `.line` record that gives the frame's current line and locals.
        public let lineRecord: Int?

        public init(call: Int, lineRecord: Int?) {
            self.call = call
            self.lineRecord = lineRecord
        }
    }

    /// The open calls at the cursor, innermost first. Empty at a pipeline phase or the end.
    /// On a call's return (where `finish` stops) the innermost is its caller, at the line that
    /// made the call, as in lldb.
    public func frames() -> [Frame] {
        guard let top = innermost() else { return [] }
        var out = [top]
        var child = top.call
        while trace.calls[child].parent >= 0 {
            let parent = Int(trace.calls[child].parent)
            out.append(Frame(call: parent, lineRecord: lastLine(of: parent, before: Int(trace.calls[child].entry))))
            child = parent
        }
        return out
    }

    /// `frames()[n]` (nil past the outermost), found without working out the frames between:
    /// `finish` and `reverse-finish` need one frame, and a stack 10,000 calls deep costs them
    /// no more than a shallow one.
    public func frame(_ n: Int) -> Frame? {
        guard let top = innermost() else { return nil }
        guard n > 0 else { return top }
        var child = top.call
        for k in 1...n {
            let parent = Int(trace.calls[child].parent)
            guard parent >= 0 else { return nil }
            if k == n { return Frame(call: parent, lineRecord: lastLine(of: parent, before: Int(trace.calls[child].entry))) }
            child = parent
        }
        return nil
    }

    /// The innermost frame at the cursor: the running call at its line, or for a return, the
    /// caller at the line that made the call.
    private func innermost() -> Frame? {
        guard cursor >= 0, cursor < trace.count else { return nil }
        let r = trace[cursor]
        guard r.call >= 0 else { return nil }
        var top = Int(r.call)
        var lineRecord = r.kind == .line ? cursor : lastLine(of: top, before: cursor)
        if r.kind == .returned {
            let caller = Int(trace.calls[top].parent)
            guard caller >= 0 else { return nil }
            lineRecord = lastLine(of: caller, before: Int(trace.calls[top].entry))
            top = caller
        }
        return Frame(call: top, lineRecord: lineRecord)
    }

    /// The last `.line` record of `call` before record `index`, hopping over finished calls.
    package func lastLine(of call: Int, before index: Int) -> Int? {
        var i = index - 1
        let entry = Int(trace.calls[call].entry)
        while i > entry {
            let r = trace[i]
            if r.kind == .line && Int(r.call) == call { return i }
            if r.kind == .returned && Int(r.call) != call { i = Int(trace.calls[Int(r.call)].entry) - 1; continue }
            i -= 1
        }
        return nil
    }

    /// The source line a frame is at.
    public func line(of frame: Frame) -> Int? { frame.lineRecord.map { Int(trace[$0].a) } }

    /// The frame's locals at its current line.
    public func locals(of frame: Frame) -> [(name: String, value: Value)] {
        guard let record = frame.lineRecord, case .line(_, let locals) = trace.event(at: record) else {
            let call = trace.calls[frame.call]
            let start = Int(call.argumentStart)
            let arguments = (start..<start + Int(call.argumentCount)).map { trace.values[$0] }
            return zip(call.body.slotNames, arguments).map { ($0, $1) }
        }
        return locals
    }

    /// `YellowView.point(inside:with:)`, with the class whose body runs when it is inherited.
    public func frameName(_ call: Int) -> String {
        let c = trace.calls[call]
        return "\(trace.scene.name(of: c.receiver)).\(c.method.selector)"
    }

    /// Evaluates an expression in frame `n` (0 is the innermost).
    public func evaluate(_ expression: String, inFrame n: Int) throws(ScriptError) -> Value {
        let all = frames()
        let here = min(max(cursor, 0), trace.count - 1)
        guard n < all.count else { return try evaluate(expression, call: nil, locals: [], at: here) }
        return try evaluate(expression, call: all[n].call, locals: locals(of: all[n]), at: here)
    }

    /// Evaluates an expression in the innermost frame at record `i` (for conditions and watches).
    func evaluate(_ expression: String, at i: Int) throws(ScriptError) -> Value {
        let r = trace[i]
        var locals: [(name: String, value: Value)] = []
        if r.kind == .line, case .line(_, let l) = trace.event(at: i) { locals = l }
        return try evaluate(expression, call: r.call >= 0 ? Int(r.call) : nil, locals: locals, at: i)
    }

    /// Evaluates a breakpoint condition at record `i` as a motion does (for tests and
    /// one-off checks; a motion keeps one `ConditionEvaluator` for all its records).
    func evaluateCondition(_ condition: String, at i: Int) throws(ScriptError) -> Value {
        try ConditionEvaluator(trace: trace, classes: classes).evaluate(BreakpointCondition(condition), at: i)
    }

    /// Evaluates with `self` the call's receiver and the event it ran with; outside any call,
    /// with `self` the window and the touches on the glass at that record. Views are read as
    /// they were at record `index`, with the properties bodies had set by then.
    private func evaluate(_ expression: String, call: Int?, locals: [(name: String, value: Value)], at index: Int) throws(ScriptError) -> Value {
        let receiver = call.map { trace.calls[$0].receiver } ?? .view(trace.scene.window)
        let runtime = trace.runtime(at: index)
        let event = call.map { trace.events[Int(trace.calls[$0].event)] }
            ?? Event(timestamp: trace.events.last?.timestamp ?? 0, touches: runtime.touches)
        // Between calls, `event` still names the event being delivered.
        let names = call == nil ? [(name: "event", value: Value.event)] : locals
        return try Interpreter.evaluate(expression, locals: names, receiver: receiver, scene: trace.scene(at: index), event: event, classes: classes,
                                        host: RuntimeSnapshot(trace, at: index), firstResponder: runtime.firstResponder)
    }
}
