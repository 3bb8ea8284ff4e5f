import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `action NAME EVENT`: a target-action on a control event; when the control sends that event,
/// the action prints `NAME: EVENT`. A button starts with touchUpInside.
struct ActionCommand: CommandUnit {
    static let specs = [CommandSpec("action", usage: "action NAME EVENT [METHOD]",
                                    summary: "Add a target-action to a control for EVENT; it prints `NAME: EVENT` when the control sends it.",
                                    details: """
                                    EVENT is \(ControlEvent.allCases.map(\.rawValue).joined(separator: ", ")).
                                    A control sends them while it tracks a touch, in UIKit's order: touchDown (touchDownRepeat for a
                                    second quick tap), touchDragInside/Outside as the finger moves (touchDragEnter/Exit when it
                                    crosses), touchUpInside or touchUpOutside when it lifts, touchCancel when the touch is cancelled.
                                    "Inside" is generous: up to about 70 points outside the bounds, or wherever point(inside:) says yes.
                                    With METHOD the action calls `override VIEW.METHOD { … }` on the control or a responder up its chain
                                    (its superviews, a view controller), with `sender` the control, when the control sends the event.
                                    Example: action Slider touchDragInside
                                    """,
                                    arguments: [.view, .keyword("touchUpInside")], examples: ["action A touchDown", "action A touchUpInside buy"], topic: "Build a scene")]
    let name: String
    let event: ControlEvent
    var method: String? = nil

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let name = try args.word("NAME")
        let word = try args.word("EVENT")
        guard let event = ControlEvent(rawValue: word) else {
            let near = NameSuggestions.nearest(to: word, in: ControlEvent.allCases.map(\.rawValue))
            throw .usage(args.spec, "'\(word)' is not a control event" + NameSuggestions.hint(near))
        }
        var method: String?
        if let word = try args.next() {
            guard let m = Interpreter.actionName(word) else {
                throw .usage(args.spec, "'\(word)' does not name a method: use a Swift name, e.g. buy")
            }
            method = m
        }
        return Self(name: name, event: event, method: method)
    }

    /// The reply, with a note when nothing implements the action yet: it is kept, and looked up
    /// when it is sent, so the override may come later.
    static func noteIfUnwritten(_ method: String, from view: ViewID, session: Session, reply: Reply) -> Reply {
        // Known from now on, so `break METHOD` finds it before its override is written.
        _ = MethodKind.action(method)
        let scene = session.state.scene
        guard session.state.classes.performer(of: method, from: view, in: scene) == nil else { return reply }
        let note = "note: nothing implements \(method)(_:) yet; write it with `override \(scene[view].name).\(method) { … }` (looked up when the action is sent)"
        return Reply([reply.output, session.style.prose(note)].filter { !$0.isEmpty }.joined(separator: "\n"))
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        let id = try session.state.scene.viewID(named: name)
        let view = session.state.scene[id]
        guard view.kind.isControl else {
            return .error("\(name) is a \(view.kind.uikitClasses[0]), not a control; add one with `button` or `control`")
        }
        // A button's touchUpInside is there from the start: naming a method for it sets the method.
        guard !view.actionEvents.contains(event.rawValue) || (method != nil && view.actionMethods[event.rawValue] == nil) else {
            return .error("\(name) already has an action for \(event.rawValue)")
        }
        try session.state.scene.update(id) { v in
            if !v.actionEvents.contains(event.rawValue) { v.actionEvents.append(event.rawValue) }
            v.actionMethods[event.rawValue] = method
        }
        let reply = session.sceneChanged()
        guard let method, !reply.isError else { return reply }
        return Self.noteIfUnwritten(method, from: id, session: session, reply: reply)
    }
}

extension ActionCommand: SavedByCommand {
    /// Target-actions beyond a button's own touchUpInside: `action NAME EVENT [METHOD]`.
    static func savedLines(_ state: SessionState) -> [String] {
        let scene = state.scene
        var lines: [String] = []
        for id in scene.treeOrder where scene[id].kind.isControl {
            let v = scene[id]
            for event in v.actionEvents where !(v.kind == .button && event == "touchUpInside") || v.actionMethods[event] != nil {
                lines.append("action \(v.name) \(event)" + (v.actionMethods[event].map { " " + $0 } ?? ""))
            }
        }
        return lines
    }
}
