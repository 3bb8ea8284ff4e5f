import HitLabModel
import HitLabScript
/// The gesture recognizers in `export swift`: a class for each one the learner wrote
/// (`recognizer NAME on VIEW`, a UIGestureRecognizer subclass with its methods and the values
/// they keep as stored properties), and for each built-in one with overrides (its delegate's
/// methods on itself) or named in a body (through its `shared` instance); every setting that
/// differs from UIKit's; `require(toFail:)`; and actions sent to the method the learner wrote
/// (`action=METHOD`), found from the view up the responder chain as HitLab finds it.
extension SwiftExporter {
    /// The recognizers the file builds: those on its views, without a scroll view's own two.
    var exportedRecognizers: [GestureRecognizer] {
        scene.recognizers.compactMap { $0 }.filter { !$0.kind.isScrollViewPart && scene.contains($0.view) && isExported($0.view) }
    }

    /// Whether the view is built by the file (the key window's views are; other windows' are not).
    private func isExported(_ id: ViewID) -> Bool { scene.window(of: id) == scene.window && id != scene.window }

    /// The recognizers that get a class of their own: the learner's, those with overrides, and
    /// those a body names (so `Drag.state` reads `Drag.shared!.state`).
    func recognizerClassNames(sources: [String]) -> Set<String> {
        let words = Set(sources.flatMap { Self.words(in: $0) })
        return Set(exportedRecognizers.filter { r in
            r.kind == .custom || !classes.overriddenMethods(of: r.name).isEmpty || words.contains(r.name)
        }.map(\.name))
    }

    /// `class NAME: UIKitClass { … }` for a recognizer: `shared`, its kept values, its methods.
    func recognizerClass(_ r: GestureRecognizer, names: [String: String]) -> [String] {
        // In the order UIKit's header lists them: the touches methods first, then reset().
        let bodies = classes.overriddenMethods(of: r.name).filter { $0 != .timerFired }.compactMap { classes.override($0, of: r.name) }
        let delegateBodies = bodies.filter { Self.delegateMethods[$0.method] != nil }
        let superclass = r.kind.className + (delegateBodies.isEmpty ? "" : ", UIGestureRecognizerDelegate")
        var lines = ["class \(r.name): \(superclass) {",
                     "    /// The one instance in the scene, so methods can name it.",
                     "    static weak var shared: \(r.name)?"]
        let kept = StoredValueTypes(bodies: bodies).names
        if !kept.isEmpty {
            lines += ["", "    // What its methods keep between calls, nil until set."]
            lines += kept.map { "    var \($0.name): \($0.type)?" }
        }
        if !delegateBodies.isEmpty {
            lines += ["", "    // Its own delegate, for the delegate methods written on it.",
                      "    override init(target: Any?, action: Selector?) {",
                      "        super.init(target: target, action: action)",
                      "        delegate = self",
                      "    }"]
        }
        for body in bodies {
            lines.append("")
            lines.append("    " + (Self.delegateMethods[body.method] ?? "override " + Self.recognizerDeclaration(body.method)) + " {")
            lines += indented(Self.namingViewsThroughShared(body.source, names: names))
            lines.append("    }")
        }
        return lines + ["}"]
    }

    /// The delegate's methods HitLab writes on the recognizer, as UIGestureRecognizerDelegate
    /// declares them (the parameter names are the ones the bodies use).
    static let delegateMethods: [MethodKind: String] = [
        .shouldBegin: "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool",
        .shouldReceive: "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool",
        .shouldRecognizeSimultaneously: "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool",
    ]

    /// A recognizer's own method as UIGestureRecognizer declares it: its touches methods take a
    /// UIEvent, not a UIResponder's UIEvent?.
    static func recognizerDeclaration(_ method: MethodKind) -> String {
        method.isTouches ? method.declaration.replacingOccurrences(of: "UIEvent?", with: "UIEvent") : method.declaration
    }

