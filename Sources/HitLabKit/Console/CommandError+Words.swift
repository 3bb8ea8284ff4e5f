import HitLabModel
/// The one place the shared conditions of `CommandError` are worded. HitLab's errors stay
/// English in every language (only teaching text follows the language).
extension CommandError.Reason {
    public var words: String {
        switch self {
        case .noTouchYet:
            return "no touch yet: `tap X Y` first (a breakpoint set with `break` stops inside it)"
        case .notInAMethod:
            return "not inside a method here: `step` into one first"
        case .touchFinished:
            return "the touch has already finished: `reverse-step` or `reverse-continue` go back through it"
        case .noTouchPaused:
            return "no touch is paused: `kill` abandons a paused touch, and none is"
        case .touchPaused(let changesScene):
            return changesScene
                ? "a touch is paused, and changing the scene would change what it recorded: `continue` to let it finish or `kill` to abandon it first"
                : "a touch is paused: `continue` to let it finish or `kill` to abandon it first"
        case .noSuch(let thing, let n):
            return "no \(thing.rawValue) \(n); `\(thing.listCommand)` shows them"
        case .noBreakpoints:
            return "there are no breakpoints to change; `break pointInside YellowView` sets one"
        case .frameEdge(let outermost):
            return outermost ? "already at the outermost frame; `down` goes back in" : "already at the innermost frame; `up` goes out"
        case .noFingersDown(let cancelling):
            return cancelling ? "no fingers are down, so there is nothing to cancel; `touch down 1 X Y` puts one down"
                : "no fingers are down: `touch down 1 X Y` puts one down"
        case .unknownCommand(let name, let near):
            return "unknown command '\(name)'" + NameSuggestions.hint(near) + "; `help` lists the commands"
        case .usage(let problem, let usage):
            return "\(problem); usage: \(usage)"
        case .other(let message):
            return message
        }
    }
}

extension CommandError.Numbered {
    /// The command that lists them.
    public var listCommand: String {
        switch self {
        case .breakpoint: return "break list"
        case .watch: return "watch list"
        case .display: return "display"
        }
    }
}
