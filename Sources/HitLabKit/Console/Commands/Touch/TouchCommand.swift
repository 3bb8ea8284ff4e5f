import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `touch down|move|up|cancel|update|list`: fingers that stay on the glass between commands,
/// so a learner can put one finger down, look around, add a second, move them, and lift them;
/// and Apple Pencil touches, whose force UIKit first reports as an estimate and updates later
/// (`touch down … type=pencil`, then `touch update`).
struct TouchCommand: CommandUnit {
    static let specs = [CommandSpec("touch", usage: "touch down|move F X Y … [type=pencil] | up|cancel F …|all | update F … | list",
                                    summary: "Fingers 1–10 that stay down between commands: down and move in one event, up, cancelled by the system, or listed; an Apple Pencil whose force is updated later.",
                                    details: """
                                    touch down 1 100 200 2 150 200: two fingers land in one event (one touchesBegan with 2 touches on a multi-touch view).
                                    touch move 1 120 260: finger 1 moves; finger 2 is stationary in this event.
                                    touch up 1, touch up all: fingers lift (touchesEnded on the view each began in).
                                    touch cancel [F …]: the system cancels them, as an incoming call does (touchesCancelled); no F: all of them.
                                    touch list: each finger's view, phase, location and tap count.
                                    touch down 1 100 200 type=pencil force=0.5: Apple Pencil lands; its force (1, an average touch, without force=) is an estimate that UIKit expects to update.
                                    touch update 1 force=0.8: the pencil's real force arrives, also after it has lifted: UIKit calls touchesEstimatedPropertiesUpdated(_:) on its recognizers, then its view. Without force=, UIKit says no update is coming.
                                    A touch keeps the view it began in. A view with multitouch off takes only its first touch; a later one that lands on it reaches nobody. Removing a view cancels its touches.
                                    """,
                                    arguments: [.branches([
                                        "down": [.cycle([.number, .number, .number])],
                                        "move": [.cycle([.finger(orAll: false), .number, .number])],
                                        "up": [.finger(orAll: true), .repeating(.finger(orAll: false))],
                                        "cancel": [.finger(orAll: true), .repeating(.finger(orAll: false))],
                                        "update": [.finger(orAll: false), .repeating(.words(["force="]))],
                                        "list": [],
                                    ])], examples: ["touch down 1 5 5", "touch down 1 5 5 type=pencil force=0.5", "touch update 1 force=0.8"], topic: "Touch")]

    enum Action: String, Equatable, CaseIterable { case down, move, up, cancel, update, list }
    let action: Action
    /// Fingers with positions (down, move) or alone (up, cancel, update; empty means all).
    let fingers: [(finger: Int, point: Point?)]
    /// `type=pencil` (down): the new touches are Apple Pencil's.
    var pencil = false
    /// `force=V`: the pencil's estimated force (down) or its real one (update); nil for an
    /// update that says none is coming.
    var force: Double?

