import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `action NAME EVENT`: a target-action on a control event; when the control sends that event,
/// the action prints `NAME: EVENT`. A button starts with touchUpInside.
package struct ActionCommand: CommandUnit {
    package static let specs = [CommandSpec("action", usage: "action NAME EVENT",
                                    summary: "Add a target-action to a control for EVENT; it prints `NAME: EVENT` when the control sends it.",
                                    details: """
                                    EVENT is \(ControlEvent.allCases.map(\.rawValue).joined(separator: ", ")).
                                    A control sends them while it tracks a touch, in UIKit's order: touchDown (touchDownRepeat for a
                                    second quick tap), touchDragInside/Outside as the finger moves (touchDragEnter/Exit when it
                                    crosses), touchUpInside or touchUpOutside when it lifts, touchCancel when the touch is cancelled.
                                    "Inside" is generous: up to about 70 points outside the bounds, or wherever point(inside:) says yes.
                                    Example: action Slider touchDragInside
                                    """,
                                    arguments: [.view, .keyword("touchUpInside")], examples: ["action A touchDown"], topic: "Build a scene")]
    package let name: String
    package let event: ControlEvent

    package static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let name = try args.word("NAME")
        let word = try args.word("EVENT")
        guard let event = ControlEvent(rawValue: word) else {
            let near = NameSuggestions.nearest(to: word, in: ControlEvent.allCases.map(\.rawValue))
            throw .usage(args.spec, "'\(word)' is not a control event" + NameSuggestions.hint(near))
        }
        return Self(name: name, event: event)
    }

    package var effect: CommandEffect { .changesScene }

    package func run(in session: Session) throws -> Reply {
        let id = try session.state.scene.viewID(named: name)
        let view = session.state.scene[id]
        guard view.kind.isControl else {
            return .error("\(name) is a \(view.kind.uikitClasses[0]), not a control; add one with `button` or `control`")
        }
        guard !view.actionEvents.contains(event.rawValue) else { return .error("\(name) already has an action for \(event.rawValue)") }
        try session.state.scene.update(id) { $0.actionEvents.append(event.rawValue) }
        return session.sceneChanged()
    }
}