    /// The lines that make and attach each recognizer, then the failure requirements; and the
    /// action methods of those whose action prints.
    func recognizerBuild(classNames: Set<String>) -> (build: [String], actions: [String]) {
        var build: [String] = [], actions: [String] = []
        for r in exportedRecognizers {
            let variable = Self.variableName(r.name)
            let made = classNames.contains(r.name) ? r.name : r.kind.className
            let target: String
            if let action = r.action {
                target = actionTarget(action, from: r.view).map { "target: \($0.target), action: \($0.selector)" }
                    ?? "target: nil, action: Selector((\"\(action):\")) // nothing in the scene implements \(action)(_:)"
            } else {
                let selector = "\(r.name)_action"
                target = "target: self, action: #selector(\(selector)(_:))"
                actions += ["", "    @objc func \(selector)(_ sender: UIGestureRecognizer) {",
                            "        print(\"\(r.name): \\(SceneViewController.word(for: sender.state))\")", "    }"]
            }
            build.append("")
            build.append("        let \(variable) = \(made)(\(target))")
            if classNames.contains(r.name) { build.append("        \(r.name).shared = \(variable)") }
            build.append("        \(variable).name = \"\(r.name)\"")
            build += recognizerSettings(r).map { "        \(variable).\($0)" }
            build.append("        \(Self.variableName(scene[r.view].name)).addGestureRecognizer(\(variable))")
        }
        let exported = Set(exportedRecognizers.map(\.name))
        for r in exportedRecognizers {
            for other in r.requiredToFail where scene.contains(other) && exported.contains(scene.recognizer(other).name) {
                build.append("        \(Self.variableName(r.name)).require(toFail: \(Self.variableName(scene.recognizer(other).name)))")
            }
        }
        return (build, actions)
    }

    /// `cancelsTouchesInView = false`, `numberOfTapsRequired = 2` …: each setting of
    /// Model's recognizer table that differs from a new recognizer's. UIKit's edge pan starts
    /// with no edges (it never begins) where HitLab's starts with left, so its edges are
    /// always written.
    func recognizerSettings(_ r: GestureRecognizer) -> [String] {
        let fresh = RecognizerPropertyDescriptor.defaults(for: r.kind)
        return RecognizerPropertyDescriptor.all.filter { $0.applies(to: r.kind) }.compactMap { d in
            let value = d.get(r)
            guard value != d.get(fresh) || d.name == "edges" else { return nil }
            switch value {
            case .bool(let b): return "\(d.name) = \(b)"
            case .number(let x): return "\(d.name) = \(d.format == .count ? String(Int(x)) : formatNumber(x))"
            case .word(let w): return "\(d.name) = .\(w)"
            default: return nil
            }
        }
    }

    /// Where an action named `action` sent from `view` goes: the first responder up the chain
    /// whose class implements it, as the variable `loadView` has for it and the selector.
    func actionTarget(_ action: String, from view: ViewID) -> (target: String, selector: String)? {
        guard let performer = classes.performer(of: action, from: view, in: scene) else { return nil }
        let variable: String
        switch performer {
        case .view(let id) where isExported(id): variable = Self.variableName(scene[id].name)
        case .controller(let c): variable = Self.variableName(scene.controller(c).name)
        default: return nil
        }
        return (variable, "#selector(\(scene.name(of: performer)).\(action)(_:))")
    }

    /// The type of an action method's `sender`: the class of what sends it when every sender
    /// is of one class (a recognizer's or a control's), UIGestureRecognizer or UIControl when
    /// they are of several, `Any?` when nothing in the scene sends it (a `send` action).
    func senderType(of action: String) -> String {
        var types: Set<String> = [], recognizers = false, controls = false
        let classNames = recognizerClassNames(sources: classes.overrides.map(\.source))
        for r in exportedRecognizers where r.action == action {
            recognizers = true
            types.insert(classNames.contains(r.name) ? r.name : r.kind.className)
        }
        for id in scene.treeOrder where isExported(id) && scene[id].actionMethods.values.contains(action) {
            controls = true
            types.insert(scene[id].name)
        }
        if types.count == 1 { return types.first! }
        if recognizers && !controls { return "UIGestureRecognizer" }
        if controls && !recognizers { return "UIControl" }
        return "Any?"
    }

    /// The identifiers in a body's source (strings and comments included: a name there only
    /// makes a class that is not needed).
    static func words(in source: String) -> [String] {
        source.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }

    /// Source lines indented into a method.
    func indented(_ source: String) -> [String] {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "        " + $0 }
    }
}
