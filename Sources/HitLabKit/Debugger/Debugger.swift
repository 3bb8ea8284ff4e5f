import HitLabModel
import HitLabScript
import HitLabDelivery
/// A cursor over a recorded touch. The touch already ran to its end (or its error) when it was
/// recorded; the debugger only moves through the record, so every motion has a reverse twin.
/// Motions are defined by call depth, as in gdb and pdb: `step` goes to the next stop,
/// `next` to the next stop no deeper than here, `finish` to the first stop after the current
/// method returns. Forward and reverse motions stop early at breakpoints and watches.
///
/// The places it stops are statements about to run, pipeline phases, and the error, if any;
/// a `break state` breakpoint also stops at the recognizer's state change.
public struct Debugger: Sendable {
    public let trace: Trace
    public let classes: ClassTable
    /// The record the touch is stopped at; `trace.count` once it has run to its end.
    public private(set) var cursor: Int
    /// The frame `p`, `locals`, `list`, `up` and `down` look at (0 is the innermost).
    public var selectedFrame = 0
    public private(set) var watches: [Watch] = []
    private var nextWatchNumber = 1

    /// A watched expression, bound to the frame where it was set.
    public struct Watch: Sendable, Equatable {
        public let number: Int
        public let expression: String
        public let call: Int
        public var value: Value?
    }

    /// A stop: why, where, and where the motion started (for the output printed in between).
    public struct Stop: Sendable, Equatable {
        public let reason: StopReason
        public let index: Int
        public let from: Int
        /// A watch that changed at the same place a breakpoint stopped (a `.watch` reason).
        public var watchChange: StopReason? = nil
    }

    public init(trace: Trace, classes: ClassTable) {
        self.trace = trace
        self.classes = classes
        cursor = -1
    }

    public var isAtEnd: Bool { cursor >= trace.count }

    /// Whether the cursor is on the error that stopped the touch.
    public var isAtError: Bool { cursor >= 0 && cursor < trace.count && trace[cursor].kind == .failed }

    /// Puts the cursor after the last record, as if the touch had run without stopping.
    public mutating func moveToEnd() {
        cursor = trace.count
        selectedFrame = 0
    }

    /// Puts the cursor at record `i` as a motion that stopped there leaves it (frame 0
    /// selected): for a walker that keeps only the places it found, not a debugger for each.
    package mutating func move(to i: Int) {
        cursor = i
        selectedFrame = 0
    }

    /// Puts the cursor on the error that stopped the touch, if there is one.
    public mutating func moveToError() -> Bool {
        guard let i = (0..<trace.count).last(where: { trace[$0].kind == .failed }) else { return false }
        cursor = i
        selectedFrame = 0
        return true
    }

    func isStop(_ i: Int) -> Bool {
        switch trace[i].kind {
        case .line, .phase, .failed: return true
        default: return false
        }
    }

    /// A recognizer's state change, where `break state` stops: the recognizer has entered the
    /// state and UIKit has not sent its action yet. No other motion stops there.
    private func isStateStop(_ i: Int, _ matcher: BreakpointMatcher) -> Bool {
        trace[i].kind == .state && matcher.stopsAtStateChanges
    }

    /// The call depth of a stop: 0 for pipeline phases, 1 inside the window's hitTest, …
    func depth(_ i: Int) -> Int32 {
        guard i >= 0, i < trace.count else { return 0 }
        return trace[i].depth
    }

    // MARK: Forward

    /// Runs from the start of the touch to the first breakpoint, or to the end.
    public mutating func start(_ breakpoints: inout BreakpointTable) -> Stop {
        cursor = -1
        return resume(&breakpoints)
    }

    /// `continue`: to the next breakpoint or watch change, or to the end.
    public mutating func resume(_ breakpoints: inout BreakpointTable) -> Stop {
        forward(&breakpoints) { _ in false }
    }

    /// `step`: the next statement, entering calls.
    public mutating func step(_ breakpoints: inout BreakpointTable) -> Stop {
        forward(&breakpoints) { _ in true }
    }

