import HitLabModel
import HitLabScript
import HitLabDelivery
/// The SwiftUI gestures and Button actions a touch ran, named as DESIGN names them
/// (`Row.onTapGesture`, `Card.gesture_2`, `Go.action`), for the end of `tap`'s `hit:` line.
/// Each ran as a call of its host's body in the trace; the first line it ran is in its closure
/// (one that runs no line, an empty `{ }`, is not named). The content is the one the touch was
/// hit-tested in, which SwiftUI's hit-test call carries, so nothing is laid out again.
enum SwiftUIFired {
    static func names(in result: DeliveryResult) -> [String] {
        guard !result.swiftUIHits.isEmpty else { return [] }
        let trace = result.trace
        var content: SwiftUIContent?
        var lines: [Int32: Int] = [:]
        var calls: [(call: Int32, host: ViewID)] = []
        for i in 0..<trace.count {
            let r = trace[i]
            switch r.kind {
            case .call:
                let call = trace.calls[Int(r.a)]
                if content == nil, call.method == .swiftUIHitTest, case .swiftUILayer(let ref)? = trace.firstArgument(of: call) { content = ref.content }
                if call.method == .swiftUIBody, call.parent < 0, case .view(let host) = call.receiver { calls.append((r.a, host)) }
            case .line where r.call >= 0 && lines[r.call] == nil:
                lines[r.call] = Int(r.a)
            default: break
            }
        }
        return calls.compactMap { call in
            guard let host = content?.host(call.host) else { return nil }
            let actions = Self.actions(in: host.layout)
            // The closure that holds the first line run: the last one to start at or before it.
            // A closure with no statements runs no line, and is not named.
            guard let line = lines[call.call] else { return nil }
            return actions.last { $0.closure.position.line <= line }?.name
        }
    }

    /// Every action of a host in source order: its gestures (`NAME.modifier`, `_2` for a
    /// second of one kind on one view) and its Buttons' (`NAME.action`).
    static func actions(in layout: SwiftUILayout) -> [(name: String, closure: Closure)] {
        var out: [(name: String, closure: Closure)] = []
        for node in layout.nodes {
            if node.view.kind == .button, let action = node.view.action { out.append((node.name + ".action", action)) }
            var seen: [String: Int] = [:]
            for case .gesture(let g) in node.view.modifiers {
                seen[g.modifier, default: 0] += 1
                let n = seen[g.modifier]!
                if let action = g.action { out.append((node.name + "." + g.modifier + (n > 1 ? "_\(n)" : ""), action)) }
            }
        }
        return out.sorted { ($0.closure.position.line, $0.closure.position.column) < ($1.closure.position.line, $1.closure.position.column) }
    }
}
