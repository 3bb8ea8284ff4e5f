import HitLabModel
import HitLabScript
/// Which SwiftUI gestures compete for a touch and how they rank (swiftui-semantics.md §3.3–§3.5):
/// every gesture modifier on the path from the view hit out to the root competes. Each
/// modifier folds "the gestures of the view inside it" with its own gesture, as the
/// reconstruction does [RE: OS `GestureViewModifier.swift`], and a composition folds its two
/// parts. The folding is plumbing; what each fold means is decided by SwiftUI's arbitration
/// source (`_UIHostingView._arbitrate` and `_isEnabled`, in `UIKitDefaults`), which the
/// pipeline runs through the interpreter, so `break` stops in it and `explain` narrates it:
/// `Arbiter` asks it.
enum SwiftUIArbitration {
    /// A gesture competition as a tree of members, as the modifiers fold it: `inner` is the
    /// gestures inside (or a composition's receiver), `outer` the modifier's own (or its argument).
    indirect enum Node {
        case member(Int)
        case pair(inner: Node, outer: Node, rule: String)

        var members: [Int] {
            switch self {
            case .member(let m): [m]
            case .pair(let a, let b, _): a.members + b.members
            }
        }
    }

    /// What the fold asks SwiftUI's arbitration source: who of two gestures (named values) goes
    /// first under a rule, and whether a mask leaves a part ("gesture", "subviews") on.
    struct Arbiter {
        let arbitrate: (SwiftUIGestureValue, SwiftUIGestureValue, String) throws(ScriptError) -> SwiftUIPrecedence
        let enables: (String, SwiftUIGestureMask) throws(ScriptError) -> Bool
    }

    /// The competition for a touch that hit node `hit` of host `h`, or nil when no gesture is on
    /// the path. `inCell`: `hit` is a List row hit in its cell off its content, so only the
    /// row's action and the scroll views' pans take part (no content is under the finger).
    static func session(in content: SwiftUIContent, host h: Int, hit: Int, inCell: Bool = false, finger: Int, at point: Point, time: Double,
                        arbiter: Arbiter) throws(ScriptError) -> SwiftUIGestureSession? {
        let layout = content.hosts[h].layout
        var members: [SwiftUIGestureMember] = []
        var values: [SwiftUIGestureValue] = []
        var inner: Node?
        func add(_ key: SwiftUIGestureKey, _ name: String, _ value: SwiftUIGestureValue, _ precedence: SwiftUIGesturePrecedence) -> Node {
            var member = SwiftUIGestureMember(key: key, name: name, kind: value.kind, precedence: precedence, start: point, startTime: time,
                                              location: point, time: time, previousLocation: point, previousTime: time)
            member.count = value.count
            member.minimumDistance = value.minimumDistance
            member.minimumDuration = value.minimumDuration
            member.maximumDistance = value.maximumDistance
            member.minimumScaleDelta = value.minimumScaleDelta
            member.minimumAngleDelta = value.minimumAngleDelta
            members.append(member)
            var named = value
            named.name = name
            named.isHighPriority = precedence == .high
            values.append(named)
            return .member(members.count - 1)
        }
        func turnOff(_ node: Node?, _ reason: SwiftUIGestureOutcome) {
            for m in node?.members ?? [] where !members[m].state.isFinal {
                members[m].state = .failed
                members[m].reason = reason
            }
        }
        // The scroll views' pans are first among the members, so on a move where one and a drag
        // both reach their distance the pan recognizes first (the source's "scrollView" rule).
        let scrolls = scrollPans(hit, in: layout).map { found -> Int in
            let view = layout.nodes[found.node]
            _ = add(SwiftUIGestureKey(view: view.name, modifier: -2, path: []), view.name + ".panGestureRecognizer",
                    SwiftUIGestureValue(kind: .scroll, position: view.view.position), .low)
            members[members.count - 1].pan = found.pan
            return members.count - 1
        }
        let row = listRow(of: hit, in: layout)
        func button(_ b: Int, region: Rect, row: String?) -> Node {
            let node = layout.nodes[b]
            var value = SwiftUIGestureValue(kind: .button, position: node.view.position)
            value.onEnded = node.view.action
            let made = add(SwiftUIGestureKey(view: node.name, modifier: -1, path: []), node.name + ".action", value, .low)
            members[members.count - 1].region = region
            members[members.count - 1].row = row
            return made
        }
        // DESIGN's choice from §3.6 [OBS: LST]: a List row's automatic-style Buttons make the row
        // one button, outside the row's own gestures, and a tap anywhere in the row's cell runs
        // every one of them; .borderless and .plain keep each to itself.
        func rowAction() -> Node? {
            guard let row else { return nil }
            let cell = cell(of: row, in: layout)
            let together = rowButtons(row, in: layout).map { button($0, region: cell, row: layout.nodes[row].name) }
            return together.first.map { first in together.dropFirst().reduce(first) { .pair(inner: $0, outer: $1, rule: "simultaneously") } }
        }
        if inCell { inner = rowAction() }
        var n = hit, from = 0
        while !inCell {
            let node = layout.nodes[n]
            // In a List row an automatic-style Button does not act alone: the row acts for it (below).
            if node.view.kind == .button, from == 0, node.view.action != nil, row == nil || !isAutomaticButton(n, in: layout) {
                inner = combine(inner, button(n, region: node.frame, row: nil), "gesture")
            }
            var seen: [String: Int] = [:]
            for (i, modifier) in node.view.modifiers.enumerated() {
                guard case .gesture(let g) = modifier else {
                    // disabled(true) turns off the gestures inside it (§2.9, [DOC: A-dis]).
                    if i >= from, case .disabled(true) = modifier { turnOff(inner, .masked(by: node.name + ".disabled")); inner = nil }
                    continue
                }
                seen[g.modifier, default: 0] += 1
                guard i >= from else { continue }
                let name = node.name + "." + g.modifier + (seen[g.modifier]! > 1 ? "_\(seen[g.modifier]!)" : "")
                var made: Node? = tree(g.value, []) { path, value in
                    add(SwiftUIGestureKey(view: node.name, modifier: i, path: path), name, value, g.precedence)
                }
                // The default mask, .all, leaves both on (the source's first rule), so only a mask written is asked.
                if g.mask != .all {
                    if try !arbiter.enables("subviews", g.mask) { turnOff(inner, .masked(by: name)); inner = nil }
                    if try !arbiter.enables("gesture", g.mask) { turnOff(made, .masked(by: name)); made = nil }
                }
                inner = combine(inner, made, g.modifier)
            }
            if n == row { inner = combine(inner, rowAction(), "gesture") }
            guard let parent = node.parent else { break }
            from = layout.nodes[parent].secondaries.first { $0.value == n }.map { $0.key + 1 } ?? 0
            n = parent
        }
        guard !members.isEmpty else { return nil }
        var ranking = SwiftUIGestureRanking()
        if let inner { try rank(inner, values, arbiter, &ranking) }
        for scroll in scrolls { try rankScroll(scroll, members, values, arbiter, &ranking) }
        var session = SwiftUIGestureSession(host: content.hosts[h].id, finger: finger, hit: layout.nodes[hit].name, members: members,
                                            ranking: ranking, touchStart: point, touchStartTime: time)
        for pair in ranking.sequence { session.members[pair.second].listening = false }
        return session
    }

