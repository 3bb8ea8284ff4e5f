import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `controller NAME view VIEW`: a view controller that joins the responder chain after VIEW.
struct ControllerCommand: CommandUnit {
    static let specs = [CommandSpec("controller", usage: "controller NAME view VIEW",
                                    summary: "Add a view controller called NAME whose root view is VIEW; it joins the responder chain after VIEW.",
                                    arguments: [.newName, .keyword("view"), .view], examples: ["controller B view A"], topic: "Build a scene")]
    let name: String, view: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let name = try args.word("NAME")
        try args.keyword("view")
        return Self(name: name, view: try args.word("VIEW"))
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        try session.refuseSwiftUIName(name)
        try session.state.scene.addController(name: name, view: try session.state.scene.viewID(named: view))
        return session.sceneChanged()
    }
}

extension ControllerCommand: SavedByCommand {
    /// `controller NAME view VIEW` for each controller.
    static func savedLines(_ state: SessionState) -> [String] {
        state.scene.controllers.compactMap { $0.map { "controller \($0.name) view \(state.scene[$0.view].name)" } }
    }
}
