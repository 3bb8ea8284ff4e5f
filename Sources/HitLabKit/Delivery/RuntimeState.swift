import HitLabModel
import HitLabScript
/// What changes while touches are delivered, kept beside the scene the learner built: the
/// touches on the glass (which stay down between commands), the view properties bodies set,
/// and the last finished tap (for counting quick taps). It changes only by applying
/// `StateChange`s, the same ones a trace records.
public struct RuntimeState: Sendable, Equatable {
    /// The touches on the glass, in the order their fingers went down.
    public private(set) var touches: [Touch] = []
    /// View properties set by bodies, over the authored scene, by view and property.
    public private(set) var viewChanges: [ViewID: [ViewProperty: Value]] = [:]
    /// Each view's changed properties in the order of their last writes: frame, center, bounds
    /// and transform overlap (frame sets center and bounds.size), so replaying a view's last
    /// write of each in that order gives what the whole sequence of writes gave.
    private var viewChangeOrder: [ViewID: [ViewProperty]] = [:]
    /// The last touch that ended (not cancelled): where, when, and its tap count.
    private(set) var lastTap: FinishedTap?
    /// The id the next new touch gets.
    public private(set) var nextTouchID = 0
    /// The application's first responder: where events with no position go first.
    public private(set) var firstResponder: Responder?
    /// Who last moved each view a learner's body moved (its place is in `viewChanges`).
    public private(set) var movers: [ViewID: ViewMover] = [:]
    /// The gesture recognizers that are doing something (the rest are possible and idle).
    public private(set) var recognizers: [RecognizerID: RecognizerRuntime] = [:]
    /// Pencil touches that have left the glass while UIKit still expects the real value of an
    /// estimate: updates often arrive after the touch ended. Oldest first.
    public private(set) var awaitingUpdates: [Touch] = []
    /// The estimationUpdateIndex the next estimate gets.
    public private(set) var nextEstimationUpdateIndex = 1
    /// Each hosting view's `@State` and `@GestureState` values that closures and gestures set
    /// (a variable not here has the first value its body gives it).
    public private(set) var swiftUIStates: [ViewID: [String: Value]] = [:]
    /// The SwiftUI gestures competing for the current touches, kept between commands (a
    /// double tap's second tap, a drag over several `touch move`s).
    public private(set) var swiftUIGestures: SwiftUIGestureSession?
    /// How far each SwiftUI `ScrollView` or `List` was scrolled, by host and name (absent: 0).
    public private(set) var swiftUIScrollOffsets: [ViewID: [String: Double]] = [:]

    /// The `@State` and `@GestureState` values closures and gestures set on hosting view
    /// `host`, by name; the rest are the first values its body gives (`SwiftUIContent.Host.state`
    /// has them all). `p HOST.VAR` reads this.
    public func swiftUIState(host: ViewID) -> [String: Value] { swiftUIStates[host] ?? [:] }

    /// A recognizer's runtime state (idle when it has none).
    public func recognizer(_ id: RecognizerID) -> RecognizerRuntime { recognizers[id] ?? RecognizerRuntime() }

    public init() {}

    /// Two taps count as one multi-tap when the second begins within this many seconds of the
    /// first one's end, and within `tapSlop` points of it. UIKit does not document its
    /// thresholds; these are UITapGestureRecognizer's defaults for a double tap.
    public static let tapInterval = 0.35
    public static let tapSlop = 45.0

    /// A finished tap as the next touch's tap count reads it: where and when it ended, and its count.
    struct FinishedTap: Sendable, Equatable {
        let location: Point
        let time: Double
        let count: Int
    }

    /// The finger's touch that is on the glass (not one whose end a recognizer still holds back
    /// from its view: that finger has already lifted).
    public func touch(finger: Int) -> Touch? { touches.first { $0.finger == finger && !$0.phase.isFinal } }

    /// A touch by its id, finished or not.
    public func touch(id: Int) -> Touch? { touches.first { $0.id == id } }

    /// The touches an event at `time` carries: those on the glass and those that end in it, not
    /// the finished ones a recognizer still holds back from their views since an earlier event.
    public func touches(inEventAt time: Double) -> [Touch] {
        touches.filter { !$0.phase.isFinal || $0.timestamp == time }
    }

    /// Whether recognizer `id` holds this phase of its touches back from their views now: it is
    /// still possible and delays the phase (delaysTouchesBegan / delaysTouchesEnded), or waits
    /// on a failure requirement (reference §5.2).
    public func holdsBack(_ id: RecognizerID, _ phase: TouchPhase, in scene: Scene) -> Bool {
        guard scene.contains(id) else { return false }
        let state = recognizer(id)
        guard state.state == .possible else { return false }
        if state.pending != nil { return true }
        let r = scene.recognizer(id)
        return phase == .began ? r.delaysTouchesBegan : phase == .ended ? r.delaysTouchesEnded : false
    }

    /// The phases of `touch` held back from its view, each with the recognizers holding it.
    public func heldBack(_ touch: Touch, in scene: Scene) -> [(phase: TouchPhase, holders: [RecognizerID])] {
        guard !touch.cancelledForView else { return [] }
        return touch.delayedPhases.map { phase in (phase, touch.recognizers.filter { holdsBack($0, phase, in: scene) }) }
    }

