import HitLabModel
import HitLabScript
import HitLabDelivery
/// `why NAME` for a SwiftUI view, read from the trace of SwiftUI's hit-test
/// (`_UIHostingView._hitTest`, one recorded call per layer it asked): which layers the walk
/// asked, what each returned and the rule its last line applied (`SwiftUIHitRule`), as
/// `WhyAnswer` facts. Nothing is hit-tested again; layout facts (frames, children) come from
/// the content the walk itself carried.
public struct SwiftUIWhy {
    public let trace: Trace

    public init(trace: Trace) { self.trace = trace }

    /// One `_hitTest` call: the layer it asked about, the point and what it returned.
    struct Step {
        let call: Int
        let ref: SwiftUILayerRef
        let point: Point
        let answer: SwiftUILayerRef?
    }

    /// The content the first SwiftUI hit-test walked, laid out as it was then.
    public var content: SwiftUIContent? { rootCall(host: nil).flatMap { step($0)?.ref.content } }

    /// The answers about the SwiftUI view `name` in `content`; `uikit` gives UIKit's answers
    /// about its host when UIKit did not choose the host. Nil when no SwiftUI view is so called.
    public func explain(_ name: String, in content: SwiftUIContent, uikit: (String) throws(SceneError) -> [WhyAnswer]) throws(SceneError) -> [WhyAnswer]? {
        guard let (h, n) = content.names[name] else { return nil }
        let host = content.hosts[h], hostName = trace.scene[host.id].name
        guard let root = rootCall(host: host.id), let first = step(root) else {
            let hitTested = (0..<trace.calls.count).contains { trace.calls[$0].method == .hitTest }
            return [.swiftUIHostNotHit(view: name, host: hostName, hitTested: hitTested)] + (try uikit(hostName)).filter { !$0.isAboutTheChain }
        }
        let layout = host.layout, point = first.point, found = first.answer.map(\.node)
        if first.answer?.isCell == true, let row = found {
            // A row's cell: no content was hit, so the row's views are missed and the row's action ran.
            let cell: WhyAnswer = .swiftUIRowCellHit(host: hostName, row: layout.nodes[row].name)
            guard n != row else { return [cell] + action(after: root, hit: row, view: name, in: layout, host: host.id) }
            // The cell first: a button of the row ran through it though the touch is off its content.
            return [cell, .swiftUIMissed(view: name, miss(n, walk: steps(under: root), point: point, hit: nil, in: layout))]
                + action(after: root, hit: row, view: name, in: layout, host: host.id)
        }
        guard let hit = found, hit == n || isInside(hit, n, layout) else {
            let missed = miss(n, walk: steps(under: root), point: point, hit: found, in: layout)
            guard let found else { return [.swiftUIMissed(view: name, missed), .swiftUIHostEmpty(host: hostName, point: point)] }
            // Where the touch went instead, unless the view in front already said it.
            return [.swiftUIMissed(view: name, missed)] + clipNote(found, point: point, in: layout)
                + (missed.namesTheHit ? [] : [.swiftUIHostHit(host: hostName, hit: layout.nodes[found].name)])
        }
        let reached: WhyAnswer = hit == n
            ? .swiftUIHit(view: name, path: [hostName] + lineage(n, in: layout).reversed().map { layout.nodes[$0].name })
            : .swiftUIChildHit(view: name, hit: layout.nodes[hit].name)
        return [reached] + clipNote(hit, point: point, in: layout) + action(after: root, hit: hit, view: name, in: layout, host: host.id)
    }

    /// `why NAME` for a SwiftUI view: its answers from the trace, with the content SwiftUI's
    /// hit-test walked, or, when the touch reached no host, the scene's content from `cache`
    /// (the session's, so a scene it has laid out is not laid out again; names and frames
    /// only). Nil when no SwiftUI view is called `name`.
    public static func answers(_ name: String, trace: Trace, hit: ViewID?, classes: ClassTable,
                               cache: SwiftUIContentCache = SwiftUIContentCache()) throws(SceneError) -> [WhyAnswer]? {
        let why = SwiftUIWhy(trace: trace)
        guard let content = why.content ?? (try? cache.content(scene: trace.scene, classes: classes, states: [:])) else { return nil }
        return try why.explain(name, in: content) { host throws(SceneError) in try WhyExplainer(trace: trace, hit: hit).explain(host) }
    }

