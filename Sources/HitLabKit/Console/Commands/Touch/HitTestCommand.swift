/// `hittest X Y`: hit-testing only, no touch delivered.
struct HitTestCommand: CommandUnit {
    static let specs = [CommandSpec("hittest", usage: "hittest X Y",
                                    summary: "Hit-test only: prints `hit: NAME` (UIWindow when the window itself is hit, nil when no window contains the point).",
                                    arguments: [.number, .number], topic: "Touch")]
    let point: Point

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        Self(point: try args.point("X", "Y"))
    }

    var effect: CommandEffect { .deliversTouch }

    func run(in session: Session) throws -> Reply {
        session.report(session.pipeline.hitTest(at: point, clock: session.state.clock), at: point)
    }
}
