import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `touch down|move|up|cancel|list`: fingers that stay on the glass between commands, so a
/// learner can put one finger down, look around, add a second, move them, and lift them.
package struct TouchCommand: CommandUnit {
    package static let specs = [CommandSpec("touch", usage: "touch down|move F X Y … | touch up|cancel F …|all | touch list",
                                    summary: "Fingers 1–10 that stay down between commands: down and move in one event, up, cancelled by the system, or listed.",
                                    details: """
                                    touch down 1 100 200 2 150 200   two fingers land in one event (one touchesBegan with 2 touches
                                                                     on a multi-touch view)
                                    touch move 1 120 260             finger 1 moves; finger 2 is stationary in this event
                                    touch up 1 | touch up all        fingers lift (touchesEnded on the view each began in)
                                    touch cancel [F …]               the system cancels them, as an incoming call does
                                                                     (touchesCancelled); no F: all of them
                                    touch list                       each finger: its view, phase, location, tap count
                                    A touch keeps the view it began in. A view with multitouch off takes only its first
                                    touch; a later one that lands on it reaches nobody. Removing a view cancels its touches.
                                    """,
                                    arguments: [.branches([
                                        "down": [.cycle([.number, .number, .number])],
                                        "move": [.cycle([.finger(orAll: false), .number, .number])],
                                        "up": [.finger(orAll: true), .repeating(.finger(orAll: false))],
                                        "cancel": [.finger(orAll: true), .repeating(.finger(orAll: false))],
                                        "list": [],
                                    ])], examples: ["touch down 1 5 5"], topic: "Touch")]

    package enum Action: String, Equatable, CaseIterable { case down, move, up, cancel, list }
    package let action: Action
    /// Fingers with positions (down, move) or alone (up, cancel; empty means all).
    package let fingers: [(finger: Int, point: Point?)]

    package static func == (a: Self, b: Self) -> Bool {
        a.action == b.action && a.fingers.map(\.finger) == b.fingers.map(\.finger) && a.fingers.map(\.point) == b.fingers.map(\.point)
    }

    package static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let word = try args.word("down, move, up, cancel or list")
        guard let action = Action(rawValue: word) else {
            let near = NameSuggestions.nearest(to: word, in: Action.allCases.map(\.rawValue))
            throw .usage(args.spec, "'\(word)' is not a touch action" + NameSuggestions.hint(near) + "; use down, move, up, cancel or list")
        }
        var fingers: [(Int, Point?)] = []
        func finger(_ w: String) throws(CommandError) -> Int {
            guard let f = Int(w), Session.fingerRange.contains(f) else {
                throw .usage(args.spec, "F must be a finger from 1 to 10, not '\(w)'")
            }
            guard !fingers.contains(where: { $0.0 == f }) else { throw .usage(args.spec, "finger \(f) is named twice") }
            return f
        }
        switch action {
        case .down, .move:
            while let w = try args.next() {
                let f = try finger(w)
                fingers.append((f, try args.point("X", "Y")))
            }
            guard !fingers.isEmpty else { throw .usage(args.spec, "touch \(word) needs F X Y, e.g. touch \(word) 1 100 200") }
        case .up, .cancel:
            let words = try args.remaining()
            if words == ["all"] { break }
            for w in words { fingers.append((try finger(w), nil)) }
            guard action == .cancel || !fingers.isEmpty else { throw .usage(args.spec, "touch up needs fingers, e.g. touch up 1, or touch up all") }
        case .list:
            break
        }
        return Self(action: action, fingers: fingers)
    }

    package var effect: CommandEffect { action == .list ? .reads : .deliversTouch }

    package func run(in session: Session) throws -> Reply {
        let runtime = session.state.runtime
        let down = runtime.fingers
        switch action {
        case .list:
            return Reply(list(session))
        case .down:
            if let f = fingers.first(where: { down.contains($0.finger) }) {
                throw CommandError("finger \(f.finger) is already down: `touch move \(f.finger) X Y` moves it, `touch up \(f.finger)` lifts it")
            }
            return deliver(session, [fingers.map { TouchInput(finger: $0.finger, phase: .began, location: $0.point!) }])
        case .move:
            try requireDown(fingers.map(\.finger), down)
            return deliver(session, [fingers.map { TouchInput(finger: $0.finger, phase: .moved, location: $0.point!) }])
        case .up:
            let lifted = fingers.isEmpty ? down : fingers.map(\.finger)
            guard !lifted.isEmpty else { throw CommandError(.noFingersDown(cancelling: false)) }
            try requireDown(lifted, down)
            return deliver(session, [lifted.map { f in TouchInput(finger: f, phase: .ended, location: runtime.touch(finger: f)!.location) }])
        case .cancel:
            let cancelled = fingers.isEmpty ? down : fingers.map(\.finger)
            guard !cancelled.isEmpty else { throw CommandError(.noFingersDown(cancelling: true)) }
            try requireDown(cancelled, down)
            let result = session.cancel(fingers: cancelled)
            session.state.clock.advance(by: session.state.options.eventInterval)
            return session.reportTouches(result)
        }
    }

    private func requireDown(_ wanted: [Int], _ down: [Int]) throws(CommandError) {
        let missing = wanted.filter { !down.contains($0) }
        guard missing.isEmpty else {
            let state = down.isEmpty ? "no fingers are down" : "down: \(Session.fingerList(down))"
            throw CommandError("\(Session.fingerList(missing)) \(missing.count == 1 ? "is" : "are") not down (\(state)): `touch down \(missing[0]) X Y` first")
        }
    }

    private func deliver(_ session: Session, _ events: [[TouchInput]]) -> Reply {
        let result = session.deliver(events)
        // The next command's event comes a moment later.
        if result.error == nil { session.state.clock.advance(by: session.state.options.eventInterval) }
        return session.reportTouches(result)
    }

    /// `touch list`: each finger's view, phase, location in the window and in its view, and
    /// tap count.
    private func list(_ session: Session) -> String {
        let touches = session.state.runtime.touches
        guard !touches.isEmpty else { return "no fingers down" }
        let scene = session.state.runtime.scene(over: session.state.scene)
        return touches.map { t in
            var line = "finger \(t.finger): \(session.describeBinding(t, in: scene)) · \(t.phase.rawValue) · \(t.location) in the window"
            if let v = t.view, scene.contains(v) { line += ", \(scene.convert(t.location, from: nil, to: v)) in \(scene[v].name)" }
            if t.tapCount > 1 { line += " · tapCount \(t.tapCount)" }
            return line + session.state.runtime.heldNote(t, in: scene)
        }.joined(separator: "\n")
    }
}