    /// What SwiftUI's hit-test found in hosting view `id`, when UIKit chose it: said beside
    /// UIKit's answers about the host, or about a UIKit view the host covered.
    public func hostFact(_ id: ViewID) -> WhyAnswer? {
        guard let root = rootCall(host: id), let first = step(root) else { return nil }
        let name = trace.scene[id].name
        guard let answer = first.answer else { return .swiftUIHostEmpty(host: name, point: first.point) }
        return answer.isCell ? .swiftUIRowCellHit(host: name, row: answer.laidOut.name) : .swiftUIHostHit(host: name, hit: answer.laidOut.name)
    }

    // MARK: Reading the walk

    /// The first `_hitTest` call made by the pipeline (not by another `_hitTest`) on `host`,
    /// or on any host when nil.
    func rootCall(host: ViewID?) -> Int? {
        (0..<trace.calls.count).first { c in
            let call = trace.calls[c]
            guard call.method == .swiftUIHitTest, host.map({ call.receiver == .view($0) }) ?? true else { return false }
            return call.parent < 0 || trace.calls[Int(call.parent)].method != .swiftUIHitTest
        }
    }

    func step(_ c: Int) -> Step? {
        guard case .call(_, let arguments) = trace.event(at: Int(trace.calls[c].entry)), arguments.count == 2,
              case .swiftUILayer(let ref) = arguments[0], case .point(let p) = arguments[1] else { return nil }
        var answer: SwiftUILayerRef?
        if trace.calls[c].exit >= 0, case .returned(.swiftUILayer(let a)) = trace.event(at: Int(trace.calls[c].exit)) { answer = a }
        return Step(call: c, ref: ref, point: p, answer: answer)
    }

    /// Every `_hitTest` call inside `root`'s, itself included, in the order they were made.
    func steps(under root: Int) -> [Step] {
        let call = trace.calls[root], end = call.exit >= 0 ? call.exit : Int32(trace.count)
        return (root..<trace.calls.count).lazy.filter { self.trace.calls[$0].method == .swiftUIHitTest }
            .prefix { self.trace.calls[$0].entry <= end }.compactMap(step)
    }

    /// The rule of the last line call `c` ran itself (not in a call it made): where it decided.
    func decidingRule(_ c: Int) -> SwiftUIHitRule? {
        let call = trace.calls[c], end = call.exit >= 0 ? Int(call.exit) : trace.count - 1
        for i in stride(from: end, through: Int(call.entry), by: -1) where trace[i].kind == .line && Int(trace[i].call) == c {
            return SwiftUIHitRule.at(Int(trace[i].a), in: call.body)
        }
        return nil
    }

    /// Whether `hit` is content of `n`'s own: inside it, and not in the view of a `background`
    /// or `overlay` it carries (that view is behind or in front of it, not its content).
    func isInside(_ hit: Int, _ n: Int, _ layout: SwiftUILayout) -> Bool {
        let up = lineage(hit, in: layout)
        guard let i = up.firstIndex(of: n), i > 0 else { return false }
        return !layout.nodes[n].secondaries.values.contains(up[i - 1])
    }

    /// `n` and every view around it, innermost first (a background or overlay's view is inside
    /// the view that carries it).
    func lineage(_ n: Int, in layout: SwiftUILayout) -> [Int] {
        var out = [n]
        while let p = layout.nodes[out.last!].parent { out.append(p) }
        return out
    }

    // MARK: Why a view was missed

