import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `quit`: leave HitLab.
struct QuitCommand: WordlessCommand {
    init() {}
    static let specs = [CommandSpec("quit", aliases: ["exit"], usage: "quit", summary: "Leave HitLab (Ctrl-D does too).", examples: ["quit"], topic: "Session")]

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply { Reply(status: .quit) }
}
