import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `drag X1 Y1 X2 Y2 [STEPS]`: one finger down, moved in STEPS moves, then up.
struct DragCommand: CommandUnit {
    static let specs = [CommandSpec("drag", usage: "drag X1 Y1 X2 Y2 [STEPS]",
                                    summary: "One finger down at (X1, Y1), moved to (X2, Y2) in STEPS moves (default 2), then up: touchesBegan, touchesMoved…, touchesEnded.",
                                    details: "The touch keeps the view it began in, wherever the finger goes.",
                                    arguments: [.number, .number, .number, .number, .number], examples: ["drag 1 1 2 2"], topic: "Touch")]
    let from: Point, to: Point
    let steps: Int

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let from = try args.point("X1", "Y1")
        let to = try args.point("X2", "Y2")
        var steps = 2
        if let word = try args.next() {
            guard let n = Int(word), (1...100).contains(n) else { throw .usage(args.spec, "STEPS must be a whole number from 1 to 100, not '\(word)'") }
            steps = n
        }
        return Self(from: from, to: to, steps: steps)
    }

    var effect: CommandEffect { .deliversTouch }

    func run(in session: Session) throws -> Reply {
        let finger = try session.freeFingers(1)[0]
        var events = [[TouchInput(finger: finger, phase: .began, location: from)]]
        for n in 1...steps {
            let t = Double(n) / Double(steps)
            events.append([TouchInput(finger: finger, phase: .moved, location: Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))])
        }
        events.append([TouchInput(finger: finger, phase: .ended, location: to)])
        let result = session.deliver(events, settle: 1)
        session.state.clock.advance(by: 1)
        return session.report(result, at: to)
    }
}
