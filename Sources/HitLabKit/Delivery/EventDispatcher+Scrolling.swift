import HitLabModel
import HitLabScript
/// A scroll view following its pan (reference §11.6): once the pan has begun, each change
/// sets contentOffset (bounds.origin) to where it was at the start minus the finger's whole
/// travel since touch-down (DESIGN.md: the 10-point hysteresis is not subtracted), per axis
/// the content can scroll, clamped to [0, contentSize − bounds.size]: no bounce, no
/// deceleration. The write is a recorded view change, so hit-testing, convert and the trace
/// follow the content.
extension EventDispatcher {
    func scrollFollowingPan(_ id: RecognizerID, _ interpreter: Interpreter?) throws(ScriptError) {
        let recognizer = scene.recognizer(id)
        guard recognizer.kind == .scrollViewPan else { return }
        var state = runtime.recognizer(id)
        guard state.state == .began || state.state == .changed, case .point(let start)? = state.values["start"],
              let touch = runtime.touches.first(where: { state.touches.contains($0.id) }) else { return }
        let view = interpreter?.scene[recognizer.view] ?? scene[recognizer.view]
        let origin: Point
        if case .point(let p)? = state.values["_startOffset"] {
            origin = p
        } else {
            origin = view.bounds.origin
            state.values["_startOffset"] = .point(origin)
            change(.recognizer(id, state))
        }
        let size = view.bounds.size, content = view.contentSize
        func follow(_ from: Double, _ travel: Double, _ content: Double, _ visible: Double) -> Double {
            guard content > visible else { return from }
            return min(max(from - travel, 0), content - visible)
        }
        let offset = Point(x: follow(origin.x, touch.location.x - start.x, content.width, size.width),
                           y: follow(origin.y, touch.location.y - start.y, content.height, size.height))
        guard offset != view.bounds.origin else { return }
        try setViewProperty(recognizer.view, ViewProperty(rawValue: "bounds")!, to: .rect(Rect(origin: offset, size: size)), by: interpreter)
    }
}
