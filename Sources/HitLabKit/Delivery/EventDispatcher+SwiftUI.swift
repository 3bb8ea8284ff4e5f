import HitLabModel
import HitLabScript
/// The SwiftUI stages (swiftui-semantics.md §1): once UIKit's hit-test has chosen a hosting
/// view, the host runs SwiftUI's hit-test of its content (`_UIHostingView._hitTest`, source in
/// `UIKitDefaults`), then the gestures on the path from the view hit to the root compete for
/// the touch (`SwiftUIArbitration`, `SwiftUIGestureSession`). Their callbacks run as calls the
/// trace records; a `@State` a callback assigns evaluates and lays out the body again before
/// the next event, as SwiftUI does.
extension EventDispatcher {
    /// Runs SwiftUI's hit-test when `view` is a hosting view; `location` is on the screen.
    func hitSwiftUIContent(of view: ViewID?, finger: Int, at location: Point, event: Event) throws(ScriptError) {
        guard let view, scene[view].kind == .hostingView else { return }
        let content = try laidOutSwiftUI()
        guard let h = content.hosts.firstIndex(where: { $0.id == view }) else { return }
        let point = scene.convert(location, from: nil, to: scene.window(of: view))
        let root = SwiftUILayerRef.outermost(content, host: h, node: content.hosts[h].layout.root)
        let answer = try call(.swiftUIHitTest, on: .view(view), [.swiftUILayer(root), .point(point)], event)
        var hit: String?, inCell = false
        if case .swiftUILayer(let ref) = answer { hit = ref.laidOut.name; inCell = ref.isCell }
        swiftUIHits.append(SwiftUIHit(finger: finger, host: view, view: hit, inCell: inCell, start: location, time: event.timestamp))
    }

    /// The scene's SwiftUI content as the runtime state has it, the first time this delivery
    /// needs it (a touch lands on a host, a gesture's callback runs): kept from before when
    /// nothing it was made from changed, else evaluated and laid out.
    func laidOutSwiftUI() throws(ScriptError) -> SwiftUIContent {
        if let content = swiftUIContent { return content }
        let content = try swiftUICache.content(scene: scene, classes: classes, states: runtime.swiftUIStates, scrolled: runtime.swiftUIScrollOffsets)
        swiftUIContent = content
        return content
    }

    /// The SwiftUI gestures hear each finger of a hardware event, after UIKit has delivered it.
    func swiftUIGestures(_ inputs: [TouchInput], at time: Double) throws(ScriptError) {
        for input in inputs {
            // A UIKit recognizer above the host that recognized with cancelsTouchesInView took
            // the touch from the hosting view, and SwiftUI's gestures with it (§3.7, [DOC: A-add]).
            if runtime.touches.last(where: { $0.finger == input.finger })?.cancelledForView == true {
                try cancelSwiftUIGestures(fingers: [input.finger], at: time)
                continue
            }
            if input.phase == .began {
                try swiftUITouchBegan(finger: input.finger, at: input.location, time: time)
                continue
            }
            guard var session = runtime.swiftUIGestures, session.touchDown else { continue }
            if session.pinch?.finger == input.finger {
                // The second finger of a MagnifyGesture or RotateGesture (§3.1).
                let effects = input.phase == .ended || input.phase == .cancelled
                    ? session.secondFingerEnded(time: time) : session.secondFingerMoved(to: input.location, time: time)
                try conclude(session, effects, at: time)
                continue
            }
            guard session.finger == input.finger else { continue }
            let effects = switch input.phase {
            case .ended: session.touchEnded(at: input.location, time: time)
            case .cancelled: session.cancelled()
            default: session.touchMoved(to: input.location, time: time)
            }
            try conclude(session, effects, at: time)
        }
    }

    /// The system cancelled these fingers: their SwiftUI gestures fail.
    func cancelSwiftUIGestures(fingers: [Int], at time: Double) throws(ScriptError) {
        guard var session = runtime.swiftUIGestures, fingers.contains(session.finger), session.touchDown else { return }
        let effects = session.cancelled()
        try conclude(session, effects, at: time)
    }

    /// SwiftUI's deadlines up to `time` come due: a single tap stops waiting for a double, a long press succeeds.
    func fireSwiftUITimers(upTo time: Double) throws(ScriptError) {
        guard var session = runtime.swiftUIGestures, let due = session.nextDeadline, due <= time else { return }
        let effects = session.timersFire(upTo: time)
        try conclude(session, effects, at: due)
    }

