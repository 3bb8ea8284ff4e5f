/// `tap` and `hittest`: run a delivery and report what it printed, the hit view and its chain.
extension Session {
    var pipeline: TouchPipeline { TouchPipeline(scene: state.scene, classes: state.classes, options: state.options) }

    func tap(_ point: Point) -> Reply {
        let result = pipeline.tap(at: point, clock: &state.clock)
        state.clock.advance(by: 1)
        return report(result, at: point, summary: summaryLine(result, at: point))
    }

    func hitTest(_ point: Point) -> Reply {
        let result = pipeline.hitTest(at: point, clock: state.clock)
        let name = result.hitView.map { state.scene[$0].name } ?? "nil"
        return report(result, at: point, summary: "hit: \(name)")
    }

    private func report(_ result: DeliveryResult, at point: Point, summary: String) -> Reply {
        state.lastDelivery = result
        state.lastTouch = point
        var lines = result.printedLines
        if let error = result.error {
            return .error(error.report, output: lines.joined(separator: "\n"))
        }
        lines.append(summary)
        return Reply(lines.joined(separator: "\n"))
    }

    private func summaryLine(_ result: DeliveryResult, at point: Point) -> String {
        guard let hit = result.hitView else {
            let inside = Rect(origin: .zero, size: state.scene[state.scene.window].bounds.size).contains(point)
            return inside ? "hit: nil (every view refused the touch)" : "hit: nil (no window contains \(point))"
        }
        let chain = result.responderChain.map { state.scene.name(of: $0) }.joined(separator: " → ")
        return "hit: \(state.scene[hit].name) | chain: \(chain)"
    }
}
