import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `explain on|off`: a sentence at every stop.
struct ExplainCommand: CommandUnit {
    static let specs = [CommandSpec("explain", usage: "explain on|off", summary: "Say in a sentence what each stop means.", arguments: [.keyword("on")], examples: ["explain on"], topic: "Debug")]
    let on: Bool

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        switch args.rest() {
        case "on": return Self(on: true)
        case "off": return Self(on: false)
        default: throw .usage(args.spec, "say on or off")
        }
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        session.state.explains = on
        return Reply(session.style.language.words.explainSwitched(on: on))
    }
}
