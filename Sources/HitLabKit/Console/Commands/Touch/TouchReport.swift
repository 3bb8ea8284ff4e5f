/// What the touch commands share: the pipeline for the current scene, and the report of a
/// delivery (what it printed, the hit view and its chain, or the first stop at a breakpoint).
extension Session {
    var pipeline: TouchPipeline { TouchPipeline(scene: state.scene, classes: state.classes, options: state.options) }

    /// The line that ends a touch's output: the hit view, and for a tap its responder chain.
    func summary(_ result: DeliveryResult) -> String {
        guard !result.isHitTestOnly else { return "hit: " + (result.hitView.map { result.trace.scene[$0].name } ?? "nil") }
        return summaryLine(result, at: state.lastTouch ?? .zero)
    }

    func report(_ result: DeliveryResult, at point: Point) -> Reply {
        state.lastDelivery = result
        state.lastTouch = point
        var debugger = Debugger(trace: result.trace, classes: state.classes)
        if !state.breakpoints.isEmpty {
            let stop = debugger.start(&state.breakpoints)
            state.debugger = debugger
            if case .end = stop.reason {} else { return render(stop) }
        }
        if result.error != nil { _ = debugger.moveToError() } else { debugger.moveToEnd() }
        state.debugger = debugger
        var lines = result.printedLines
        if let error = result.error {
            return .error(error.report, output: lines.joined(separator: "\n"))
        }
        lines.append(summary(result))
        return Reply(lines.joined(separator: "\n"))
    }

    func summaryLine(_ result: DeliveryResult, at point: Point) -> String {
        guard let hit = result.hitView else {
            let inside = Rect(origin: .zero, size: state.scene[state.scene.window].bounds.size).contains(point)
            return inside ? "hit: nil (every view refused the touch)" : "hit: nil (no window contains \(point))"
        }
        let chain = result.responderChain.map { state.scene.name(of: $0) }.joined(separator: " → ")
        return "hit: \(state.scene[hit].name) | chain: \(chain)"
    }
}