    static func == (a: Self, b: Self) -> Bool {
        a.action == b.action && a.fingers.map(\.finger) == b.fingers.map(\.finger) && a.fingers.map(\.point) == b.fingers.map(\.point)
            && a.pencil == b.pencil && a.force == b.force
    }

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let word = try args.word("down, move, up, cancel, update or list")
        guard let action = Action(rawValue: word) else {
            let near = NameSuggestions.nearest(to: word, in: Action.allCases.map(\.rawValue))
            throw .usage(args.spec, "'\(word)' is not a touch action" + NameSuggestions.hint(near) + "; use down, move, up, cancel, update or list")
        }
        var fingers: [(Int, Point?)] = []
        var pencil = false
        var force: Double?
        /// `type=` and `force=`, which only `down` (both) and `update` (force) take.
        func setting(_ pair: String) throws(CommandError) {
            let (key, value) = try CommandSyntax.keyValue(pair, args.spec)
            switch (key, action) {
            case ("type", .down):
                switch value.lowercased() {
                case "pencil": pencil = true
                case "direct": pencil = false
                default: throw .usage(args.spec, "type=\(value): use type=pencil (Apple Pencil) or type=direct (a finger)")
                }
            case ("force", .down), ("force", .update):
                guard let n = CommandSyntax.number(value), n.isFinite, n >= 0 else {
                    throw .usage(args.spec, "force=\(value): use a number, 0 or more (1 is an average touch)")
                }
                force = n
            default:
                throw .usage(args.spec, "touch \(word) takes no \(key)=" + (action == .update ? "; it takes force=V" : action == .down ? "; it takes type=pencil and force=V" : ""))
            }
        }
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
                if w.contains("=") { try setting(w); continue }
                let f = try finger(w)
                fingers.append((f, try args.point("X", "Y")))
            }
            guard !fingers.isEmpty else { throw .usage(args.spec, "touch \(word) needs F X Y, e.g. touch \(word) 1 100 200") }
            if force != nil && !pencil {
                throw .usage(args.spec, "force= is for Apple Pencil touches: add type=pencil (a finger's force is 0 here)")
            }
        case .update:
            while let w = try args.next() {
                if w.contains("=") { try setting(w); continue }
                fingers.append((try finger(w), nil))
            }
            guard !fingers.isEmpty else { throw .usage(args.spec, "touch update needs fingers, e.g. touch update 1 force=0.8") }
        case .up, .cancel:
            let words = try args.remaining()
            if words == ["all"] { break }
            for w in words { fingers.append((try finger(w), nil)) }
            guard action == .cancel || !fingers.isEmpty else { throw .usage(args.spec, "touch up needs fingers, e.g. touch up 1, or touch up all") }
        case .list:
            break
        }
        return Self(action: action, fingers: fingers, pencil: pencil, force: force)
    }

    var effect: CommandEffect { action == .list ? .reads : .deliversTouch }

    func run(in session: Session) throws -> Reply {
        let runtime = session.state.runtime
        let down = runtime.fingers
        switch action {
        case .list:
            return Reply(list(session))
        case .down:
            if let f = fingers.first(where: { down.contains($0.finger) }) {
                throw CommandError("finger \(f.finger) is already down: `touch move \(f.finger) X Y` moves it, `touch up \(f.finger)` lifts it")
            }
            let pencilForce = pencil ? force ?? PencilEstimate.averageForce : nil
            return deliver(session, [fingers.map { TouchInput(finger: $0.finger, phase: .began, location: $0.point!, pencilForce: pencilForce) }])
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
            session.state.clock.leaveGap(session.state.options.eventInterval)
            return session.reportTouches(result)
        case .update:
            return try update(session)
        }
    }

    /// `touch update`: the real force of each finger's oldest pencil touch that still expects
    /// it (updates arrive in the order of their estimates), on the glass or lifted.
    private func update(_ session: Session) throws -> Reply {
        let runtime = session.state.runtime
        var before: [Touch] = []
        for f in fingers.map(\.finger) {
            guard let touch = runtime.touchesExpectingUpdates(finger: f).first else {
                throw CommandError("finger \(f) has no pencil touch waiting for an update: `touch down \(f) X Y type=pencil` makes one, and each is updated once")
            }
            before.append(touch)
        }
        let result = session.updateEstimates(of: before.map(\.id), force: force)
        if result.error == nil { session.state.clock.leaveGap(session.state.options.eventInterval) }
        let scene = result.trace.scene
        let lines = before.map { t in
            let estimate = formatNumber(t.pencil!.force)
            let what = force.map { "force \(estimate) → \(formatNumber($0)), real" } ?? "force \(estimate) stays an estimate"
            return "finger \(t.finger): \(session.describeBinding(t, in: scene)) · \(what) · estimationUpdateIndex \(t.pencil!.updateIndex)"
        }
        return session.report(result, summary: lines.joined(separator: "\n"))
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
        if result.error == nil { session.state.clock.leaveGap(session.state.options.eventInterval) }
        return session.reportTouches(result)
    }

    /// `touch list`: each finger's view, phase, location in the window and in its view, and
    /// tap count; a pencil's force and its estimate; then the lifted pencil touches whose
    /// update is still expected.
    private func list(_ session: Session) -> String {
        let touches = session.state.runtime.touches, lifted = session.state.runtime.awaitingUpdates
        guard !touches.isEmpty || !lifted.isEmpty else { return "no fingers down" }
        let scene = session.state.runtime.scene(over: session.state.scene)
        let down = touches.map { t in
            var line = "finger \(t.finger): \(session.describeBinding(t, in: scene)) · \(t.phase.rawValue) · \(t.location) in the window"
            if let v = t.view, scene.contains(v) { line += ", \(scene.convert(t.location, from: nil, to: v)) in \(scene[v].name)" }
            if t.tapCount > 1 { line += " · tapCount \(t.tapCount)" }
            return line + Self.pencilNote(t) + session.state.runtime.heldNote(t, in: scene)
        }
        let waiting = lifted.map { "finger \($0.finger), lifted: \(session.describeBinding($0, in: scene))" + Self.pencilNote($0) }
        return (down + waiting).joined(separator: "\n")
    }

    /// ` · pencil force 1 (estimate, update expected, index 1)`, or nothing for a finger.
    private static func pencilNote(_ t: Touch) -> String {
        guard let p = t.pencil else { return "" }
        let state = p.expectsUpdate ? "estimate, update expected, " : p.isEstimate ? "estimate, no update coming, " : "real, "
        return " · pencil force \(formatNumber(p.force)) (\(state)index \(p.updateIndex))"
    }
}