    /// A new finger: it joins the competition still going (a double tap's second tap) when it
    /// continues it, else a new one starts on the gestures of its own path.
    private func swiftUITouchBegan(finger: Int, at location: Point, time: Double) throws(ScriptError) {
        // A UIKit recognizer that recognized in the touch-down event cancelled it for the host.
        if runtime.touch(finger: finger)?.cancelledForView == true { return }
        var fresh: SwiftUIGestureSession?
        if let begun = swiftUIHits.last(where: { $0.finger == finger }), let name = begun.view, let content = swiftUIContent,
           let h = content.hosts.firstIndex(where: { $0.id == begun.host }), let n = content.names[name]?.node {
            fresh = try SwiftUIArbitration.session(in: content, host: h, hit: n, inCell: begun.inCell, finger: finger, at: location, time: time,
                                                   arbiter: arbiter(host: begun.host, at: time))
        } else if let begun = swiftUIHits.last(where: { $0.finger == finger }), let content = swiftUIContent,
                  let h = content.hosts.firstIndex(where: { $0.id == begun.host }) {
            let window = scene.convert(location, from: nil, to: scene.window(of: begun.host))
            fresh = SwiftUIArbitration.emptySpaceSession(in: content, host: h, at: location, window: window, finger: finger, time: time)
        }
        if var old = runtime.swiftUIGestures {
            // SwiftUI's taps, long presses and drags are single-finger (§3.1): a second finger
            // matters only to a MagnifyGesture or RotateGesture still going.
            if old.touchDown {
                if old.wantsSecondFinger {
                    old.secondFingerBegan(finger, at: location)
                    try conclude(old, [], at: time)
                }
                return
            }
            let keys = Set(fresh?.members.map(\.key) ?? [])
            let effects = old.touchBegan(at: location, time: time, keys: keys)
            if old.isLive { old.finger = finger }
            try conclude(old, effects, at: time)
            if runtime.swiftUIGestures != nil { return }
        }
        guard var session = fresh else { return }
        let effects = session.start()
        try conclude(session, effects, at: time)
    }

    /// SwiftUI's arbitration source on `host`, run through the interpreter and recorded, so a
    /// breakpoint on `_UIHostingView._arbitrate` stops in it and `explain` narrates it.
    private func arbiter(host: ViewID, at time: Double) -> SwiftUIArbitration.Arbiter {
        let event = Event(timestamp: time, touches: runtime.touches)
        return SwiftUIArbitration.Arbiter(
            arbitrate: { first, second, rule throws(ScriptError) in
                let answer = try self.call(.swiftUIArbitrate, on: .view(host), [.swiftUIGesture(first), .swiftUIGesture(second), .string(rule)], event)
                guard case .string(let word) = answer, let precedence = SwiftUIPrecedence(rawValue: word) else {
                    let words = SwiftUIPrecedence.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    throw ScriptError(kind: .runtime, message: "_UIHostingView._arbitrate returned \(answer), not one of \(words)")
                }
                return precedence
            },
            enables: { part, mask throws(ScriptError) in
                try self.call(.swiftUIMaskEnables, on: .view(host), [.string(part), .string(mask.rawValue)], event) == .bool(true)
            })
    }

    /// Keeps the session in the runtime state, then runs the callbacks it asked for. A session
    /// that is over is recorded once as it ended (who ran, who lost and why: what `why` and the
    /// `gestures:` line read) and then leaves the runtime state.
    private func conclude(_ session: SwiftUIGestureSession, _ effects: [SwiftUIGestureEffect], at time: Double) throws(ScriptError) {
        if session != runtime.swiftUIGestures { change(.swiftUIGestures(session)) }
        if !session.isLive { change(.swiftUIGestures(nil)) }
        for effect in effects { try run(effect, of: session, at: time) }
    }

