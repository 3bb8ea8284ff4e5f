import HitLabModel
#if canImport(Glibc)
import Glibc
#endif

/// Gesture recognizers as the Swift subset sees them: their settings, their `state` and
/// working values (kept by the pipeline through `EventHost`), where their touches are, and the
/// timer UIKit's recognizer source starts.
extension Interpreter {
    /// A message the pipeline sends from inside UIKit's source (a recognizer's touches…, a
    /// view's gestureRecognizerShouldBegin), recorded at the current depth.
    public func send(_ method: MethodKind, to receiver: Responder, arguments: [Value]) throws(ScriptError) -> Value {
        try dispatch(method, on: receiver, arguments: arguments, from: 0, at: nil)
    }

    /// `recognizer.NAME`: a setting, `state`, `view`, `numberOfTouches`, or a working value.
    func recognizerProperty(_ name: String, of id: RecognizerID, at position: SourcePosition) throws(ScriptError) -> Value {
        let r = scene.recognizer(id)
        switch name {
        case "view": return .object(.view(r.view))
        case "state": return host?.recognizerValue(id, "state") ?? .symbol("possible")
        case "numberOfTouches": return .int(host?.liveTouches(of: id, in: event).count ?? 0)
        case "velocity" where RecognizerReading.named(name, for: r.kind) != nil:
            return .double(rateOfChange(id))
        default:
            // A value it reports while it runs, before it has one: a pinch's scale is 1.0.
            if let initial = RecognizerReading.named(name, for: r.kind)?.initial {
                return host?.recognizerValue(id, name) ?? .double(initial)
            }
            // A setting from Model's table, by UIKit's name; else a working value of its source.
            if let d = RecognizerPropertyDescriptor.named(name), d.name == name {
                switch d.get(r) {
                case .number(let n) where d.format == .count: return .int(Int(n))
                case let v: return ViewProperty.value(v)
                }
            }
            // Working values (`start`, `taps`) belong to the recognizer's own source; from
            // anywhere else a name UIKit's class does not have is an error, not a silent nil.
            guard current.receiver == .recognizer(id) else {
                throw runtime("\(r.name) (a \(r.kind.className)) has no property '\(name)'", at: position)
            }
            return host?.recognizerValue(id, name) ?? .nil
        }
    }

    /// `recognizer.NAME = value`: `state` (UIKit decides what the change means) or a working value.
    func setRecognizerProperty(_ name: String, of id: RecognizerID, _ value: Value, at position: SourcePosition) throws(ScriptError) {
        guard let host else { throw runtime("a recognizer's \(name) can only change while touches are delivered", at: position) }
        // A recognizer's state is its own class's to set (reference §5.3): UIKit's source for
        // a built-in kind, the learner's methods for a recognizer they write.
        if name == "state", current.body?.isDefault != true {
            let r = scene.recognizer(id)
            if r.kind == .custom {
                guard current.receiver == .recognizer(id) else {
                    throw runtime("\(r.name)'s state is set by its own methods (touchesBegan … reset), not by other code; read it with \(r.name).state", at: position)
                }
            } else {
                throw runtime("\(r.name)'s state is set by \(r.kind.className)'s own handling, not by other code (`show source \(r.kind.className).touchesMoved`); read it with \(r.name).state", at: position)
            }
        }
        // A value it reports (not its state, not a setting such as a swipe's direction).
        if name != "state", current.body?.isDefault != true, RecognizerPropertyDescriptor.named(name)?.name != name,
           let reading = RecognizerReading.named(name, for: scene.recognizer(id).kind) {
            try setReading(reading, of: id, value, at: position)
            return
        }
        do {
            try host.setRecognizerValue(id, name, value, by: self)
        } catch {
            // An error in a method the change ran (an action, a view's shouldBegin) names that
            // method and line, the innermost frame; UIKit's own refusal names this statement.
            guard error.frame == nil else { throw error }
            var here = error
            if here.position == nil { here.position = position }
            throw here
        }
    }

