import HitLabModel
import HitLabScript
/// UIKit's event pipeline for one delivering command, one method per stage: the system stages
/// (digitizer, backboardd, the event-fetch thread), the window's hit test for each new touch
/// (which fixes the touch's view and window), `UIApplication.sendEvent`, `UIWindow.sendEvent`,
/// and the touches… call on each view for each phase. It owns the touch registry (the runtime
/// state) and changes it only through records in the trace, so the debugger can show it as of
/// any moment. Each stage writes its own record, so `break phase` can stop at it.
///
/// Runs inside `DeepStack.run`; one dispatcher serves one command and is then discarded.
final class EventDispatcher {
    /// The scene as methods see it (the authored scene with the properties bodies set); a
    /// body's property write changes it for every later call.
    var scene: Scene
    let classes: ClassTable
    let options: DeliveryOptions
    let recorder: TraceRecorder
    /// The touches on the glass and what bodies set, as of now.
    var runtime: RuntimeState
    /// The view each new touch was bound to, by finger, in the order the touches began.
    private(set) var hits: [(finger: Int, view: ViewID?)] = []
    private var steps = 0
    /// The time of the hardware event being sent, while it is: a touch that began in it has
    /// not reached its view while the recognizers see it.
    var eventInFlight: Double?
    /// The recognizers whose own methods are running as UIKit updates them, and what their
    /// state changes did so far: the action goes out once, when the update is over
    /// (`EventDispatcher.update(_:_:_:)`).
    var updates: [RecognizerID: RecognizerUpdate] = [:]
    /// The SwiftUI content of the scene's hosting views, taken from `swiftUICache` (or evaluated
    /// and laid out) the first time a touch lands on one.
    var swiftUIContent: SwiftUIContent?
    let swiftUICache: SwiftUIContentCache
    /// What SwiftUI's hit-test found for each new touch that UIKit gave a hosting view.
    var swiftUIHits: [SwiftUIHit] = []

    init(scene authored: Scene, classes: ClassTable, options: DeliveryOptions, runtime: RuntimeState,
         swiftUICache: SwiftUIContentCache = SwiftUIContentCache()) {
        let effective = runtime.scene(over: authored)
        self.swiftUICache = swiftUICache
        self.scene = effective
        self.classes = classes
        self.options = options
        self.runtime = runtime
        self.recorder = TraceRecorder(scene: effective, runtime: runtime)
    }

    var trace: Trace { recorder.trace }

    // MARK: Entry points

    /// Delivers hardware events in order, the first at `time`, the rest `eventInterval` apart;
    /// returns the time of the last one.
    func deliver(_ events: [[TouchInput]], at time: Double) throws(ScriptError) -> Double {
        var now = time
        for (n, inputs) in events.enumerated() where !inputs.isEmpty {
            if n > 0 { now = SimulatedTime.exact(now + options.eventInterval) }
            try hardwareEvent(inputs, at: now)
        }
        return now
    }

    /// The system cancels touches (an incoming call, a view removed from its window): each gets
    /// touchesCancelled on its view, then leaves the glass.
    func cancel(fingers: [Int], at time: Double) throws(ScriptError) {
        let cancelled = runtime.touches.filter { fingers.contains($0.finger) }
        guard !cancelled.isEmpty else { return }
        for var touch in cancelled {
            touch.previousLocation = touch.location
            touch.phase = .cancelled
            touch.timestamp = time
            change(.touchChanged(touch))
        }
        markStationary(except: Set(fingers))
        let event = currentEvent(at: time)
        try applicationSendEvent(event, .cancelled)
        try cancelSwiftUIGestures(fingers: fingers, at: time)
        try liftFinishedTouches(at: time)
    }

    /// An event with no position (a shake, a key press, a remote-control command): each call
    /// goes to the first responder, or to the key window when there is none, which pass it up
    /// the responder chain unless they handle it. Returns who got it first.
    func positionless(_ calls: [(method: MethodKind, arguments: [Value], phase: TouchPhase)], type: String, subtype: String?,
                      at time: Double) throws(ScriptError) -> Responder {
        let target = runtime.firstResponder ?? .view(scene.window)
        for (n, c) in calls.enumerated() {
            let event = Event(timestamp: SimulatedTime.exact(time + Double(n) * options.eventInterval), touches: runtime.touches, type: type, subtype: subtype)
            recorder.phase(.sendEvent, c.phase)
            recorder.phase(.firstResponder, c.phase)
            _ = try call(c.method, on: target, c.arguments, event)
        }
        return target
    }