    /// A gesture value as a tree, each primitive made a member by `add`.
    private static func tree(_ value: SwiftUIGestureValue, _ path: [Int], _ add: ([Int], SwiftUIGestureValue) -> Node) -> Node {
        guard value.kind.isComposition else { return add(path, value) }
        let a = tree(value.parts[0], path + [0], add), b = tree(value.parts[1], path + [1], add)
        return .pair(inner: a, outer: b, rule: value.kind.rawValue)
    }

    /// The subviews' gestures `inner` folded with a modifier's gesture `made` (§3.4).
    private static func combine(_ inner: Node?, _ made: Node?, _ rule: String) -> Node? {
        guard let inner else { return made }
        guard let made else { return inner }
        return .pair(inner: inner, outer: made, rule: rule)
    }

    /// The pairs the tree makes, each decided by the arbitration source: who acts first, who
    /// listens after whom.
    private static func rank(_ node: Node, _ values: [SwiftUIGestureValue], _ arbiter: Arbiter,
                             _ ranking: inout SwiftUIGestureRanking) throws(ScriptError) {
        guard case .pair(let a, let b, let rule) = node else { return }
        try rank(a, values, arbiter, &ranking)
        try rank(b, values, arbiter, &ranking)
        for x in a.members {
            for y in b.members {
                let answer = try arbiter.arbitrate(values[x], values[y], rule)
                if answer.isSequence { ranking.sequence.append(.init(first: x, second: y, rule: rule)) }
                switch answer.winner {
                case .first?: ranking.blocks.append(.init(first: x, second: y, rule: answer.rule(rule)))
                case .second?: ranking.blocks.append(.init(first: y, second: x, rule: answer.rule(rule)))
                case nil: break
                }
            }
        }
    }
}
