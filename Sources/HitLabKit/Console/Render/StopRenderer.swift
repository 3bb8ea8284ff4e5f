import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// How the debugger shows where a touch is stopped: the method (with which implementation
/// runs and its point in its own coordinates), the source line with an arrow, the call
/// stack, and a listing.
struct StopRenderer {
    let debugger: Debugger
    /// The session's language, for the sentences `bt` adds (a late delivery's explanation).
    var words: any TeachingWords = EnglishWords()
    var trace: Trace { debugger.trace }

    /// The stop: a pipeline phase, or the innermost frame's method and line.
    func location() -> String {
        let i = debugger.cursor
        guard i >= 0, i < trace.count else { return "(the touch has finished)" }
        if case .phase(let phase, let touchPhase) = trace.event(at: i) {
            return "── \(phase.rawValue) (\(touchPhase.rawValue)): \(phase.summary)"
        }
        let change = stateChange(at: i)
        guard let frame = debugger.frames().first else { return change ?? "(between calls)" }
        return (change.map { $0 + "\n" } ?? "") + header(frame) + (sourceLine(frame).map { "\n" + $0 } ?? "")
    }

    /// At a recognizer's state change (where `break state` stops): `Open becomes ended (was
    /// possible), before its action is sent`.
    private func stateChange(at i: Int) -> String? {
        guard trace[i].kind == .state, case .recognizer(let id, let now) = trace.changes[Int(trace[i].a)], trace.scene.contains(id) else { return nil }
        let was = trace.recognizerState(id, beforeChange: Int(trace[i].a))
        let sends = now.state != .possible && now.state != .failed
        return "\(trace.scene.recognizer(id).name) becomes \(now.state.rawValue) (was \(was.rawValue))" + (sends ? ", before its action is sent" : "")
    }

    /// The selected frame, as `frame`, `up` and `down` show it.
    func frameHeader() -> String {
        let frames = debugger.frames()
        guard debugger.selectedFrame < frames.count else { return location() }
        let frame = frames[debugger.selectedFrame]
        return "#\(debugger.selectedFrame) " + header(frame) + (sourceLine(frame).map { "\n" + $0 } ?? "")
    }

    func header(_ frame: Debugger.Frame) -> String {
        let call = trace.calls[frame.call]
        return "\(debugger.frameName(frame.call))\(trace.implementationTag(call))" + (trace.argumentNote(call).map { " · " + $0 } ?? "")
    }

    /// `   2 → return bounds.contains(point)`
    func sourceLine(_ frame: Debugger.Frame) -> String? {
        guard let line = debugger.line(of: frame) else { return nil }
        let lines = trace.calls[frame.call].body.lines
        guard line >= 1, line <= lines.count else { return nil }
        return "  \(line) → " + lines[line - 1].trimmingWhitespace
    }

    /// A stack deeper than twice this shows only this many frames at each end.
    static let elisionKeeps = 10

    /// `bt`: the sends as one arrow-joined line, then the frames, innermost first: the
    /// innermost `count` when given, else all of them with a deep stack's middle left out.
    /// `swiftUIPath` gives the SwiftUI views from a host's root in to a view, for the frame of a
    /// gesture's closure (`bt` shows how SwiftUI reached it: host → … → view → gesture → callback).
    func backtrace(count: Int? = nil, swiftUIPath: (String) -> [String]? = { _ in nil }) -> String {
        let frames = debugger.frames()
        var sends: [String] = []
        for frame in frames.reversed() where !debugger.isSuperCall(frame.call) {
            let call = trace.calls[frame.call]
            let method = call.method == .pointInside ? "point(inside:with:)" : call.method.rawValue
            if let callback = trace.swiftUICallback(call: frame.call) {
                sends.append("\(callback.gesture).\(callback.callback)")
                continue
            }
            sends.append("\(trace.scene.name(of: call.receiver)).\(method)")
        }
        let keep = Self.elisionKeeps
        if sends.count > 2 * keep {
            sends = sends.prefix(keep) + ["… \(sends.count - 2 * keep) more …"] + sends.suffix(keep)
        }
        var lines = [sends.joined(separator: " → ")]
        func add(_ n: Int) {
            let frame = frames[n]
            let marker = n == debugger.selectedFrame ? "*" : " "
            let line = debugger.line(of: frame).map { " · line \($0)" } ?? ""
            let call = trace.calls[frame.call]
            // A SwiftUI gesture's closure is the learner's code in the body, which overrides
            // nothing: the frame says whose closure it is and where it was written.
            if let callback = trace.swiftUICallback(call: frame.call) {
                let host = trace.scene.name(of: call.receiver)
                lines.append("\(marker) #\(n) \(callback.gesture) → \(callback.callback) [SwiftUI]: your closure in \(host)'s body" + line)
                lines += swiftUIFrames(callback, host: host, path: swiftUIPath(callback.view))
                return
            }
            lines.append("\(marker) #\(n) " + header(frame) + line)
            // A recognizer's action is sent by UIKit's private functions, not by the frame below:
            // the gesture environment's under the window's sendEvent, or a timer's alone.
            if call.method.isAction, case .object(.recognizer)? = trace.firstArgument(of: call) {
                let underWindow = n + 1 < frames.count && trace.calls[frames[n + 1].call].method == .sendEvent
                lines.append("     sent by UIKit's private functions (not steppable):")
                lines += Phase.recognizerActionFrames.prefix(underWindow ? Phase.recognizerActionFrames.count : 1).map { "       " + $0 }
            }
        }
        if let count {
            (0..<min(count, frames.count)).forEach(add)
            if count < frames.count { lines.append("  … \(frames.count - count) outer frame\(frames.count - count == 1 ? "" : "s") (`bt` shows the outermost too)") }
        } else if frames.count > 2 * keep {
            (0..<keep).forEach(add)
            lines.append("  … \(frames.count - 2 * keep) frames … (`bt N` shows the innermost N)")
            (frames.count - keep..<frames.count).forEach(add)
        } else {
            frames.indices.forEach(add)
        }
        // The touches' recognizers (a scroll view's two among them) and what they hold back.
        lines += recognizerLines()
        // The whole stack goes on below UIKit's public methods, into the run loop's callbacks.
        if count == nil { lines += systemStack(underFrames: true) }
        return lines.joined(separator: "\n")
    }

