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
        swiftUIHits.append(SwiftUIHit(finger: finger, host: view, view: hit))
    }
}
