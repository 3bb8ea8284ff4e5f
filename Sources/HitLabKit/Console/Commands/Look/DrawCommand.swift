import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import Foundation

/// `draw [--svg FILE]`: a picture of the window, in the terminal or as an SVG file.
package struct DrawCommand: CommandUnit {
    package static let specs = [CommandSpec("draw", usage: "draw [--svg FILE]",
                                    summary: "Draw the window: each view in its colour, the last touch marked, the last hit view outlined. --svg writes an SVG file instead.",
                                    details: "A graded submission may not write files, so --svg is refused there.",
                                    arguments: [.keyword("--svg"), .file], examples: ["draw"], topic: "Look")]
    package let svgPath: String?

    package static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        Self(svgPath: try args.optionalKeyword("--svg") ? try args.word("FILE") : nil)
    }

    package var effect: CommandEffect { .reads }

    package func run(in session: Session) throws -> Reply {
        let state = session.state
        let drawing = SceneDrawing(scene: state.runtime.scene(over: state.scene), touch: state.lastTouch, hit: state.lastDelivery?.hitView,
                                   fingers: state.runtime.touches.map { ($0.finger, $0.location) })
        guard let svgPath else { return Reply(drawing.terminal(style: session.style)) }
        try session.requireFiles("draw --svg")
        do {
            try AtomicFile.write(drawing.svg(), to: session.resolve(svgPath))
            return Reply("drew the window to \(svgPath)")
        } catch {
            return .error("cannot write \(svgPath): \(error.localizedDescription); check the folder exists and is writable")
        }
    }
}
