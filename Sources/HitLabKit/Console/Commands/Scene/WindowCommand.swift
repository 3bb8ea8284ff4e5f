/// `window W H`: a new scene, keeping the delivery options and the clock.
struct WindowCommand: CommandUnit {
    static let specs = [CommandSpec("window", usage: "window W H", summary: "Start a new scene: an application whose key window is W×H points.",
                                    details: "Removes every view, controller and override.", arguments: [.number, .number], topic: "Build a scene")]
    let width: Double, height: Double

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        Self(width: try args.size("W"), height: try args.size("H"))
    }

    var effect: CommandEffect { .replacesScene }

    func run(in session: Session) throws -> Reply {
        session.state = SessionState(scene: Scene(width: width, height: height), options: session.state.options, clock: session.state.clock)
        return Reply()
    }
}
