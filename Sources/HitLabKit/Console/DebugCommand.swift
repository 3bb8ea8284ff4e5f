/// The debugger's commands, parsed: what `Session` hands to its debugger.
public enum DebugCommand: Sendable, Equatable {
    case setBreakpoint(Breakpoint.Location, condition: String?, oneShot: Bool)
    case listBreakpoints
    case deleteBreakpoint(Int)
    case enableBreakpoint(Int, Bool)
    case motion(Motion)
    case backtrace
    case selectFrame(Int)
    case up, down
    case evaluate(String)
    case locals
    case list
    case display(String?)
    case undisplay(Int)
    case watch(String)
    case explain(Bool)
    case why(String)
    case kill
    case until(Int)

    /// How the cursor moves through the recorded touch.
    public enum Motion: String, Sendable, Equatable {
        case step, next, finish, `continue`, reverseStep = "reverse-step", reverseNext = "reverse-next"
        case reverseFinish = "reverse-finish", reverseContinue = "reverse-continue"
    }
}
