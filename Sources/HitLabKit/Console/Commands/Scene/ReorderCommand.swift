import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `front NAME` and `back NAME`: a view to the front or back of its siblings.
struct ReorderCommand: CommandUnit {
    static let specs = [
        CommandSpec("front", usage: "front NAME", summary: "Bring a view to the front of its siblings (it is hit-tested first).",
                    arguments: [.view], examples: ["front A"], topic: "Build a scene"),
        CommandSpec("back", usage: "back NAME", summary: "Send a view to the back of its siblings (it is hit-tested last).",
                    arguments: [.view], examples: ["back A"], topic: "Build a scene"),
    ]
    let name: String
    let toFront: Bool

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        Self(name: try args.word("NAME"), toFront: args.spec.name == "front")
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        let id = try session.state.scene.viewID(named: name)
        guard let parent = session.state.scene[id].superview else { throw SceneError.windowIsFixed("moved") }
        try session.state.scene.moveView(id, to: parent, at: toFront ? nil : 0)
        return session.sceneChanged()
    }
}

extension ReorderCommand: SavedPerView {
    /// `in CELL` puts a view behind the cell's content view (§11.11); one moved in front of it
    /// since is brought there again, in order: `front NAME`.
    static func savedLines(for id: ViewID, in scene: Scene) -> [String]? {
        guard let parent = scene[id].superview, scene.tableOwning(parent) != nil, scene[parent].kind == .tableViewCell,
              !((scene[id].kind == .tableViewCell || scene[id].kind == .cellContentView) && scene.row(of: id) != nil),
              let content = scene[parent].subviews.firstIndex(where: { scene[$0].kind == .cellContentView }),
              let place = scene[parent].subviews.firstIndex(of: id), place > content else { return [] }
        return ["front \(scene[id].name)"]
    }
}
