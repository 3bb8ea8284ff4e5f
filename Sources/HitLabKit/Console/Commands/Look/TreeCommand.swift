import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
/// `tree`: the view hierarchy. `tree --uikit`: the same in `recursiveDescription`'s format,
/// which `import` reads back.
struct TreeCommand: CommandUnit {
    static let specs = [CommandSpec("tree", usage: "tree [--uikit]", summary: "Each window's view hierarchy with frames, flags, transforms, controllers, overrides and the fingers down.",
                                    details: "`tree --uikit` prints it as `po view.recursiveDescription()` would in lldb (with `_printHierarchy` lines for the controllers); `import` reads that back.",
                                    arguments: [.keyword("--uikit")], examples: ["tree", "tree --uikit"], topic: "Look")]

    var uikit = false

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        Self(uikit: try args.optionalKeyword("--uikit"))
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        // The views as methods see them now: with what bodies and UIKit set during touches.
        let (scene, runtime) = session.state.present
        let record = session.state[extra: ImportRecord.self]
        if uikit { return Reply(RecursiveDescriptionWriter(scene: scene, record: record, colour: { Palette.rgb($0) }).render()) }
        let notes = record.map { r in r.views.compactMapValues { $0.text.flatMap { $0.isEmpty ? nil : $0 } } } ?? [:]
        let swiftUI = scene.hostingViews.isEmpty ? nil
            : try? session.state.swiftUICache.content(scene: scene, classes: session.state.classes, states: runtime.swiftUIStates, scrolled: runtime.swiftUIScrollOffsets)
        return Reply(streaming: TreeRenderer(scene: scene, classes: session.state.classes, runtime: runtime, notes: notes, swiftUI: swiftUI).stream)
    }
}
