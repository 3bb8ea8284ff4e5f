import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `frame N`, `up [N]` and `down [N]`: choose the frame `p`, `locals` and `list` look at.
struct FrameCommand: CommandUnit {
    static let specs = [
        CommandSpec("frame", aliases: ["f"], usage: "frame N", summary: "Look at frame N of `bt` (0 is the innermost).", arguments: [.number], examples: ["frame 1"], topic: "Debug"),
        CommandSpec("up", usage: "up [N]", summary: "Look at the caller of the selected frame (N callers up).", arguments: [.number], examples: ["up"], topic: "Debug"),
        CommandSpec("down", usage: "down [N]", summary: "Look at the frame the selected one called (N frames down).", arguments: [.number], examples: ["down"], topic: "Debug"),
    ]

    enum Move: Sendable, Equatable { case select(Int), up(Int), down(Int) }
    let move: Move

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        switch args.spec.name {
        case "up": return Self(move: .up(try DebugSyntax.optionalCount(&args) ?? 1))
        case "down": return Self(move: .down(try DebugSyntax.optionalCount(&args) ?? 1))
        default: return Self(move: .select(try DebugSyntax.wholeNumber(&args)))
        }
    }

    var effect: CommandEffect {
        if case .select = move { return .reads }
        return .repeats
    }

    func run(in session: Session) throws -> Reply {
        session.withDebugger { debugger in
            let frames = debugger.frames()
            switch move {
            case .select(let n):
                guard n < frames.count else { return .error(frames.isEmpty ? "no frames here: the touch is between calls" : "there are frames 0 to \(frames.count - 1); `bt` lists them") }
                debugger.selectedFrame = n
            case .up(let n):
                guard debugger.selectedFrame + 1 < frames.count else { return .error(.frameEdge(outermost: true)) }
                debugger.selectedFrame += min(n, frames.count - 1 - debugger.selectedFrame)
            case .down(let n):
                guard debugger.selectedFrame > 0, !frames.isEmpty else { return .error(.frameEdge(outermost: false)) }
                debugger.selectedFrame -= min(n, debugger.selectedFrame)
            }
            return Reply(StopRenderer(debugger: debugger).frameHeader())
        }
    }
}
