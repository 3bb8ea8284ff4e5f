import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `hittest X Y`: hit-testing only, no touch delivered.
package struct HitTestCommand: PointCommand {
    package init(point: Point) { self.point = point }
    package static let specs = [CommandSpec("hittest", usage: "hittest X Y",
                                    summary: "Hit-test only: prints `hit: NAME` (UIWindow when the window itself is hit, nil when no window contains the point).",
                                    arguments: [.number, .number], examples: ["hittest 1 1"], topic: "Touch")]
    package let point: Point

    package var effect: CommandEffect { .deliversTouch }

    package func run(in session: Session) throws -> Reply {
        session.report(session.pipeline.hitTest(at: point, clock: session.state.clock, runtime: session.state.runtime), at: point)
    }
}
