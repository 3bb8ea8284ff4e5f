/// `explain on`: one plain sentence for each stop, saying what UIKit is doing there and why.
/// UIKit's own bodies get sentences written for each of their lines; an override's line is
/// quoted.
public struct Explainer {
    public let debugger: Debugger
    var trace: Trace { debugger.trace }
    var scene: Scene { trace.scene }
    let f: ValueFormatter

    public init(debugger: Debugger) {
        self.debugger = debugger
        self.f = ValueFormatter(scene: debugger.trace.scene)
    }

    public func sentence() -> String? {
        let i = debugger.cursor
        guard i >= 0, i < trace.count else { return nil }
        let here = stopSentence(i)
        // A recognizer that changed state since the previous stop is narrated first.
        let transitions = transitionSentences(before: i)
        guard !transitions.isEmpty else { return here }
        return (transitions + [here].compactMap { $0 }).joined(separator: " ")
    }

    /// One sentence per recognizer state change between the previous stop and record `i`.
    private func transitionSentences(before i: Int) -> [String] {
        var out: [String] = []
        var j = i - 1
        while j >= 0, trace[j].kind != .line, trace[j].kind != .phase {
            if trace[j].kind == .state, case .recognizer(let id, let now) = trace.changes[Int(trace[j].a)], scene.contains(id) {
                let before = trace.runtime(at: j - 1).recognizer(id).state
                if before != now.state { out.insert(transitionSentence(scene.recognizer(id), before, now.state), at: 0) }
            }
            j -= 1
        }
        return out
    }

    private func transitionSentence(_ r: GestureRecognizer, _ from: RecognizerState, _ to: RecognizerState) -> String {
        let name = r.name
        switch (from, to) {
        case (_, .began):
            return "\(name) went from \(from.rawValue) to began: it recognized its gesture and sent its action; with cancelsTouchesInView its touches' views get touchesCancelled."
        case (_, .changed): return "\(name) is changed: it sent its action again as the touches moved."
        case (.possible, .ended):
            return "\(name) went from possible to ended: a discrete gesture is recognized in one step; its action ran" + (r.cancelsTouchesInView ? " and the views' touches are cancelled." : ", and with cancels=no the views keep their touches.")
        case (_, .ended): return "\(name) ended: its gesture is over and it sent its action a last time."
        case (_, .cancelled): return "\(name) was cancelled: another recognizer won, or its touches were cancelled."
        case (_, .failed): return "\(name) failed: its touches were not its gesture (or a view, its delegate or a requirement said no); the views get what it held back."
        case (_, .possible): return "\(name) is reset to possible: all its touches are gone."
        }
    }

