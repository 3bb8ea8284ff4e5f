/// The responder chain: UIKit's `next` for every kind of responder in a scene.
extension Scene {
    /// The name a responder prints as: the view's or controller's class, or the UIKit class.
    public func name(of responder: Responder) -> String {
        switch responder {
        case .view(let id): return self[id].name
        case .controller(let id): return controller(id).name
        case .windowScene: return "UIWindowScene"
        case .application: return "UIApplication"
        case .appDelegate: return "AppDelegate"
        case .recognizer(let id): return recognizer(id).name
        }
    }

    /// Class names from the responder's own class up to UIResponder, for method lookup.
    public func classChain(of responder: Responder) -> ClassChain {
        switch responder {
        case .view(let id):
            // The key window's own class is UIWindow itself: overrides the learner writes on it.
            // Two fields read, not the whole view copied: every call looks its chain up.
            return ClassChain(own: self[id].name, uikit: self[id].kind.uikitClasses)
        case .controller(let id): return ClassChain(own: controller(id).name, uikit: Self.controllerChain)
        case .windowScene: return ClassChain(own: "UIWindowScene", uikit: Self.windowSceneChain)
        case .application: return ClassChain(own: "UIApplication", uikit: Self.applicationChain)
        case .appDelegate: return ClassChain(own: "AppDelegate", uikit: Self.appDelegateChain)
        case .recognizer(let id): let r = recognizer(id); return ClassChain(own: r.name, uikit: r.kind.uikitClasses)
        }
    }

    static let controllerChain = UIKitCatalog.chain(from: "UIViewController")
    static let windowSceneChain = UIKitCatalog.chain(from: "UIWindowScene")
    static let applicationChain = UIKitCatalog.chain(from: "UIApplication")
    static let appDelegateChain = UIKitCatalog.chain(from: "AppDelegate")

    /// UIResponder.next: a root view's controller, else the superview; a controller's view's
    /// superview; the window's scene (or the application before iOS 13); the application's delegate.
    public func next(of responder: Responder) -> Responder? {
        switch responder {
        case .view(let id):
            // Field by field: copying the whole view for three fields retained all its arrays.
            if let c = self[id].controller { return .controller(c) }
            if let s = self[id].superview { return .view(s) }
            return self[id].kind == .window ? (usesWindowScene ? .windowScene : .application) : nil
        case .controller(let id):
            return self[controller(id).view].superview.map { .view($0) }
        case .windowScene: return .application
        case .application: return .appDelegate
        case .appDelegate, .recognizer: return nil
        }
    }

    /// The responder chain starting at `responder`, itself first.
    public func responderChain(from responder: Responder) -> [Responder] {
        var chain: [Responder] = []
        var current: Responder? = responder
        while let r = current {
            chain.append(r)
            current = next(of: r)
        }
        return chain
    }
}

extension Scene {
    /// Whether a control's `action NAME EVENT METHOD` or a recognizer's `action=` names this
    /// action method: such a name is an action method whatever UIKit method it is close to.
    public func namesAction(_ method: String) -> Bool {
        recognizers.contains { $0?.action == method } || treeOrder.contains { self[$0].actionMethods.values.contains(method) }
    }
}
