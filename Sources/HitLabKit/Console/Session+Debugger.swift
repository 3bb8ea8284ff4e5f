/// The debugger's commands: breakpoints, motions through the recorded touch, and looking
/// at its frames.
extension Session {
    func debug(_ command: DebugCommand) -> Reply {
        switch command {
        case .setBreakpoint(let location, let condition, let oneShot):
            if case .line(let className, let method, let line) = location, let body = bodyFor(className, method) {
                let lines = body.statementLines.sorted()
                guard lines.contains(line) else {
                    return .error("line \(line) of \(body.frameName) holds no statement; statements start on lines \(lines.map(String.init).joined(separator: ", ")) (`show source \(body.className).\(method.rawValue)`)")
                }
            }
            let b = state.breakpoints.add(location, condition: condition, oneShot: oneShot)
            return Reply(describe(b) + pendingNote(location))
        case .listBreakpoints:
            guard !state.breakpoints.isEmpty else { return Reply("no breakpoints; `break pointInside YellowView` sets one") }
            return Reply(state.breakpoints.all.map(describe).joined(separator: "\n"))
        case .deleteBreakpoint(let n):
            return state.breakpoints.delete(n) ? Reply("deleted breakpoint \(n)") : noBreakpoint(n)
        case .enableBreakpoint(let n, let on):
            return state.breakpoints.setEnabled(n, on) ? Reply("\(on ? "enabled" : "disabled") breakpoint \(n)") : noBreakpoint(n)
        case .display(nil):
            guard !state.displays.isEmpty else { return Reply("nothing is displayed; `display EXPR` adds one") }
            return Reply(state.displays.map { "\($0.number): \($0.expression)" }.joined(separator: "\n"))
        case .display(let expression?):
            state.displays.append((state.nextDisplay, expression))
            state.nextDisplay += 1
            guard let debugger = state.debugger, !debugger.isAtEnd else { return Reply("display \(state.nextDisplay - 1): \(expression)") }
            return Reply(displayLines(debugger).last ?? "")
        case .undisplay(let n):
            guard state.displays.contains(where: { $0.number == n }) else { return .error("no display \(n); `display` lists them") }
            state.displays.removeAll { $0.number == n }
            return Reply()
        case .explain(let on):
            state.explains = on
            return Reply(on ? "each stop will be explained" : "stops will not be explained")
        case .why(let name):
            guard let delivery = state.lastDelivery else { return .error("nothing to explain yet: `tap X Y` first") }
            do {
                return Reply(try WhyExplainer(trace: delivery.trace, hit: delivery.hitView).explain(name))
            } catch {
                return .error(error.description)
            }
        default:
            break
        }
        guard var debugger = state.debugger else {
            return .error("no touch to look at: `tap X Y` first (set a breakpoint with `break` to stop inside it)")
        }
        defer { state.debugger = debugger }
        switch command {
        case .motion(let motion):
            let stop: Debugger.Stop?
            switch motion {
            case .step: stop = debugger.step(&state.breakpoints)
            case .next: stop = debugger.next(&state.breakpoints)
            case .continue: stop = debugger.resume(&state.breakpoints)
            case .finish: stop = debugger.isAtEnd ? nil : debugger.finish(&state.breakpoints)
            case .reverseStep: stop = debugger.reverseStep(&state.breakpoints)
            case .reverseNext: stop = debugger.reverseNext(&state.breakpoints)
            case .reverseFinish: stop = debugger.reverseFinish(&state.breakpoints)
            case .reverseContinue: stop = debugger.reverseContinue(&state.breakpoints)
            }
            guard let stop else { return .error("not inside a method here: `step` into one first") }
            if debugger.isAtEnd && stop.from >= debugger.trace.count && [.step, .next, .continue, .finish].contains(motion) {
                return .error("the touch has already finished: `reverse-step` or `reverse-continue` go back through it")
            }
            state.debugger = debugger
            return render(stop)
        case .until(let line):
            guard let stop = debugger.until(line, &state.breakpoints) else { return .error("not inside a method here: `step` into one first") }
            state.debugger = debugger
            return render(stop)
        case .kill:
            guard !debugger.isAtEnd else { return .error("no touch is paused") }
            debugger.moveToEnd()
            return Reply("the paused touch was abandoned; the scene can change again")
        default:
            break
        }
        let renderer = StopRenderer(debugger: debugger)
        let frames = debugger.frames()
        switch command {
        case .backtrace:
            guard !frames.isEmpty else { return Reply(renderer.location()) }
            return Reply(renderer.backtrace())
        case .selectFrame(let n):
            guard n < frames.count else { return .error(frames.isEmpty ? "no frames here: the touch is between calls" : "there are frames 0 to \(frames.count - 1); `bt` lists them") }
            debugger.selectedFrame = n
            return Reply(StopRenderer(debugger: debugger).frameHeader())
        case .up, .down:
            let n = debugger.selectedFrame + (command == .up ? 1 : -1)
            guard n >= 0, n < frames.count else {
                return .error(command == .up ? "already at the outermost frame" : "already at the innermost frame")
            }
            debugger.selectedFrame = n
            return Reply(StopRenderer(debugger: debugger).frameHeader())
        case .evaluate(let expression):
            do {
                let value = try debugger.evaluate(expression, inFrame: debugger.selectedFrame)
                return Reply(ValueFormatter(scene: debugger.trace.scene).describe(value))
            } catch {
                return .error(error.message + (error.position.map { " (column \($0.column) of `\(expression)`)" } ?? ""))
            }
        case .locals:
            guard let frame = frames.dropFirst(debugger.selectedFrame).first else { return Reply("no locals here: the touch is between calls") }
            let f = ValueFormatter(scene: debugger.trace.scene)
            return Reply(debugger.locals(of: frame).map { "\($0.name) = \(f.describe($0.value))" }.joined(separator: "\n"))
        case .list:
            return Reply(renderer.listing())
        case .watch(let expression):
            do {
                guard let (n, value) = try debugger.watch(expression) else { return .error("watch needs a frame: `step` into a method first") }
                return Reply("watch \(n): \(expression) = \(ValueFormatter(scene: debugger.trace.scene).describe(value))")
            } catch {
                return .error(error.message)
            }
        default:
            return .error("'\(command)' is not handled; this is a HitLab bug")
        }
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
        let renderer = StopRenderer(debugger: debugger)
        switch stop.reason {
        case .end:
            lines.append(summary(delivery))
            lines.append("(the touch has finished; reverse-step or reverse-continue go back through it)")
            return Reply(lines.joined(separator: "\n"))
        case .failed(let error):
            lines.append(renderer.location())
            return .error(error.report + "\n(the touch stopped here; reverse-step goes back through it)", output: lines.joined(separator: "\n"))
        case .conditionFailed(let n, let error):
            lines.append("breakpoint \(n)'s condition could not be evaluated: \(error.message)")
        case .breakpoint(let n):
            lines.append("Breakpoint \(n), " + renderer.location())
        case .finished(let frame, let value):
            lines.append("\(frame) returned \(ValueFormatter(scene: debugger.trace.scene).describe(value))")
            lines.append(renderer.location())
        case .watch(let n, let expression, let old, let new):
            let f = ValueFormatter(scene: debugger.trace.scene)
            lines.append("Watch \(n): \(expression): \(old.map(f.describe) ?? "?") → \(f.describe(new))")
            lines.append(renderer.location())
        case .start:
            lines.append("(at the start of the touch) " + renderer.location())
        case .step:
            lines.append(renderer.location())
        }
        lines += displayLines(debugger)
        if state.explains, let sentence = Explainer(debugger: debugger).sentence() { lines.append("» " + sentence) }
        return Reply(lines.joined(separator: "\n"))
    }

