import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `bt [N]`: the open calls, innermost first; N frames only, and a deep stack's middle elided.
/// A touch typed in several commands also names the commands before the one stopped in.
struct BacktraceCommand: CommandUnit {
    static let specs = [CommandSpec("bt", aliases: ["backtrace", "where"], usage: "bt [N]",
                                    summary: "The calls open here, innermost first, each with its point in its own coordinates; N shows only the innermost N.",
                                    details: """
                                    A deep stack (after runaway recursion) shows its first and last \(StopRenderer.elisionKeeps) frames with the middle left out; `bt N` shows the innermost N.
                                    At the touches of a scroll view it also lists the touches' gesture recognizers with their states, what they still
                                    hold back from the view, and, in a late touchesBegan, who held it and for how long.
                                    A touch typed in several commands (`touch down`, `touch move`, `touch up`) lists, under the stack, the commands before the one stopped in.
                                    In a SwiftUI gesture's closure (your code in the body, tagged [SwiftUI]) it shows SwiftUI's frames under it, from the gesture out to the hosting view, and its path: host → … → view → gesture → callback.
                                    """,
                                    arguments: [.number], examples: ["bt"], topic: "Debug")]
    let count: Int?

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(count: try DebugSyntax.optionalCount(&args)) }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        let earlier = WholeTouch(session.state)?.earlierCommandLines ?? []
        return session.withDebugger { debugger in
            let renderer = StopRenderer(debugger: debugger, words: session.style.language.words)
            // At a stage mark no method runs: the stack is the system's functions alone, with
            // the recognizers of a late delivery's touch and who held it back.
            guard !debugger.frames().isEmpty else {
                return Reply(([renderer.location()] + renderer.recognizerLines() + renderer.systemStack(underFrames: false) + earlier).joined(separator: "\n"))
            }
            let content = session.state.presentSwiftUI
            return Reply(([renderer.backtrace(count: count) { content?.path(to: $0) }] + earlier).joined(separator: "\n"))
        }
    }
}
