import HitLabModel
import HitLabScript
/// What a `ScrollView`, a `List` and a `Button`'s style add to a gesture competition
/// (swiftui-semantics.md §3.6; DESIGN, "What HitLab chooses"): the pan of the UIScrollView
/// underneath, and a `List` row that acts as one button.
extension SwiftUIArbitration {
    /// The nearest value an environment modifier gives node `n`: its own modifiers first
    /// (the innermost written first), then its ancestors' (`buttonStyle`, `scrollDisabled`).
    static func environment<T>(_ n: Int, in layout: SwiftUILayout, _ pick: (SwiftUIModifier) -> T?) -> T? {
        var at: Int? = n
        while let node = at {
            for modifier in layout.nodes[node].view.modifiers { if let value = pick(modifier) { return value } }
            at = layout.nodes[node].parent
        }
        return nil
    }

    /// Node `n` and the nodes around it, from `n` out to the root.
    static func lineage(_ n: Int, in layout: SwiftUILayout) -> [Int] {
        var out = [n]
        while let parent = layout.nodes[out.last!].parent { out.append(parent) }
        return out
    }

    /// The pans of the scroll views around node `hit` that can scroll, innermost first: each a
    /// `ScrollView` or `List` whose content is longer than it along its axis (UIKit's pan counts
    /// travel only along an axis it can scroll, `UIKitDefaults+ScrollView`) and that no
    /// `scrollDisabled(true)` reaches. A horizontal one inside a vertical one: each takes the
    /// drags along its own axis, as nested UIScrollViews do.
    static func scrollPans(_ hit: Int, in layout: SwiftUILayout) -> [(node: Int, pan: SwiftUIScrollPan)] {
        var out: [(node: Int, pan: SwiftUIScrollPan)] = []
        for n in lineage(hit, in: layout) {
            let node = layout.nodes[n]
            guard node.view.kind == .scrollView || node.view.kind == .list else { continue }
            let horizontal = node.view.horizontal
            let visible = horizontal ? node.frame.width : node.frame.height
            if environment(n, in: layout, { if case .scrollDisabled(let off) = $0 { off } else { nil } }) == true { continue }
            guard node.contentLength > visible else { continue }
            out.append((n, SwiftUIScrollPan(view: node.name, horizontal: horizontal, startOffset: node.scrollOffset, maxOffset: node.contentLength - visible)))
        }
        return out
    }

    /// A touch where SwiftUI's hit-test found no content but inside a scroll view's frame
    /// (`point`, window coordinates): the UIScrollView underneath is a UIKit view, hit over its
    /// bounds, so its pan alone takes part; nil when no scroll view that can scroll is there.
    static func emptySpaceSession(in content: SwiftUIContent, host h: Int, at point: Point, window: Point, finger: Int, time: Double) -> SwiftUIGestureSession? {
        let layout = content.hosts[h].layout
        guard let n = layout.nodes.indices.last(where: { [.scrollView, .list].contains(layout.nodes[$0].view.kind) && layout.nodes[$0].frame.contains(window) }),
              let found = scrollPans(n, in: layout).first else { return nil }
        let view = layout.nodes[found.node]
        var member = SwiftUIGestureMember(key: SwiftUIGestureKey(view: view.name, modifier: -2, path: []), name: view.name + ".panGestureRecognizer",
                                          kind: .scroll, precedence: .low, start: point, startTime: time, location: point, time: time,
                                          previousLocation: point, previousTime: time)
        member.pan = found.pan
        return SwiftUIGestureSession(host: content.hosts[h].id, finger: finger, hit: view.name, members: [member],
                                     ranking: SwiftUIGestureRanking(), touchStart: point, touchStartTime: time)
    }

    /// The `List` row node `hit` is in (a view the `List` lays out as a row), if any.
    static func listRow(of hit: Int, in layout: SwiftUILayout) -> Int? {
        let path = lineage(hit, in: layout)
        for (i, n) in path.enumerated() where i > 0 && layout.nodes[n].view.kind == .list {
            let rows = Set(layout.layoutChildren(n))
            return path[..<i].last { rows.contains($0) }
        }
        return nil
    }

    /// Whether Button node `n` has the automatic style: no `buttonStyle(.plain)` or
    /// `.borderless` on it or around it.
    static func isAutomaticButton(_ n: Int, in layout: SwiftUILayout) -> Bool {
        let style = environment(n, in: layout) { if case .buttonStyle(let s) = $0 { s } else { nil } }
        return (style ?? "automatic") == "automatic"
    }

    /// The enabled automatic-style Buttons with an action inside `row`, in source order:
    /// the buttons a tap on the row runs together.
    static func rowButtons(_ row: Int, in layout: SwiftUILayout) -> [Int] {
        var out: [Int] = []
        func visit(_ n: Int) {
            let node = layout.nodes[n]
            if node.view.modifiers.contains(.disabled(true)) { return }
            if node.view.kind == .button, node.view.action != nil, isAutomaticButton(n, in: layout) { out.append(n) }
            for c in node.children { visit(c) }
        }
        visit(row)
        return out
    }

    /// The row's cell (`SwiftUILayout.cell(ofRow:)`), where the finger must lift for the row's buttons to run.
    static func cell(of row: Int, in layout: SwiftUILayout) -> Rect {
        layout.cell(ofRow: row) ?? layout.nodes[row].outerFrame
    }

    /// How the scroll view's pan (member `s`) and each other member stand, as the arbitration
    /// source's "scrollView" rule answers (DESIGN's choice, from §3.6 and UIKit's rules,
    /// `uikit-semantics.md` §11): whichever recognizes first cancels the other, or one goes
    /// first and the other waits for it (a drag attached with `highPriorityGesture`). The pan of
    /// a scroll view inside this one is asked once, from the inner side.
    static func rankScroll(_ s: Int, _ members: [SwiftUIGestureMember], _ values: [SwiftUIGestureValue], _ arbiter: Arbiter,
                           _ ranking: inout SwiftUIGestureRanking) throws(ScriptError) {
        for c in members.indices where c != s && !(members[c].kind == .scroll && c < s) {
            let answer = try arbiter.arbitrate(values[c], values[s], "scrollView")
            switch answer.winner {
            case .first?: ranking.blocks.append(.init(first: c, second: s, rule: "highPriorityDrag"))
            case .second?: ranking.blocks.append(.init(first: s, second: c, rule: "scroll"))
            case nil where answer == .whicheverActsFirst:
                ranking.cancels.append(.init(first: s, second: c, rule: "scroll"))
                ranking.cancels.append(.init(first: c, second: s, rule: members[c].kind == .scroll ? "scroll" : "contentFirst"))
            case nil: break
            }
        }
    }
}
