import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
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
                                    UIKit's own names work too: \(ViewSettingKey.all.filter { !$0.descriptor.aliases.isEmpty }.map { "\($0.name) = \($0.descriptor.name)" }.joined(separator: ", ")).
                                    Example: set RedView alpha=0.5 interaction=no
                                    """,
                                    arguments: [.view, .repeating(.setting)], examples: ["set A hidden=no"], topic: "Build a scene")]
    let name: String
    let settings: [ViewSetting]
    /// The pairs as typed, for a NAME that turns out to be a gesture recognizer, and why they
    /// are not a view's settings when they are not.
    var pairs: [String] = []
    var notForViews: CommandError?
    var spec = SetCommand.specs[0]

    init(name: String, settings: [ViewSetting]) {
        self.name = name
        self.settings = settings
    }

    static func == (a: Self, b: Self) -> Bool { a.name == b.name && a.settings == b.settings && a.notForViews == b.notForViews }

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let name = try args.word("NAME")
        var settings: [ViewSetting] = []
        var pairs: [String] = []
        var notForViews: CommandError?
        while let pair = try args.next() {
            pairs.append(pair)
            do { settings.append(try ViewSettingKey.setting(pair, args.spec)) } catch { notForViews = notForViews ?? error }
        }
        guard !pairs.isEmpty else { throw .usage(args.spec, "set needs at least one KEY=VALUE") }
        // Keys only a recognizer has are checked once NAME is known to be one.
        let spec = args.spec
        if notForViews != nil, let pair = pairs.first(where: { pair in
            (try? CommandSyntax.keyValue(pair, spec).0).map { !ViewSettingKey.knows($0) && RecognizerPropertyDescriptor.named($0) == nil } ?? false
        }) {
            throw unknownKey(CommandSyntax.typedKey(pair), spec)
        }
        if let notForViews, !pairs.allSatisfy({ pair in (try? RecognizerSettingKey.setting(pair, spec)) != nil }) { throw notForViews }
        var command = Self(name: name, settings: settings)
        command.pairs = pairs
        command.notForViews = notForViews
        command.spec = args.spec
        return command
    }

    /// A key neither a view nor a recognizer has: the nearest keys of both, since NAME may be
    /// either, and where each is listed.
    private static func unknownKey(_ key: String, _ spec: CommandSpec) -> CommandError {
        let forRecognizers = RecognizerSettingKey.all.flatMap(\.descriptor.keys)
        let near = NameSuggestions.nearest(to: key.lowercased(), in: ViewSettingKey.all.flatMap(\.keys) + forRecognizers)
        let lists = near.contains(where: forRecognizers.contains) ? "`help set` lists a view's keys and `help gesture` a recognizer's" : "`help set` lists the keys"
        return .usage(spec, "unknown key '\(key)'" + NameSuggestions.hint(near) + "; " + lists)
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        if case .recognizer(let rid)? = session.state.scene.responder(named: name) {
            var changes: [RecognizerSetting] = []
            for pair in pairs { changes.append(try RecognizerSettingKey.setting(pair, spec)) }
            let recognizer = session.state.scene.recognizer(rid)
            for c in changes { if let refusal = c.refusal(for: recognizer.kind, named: name) { return .error(refusal) } }
            session.state.scene.updateRecognizer(rid) { r in for c in changes { c.apply(to: &r) } }
            return session.sceneChanged()
        }
        if let notForViews { throw notForViews }
        let id = try session.state.scene.viewID(named: name)
        let view = session.state.scene[id]
        for s in settings {
            if let refusal = s.refusal(for: view, named: name) { return .error(refusal) }
        }
        // Read in place: a copy of the scene kept past here would make the update copy it all.
        if let table = session.state.scene.tableOwning(id), let frame = settings.first(where: { $0.descriptor.format == .rect }) {
            let tableName = session.state.scene[table].name
            return .error("\(name)'s \(frame.descriptor.key) is \(tableName)'s to lay out: set \(tableName) rowHeight=H (or its frame) instead")
        }
        // The edit starts from the view as it stands: what a gesture scrolled, moved or an action
        // set stays, and only the properties set here change.
        let runtime = session.state.runtime
        runtime.applyChanges(of: id, to: &session.state.scene)
        try session.state.scene.update(id) { view in
            for s in settings { s.apply(to: &view) }
        }
        // A table lays its rows out again for a new row height or width, as reloadData does.
        if view.kind == .tableView, settings.contains(where: { $0.descriptor.name == "rowHeight" || $0.descriptor.format == .rect }) {
            try session.state.scene.layOutRows(of: id)
        }
        // What bodies set is now part of the view as the learner edited it.
        session.state.runtime.forgetViewChanges(of: id, in: session.state.scene)
        return session.sceneChanged()
    }
}

extension SetCommand: SavedPerView {
    /// `set NAME KEY=VALUE …` for the view's settings that differ from its class's defaults.
    static func savedLines(for id: ViewID, in scene: Scene) -> [String]? {
        let keys = ViewSettingKey.saved(scene[id])
        return keys.isEmpty ? [] : ["set \(scene[id].name) " + keys.joined(separator: " ")]
    }
}