    /// `next`: the next statement in this method or a caller; calls run without stopping
    /// (unless a breakpoint inside them matches).
    public mutating func next(_ breakpoints: inout BreakpointTable) -> Stop {
        let here = depth(cursor)
        let fast = breakpoints.isEmpty && watches.isEmpty
        let trace = self.trace
        return forward(&breakpoints, skipCallsDeeperThan: fast ? here : nil) { trace[$0].depth <= here }
    }

    /// `finish`: out of the selected frame's method, as lldb does: the stop is its return, in
    /// the caller's frame at the line that made the call, and says which implementation
    /// (`[UIView]` or `[override]`) returned what.
    public mutating func finish(_ breakpoints: inout BreakpointTable) -> Stop? {
        guard let frame = frame(selectedFrame) else { return nil }
        let call = trace.calls[frame.call]
        let exit = Int(call.exit)
        let from = cursor
        guard exit >= 0 else { return forward(&breakpoints) { _ in false } }   // it never returned: the error
        if let early = scan(from: cursor + 1, to: exit, &breakpoints) { return early }
        guard case .returned(let value) = trace.event(at: exit) else { return nil }
        let finished = StopReason.finished(frame: frameName(frame.call) + trace.implementationTag(call), value: value)
        if call.parent >= 0 { return land(exit, finished, from) }
        // Called by the pipeline: there is no caller's frame, so on to the next stop.
        cursor = exit
        let stop = forward(&breakpoints) { _ in true }
        guard case .step = stop.reason else { return stop }
        return Stop(reason: finished, index: stop.index, from: from)
    }

    /// `until LINE`: on to LINE of the current method, or out of it if LINE is not reached.
    public mutating func until(_ line: Int, _ breakpoints: inout BreakpointTable) -> Stop? {
        guard let frame = frame(0) else { return nil }
        let call = Int32(frame.call)
        let exit = trace.calls[frame.call].exit
        let trace = self.trace
        return forward(&breakpoints) { i in
            let r = trace[i]
            return (r.kind == .line && r.call == call && Int(r.a) == line) || (exit >= 0 && i > Int(exit))
        }
    }

    /// Moves forward to the first stop that `target` accepts, a breakpoint or a watch.
    private mutating func forward(_ breakpoints: inout BreakpointTable, skipCallsDeeperThan limit: Int32? = nil,
                                  _ target: (Int) -> Bool) -> Stop {
        let from = cursor
        let matcher = BreakpointMatcher.make(breakpoints, trace: trace, classes: classes)
        resetWatches(forward: true)
        var i = cursor + 1
        while i < trace.count {
            let r = trace[i]
            if let limit, r.kind == .call, r.depth >= limit {
                let exit = Int(trace.calls[Int(r.a)].exit)
                if exit < 0 { i = trace.count; break }
                i = exit + 1
                continue
            }
            if isStop(i) {
                if r.kind == .failed, case .failed(let error) = trace.event(at: i) { return land(i, .failed(error), from) }
                if let (reason, watch) = check(i, matcher, &breakpoints) { return land(i, reason, from, watch) }
                if target(i) { return land(i, .step, from) }
            } else if isStateStop(i, matcher), let (reason, watch) = check(i, matcher, &breakpoints) {
                return land(i, reason, from, watch)
            }
            i += 1
        }
        cursor = trace.count
        selectedFrame = 0
        return Stop(reason: .end, index: cursor, from: from)
    }

    /// Stops early at a breakpoint or watch between `start` and `end` (inclusive), if any.
    private mutating func scan(from start: Int, to end: Int, _ breakpoints: inout BreakpointTable) -> Stop? {
        let from = cursor
        let matcher = BreakpointMatcher.make(breakpoints, trace: trace, classes: classes)
        resetWatches(forward: true)
        var i = start
        while i <= end, i < trace.count {
            if isStop(i) || isStateStop(i, matcher), let (reason, watch) = check(i, matcher, &breakpoints) { return land(i, reason, from, watch) }
            i += 1
        }
        return nil
    }

    private mutating func land(_ i: Int, _ reason: StopReason, _ from: Int, _ watch: StopReason? = nil) -> Stop {
        cursor = i
        selectedFrame = 0
        watches.removeAll { trace.calls[$0.call].exit >= 0 && Int(trace.calls[$0.call].exit) < i }
        return Stop(reason: reason, index: i, from: from, watchChange: reason == watch ? nil : watch)
    }

