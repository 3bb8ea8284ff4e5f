import HitLabModel
import HitLabScript
/// Which action a tap on a SwiftUI view runs: going out from the view hit, the first
/// `onTapGesture` (of one tap) among the modifiers that wrap it or a `Button` around it, so the
/// deepest gesture wins (swiftui-semantics.md §3.4). A background or overlay is wrapped only by
/// the modifiers written after it.
enum SwiftUITapTarget {
    static func action(from hit: Int, in layout: SwiftUILayout) -> Closure? {
        var n = hit, from = 0
        while true {
            let view = layout.nodes[n].view
            if view.kind == .button, from == 0, let action = view.action { return action }
            for modifier in view.modifiers.dropFirst(from) {
                if case .gesture(let g) = modifier, g.kind == "TapGesture", g.count == 1, let action = g.action { return action }
            }
            guard let parent = layout.nodes[n].parent else { return nil }
            from = layout.nodes[parent].secondaries.first { $0.value == n }.map { $0.key + 1 } ?? 0
            n = parent
        }
    }
}
