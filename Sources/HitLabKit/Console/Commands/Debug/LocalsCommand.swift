import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `locals`: the selected frame's variables.
struct LocalsCommand: WordlessCommand {
    init() {}
    static let specs = [CommandSpec("locals", usage: "locals", summary: "The selected frame's variables and their values.", examples: ["locals"], topic: "Debug")]

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        session.withDebugger { debugger in
            guard let frame = debugger.frames().dropFirst(debugger.selectedFrame).first else { return Reply("no locals here: the touch is between calls") }
            let f = ValueFormatter(scene: debugger.trace.scene)
            return Reply(debugger.locals(of: frame).map { "\($0.name) = \(f.brief($0.value))" }.joined(separator: "\n"))
        }
    }
}