    /// A breakpoint or watch that stops the touch at record `i`, counting the hit; with it, a
    /// watch that changed here too.
    private mutating func check(_ i: Int, _ matcher: BreakpointMatcher, _ breakpoints: inout BreakpointTable) -> (StopReason, StopReason?)? {
        let watch = watchChange(at: i)
        for k in matcher.entries.indices where matcher.matches(k, at: i, in: trace) {
            let number = matcher.entries[k].number
            if matcher.entries[k].isConditional {
                do {
                    guard case .bool(true)? = try matcher.condition(k, at: i) else { continue }
                } catch {
                    return (.conditionFailed(breakpoint: number, error: error), watch)
                }
            }
            breakpoints.recordHit(number)
            return (.breakpoint(number), watch)
        }
        return watch.map { ($0, $0) }
    }

    /// Whether a breakpoint's location (its condition aside) is record `i`.
    public func matches(_ location: Breakpoint.Location, at i: Int) -> Bool {
        var table = BreakpointTable()
        table.add(location)
        let matcher = BreakpointMatcher.make(table, trace: trace, classes: classes)
        return matcher.matches(0, at: i, in: trace)
    }

    /// A call made with `super` from the same method on the same receiver.
    package func isSuperCall(_ c: Int) -> Bool { trace.isSuperCall(c) }

    // MARK: Reverse

    /// `reverse-step`: the previous statement, entering calls backwards.
    public mutating func reverseStep(_ breakpoints: inout BreakpointTable) -> Stop {
        backward(&breakpoints) { _ in true }
    }

    /// `reverse-next`: the previous statement no deeper than here.
    public mutating func reverseNext(_ breakpoints: inout BreakpointTable) -> Stop {
        let here = depth(min(cursor, trace.count - 1))
        let fast = breakpoints.isEmpty && watches.isEmpty
        let trace = self.trace
        return backward(&breakpoints, skipCallsDeeperThan: fast ? here : nil) { trace[$0].depth <= here }
    }

    /// `reverse-finish`: back to where the selected frame's method was called.
    public mutating func reverseFinish(_ breakpoints: inout BreakpointTable) -> Stop? {
        guard let frame = frame(selectedFrame) else { return nil }
        let entry = Int(trace.calls[frame.call].entry)
        return backward(&breakpoints) { $0 < entry }
    }

    /// `reverse-continue`: back to the previous breakpoint, or to the start.
    public mutating func reverseContinue(_ breakpoints: inout BreakpointTable) -> Stop {
        let matcher = BreakpointMatcher.make(breakpoints, trace: trace, classes: classes)
        if watches.isEmpty, !matcher.isEmpty, matcher.stopsOnlyAtCalls { return backwardByCalls(matcher) }
        return backward(&breakpoints) { _ in false }
    }

    /// `reverse-continue` when every breakpoint is on a method: such a breakpoint can stop only
    /// at the first statement of a call, so the scan visits the calls (one in ten records on a
    /// wide tap) instead of every record. Stops where `backward` would.
    private mutating func backwardByCalls(_ matcher: BreakpointMatcher) -> Stop {
        let from = cursor
        let end = min(cursor, trace.count)
        var c = trace.calls.count - 1
        while c >= 0 {
            let i = Int(trace.calls[c].entry) + 1
            c -= 1
            guard i < end, isStop(i) else { continue }
            if let reason = reverseCheck(i, matcher) { return land(i, reason, from) }
        }
        return landAtStart(from)
    }

    private mutating func backward(_ breakpoints: inout BreakpointTable, skipCallsDeeperThan limit: Int32? = nil,
                                   _ target: (Int) -> Bool) -> Stop {
        let from = cursor
        let matcher = BreakpointMatcher.make(breakpoints, trace: trace, classes: classes)
        resetWatches(forward: false)
        var i = min(cursor, trace.count) - 1
        while i >= 0 {
            let r = trace[i]
            if let limit, r.kind == .returned, r.depth >= limit {
                i = Int(trace.calls[Int(r.call)].entry) - 1
                continue
            }
            if isStop(i) {
                let watch = watchChange(at: i)
                if !matcher.isEmpty, let reason = reverseCheck(i, matcher) { return land(i, reason, from, watch) }
                if let watch { return land(i, watch, from) }
                if target(i) { return land(i, .step, from) }
            } else if isStateStop(i, matcher), let reason = reverseCheck(i, matcher) {
                return land(i, reason, from)
            }
            i -= 1
        }
        return landAtStart(from)
    }

