/// `set NAME KEY=VALUE …`: change a view's flags, alpha, frame, bounds origin or colour. The
/// keys are `ViewSettingKey.all`.
struct SetCommand: CommandUnit {
    static let specs = [CommandSpec("set", usage: "set NAME KEY=VALUE …",
                                    summary: "Change a view: " + ViewSettingKey.all.map(\.shown).joined(separator: ", ") + ".",
                                    details: """
                                    Booleans are yes/no or true/false. `bounds=X,Y` moves the bounds origin, as scrolling does.
                                    transform= takes rotate(DEG), scale(S), scale(SX,SY), translate(X,Y) or identity, applied
                                    left to right about the view's centre: transform="rotate(30) scale(2)". Hit-testing honours it.
                                    clips=yes is clipsToBounds: drawing only; hit-testing never reads it.
                                    level= is a window's windowLevel (normal 0, statusBar 1000, alert 2000, or a number).
                                    Example: set RedView alpha=0.5 interaction=no
                                    """,
                                    arguments: [.view, .setting, .setting, .setting, .setting], topic: "Build a scene")]
    let name: String
    let settings: [ViewSetting]

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let name = try args.word("NAME")
        var settings: [ViewSetting] = []
        while let pair = try args.next() { settings.append(try ViewSettingKey.setting(pair, args.spec)) }
        guard !settings.isEmpty else { throw .usage(args.spec, "set needs at least one KEY=VALUE") }
        return Self(name: name, settings: settings)
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        let id = try session.state.scene.viewID(named: name)
        let view = session.state.scene[id]
        for s in settings {
            if let refusal = s.refusal(for: view, named: name) { return .error(refusal) }
        }
        try session.state.scene.update(id) { view in
            for s in settings { s.apply(to: &view) }
        }
        // What the learner sets wins over what a body set while touches were delivered.
        session.state.runtime.forgetViewChanges(of: id, in: session.state.scene)
        return session.sceneChanged()
    }
}
