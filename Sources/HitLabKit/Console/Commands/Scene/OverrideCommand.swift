import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `override NAME.METHOD { BODY }`: a view's (or controller's) method written in the Swift
/// subset. The body runs over lines until its braces balance; it is read as typed.
struct OverrideCommand: CommandUnit {
    static let specs = [CommandSpec("override", usage: "override NAME.METHOD { BODY }",
                                    summary: "Write a method of NAME in Swift: hitTest, pointInside, touches…, a responder method (canBecomeFirstResponder, motionEnded, …) or an action (copy).",
                                    details: """
                                    The body sees point and event (hitTest, pointInside) or touches and event (touches…),
                                    self and its properties, and other views by name. It may span lines until the braces balance.
                                    `super.hitTest(point, with: event)` runs UIKit's version. A whole `override func …` may be pasted as the body.
                                    Responder methods: canBecomeFirstResponder, canResignFirstResponder, becomeFirstResponder,
                                    resignFirstResponder, motionBegan/Ended/Cancelled, pressesBegan/Ended/Cancelled,
                                    remoteControlReceived, canPerformAction. Any other name is an action method, e.g. copy.
                                    Controllers, UIWindow and UIApplication take overrides too.
                                    `print` writes a whole number without its .0, to keep log lines short: 50 and (40, 60),
                                    where Swift prints 50.0 and (40.0, 60.0); any other number prints as Swift prints it (0.5).
                                    Scroll views and tables also take touchesShouldBegin (return false: the content view hears
                                    nothing of the touch) and touchesShouldCancel (return true: a drag may take a touch from it).
                                    Example: override GreenView.pointInside { return true }
                                    """,
                                    arguments: [.classMethod], examples: ["override A.hitTest { return nil }"], topic: "Build a scene")]
    let className: String
    /// METHOD, or a name close to a UIKit method's that is refused unless an action of the
    /// scene names it (`action Ctl touchUpInside pressed`).
    let found: CommandSyntax.Either
    let body: String
    var method: MethodKind { found.accepted }

    init(className: String, found: CommandSyntax.Either, body: String) {
        (self.className, self.found, self.body) = (className, found, body)
    }

    init(className: String, method: MethodKind, body: String) { self.init(className: className, found: .method(method), body: body) }

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let spec = args.spec
        let (text, body) = try CommandSyntax.bracedBody(args.rest(), spec)
        let header = try CommandSyntax.tokenize(text)
        guard header.count == 1 else {
            throw .usage(spec, header.isEmpty ? "name the class and method, e.g. GreenView.pointInside" : "write NAME.METHOD before the {")
        }
        let (className, found) = try CommandSyntax.classMethodOrAction(header[0], spec)
        return Self(className: className, found: found, body: body)
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        if case .nearMiss(let name, let error) = found, !session.state.scene.namesAction(name) { throw error }
        if let uikit = UIKitCatalog.named(className), !uikit.takesOverrides {
            return .error("\(className) is UIKit's own class and keeps its methods; override one of your views instead (`tree` lists them)")
        }
        let scene = session.state.scene
        let builtIn = BuiltInResponders.names
        guard let responder = scene.responder(named: className) ?? (builtIn.contains(className) ? .application : nil) else {
            if let missing = scene.missingRowError(className) { throw missing }
            throw SceneError.unknownResponder(className, suggestions: NameSuggestions.nearest(to: className, in: scene.viewNames + scene.controllerNames + builtIn))
        }
        if case .recognizer(let id) = responder, scene.recognizer(id).kind.isScrollViewPart {
            let owner = scene[scene.recognizer(id).view].name
            return .error("\(className) is UIKit's own, made with the scroll view, and keeps its methods (`show source \(scene.recognizer(id).kind.className).\(method.name)`); "
                          + "override \(owner).touchesShouldBegin or \(owner).touchesShouldCancel, or set \(owner)'s properties, instead")
        }
        let isView: Bool
        if case .view = responder { isView = true } else { isView = className == builtIn[0] }
        if method.isViewOnly && !isView {
            return .error("\(className) is not a view, so it has no \(method.selector); only views are hit-tested")
        }
        if let refusal = Self.refusal(method, on: responder, named: className, in: scene) { return .error(refusal) }
        if let owner = method.declaringClass, !method.isDeclared(in: scene.classChain(of: responder)) {
            return .error("\(className) is a \(scene.classChain(of: responder).uikit.first ?? "responder"), not a \(owner), so it has no \(method.selector): "
                          + "only scroll views and tables (`scroll NAME …`, `table NAME …`) are asked it")
        }
        let written: MethodBody
        do {
            written = try MethodBody(className: className, method: method, source: body)
        } catch {
            return .error(error.report)
        }
        session.state.classes.setOverride(written)
        var reply = session.sceneChanged()
        // A recognizer's body reads its own working values by bare name, so only views and
        // controllers are checked.
        if case .recognizer = responder {} else if let (name, near) = UnknownNameCheck(scene: scene).firstUnknown(in: body, locals: written.slotNames) {
            // A lower-case name may be an action method of the learner's still to be written.
            let own = name.first?.isLowercase == true ? " unless `override \(className).\(name.dropLast(3)) { … }` is written first" : ""
            let note = name.hasSuffix("(…)")
                ? "note: \(written.frameName) calls '\(name)', which is none of the UIKit methods HitLab runs, nor a function or type it knows"
                    + NameSuggestions.hint(near) + "; it fails when it runs" + own
                : "note: \(written.frameName) uses '\(name)', which is not a local, a parameter, a property of self or a name in the scene"
                    + NameSuggestions.hint(near) + "; it fails when it runs unless a view of that name is added first"
            reply = Reply(session.style.prose(note))
        }
        return reply
    }

    /// Why `responder` cannot have `method`: a gesture recognizer is not a responder and has
    /// only its touches methods and its own; a responder has none of a recognizer's own.
    static func refusal(_ method: MethodKind, on responder: Responder, named name: String, in scene: Scene) -> String? {
        if case .recognizer(let id) = responder {
            guard !MethodKind.recognizerMethods.contains(method) else { return nil }
            let methods = MethodKind.recognizerMethods.filter { $0 != .timerFired }.map(\.rawValue).joined(separator: ", ")
            return "\(name) is a \(scene.recognizer(id).kind.className)\(scene.recognizer(id).kind == .custom ? " subclass" : ""), which has no \(method.selector): a recognizer is not a responder; its methods are \(methods)"
        }
        guard method.isRecognizerOnly else { return nil }
        let recognizers = scene.recognizerNames.filter { !$0.contains(".") }
        return "\(method.selector) is a gesture recognizer's method, and \(name) is not a recognizer; write it on one"
            + (recognizers.isEmpty ? " (`recognizer NAME on \(name)` makes one)" : ", e.g. `override \(recognizers[0]).\(method.rawValue) { … }`")
    }
}

extension OverrideCommand: SavedByCommand {
    /// `override NAME.METHOD {`, the body, `}` for each override.
    static func savedLines(_ state: SessionState) -> [String] {
        var lines: [String] = []
        for body in state.classes.overrides {
            lines.append("override \(body.className).\(body.method.rawValue) {")
            lines += body.lines.map { $0.isEmpty ? "" : "    " + $0 }
            lines.append("}")
        }
        return lines
    }
}
