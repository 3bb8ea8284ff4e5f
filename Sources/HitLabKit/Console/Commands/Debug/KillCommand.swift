/// `kill`: abandon the paused touch so the scene can change.
struct KillCommand: WordlessCommand {
    static let specs = [CommandSpec("kill", usage: "kill", summary: "Abandon the paused touch (so the scene can change).", examples: ["kill"], topic: "Debug")]

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        session.withDebugger { debugger in
            guard !debugger.isAtEnd else { return .error("no touch is paused") }
            debugger.moveToEnd()
            return Reply("the paused touch was abandoned; the scene can change again")
        }
    }
}
