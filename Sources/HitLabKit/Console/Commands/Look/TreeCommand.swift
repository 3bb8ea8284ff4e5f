/// `tree`: the view hierarchy.
struct TreeCommand: WordlessCommand {
    static let specs = [CommandSpec("tree", usage: "tree", summary: "The view hierarchy with frames, flags, controllers and overrides.", topic: "Look")]

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        Reply(TreeRenderer(scene: session.state.scene, classes: session.state.classes).render())
    }
}
