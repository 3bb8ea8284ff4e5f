/// The commands that change views, controllers and overrides.
extension Session {
    func set(_ name: String, _ settings: [Command.Setting]) throws -> Reply {
        let id = try state.scene.viewID(named: name)
        let kind = state.scene[id].kind
        for s in settings {
            if case .enabled = s, !kind.isControl {
                return .error("\(name) is a \(kind.uikitClasses[0]), and only controls (buttons) have enabled; use interaction=no to make a view ignore touches")
            }
        }
        try state.scene.update(id) { view in
            for s in settings {
                switch s {
                case .hidden(let b): view.isHidden = b
                case .alpha(let a): view.alpha = a
                case .interaction(let b): view.isUserInteractionEnabled = b
                case .multitouch(let b): view.isMultipleTouchEnabled = b
                case .exclusive(let b): view.isExclusiveTouch = b
                case .enabled(let b): view.isEnabled = b
                case .frame(let r): view.frame = r
                case .boundsOrigin(let p): view.bounds.origin = p
                case .color(let c): view.backgroundColor = c
                }
            }
        }
        return sceneChanged()
    }

    func remove(_ name: String) throws -> Reply {
        switch try state.scene.responderID(named: name) {
        case .view(let id):
            let classes = state.scene.classNames(inSubtreeOf: id)
            try state.scene.removeView(id)
            for c in classes { state.classes.removeClass(c) }
        case .controller(let id):
            state.scene.removeController(id)
            state.classes.removeClass(name)
        default:
            return .error("\(name) is part of every scene and cannot be removed")
        }
        return sceneChanged()
    }

    func override(_ className: String, _ method: MethodKind, _ body: String) throws -> Reply {
        if UIKitDefaults.classNames.contains(className) {
            return .error("\(className) is UIKit's own class and keeps its methods; override one of your views instead (`tree` lists them)")
        }
        let builtIn = ["UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"]
        guard let responder = state.scene.responder(named: className) ?? (builtIn.contains(className) ? .application : nil) else {
            throw SceneError.unknownResponder(className, suggestions: NameSuggestions.nearest(to: className, in: state.scene.viewNames + state.scene.controllerNames + builtIn))
        }
        let isView: Bool
        if case .view = responder { isView = true } else { isView = className == "UIWindow" }
        if !method.isTouches && !isView {
            return .error("\(className) is not a view, so it has no \(method.selector); only views are hit-tested")
        }
        do {
            state.classes.setOverride(try MethodBody(className: className, method: method, source: body))
        } catch {
            return .error(error.report)
        }
        return sceneChanged()
    }
}
