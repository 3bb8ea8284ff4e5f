/// `tree`: the hierarchy as an indented outline with each view's frame, kind, flags,
/// controller and overrides. Iterative, so any depth prints.
struct TreeRenderer {
    let scene: Scene
    let classes: ClassTable

    func render() -> String {
        let window = scene[scene.window]
        var lines = ["UIWindow \(formatNumber(window.bounds.width))×\(formatNumber(window.bounds.height))" + flags(scene.window)]
        var stack: [(ViewID, String, Bool)] = scene[scene.window].subviews.enumerated().reversed().map {
            ($1, "", $0 == window.subviews.count - 1)
        }
        while let (id, prefix, isLast) = stack.popLast() {
            let view = scene[id]
            var line = prefix + (isLast ? "└─ " : "├─ ") + view.name + " " + view.frame.description
            if view.kind != .view { line += " " + view.kind.uikitClasses[0] }
            if let colour = view.backgroundColor { line += " " + colour }
            line += flags(id)
            lines.append(line)
            let childPrefix = prefix + (isLast ? "   " : "│  ")
            for (n, child) in view.subviews.enumerated().reversed() {
                stack.append((child, childPrefix, n == view.subviews.count - 1))
            }
        }
        return lines.joined(separator: "\n")
    }

    private func flags(_ id: ViewID) -> String {
        let v = scene[id]
        var out: [String] = []
        if v.isHidden { out.append("hidden") }
        if v.alpha != 1 { out.append("alpha \(formatNumber(Double(String(v.alphaStorage)) ?? v.alpha))") }
        if v.isUserInteractionEnabled != v.kind.interactiveByDefault { out.append("interaction \(v.isUserInteractionEnabled ? "on" : "off")") }
        if v.kind.isControl && !v.isEnabled { out.append("disabled") }
        if v.isMultipleTouchEnabled { out.append("multitouch") }
        if v.isExclusiveTouch { out.append("exclusive") }
        if v.bounds.origin != .zero { out.append("bounds origin \(v.bounds.origin)") }
        if let c = v.controller { out.append("root view of \(scene.controller(c).name)") }
        var names = [v.kind == .window ? "UIWindow" : v.name]
        if let c = v.controller { names.append(scene.controller(c).name) }
        for name in names {
            let overridden = MethodKind.allCases.filter { classes.method($0, definedIn: name) != nil }
            if !overridden.isEmpty { out.append((name == v.name || v.kind == .window ? "" : name + " ") + "overrides " + overridden.map(\.rawValue).joined(separator: ", ")) }
        }
        return out.isEmpty ? "" : " · " + out.joined(separator: " · ")
    }
}
