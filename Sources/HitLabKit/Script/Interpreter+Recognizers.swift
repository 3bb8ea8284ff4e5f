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
    package func recognizerProperty(_ name: String, of id: RecognizerID, at position: SourcePosition) throws(ScriptError) -> Value {
        let r = scene.recognizer(id)
        switch name {
        case "view": return .object(.view(r.view))
        case "state": return host?.recognizerValue(id, "state") ?? .symbol("possible")
        case "numberOfTouches": return .int(host?.liveTouches(of: id, in: event).count ?? 0)
        default:
            // A setting from Model's table, by UIKit's name; else a working value of its source.
            if let d = RecognizerPropertyDescriptor.named(name), d.name == name {
                switch d.get(r) {
                case .number(let n) where d.format == .count: return .int(Int(n))
                case let v: return ViewProperty.value(v)
                }
            }
            return host?.recognizerValue(id, name) ?? .nil
        }
    }

    /// `recognizer.NAME = value`: `state` (UIKit decides what the change means) or a working value.
    package func setRecognizerProperty(_ name: String, of id: RecognizerID, _ value: Value, at position: SourcePosition) throws(ScriptError) {
        guard let host else { throw runtime("a recognizer's \(name) can only change while touches are delivered", at: position) }
        do {
            try host.setRecognizerValue(id, name, value, by: self)
        } catch {
            throw runtime(error.message, at: position)
        }
    }

    /// Methods of a recognizer run natively: where its touches are, and its timer.
    package func recognizerMethod(_ id: RecognizerID, _ selector: String, _ args: [Value], at position: SourcePosition) throws(ScriptError) -> Value? {
        let touches = host?.liveTouches(of: id, in: event) ?? []
        switch selector {
        case "location(in:)", "translation(in:)":
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
            guard selector == "translation(in:)" else { return .point(here) }
            guard case .point(let start)? = host?.recognizerValue(id, "start") else { return .point(.zero) }
            let from = scene.convert(start, from: nil, to: view)
            return .point(Point(x: here.x - from.x, y: here.y - from.y))
        case "_startTimer(_:)":
            guard let seconds = args[0].number, seconds >= 0, seconds.isFinite else { throw runtime("_startTimer needs seconds", at: position) }
            try setRecognizerProperty("deadline", of: id, .double(SimulatedTime.exact(event.timestamp + seconds)), at: position)
            return .void
        case "_cancelTimer()":
            try setRecognizerProperty("deadline", of: id, .nil, at: position)
            return .void
        case "_touches()":
            // Its touches, down or lifting in this event (what touchesShouldBegin is given).
            let all = touches.isEmpty ? (host?.liveTouches(of: id, in: event.lifting) ?? []) : touches
            return .touches(all.map(\.id))
        case "_event()":
            // The event being handled, also in timerFired, which has no event parameter.
            return .event
        case "_contentView()":
            // The content view under its first touch: the touch's hit view (reference §11.3).
            return host?.recognizerValue(id, "_contentView") ?? .nil
        case "_contentIsTracking()":
            // Whether that view has had touchesBegan for the touch (reference §11.4).
            return host?.recognizerValue(id, "_contentIsTracking") ?? .bool(false)
        case "_span()":
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
    package var lifting: Event {
        var copy = self
        for i in copy.touches.indices where copy.touches[i].phase.isFinal { copy.touches[i].phase = .stationary }
        return copy
    }
}
