/// `remove NAME`: a view with its subviews (and their controllers and overrides), or a controller.
struct RemoveCommand: CommandUnit {
    static let specs = [CommandSpec("remove", usage: "remove NAME", summary: "Remove a view with its subviews (and their controllers and overrides), or a controller.",
                                    arguments: [.responder], topic: "Build a scene")]
    let name: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(name: try args.word("NAME")) }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        switch try session.state.scene.responderID(named: name) {
        case .view(let id):
            let classes = session.state.scene.classNames(inSubtreeOf: id)
            try session.state.scene.removeView(id)
            for c in classes { session.state.classes.removeClass(c) }
        case .controller(let id):
            session.state.scene.removeController(id)
            session.state.classes.removeClass(name)
        default:
            return .error("\(name) is part of every scene and cannot be removed")
        }
        return session.sceneChanged()
    }
}