    private func miss(_ n: Int, walk: [Step], point: Point, hit: Int?, in layout: SwiftUILayout) -> WhyAnswer.SwiftUIMiss {
        let asked = walk.filter { $0.ref.node == n }
        guard !asked.isEmpty || passedOver(n, walk: walk, in: layout) else { return notAsked(n, walk: walk, hit: hit, in: layout) }
        // Asked from the outside in: the first layer that turned it away by a modifier decided.
        for s in asked where s.answer == nil {
            if let rule = decidingRule(s.call), rule.isRefusal, let refusal = refusal(rule, s.ref, at: s.point) {
                return .refused(owner: layout.nodes[n].name, refusal)
            }
        }
        // Its outer layers were asked, not the view itself: an overlay it carries answered first.
        if !asked.isEmpty, !asked.contains(where: { $0.ref.layer == 0 }), let hit, let front = lineage(hit, in: layout).first(where: { layout.nodes[$0].parent == n }) {
            return .inFront(front: layout.nodes[front].name, hit: layout.nodes[hit].name, order(front, before: n, in: n, layout))
        }
        let node = layout.nodes[n], view = node.view
        if !view.kind.isContainer, !Interpreter.hasContent(view) {
            return .noContent(kind: Self.kindName(view), container: node.parent.map { layout.nodes[$0].name })
        }
        if !view.kind.isContainer, view.kind.isShape, node.frame.contains(point) {
            return .outsidePath(shape: view.kind.rawValue, frame: node.frame)
        }
        if view.kind.isContainer, node.frame.contains(point) {
            // A Spacer takes room along its stack's axis only (it is as thin as it can be across it).
            func on(_ c: Int) -> Bool {
                let f = layout.nodes[c].outerFrame
                return switch view.kind {
                case .hStack: point.x >= f.minX && point.x < f.maxX
                case .vStack: point.y >= f.minY && point.y < f.maxY
                default: f.contains(point)
                }
            }
            let children = layout.layoutChildren(n)
            if let empty = children.first(where: { on($0) && !layout.nodes[$0].view.kind.isContainer && !Interpreter.hasContent(layout.nodes[$0].view) }) {
                return .gap(.emptyChild(layout.nodes[empty].name, kind: Self.kindName(layout.nodes[empty].view)), tap: tap(of: view))
            }
            let between = [.hStack, .vStack].contains(view.kind) && !children.contains(where: on)
            return .gap(between ? .spacing : .noChildContent, tap: tap(of: view))
        }
        // Outside its content, inside a band a modifier adds (padding, a larger frame).
        if let band = node.layerFrames.indices.first(where: { node.layerFrames[$0].contains(point) }), band < view.modifiers.count,
           ["padding", "frame"].contains(view.modifiers[band].name) {
            return .gap(.around(modifier: view.modifiers[band].name), tap: tap(of: view))
        }
        if view.kind.isContainer, let nearest = nearestContent(in: n, to: point, layout) {
            let frame = layout.nodes[nearest].frame
            return .outsideContent(point: point, content: layout.nodes[nearest].name, frame: frame, distance: Self.distance(from: point, to: frame))
        }
        return .outside(point: point, frame: node.frame, distance: Self.distance(from: point, to: node.frame))
    }

    /// The view inside container `n` whose content is nearest `point`: a view with content of
    /// its own (Text, Image, a shape, a colour) or a `contentShape` (its frame), searched
    /// through the containers inside; nil when the container holds no content at all.
    private func nearestContent(in n: Int, to point: Point, _ layout: SwiftUILayout) -> Int? {
        var best: (node: Int, distance: Double)?
        var pending = layout.layoutChildren(n)
        while let c = pending.popLast() {
            let view = layout.nodes[c].view
            let shaped = view.modifiers.contains { if case .contentShape = $0 { true } else { false } }
            if shaped || (!view.kind.isContainer && Interpreter.hasContent(view)) {
                let d = Self.distance(from: point, to: layout.nodes[c].frame)
                if best.map({ d < $0.distance }) ?? true { best = (c, d) }
            } else if view.kind.isContainer {
                pending += layout.layoutChildren(c)
            }
        }
        return best?.node
    }

    /// Whether the walk passed over `n` because a container around it had nothing near the
    /// point (`SwiftUIHitRule.outOfReach`): then `n` is answered for by where it is, as it
    /// would have been had it been asked.
    private func passedOver(_ n: Int, walk: [Step], in layout: SwiftUILayout) -> Bool {
        var a = n
        while let p = layout.nodes[a].parent {
            a = p
            let asked = walk.filter { $0.ref.node == a }
            guard !asked.isEmpty else { continue }
            return asked.contains { $0.ref.layer == 0 && $0.answer == nil && decidingRule($0.call) == .outOfReach }
        }
        return false
    }

