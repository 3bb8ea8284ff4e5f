import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import Foundation

/// Writes trace pages to files the user named: refuses a folder with a message that says
/// what to name instead, and says in one line why any other write failed.
public enum TracePageFile {
    /// `trace --html FILE`: the last delivery as a page, opening where the debugger stands.
    package static func writeLastTouch(_ delivery: DeliveryResult, to path: String, in session: Session) throws -> Reply {
        try session.requireFiles("trace --html")
        let cursor = session.state.debugger.flatMap { $0.isAtEnd ? nil : $0.cursor }
        let html = TracePageRenderer.page(for: delivery, classes: session.state.classes, title: title(of: delivery), startRecord: cursor)
        try write(html, to: session.resolve(path), named: path)
        return Reply("wrote the touch to \(path) (\(formatBytes(html.utf8.count))); open it in a browser")
    }

    /// Writes `html` to `path` (`name` is how the user wrote it, for messages).
    public static func write(_ html: String, to path: String, named name: String) throws(CommandError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw CommandError("cannot write \(name): it is a folder; name a file in it, such as \(name.hasSuffix("/") ? name : name + "/")touch.html")
        }
        do {
            try AtomicFile.write(html, to: path)
        } catch {
            throw CommandError("cannot write \(name): \(error.localizedDescription); check the folder exists and is writable")
        }
    }

    /// A touch's title when no command names it: where it landed and what it hit.
    public static func title(of delivery: DeliveryResult) -> String {
        let trace = delivery.trace
        guard let touch = trace.events.first?.touches.first else { return "The last event" }
        let hit = delivery.hitView.map { trace.scene[$0].name } ?? "no view"
        return "A touch at \(touch.location): \(delivery.isHitTestOnly ? "hit test" : "hit") \(hit)"
    }

    /// `12.3 KB`, `1.4 MB`.
    package static func formatBytes(_ n: Int) -> String {
        n < 1_000 ? "\(n) bytes" : n < 1_000_000 ? "\(formatNumber((Double(n) / 100).rounded() / 10)) KB" : "\(formatNumber((Double(n) / 100_000).rounded() / 10)) MB"
    }
}