    /// Code writes a value the recognizer reports: a pinch's `scale` or a rotation's
    /// `rotation` takes the value and becomes the baseline later values are measured from
    /// (`sender.scale = 1` after applying it makes the next value the change since then);
    /// its velocity, worked out from the fingers, does not change. The other readings are
    /// UIKit's to work out.
    private func setReading(_ reading: RecognizerReading, of id: RecognizerID, _ value: Value, at position: SourcePosition) throws(ScriptError) {
        let r = scene.recognizer(id)
        guard reading.name == "scale" || reading.name == "rotation" else {
            throw runtime("\(reading.name) is read-only: \(r.kind.className) works it out from the fingers", at: position)
        }
        guard let number = value.number, number.isFinite else {
            throw runtime("\(reading.name) takes a number (CGFloat), not \(value.typeName)", at: position)
        }
        let touches = host?.liveTouches(of: id, in: event) ?? []
        let fingers = RecognizerSample(time: event.timestamp, locations: touches.map(\.location))
        let (baseline, here) = reading.name == "scale" ? ("baselineSpan", fingers.span) : ("baselineAngle", fingers.angle)
        do throws(ScriptError) {
            try host?.setRecognizerValue(id, reading.name, .double(number), by: self)
            try host?.setRecognizerValue(id, reading.name == "scale" ? "baselineScale" : "baselineRotation", .double(number), by: self)
            // With two fingers down the baseline is where they are now; before that, where
            // they will be when the second goes down.
            if let here { try host?.setRecognizerValue(id, baseline, .double(here), by: self) }
        } catch {
            throw runtime(error.message, at: position)
        }
    }

    /// Methods of a recognizer run natively: where its touches are, and its timer.
    /// Nil for a selector that is not one of a recognizer's.
    func recognizerMethod(_ id: RecognizerID, _ native: NativeSelector, _ args: [Value], at position: SourcePosition) throws(ScriptError) -> Value? {
        let selector = native.rawValue
        let touches = host?.liveTouches(of: id, in: event) ?? []
        switch native {
        case .velocityIn:
            return .point(try velocity(id, in: args[0], at: position))
        case .setTranslationIn:
            try setTranslation(id, args, touches, at: position)
            return .void
        case .locationOfTouchIn:
            guard case .int(let n) = args[0] else { throw runtime("location(ofTouch:in:) takes a touch index (an Int from 0), not \(args[0].typeName)", at: position) }
            guard touches.indices.contains(n) else {
                throw runtime("\(scene.recognizer(id).name) has \(touches.count) touch\(touches.count == 1 ? "" : "es") down; location(ofTouch: \(n), in:) needs an index from 0 to \(touches.count - 1)", at: position)
            }
            return .point(scene.convert(touches[n].location, from: nil, to: try recognizerView(args[1], selector, touches[n], at: position)))
        case .locationIn, .translationIn:
            // The centroid of its touches that are down (the last ones, when all lifted).
            let all = touches.isEmpty ? (host?.liveTouches(of: id, in: event.lifting) ?? []) : touches
            guard !all.isEmpty else { return .point(.zero) }
            let screen = Point(x: all.map(\.location.x).reduce(0, +) / Double(all.count), y: all.map(\.location.y).reduce(0, +) / Double(all.count))
            let view: ViewID?
            switch args[0] {
            case .object(.view(let v)): view = v
            case .nil: view = all[0].window
            default: throw runtime("\(selector) takes a view or nil, not \(args[0].typeName)", at: position)
            }
            let here = scene.convert(screen, from: nil, to: view)
            guard native == .translationIn else { return .point(here) }
            guard case .point(let start)? = host?.recognizerValue(id, "start") else { return .point(.zero) }
            let from = scene.convert(start, from: nil, to: view)
            return .point(Point(x: here.x - from.x, y: here.y - from.y))
        case .startTimer:
            guard let seconds = args[0].number, seconds >= 0, seconds.isFinite else { throw runtime("_startTimer needs seconds", at: position) }
            try setRecognizerProperty("deadline", of: id, .double(SimulatedTime.exact(event.timestamp + seconds)), at: position)
            return .void
        case .cancelTimer:
            try setRecognizerProperty("deadline", of: id, .nil, at: position)
            return .void
        case .angle:
            // The angle of the line from its first finger to its second.
            return RecognizerSample(time: 0, locations: touches.map(\.location)).angle.map { .double($0) } ?? .double(0)
        case .turnFrom:
            guard let from = args[0].number, let now = RecognizerSample(time: 0, locations: touches.map(\.location)).angle else { return .double(0) }
            var turn = now - from
            // The short way round: across ±π is a small turn.
            if turn > .pi { turn -= 2 * .pi } else if turn <= -.pi { turn += 2 * .pi }
            return .double(turn)
        case .nearEdge:
            // Within `edgeMargin` points of the chosen edge of the touch's window.
            guard case .point(let p) = args[0], let window = touches.first?.window ?? touches.first?.view.flatMap(scene.window(of:)) else { return .bool(false) }
            let size = scene[window].bounds.size, margin = UIKitDefaults.edgeMargin
            switch scene.recognizer(id).edges {
            case "right": return .bool(p.x >= size.width - margin)
            case "top": return .bool(p.y < margin)
            case "bottom": return .bool(p.y >= size.height - margin)
            default: return .bool(p.x < margin)
            }
        case .recognizerTouches:
            // Its touches, down or lifting in this event (what touchesShouldBegin is given).
            let all = touches.isEmpty ? (host?.liveTouches(of: id, in: event.lifting) ?? []) : touches
            return .touches(all.map(\.id))
        case .currentEvent:
            // The event being handled, also in timerFired, which has no event parameter.
            return .event
        case .contentView:
            // The content view under its first touch: the touch's hit view (reference §11.3).
            return host?.recognizerValue(id, "_contentView") ?? .nil
        case .contentIsTracking:
            // Whether that view has had touchesBegan for the touch (reference §11.4).
            return host?.recognizerValue(id, "_contentIsTracking") ?? .bool(false)
        case .span:
            // The distance between its first two fingers (a pinch's span).
            guard touches.count >= 2 else { return .double(0) }
            return .double(hypot(touches[1].location.x - touches[0].location.x, touches[1].location.y - touches[0].location.y))
        default:
            return nil
        }
    }
}