    /// A method sent to one responder from the prompt (`become`, `resign`, `send`), outside
    /// any event; returns what it returned.
    func message(_ method: MethodKind, to receiver: Responder, _ arguments: [Value], at time: Double) throws(ScriptError) -> Value {
        try call(method, on: receiver, arguments, Event(timestamp: time, touches: runtime.touches))
    }

    /// Only the hit test a new touch at `point` would run; nothing is delivered or changed.
    func hitTestOnly(at point: Point, time: Double) throws(ScriptError) -> ViewID? {
        let touch = Touch(id: runtime.nextTouchID, phase: .began, location: point, timestamp: time)
        let found = try findView(for: touch, event: Event(timestamp: time, touches: runtime.touches + [touch]))
        hits.append((0, found.view))
        try hitSwiftUIContent(of: found.view, finger: 0, at: point, event: Event(timestamp: time, touches: runtime.touches + [touch]))
        return found.view
    }

    // MARK: Stages

    /// One report from the digitizer: every finger that went down, moved or lifted in it.
    private func hardwareEvent(_ inputs: [TouchInput], at time: Double) throws(ScriptError) {
        // Time passed since the last event: recognizers' timers that are due fire first.
        try fireTimers(upTo: time, beforeEvent: true)
        try fireSwiftUITimers(upTo: time)
        let mainPhase = inputs[0].phase
        systemStages(mainPhase)
        for input in inputs {
            if var touch = runtime.touch(finger: input.finger), input.phase != .began {
                touch.previousLocation = touch.location
                touch.location = input.location
                touch.phase = input.phase
                touch.timestamp = time
                change(.touchChanged(touch))
            } else {
                try beginTouch(finger: input.finger, at: input.location, pencilForce: input.pencilForce, time: time)
            }
        }
        markStationary(except: Set(inputs.map(\.finger)))
        eventInFlight = time
        defer { eventInFlight = nil }
        try applicationSendEvent(currentEvent(at: time), mainPhase)
        eventInFlight = nil
        try swiftUIGestures(inputs, at: time)
        try liftFinishedTouches(at: time)
        // A content-touch delay due at this very time fires now, after the event (DESIGN.md).
        try fireTimers(upTo: time)
    }

    /// The digitizer, backboardd choosing the app, and the app's event-fetch thread waking the
    /// main run loop: marks only, nothing of the app runs yet.
    private func systemStages(_ phase: TouchPhase) {
        guard options.showsSystemPhases else { return }
        for stage in [Phase.hardware, .routing, .eventFetch, .eventQueue] { recorder.phase(stage, phase) }
    }

    /// A new finger: UIKit makes a UITouch, hit-tests the windows for its view (once, now;
    /// the view never changes after this), and decides whether the view may receive it. An
    /// Apple Pencil touch lands with an estimated force and the next estimationUpdateIndex.
    private func beginTouch(finger: Int, at location: Point, pencilForce: Double?, time: Double) throws(ScriptError) {
        var touch = Touch(id: runtime.nextTouchID, finger: finger, phase: .began, location: location,
                          tapCount: runtime.tapCount(at: location, time: time), timestamp: time)
        touch.pencil = pencilForce.map { PencilEstimate(force: $0, updateIndex: runtime.nextEstimationUpdateIndex) }
        let found = try findView(for: touch, event: Event(timestamp: time, touches: runtime.touches(inEventAt: time) + [touch]))
        touch.view = found.view
        touch.window = found.window
        touch.withheld = found.view.flatMap { withholding(for: $0) }
        hits.append((finger, found.view))
        try hitSwiftUIContent(of: found.view, finger: finger, at: location, event: Event(timestamp: time, touches: runtime.touches(inEventAt: time) + [touch]))
        change(.touchBegan(touch))
        if let view = found.view { try attachRecognizers(to: touch, hitView: view, at: time) }
    }

    /// The hit test for a new touch: the windows from the front to the back, the first non-nil
    /// answer wins (that is how a pass-through overlay window lets touches through). Run
    /// `hitTestPasses` times, as UIKit may; the last answer counts.
    private func findView(for touch: Touch, event: Event) throws(ScriptError) -> (view: ViewID?, window: ViewID?) {
        var found: (view: ViewID?, window: ViewID?) = (nil, nil)
        for _ in 0..<max(1, options.hitTestPasses) {
            recorder.phase(.hitTest, .began)
            found = (nil, nil)
            for window in scene.windowsFrontToBack {
                let point = scene.convert(touch.location, from: nil, to: window)
                let answer = try call(.hitTest, on: .view(window), [.point(point), .event], event)
                if case .object(.view(let id)) = answer {
                    found = (id, window)
                    break
                }
            }
        }
        return found
    }

