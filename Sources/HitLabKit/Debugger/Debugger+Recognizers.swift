import HitLabModel
import HitLabScript
import HitLabDelivery
/// The gesture recognizers beside the stack at the cursor, for `bt`: those that see the
/// touches of the stopped method (a scroll view's delay and pan among them) with their states
/// here, and what they still hold back from the views (reference §5.2, §11.2).
extension Debugger {
    /// The touches the innermost touches… method (or recognizer method) works on, by id.
    private func touchesAtStop() -> [Int] {
        // At a late delivery's stage mark no method runs yet: the touches of the call it makes.
        if cursor >= 0, cursor + 1 < trace.count, case .phase(.delayedDelivery, _) = trace.event(at: cursor),
           case .call(let call, _) = trace.event(at: cursor + 1), call.body.method.isTouches,
           case .touches(let ids)? = trace.firstArgument(of: call) {
            return ids
        }
        let runtime = trace.runtime(at: max(0, cursor))
        for frame in frames() {
            let call = trace.calls[frame.call]
            if case .recognizer(let id) = call.receiver { return runtime.recognizer(id).touches }
            if call.body.method.isTouches, case .touches(let ids)? = trace.firstArgument(of: call) { return ids }
        }
        return []
    }

    /// Each recognizer that sees the stopped method's touches, in the order the touches list
    /// them, with its state at the cursor; empty outside touches… and recognizer methods.
    public func recognizersAtStop() -> [(id: RecognizerID, name: String, state: RecognizerState)] {
        let ids = touchesAtStop()
        guard !ids.isEmpty else { return [] }
        let runtime = trace.runtime(at: max(0, cursor))
        var seen: [RecognizerID] = []
        for touch in runtime.touches where ids.contains(touch.id) {
            for r in touch.recognizers where !seen.contains(r) && trace.scene.contains(r) { seen.append(r) }
        }
        return seen.map { ($0, trace.scene.recognizer($0).name, runtime.recognizer($0).state) }
    }

    /// The phases of the stopped method's touches that recognizers still hold back from their
    /// views at the cursor, each with the recognizers holding it; nil when nothing is held.
    /// A phase no recognizer holds any more (the one that held it has just decided, and UIKit
    /// has not yet sent or dropped it) names the recognizers that held it, `decided` true.
    public func heldBackAtStop() -> [(phase: TouchPhase, holders: [String], decided: Bool)]? {
        let ids = touchesAtStop()
        let runtime = trace.runtime(at: max(0, cursor))
        let scene = trace.scene
        let out = runtime.touches.filter { ids.contains($0.id) }.flatMap { touch in
            runtime.heldBack(touch, in: scene).map { held -> (phase: TouchPhase, holders: [String], decided: Bool) in
                guard held.holders.isEmpty else { return (held.phase, held.holders.map { scene.recognizer($0).name }, false) }
                let delaying = touch.recognizers.filter { r in
                    scene.contains(r) && (held.phase == .began ? scene.recognizer(r).delaysTouchesBegan : scene.recognizer(r).delaysTouchesEnded)
                }
                return (held.phase, delaying.map { scene.recognizer($0).name }, true)
            }
        }
        return out.isEmpty ? nil : out
    }
}
