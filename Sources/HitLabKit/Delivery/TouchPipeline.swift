/// Carries hardware touch events through a simulated UIKit, recording everything in a
/// `Trace`: the system stages, the window's hit test for each new touch (which fixes the
/// touch's view for its lifetime), then UIApplication/UIWindow.sendEvent and the touches
/// methods on each touch's view, which pass them up the responder chain by default.
public struct TouchPipeline: Sendable {
    public let scene: Scene
    public let classes: ClassTable
    public var options: DeliveryOptions

    public init(scene: Scene, classes: ClassTable, options: DeliveryOptions = DeliveryOptions()) {
        self.scene = scene
        self.classes = classes
        self.options = options
    }

    /// One finger down and up at a window point.
    public func tap(at point: Point, clock: inout SimulatedClock) -> DeliveryResult {
        deliver(TouchInput.tap(at: point), clock: &clock)
    }

    /// Only the hit test a new touch at `point` would run; no touches are delivered.
    public func hitTest(at point: Point, clock: SimulatedClock) -> DeliveryResult {
        options.interruption.clear()
        return DeepStack.run {
            let recorder = TraceRecorder(scene: scene)
            let touch = Touch(id: 0, phase: .began, location: point, timestamp: clock.now)
            let event = Event(timestamp: clock.now, touches: [touch])
            var steps = 0
            let outcome = findView(for: touch, event: event, recorder: recorder, steps: &steps)
            var result = DeliveryResult(trace: recorder.trace, hitViews: [0: outcome.view], error: outcome.error)
            result.isHitTestOnly = true
            return result
        }
    }

    /// Delivers a sequence of hardware events; each inner list is one event's fingers.
    public func deliver(_ events: [[TouchInput]], clock: inout SimulatedClock) -> DeliveryResult {
        var localClock = clock
        options.interruption.clear()
        let result = DeepStack.run { run(events, clock: &localClock) }
        clock = localClock
        return result
    }

    private func run(_ events: [[TouchInput]], clock: inout SimulatedClock) -> DeliveryResult {
        let recorder = TraceRecorder(scene: scene)
        var live: [Int: Touch] = [:]            // finger → touch
        var order: [Int] = []                   // fingers in the order they went down
        var hitViews: [Int: ViewID?] = [:]
        var steps = 0
        var nextTouchID = 0

        for (n, inputs) in events.enumerated() where !inputs.isEmpty {
            let time = n == 0 ? clock.now : clock.advance(by: options.eventInterval)
            let mainPhase = inputs[0].phase
            if options.showsSystemPhases {
                for phase in [Phase.hardware, .routing, .eventQueue] { recorder.phase(phase, mainPhase) }
            }
            // Update the touches this event reports; a new one is hit-tested once, now.
            for input in inputs {
                if input.phase == .began || live[input.finger] == nil {
                    var touch = Touch(id: nextTouchID, phase: .began, location: input.location, timestamp: time)
                    nextTouchID += 1
                    order.append(input.finger)
                    var all = order.compactMap { live[$0] }
                    all.append(touch)
                    let outcome = findView(for: touch, event: Event(timestamp: time, touches: all), recorder: recorder, steps: &steps)
                    touch.view = outcome.view
                    hitViews[input.finger] = outcome.view
                    live[input.finger] = touch
                    if let error = outcome.error { return DeliveryResult(trace: recorder.trace, hitViews: hitViews, error: error) }
                } else {
                    live[input.finger]!.previousLocation = live[input.finger]!.location
                    live[input.finger]!.location = input.location
                    live[input.finger]!.phase = input.phase
                    live[input.finger]!.timestamp = time
                }
            }
            let reported = Set(inputs.map(\.finger))
            for finger in order where !reported.contains(finger) { live[finger]?.phase = .stationary }
            let event = Event(timestamp: time, touches: order.compactMap { live[$0] })

            recorder.phase(.sendEvent, mainPhase)
            if let error = sendTouches(event, recorder: recorder, steps: &steps) {
                return DeliveryResult(trace: recorder.trace, hitViews: hitViews, error: error)
            }
            for finger in order where live[finger]?.phase == .ended || live[finger]?.phase == .cancelled {
                live[finger] = nil
            }
            order.removeAll { live[$0] == nil }
        }
        return DeliveryResult(trace: recorder.trace, hitViews: hitViews, error: nil)
    }

    /// The window's hit test for a new touch, run `hitTestPasses` times; the last answer wins.
    private func findView(for touch: Touch, event: Event, recorder: TraceRecorder, steps: inout Int) -> (view: ViewID?, error: ScriptError?) {
        var found: ViewID?
        for _ in 0..<max(1, options.hitTestPasses) {
            recorder.phase(.hitTest, .began)
            let interpreter = makeInterpreter(event, recorder, steps)
            defer { steps = interpreter.steps }
            do {
                let windowPoint = scene.convert(touch.location, from: nil, to: scene.window)
                let answer = try interpreter.call(.hitTest, on: .view(scene.window), arguments: [.point(windowPoint), .event])
                if case .object(.view(let id)) = answer { found = id } else { found = nil }
            } catch {
                recorder.failed(error)
                return (nil, error)
            }
        }
        return (found, nil)
    }

    /// UIWindow.sendEvent: each view gets one call per phase with its own touches of that phase.
    private func sendTouches(_ event: Event, recorder: TraceRecorder, steps: inout Int) -> ScriptError? {
        var groups: [(view: ViewID, phase: TouchPhase, ids: [Int])] = []
        for touch in event.touches where touch.phase != .stationary {
            guard let view = touch.view else { continue }
            if let i = groups.firstIndex(where: { $0.view == view && $0.phase == touch.phase }) {
                groups[i].ids.append(touch.id)
            } else {
                groups.append((view, touch.phase, [touch.id]))
            }
        }
        for group in groups {
            recorder.phase(.delivery, group.phase)
            let interpreter = makeInterpreter(event, recorder, steps)
            defer { steps = interpreter.steps }
            do {
                _ = try interpreter.call(Self.method(for: group.phase), on: .view(group.view), arguments: [.touches(group.ids), .event])
            } catch {
                recorder.failed(error)
                return error
            }
        }
        return nil
    }

    private func makeInterpreter(_ event: Event, _ recorder: TraceRecorder, _ stepsUsed: Int) -> Interpreter {
        recorder.begin(event)
        let interpreter = Interpreter(scene: scene, event: event, classes: classes, limits: options.limits, observer: recorder, stepsUsed: stepsUsed)
        interpreter.interruption = options.interruption
        return interpreter
    }

    static func method(for phase: TouchPhase) -> MethodKind {
        switch phase {
        case .began: return .touchesBegan
        case .moved, .stationary: return .touchesMoved
        case .ended: return .touchesEnded
        case .cancelled: return .touchesCancelled
        }
    }
}