extension Event {
    /// The same event with its ended and cancelled touches counted as still down: where the
    /// fingers were as they lifted.
    var lifting: Event {
        var copy = self
        for i in copy.touches.indices where copy.touches[i].phase.isFinal { copy.touches[i].phase = .stationary }
        return copy
    }
}

/// The recognizer values worked out from where its fingers were (reference §5; reading rows in
/// `RecognizerProperties.swift`).
extension Interpreter {
    /// The view an `in:` argument names; nil means the window of the touch.
    func recognizerView(_ v: Value, _ selector: String, _ touch: Touch?, at position: SourcePosition) throws(ScriptError) -> ViewID? {
        switch v {
        case .object(.view(let view)): return view
        case .nil: return touch?.window
        default: throw runtime("\(selector) takes a view or nil, not \(v.typeName)", at: position)
        }
    }

    /// Points per second of simulated time over the last move, in `view`'s coordinates: the
    /// centroid's travel between the two latest samples over the time between them.
    func velocity(_ id: RecognizerID, in view: Value, at position: SourcePosition) throws(ScriptError) -> Point {
        let samples = host?.samples(of: id) ?? []
        let target = try recognizerView(view, "velocity(in:)", host?.liveTouches(of: id, in: event.lifting).first, at: position)
        guard samples.count == 2, samples[1].time > samples[0].time else { return .zero }
        // The interval in whole microseconds, as the clock keeps it: 5 points over 0.1 s is 50.
        let dt = SimulatedTime.exact(samples[1].time - samples[0].time)
        let a = scene.convert(samples[0].centroid, from: nil, to: target), b = scene.convert(samples[1].centroid, from: nil, to: target)
        return Point(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
    }

    /// A pinch's scale per second, or a rotation's radians per second, over the last move.
    func rateOfChange(_ id: RecognizerID) -> Double {
        let samples = host?.samples(of: id) ?? []
        guard samples.count == 2, samples[1].time > samples[0].time else { return 0 }
        // The interval in whole microseconds, as the clock keeps it: 5 points over 0.1 s is 50.
        let dt = SimulatedTime.exact(samples[1].time - samples[0].time)
        if scene.recognizer(id).kind == .pinch {
            guard let start = host?.recognizerValue(id, "startSpan")?.number, start > 0,
                  let a = samples[0].span, let b = samples[1].span else { return 0 }
            return (b - a) / start / dt
        }
        guard let a = samples[0].angle, let b = samples[1].angle else { return 0 }
        var turn = b - a
        // The short way round: a turn across ±π is a small turn, not nearly a whole one.
        if turn > .pi { turn -= 2 * .pi } else if turn <= -.pi { turn += 2 * .pi }
        return turn / dt
    }

    /// `setTranslation(t, in: V)`: translation(in:) reads `t` now, so the start is moved to the
    /// fingers' centroid less `t` (a vector of V's, taken to the screen).
    func setTranslation(_ id: RecognizerID, _ args: [Value], _ touches: [Touch], at position: SourcePosition) throws(ScriptError) {
        let wanted: Point
        switch args[0] {
        case .point(let p) where p.x.isFinite && p.y.isFinite: wanted = p
        case .symbol("zero"): wanted = .zero
        default: throw runtime("setTranslation(_:in:) takes a CGPoint (or .zero), not \(args[0].typeName)", at: position)
        }
        let all = touches.isEmpty ? (host?.liveTouches(of: id, in: event.lifting) ?? []) : touches
        guard !all.isEmpty else { return }
        let view = try recognizerView(args[1], "setTranslation(_:in:)", all[0], at: position)
        let centroid = RecognizerSample(time: event.timestamp, locations: all.map(\.location)).centroid
        let origin = scene.convert(.zero, from: view, to: nil), tip = scene.convert(wanted, from: view, to: nil)
        let start = Point(x: centroid.x - (tip.x - origin.x), y: centroid.y - (tip.y - origin.y))
        try setRecognizerProperty("start", of: id, .point(start), at: position)
    }
}
