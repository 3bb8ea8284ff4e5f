import HitLabModel
import HitLabScript
/// Gesture recognizers in the pipeline (reference §5), as UIKit coordinates them: which
/// recognizers see a touch (fixed when it begins), recognizers before views, the checks a
/// recognition passes (the views' and the delegate's shouldBegin, failure requirements,
/// exclusion), what cancelsTouchesInView and the two delays do to the views' touches, and the
/// timers. Each kind's own touch handling is UIKit source (`UIKitDefaults.recognizerSources`);
/// it changes state through `setRecognizerValue`, where these rules apply.
extension EventDispatcher: EventHost {
    // MARK: Which recognizers see a touch

    /// The recognizers of the hit view and each superview up to the window, deepest first,
    /// that are enabled and agree (`shouldReceive`) to receive the touch.
    func attachRecognizers(to touch: Touch, hitView: ViewID, at time: Double) throws(ScriptError) {
        var chosen: [RecognizerID] = []
        for view in scene.ancestors(of: hitView) {
            for id in scene[view].gestureRecognizers where scene.contains(id) && scene.recognizer(id).isEnabled {
                let answer = try call(.shouldReceive, on: .recognizer(id), [.touch(touch.id)], Event(timestamp: time, touches: runtime.touches))
                if answer == .bool(true) { chosen.append(id) }
            }
        }
        guard !chosen.isEmpty, var updated = runtime.touch(id: touch.id) else { return }
        updated.recognizers = chosen
        change(.touchChanged(updated))
        for id in chosen {
            var r = runtime.recognizer(id)
            r.touches.append(touch.id)
            change(.recognizer(id, r))
        }
        try addDynamicRequirements(among: chosen, Event(timestamp: time, touches: runtime.touches))
    }

    /// Failure requirements a recognizer's own methods add for this gesture: for two
    /// recognizers on the same touch, UIKit asks `a.shouldRequireFailure(of: b)` and
    /// `b.shouldBeRequiredToFail(by: a)` (and the delegate's versions); either yes makes `a`
    /// wait for `b` to fail, until the reset. UIKit asks every pair; HitLab asks a class that
    /// overrides one of them, since UIKit's own answer is no.
    private func addDynamicRequirements(among chosen: [RecognizerID], _ event: Event) throws(ScriptError) {
        for a in chosen {
            for b in chosen where a != b && !requirements(of: a).contains(b) {
                var yes = false
                if overrides(.shouldRequireFailureOf, a) {
                    yes = try call(.shouldRequireFailureOf, on: .recognizer(a), [.object(.recognizer(b))], event) == .bool(true)
                }
                if !yes, overrides(.shouldBeRequiredToFailBy, b) {
                    yes = try call(.shouldBeRequiredToFailBy, on: .recognizer(b), [.object(.recognizer(a))], event) == .bool(true)
                }
                guard yes else { continue }
                var r = runtime.recognizer(a)
                r.dynamicRequirements.append(b)
                change(.recognizer(a, r))
            }
        }
    }

    /// The recognizers `id` waits for to fail: `require … toFail` and those its methods added.
    func requirements(of id: RecognizerID) -> [RecognizerID] {
        (scene.recognizer(id).requiredToFail + runtime.recognizer(id).dynamicRequirements).filter { scene.contains($0) }
    }

    /// Whether the learner wrote `method` on the recognizer's class.
    private func overrides(_ method: MethodKind, _ id: RecognizerID) -> Bool {
        classes.override(method, of: scene.recognizer(id).name) != nil
    }

    // MARK: Recognizers first

