import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `become NAME` and `resign NAME`: ask a view or controller to become or resign first
/// responder, through UIKit's own `becomeFirstResponder()` / `resignFirstResponder()` (which
/// ask `canBecomeFirstResponder`, the window, and the current first responder).
struct BecomeCommand: CommandUnit {
    static let specs = [
        CommandSpec("become", usage: "become NAME", summary: "Ask NAME to become first responder (becomeFirstResponder()): it must say canBecomeFirstResponder, be in a window, and the current one must resign.",
                    details: """
                    A plain view says no: override NAME.canBecomeFirstResponder { return true } first.
                    The first responder is where a shake, a key press, a remote-control command and a nil-targeted
                    action go first; `tree` and `chain` mark it.
                    """,
                    arguments: [.responder], examples: ["become A"], topic: "Responders"),
        CommandSpec("resign", usage: "resign NAME", summary: "Ask NAME to resign first responder (resignFirstResponder(), which asks canResignFirstResponder).",
                    arguments: [.responder], examples: ["resign A"], topic: "Responders"),
    ]
    let resigning: Bool
    let name: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        Self(resigning: args.spec.name == "resign", name: try args.word("NAME"))
    }

    var effect: CommandEffect { .deliversTouch }

    func run(in session: Session) throws -> Reply {
        let responder = try session.state.scene.responderID(named: name)
        let before = session.firstResponderName
        let result = session.message(resigning ? .resignFirstResponder : .becomeFirstResponder, to: responder)
        let method = resigning ? "resignFirstResponder()" : "becomeFirstResponder()"
        let summary: String
        if result.returned == .bool(true) {
            summary = "\(name).\(method) returned true: the first responder is \(session.firstResponderName)"
        } else {
            summary = "\(name).\(method) returned false: the first responder is still \(before)"
        }
        return session.report(result, summary: summary)
    }
}
