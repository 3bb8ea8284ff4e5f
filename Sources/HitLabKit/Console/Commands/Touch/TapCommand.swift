/// `tap X Y`: one finger down and up at a window point.
struct TapCommand: PointCommand {
    static let specs = [CommandSpec("tap", usage: "tap X Y",
                                    summary: "One finger down and up at window point (X, Y): prints what the program printed, then the hit view and its responder chain.",
                                    arguments: [.number, .number], topic: "Touch")]
    let point: Point

    var effect: CommandEffect { .deliversTouch }

    func run(in session: Session) throws -> Reply {
        let result = session.pipeline.tap(at: point, clock: &session.state.clock)
        session.state.clock.advance(by: 1)
        return session.report(result, at: point)
    }
}
