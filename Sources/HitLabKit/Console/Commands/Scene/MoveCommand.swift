import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `move NAME to PARENT [at INDEX]`: a view changes parent, last or at INDEX (0 is the back).
struct MoveCommand: CommandUnit {
    static let specs = [CommandSpec("move", usage: "move NAME to PARENT [at INDEX]",
                                    summary: "Make NAME a subview of PARENT (UIWindow for the window), last or at INDEX (0 is the back).",
                                    arguments: [.view, .keyword("to"), .view, .keyword("at"), .number], examples: ["move A to B"], topic: "Build a scene")]
    let name: String, parent: String
    let index: Int?

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let name = try args.word("NAME")
        try args.keyword("to")
        let parent = try args.word("PARENT")
        var index: Int?
        if try args.optionalKeyword("at") {
            let n = try args.number("INDEX")
            guard n >= 0, n == n.rounded() else { throw .usage(args.spec, "INDEX must be a whole number, 0 or more") }
            // A subview list is never near this long; a bigger number would not fit an Int.
            guard n <= 1_000_000_000 else { throw .usage(args.spec, "INDEX \(formatNumber(n)) is far past the last subview; leave `at` out to add it last") }
            index = Int(n)
        }
        return Self(name: name, parent: parent, index: index)
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        let scene = session.state.scene
        try session.state.scene.moveView(try scene.viewID(named: name), to: try scene.viewID(named: parent), at: index)
        return session.sceneChanged()
    }
}