    /// Why the walk never asked `n`: an ancestor turned itself away, or answered with a view in front.
    private func notAsked(_ n: Int, walk: [Step], hit: Int?, in layout: SwiftUILayout) -> WhyAnswer.SwiftUIMiss {
        var child = n
        while let a = layout.nodes[child].parent {
            let asked = walk.filter { $0.ref.node == a }
            if !asked.isEmpty {
                for s in asked where s.answer == nil {
                    if let rule = decidingRule(s.call), rule.isRefusal, let refusal = refusal(rule, s.ref, at: s.point) {
                        return .refused(owner: layout.nodes[a].name, refusal)
                    }
                }
                // The content hit is `a`'s own (the view is in its background) or in a branch in front.
                guard let hit, let front = hit == a ? a : lineage(hit, in: layout).first(where: { layout.nodes[$0].parent == a }) else {
                    return .notAsked(ancestor: layout.nodes[a].name)
                }
                return .inFront(front: layout.nodes[front].name, hit: layout.nodes[hit].name, order(front, before: child, in: a, layout))
            }
            child = a
        }
        return .notAsked(ancestor: layout.nodes[child].name)
    }

    /// Why `front` is in front of `behind`, both directly inside `a` (a child, or the view of one
    /// of its `background` or `overlay` modifiers).
    private func order(_ front: Int, before behind: Int, in a: Int, _ layout: SwiftUILayout) -> WhyAnswer.SwiftUIOrder {
        let carrier = layout.nodes[a], name = carrier.name
        func secondary(_ c: Int) -> SwiftUIModifier? { carrier.secondaries.first { $0.value == c }.map { carrier.view.modifiers[$0.key] } }
        if case .overlay? = secondary(front) { return .overlay(of: name) }
        if case .background? = secondary(behind) { return .background(of: name) }
        let zf = Interpreter.zIndex(of: layout.nodes[front].view), zb = Interpreter.zIndex(of: layout.nodes[behind].view)
        return zf != zb ? .zIndex(front: zf, behind: zb) : .later(in: name)
    }

    private func refusal(_ rule: SwiftUIHitRule, _ ref: SwiftUILayerRef, at point: Point) -> WhyAnswer.SwiftUIRefusal? {
        switch (rule, ref.modifier) {
        case (.hidden, _): .hidden
        case (.opacity, .opacity(let a)?): .opacity(a)
        case (.allowsHitTesting, _): .allowsHitTesting
        case (.disabled, _): .disabled
        case (.contentShape, .contentShape(let shape, _, _)?): .contentShape(shape: shape.kind.rawValue, outer: widerFrame(outside: ref, at: point))
        default: nil
        }
    }

    /// The first `frame` or `padding` written after the layer `ref` whose frame holds the point
    /// (a content shape inside a larger frame covers only the smaller one), by name.
    private func widerFrame(outside ref: SwiftUILayerRef, at point: Point) -> String? {
        let node = ref.laidOut
        for i in ref.layer..<node.view.modifiers.count where node.layerFrames[i].contains(point) {
            let name = node.view.modifiers[i].name
            if name == "frame" || name == "padding" { return name }
        }
        return nil
    }

    /// The tap gesture a view carries itself, for the fix's place (`before .onTapGesture`).
    private func tap(of view: SwiftUIView) -> String? {
        for case .gesture(let g) in view.modifiers where g.kind == "TapGesture" { return g.modifier }
        return nil
    }

    /// `Color.clear` for a clear colour, else the view's type.
    static func kindName(_ view: SwiftUIView) -> String { view.isClear ? "Color.clear" : view.kind.rawValue }

