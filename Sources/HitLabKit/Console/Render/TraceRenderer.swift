import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `trace`: a recorded delivery as a call tree. Each call shows its receiver, method and
/// argument (in the receiver's coordinates), which implementation ran, and what it returned;
/// printed lines and control actions appear where they happened, pipeline stages as headers.
struct TraceRenderer {
    let trace: Trace
    let showLines: Bool
    /// Only the calls it keeps, each with what happened inside it; nil shows everything.
    var filter: TraceFilter? = nil

    /// The whole call tree as one string.
    func render() -> String { stream.text }

    /// The call tree as lines made one at a time, so a long trace streams.
    var stream: LineStream { LineStream { [self] emit in write(emit) } }

    /// Gives each line of the call tree to `emit`, in order, until it returns false.
    private func write(_ emit: (String) -> Bool) {
        let f = ValueFormatter(scene: trace.scene)
        // The touches as of each record, kept up to date as the records go by.
        var runtime = trace.initialRuntime
        // With a filter: the depth of the kept call being shown, nil outside one.
        var keptDepth: Int32?
        // Each body's lines without their indentation, worked out once a body, not once a step.
        var trimmedLines: [ObjectIdentifier: [String]] = [:]
        for i in 0..<trace.count {
            let record = trace[i]
            if let filter {
                if let depth = keptDepth, record.depth <= depth, record.kind != .returned { keptDepth = nil }
                if keptDepth == nil, case .call(let call, _) = trace.event(at: i),
                   filter.keeps(selector: call.method.selector, receiver: trace.scene.name(of: call.receiver)) {
                    keptDepth = record.depth
                }
                if keptDepth == nil {
                    if case .state(let change) = trace.event(at: i) { runtime.apply(change) }
                    continue
                }
            }
            // A returned record prints nothing, a line record only for `trace lines`.
            if record.kind == .returned || (record.kind == .line && !showLines) { continue }
            // A kept call starts at the left margin.
            let indent = Indentation.spaces(Int(record.depth) - Int(keptDepth ?? 0))
            var lines: [String] = []
            switch trace.event(at: i) {
            case .phase(let phase, let touchPhase):
                lines.append(indent + "── \(phase.rawValue) (\(touchPhase.rawValue)): \(phase.summary)")
                if phase == .sendEvent { lines.append("   event: " + eventLine(runtime)) }
            case .call(let call, let args):
                lines.append(indent + callLine(call, args, f))
            case .line(let n, let locals):
                // Made in one string: a `trace lines` of an endless loop has a million of these.
                let body = trace.calls[Int(record.call)].body
                let source = { () -> [String] in
                    if let known = trimmedLines[ObjectIdentifier(body)] { return known }
                    let made = body.lines.map { $0.trimmingWhitespace }
                    trimmedLines[ObjectIdentifier(body)] = made
                    return made
                }()
                let text = n >= 1 && n <= source.count ? source[n - 1] : ""
                var line = ""
                line.reserveCapacity(indent.utf8.count + text.utf8.count + 12 + locals.count * 32)
                line += indent
                line += String(n)
                line += "| "
                line += text
                if !locals.isEmpty {
                    line += "   ["
                    for (k, local) in locals.enumerated() {
                        if k > 0 { line += ", " }
                        line += local.name
                        line += " = "
                        line += f.brief(local.value)
                    }
                    line += "]"
                }
                lines.append(line)
            case .returned:
                continue
            case .state(let change):
                runtime.apply(change)
                if case .viewProperty(let view, let property, let value) = change {
                    lines.append(indent + "set: \(trace.scene[view].name).\(property.rawValue) = \(f.brief(value))")
                }
            case .printed(let text):
                var line = ""
                line.reserveCapacity(indent.utf8.count + 7 + text.utf8.count)
                line += indent
                line += "print: "
                line += text
                lines.append(line)
            case .action(let control, let event):
                lines.append(indent + "action: \(trace.scene[control].name) sends .\(event)")
            case .failed(let error):
                lines.append(indent + "error: " + error.description)
            }
            for line in lines { guard emit(line) else { return } }
        }
    }

    /// The touches of the event being sent: each finger's phase, place and view.
    private func eventLine(_ runtime: RuntimeState) -> String {
        runtime.touches.map { t in
            // A touch held back from a view that was removed since keeps its view's number:
            // named as `touch list` names it.
            var text = "finger \(t.finger) \(t.phase.rawValue) at \(t.location) → "
                + (t.view.map { trace.scene.contains($0) ? trace.scene[$0].name : "<removed>" } ?? "no view")
            if t.withheld != nil { text += " (not delivered)" }
            return text
        }.joined(separator: "; ")
    }

    private func callLine(_ call: TraceCall, _ args: [Value], _ f: ValueFormatter) -> String {
        let receiver = trace.scene.name(of: call.receiver)
        let implementation = trace.implementationTag(call)
        // A call without arguments (becomeFirstResponder, a recognizer's action) shows none.
        var argument = ""
        switch args.first {
        case .touches(let ids)?: argument = ids.count == 1 ? " 1 touch" : " \(ids.count) touches"
        case let first?: argument = " " + f.brief(first)
        case nil: break
        }
        var line = "\(receiver).\(call.method.selector)\(argument)\(implementation)"
        if call.exit >= 0, case .returned(let value) = trace.event(at: Int(call.exit)), value != .void {
            line += " → " + f.brief(value)
        }
        return line
    }
}
