import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
/// `why NAME`: after a tap, why a view was or was not hit, and whether it is in the chain.
struct WhyCommand: CommandUnit {
    static let specs = [CommandSpec("why", usage: "why NAME", summary: "After a tap: why NAME was or was not the hit view and whether it is in the responder chain; for a recognizer, why it did or did not recognize.",
                                    details: """
                                    In a scroll view it also says what the scroll view did with the touch: how long it held touchesBegan
                                    (delaysContentTouches: 0.15 s, or until a quicker lift), whether touchesShouldBegin refused it, whether
                                    its pan took the touch (touchesShouldCancel said yes) or a control kept it, how far it scrolled, and for
                                    a table's cell, content view or the table itself, whether the row was selected and why not.
                                    """,
                                    arguments: [.view], examples: ["why GreenView"], topic: "Debug")]
    let name: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let rest = args.rest()
        guard !rest.isEmpty, !rest.contains(" ") else { throw .usage(args.spec, "name one view") }
        return Self(name: rest)
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        guard let delivery = session.state.lastDelivery else { return .error(.noTouchYet) }
        let words = session.style.language.words, scene = delivery.trace.scene
        if case .recognizer(let id)? = scene.responder(named: name) {
            return Reply(session.style.prose(words.why(RecognizerWhy(trace: delivery.trace).explain(id), in: scene)))
        }
        do {
            let answers = try WhyExplainer(trace: delivery.trace, hit: delivery.hitView).explain(name)
            // Each fact its own paragraph at a terminal: refilled together they read as one.
            let lines = answers.map { words.why($0, in: scene) } + assumptions(in: session, delivery: delivery)
            return Reply(lines.map(session.style.prose).joined(separator: "\n"))
        } catch {
            return .error(error.description)
        }
    }

    /// For an imported scene, what the answer takes for granted about the views on the way to
    /// NAME and to the hit view, because the dump does not say it.
    private func assumptions(in session: Session, delivery: DeliveryResult) -> [String] {
        guard let record = session.state[extra: ImportRecord.self] else { return [] }
        let scene = delivery.trace.scene
        var ids: [ViewID] = []
        if case .view(let id)? = scene.responder(named: name) { ids += scene.ancestors(of: id).reversed() }
        if let hit = delivery.hitView { ids += scene.ancestors(of: hit).reversed() }
        let classes = session.state.classes
        let overridden = { (view: String) in
            [MethodKind.hitTest, .pointInside].contains { classes.override($0, of: view) != nil }
        }
        var found = record.assumptions(about: ids, in: scene, overridden: overridden)
        // A bar button the tap missed by a little: a device may differ.
        if case .view(let id)? = scene.responder(named: name), id != delivery.hitView, let point = session.state.lastTouch,
           let bar = record.bar(near: id, missedAt: point, in: scene) {
            found.append(.barSlop(view: name, bar: scene[bar].name))
        }
        return found.map { session.style.language.words.assumption($0) }
    }
}
