/// `set NAME KEY=VALUE …`: change a view's flags, alpha, frame, bounds origin or colour. The
/// keys are `ViewSettingKey.all`.
struct SetCommand: CommandUnit {
    static let specs = [CommandSpec("set", usage: "set NAME KEY=VALUE …",
                                    summary: "Change a view: " + ViewSettingKey.all.map(\.shown).joined(separator: ", ") + ".",
                                    details: "Booleans are yes/no or true/false. `bounds=X,Y` moves the bounds origin, as scrolling does.\nExample: set RedView alpha=0.5 interaction=no",
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
        let kind = session.state.scene[id].kind
        for s in settings {
            if case .enabled = s, !kind.isControl {
                return .error("\(name) is a \(kind.uikitClasses[0]), and only controls (buttons) have enabled; use interaction=no to make a view ignore touches")
            }
        }
        try session.state.scene.update(id) { view in
            for s in settings { s.apply(to: &view) }
        }
        return session.sceneChanged()
    }
}
