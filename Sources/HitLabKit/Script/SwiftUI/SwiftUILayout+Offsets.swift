import HitLabModel
/// Layout kept across a state change that moved only offsets. SwiftUI's `offset` does not
/// affect layout: the view and everything inside it are drawn and hit-tested shifted, and no
/// size or place around it changes. So when a body evaluated again differs from the last one
/// only in the values of its `offset` modifiers, the last layout is kept and the shifted
/// frames are moved, instead of proposing and placing every view again.
extension SwiftUILayout {
    /// The layout of `root` made from `old` when `root` equals the view tree `old` laid out in
    /// everything but its `offset` values, in the same host frame and scroll offsets; nil when
    /// anything else changed (then the caller lays `root` out from the start). `name` is asked
    /// for each view in the order `init` asks, so names count on across hosts as they would.
    static func moving(_ old: SwiftUILayout, to root: SwiftUIView, hostFrame: Rect, scrolled: [String: Double],
                       name: (SwiftUIView) -> String) -> SwiftUILayout? {
        guard old.hostFrame == hostFrame, old.scrolled == scrolled, !old.nodes.isEmpty else { return nil }
        var views: [SwiftUIView] = []
        views.reserveCapacity(old.nodes.count)
        guard old.matches(root, at: 0, into: &views), views.count == old.nodes.count else { return nil }
        var layout = old
        for (n, view) in views.enumerated() {
            layout.nodes[n].name = name(view)
            for (i, (before, after)) in zip(old.nodes[n].view.modifiers, view.modifiers).enumerated() {
                guard case .offset(let x0, let y0) = before, case .offset(let x1, let y1) = after, x0 != x1 || y0 != y1 else { continue }
                layout.shift(n, inside: i, dx: x1 - x0, dy: y1 - y0)
            }
            layout.nodes[n].view = view
        }
        return layout
    }

    /// Whether `view` (with its children, in `init`'s order) matches node `n` and what was made
    /// under it but for offset values; appends each view, its children emptied, by node index.
    private func matches(_ view: SwiftUIView, at n: Int, into views: inout [SwiftUIView]) -> Bool {
        guard n < nodes.count, views.count == n else { return false }
        var stripped = view
        stripped.children = []
        guard Self.laysOut(stripped, as: nodes[n].view), view.children.count == nodes[n].children.count else { return false }
        views.append(stripped)
        for (child, c) in zip(view.children, nodes[n].children) where !matches(child, at: c, into: &views) { return false }
        for (i, modifier) in view.modifiers.enumerated() {
            switch modifier {
            case .background(let other), .overlay(let other):
                guard let s = nodes[n].secondaries[i], matches(other, at: s, into: &views) else { return false }
            default: break
            }
        }
        return true
    }

    /// Whether `a` is laid out as `b` is: equal but for offset values and for closures (a
    /// body evaluated again makes new ones: gestures and actions, which do not take part in
    /// layout); a background's or overlay's view is compared as a view of its own.
    private static func laysOut(_ a: SwiftUIView, as b: SwiftUIView) -> Bool {
        guard a.kind == b.kind, a.text == b.text, a.number == b.number, a.alignment == b.alignment,
              a.horizontal == b.horizontal, a.position == b.position, a.modifiers.count == b.modifiers.count else { return false }
        for (x, y) in zip(a.modifiers, b.modifiers) {
            switch (x, y) {
            case (.offset, .offset), (.gesture, .gesture), (.background, .background), (.overlay, .overlay): continue
            default: if x != y { return false }
            }
        }
        return true
    }

    /// Moves what node `n`'s `offset` modifier at `index` shifts: the layers inside it, the
    /// view's own frame, the views inside it and the backgrounds and overlays added inside it.
    private mutating func shift(_ n: Int, inside index: Int, dx: Double, dy: Double) {
        for i in 0..<index { nodes[n].layerFrames[i] = nodes[n].layerFrames[i].offsetBy(dx: dx, dy: dy) }
        nodes[n].frame = nodes[n].frame.offsetBy(dx: dx, dy: dy)
        for c in nodes[n].children { shiftAll(c, dx: dx, dy: dy) }
        for (i, s) in nodes[n].secondaries where i < index { shiftAll(s, dx: dx, dy: dy) }
    }

    /// Moves node `n` and everything under it.
    private mutating func shiftAll(_ n: Int, dx: Double, dy: Double) {
        shift(n, inside: nodes[n].layerFrames.count, dx: dx, dy: dy)
    }
}
