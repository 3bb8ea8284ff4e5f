import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `kill`: abandon the paused touch so the scene can change.
struct KillCommand: WordlessCommand {
    init() {}
    static let specs = [CommandSpec("kill", usage: "kill", summary: "Abandon the paused touch (so the scene can change).", examples: ["kill"], topic: "Debug")]

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        session.withDebugger { debugger in
            guard !debugger.isAtEnd else { return .error(.noTouchPaused) }
            debugger.moveToEnd()
            return Reply("the paused touch was abandoned; the scene can change again")
        }
    }
}
