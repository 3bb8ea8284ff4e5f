import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `wait SECONDS`: the simulated clock moves on, as when a finger rests on the glass (a long
/// press) or time passes between taps (tap counts start again after 0.35 s).
struct WaitCommand: CommandUnit {
    static let specs = [CommandSpec("wait", usage: "wait SECONDS",
                                    summary: "Let SECONDS of simulated time pass (fingers stay down): for long presses and the time between taps.",
                                    details: "Timestamps come from a simulated clock that moves only with events and `wait`, so output is the same on every run. "
                                        + "Each `touch` command's event comes 0.1 s after the one before, and `wait` counts from the last event, "
                                        + "so `touch down 1 50 50` then `wait 0.1` holds the finger 0.1 s. "
                                        + "`tap` and `drag` end with the fingers up and leave 1 s after them, so taps in a row count as separate taps "
                                        + "(`tap X Y taps=2` is a double tap); `wait` after them counts from there.",
                                    arguments: [.number], examples: ["wait 1"], topic: "Touch")]
    let seconds: Double

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let s = try args.number("SECONDS")
        guard s >= 0, s <= 86_400 else { throw .usage(args.spec, "SECONDS must be from 0 to 86400, not \(formatNumber(s))") }
        return Self(seconds: s)
    }

    var effect: CommandEffect { .deliversTouch }

    func run(in session: Session) throws -> Reply {
        // No time at all changes nothing: the next event still comes a moment after the last.
        guard seconds > 0 else { return Reply(Self.time(session.state.clock.waitStart, in: session)) }
        let result = session.movingOn { $0.wait(seconds, runtime: &$1, clock: &$2) }
        let time = Self.time(session.state.clock.now, in: session)
        // A recognizer's timer fired (a long press began): that is a recording of its own.
        guard result.trace.count > 0 else { return Reply(time) }
        return session.report(result, summary: ([time] + session.firedLine(result)).joined(separator: "\n"))
    }

    /// The reply: the clock's time to the millisecond, in the session's teaching language.
    static func time(_ now: Double, in session: Session) -> String {
        session.style.language.words.clockReads(formatNumber((now * 1000).rounded() / 1000))
    }
}
