import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// What the touch commands share about the fingers on the glass: naming them, choosing free
/// ones, lifting them when the scene is replaced, and the line that says where each one is.
extension Session {
    /// The fingers a command may use: 1 to 10, as on a real screen.
    static let fingerRange = 1...10

    /// `finger 1`, `fingers 1 and 2`, `fingers 1, 2 and 3`.
    static func fingerList(_ fingers: [Int]) -> String {
        let names = fingers.map(String.init)
        guard names.count > 1 else { return "finger " + (names.first ?? "") }
        return "fingers " + names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// `n` fingers that are not down, lowest first; an error when there are not that many.
    func freeFingers(_ n: Int) throws(CommandError) -> [Int] {
        let down = Set(state.runtime.fingers)
        let free = Self.fingerRange.filter { !down.contains($0) }
        guard free.count >= n else {
            throw CommandError("\(n) more finger\(n == 1 ? "" : "s") would make more than 10 on the glass (\(Self.fingerList(state.runtime.fingers)) are down): `touch up all` lifts them")
        }
        return Array(free.prefix(n))
    }

    /// Lifts every finger without delivering anything, for a command that replaces the scene;
    /// the sentence says so (nil when no finger was down).
    func liftAllFingersNote(_ why: String) -> String? {
        let fingers = state.runtime.fingers
        // Lifted pencil touches still waiting for an update belong to the old scene too.
        if !fingers.isEmpty || !state.runtime.awaitingUpdates.isEmpty { state.runtime.clearTouches() }
        guard !fingers.isEmpty else { return nil }
        return "(\(Self.fingerList(fingers)) \(fingers.count == 1 ? "was" : "were") lifted without delivering anything: \(why))"
    }

    /// Where a touch is bound: its view, or why it reaches nobody.
    func describeBinding(_ touch: Touch, in scene: Scene) -> String {
        guard let view = touch.view else { return "no view (\(style.language.words.everyViewRefused))" }
        let name = scene.contains(view) ? scene[view].name : "<removed>"
        switch touch.withheld {
        case nil: return name
        case .multipleTouchDisabled(_, let holder)?:
            return "\(name), not delivered: \(name) has multitouch off and already holds finger \(holder)"
        case .exclusiveTouch(let exclusive)?:
            let other = scene.contains(exclusive) ? scene[exclusive].name : "<removed>"
            return other == name ? "\(name), not delivered: \(name) is exclusive-touch and another view holds a touch"
                : "\(name), not delivered: \(other) is exclusive-touch and holds a touch"
        }
    }

    /// The fingers still down after a touch command, one short line.
    func fingersDownLine() -> String {
        // A lifted finger whose touchesEnded a recognizer still holds back is not down.
        let touches = state.runtime.touches.filter { !$0.phase.isFinal }
        guard !touches.isEmpty else { return "no fingers down" }
        let scene = state.runtime.scene(over: state.scene)
        return "down: " + touches.map { t in
            "\(t.finger) on " + (t.view.map { scene.contains($0) ? scene[$0].name : "<removed>" } ?? "nothing")
        }.joined(separator: ", ")
    }
}

extension RuntimeState {
    /// What recognizers do to the touch's messages to its view, for `touch list` and the trace
    /// page's glass panel: ` · touchesBegan held back by S.delayedTouchesBeganGestureRecognizer`
    /// (a scroll view's content-touch delay, reference §11.2), ` · cancelled for its view`.
    func heldNote(_ touch: Touch, in scene: Scene) -> String {
        if touch.cancelledForView { return " · cancelled for its view (a recognizer took it)" }
        return heldBack(touch, in: scene).map { held in
            " · \(MethodKind.touches(for: held.phase).rawValue) held back" + (held.holders.isEmpty ? "" : " by " + held.holders.map { scene.recognizer($0).name }.joined(separator: ", "))
        }.joined()
    }
}