    /// Nothing earlier: stay at the first stop of the touch.
    private mutating func landAtStart(_ from: Int) -> Stop {
        let first = (0..<trace.count).first(where: isStop) ?? 0
        cursor = first
        selectedFrame = 0
        return Stop(reason: .start, index: first, from: from)
    }

    /// Breakpoints seen while going backwards stop the motion but do not count as hits.
    private func reverseCheck(_ i: Int, _ matcher: BreakpointMatcher) -> StopReason? {
        for k in matcher.entries.indices where matcher.matches(k, at: i, in: trace) {
            if matcher.entries[k].isConditional {
                guard case .bool(true)? = try? matcher.condition(k, at: i) else { continue }
            }
            return .breakpoint(matcher.entries[k].number)
        }
        return nil
    }

    // MARK: Watches

    /// Watches `expression` in the selected frame; returns its current value.
    public mutating func watch(_ expression: String) throws(ScriptError) -> (number: Int, value: Value)? {
        guard let frame = frame(selectedFrame) else { return nil }
        let value = try evaluate(expression, inFrame: selectedFrame)
        watches.append(Watch(number: nextWatchNumber, expression: expression, call: frame.call, value: value))
        nextWatchNumber += 1
        return (nextWatchNumber - 1, value)
    }

    /// The first watch whose value at line record `i` of its frame differs from its value at
    /// the frame's line before (in the direction of motion); every watch of that frame takes
    /// its value at `i`, so a change is told once, where it happens.
    private mutating func watchChange(at i: Int) -> StopReason? {
        let r = trace[i]
        guard r.kind == .line else { return nil }
        var change: StopReason?
        for n in watches.indices where Int(r.call) == watches[n].call {
            guard let value = try? evaluate(watches[n].expression, at: i) else { continue }
            if let old = watches[n].value, old != value, change == nil {
                change = .watch(number: watches[n].number, expression: watches[n].expression, old: old, new: value)
            }
            watches[n].value = value
        }
        return change
    }

    /// Before a motion, each watch takes its value at the position the motion leaves from: the
    /// last line of its frame at or before the cursor going forward, the first at or after it
    /// going back (none yet: the first line seen sets it, without a change).
    private mutating func resetWatches(forward: Bool) {
        for n in watches.indices {
            let line = forward ? lastLine(of: watches[n].call, atOrBefore: cursor) : firstLine(of: watches[n].call, atOrAfter: cursor)
            watches[n].value = line.flatMap { try? evaluate(watches[n].expression, at: $0) }
        }
    }

    /// The last `.line` record of call `c` at or before record `i`; the calls it made are skipped.
    private func lastLine(of c: Int, atOrBefore i: Int) -> Int? {
        let entry = Int(trace.calls[c].entry)
        var j = min(i, trace.count - 1)
        while j > entry {
            let owner = Int(trace[j].call)
            if owner == c, trace[j].kind == .line { return j }
            j = owner > c ? Int(trace.calls[owner].entry) - 1 : j - 1
        }
        return nil
    }

    /// The first `.line` record of call `c` at or after record `i`; the calls it made are skipped.
    private func firstLine(of c: Int, atOrAfter i: Int) -> Int? {
        let exit = trace.calls[c].exit
        var j = max(i, Int(trace.calls[c].entry))
        while j < trace.count, exit < 0 || j < Int(exit) {
            let owner = Int(trace[j].call)
            if owner == c, trace[j].kind == .line { return j }
            if owner > c {
                let nestedExit = Int(trace.calls[owner].exit)
                if nestedExit < 0 { return nil }
                j = nestedExit + 1
            } else {
                j += 1
            }
        }
        return nil
    }

    public mutating func deleteWatch(_ number: Int) -> Bool {
        guard let i = watches.firstIndex(where: { $0.number == number }) else { return false }
        watches.remove(at: i)
        return true
    }
}