    /// The touches of `finger` whose estimates still expect an update, oldest first: on the
    /// glass, ended but held back from their views, or lifted.
    public func touchesExpectingUpdates(finger: Int) -> [Touch] {
        (touches + awaitingUpdates).filter { $0.finger == finger && $0.expectsUpdate }.sorted { $0.id < $1.id }
    }

    /// The fingers on the glass, in the order they went down.
    public var fingers: [Int] { touches.filter { !$0.phase.isFinal }.map(\.finger) }

    /// The tap count a touch beginning at `location` and `time` gets. A touch that ended counts
    /// even while a recognizer still holds its end back from its view: `UITouch.tapCount` is the
    /// finger's count on the glass, so a control's `touchDownRepeat` (tapCount > 1) does not wait
    /// for the view to hear of the end.
    func tapCount(at location: Point, time: Double) -> Int {
        let held = touches.filter { $0.phase == .ended }.max { $0.timestamp < $1.timestamp }
            .map { FinishedTap(location: $0.location, time: $0.timestamp, count: $0.tapCount) }
        let latest = [lastTap, held].compactMap { $0 }.max { $0.time < $1.time }
        guard let last = latest, time - last.time <= Self.tapInterval,
              hypot(location.x - last.location.x, location.y - last.location.y) <= Self.tapSlop else { return 1 }
        return last.count + 1
    }

    public mutating func apply(_ change: StateChange) {
        switch change {
        case .touchBegan(let touch):
            touches.append(touch)
            nextTouchID = max(nextTouchID, touch.id + 1)
            if let pencil = touch.pencil { nextEstimationUpdateIndex = max(nextEstimationUpdateIndex, pencil.updateIndex + 1) }
        case .touchChanged(let touch):
            if let i = touches.firstIndex(where: { $0.id == touch.id }) {
                touches[i] = touch
            } else if let i = awaitingUpdates.firstIndex(where: { $0.id == touch.id }) {
                // A lifted touch's update: once nothing more is expected, UIKit is done with it.
                if touch.expectsUpdate { awaitingUpdates[i] = touch } else { awaitingUpdates.remove(at: i) }
            }
        case .touchLifted(let finger):
            // The finger's finished touch leaves (a touch still on the glass never does).
            guard let i = touches.firstIndex(where: { $0.finger == finger && $0.phase.isFinal }) else { return }
            let touch = touches.remove(at: i)
            if touch.phase == .ended { lastTap = FinishedTap(location: touch.location, time: touch.timestamp, count: touch.tapCount) }
            if touch.expectsUpdate { awaitingUpdates.append(touch) }
        case .viewProperty(let view, let property, let value):
            viewChanges[view, default: [:]][property] = value
            viewChangeOrder[view, default: []].removeAll { $0 == property }
            viewChangeOrder[view, default: []].append(property)
        case .movedBy(let view, let mover):
            movers[view] = mover
        case .firstResponder(let r):
            firstResponder = r
        case .recognizer(let id, let r):
            recognizers[id] = r == RecognizerRuntime() ? nil : r
        case .swiftUIState(let host, let name, let value):
            // `.void`: back to the first value the body gives it (a @GestureState's reset).
            swiftUIStates[host, default: [:]][name] = value == .void ? nil : value
        case .swiftUIGestures(let session):
            swiftUIGestures = session
        case .swiftUIScroll(let host, let name, let offset):
            swiftUIScrollOffsets[host, default: [:]][name] = offset
        }
    }

    /// The scene as the methods see it: the authored scene with the properties bodies set.
    public func scene(over authored: Scene) -> Scene {
        guard !viewChanges.isEmpty else { return authored }
        var scene = authored
        for id in viewChanges.keys { applyChanges(of: id, to: &scene) }
        return scene
    }

    /// The view as it stands: what bodies set on view `id`, replayed over `scene` in the order
    /// of their last writes, so a scene edit of the view starts from it (UIKit changes one
    /// property and keeps what a gesture scrolled or moved).
    public func applyChanges(of id: ViewID, to scene: inout Scene) {
        guard let changes = viewChanges[id], scene.contains(id) else { return }
        for property in viewChangeOrder[id] ?? [] { scene.replay(property, of: id, to: changes[property]!) }
    }

    /// Forgets what bodies set on a view (the learner's own `set` wins over it), or on every
    /// view that no longer exists.
    public mutating func forgetViewChanges(of view: ViewID? = nil, in scene: Scene) {
        if let view { viewChanges[view] = nil; viewChangeOrder[view] = nil; movers[view] = nil }
        viewChanges = viewChanges.filter { scene.contains($0.key) }
        movers = movers.filter { scene.contains($0.key) }
        viewChangeOrder = viewChangeOrder.filter { scene.contains($0.key) }
        swiftUIStates = swiftUIStates.filter { scene.contains($0.key) && scene[$0.key].kind == .hostingView }
        swiftUIScrollOffsets = swiftUIScrollOffsets.filter { scene.contains($0.key) && scene[$0.key].kind == .hostingView }
        // A first responder that left the scene is first responder no more.
        if let r = firstResponder, !scene.contains(r) { firstResponder = nil }
    }

    /// Lifts every finger without delivering anything (a new scene, a reset).
    public mutating func clearTouches() {
        touches.removeAll()
        awaitingUpdates.removeAll()
        recognizers.removeAll()
        swiftUIGestures = nil
    }
}

#if canImport(Glibc)
import Glibc
#endif
