import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
/// `why NAME`: after a tap, why a view was or was not hit, and whether it is in the chain.
struct WhyCommand: CommandUnit {
    static let specs = [CommandSpec("why", usage: "why [NAME]", summary: "After a tap: why NAME (the hit view, when no name is given) was or was not the hit view and whether it is in the responder chain; for a recognizer, why it did or did not recognize; for a SwiftUI view, why its content was or was not hit.",
                                    details: """
                                    In a scroll view it also says what the scroll view did with the touch: how long it held touchesBegan
                                    (delaysContentTouches: 0.15 s, or until a quicker lift), whether touchesShouldBegin refused it, whether
                                    its pan took the touch (touchesShouldCancel said yes) or a control kept it, how far it scrolled, and for
                                    a table's cell, content view or the table itself, whether the row was selected and why not.

                                    For a SwiftUI view (Text_1, or its accessibilityIdentifier) it reads SwiftUI's hit-test in the trace: which
                                    modifier or empty space (a Spacer, padding, Color.clear) kept the touch from it, which view in front took
                                    it, the fix, which tap gesture or Button ran, and where the answer rests on a choice HitLab makes.

                                    After a touch typed in several commands (`touch down`, `touch move`, `touch up`), a view is answered from
                                    the command whose hit test chose the touch's view, which the touch keeps until it lifts; a recognizer
                                    from the first command to the last, with the reason from the command where it failed.
                                    """,
                                    arguments: [.anyView], examples: ["why GreenView"], topic: "Debug")]
    /// The view, recognizer or gesture asked about; nil asks about the last touch's hit view.
    let asked: String?

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let rest = args.rest()
        guard !rest.contains(" ") else { throw .usage(args.spec, "name one view") }
        return Self(asked: rest.isEmpty ? nil : rest)
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        guard let whole = WholeTouch(session.state) else {
            guard let probe = session.state[extra: FailedProbe.self] else { return .error(.noTouchYet) }
            return .error("no touch yet in this scene: `check` ran its probes on copies of it. Type `\(probe.action)` (its first failing probe) here, then `why\(asked.map { " " + $0 } ?? "")`")
        }
        let words = session.style.language.words, scene = whole.last.delivery.trace.scene
        guard let name = asked ?? whole.parts[whole.hitTestIndex].delivery.hitView.map({ scene[$0].name }) else {
            return .error("the last touch hit no view: name one, `why NAME`")
        }
        // A SwiftUI gesture is asked about as it ended (the last command that ran it); a
        // recognizer over the whole touch.
        // A command where the gesture was not on the path (the lift after it already ended) is
        // passed over for one where it was.
        let gestureAnswers = whole.parts.reversed().lazy.compactMap { SwiftUIGestureWhy(trace: $0.delivery.trace).answer(name) }
        if let answer = gestureAnswers.first(where: { if case .notOnPath = $0 { false } else { true } }) ?? gestureAnswers.first {
            return Reply(session.style.prose(words.swiftUIGesture(answer)))
        }
        if case .recognizer(let id)? = scene.responder(named: name) {
            let answers = RecognizerWhy.answers(id, across: whole.parts.map(\.delivery.trace))
            return Reply(answers.map { session.style.prose(words.why($0, in: scene)) }.joined(separator: "\n"))
        }
        // A view is asked about where the touch's hit test ran: the last command when it
        // hit-tested, else the one that put the finger down, with what the later commands
        // did after it (moves, scrolling) but not their "no hit test here".
        let tested = whole.parts[whole.hitTestIndex]
        let lead = whole.hitTestIndex == whole.parts.count - 1 ? [] : [words.touchTyped(inCommands: whole.parts.count, hitTestedIn: tested.command)]
        do {
            let delivery = tested.delivery, trace = delivery.trace
            if scene.responder(named: name) == nil,
               let answers = try SwiftUIWhy.answers(name, trace: trace, hit: delivery.hitView, classes: session.state.classes,
                                                   cache: session.state.swiftUICache) {
                return Reply((lead + answers.map { words.why($0, in: scene) }).map(session.style.prose).joined(separator: "\n"))
            }
            var answers = try WhyExplainer(trace: trace, hit: delivery.hitView, classes: session.state.classes).explain(name)
            // A hosting view took the touch: what SwiftUI found there, after the first reason.
            if let hit = delivery.hitView, scene[hit].kind == .hostingView, let fact = SwiftUIWhy(trace: trace).hostFact(hit) {
                answers.insert(fact, at: min(1, answers.count))
            }
            if !lead.isEmpty {
                let later = try WhyExplainer(trace: whole.last.delivery.trace, hit: nil, classes: session.state.classes).explain(name).dropFirst().filter { !$0.isChainFact && !answers.contains($0) }
                answers.insert(contentsOf: later, at: answers.firstIndex(where: \.isChainFact) ?? answers.count)
            }
            // Each fact its own paragraph at a terminal: refilled together they read as one.
            let lines = lead + answers.map { words.why($0, in: scene) } + assumptions(of: name, in: session, delivery: delivery, first: answers.first)
            return Reply(lines.map(session.style.prose).joined(separator: "\n"))
        } catch {
            return .error(error.description)
        }
    }

    /// For an imported scene, what the answer takes for granted about the views on the way to
    /// NAME and to the hit view, because the dump does not say it: each once per import, unless
    /// it is about a view that decides this answer (NAME, the hit view, the view the first fact
    /// names).
    private func assumptions(of name: String, in session: Session, delivery: DeliveryResult, first: WhyAnswer?) -> [String] {
        guard let record = session.state[extra: ImportRecord.self] else { return [] }
        let scene = delivery.trace.scene
        var ids: [ViewID] = []
        if case .view(let id)? = scene.responder(named: name) { ids += scene.ancestors(of: id).reversed() }
        if let hit = delivery.hitView { ids += scene.ancestors(of: hit).reversed() }
        let classes = session.state.classes
        let overridden = { (view: String) in
            [MethodKind.hitTest, .pointInside].contains { classes.override($0, of: view) != nil }
        }
        var memory = session.state[extra: SaidAssumptions.self].flatMap { $0.record == record ? $0 : nil } ?? SaidAssumptions(record: record)
        let deciding = Set([name] + (delivery.hitView.map { [scene[$0].name] } ?? []) + (first.map(Self.namedBeside) ?? []))
        var found = record.assumptions(about: ids, in: scene, overridden: overridden)
        // A bar button the tap missed by a little: a device may differ.
        if case .view(let id)? = scene.responder(named: name), id != delivery.hitView, let point = session.state.lastTouch,
           let bar = record.bar(near: id, missedAt: point, in: scene) {
            found.append(.barSlop(view: name, bar: scene[bar].name))
        }
        let said = found.filter { a in
            deciding.contains(a.view) || !memory.said.contains(a)
        }
        memory.said += said.filter { !memory.said.contains($0) }
        session.state[extra: SaidAssumptions.self] = memory
        return said.map { session.style.language.words.assumption($0) }
    }

    /// The view a first fact names besides the one asked about: the ancestor or the view in
    /// front that decided.
    private static func namedBeside(_ first: WhyAnswer) -> [String] {
        switch first {
        case .ancestorRefused(_, let other, _), .outsideAncestor(_, let other, _, _, _, _), .siblingInFront(_, _, let other, _),
             .ancestorDidNotAsk(_, let other), .behindContentView(_, _, let other), .subviewTookIt(_, _, let other):
            return [other]
        default:
            return []
        }
    }
}
