import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `list`: the source around the selected frame's line.
struct ListCommand: WordlessCommand {
    init() {}
    static let specs = [CommandSpec("list", aliases: ["l"], usage: "list", summary: "The source around the selected frame's line.", examples: ["list"], topic: "Debug")]

    var effect: CommandEffect { .repeats }

    func run(in session: Session) throws -> Reply {
        session.withDebugger { debugger in Reply(StopRenderer(debugger: debugger).listing()) }
    }
}
