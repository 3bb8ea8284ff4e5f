import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// What the debugger's commands share: the recorded touch's cursor, how a stop is shown, and
/// how breakpoints are described.
extension Session {
    /// Runs `body` on the recorded touch's debugger and keeps what it changed; an error when no
    /// touch was recorded.
    func withDebugger(_ body: (inout Debugger) -> Reply) -> Reply {
        guard var debugger = state.debugger else {
            return .error(.noTouchYet)
        }
        defer { state.debugger = debugger }
        return body(&debugger)
    }

    /// What a stop shows: the program's output since the last stop, where it stopped and why,
    /// the displays, and (with `explain on`) a sentence.
    func render(_ stop: Debugger.Stop) -> Reply {
        guard let debugger = state.debugger, let delivery = state.lastDelivery else { return Reply() }
        var lines: [String] = []
        if stop.index > stop.from {
            let trace = debugger.trace
            for i in max(0, stop.from + 1)..<min(stop.index, trace.count) where trace[i].kind == .printed {
                if case .printed(let text) = trace.event(at: i) { lines.append(text) }
            }
        }
        let renderer = StopRenderer(debugger: debugger, words: style.language.words)
        switch stop.reason {
        case .end:
            lines.append(state.lastSummary ?? summary(delivery))
            lines.append("(\(endWords()); reverse-step or reverse-continue go back through it)")
            return Reply(lines.joined(separator: "\n"))
        case .failed(let error):
            lines.append(renderer.location())
            return .error(error.report + "\n(the touch stopped here; reverse-step goes back through it)", output: lines.joined(separator: "\n"))
        case .conditionFailed(let n, let error):
            let condition = state.breakpoints.breakpoint(n)?.condition.map { " `\(LongWords.shortened($0))`" } ?? ""
            lines.append("Breakpoint \(n), " + renderer.location())
            lines.append("stopped because breakpoint \(n)'s condition\(condition) could not be evaluated here: \(error.message)")
        case .breakpoint(let n):
            if let change = stop.watchChange { lines.append(watchLine(change, stop, debugger)) }
            lines.append("Breakpoint \(n), " + renderer.location())
        case .finished(let frame, let value):
            lines.append("\(frame) returned \(ValueFormatter(scene: debugger.trace.scene).describe(value))")
            lines.append(renderer.location())
        case .watch:
            lines.append(watchLine(stop.reason, stop, debugger))
            lines.append(renderer.location())
        case .start:
            lines.append("(at the start of the touch) " + renderer.location())
        case .step:
            lines.append(renderer.location())
        }
        lines += displayLines(debugger)
        if state.explains, let sentence = style.language.words.paragraph(Explainer(debugger: debugger).explanations(), in: debugger.trace.scene) {
            lines.append(style.prose("» " + sentence))
        }
        return Reply(lines.joined(separator: "\n"))
    }

    /// What running to the end of a recording means: the touch is over, or, with fingers
    /// still on the glass, only this event is, and the touch goes on with them.
    private func endWords() -> String {
        let down = state.runtime.fingers
        guard let last = down.last else { return "the touch has finished" }
        let next = down.count == 1 ? "`touch move \(last) X Y` or `touch up \(last)`" : "`touch move …` or `touch up all`"
        return "this event has been delivered; \(Session.fingerList(down)) \(down.count == 1 ? "is" : "are") still down, so the touch goes on: \(next)"
    }

    /// `Watch N: EXPR: OLD → NEW`, in the direction of motion: going back, NEW is the earlier value.
    private func watchLine(_ reason: StopReason, _ stop: Debugger.Stop, _ debugger: Debugger) -> String {
        guard case .watch(let n, let expression, let old, let new) = reason else { return "" }
        let f = ValueFormatter(scene: debugger.trace.scene)
        let back = stop.index < stop.from ? " (going back)" : ""
        return "Watch \(n): \(LongWords.shortened(expression)): \(old.map(f.brief) ?? "?") → \(f.brief(new))\(back)"
    }

    func displayLines(_ debugger: Debugger) -> [String] {
        let f = ValueFormatter(scene: debugger.trace.scene)
        return state.displays.map { d in
            let value = (try? debugger.evaluate(d.expression, inFrame: debugger.selectedFrame)).map(f.describe) ?? "<not available here>"
            return "\(d.number): \(LongWords.shortened(d.expression)) = \(value)"
        }
    }

    func describe(_ b: Breakpoint) -> String {
        var text = "Breakpoint \(b.number): \(b.summary)"
        if let c = b.condition { text += " if \(LongWords.shortened(c))" }
        if b.oneShot { text += " (once)" }
        if !b.enabled { text += " (disabled)" }
        if b.hits > 0 { text += " · hit \(b.hits) time\(b.hits == 1 ? "" : "s")" }
        return text
    }

    func pendingNote(_ location: Breakpoint.Location) -> String {
        let name: String?
        switch location {
        case .method(_, let c): name = c
        case .line(let c, _, _): name = c
        case .phase: name = nil
        case .recognizerState(let r, _): name = r
        case .swiftUICallback: name = nil
        }
        guard let name, state.scene.responder(named: name) == nil, !Scene.reservedNames.contains(name) else { return "" }
        let near = NameSuggestions.nearest(to: name, in: state.scene.viewNames + state.scene.controllerNames + state.scene.recognizerNames)
        return " (pending: nothing is called \(name) yet" + NameSuggestions.hint(near) + "; it binds when something is)"
    }

    /// The body a line breakpoint on `className` would stop in: its own override, else what
    /// it inherits; nil for a name that does not exist yet.
    func bodyFor(_ className: String, _ method: MethodKind) -> MethodBody? {
        if let own = state.classes.method(method, definedIn: className) { return own }
        if let r = state.scene.responder(named: className) {
            return state.classes.resolve(method, in: state.scene.classChain(of: r))?.body
        }
        return nil
    }
}
