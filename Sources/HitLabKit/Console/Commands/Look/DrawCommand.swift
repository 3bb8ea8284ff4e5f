import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
/// `draw [--svg FILE]`: a picture of the window, in the terminal or as an SVG file.
struct DrawCommand: CommandUnit {
    static let specs = [CommandSpec("draw", usage: "draw [--svg FILE [--force]]",
                                    summary: "Draw the window: each view in its colour, the last touch marked, the last hit view outlined. --svg writes an SVG file instead.",
                                    details: "An existing file is replaced only when it is a drawing HitLab wrote, or with --force. A graded submission may not write files, so --svg is refused there.",
                                    arguments: [.keyword("--svg"), .file, .keyword("--force")], examples: ["draw", "draw --svg scene.svg"], topic: "Look")]
    let svgPath: String?
    var force = false

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        guard try args.optionalKeyword("--svg") else { return Self(svgPath: nil) }
        let (path, force) = try args.output("FILE")
        return Self(svgPath: path, force: force)
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        let state = session.state
        let (scene, runtime) = state.present
        var drawing = SceneDrawing(scene: scene, touch: state.lastTouch, hit: state.lastDelivery?.hitView,
                                   fingers: runtime.touches.filter { !$0.phase.isFinal }.map { ($0.finger, $0.location) })
        for host in state.presentSwiftUI?.hosts ?? [] { drawing.swiftUI[host.id] = SwiftUIDrawing(layout: host.layout).marks }
        guard let svgPath else {
            drawing.words = session.style.language.words
            return Reply(drawing.terminal(style: session.style))
        }
        try session.requireFiles("draw --svg")
        let note = try AtomicFile.write(drawing.svg(), to: session.resolve(svgPath), named: svgPath,
                                        mark: .contains(SceneDrawing.svgMark), force: force)
        return Reply("drew the window to \(svgPath)" + note)
    }
}
