import HitLabModel
import HitLabScript
/// The SwiftUI stage of hit-testing (swiftui-semantics.md §1): once UIKit's hit-test has
/// chosen a hosting view, the host runs SwiftUI's hit-test of its content
/// (`_UIHostingView._hitTest`, source in `UIKitDefaults`), recorded in the trace like any call.
extension EventDispatcher {
    /// Runs SwiftUI's hit-test when `view` is a hosting view; `location` is on the screen.
    func hitSwiftUIContent(of view: ViewID?, finger: Int, at location: Point, event: Event) throws(ScriptError) {
        guard let view, scene[view].kind == .hostingView else { return }
        if swiftUIContent == nil { swiftUIContent = try SwiftUIContent.build(scene: scene, classes: classes) }
        guard let content = swiftUIContent, let h = content.hosts.firstIndex(where: { $0.id == view }) else { return }
        let point = scene.convert(location, from: nil, to: scene.window(of: view))
        let root = SwiftUILayerRef.outermost(content, host: h, node: content.hosts[h].layout.root)
        let answer = try call(.swiftUIHitTest, on: .view(view), [.swiftUILayer(root), .point(point)], event)
        var hit: String?
        if case .swiftUILayer(let ref) = answer { hit = ref.laidOut.name }
        swiftUIHits.append(SwiftUIHit(finger: finger, host: view, view: hit, start: location, time: event.timestamp))
    }

    /// A tap fails when the finger moves more than 45 pt or stays down longer than 0.75 s
    /// (DESIGN, from swiftui-semantics.md §3.1 [RE]).
    static let tapMovement = 45.0, tapDuration = 0.75

    /// A finger that began on SwiftUI content lifted: if it was a tap, the innermost tap
    /// gesture or Button on the way out from the hit view runs its action (the deepest one
    /// wins, §3.4). The arbitration of several gestures is a place for more rules here.
    func endSwiftUITap(finger: Int, at location: Point, time: Double) throws(ScriptError) {
        guard let begun = swiftUIHits.last(where: { $0.finger == finger }), let name = begun.view,
              let content = swiftUIContent, let (host, _, node) = content.node(named: name) else { return }
        let dx = location.x - begun.start.x, dy = location.y - begun.start.y
        guard dx * dx + dy * dy <= Self.tapMovement * Self.tapMovement, time - begun.time <= Self.tapDuration else { return }
        guard let action = SwiftUITapTarget.action(from: node, in: host.layout) else { return }
        _ = try run(Event(timestamp: time, touches: runtime.touches)) { interpreter throws(ScriptError) in
            try interpreter.perform(action, on: host.id, as: host.body)
        }
    }
}
