import HitLabModel
import HitLabScript
/// The way in to delivery: carries touch input through a simulated UIKit (an
/// `EventDispatcher` per call, on a deep stack) and returns the recorded `Trace` with the
/// runtime state it ends in. A session passes its runtime state in and keeps what comes out,
/// so fingers stay down between commands; the plain forms start with nothing on the glass.
public struct TouchPipeline: Sendable {
    public let scene: Scene
    public let classes: ClassTable
    public var options: DeliveryOptions
    /// The SwiftUI content kept between deliveries (a session passes its own): a touch on a
    /// host whose body, frame, classes and state are as before does not evaluate it again.
    public let swiftUICache: SwiftUIContentCache

    public init(scene: Scene, classes: ClassTable, options: DeliveryOptions = DeliveryOptions(),
                swiftUICache: SwiftUIContentCache = SwiftUIContentCache()) {
        self.scene = scene
        self.classes = classes
        self.options = options
        self.swiftUICache = swiftUICache
    }

    /// One finger down and up at a window point, on an empty glass.
    public func tap(at point: Point, clock: inout SimulatedClock) -> DeliveryResult {
        deliver(TouchInput.tap(at: point), clock: &clock)
    }

    /// Delivers a sequence of hardware events on an empty glass; each inner list is one
    /// event's fingers.
    public func deliver(_ events: [[TouchInput]], clock: inout SimulatedClock) -> DeliveryResult {
        var runtime = RuntimeState()
        return deliver(events, runtime: &runtime, clock: &clock, settle: 1)
    }

    /// Delivers hardware events starting from `runtime` (the touches already down). The first
    /// event happens at the clock's time, the rest `eventInterval` apart; the clock ends at the
    /// last one. `runtime` changes only when the delivery ran without error.
    /// `settle` seconds after the last event, recognizers' timers that come due fire too (a
    /// double-tap recognizer giving up after a single tap), within the same recording.
    public func deliver(_ events: [[TouchInput]], runtime: inout RuntimeState, clock: inout SimulatedClock, settle: Double = 0) -> DeliveryResult {
        run(runtime: &runtime, clock: &clock) { dispatcher, now throws(ScriptError) in
            let last = try dispatcher.deliver(events, at: now)
            if settle > 0 { try dispatcher.advance(to: last + settle) }
            return last
        }
    }

    /// Simulated time passes from the last event (`SimulatedClock.waitStart`): recognizers'
    /// timers that come due fire (a long press begins).
    public func wait(_ seconds: Double, runtime: inout RuntimeState, clock: inout SimulatedClock) -> DeliveryResult {
        let end = SimulatedTime.exact(clock.waitStart + seconds)
        return run(runtime: &runtime, clock: &clock) { dispatcher, _ throws(ScriptError) in
            try dispatcher.advance(to: end)
            return end
        }
    }

    /// The system cancels the touches of `fingers`: touchesCancelled on their views.
    public func cancel(fingers: [Int], runtime: inout RuntimeState, clock: inout SimulatedClock) -> DeliveryResult {
        run(runtime: &runtime, clock: &clock) { dispatcher, now throws(ScriptError) in
            try dispatcher.cancel(fingers: fingers, at: now)
            return now
        }
    }

    /// Apple Pencil's real force arrives for the touches with these ids that were delivered
    /// with an estimate (on the glass or lifted); `force` nil: no update is coming after all.
    public func updateEstimates(of touches: [Int], force: Double?, runtime: inout RuntimeState, clock: inout SimulatedClock) -> DeliveryResult {
        run(runtime: &runtime, clock: &clock) { dispatcher, now throws(ScriptError) in
            try dispatcher.updateEstimates(of: touches, force: force, at: now)
            return now
        }
    }

    /// An event with no position, to the first responder (or the key window); `returned` in the
    /// result is the responder that got it first.
    public func positionless(_ calls: [(method: MethodKind, arguments: [Value], phase: TouchPhase)], type: String, subtype: String?,
                             runtime: inout RuntimeState, clock: inout SimulatedClock) -> DeliveryResult {
        var target: Responder?
        var result = run(runtime: &runtime, clock: &clock) { dispatcher, now throws(ScriptError) in
            target = try dispatcher.positionless(calls, type: type, subtype: subtype, at: now)
            return now + Double(calls.count - 1) * options.eventInterval
        }
        result.returned = target.map { .object($0) }
        return result
    }

    /// A method sent to a responder from the prompt; `returned` in the result is its answer.
    public func message(_ method: MethodKind, to receiver: Responder, arguments: [Value] = [],
                        runtime: inout RuntimeState, clock: inout SimulatedClock) -> DeliveryResult {
        var answer: Value?
        var result = run(runtime: &runtime, clock: &clock) { dispatcher, now throws(ScriptError) in
            answer = try dispatcher.message(method, to: receiver, arguments, at: now)
            return now
        }
        result.returned = answer
        return result
    }

    /// Only the hit test a new touch at `point` would run; no touches are delivered.
    public func hitTest(at point: Point, clock: SimulatedClock, runtime: RuntimeState = RuntimeState()) -> DeliveryResult {
        var unchanged = runtime, time = clock
        var result = run(runtime: &unchanged, clock: &time) { dispatcher, now throws(ScriptError) in
            _ = try dispatcher.hitTestOnly(at: point, time: now)
            return now
        }
        result.isHitTestOnly = true
        return result
    }

    private func run(runtime: inout RuntimeState, clock: inout SimulatedClock,
                     _ body: (EventDispatcher, Double) throws(ScriptError) -> Double) -> DeliveryResult {
        options.interruption.clear()
        let start = runtime, now = clock.now
        let (result, end, last) = DeepStack.run { () -> (DeliveryResult, RuntimeState, Double) in
            let dispatcher = EventDispatcher(scene: scene, classes: classes, options: options, runtime: start, swiftUICache: swiftUICache)
            var error: ScriptError?
            var last = now
            do throws(ScriptError) {
                last = try body(dispatcher, now)
            } catch let e {
                error = e
            }
            let hits = dispatcher.hits
            var result = DeliveryResult(trace: dispatcher.trace, hits: hits, error: error)
            result.swiftUIHits = dispatcher.swiftUIHits
            return (result, dispatcher.runtime, last)
        }
        if result.error == nil {
            runtime = end
            clock.advance(by: last - clock.now)
        }
        return result
    }
}
