import HitLabModel
/// Every hosting view's SwiftUI content in a scene, evaluated and laid out: the bodies run in
/// the interpreter, then each host's views are named (an accessibilityIdentifier, else TYPE_N
/// counted per type over all hosts in the order they were made) and laid out in the host.
public struct SwiftUIContent: Sendable {
    public struct Host: Sendable {
        public let id: ViewID
        public let body: MethodBody
        public internal(set) var layout: SwiftUILayout
        /// The `@State` values the body was evaluated with, by name.
        public let state: [String: Value]
        /// The body's `ForEach` rows, which its next evaluation may keep.
        public let rows: SwiftUIRows
        /// How many views of each kind were named before this host's and after them: the
        /// next evaluation keeps the names when it starts from the same counts.
        let namesFrom: [SwiftUIKind: Int], namesTo: [SwiftUIKind: Int]
    }

    /// The hosts in the order they were made.
    public let hosts: [Host]
    /// Every SwiftUI view by name: its host's place in `hosts` and its node.
    public let names: [String: (host: Int, node: Int)]

    /// The budgets of evaluating a body: enough for a `ForEach` of 10,000 rows, small enough
    /// that a loop that never ends stops in a moment.
    public static let limits = RunLimits(steps: 200_000, depth: 500)

    /// How a body is evaluated (with its `@State` and its last rows): by a fresh interpreter,
    /// or by one the pipeline records.
    public typealias Evaluator = (MethodBody, ViewID, [String: Value], SwiftUIRows) throws(ScriptError) -> SwiftUIEvaluation

    /// Evaluates and lays out every host of `scene`; `states` gives a host's `@State` values
    /// kept from before; `evaluate`, when given, evaluates the bodies of `hosts` (the rest by a
    /// fresh interpreter). Throws the first body's error, located in its source.
    public static func build(scene: Scene, classes: ClassTable, states: [ViewID: [String: Value]] = [:], scrolled: [ViewID: [String: Double]] = [:],
                             recording hosts: Set<ViewID> = [], previous: consuming SwiftUIContent? = nil, evaluate: Evaluator? = nil) throws(ScriptError) -> SwiftUIContent {
        var made: [Host] = []
        var counters: [SwiftUIKind: Int] = [:]
        // The last content's hosts are taken apart, so a layout nothing else holds is changed in place.
        var olds: [Host] = [], oldNames: [String: (host: Int, node: Int)] = [:]
        if let last = consume previous { (olds, oldNames) = (last.hosts, last.names) }
        var keptNames = !olds.isEmpty && olds.map(\.id) == scene.hostingViews
        for id in scene.hostingViews {
            let view = scene[id]
            var before = olds.firstIndex { $0.id == id }.map { olds.remove(at: $0) }
            // The last evaluation's parse while the source is the same, so its rows' closures
            // are the ones the rows were kept by; a new parse starts with no rows.
            let sameSource = before.map { $0.body.source == (view.hostedBody ?? "") && $0.body.className == view.name } ?? false
            let body: MethodBody
            if sameSource, let kept = before?.body { body = kept } else { body = try MethodBody(className: view.name, method: .swiftUIBody, source: view.hostedBody ?? "") }
            let rows = sameSource ? before?.rows ?? SwiftUIRows() : SwiftUIRows()
            let evaluation: SwiftUIEvaluation
            if let evaluate, hosts.contains(id) {
                evaluation = try evaluate(body, id, states[id] ?? [:], rows)
            } else {
                let interpreter = Interpreter(scene: scene, event: Event(timestamp: 0, touches: []), classes: classes, limits: limits)
                evaluation = try interpreter.evaluateBody(body, host: id, state: states[id] ?? [:], rows: rows)
            }
            let (root, state) = (evaluation.view, evaluation.state)
            func name(_ made: SwiftUIView) -> String {
                if let identifier = made.identifier { return identifier }
                func next(_ count: inout Int) -> Int { count += 1; return count }
                return "\(made.kind.rawValue)_\(next(&counters[made.kind, default: 0]))"
            }
            // A body that differs from its last evaluation only in offsets keeps its layout
            // (SwiftUI: offset moves drawing and hit-testing, not layout), and its names when
            // the names before it counted to the same numbers (the views are the same kinds).
            let frame = scene.frameInWindow(id), offsets = scrolled[id] ?? [:], namesFrom = counters
            var layout: SwiftUILayout?
            if before != nil {
                let sameNames = before!.namesFrom == counters, namesTo = before!.namesTo
                if SwiftUILayout.move(&before!.layout, to: root, hostFrame: frame, scrolled: offsets, name: sameNames ? nil : name) {
                    layout = before!.layout
                    if sameNames { counters = namesTo } else { keptNames = false }
                } else {
                    keptNames = false
                }
                before = nil
            }
            let laidOut = layout ?? SwiftUILayout(root: root, hostFrame: frame, scrolled: offsets, name: name)
            made.append(Host(id: id, body: body, layout: laidOut, state: state, rows: evaluation.rows, namesFrom: namesFrom, namesTo: counters))
        }
        // Every view kept its name, or each is named again: two views may not share one.
        var names = keptNames ? oldNames : [:]
        if !keptNames {
            names.reserveCapacity(made.reduce(0) { $0 + $1.layout.nodes.count })
            for (h, host) in made.enumerated() {
                for (n, node) in host.layout.nodes.enumerated() {
                    if names.updateValue((h, n), forKey: node.name) != nil {
                        throw ScriptError(kind: .runtime, message: "two SwiftUI views are called \(node.name): an accessibilityIdentifier names one view in the scene", position: node.view.position)
                            .located(frame: host.body.frameName, source: host.body.source)
                    }
                }
            }
        }
        // A SwiftUI view named as a UIKit view is: ask the scene's few names, not each view's.
        for uikit in scene.responderNames {
            if let (h, n) = names[uikit], scene.responder(named: uikit) != nil { throw clash(made[h], made[h].layout.nodes[n]) }
        }
        return SwiftUIContent(hosts: made, names: names)
    }

    /// The error for a SwiftUI view named as a UIKit view is.
    private static func clash(_ host: Host, _ node: SwiftUINode) -> ScriptError {
        ScriptError(kind: .runtime, message: "the SwiftUI view \(node.name) in \(host.body.className) has the name of a UIKit view: give it another accessibilityIdentifier", position: node.view.position)
            .located(frame: host.body.frameName, source: host.body.source)
    }

    /// The host whose view is `id`, if it is a hosting view.
    public func host(_ id: ViewID) -> Host? { hosts.first { $0.id == id } }

    /// The SwiftUI views from the host's root view in to the view called `name`, by name: the
    /// path SwiftUI walks from its hosting view to a gesture's view.
    public func path(to name: String) -> [String]? {
        guard let (h, n) = names[name] else { return nil }
        let nodes = hosts[h].layout.nodes
        var out = [nodes[n].name], i = n
        while let parent = nodes[i].parent {
            out.append(nodes[parent].name)
            i = parent
        }
        return out.reversed()
    }

    /// A SwiftUI view by name: its host and node.
    public func node(named name: String) -> (host: Host, node: SwiftUINode, index: Int)? {
        guard let (h, n) = names[name] else { return nil }
        return (hosts[h], hosts[h].layout.nodes[n], n)
    }
}
