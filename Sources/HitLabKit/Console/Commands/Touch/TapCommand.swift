import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `tap X Y [taps=N] [fingers=N]`: quick taps (tapCount 1…N) with one or more fingers side by
/// side, each tap one event down and one up.
struct TapCommand: CommandUnit {
    static let specs = [CommandSpec("tap", usage: "tap X Y [taps=N] [fingers=N]",
                                    summary: "One finger down and up at window point (X, Y): prints what the program printed, then the hit view and its responder chain.",
                                    details: """
                                    taps=N taps N times quickly at the same place (touch.tapCount counts 1, 2, …).
                                    fingers=N lands N fingers side by side, 20 points apart, in one event each time.
                                    Fingers already down with `touch down` stay down; the tap uses free fingers.
                                    Example: tap 180 320 taps=2
                                    """,
                                    arguments: [.number, .number, .repeating(.words(["taps=", "fingers="]))], examples: ["tap 1 1"], topic: "Touch")]
    let point: Point
    var taps = 1
    var fingers = 1

    /// The spacing of several fingers in one tap.
    static let fingerSpacing = 20.0

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        var command = Self(point: try args.point("X", "Y"))
        while let pair = try args.next() {
            guard pair.contains("=") else { throw .usage(args.spec, "unexpected '\(pair)'") }
            let (key, value) = try CommandSyntax.keyValue(pair, args.spec)
            guard let n = Int(value), (1...10).contains(n) else {
                throw .usage(args.spec, "\(key)=\(value): use a whole number from 1 to 10")
            }
            switch key {
            case "taps": command.taps = n
            case "fingers": command.fingers = n
            default: throw .usage(args.spec, "unknown key '\(CommandSyntax.typedKey(pair))'; tap takes taps=N and fingers=N")
            }
        }
        return command
    }

    var effect: CommandEffect { .deliversTouch }

    func run(in session: Session) throws -> Reply {
        let held = session.state.runtime.fingers
        let used = try session.freeFingers(fingers)
        let spots = used.enumerated().map { n, f in
            (f, Point(x: point.x + (Double(n) - Double(fingers - 1) / 2) * Self.fingerSpacing, y: point.y))
        }
        var events: [[TouchInput]] = []
        for _ in 0..<taps {
            events.append(spots.map { TouchInput(finger: $0.0, phase: .began, location: $0.1) })
            events.append(spots.map { TouchInput(finger: $0.0, phase: .ended, location: $0.1) })
        }
        // A tap is over when its recognizers have decided: their timers come due within it.
        let result = session.deliver(events, settle: 1)
        session.state.clock.advance(by: 1)
        var reply = session.report(result, at: point)
        if !held.isEmpty, !reply.isError {
            reply.output += "\n(\(Session.fingerList(held)) stayed down; the tap used \(Session.fingerList(used)))"
        }
        return reply
    }
}
