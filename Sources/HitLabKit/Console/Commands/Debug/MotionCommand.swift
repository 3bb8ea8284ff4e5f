import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// The debugger's motions through the recorded touch, forward and in reverse. Each is defined
/// by call depth (see `Debugger`); an empty line at the terminal repeats the last one.
struct MotionCommand: CommandUnit {
    static let specs = [
        CommandSpec("step", aliases: ["s"], usage: "step", summary: "Run to the next statement, entering calls.", examples: ["step"], topic: "Debug"),
        CommandSpec("next", aliases: ["n"], usage: "next", summary: "Run to the next statement of this method (calls run without stopping).", examples: ["next"], topic: "Debug"),
        CommandSpec("finish", usage: "finish", summary: "Run until the selected method returns, then stop in its caller at the line that called it (as lldb does), saying which implementation returned what.", examples: ["finish"], topic: "Debug"),
        CommandSpec("continue", aliases: ["c"], usage: "continue", summary: "Run to the next breakpoint, or to the end of the touch.", examples: ["continue"], topic: "Debug"),
        CommandSpec("reverse-step", aliases: ["rs"], usage: "reverse-step", summary: "Go back to the previous statement, entering calls.", examples: ["reverse-step"], topic: "Debug"),
        CommandSpec("reverse-next", aliases: ["rn"], usage: "reverse-next", summary: "Go back to the previous statement of this method.", examples: ["reverse-next"], topic: "Debug"),
        CommandSpec("reverse-finish", usage: "reverse-finish", summary: "Go back to where the selected method was called.", examples: ["reverse-finish"], topic: "Debug"),
        CommandSpec("reverse-continue", aliases: ["rc"], usage: "reverse-continue", summary: "Go back to the previous breakpoint, or to the start of the touch.", examples: ["reverse-continue"], topic: "Debug"),
    ]

    /// How the cursor moves; the raw value is the command's name.
    enum Motion: String, Sendable, Equatable {
        case step, next, finish, `continue`, reverseStep = "reverse-step", reverseNext = "reverse-next"
        case reverseFinish = "reverse-finish", reverseContinue = "reverse-continue"

        var isForward: Bool { [.step, .next, .continue, .finish].contains(self) }
    }
    let motion: Motion

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        Self(motion: Motion(rawValue: args.spec.name) ?? .step)
    }

    var effect: CommandEffect { .repeats }

    func run(in session: Session) throws -> Reply {
        session.withDebugger { debugger in
            let stop: Debugger.Stop?
            switch motion {
            case .step: stop = debugger.step(&session.state.breakpoints)
            case .next: stop = debugger.next(&session.state.breakpoints)
            case .continue: stop = debugger.resume(&session.state.breakpoints)
            case .finish: stop = debugger.isAtEnd ? nil : debugger.finish(&session.state.breakpoints)
            case .reverseStep: stop = debugger.reverseStep(&session.state.breakpoints)
            case .reverseNext: stop = debugger.reverseNext(&session.state.breakpoints)
            case .reverseFinish: stop = debugger.reverseFinish(&session.state.breakpoints)
            case .reverseContinue: stop = debugger.reverseContinue(&session.state.breakpoints)
            }
            guard let stop else { return .error(.notInAMethod) }
            if debugger.isAtEnd && stop.from >= debugger.trace.count && motion.isForward {
                return .error(.touchFinished)
            }
            session.state.debugger = debugger
            return session.render(stop)
        }
    }
}
