import HitLabModel
/// Every hosting view's SwiftUI content in a scene, evaluated and laid out: the bodies run in
/// the interpreter, then each host's views are named (an accessibilityIdentifier, else TYPE_N
/// counted per type over all hosts in the order they were made) and laid out in the host.
public struct SwiftUIContent: Sendable {
    public struct Host: Sendable {
        public let id: ViewID
        public let body: MethodBody
        public let layout: SwiftUILayout
        /// The `@State` values the body was evaluated with, by name.
        public let state: [String: Value]
    }

    /// The hosts in the order they were made.
    public let hosts: [Host]
    /// Every SwiftUI view by name: its host's place in `hosts` and its node.
    public let names: [String: (host: Int, node: Int)]

    /// The budgets of evaluating a body: enough for a `ForEach` of 10,000 rows, small enough
    /// that a loop that never ends stops in a moment.
    public static let limits = RunLimits(steps: 200_000, depth: 500)

    /// How a body is evaluated: by a fresh interpreter, or by one the pipeline records.
    public typealias Evaluator = (MethodBody, ViewID, [String: Value]) throws(ScriptError) -> (view: SwiftUIView, state: [String: Value])

    /// Evaluates and lays out every host of `scene`; `states` gives a host's `@State` values
    /// kept from before; `evaluate`, when given, evaluates the bodies of `hosts` (the rest by a
    /// fresh interpreter). Throws the first body's error, located in its source.
    public static func build(scene: Scene, classes: ClassTable, states: [ViewID: [String: Value]] = [:], scrolled: [ViewID: [String: Double]] = [:],
                             recording hosts: Set<ViewID> = [], previous: SwiftUIContent? = nil, evaluate: Evaluator? = nil) throws(ScriptError) -> SwiftUIContent {
        var made: [Host] = []
        var names: [String: (host: Int, node: Int)] = [:]
        var counters: [SwiftUIKind: Int] = [:]
        for id in scene.hostingViews {
            let view = scene[id]
            let body = try MethodBody(className: view.name, method: .swiftUIBody, source: view.hostedBody ?? "")
            let (root, state): (SwiftUIView, [String: Value])
            if let evaluate, hosts.contains(id) {
                (root, state) = try evaluate(body, id, states[id] ?? [:])
            } else {
                let interpreter = Interpreter(scene: scene, event: Event(timestamp: 0, touches: []), classes: classes, limits: limits)
                (root, state) = try interpreter.evaluateBody(body, host: id, state: states[id] ?? [:])
            }
            func name(_ made: SwiftUIView) -> String {
                if let identifier = made.identifier { return identifier }
                counters[made.kind, default: 0] += 1
                return "\(made.kind.rawValue)_\(counters[made.kind]!)"
            }
            // A body that differs from its last evaluation only in offsets keeps its layout
            // (SwiftUI: offset moves drawing and hit-testing, not layout).
            let frame = scene.frameInWindow(id), offsets = scrolled[id] ?? [:]
            let layout = previous?.host(id).flatMap { SwiftUILayout.moving($0.layout, to: root, hostFrame: frame, scrolled: offsets, name: name) }
                ?? SwiftUILayout(root: root, hostFrame: frame, scrolled: offsets, name: name)
            for (n, node) in layout.nodes.enumerated() {
                if scene.responder(named: node.name) != nil {
                    throw ScriptError(kind: .runtime, message: "the SwiftUI view \(node.name) in \(view.name) has the name of a UIKit view: give it another accessibilityIdentifier", position: node.view.position)
                        .located(frame: body.frameName, source: body.source)
                }
                if names[node.name] != nil {
                    throw ScriptError(kind: .runtime, message: "two SwiftUI views are called \(node.name): an accessibilityIdentifier names one view in the scene", position: node.view.position)
                        .located(frame: body.frameName, source: body.source)
                }
                names[node.name] = (made.count, n)
            }
            made.append(Host(id: id, body: body, layout: layout, state: state))
        }
        return SwiftUIContent(hosts: made, names: names)
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
