import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `tree`: each window and its hierarchy as an indented outline with each view's frame, kind,
/// flags, transform, controller and overrides, what bodies set while touches were delivered,
/// and the fingers bound to it. Iterative, so any depth prints.
struct TreeRenderer {
    let scene: Scene
    let classes: ClassTable
    var runtime = RuntimeState()
    /// A note a view carries: the text an imported label or field showed.
    var notes: [ViewID: String] = [:]
    /// The hosting views' SwiftUI content, laid out, shown under each host.
    var swiftUI: SwiftUIContent?

    func render() -> String { stream.text }

    /// The outline as lines made one at a time, so a large scene streams.
    var stream: LineStream { LineStream { [self] emit in write(emit) } }

    /// Gives each line to `emit`, in order, until it returns false. Beyond
    /// `Indentation.limit` levels the indentation is elided, so each line stays short.
    private func write(_ emit: (String) -> Bool) {
        for window in scene.windows {
            guard emit(windowLine(window) + flags(window)) else { return }
            let subviews = scene[window].subviews
            var stack: [(id: ViewID, depth: Int, isLast: Bool)] = subviews.enumerated().reversed().map { ($1, 0, $0 == subviews.count - 1) }
            // Whether each ancestor of the view being written was its parent's last subview.
            var lastAtLevel: [Bool] = []
            while let (id, depth, isLast) = stack.popLast() {
                let view = scene[id]
                lastAtLevel.removeSubrange(depth...)
                let prefix = Indentation.of(depth: depth) { lastAtLevel[$0] ? "   " : "│  " }
                var line = prefix + (isLast ? "└─ " : "├─ ") + view.name + " " + view.frame.description
                if view.kind != .view { line += " " + view.kind.className }
                if let colour = view.backgroundColor { line += " " + colour }
                if let note = notes[id] { line += " \u{201C}" + note.replacingOccurrences(of: "\n", with: " ") + "\u{201D}" }
                line += flags(id)
                guard emit(line) else { return }
                lastAtLevel.append(isLast)
                if let host = swiftUI?.host(id) {
                    let prefix = Indentation.of(depth: depth + 1) { lastAtLevel[$0] ? "   " : "│  " }
                    for text in SwiftUITreeLines(layout: host.layout).lines(last: view.subviews.isEmpty) {
                        guard emit(prefix + text) else { return }
                    }
                }
                for (n, child) in view.subviews.enumerated().reversed() {
                    stack.append((child, depth + 1, n == view.subviews.count - 1))
                }
            }
        }
    }

    /// The key window by its size; another window by name, frame on the screen and level.
    private func windowLine(_ id: ViewID) -> String {
        let w = scene[id]
        guard id != scene.window else { return "UIWindow \(formatNumber(w.bounds.width))×\(formatNumber(w.bounds.height))" }
        var line = "\(w.name) \(w.frame) UIWindow level \(WindowLevel.describe(w.windowLevel))"
        if let colour = w.backgroundColor { line += " " + colour }
        return line
    }

    /// The notes the property table gives for `view` in one part of the line, in its order.
    private static func notes(of view: ViewState, in section: ViewPropertyDescriptor.TreeSection) -> [String] {
        ViewPropertyDescriptor.all.compactMap { $0.section == section && $0.applies(to: view.kind) ? $0.treeNote(view) : nil }
    }

    private func flags(_ id: ViewID) -> String {
        let v = scene[id]
        var out: [String] = []
        out += Self.notes(of: v, in: .state)
        if v.kind.isControl {
            let extra = v.actionEvents.filter { !(v.kind == .button && $0 == "touchUpInside") }
            if !extra.isEmpty || (v.kind == .button && !v.actionEvents.contains("touchUpInside")) {
                out.append("actions: " + (v.actionEvents.isEmpty ? "none" : v.actionEvents.joined(separator: ", ")))
            }
            if v.isTracking { out.append("tracking" + (v.isTouchInside ? " (touch inside)" : " (touch outside)")) }
        }
        out += Self.notes(of: v, in: .geometry)
        if let c = v.controller {
            out.append("root view of \(scene.controller(c).name)" + (runtime.firstResponder == .controller(c) ? " (first responder)" : ""))
        }
        if runtime.firstResponder == .view(id) { out.append("first responder") }
        var names = [id == scene.window ? "UIWindow" : v.name]
        if let c = v.controller { names.append(scene.controller(c).name) }
        for name in names {
            let overridden = classes.overriddenMethods(of: name)
            if !overridden.isEmpty { out.append((name == v.name || id == scene.window ? "" : name + " ") + "overrides " + overridden.map(\.rawValue).joined(separator: ", ")) }
        }
        // What the learner's bodies set; a control's tracking state is UIKit's and shows as "tracking".
        if let changes = runtime.viewChanges[id]?.filter({ !$0.key.descriptor.isTrackingState }), !changes.isEmpty {
            let f = ValueFormatter(scene: scene)
            let set = changes.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) = \(f.describe($0.value))" }
            out.append("set by a body: " + set.joined(separator: ", "))
        }
        let recognizers = v.gestureRecognizers.filter(scene.contains).map { rid -> String in
            let r = scene.recognizer(rid)
            let settings = (r.action.map { ["action=" + $0] } ?? []) + RecognizerSettingKey.saved(r)
            let state = runtime.recognizer(rid).state
            // A recognizer's own methods: all of a learner's recognizer, the hooks of a built-in one.
            let methods = classes.overriddenMethods(of: r.name).map(\.rawValue)
            // The methods come last, after a semicolon, so a state never reads as one of them.
            return "\(r.name) (\(r.kind.rawValue)" + (settings.isEmpty ? "" : " " + settings.joined(separator: " "))
                + (r.requiredToFail.isEmpty ? "" : " waits for " + r.requiredToFail.filter(scene.contains).map { scene.recognizer($0).name }.joined(separator: ", ") + " to fail")
                + (state == .possible ? "" : ", \(state.rawValue)")
                + (methods.isEmpty ? "" : "; overrides " + methods.joined(separator: ", ")) + ")"
        }
        if !recognizers.isEmpty { out.append("gestures: " + recognizers.joined(separator: ", ")) }
        let fingers = runtime.touches.filter { $0.view == id }.map(\.finger)
        if !fingers.isEmpty { out.append("☝ " + Session.fingerList(fingers) + " down") }
        return out.isEmpty ? "" : " · " + out.joined(separator: " · ")
    }
}
