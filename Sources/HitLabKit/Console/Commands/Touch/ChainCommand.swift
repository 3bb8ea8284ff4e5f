import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `chain NAME`: the responder chain from a responder, on one line.
struct ChainCommand: CommandUnit {
    static let specs = [CommandSpec("chain", usage: "chain NAME", summary: "The responder chain from NAME, on one line.", arguments: [.responder], examples: ["chain A"], topic: "Touch")]
    let name: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(name: try args.word("NAME")) }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        let scene = session.state.scene
        // Without a window scene (iOS 12 and earlier) the window's next responder is the application.
        if name == "UIWindowScene", !scene.usesWindowScene {
            throw CommandError("there is no UIWindowScene in this scene (`option scene=no`, as before iOS 13): the window's next responder is UIApplication; `option scene=yes` brings the scene back")
        }
        let chain = scene.responderChain(from: try scene.responderID(named: name))
        let first = session.state.runtime.firstResponder
        return Reply(chain.map { scene.name(of: $0) + ($0 == first ? " (first responder)" : "") }.joined(separator: " → "))
    }
}
