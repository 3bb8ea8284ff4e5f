import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `why NAME`: after a tap, why a view was or was not hit, and whether it is in the chain.
package struct WhyCommand: CommandUnit {
    package static let specs = [CommandSpec("why", usage: "why NAME", summary: "After a tap: why NAME was or was not the hit view and whether it is in the responder chain; for a recognizer, why it did or did not recognize.",
                                    arguments: [.view], examples: ["why A"], topic: "Debug")]
    package let name: String

    package static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let rest = args.rest()
        guard !rest.isEmpty, !rest.contains(" ") else { throw .usage(args.spec, "name one view") }
        return Self(name: rest)
    }

    package var effect: CommandEffect { .reads }

    package func run(in session: Session) throws -> Reply {
        guard let delivery = session.state.lastDelivery else { return .error("nothing to explain yet: `tap X Y` first") }
        let renderer = WhyRenderer(scene: delivery.trace.scene, language: session.style.language)
        if case .recognizer(let id)? = delivery.trace.scene.responder(named: name) {
            return Reply(session.style.prose(renderer.text([RecognizerWhy(trace: delivery.trace).explain(id)])))
        }
        do {
            return Reply(session.style.prose(renderer.text(try WhyExplainer(trace: delivery.trace, hit: delivery.hitView).explain(name))))
        } catch {
            return .error(error.description)
        }
    }
}
