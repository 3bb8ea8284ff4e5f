import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `reset`: back to the scene the session started with (or an extension's own start, such as
/// an exercise's).
struct ResetCommand: WordlessCommand {
    init() {}
    static let specs = [CommandSpec("reset", usage: "reset", summary: "Go back to the scene this session started with.", examples: ["reset"], topic: "Build a scene")]

    var effect: CommandEffect { .replacesScene }

    func run(in session: Session) throws -> Reply {
        let note = session.liftAllFingersNote("the scene was reset")
        for e in session.extensions {
            if let reply = try e.reset(session) { return note.map { Reply(reply.output + "\n" + $0) } ?? reply }
        }
        session.state = try session.sibling(startScript: session.startScript).state
        return Reply(note ?? "")
    }
}
