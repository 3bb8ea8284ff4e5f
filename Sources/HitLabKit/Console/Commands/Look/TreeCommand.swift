import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `tree`: the view hierarchy.
package struct TreeCommand: WordlessCommand {
    package init() {}
    package static let specs = [CommandSpec("tree", usage: "tree", summary: "Each window's view hierarchy with frames, flags, transforms, controllers, overrides and the fingers down.", examples: ["tree"], topic: "Look")]

    package var effect: CommandEffect { .reads }

    package func run(in session: Session) throws -> Reply {
        // The views as methods see them now: with what bodies and UIKit set during touches.
        let runtime = session.state.runtime
        return Reply(streaming: TreeRenderer(scene: runtime.scene(over: session.state.scene), classes: session.state.classes, runtime: runtime).stream)
    }
}
