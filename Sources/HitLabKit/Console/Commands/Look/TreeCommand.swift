/// `tree`: the view hierarchy.
struct TreeCommand: WordlessCommand {
    static let specs = [CommandSpec("tree", usage: "tree", summary: "Each window's view hierarchy with frames, flags, transforms, controllers, overrides and the fingers down.", topic: "Look")]

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        Reply(TreeRenderer(scene: session.state.scene, classes: session.state.classes, runtime: session.state.runtime).render())
    }
}
