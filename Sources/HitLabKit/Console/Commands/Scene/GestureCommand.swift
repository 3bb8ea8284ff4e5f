import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `gesture NAME KIND on VIEW [KEY=VALUE …]`: a gesture recognizer attached to a view (or a
/// window). Its action prints `NAME: STATE` whenever UIKit sends it.
struct GestureCommand: CommandUnit {
    static let specs = [CommandSpec("gesture", usage: "gesture NAME KIND on VIEW [action=METHOD] [KEY=VALUE …]",
                                    summary: "Attach a gesture recognizer (\(GestureKind.learnerKinds.map(\.rawValue).joined(separator: ", "))) to VIEW; its action prints `NAME: STATE`.",
                                    details: """
                                    Keys (here or later with `set NAME …`): \(RecognizerSettingKey.all.map(\.name).joined(separator: ", ")),
                                    or UIKit's names (delaysTouchesBegan=, numberOfTapsRequired= …).
                                    \(RecognizerSettingKey.defaultsParagraph) An edgepan is a pan that begins only for a touch starting within \(formatNumber(UIKitDefaults.edgeMargin)) points of its edge of the window.
                                    A recognizer sees the touches of its view and of the view's subviews, before the views do.
                                    `require NAME toFail OTHER` makes one wait for another to fail; `remove NAME` detaches it.
                                    Overrides on NAME: shouldBegin, shouldReceive, shouldRecognizeSimultaneously (its delegate's
                                    methods); on a view: gestureRecognizerShouldBegin. `show source UITapGestureRecognizer.touchesEnded`
                                    reads UIKit's handling.
                                    action=METHOD: the action calls `override VIEW.METHOD { … }` (on VIEW or a responder up its chain,
                                    such as its view controller) with `sender` the recognizer, at each state UIKit sends it for.
                                    What a body (or `p` at a stop) reads from NAME while it runs: \(RecognizerReading.all.map(\.name).joined(separator: ", ")).
                                    A recognizer of your own: `recognizer NAME on VIEW` (see `help recognizer`).
                                    Example: gesture DoubleTap tap on Photo taps=2
                                    """,
                                    arguments: [.newName, .words(GestureKind.learnerKinds.map(\.rawValue)), .keyword("on"), .view, .repeating(.recognizerSetting)], examples: ["gesture G tap on A", "gesture Drag pan on A action=moveCard"], topic: "Gestures")]
    let name: String
    let kind: GestureKind
    let view: String
    let settings: [RecognizerSetting]
    var action: String? = nil

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let name = try args.word("NAME")
        let word = try args.word("KIND")
        guard let kind = GestureKind(rawValue: word.lowercased()), GestureKind.learnerKinds.contains(kind) else {
            if word.lowercased() == GestureKind.custom.rawValue {
                throw .usage(args.spec, "a recognizer you write is made with `recognizer \(name) on VIEW`, then its methods with `override \(name).touchesBegan { … }`")
            }
            let near = NameSuggestions.nearest(to: word, in: GestureKind.learnerKinds.map(\.rawValue))
            throw .usage(args.spec, "'\(word)' is not a gesture kind" + NameSuggestions.hint(near) + "; use " + GestureKind.learnerKinds.map(\.rawValue).joined(separator: ", "))
        }
        try args.keyword("on")
        return try rest(&args, name: name, kind: kind)
    }

    /// `VIEW [action=METHOD] [KEY=VALUE …]` after `on`, as `gesture` and `recognizer` take it.
    static func rest(_ args: inout Arguments, name: String, kind: GestureKind) throws(CommandError) -> Self {
        let view = try args.word("VIEW")
        var settings: [RecognizerSetting] = []
        var action: String?
        while let pair = try args.next() {
            if pair.hasPrefix("action=") {
                guard let method = Interpreter.actionName(String(pair.dropFirst("action=".count))) else {
                    throw .usage(args.spec, "'\(pair)' does not name a method: use action=NAME, e.g. action=moveCard")
                }
                action = method
                continue
            }
            settings.append(try RecognizerSettingKey.setting(pair, args.spec, alsoTaken: ["action"]))
        }
        return Self(name: name, kind: kind, view: view, settings: settings, action: action)
    }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        for s in settings { if let refusal = s.refusal(for: kind, named: name) { return .error(refusal) } }
        try session.refuseSwiftUIName(name)
        let view = try session.state.scene.viewID(named: view)
        let id = try session.state.scene.addRecognizer(name: name, kind: kind, to: view)
        session.state.scene.updateRecognizer(id) { r in
            for s in settings { s.apply(to: &r) }
            r.action = action
        }
        let reply = session.sceneChanged()
        guard let action, !reply.isError else { return reply }
        return ActionCommand.noteIfUnwritten(action, from: view, session: session, reply: reply)
    }
}

extension GestureCommand: SavedByCommand {
    /// `gesture NAME KIND on VIEW [action=…] [KEY=VALUE …]` for each recognizer (`recognizer
    /// NAME on VIEW …`, from `RecognizerCommand`, for one the learner writes), and `set` for a
    /// scroll view's own two, which come with it.
    static func savedLines(_ state: SessionState) -> [String] {
        let scene = state.scene
        var lines: [String] = []
        for case let r? in scene.recognizers {
            if r.kind.isScrollViewPart {
                let keys = RecognizerSettingKey.saved(r)
                if !keys.isEmpty { lines.append((["set \(r.name)"] + keys).joined(separator: " ")) }
                continue
            }
            // In its turn: the order recognizers are added is the order a view holds them.
            if r.kind == .custom { lines.append(RecognizerCommand.savedLine(r, in: scene)); continue }
            lines.append((["gesture \(r.name) \(r.kind.rawValue) on \(scene[r.view].name)"] + savedRest(r)).joined(separator: " "))
        }
        return lines
    }

    /// `[action=METHOD] [KEY=VALUE …]` after the view, as `gesture` and `recognizer` take them.
    static func savedRest(_ r: GestureRecognizer) -> [String] {
        (r.action.map { ["action=" + $0] } ?? []) + RecognizerSettingKey.saved(r)
    }
}
