import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// What the touch commands share: the pipeline for the current scene, and the report of a
/// delivery (what it printed, the hit view and its chain, or the first stop at a breakpoint).
extension Session {
    var pipeline: TouchPipeline {
        TouchPipeline(scene: state.scene, classes: state.classes, options: state.options, swiftUICache: state.swiftUICache)
    }

    /// Delivers hardware events from the fingers already down; the runtime state and the clock
    /// move on only when the delivery ran without error.
    func deliver(_ events: [[TouchInput]], settle: Double = 0) -> DeliveryResult {
        recording { $0.deliver(events, runtime: &$1, clock: &$2, settle: settle) }
    }

    /// The system cancels the touches of these fingers.
    func cancel(fingers: [Int]) -> DeliveryResult {
        recording { $0.cancel(fingers: fingers, runtime: &$1, clock: &$2) }
    }

    /// Apple Pencil's real force arrives for these touches (by id); nil: no update is coming.
    func updateEstimates(of touches: [Int], force: Double?) -> DeliveryResult {
        recording { $0.updateEstimates(of: touches, force: force, runtime: &$1, clock: &$2) }
    }

    /// Records one delivering command from the session's runtime state and clock, which take
    /// what it ends in.
    private func recording(_ body: (TouchPipeline, inout RuntimeState, inout SimulatedClock) -> DeliveryResult) -> DeliveryResult {
        releaseLastDelivery()
        return movingOn(body)
    }

    /// Runs the pipeline from the session's runtime state and clock, and keeps what they end
    /// in: the one place a command hands them to Delivery and takes them back.
    func movingOn(_ body: (TouchPipeline, inout RuntimeState, inout SimulatedClock) -> DeliveryResult) -> DeliveryResult {
        var runtime = state.runtime, clock = state.clock
        let result = body(pipeline, &runtime, &clock)
        state.runtime = runtime
        state.clock = clock
        return result
    }

    /// Sets the last recording aside before the next is made. While fingers are down it is
    /// part of the touch under way and joins `earlierDeliveries`, so the trace page shows the
    /// whole touch; with the glass empty a new touch begins and the old recordings are let go,
    /// so long traces are not held past their touch. (The commands that record without
    /// `recording`, a hit test, `wait`, `send`, move no finger, so the fingers are still
    /// those before the command when `report` calls this.)
    private func releaseLastDelivery() {
        if state.runtime.fingers.isEmpty {
            state.earlierDeliveries = []
        } else if let last = state.lastDelivery {
            state.earlierDeliveries.append(DeliveredCommand(command: state.lastDeliveryCommand ?? "", delivery: last))
        }
        state.lastDelivery = nil
        state.lastDeliveryCommand = nil
        state.debugger = nil
    }

    /// The line that ends a touch's output: the hit view, and for a tap its responder chain.
    func summary(_ result: DeliveryResult) -> String {
        guard !result.isHitTestOnly || result.hitView == nil else { return "hit: " + hitName(result, finger: result.hits[0].finger) }
        return summaryLine(result, at: state.lastTouch ?? .zero)
    }

    func report(_ result: DeliveryResult, at point: Point) -> Reply {
        state.lastTouch = point
        return report(result, summary: summary(result))
    }

    /// After `touch …`: each new finger's view and chain, or where the fingers are now.
    func reportTouches(_ result: DeliveryResult) -> Reply {
        let scene = result.trace.scene
        var lines: [String] = []
        for hit in result.hits {
            guard let touch = result.trace.changes.lazy.compactMap({ change -> Touch? in
                if case .touchBegan(let t) = change, t.finger == hit.finger { return t } else { return nil }
            }).first else { continue }
            var line = "finger \(hit.finger): " + describeBinding(touch, in: scene)
            // A hosting view: then the SwiftUI view its hit-test found, as `tap`'s `hit:` line says it.
            if touch.withheld == nil, let swiftUI = result.swiftUIHits.first(where: { $0.finger == hit.finger && $0.host == touch.view }) {
                line += " " + Self.swiftUIName(swiftUI)
            }
            if touch.isDelivered, let view = touch.view {
                line += " | chain: " + scene.responderChain(from: .view(view)).map { scene.name(of: $0) }.joined(separator: " → ")
            }
            lines.append(line)
        }
        if result.hits.isEmpty { lines.append(fingersDownLine()) }
        return report(result, summary: (lines + firedLine(result)).joined(separator: "\n"))
    }

    /// Keeps the delivery for `trace`, `draw` and the debugger; stops at the first breakpoint
    /// when there is one, else shows what the program printed and then `summary`.
    func report(_ result: DeliveryResult, summary: String) -> Reply {
        if state.lastDelivery != nil { releaseLastDelivery() }
        state.lastDelivery = result
        state.lastDeliveryCommand = commandText
        state.lastSummary = summary
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
        if !summary.isEmpty { lines.append(summary) }
        return Reply(lines.joined(separator: "\n"))
    }

    func summaryLine(_ result: DeliveryResult, at point: Point) -> String {
        let scene = result.trace.scene
        guard result.hitView != nil else {
            let inside = scene.windows.contains { scene[$0].frame.contains(point) }
            return inside ? "hit: nil (\(style.language.words.noViewTookTheTouch))" : "hit: nil (no window contains \(point))"
        }
        let chain = result.responderChain.map { scene.name(of: $0) }.joined(separator: " → ")
        // Several fingers that landed on different views: say where each went.
        var byFinger: [(Int, ViewID?)] = []
        for h in result.hits where !byFinger.contains(where: { $0.0 == h.finger }) { byFinger.append((h.finger, h.view)) }
        if Set(byFinger.map { $0.1 }).count > 1 {
            let each = byFinger.map { "finger \($0.0) → " + ($0.1.map { scene[$0].name } ?? "nil") }.joined(separator: ", ")
            return "hit: \(each) | chain (finger \(byFinger[0].0)): \(chain)"
        }
        // The SwiftUI gestures and actions that fired, after the chain.
        let fired = SwiftUIFired.names(in: result)
        return "hit: \(hitName(result, finger: result.hits[0].finger)) | chain: \(chain)" + (fired.isEmpty ? "" : " | fired: " + fired.joined(separator: ", "))
    }

    /// The SwiftUI gestures and actions a `touch` or `wait` ran (a long press while the finger
    /// rests, a tap's action at the lift), named as `tap`'s `hit:` line names them; none, no line.
    func firedLine(_ result: DeliveryResult) -> [String] {
        let fired = SwiftUIFired.names(in: result)
        return fired.isEmpty ? [] : ["fired: " + fired.joined(separator: ", ")]
    }

    /// The hit view's name; for a hosting view, then the SwiftUI view SwiftUI's hit-test found
    /// there, or that it found none (the host still took the touch from UIKit).
    func hitName(_ result: DeliveryResult, finger: Int) -> String {
        guard let view = result.hits.first(where: { $0.finger == finger })?.view else { return "nil" }
        let name = result.trace.scene[view].name
        guard let swiftUI = result.swiftUIHits.first(where: { $0.finger == finger && $0.host == view }) else { return name }
        return name + " " + Self.swiftUIName(swiftUI)
    }

    /// The SwiftUI view a hit found, `HStack_1 (cell)` for a List row hit in its cell off its
    /// content, or that it found none.
    static func swiftUIName(_ hit: SwiftUIHit) -> String {
        guard let view = hit.view else { return "(no SwiftUI content here)" }
        return hit.inCell ? view + " (cell)" : view
    }
}