    private func displayLines(_ debugger: Debugger) -> [String] {
        let f = ValueFormatter(scene: debugger.trace.scene)
        return state.displays.map { d in
            let value = (try? debugger.evaluate(d.expression, inFrame: debugger.selectedFrame)).map(f.describe) ?? "<not available here>"
            return "\(d.number): \(d.expression) = \(value)"
        }
    }

    private func describe(_ b: Breakpoint) -> String {
        var text = "Breakpoint \(b.number): \(b.summary)"
        if let c = b.condition { text += " if \(c)" }
        if b.oneShot { text += " (once)" }
        if !b.enabled { text += " (disabled)" }
        if b.hits > 0 { text += " · hit \(b.hits) time\(b.hits == 1 ? "" : "s")" }
        return text
    }

    private func pendingNote(_ location: Breakpoint.Location) -> String {
        let name: String?
        switch location {
        case .method(_, let c): name = c
        case .line(let c, _, _): name = c
        case .phase: name = nil
        }
        guard let name, state.scene.responder(named: name) == nil, !Scene.reservedNames.contains(name) else { return "" }
        return " (pending: nothing is called \(name) yet; it binds when something is)"
    }

    /// The body a line breakpoint on `className` would stop in: its own override, else what
    /// it inherits; nil for a name that does not exist yet.
    private func bodyFor(_ className: String, _ method: MethodKind) -> MethodBody? {
        if let own = state.classes.method(method, definedIn: className) { return own }
        if let r = state.scene.responder(named: className) {
            return state.classes.resolve(method, in: state.scene.classChain(of: r))?.body
        }
        return nil
    }

    private func noBreakpoint(_ n: Int) -> Reply { .error("no breakpoint \(n); `break list` shows them") }
}
