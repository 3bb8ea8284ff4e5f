import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `hittest X Y`: hit-testing only, no touch delivered.
struct HitTestCommand: PointCommand {
    init(point: Point) { self.point = point }
    static let specs = [CommandSpec("hittest", usage: "hittest X Y",
                                    summary: "Hit-test only: prints `hit: NAME` (UIWindow when the window itself is hit, nil when no window contains the point).",
                                    arguments: [.number, .number], examples: ["hittest 1 1"], topic: "Touch")]
    let point: Point

    var effect: CommandEffect { .deliversTouch }

    func run(in session: Session) throws -> Reply {
        session.report(session.pipeline.hitTest(at: point, clock: session.state.clock, runtime: session.state.runtime), at: point)
    }
}