    func updateGestureRecognizers(for event: Event, in window: ViewID, by interpreter: Interpreter) throws(ScriptError) {
        var order: [RecognizerID] = []
        var seen: Set<RecognizerID> = []
        for touch in event.touches where touch.window == window {
            for id in runtime.touch(id: touch.id)?.recognizers ?? [] where seen.insert(id).inserted { order.append(id) }
        }
        guard !order.isEmpty else { return }
        recorder.phase(.gestures, event.touches.first { $0.phase != .stationary }?.phase ?? .moved)
        for id in order where scene.contains(id) && !runtime.recognizer(id).state.isFinished {
            sample(id, event)
            try update(id, interpreter) { () throws(ScriptError) in
                for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
                    guard !runtime.recognizer(id).state.isFinished else { break }
                    let ids = event.touches.filter { $0.phase == phase && runtime.recognizer(id).touches.contains($0.id) }.map(\.id)
                    guard !ids.isEmpty else { continue }
                    _ = try interpreter.send(.touches(for: phase), to: .recognizer(id), arguments: [.touches(ids), .event])
                }
            }
        }
        try settle(interpreter, event)
    }

    /// Runs a recognizer's own methods for one update. A state they set takes effect at once
    /// (the methods read it back), but the action goes out once, after they return, with the
    /// state the recognizer then has: Apple's `UIGestureRecognizer.State` pages say it "sends
    /// its action message (or messages) at the next cycle of the run loop", and modern UIKit
    /// sends it from `_updateGestureForActiveEvents`, called by `_UIGestureEnvironmentUpdate`
    /// once the recognizer has had the event (reference §5.1), then cancels the views' touches
    /// (§5.2). UIKit's own kinds set at most one state per method, so they send as before.
    func update(_ id: RecognizerID, _ interpreter: Interpreter?, _ methods: () throws(ScriptError) -> Void) throws(ScriptError) {
        guard updates[id] == nil else { return try methods() }
        updates[id] = RecognizerUpdate()
        do { try methods() } catch {
            updates[id] = nil
            throw error
        }
        guard let done = updates.removeValue(forKey: id), done.changed, scene.contains(id) else { return }
        try stateChanged(id, recognized: done.recognized, interpreter)
    }

    func recognizerValue(_ id: RecognizerID, _ name: String) -> Value? {
        let r = runtime.recognizer(id)
        switch name {
        case "state": return .symbol(r.state.rawValue)
        case "deadline": return r.deadline.map { .double($0) }
        case "_contentView", "_contentIsTracking":
            // A scroll view's recognizers ask after the content view of their first touch.
            guard let touch = runtime.touches.first(where: { r.touches.contains($0.id) }), let view = touch.view else { return nil }
            if name == "_contentView" { return .object(.view(view)) }
            return .bool(touch.isDelivered && !touch.cancelledForView && !touch.delayedPhases.contains(.began))
        default: return r.values[name]
        }
    }

    func samples(of id: RecognizerID) -> [RecognizerSample] { runtime.recognizer(id).samples }

    /// Notes where the recognizer's fingers are when an event begins or moves one of them,
    /// before its source runs, so its action reads a velocity that includes this move.
    private func sample(_ id: RecognizerID, _ event: Event) {
        var r = runtime.recognizer(id)
        let mine = event.touches.filter { r.touches.contains($0.id) && !$0.phase.isFinal }
        guard mine.contains(where: { $0.phase == .began || $0.phase == .moved }) else { return }
        r.samples = Array((r.samples + [RecognizerSample(time: event.timestamp, locations: mine.map(\.location))]).suffix(2))
        change(.recognizer(id, r))
    }

    func liveTouches(of id: RecognizerID, in event: Event) -> [Touch] {
        let mine = runtime.recognizer(id).touches
        return event.touches.filter { mine.contains($0.id) && !$0.phase.isFinal }
    }

    func setRecognizerValue(_ id: RecognizerID, _ name: String, _ value: Value, by interpreter: Interpreter) throws(ScriptError) {
        var r = runtime.recognizer(id)
        switch name {
        case "state":
            guard case .symbol(let word) = value, let wanted = RecognizerState(rawValue: word) else {
                throw ScriptError(kind: .runtime, message: "state takes .possible, .began, .changed, .ended, .cancelled or .failed", position: nil)
            }
            try request(id, wanted, interpreter)
        case "deadline":
            r.deadline = value.number
            change(.recognizer(id, r))
        default:
            if case .nil = value { r.values[name] = nil } else { r.values[name] = value }
            change(.recognizer(id, r))
        }
    }

    // MARK: State changes

    /// A recognizer's source asks for a state; UIKit decides what happens (reference §5.3):
    /// a request that is not a transition is made into the one UIKit makes (`.changed` before
    /// `.began` begins it, `.failed` after it began cancels it) or ignored (any request once it
    /// ended, failed or was cancelled, until the reset). Discrete or continuous is whatever the
    /// states a source sets make it: `.ended` from Possible is a discrete recognition.
    private func request(_ id: RecognizerID, _ wanted: RecognizerState, _ interpreter: Interpreter) throws(ScriptError) {
        let current = runtime.recognizer(id).state
        let name = scene.recognizer(id).name
        guard !current.isFinished else {
            return note(id, wanted, "ignored: \(name) stays .\(current.rawValue) until its reset(), once its touches lift")
        }
        switch (current, wanted) {
        case (.possible, .began), (.possible, .ended):
            try attemptRecognition(id, wanted, interpreter)
        case (.possible, .changed):
            note(id, wanted, "before .began: UIKit makes it .began")
            try attemptRecognition(id, .began, interpreter)
        case (.possible, .failed):
            fail(id)
        case (.possible, .cancelled):
            note(id, wanted, "before it began: UIKit makes it .failed")
            fail(id)
        case (.began, .changed), (.changed, .changed), (.began, .began), (.changed, .began):
            if wanted == .began { note(id, wanted, "again: UIKit makes it .changed") }
            try setState(id, .changed, interpreter)
        case (_, .ended), (_, .cancelled):
            try setState(id, wanted, interpreter)
        case (_, .failed):
            note(id, wanted, "after it began: UIKit makes it .cancelled")
            try setState(id, .cancelled, interpreter)
        case (_, .possible):
            note(id, wanted, "ignored: UIKit makes a recognizer .possible itself, after its reset()")
        default:
            // Ended, cancelled and failed were answered above.
            break
        }
    }

    /// A line in the trace where UIKit changed or ignored what a recognizer the learner wrote
    /// asked for (UIKit's own kinds never ask for such a change).
    private func note(_ id: RecognizerID, _ wanted: RecognizerState, _ text: String) {
        let r = scene.recognizer(id)
        guard r.kind == .custom else { return }
        recorder.printed("\(r.name): state = .\(wanted.rawValue) \(text)", depth: recorder.openCalls)
    }

    /// Possible → recognized: the views of its touches and its own shouldBegin may veto it, a
    /// recognizer it requires to fail holds it back, and it excludes the others on its touches.
    private func attemptRecognition(_ id: RecognizerID, _ target: RecognizerState, _ interpreter: Interpreter?) throws(ScriptError) {
        let recognizer = scene.recognizer(id)
        // With cancelsTouchesInView the views of its touches are asked first; then the delegate.
        if recognizer.cancelsTouchesInView {
            var asked: [ViewID] = []
            for touch in runtime.touches where runtime.recognizer(id).touches.contains(touch.id) {
                guard let view = touch.view, scene.contains(view), !asked.contains(view) else { continue }
                asked.append(view)
                if try send(.gestureRecognizerShouldBegin, to: .view(view), [.object(.recognizer(id))], interpreter) != .bool(true) {
                    return fail(id)
                }
            }
        }
        if try send(.shouldBegin, to: .recognizer(id), [], interpreter) != .bool(true) { return fail(id) }
        // require(toFail:): wait while a required recognizer may still recognize.
        for required in requirements(of: id) {
            let state = runtime.recognizer(required)
            if state.state.hasRecognized { return fail(id) }
            if state.state == .possible && isActive(required) {
                var r = runtime.recognizer(id)
                r.pending = target
                change(.recognizer(id, r))
                return
            }
        }
        try exclude(others: id, interpreter)
        try setState(id, target, recognizes: true, interpreter)
    }

    /// By default two recognizers do not both recognize on the same touches: the others fail,
    /// or are cancelled if they had begun; unless either says they may be simultaneous, a
    /// failure requirement links them, or the other is a tap that needs more taps.
    private func exclude(others id: RecognizerID, _ interpreter: Interpreter?) throws(ScriptError) {
        let mine = Set(runtime.recognizer(id).touches)
        let me = scene.recognizer(id)
        // The scroll view's delaying recognizer prevents no other (its pan still scrolls the
        // touch whose delivery it refused: reference §11.3).
        if me.kind == .scrollViewDelay { return }
        for (other, state) in runtime.recognizers.sorted(by: { $0.key < $1.key }) where other != id && scene.contains(other) {
            guard !state.state.isFinished, !mine.isDisjoint(with: state.touches) else { continue }
            let them = scene.recognizer(other)
            if requirements(of: id).contains(other) || requirements(of: other).contains(id) { continue }
            // UITapGestureRecognizer's canPrevent: a tap never prevents a tap that needs more taps.
            if me.kind == .tap, them.kind == .tap, them.numberOfTapsRequired > me.numberOfTapsRequired { continue }
            // A class's own rules (canPrevent, canBePrevented); UIKit's base class says yes.
            guard try allows(.canPrevent, id, other, interpreter) else { continue }
            guard try allows(.canBePrevented, other, id, interpreter) else { continue }
            if try send(.shouldRecognizeSimultaneously, to: .recognizer(id), [.object(.recognizer(other))], interpreter) == .bool(true) { continue }
            if try send(.shouldRecognizeSimultaneously, to: .recognizer(other), [.object(.recognizer(id))], interpreter) == .bool(true) { continue }
            try setState(other, state.state == .possible ? .failed : .cancelled, excludedBy: id, interpreter)
        }
    }

    /// `a.method(b)` when a's class overrides it; UIKit's base answer (yes) otherwise, unasked.
    private func allows(_ method: MethodKind, _ a: RecognizerID, _ b: RecognizerID, _ interpreter: Interpreter?) throws(ScriptError) -> Bool {
        guard overrides(method, a) else { return true }
        return try send(method, to: .recognizer(a), [.object(.recognizer(b))], interpreter) == .bool(true)
    }

    /// Sets a state; what follows it happens now, or once the recognizer's update is over when
    /// its own methods set it (`update(_:_:_:)`).
    private func setState(_ id: RecognizerID, _ state: RecognizerState, recognizes: Bool = false, excludedBy: RecognizerID? = nil,
                          _ interpreter: Interpreter?) throws(ScriptError) {
        record(id, state, excludedBy: excludedBy)
        if var pending = updates[id] {
            pending.changed = true
            pending.recognized = pending.recognized || recognizes
            updates[id] = pending
            return
        }
        try stateChanged(id, recognized: recognizes, interpreter)
    }

    /// What UIKit does once a recognizer's state has changed, in its order (reference §5.2):
    /// the action, a scroll view's pan scrolling (in the event it begins, before the content's
    /// cancel), and on recognition, with cancelsTouchesInView, the views' touches cancelled.
    private func stateChanged(_ id: RecognizerID, recognized: Bool, _ interpreter: Interpreter?) throws(ScriptError) {
        try sendAction(id, interpreter)
        try scrollFollowingPan(id, interpreter)
        if recognized && scene.recognizer(id).cancelsTouchesInView { try cancelViewTouches(of: id, interpreter) }
    }

    /// The action UIKit sends for the state the recognizer has now: the learner's action method
    /// (`action=METHOD`) with the recognizer as `sender`, or the line `NAME: STATE`.
    private func sendAction(_ id: RecognizerID, _ interpreter: Interpreter?) throws(ScriptError) {
        let state = runtime.recognizer(id).state
        guard state != .possible && state != .failed else { return }
        let r = scene.recognizer(id)
        // A scroll view's own recognizers have no action a learner wrote: nothing prints.
        guard !r.kind.isScrollViewPart else { return }
        let label = "\(r.name): \(state.rawValue)"
        guard let action = r.action else { return recorder.printed(label, depth: recorder.openCalls) }
        if let interpreter {
            try interpreter.sendAction(action, from: r.view, sender: .object(.recognizer(id)), label: label)
        } else if let target = classes.performer(of: action, from: r.view, in: scene) {
            _ = try call(.action(action), on: target, [.object(.recognizer(id))], Event(timestamp: runtime.touches.map(\.timestamp).max() ?? 0, touches: runtime.touches))
        } else {
            recorder.printed(Interpreter.unrecognized(label, action, from: scene[r.view].name), depth: recorder.openCalls)
        }
    }

    /// The state change itself, as a runtime change.
    private func record(_ id: RecognizerID, _ state: RecognizerState, excludedBy: RecognizerID?) {
        var r = runtime.recognizer(id)
        r.state = state
        r.pending = nil
        if let excludedBy { r.excludedBy = excludedBy }
        if state.isFinished { r.deadline = nil }
        change(.recognizer(id, r))
    }

    private func fail(_ id: RecognizerID) { record(id, .failed, excludedBy: nil) }

    /// Whether a recognizer is taking part in a gesture: it has touches down or a timer.
    private func isActive(_ id: RecognizerID) -> Bool {
        let r = runtime.recognizer(id)
        return r.deadline != nil || runtime.touches.contains { r.touches.contains($0.id) }
    }

    /// After a round: held recognitions go ahead or fail as their requirements decide.
    private func settle(_ interpreter: Interpreter?, _ event: Event) throws(ScriptError) {
        var changed = true
        var rounds = 0
        while changed && rounds < 20 {
            changed = false
            rounds += 1
            for (id, state) in runtime.recognizers.sorted(by: { $0.key < $1.key }) {
                guard let target = state.pending, state.state == .possible, scene.contains(id) else { continue }
                let required = requirements(of: id)
                if required.contains(where: { runtime.recognizer($0).state.hasRecognized }) {
                    fail(id)
                    changed = true
                } else if !required.contains(where: { runtime.recognizer($0).state == .possible && isActive($0) }) {
                    var r = runtime.recognizer(id)
                    r.pending = nil
                    change(.recognizer(id, r))
                    try attemptRecognition(id, target, interpreter)
                    changed = true
                }
            }
        }
    }

    /// Once a recognizer's touches have all lifted: a finished one is reset (UIKit's reset(),
    /// then .possible again: Apple's `reset()` page, "after the gesture-recognizer state has
    /// been set to ended, recognized, cancelled, or failed"), and an idle one lets its touches
    /// go. A built-in kind keeps its working values in UIKit's own bookkeeping, so its reset is
    /// a fresh start; a recognizer the learner wrote keeps its values (its stored properties)
    /// until its own reset() clears them, and is always sent reset() (a built-in one only when
    /// the learner overrode it).
    func resetIdleRecognizers(phase: TouchPhase, at time: Double) throws(ScriptError) {
        for (id, state) in runtime.recognizers.sorted(by: { $0.key < $1.key }) {
            let live = runtime.touches.contains { state.touches.contains($0.id) }
            guard !live else { continue }
            let finished = state.state.isFinished
            guard finished || (state.state == .possible && state.deadline == nil && state.pending == nil) else { continue }
            guard scene.contains(id) else { change(.recognizer(id, RecognizerRuntime())); continue }
            let learners = scene.recognizer(id).kind == .custom
            if finished && (learners || overrides(.reset, id)) {
                recorder.phase(.gestures, phase)
                _ = try call(.reset, on: .recognizer(id), [], Event(timestamp: time, touches: runtime.touches))
            }
            var fresh = RecognizerRuntime()
            if learners { fresh.values = runtime.recognizer(id).values }
            change(.recognizer(id, fresh))
        }
    }

    // MARK: The views' touches

    /// cancelsTouchesInView on recognition: what the views already have of its touches ends in
    /// touchesCancelled; what was held back is dropped. Each view gets one touchesCancelled
    /// with the set of its touches, as UIKit calls a responder once per event and phase
    /// (`touchesCancelled(_:with:)`: "a set of UITouch instances").
    private func cancelViewTouches(of id: RecognizerID, _ interpreter: Interpreter?) throws(ScriptError) {
        let event = Event(timestamp: runtime.touches.map(\.timestamp).max() ?? 0, touches: runtime.touches)
        var groups: [(view: ViewID, ids: [Int])] = []
        var onHosts: [Int] = []
        for touch in runtime.touches where runtime.recognizer(id).touches.contains(touch.id) && !touch.cancelledForView {
            var t = touch
            if let view = t.view, scene.contains(view), scene[view].kind == .hostingView { onHosts.append(t.finger) }
            // A touch in its touch-down event has not reached its view yet: recognizers run
            // first (reference §5.1), so there is nothing to cancel, only a began to drop.
            let viewHasIt = t.isDelivered && !t.delayedPhases.contains(.began) && !(t.phase == .began && t.timestamp == eventInFlight)
            t.cancelledForView = true
            t.delayedPhases = []
            change(.touchChanged(t))
            guard viewHasIt, let view = t.view, scene.contains(view) else { continue }
            if let i = groups.firstIndex(where: { $0.view == view }) { groups[i].ids.append(t.id) } else { groups.append((view, [t.id])) }
        }
        for group in groups {
            recorder.phase(.delivery, .cancelled)
            _ = try send(.touchesCancelled, to: .view(group.view), [.touches(group.ids), .event], interpreter, event)
        }
        // SwiftUI's gestures follow the touches their hosting view gets (swiftui-semantics.md
        // §3.7: a recognizer on a UIKit view around the host sees every touch on its content and
        // follows UIKit's rules), so a touch cancelled for the host cancels them too.
        if !onHosts.isEmpty { try cancelSwiftUIGestures(fingers: onHosts, at: event.timestamp) }
    }

    /// Whether a recognizer still holds this phase of the touch back from its view.
    private func isHeldBack(_ touch: Touch, _ phase: TouchPhase) -> Bool {
        touch.recognizers.contains { runtime.holdsBack($0, phase, in: scene) }
    }

    func sendTouches(for event: Event, in window: ViewID, by interpreter: Interpreter) throws(ScriptError) {
        try deliverHeldTouches(in: window, interpreter, event)
        var groups: [(view: ViewID, phase: TouchPhase, ids: [Int])] = []
        for reported in event.touches where reported.window == window && reported.phase != .stationary && reported.isDelivered {
            guard var touch = runtime.touch(id: reported.id), !touch.cancelledForView else { continue }
            let phase = reported.phase
            if !touch.delayedPhases.isEmpty || isHeldBack(touch, phase) {
                // Held back: a cancel of a touch the view never saw is dropped with the rest.
                if phase == .cancelled && touch.delayedPhases.contains(.began) { touch.delayedPhases = [] } else { touch.delayedPhases.append(phase) }
                change(.touchChanged(touch))
                continue
            }
            let view = touch.view!
            if let i = groups.firstIndex(where: { $0.view == view && $0.phase == phase }) { groups[i].ids.append(touch.id) } else { groups.append((view, phase, [touch.id])) }
        }
        for group in groups where scene.contains(group.view) {
            recorder.phase(.delivery, group.phase)
            _ = try interpreter.send(.touches(for: group.phase), to: .view(group.view), arguments: [.touches(group.ids), .event])
        }
    }

    /// Phases held back by recognizers that have since failed reach the view now, late.
    private func deliverHeldTouches(in window: ViewID?, _ interpreter: Interpreter?, _ event: Event) throws(ScriptError) {
        for touch in runtime.touches where (window == nil || touch.window == window) && !touch.delayedPhases.isEmpty && !touch.cancelledForView {
            guard let first = touch.delayedPhases.first, !isHeldBack(touch, first), let view = touch.view, scene.contains(view) else { continue }
            var t = touch
            let phases = t.delayedPhases
            t.delayedPhases = []
            if first == .began { t.heldBegan = HeldBegan(until: event.timestamp, atLift: t.phase.isFinal) }
            change(.touchChanged(t))
            for phase in phases {
                recorder.phase(.delayedDelivery, phase)
                _ = try send(.touches(for: phase), to: .view(view), [.touches([t.id]), .event], interpreter, event)
            }
        }
    }

    // MARK: Timers

    /// Fires, in order, every recognizer timer due by `time` (a long press begins, a multi-tap
    /// gives up), then lets held recognitions and held touches go on.
    /// With `beforeEvent`, a scroll view's content-touch timer due at exactly `time` waits: an
    /// event at that time comes first (DESIGN.md), and the timer fires after it (or once time
    /// has moved past it). Times are exact microseconds (`SimulatedTime`), so the comparison
    /// is exact.
    func fireTimers(upTo time: Double, beforeEvent: Bool = false) throws(ScriptError) {
        func due(_ id: RecognizerID, _ deadline: Double) -> Bool {
            deadline < time || (deadline == time && !(beforeEvent && scene.contains(id) && scene.recognizer(id).kind == .scrollViewDelay))
        }
        while let (id, deadline) = runtime.recognizers.compactMap({ r in r.value.deadline.map { (r.key, $0) } })
            .filter({ due($0.0, $0.1) }).min(by: { ($0.1, $0.0) < ($1.1, $1.0) }) {
            var r = runtime.recognizer(id)
            r.deadline = nil
            change(.recognizer(id, r))
            guard scene.contains(id) else { continue }
            let event = Event(timestamp: deadline, touches: runtime.touches)
            recorder.phase(.gestures, .stationary)
            try update(id, nil) { () throws(ScriptError) in _ = try call(.timerFired, on: .recognizer(id), [], event) }
            try settle(nil, event)
            try deliverHeldTouches(in: nil, nil, event)
            // Touches that ended while held back: those fingers are gone now.
            for touch in runtime.touches where touch.phase.isFinal && touch.delayedPhases.isEmpty { change(.touchLifted(finger: touch.finger)) }
            try resetIdleRecognizers(phase: .stationary, at: deadline)
        }
    }

    /// Simulated time passes with no event (`wait`, the end of a tap): due timers fire.
    func advance(to time: Double) throws(ScriptError) {
        // A wait that ends exactly at the delay is not past it: an event then still comes first.
        try fireTimers(upTo: time, beforeEvent: true)
        try fireSwiftUITimers(upTo: time)
    }

    // MARK: Plumbing

    /// A message from the coordination: inside UIKit's source when there is an interpreter
    /// running, else as a call of its own.
    private func send(_ method: MethodKind, to receiver: Responder, _ arguments: [Value], _ interpreter: Interpreter?,
                      _ event: Event? = nil) throws(ScriptError) -> Value {
        if let interpreter { return try interpreter.send(method, to: receiver, arguments: arguments) }
        return try call(method, on: receiver, arguments, event ?? Event(timestamp: 0, touches: runtime.touches))
    }
}
