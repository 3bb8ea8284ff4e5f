import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `quit`: leave HitLab.
package struct QuitCommand: WordlessCommand {
    package init() {}
    package static let specs = [CommandSpec("quit", aliases: ["exit"], usage: "quit", summary: "Leave HitLab (Ctrl-D does too).", examples: ["quit"], topic: "Session")]

    package var effect: CommandEffect { .reads }

    package func run(in session: Session) throws -> Reply { Reply(status: .quit) }
}
