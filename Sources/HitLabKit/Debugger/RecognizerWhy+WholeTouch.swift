import HitLabModel
import HitLabDelivery
/// `why NAME` for a recognizer over a touch typed in several commands (`touch down`, `touch
/// move`, `wait`, `touch up`), each recorded apart: one story from the first command to the
/// last, told where it was decided, rather than the last command's view of a recognizer that
/// began or failed before it.
extension RecognizerWhy {
    /// The answers over `traces`, oldest first: its states joined across them, the reason from
    /// the command where it failed, what it did to the views in any of them (each view once, as
    /// first done), and the levers for that.
    public static func answers(_ id: RecognizerID, across traces: [Trace]) -> [WhyAnswer] {
        guard let last = traces.last else { return [] }
        guard traces.count > 1 else { return RecognizerWhy(trace: last).answers(id) }
        let whys = traces.map(RecognizerWhy.init)
        let outcomes = whys.map { $0.explain(id) }
        let name = last.scene.recognizer(id).name
        // The states of each command after the first start where the one before left off.
        var path: [RecognizerState] = []
        var recognized = false, failure: (part: Int, reason: WhyAnswer.RecognizerFailure)?
        for (n, outcome) in outcomes.enumerated() {
            let states: [RecognizerState]
            switch outcome {
            case .recognized(_, let p): states = p; recognized = true
            case .undecided(_, let p): states = p
            case .failed(_, let p, let reason):
                states = p
                // "Failed in an earlier command" is the later commands' view of this failure.
                let seenBefore = if case .earlier = reason { true } else { false }
                if failure == nil, !seenBefore { failure = (n, reason) }
            default: continue
            }
            for (i, s) in states.enumerated() where !(i == 0 && !path.isEmpty) && s != path.last { path.append(s) }
        }
        guard !path.isEmpty else { return whys[whys.count - 1].answers(id) }
        let outcome: WhyAnswer
        let decided: Int
        if let failure {
            outcome = .failed(name, path: path, failure.reason)
            decided = failure.part
        } else {
            outcome = recognized ? .recognized(name, path: path) : .undecided(name, path: path)
            decided = outcomes.firstIndex { if case .recognized = $0 { true } else { false } } ?? whys.count - 1
        }
        var done: [WhyAnswer.RecognizerEffect] = []
        for effect in whys.flatMap({ $0.effects(id) }) where !done.contains(where: { Self.sameKind($0, effect) }) { done.append(effect) }
        let r = last.scene.recognizer(id)
        let stops = r.kind == .scrollViewPan ? whys.lazy.compactMap({ ScrollWhy(trace: $0.trace).scrollStops(of: r.view) }).last : nil
        return assembled(name, outcome, stops: stops, done: done, levers: whys[decided].levers(id, outcome, done))
    }

    /// Two effects on the same view of the same kind: the later command's is the earlier one
    /// seen again (a cancelled touch is still cancelled when it lifts).
    private static func sameKind(_ a: WhyAnswer.RecognizerEffect, _ b: WhyAnswer.RecognizerEffect) -> Bool {
        switch (a, b) {
        case (.cancelled(let x, _, _), .cancelled(let y, _, _)), (.delayed(let x, _), .delayed(let y, _)): x == y
        default: false
        }
    }
}