    /// Runs one callback of a member, with the gesture's value, then applies the state it set.
    private func run(_ effect: SwiftUIGestureEffect, of session: SwiftUIGestureSession, at time: Double) throws(ScriptError) {
        let m: Int
        switch effect {
        case .changed(let i), .ended(let i), .pressing(let i, _), .reset(let i): m = i
        }
        let member = session.members[m]
        if member.kind == .scroll {
            // The scroll view's pan has no closure: it moves the content.
            if case .changed = effect { try scrollSwiftUI(member, host: session.host) }
            return
        }
        // Only what the callbacks need is kept from the content, not the content itself: a
        // state change makes the next content from this one's layout, changed in place when
        // nothing else holds it.
        let (host, gesture, frame): ((id: ViewID, state: [String: Value]), SwiftUIGestureValue, Rect)
        do {
            let content = try laidOutSwiftUI()
            guard let made = content.host(session.host), let (g, f) = Self.gesture(member.key, in: content) else { return }
            (host, gesture, frame) = ((made.id, made.state), g, f)
        }
        let sample = Self.sample(member, in: frame)
        let event = Event(timestamp: time, touches: runtime.touches)
        func perform(_ closure: Closure?, _ callback: String, _ arguments: [Value], inoutArgument: Int? = nil) throws(ScriptError) -> Value? {
            guard let closure, let (id, body, state) = swiftUIContent?.host(session.host).map({ ($0.id, $0.body, $0.state) }) else { return nil }
            var result: (assigned: [String: Value], updated: Value?) = ([:], nil)
            let naming: [Value] = [.string(member.key.view), .string(String(member.name.dropFirst(member.key.view.count + 1))), .string(callback)]
            _ = try run(event) { interpreter throws(ScriptError) in
                result = try interpreter.perform(closure, arguments, on: id, as: body, state: state, naming: naming, inoutArgument: inoutArgument)
                return .void
            }
            try setState(result.assigned, of: id, at: time)
            return result.updated
        }
        /// `updating` with the gesture's value, its `@GestureState` set to what it left.
        func update(_ value: Value) throws(ScriptError) {
            if let (name, body) = gesture.updating, let current = host.state[name],
               let updated = try perform(body, "updating", [value, current, .void], inoutArgument: 1), updated != current {
                try setState([name: updated], of: host.id, at: time)
            }
        }
        /// The `@GestureState` back to its first value (§3.2 [DOC: A-gs]).
        func reset() throws(ScriptError) {
            if let (name, _) = gesture.updating, runtime.swiftUIState(host: host.id)[name] != nil {
                try setState([name: .void], of: host.id, at: time)
            }
        }
        switch effect {
        case .changed:
            try update(sample)
            _ = try perform(gesture.onChanged, "onChanged", [sample])
        case .ended:
            // TapGesture's value is Void, SpatialTapGesture's its location, LongPressGesture's true (§3.1).
            let value: [Value] = switch member.kind {
            case .tap, .button: []
            case .longPress: [.bool(true)]
            default: [sample]
            }
            _ = try perform(gesture.onEnded, member.kind == .button ? "action" : "onEnded", value)
        case .pressing(_, let pressing):
            // A long press's value while the finger presses is true, so `updating` runs as the
            // press starts, and its state resets when the press stops, ended or cancelled
            // (Apple's isDetectingLongPress example [DOC: A-gs]).
            if pressing { try update(.bool(true)) }
            _ = try perform(gesture.onPressingChanged, "onPressingChanged", [.bool(pressing)])
            if !pressing { try reset() }
        case .reset:
            try reset()
        }
    }

    /// Records the state a callback set (`.void`: back to its first value) and, if any
    /// changed, evaluates and lays out the host's body again, recorded in the trace.
    private func setState(_ assigned: [String: Value], of host: ViewID, at time: Double) throws(ScriptError) {
        guard !assigned.isEmpty else { return }
        for (name, value) in assigned.sorted(by: { $0.key < $1.key }) { change(.swiftUIState(host, name, value)) }
        let event = Event(timestamp: time, touches: runtime.touches)
        recorder.begin(event)
        let interpreter = Interpreter(scene: scene, event: event, classes: classes, limits: SwiftUIContent.limits, observer: recorder)
        // The content is handed over, not shared: the next one is made from its layout in place.
        let previous = swiftUIContent
        swiftUIContent = nil
        swiftUICache.drop()
        do {
            swiftUIContent = try SwiftUIContent.build(scene: scene, classes: classes, states: runtime.swiftUIStates, scrolled: runtime.swiftUIScrollOffsets, recording: [host], previous: consume previous) { body, id, state, rows throws(ScriptError) in
                try interpreter.reevaluate(body, host: id, state: state, rows: rows)
            }
            swiftUICache.keep(swiftUIContent!, scene: scene, classes: classes, states: runtime.swiftUIStates, scrolled: runtime.swiftUIScrollOffsets)
        } catch {
            recorder.failed(error)
            throw error
        }
    }

    /// The gesture a key names in `content`, and the frame of the view it is attached to.
    static func gesture(_ key: SwiftUIGestureKey, in content: SwiftUIContent) -> (SwiftUIGestureValue, Rect)? {
        guard let (_, node, _) = content.node(named: key.view) else { return nil }
        if key.modifier < 0 {
            guard node.view.kind == .button, let action = node.view.action else { return nil }
            var value = SwiftUIGestureValue(kind: .button, position: node.view.position)
            value.onEnded = action
            return (value, node.frame)
        }
        guard key.modifier < node.view.modifiers.count, case .gesture(let g) = node.view.modifiers[key.modifier] else { return nil }
        var value = g.value
        for step in key.path {
            guard step < value.parts.count else { return nil }
            value = value.parts[step]
        }
        return (value, node.layerFrames[key.modifier])
    }

    /// A gesture's value in the coordinates of the view it is attached to (`.local`, the default).
    static func sample(_ member: SwiftUIGestureMember, in frame: Rect) -> Value {
        func local(_ p: Point) -> Point { Point(x: p.x - frame.origin.x, y: p.y - frame.origin.y) }
        var sample = SwiftUIGestureSample(location: local(member.location), startLocation: local(member.start))
        sample.magnification = member.magnification
        sample.rotation = member.rotation
        let dt = member.time - member.previousTime
        if dt > 0 {
            // Rounded to a millionth: simulated times are decimals that binary floating point misses.
            func rate(_ d: Double) -> Double { (d / dt * 1e6).rounded() / 1e6 }
            sample.velocity = Size(width: rate(member.location.x - member.previousLocation.x), height: rate(member.location.y - member.previousLocation.y))
        }
        return .gestureSample(sample)
    }
}
