import HitLabModel
/// Layout kept across a state change that moved only offsets. SwiftUI's `offset` does not
/// affect layout: the view and everything inside it are drawn and hit-tested shifted, and no
/// size or place around it changes. So when a body evaluated again differs from the last one
/// only in the values of its `offset` modifiers (and in closures, which take no part in
/// layout), the last layout is kept and the shifted frames are moved, instead of proposing and
/// placing every view again.
extension SwiftUILayout {
    /// Makes `layout` the layout of `root`, in place, when `root` equals the view tree it laid
    /// out in everything but its `offset` values and closures, in the same host frame and
    /// scroll offsets; false when anything else changed (then `layout` is left half changed and
    /// the caller lays `root` out from the start). `name`, when given, names each view again in
    /// the order `init` asks, so names count on across hosts as they would; nil keeps the names
    /// (the caller knows they would be the same).
    static func move(_ layout: inout SwiftUILayout, to root: SwiftUIView, hostFrame: Rect, scrolled: [String: Double],
                     name: ((SwiftUIView) -> String)?) -> Bool {
        guard layout.hostFrame == hostFrame, layout.scrolled == scrolled, !layout.nodes.isEmpty else { return false }
        let before = layout.made
        guard layout.follow(root, was: before, at: 0, name: name) else { return false }
        layout.made = root
        return true
    }

    /// Brings node `n` (made from `before`) and everything under it to `view`: a view equal to
    /// the one before (a `ForEach` row kept from the last evaluation) is passed over at once;
    /// one that differs only in offsets and closures takes the new view and shifts what its
    /// offsets moved. False when anything that takes part in layout differs.
    private mutating func follow(_ view: SwiftUIView, was before: SwiftUIView, at n: Int, name: ((SwiftUIView) -> String)?) -> Bool {
        guard n < nodes.count, view.children.count == before.children.count, view.children.count == nodes[n].children.count,
              view.modifiers.count == before.modifiers.count else { return false }
        if !Self.sameOwnFields(view, before) {
            guard Self.laysOut(view, as: before) else { return false }
            for (i, (x, y)) in zip(before.modifiers, view.modifiers).enumerated() {
                guard case .offset(let x0, let y0) = x, case .offset(let x1, let y1) = y, x0 != x1 || y0 != y1 else { continue }
                shift(n, inside: i, dx: x1 - x0, dy: y1 - y0)
            }
            var stripped = view
            stripped.children = []
            nodes[n].view = stripped
        }
        if let name { nodes[n].name = name(view) }
        // The same children array (a ForEach whose rows were all kept) holds the same views.
        else if Self.sameStorage(view.children, before.children) { return followSecondaries(view, was: before, at: n, name: name) }
        for i in view.children.indices where !follow(view.children[i], was: before.children[i], at: nodes[n].children[i], name: name) { return false }
        return followSecondaries(view, was: before, at: n, name: name)
    }

    /// `follow` for the views node `n`'s backgrounds and overlays add.
    private mutating func followSecondaries(_ view: SwiftUIView, was before: SwiftUIView, at n: Int, name: ((SwiftUIView) -> String)?) -> Bool {
        for (i, modifier) in view.modifiers.enumerated() {
            switch (modifier, before.modifiers[i]) {
            case (.background(let other), .background(let was)), (.overlay(let other), .overlay(let was)):
                guard let s = nodes[n].secondaries[i], follow(other, was: was, at: s, name: name) else { return false }
            default: break
            }
        }
        return true
    }

    /// Whether two arrays share their storage, so they hold the same elements.
    private static func sameStorage(_ a: [SwiftUIView], _ b: [SwiftUIView]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress && x.count == y.count } }
    }

    /// Whether two views are equal but for their children (compared node by node after):
    /// cheap when they share their storage, as a kept row shares it with its last evaluation.
    private static func sameOwnFields(_ a: SwiftUIView, _ b: SwiftUIView) -> Bool {
        sameMaking(a, b) && a.action == b.action && a.modifiers == b.modifiers
    }

    /// Whether two views were made alike: the same kind, where in the body, and with the same
    /// text, number, alignment and axis (their modifiers, closures and children aside).
    private static func sameMaking(_ a: SwiftUIView, _ b: SwiftUIView) -> Bool {
        a.kind == b.kind && a.text == b.text && a.number == b.number && a.alignment == b.alignment && a.horizontal == b.horizontal
            && a.position == b.position
    }

    /// Whether `a` is laid out as `b` is, children aside: equal but for offset values and for
    /// closures (a body evaluated again makes new ones: gestures and actions, which do not take
    /// part in layout); a background's or overlay's view is compared as a view of its own.
    private static func laysOut(_ a: SwiftUIView, as b: SwiftUIView) -> Bool {
        guard sameMaking(a, b), a.modifiers.count == b.modifiers.count else { return false }
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
        // A view moved whole moves its reach; one moved inside its outer layers, and every
        // view around it, gathers its reach again.
        if index == nodes[n].layerFrames.count {
            nodes[n].reach = nodes[n].reach.offsetBy(dx: dx, dy: dy)
            return
        }
        var at: Int? = n
        while let a = at {
            nodes[a].reach = gatheredReach(a)
            at = nodes[a].parent
        }
    }

    /// Moves node `n` and everything under it.
    private mutating func shiftAll(_ n: Int, dx: Double, dy: Double) {
        shift(n, inside: nodes[n].layerFrames.count, dx: dx, dy: dy)
    }
}