    /// The frames under a SwiftUI gesture's closure, innermost first: SwiftUI's gesture
    /// machinery calls it for the gesture that recognized, reached from the hosting view through
    /// the views from the body's root in to the one that carries the gesture; then the path in
    /// one line, host first.
    private func swiftUIFrames(_ callback: SwiftUICallbackName, host: String, path: [String]?) -> [String] {
        guard let path else { return [] }
        var out = ["     called by SwiftUI's gesture machinery (not steppable):",
                   "       \(callback.gesture): recognized, so SwiftUI calls its \(callback.callback)"]
        out += path.reversed().map { "       \($0)" }
        out.append("       \(host): the _UIHostingView the touch was delivered to")
        out.append("     SwiftUI's path to it: " + ([host] + path + [callback.gesture, callback.callback]).joined(separator: " → "))
        return out
    }

    /// The stage the touch is at: the last stage mark at or before the cursor.
    func currentStage() -> Phase? { currentStageMark()?.phase }

    /// The last stage mark at or before the cursor, and whether it was made between events, by
    /// a recognizer's timer (a mark outside every call, at the recognizers or a late delivery).
    private func currentStageMark() -> (phase: Phase, fromTimer: Bool)? {
        var i = min(debugger.cursor, trace.count - 1)
        while i >= 0 {
            // The record's kind first: making the readable event of every line record passed
            // (its locals by name) took `bt` 0.15 s in the middle of a million records.
            if trace[i].kind == .phase, case .phase(let phase, _) = trace.event(at: i) {
                return (phase, (phase == .gestures || phase == .delayedDelivery) && trace[i].depth == 0)
            }
            i -= 1
        }
        return nil
    }

    /// The system's functions under the stepped frames at this stage (`Phase.systemFrames`, or
    /// a timer's), under a line that says they cannot be stepped; or where the stage runs when
    /// the app does not run yet. Empty when the trace has no stage marks.
    func systemStack(underFrames: Bool) -> [String] {
        guard let (stage, fromTimer) = currentStageMark() else { return [] }
        if let place = stage.systemPlace { return ["  (\(place); nothing of the app is on the stack yet)"] }
        let frames = fromTimer ? Phase.timerFrames(delayed: stage == .delayedDelivery) : stage.systemFrames
        return ["  \(underFrames ? "under them, " : "")UIKit's private functions (not steppable):"] + frames.map { "     " + $0 }
    }

    /// For `bt`, when a scroll view's recognizers see the stopped method's touches or a phase is
    /// or was held back: every recognizer on those touches with its state here, what is still
    /// held back from the view, and, in a late delivery, who held it and how long (a line each).
    func recognizerLines() -> [String] {
        let seen = debugger.recognizersAtStop()
        let held = debugger.heldBackAtStop()
        let late = Explainer(debugger: debugger).lateDelivery()
        guard held != nil || late != nil || seen.contains(where: { trace.scene.recognizer($0.id).kind.isScrollViewPart }) else { return [] }
        var lines: [String] = []
        if !seen.isEmpty {
            lines.append("  gesture recognizers on these touches: " + seen.map { "\($0.name) \($0.state.rawValue)" }.joined(separator: " · "))
        }
        if let held {
            lines.append("  held back from the view so far: " + held.map { h in
                let names = h.holders.joined(separator: ", ")
                return h.decided ? "\(h.phase.rawValue) (held by \(names), which \(h.holders.count == 1 ? "has" : "have") now decided)" : "\(h.phase.rawValue) (by \(names))"
            }.joined(separator: " · "))
        }
        if let late { lines.append("  " + words.explanation(late, in: trace.scene)) }
        return lines
    }

    /// `list`: the selected frame's source around its line, with the arrow.
    func listing() -> String {
        let frames = debugger.frames()
        guard debugger.selectedFrame < frames.count else { return location() }
        let frame = frames[debugger.selectedFrame]
        let body = trace.calls[frame.call].body
        let current = debugger.line(of: frame) ?? 1
        let lines = body.lines
        let first = max(1, min(current - 5, lines.count - 10)), last = min(lines.count, first + 10)
        var out = ["// \(body.frameName)\(body.isDefault ? ": UIKit's default" : ": \(body.className)'s override")"]
        for n in first...max(first, last) where n <= lines.count {
            let number = String(n).leftPadded(to: String(last).count)
            out.append((n == current ? "→ " : "  ") + number + "  " + lines[n - 1])
        }
        return out.map(\.trimmingTrailingWhitespace).joined(separator: "\n")
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
