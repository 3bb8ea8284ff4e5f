import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
/// Writes trace pages to files the user named, under `AtomicFile`'s rule: a page HitLab wrote
/// (its `generator` meta) is replaced, anything else only with `--force`.
public enum TracePageFile {
    /// `trace --html FILE`: the touch under way or last made, as a page. A touch that several
    /// commands made (`touch down`, `wait`, `touch move`, `touch up`) is one entry per command
    /// in the page's menu, so the lift is shown with the hit test that bound its view. The page
    /// opens at the first command, or where the debugger stands when it is paused.
    static func writeLastTouch(_ delivery: DeliveryResult, to path: String, force: Bool, in session: Session) throws -> Reply {
        try session.requireFiles("trace --html")
        let state = session.state
        let cursor = state.debugger.flatMap { $0.isAtEnd ? nil : $0.cursor }
        let html: String
        if let whole = WholeTouch(state), whole.isSeveral {
            var touches = whole.parts.map { part in
                TracePageRenderer.PageTouch(title: WholeTouch.title(of: part), delivery: part.delivery, classes: state.classes)
            }
            touches[touches.count - 1].startRecord = cursor
            html = TracePageRenderer.page(for: touches, heading: "HitLab: the last touch, in \(touches.count) commands",
                                          opening: cursor == nil ? 0 : touches.count - 1)
        } else {
            html = TracePageRenderer.page(for: delivery, classes: state.classes, title: title(of: delivery), startRecord: cursor)
        }
        let note = try write(html, to: session.resolve(path), named: path, force: force)
        return Reply("wrote the touch to \(path) (\(formatBytes(html.utf8.count)))\(note); open it in a browser")
    }

    /// Writes `html` to `path` (`name` is how the user wrote it, for messages); never over
    /// one of `inputs`. Returns `AtomicFile`'s note for the reply.
    @discardableResult
    public static func write(_ html: String, to path: String, named name: String, force: Bool, inputs: [String] = []) throws(CommandError) -> String {
        try AtomicFile.write(html, to: path, named: name, mark: .contains(TracePageRenderer.mark), force: force, inputs: inputs)
    }

    /// A touch's title when no command names it: where it landed and what it hit, or, for a
    /// finger already down, what it did and the view its touch was bound to when it began.
    public static func title(of delivery: DeliveryResult) -> String {
        guard let touch = delivery.trace.events.first?.touches.first, let outcome = outcome(of: delivery) else { return "The last event" }
        guard delivery.hits.isEmpty else { return "A touch at \(touch.location): \(outcome)" }
        return outcome.prefix(1).uppercased() + outcome.dropFirst()
    }

    /// What a delivery did, in a few words: `hit Btn` for a touch that began; `finger 1 lifted
    /// at (55, 42), bound to Btn` for one already down (UIKit keeps a touch's view from its
    /// hit test to its end); nil for an event with no touch.
    static func outcome(of delivery: DeliveryResult) -> String? {
        let trace = delivery.trace
        guard let touches = trace.events.first?.touches, !touches.isEmpty else { return nil }
        func name(_ view: ViewID?) -> String {
            view.map { trace.scene.contains($0) ? trace.scene[$0].name : "a removed view" } ?? "no view"
        }
        guard delivery.hits.isEmpty else { return "\(delivery.isHitTestOnly ? "hit test" : "hit") \(name(delivery.hitView))" }
        let touch = touches.first { $0.phase != .stationary } ?? touches[0]
        let did = switch touch.phase {
        case .began, .stationary: "stayed at"
        case .moved: "moved to"
        case .ended: "lifted at"
        case .cancelled: "was cancelled at"
        }
        return "finger \(touch.finger) \(did) \(touch.location), bound to \(name(touch.view))"
    }

    /// `12.3 KB`, `1.4 MB`.
    static func formatBytes(_ n: Int) -> String {
        n < 1_000 ? "\(n) bytes" : n < 1_000_000 ? "\(formatNumber((Double(n) / 100).rounded() / 10)) KB" : "\(formatNumber((Double(n) / 100_000).rounded() / 10)) MB"
    }
}
