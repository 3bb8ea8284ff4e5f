import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
/// Writes trace pages to files the user named, under `AtomicFile`'s rule: a page HitLab wrote
/// (its `generator` meta) is replaced, anything else only with `--force`.
public enum TracePageFile {
    /// `trace --html FILE`: the last delivery as a page, opening where the debugger stands.
    static func writeLastTouch(_ delivery: DeliveryResult, to path: String, force: Bool, in session: Session) throws -> Reply {
        try session.requireFiles("trace --html")
        let cursor = session.state.debugger.flatMap { $0.isAtEnd ? nil : $0.cursor }
        let html = TracePageRenderer.page(for: delivery, classes: session.state.classes, title: title(of: delivery), startRecord: cursor)
        let note = try write(html, to: session.resolve(path), named: path, force: force)
        return Reply("wrote the touch to \(path) (\(formatBytes(html.utf8.count)))\(note); open it in a browser")
    }

    /// Writes `html` to `path` (`name` is how the user wrote it, for messages); never over
    /// one of `inputs`. Returns `AtomicFile`'s note for the reply.
    @discardableResult
    public static func write(_ html: String, to path: String, named name: String, force: Bool, inputs: [String] = []) throws(CommandError) -> String {
        try AtomicFile.write(html, to: path, named: name, mark: .contains(TracePageRenderer.mark), force: force, inputs: inputs)
    }

    /// A touch's title when no command names it: where it landed and what it hit.
    public static func title(of delivery: DeliveryResult) -> String {
        let trace = delivery.trace
        guard let touch = trace.events.first?.touches.first else { return "The last event" }
        let hit = delivery.hitView.map { trace.scene[$0].name } ?? "no view"
        return "A touch at \(touch.location): \(delivery.isHitTestOnly ? "hit test" : "hit") \(hit)"
    }

    /// `12.3 KB`, `1.4 MB`.
    static func formatBytes(_ n: Int) -> String {
        n < 1_000 ? "\(n) bytes" : n < 1_000_000 ? "\(formatNumber((Double(n) / 100).rounded() / 10)) KB" : "\(formatNumber((Double(n) / 100_000).rounded() / 10)) MB"
    }
}