    private func stopSentence(_ i: Int) -> String? {
        switch trace.event(at: i) {
        case .phase(let phase, let touchPhase): return phaseSentence(phase, touchPhase)
        case .failed(let error): return "The touch stops here: \(error.message)"
        case .line(let line, let locals):
            let call = trace.calls[Int(trace[i].call)]
            let values = Dictionary(locals.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
            if call.body.isDefault, let s = defaultSentence(call, line, values) { return s }
            let text = call.body.lines[line - 1].trimmingWhitespace
            let whose = call.body.isDefault ? "UIKit's \(call.body.className)" : "\(call.body.className)'s own"
            return "Line \(line) of \(whose) \(call.body.method.selector) runs next: `\(text)`."
        default: return nil
        }
    }

    private func phaseSentence(_ phase: Phase, _ touchPhase: TouchPhase) -> String {
        switch phase {
        case .hardware: return "The finger \(touchPhase == .began ? "touched" : touchPhase == .ended ? "left" : "moved on") the glass: the digitizer reported it and IOKit wrapped it in an IOHIDEvent."
        case .routing: return "backboardd (SpringBoard before iOS 6) found the app whose window is under the finger and sent the event to it over a mach port."
        case .eventFetch: return "On UIKit's event-fetch thread (com.apple.uikit.eventfetch-thread) a Source1 callback received the HID event over a mach port and signalled the main run loop. Older articles put this Source1 on the main run loop itself, as iOS 6 to 8 did."
        case .eventQueue: return "On the main run loop a Source0 callback drained the event queue: the HID event became a UIEvent with UITouches, and a new finger's touch was made and hit-tested next."
        case .hitTest: return "A new finger needs a view: the window's hitTest(_:with:) finds the deepest view that takes the point, and the touch keeps that view until it lifts."
        case .sendEvent: return "UIApplication.sendEvent(_:) hands the event to the window's sendEvent(_:), which sends each touch to the view it was bound to when it began."
        case .gestures: return "Before any view, UIWindow.sendEvent(_:) gives the touches to the gesture recognizers of the touched view and its superviews (fixed when each touch began). They may recognize, cancel the views' touches, or hold them back; they are not in the responder chain."
        case .firstResponder: return "An event with no position (a shake, a key press, a remote-control command) has no view under a finger: UIApplication sends it to the first responder, or to the key window when nothing is first responder, and each responder passes it to its next unless it handles it."
        case .delivery: return "The window calls \(MethodKind.touches(for: touchPhase).selector) on the touch's view; unless a responder overrides it, each passes the touches to its next responder."
        }
    }

    private func name(_ r: Responder) -> String { scene.name(of: r) }

    private func defaultSentence(_ call: TraceCall, _ line: Int, _ v: [String: Value]) -> String? {
        let me = name(call.receiver)
        guard case .view(let id) = call.receiver else {
            return touchesSentence(call, me)
        }
        let view = scene[id]
        let point = v["point"].map(f.describe) ?? "the point"
        switch DefaultLandmark.at(line, in: call.body) {
        case .hitTestGuard?, .hitTestRefused?:
            if !view.isUserInteractionEnabled { return "\(me) has user interaction off, so its hitTest returns nil at once: neither it nor any of its subviews can be hit." }
            if view.isHidden { return "\(me) is hidden, so its hitTest returns nil at once: neither it nor any of its subviews can be hit." }
            if view.alpha < 0.01 { return "\(me)'s alpha reads back as \(view.alpha) (below 0.01), so its hitTest returns nil at once, subviews and all." }
            return "\(me) can take touches (interaction on, not hidden, alpha \(formatNumber(view.alpha))), so hitTest goes on to ask whether \(point) is inside it."
        case .hitTestAsksInside?:
            return "\(me) asks its own point(inside:with:) whether \(point), in its own coordinates, is inside it."
        case .hitTestOutside?:
            return "\(point) is not inside \(me), so its hitTest returns nil and none of its subviews is asked."
        case .hitTestSubviewLoop?:
            let names = view.subviews.reversed().map { scene[$0].name }
            return names.isEmpty ? "\(me) has no subviews to ask." : "\(me) asks its subviews from the front (the last added) to the back: \(names.joined(separator: ", "))."
        case .hitTestConvert?:
            guard case .object(.view(let sub))? = v["subview"], case .point(let p)? = v["point"] else { return nil }
            return "\(me) converts \(p) into \(scene[sub].name)'s coordinates: \(scene.convert(p, from: id, to: sub))."
        case .hitTestAsksSubview?:
            guard case .object(let sub)? = v["subview"] else { return nil }
            return "\(me) asks \(name(sub)).hitTest with \(v["converted"].map(f.describe) ?? "the point"); the first subview to answer with a view wins."
        case .hitTestSubviewAnswered?:
            guard let hit = v["hit"], let sub = v["subview"] else { return nil }
            return "\(f.describe(sub)) answered \(f.describe(hit)), so \(me)'s hitTest returns it at once; the subviews behind are not asked."
        case .hitTestReturnsSelf?:
            return "No subview of \(me) took \(point), so \(me) itself is the answer."
        case nil:
            break
        }
        switch (call.body.className, call.body.method) {
        case ("UIView", .pointInside):
            guard case .point(let p)? = v["point"] else { return nil }
            let inside = view.bounds.contains(p)
            return "\(p) is \(inside ? "inside" : "outside") \(me).bounds \(view.bounds), so point(inside:) returns \(inside)"
                + (inside ? "." : " and \(me)'s subviews are never asked.")
        case ("UIControl", .hitTest):
            return view.isEnabled ? "\(me) is an enabled control, so UIView's hitTest decides." : "\(me) is a disabled control, so its hitTest returns nil and the touch goes to what lies behind it."
        case ("UIResponder", _), (_, .sendEvent):
            return touchesSentence(call, me)
        case ("UIButton", .gestureRecognizerShouldBegin):
            let g = v["gestureRecognizer"].map(f.describe) ?? "the recognizer"
            return "\(me), a button, is asked whether \(g) may recognize. UIButton says no to a single-finger, single-tap recognizer on another view, so the button keeps its tap; a recognizer on the button itself, or any other kind, may go ahead."
        case ("UIView", .gestureRecognizerShouldBegin):
            return "\(me) is asked whether a recognizer that saw its touches may recognize; UIView's answer is yes."
        case ("UIControl", _):
            return "\(me) is a control: while enabled it tracks its own touches and sends control events instead of passing them up the chain."
        default:
            return nil
        }
    }

    private func touchesSentence(_ call: TraceCall, _ me: String) -> String {
        let method = call.body.method
        if let sentence = responderSentence(call, me) { return sentence }
        let what = method.isTouches ? "the touches" : "the event"
        guard let next = scene.next(of: call.receiver) else {
            return "\(me) is the end of the responder chain: UIResponder's \(method.selector) has no next responder, so \(what) go\(method.isTouches ? "" : "es") no further."
        }
        return "\(me) does not handle \(method.rawValue) itself, so UIResponder's version passes \(what) to its next responder, \(name(next))."
    }

    /// The first responder's methods, actions and sendEvent, in a sentence each.
    private func responderSentence(_ call: TraceCall, _ me: String) -> String? {
        switch call.body.method {
        case .canBecomeFirstResponder:
            return "\(me) keeps UIResponder's canBecomeFirstResponder, which says no: a plain responder cannot be first responder unless its class says it can."
        case .canResignFirstResponder:
            return "\(me) keeps UIResponder's canResignFirstResponder, which says yes: it lets another responder take over."
        case .becomeFirstResponder:
            return "\(me) asks to become first responder: it must say canBecomeFirstResponder, be in a window, and the current first responder must agree to resign; any no leaves everything as it was."
        case .resignFirstResponder:
            return "\(me) is asked to resign first responder: canResignFirstResponder decides."
        case .canPerformAction:
            return "\(me) can perform the action only if its class implements it (or an override of canPerformAction says so)."
        case .targetForAction:
            return "UIKit asks \(me) whether it performs the action; if not, its next responder is asked, up the chain."
        case .sendAction:
            return "A nil target: UIApplication asks the responder chain, from the first responder (or the sender when nothing is first responder), who performs the action."
        case .sendEvent:
            return call.receiver == .application
                ? "UIApplication.sendEvent(_:) hands the event to the sendEvent(_:) of each window with touches in it; an override here sees every event."
                : "\(me).sendEvent(_:) sends each touch to the view it was bound to when it began, one call per view and phase; an override here sees every event of this window."
        default:
            return nil
        }
    }
}