    /// Distance from `p` to the nearest point of `r`.
    static func distance(from p: Point, to r: Rect) -> Double {
        let dx = max(r.minX - p.x, 0, p.x - r.maxX), dy = max(r.minY - p.y, 0, p.y - r.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    // MARK: What the hit view did

    /// The hit view took the point outside a `clipped()` or `clipShape` on it or around it.
    private func clipNote(_ hit: Int, point: Point, in layout: SwiftUILayout) -> [WhyAnswer] {
        for v in lineage(hit, in: layout) {
            let node = layout.nodes[v]
            for (i, m) in node.view.modifiers.enumerated() {
                guard m.name == "clipped" || m.name == "clipShape" else { continue }
                let clip = i == 0 ? node.frame : node.layerFrames[i - 1]
                if !clip.contains(point) {
                    let size = layout.nodes[hit].frame
                    return [.swiftUIHitOutsideClip(view: layout.nodes[hit].name, clipper: node.name, modifier: m.name,
                                                   size: Size(width: size.width, height: size.height), clip: clip)]
                }
            }
        }
        return []
    }

    /// The gestures and Button actions that ran after the hit test, read from the trace: the
    /// closures of the host's body it records (`Trace.swiftUICallback`, as `tap`'s list names
    /// them), each with how it ranked and what it beat in the competition the trace recorded.
    private func action(after root: Int, hit: Int, view: String, in layout: SwiftUILayout, host: ViewID) -> [WhyAnswer] {
        var ran: [String] = []
        for c in root + 1..<trace.calls.count where trace.calls[c].receiver == .view(host) {
            if let name = trace.swiftUICallback(call: c)?.gesture, !ran.contains(name) { ran.append(name) }
        }
        let session = trace.lastSwiftUIGestures(host: host)
        if let fate = fate(of: session, ran: ran) { return [.swiftUIGestureFate(fate)] }
        guard let first = ran.first else {
            guard tapped else { return [] }
            return [.swiftUINoAction(view: view, hit: layout.nodes[hit].name, anyOnPath: tapsOnPath(hit, in: layout))]
        }
        let winner = session?.members.firstIndex { $0.name == first }
        let beat = session?.names(beatenBy: first) ?? []
        let precedence = winner.flatMap { session?.members[$0].precedence } ?? .low
        return [.swiftUIActionRan(view: view, gesture: first, precedence: precedence, beat: beat, alsoRan: Array(ran.dropFirst()))]
    }

    /// The gesture that decided the touch where the deepest-gesture rule does not say it: the
    /// scroll view's pan that scrolled, a Button released outside, a gesture a UIKit
    /// recognizer cancelled (nothing ran), or a List row's buttons that ran together.
    private func fate(of session: SwiftUIGestureSession?, ran: [String]) -> SwiftUIGestureWhy.Answer? {
        guard let session else { return nil }
        let gestures = SwiftUIGestureWhy(trace: trace)
        if let first = ran.first {
            guard session.members.contains(where: { $0.name == first && $0.row != nil }) else { return nil }
            return gestures.answer(first)
        }
        let decided = session.members.first { $0.kind == .scroll && $0.reason == .ran }
            ?? session.members.first { $0.reason == .releasedOutside || $0.reason == .cancelled }
        return decided.flatMap { gestures.answer($0.name) }
    }

    /// Whether a tap gesture or a Button wraps the hit view on its path out to the root (a
    /// modifier written before the `overlay` or `background` the hit view sits in does not).
    private func tapsOnPath(_ hit: Int, in layout: SwiftUILayout) -> Bool {
        var from = 0, n = hit
        for v in lineage(hit, in: layout) {
            let node = layout.nodes[v]
            if v != hit { from = node.secondaries.first { $0.value == n }.map { $0.key + 1 } ?? 0 }
            if node.view.kind == .button, from == 0 { return true }
            for case .gesture(let g) in node.view.modifiers.dropFirst(from) where g.value.kind.isTap { return true }
            n = v
        }
        return false
    }

    /// Whether a finger lifted in this delivery: only then can a tap's action run.
    private var tapped: Bool {
        trace.changes.contains { if case .touchChanged(let t) = $0 { t.phase == .ended } else { false } }
    }
}

extension WhyAnswer.SwiftUIMiss {
    /// Whether the reason already names the view hit.
    var namesTheHit: Bool { if case .inFront = self { true } else { false } }
}

extension WhyAnswer {
    /// Whether the fact is about the responder chain (which a SwiftUI view has no place in).
    var isAboutTheChain: Bool {
        switch self {
        case .noChain, .isFirstInChain, .inChain, .notInChain: true
        default: false
        }
    }
}
