import HitLabModel
import HitLabScript
/// Which SwiftUI gestures compete for a touch and how they rank (swiftui-semantics.md §3.3–§3.5):
/// every gesture modifier on the path from the view hit out to the root competes. Each
/// modifier folds "the gestures of the view inside it" S with its own gesture G as the
/// reconstruction does [RE: OS `GestureViewModifier.swift`]:
/// - `gesture`: `S.exclusively(before: G)`, so the children's gestures win [DOC: A-gm];
/// - `highPriorityGesture`: `G.exclusively(before: S)`, so it wins over them [DOC: A-gm];
/// - `simultaneousGesture`: `S.simultaneously(with: G)`, so both run [DOC: A-gm];
/// - `including:` masks as Apple documents them [DOC: A-mask] (DESIGN's choice: iOS 18.1 was
///   observed to ignore `.gesture` [OBS: ZGM]);
/// - where a single and a double tap compete across modifiers, the smaller count waits for
///   the larger to fail [RE: `shouldRequireFailure`], undocumented by Apple; inside one
///   `exclusively` the order written decides (§3.3).
enum SwiftUIArbitration {
    /// A gesture competition as a tree of members, as the modifiers fold it.
    indirect enum Node {
        case member(Int)
        case exclusive(Node, Node, rule: String)
        case sequence(Node, Node)
        case simultaneous(Node, Node)

        var members: [Int] {
            switch self {
            case .member(let m): [m]
            case .exclusive(let a, let b, _), .sequence(let a, let b), .simultaneous(let a, let b): a.members + b.members
            }
        }
    }

    /// The competition for a touch that hit node `hit` of host `h`, or nil when no gesture is on
    /// the path. `inCell`: `hit` is a List row hit in its cell off its content, so only the
    /// row's action and the scroll views' pans take part (no content is under the finger).
    static func session(in content: SwiftUIContent, host h: Int, hit: Int, inCell: Bool = false, finger: Int, at point: Point, time: Double) -> SwiftUIGestureSession? {
        let layout = content.hosts[h].layout
        var members: [SwiftUIGestureMember] = []
        var inner: Node?
        func add(_ key: SwiftUIGestureKey, _ name: String, _ value: SwiftUIGestureValue, _ precedence: SwiftUIGesturePrecedence) -> Node {
            var member = SwiftUIGestureMember(key: key, name: name, kind: value.kind, precedence: precedence, start: point, startTime: time,
                                              location: point, time: time, previousLocation: point, previousTime: time)
            member.count = value.count
            member.minimumDistance = value.minimumDistance
            member.minimumDuration = value.minimumDuration
            member.maximumDistance = value.maximumDistance
            members.append(member)
            return .member(members.count - 1)
        }
        func turnOff(_ node: Node?, _ reason: SwiftUIGestureOutcome) {
            for m in node?.members ?? [] where !members[m].state.isFinal {
                members[m].state = .failed
                members[m].reason = reason
            }
        }
        // The scroll views' pans are first among the members, so on a move where one and a drag
        // both reach their distance the pan recognizes first (`rankScroll`).
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
            return together.first.map { first in together.dropFirst().reduce(first) { .simultaneous($0, $1) } }
        }
        if inCell { inner = rowAction() }
        var n = hit, from = 0
        while !inCell {
            let node = layout.nodes[n]
            // In a List row an automatic-style Button does not act alone: the row acts for it (below).
            if node.view.kind == .button, from == 0, node.view.action != nil, row == nil || !isAutomaticButton(n, in: layout) {
                inner = combine(inner, button(n, region: node.frame, row: nil), .low)
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
                if !g.mask.enablesSubviews { turnOff(inner, .masked(by: name)); inner = nil }
                if !g.mask.enablesGesture { turnOff(made, .masked(by: name)); made = nil }
                inner = combine(inner, made, g.precedence)
            }
            if n == row { inner = combine(inner, rowAction(), .low) }
            guard let parent = node.parent else { break }
            from = layout.nodes[parent].secondaries.first { $0.value == n }.map { $0.key + 1 } ?? 0
            n = parent
        }
        guard !members.isEmpty else { return nil }
        var ranking = SwiftUIGestureRanking()
        if let inner { rank(inner, members, &ranking) }
        for scroll in scrolls { rankScroll(scroll, members, &ranking) }
        var session = SwiftUIGestureSession(host: content.hosts[h].id, finger: finger, hit: layout.nodes[hit].name, members: members,
                                            ranking: ranking, touchStart: point, touchStartTime: time)
        for pair in ranking.sequence { session.members[pair.second].listening = false }
        return session
    }

    /// A gesture value as a tree, each primitive made a member by `add`.
    private static func tree(_ value: SwiftUIGestureValue, _ path: [Int], _ add: ([Int], SwiftUIGestureValue) -> Node) -> Node {
        guard value.kind.isComposition else { return add(path, value) }
        let a = tree(value.parts[0], path + [0], add), b = tree(value.parts[1], path + [1], add)
        switch value.kind {
        case .exclusively: return .exclusive(a, b, rule: "exclusively")
        case .sequenced: return .sequence(a, b)
        default: return .simultaneous(a, b)
        }
    }

    /// The subviews' gestures `inner` folded with a modifier's gesture `made` (§3.4).
    private static func combine(_ inner: Node?, _ made: Node?, _ precedence: SwiftUIGesturePrecedence) -> Node? {
        guard let inner else { return made }
        guard let made else { return inner }
        switch precedence {
        case .low: return .exclusive(inner, made, rule: "gesture")
        case .high: return .exclusive(made, inner, rule: "highPriorityGesture")
        case .simultaneous: return .simultaneous(inner, made)
        }
    }

    /// The pairs the tree makes: who acts first, who listens after whom.
    private static func rank(_ node: Node, _ members: [SwiftUIGestureMember], _ ranking: inout SwiftUIGestureRanking) {
        switch node {
        case .member: return
        case .simultaneous(let a, let b):
            rank(a, members, &ranking); rank(b, members, &ranking)
        case .sequence(let a, let b):
            rank(a, members, &ranking); rank(b, members, &ranking)
            for x in a.members { for y in b.members { ranking.sequence.append(.init(first: x, second: y, rule: "sequenced")) } }
        case .exclusive(let a, let b, let rule):
            rank(a, members, &ranking); rank(b, members, &ranking)
            for x in a.members {
                for y in b.members {
                    // [RE] Across modifiers a tap with fewer taps waits for one with more (§3.4).
                    if rule != "exclusively", members[x].kind.isTap, members[y].kind.isTap, members[x].count < members[y].count {
                        ranking.blocks.append(.init(first: y, second: x, rule: "tapCount"))
                    } else {
                        ranking.blocks.append(.init(first: x, second: y, rule: rule))
                    }
                }
            }
        }
    }
}
