/// `tree`: the view hierarchy.
struct TreeCommand: WordlessCommand {
    static let specs = [CommandSpec("tree", usage: "tree", summary: "Each window's view hierarchy with frames, flags, transforms, controllers, overrides and the fingers down.", examples: ["tree"], topic: "Look")]

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        // The views as methods see them now: with what bodies and UIKit set during touches.
        let runtime = session.state.runtime
        return Reply(streaming: TreeRenderer(scene: runtime.scene(over: session.state.scene), classes: session.state.classes, runtime: runtime).stream)
    }
}
