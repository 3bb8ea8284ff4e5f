/// Writes a session's scene as a script of HitLab commands (`save`) that rebuilds it exactly:
/// views in tree order with their frames, every non-default setting, controllers, overrides
/// and delivery options.
public struct SceneScript {
    public let state: SessionState

    public init(state: SessionState) { self.state = state }

    public func render() -> String {
        let scene = state.scene
        let window = scene[scene.window]
        var lines = ["# HitLab scene", "window \(n(window.bounds.width)) \(n(window.bounds.height))"]
        var settings: [String] = []
        for id in scene.treeOrder.dropFirst() {
            let v = scene[id]
            let command = ["view": "view", "button": "button", "label": "label", "imageView": "image"][v.kind.rawValue] ?? "view"
            let f = v.frame
            var line = "\(command) \(v.name) \(n(f.origin.x)) \(n(f.origin.y)) \(n(f.size.width)) \(n(f.size.height))"
            if let parent = v.superview, parent != scene.window { line += " in \(scene[parent].name)" }
            lines.append(line)
            var keys: [String] = []
            if let c = v.backgroundColor { keys.append("color=\(c)") }
            if v.isHidden { keys.append("hidden=yes") }
            if v.alphaStorage != 1 { keys.append("alpha=\(String(v.alphaStorage))") }
            if v.isUserInteractionEnabled != v.kind.interactiveByDefault { keys.append("interaction=\(v.isUserInteractionEnabled ? "yes" : "no")") }
            if v.isMultipleTouchEnabled { keys.append("multitouch=yes") }
            if v.isExclusiveTouch { keys.append("exclusive=yes") }
            if v.kind.isControl && !v.isEnabled { keys.append("enabled=no") }
            if v.bounds.origin != .zero { keys.append("bounds=\(n(v.bounds.origin.x)),\(n(v.bounds.origin.y))") }
            if !keys.isEmpty { settings.append("set \(v.name) " + keys.joined(separator: " ")) }
        }
        lines += settings
        for case let c? in scene.controllers { lines.append("controller \(c.name) view \(scene[c.view].name)") }
        var options: [String] = []
        if state.options.hitTestPasses != 1 { options.append("passes=\(state.options.hitTestPasses)") }
        if !scene.usesWindowScene { options.append("scene=no") }
        if !state.options.showsSystemPhases { options.append("phases=no") }
        if state.options.limits.steps != RunLimits.standard.steps { options.append("steps=\(state.options.limits.steps)") }
        if state.options.limits.depth != RunLimits.standard.depth { options.append("depth=\(state.options.limits.depth)") }
        if !options.isEmpty { lines.append("option " + options.joined(separator: " ")) }
        for body in state.classes.overrides {
            lines.append("override \(body.className).\(body.method.rawValue) {")
            lines += body.lines.map { $0.isEmpty ? "" : "    " + $0 }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func n(_ x: Double) -> String { formatNumber(x) }
}
