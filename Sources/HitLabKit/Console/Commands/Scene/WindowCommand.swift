import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `window W H`: a new scene, keeping the delivery options and the clock.
/// `window NAME X Y W H [level=…]`: one more window in this scene, a UIWindow subclass called
/// NAME with a frame in screen coordinates, shown in front of the windows of its level.
struct WindowCommand: CommandUnit {
    static let specs = [CommandSpec("window", usage: "window W H | window NAME X Y W H [level=L]",
                                    summary: "Start a new scene whose key window is W×H points; or add a window called NAME (an overlay, an alert) at a frame on the screen.",
                                    details: """
                                    `window W H` removes every view, controller and override.
                                    `window NAME X Y W H` adds a window; views go in it with `view … in NAME`.
                                    level= is its windowLevel: normal (0, the default), statusBar (1000), alert (2000) or a number.
                                    A new touch asks the windows from the front: the highest level first, and within a level the
                                    one added last; the first whose hitTest answers a view wins, so a window whose hitTest
                                    returns nil lets the touch through to the windows behind (a pass-through overlay).
                                    Example: window Overlay 0 0 375 667 level=alert
                                    """,
                                    arguments: [.newName, .number, .number, .number, .number, .keyword("level=")], examples: ["window 10 10"], topic: "Build a scene")]

    enum Form: Equatable {
        case newScene(width: Double, height: Double)
        case add(name: String, frame: Rect, level: Double)
    }
    let form: Form

    init(form: Form) { self.form = form }
    /// `window W H`.
    init(width: Double, height: Double) { self.form = .newScene(width: width, height: height) }

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        guard let first = try args.peek(), CommandSyntax.number(first) == nil else {
            return Self(form: .newScene(width: try args.size("W"), height: try args.size("H")))
        }
        let name = try args.word("NAME")
        let frame = Rect(origin: try args.point("X", "Y"), size: Size(width: try args.size("W"), height: try args.size("H")))
        var level = 0.0
        if let pair = try args.next() {
            let (key, value) = try CommandSyntax.keyValue(pair, args.spec)
            guard key == "level" else { throw .usage(args.spec, "unknown key '\(CommandSyntax.typedKey(pair))'; a window takes level=") }
            level = try WindowLevel.parse(value, args.spec)
        }
        return Self(form: .add(name: name, frame: frame, level: level))
    }

    var effect: CommandEffect {
        if case .add = form { return .changesScene }
        return .replacesScene
    }

    func run(in session: Session) throws -> Reply {
        switch form {
        case .newScene(let width, let height):
            let note = session.liftAllFingersNote("the scene was replaced")
            session.state = SessionState(scene: Scene(width: width, height: height), options: session.state.options, clock: session.state.clock)
            return Reply(note ?? "")
        case .add(let name, let frame, let level):
            try session.refuseSwiftUIName(name)
            try session.state.scene.addWindow(name: name, frame: frame, level: level)
            return session.sceneChanged()
        }
    }
}

extension WindowCommand: SavedPerView {
    /// `window W H` for the key window, `window NAME X Y W H [level=…]` for another.
    static func savedLines(for id: ViewID, in scene: Scene) -> [String]? {
        let v = scene[id]
        guard v.kind == .window else { return nil }
        if id == scene.window { return ["window \(formatNumber(v.bounds.width)) \(formatNumber(v.bounds.height))"] }
        return ["window \(SceneScript.place(of: v))" + (v.windowLevel != 0 ? " level=\(WindowLevel.describe(v.windowLevel))" : "")]
    }
}