    /// Whether UIKit keeps the new touch from `view`: isMultipleTouchEnabled = NO and the view
    /// already has a touch; or an exclusive-touch view is involved (reference §4).
    private func withholding(for view: ViewID) -> TouchWithholding? {
        let window = scene.window(of: view)
        let live = runtime.touches.filter { $0.isDelivered && !$0.phase.isFinal && $0.window == window }
        if !scene[view].isMultipleTouchEnabled, let holder = live.first(where: { $0.view == view }) {
            return .multipleTouchDisabled(view: view, holder: holder.finger)
        }
        if let exclusive = live.first(where: { $0.view != view && scene[$0.view!].isExclusiveTouch }) {
            return .exclusiveTouch(view: exclusive.view!)
        }
        if scene[view].isExclusiveTouch, live.contains(where: { $0.view != view }) {
            return .exclusiveTouch(view: view)
        }
        return nil
    }

    /// UIApplication.sendEvent(_:), which hands the event to UIWindow.sendEvent(_:) of each
    /// window with touches in it; both are source the learner can read, break in and override.
    private func applicationSendEvent(_ event: Event, _ phase: TouchPhase) throws(ScriptError) {
        recorder.phase(.sendEvent, phase)
        _ = try call(.sendEvent, on: .application, [.event], event)
    }

    // MARK: Plumbing

    /// Every touch not reported in this event is stationary for it.
    private func markStationary(except reported: Set<Int>) {
        for var touch in runtime.touches where !reported.contains(touch.finger) && touch.phase != .stationary && !touch.phase.isFinal {
            touch.phase = .stationary
            change(.touchChanged(touch))
        }
    }

    /// Touches whose final phase was just delivered leave the glass.
    private func liftFinishedTouches(at time: Double) throws(ScriptError) {
        // A touch whose end a recognizer still holds back from its view stays until it is delivered.
        var lifted: TouchPhase?
        for touch in runtime.touches where touch.phase.isFinal && (touch.delayedPhases.isEmpty || touch.cancelledForView) {
            lifted = touch.phase
            change(.touchLifted(finger: touch.finger))
        }
        // Recognizers go back to Possible only when touches leave.
        if let lifted { try resetIdleRecognizers(phase: lifted, at: time) }
    }

    /// The event UIKit sends at `time`: a touch that ended in an earlier event is not in it,
    /// even while a recognizer still holds its touchesEnded back from the view (UIKit ends
    /// each touch once; the held phase reaches the view later, on its own).
    private func currentEvent(at time: Double) -> Event { Event(timestamp: time, touches: runtime.touches(inEventAt: time)) }

    func change(_ change: StateChange) {
        runtime.apply(change)
        recorder.stateChanged(change)
    }

    /// Runs one method through the interpreter, carrying the step budget and any property
    /// writes on to the next call.
    func call(_ method: MethodKind, on receiver: Responder, _ arguments: [Value], _ event: Event) throws(ScriptError) -> Value {
        try run(event) { interpreter throws(ScriptError) in try interpreter.call(method, on: receiver, arguments: arguments) }
    }

    /// Runs `body` on an interpreter recording into the trace, as every call from the pipeline does.
    func run(_ event: Event, _ body: (Interpreter) throws(ScriptError) -> Value) throws(ScriptError) -> Value {
        recorder.begin(event)
        let interpreter = Interpreter(scene: scene, event: event, classes: classes, limits: options.limits,
                                      observer: recorder, stepsUsed: steps, firstResponder: runtime.firstResponder)
        interpreter.interruption = options.interruption
        interpreter.host = self
        let changesBefore = recorder.trace.changes.count
        defer {
            steps = interpreter.steps
            scene = interpreter.scene
            // Property writes the body made are part of the runtime state from now on.
            for change in recorder.trace.changes[changesBefore...] {
                switch change {
                case .viewProperty, .movedBy, .firstResponder: runtime.apply(change)
                default: break
                }
            }
        }
        do {
            return try body(interpreter)
        } catch {
            recorder.failed(error)
            throw error
        }
    }
}
