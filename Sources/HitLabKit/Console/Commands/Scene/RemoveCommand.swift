import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `remove NAME`: a view with its subviews (and their controllers and overrides), or a controller.
struct RemoveCommand: CommandUnit {
    static let specs = [CommandSpec("remove", usage: "remove NAME", summary: "Remove a view with its subviews (and their controllers and overrides), or a controller.",
                                    arguments: [.responder], examples: ["remove A"], topic: "Build a scene")]
    let name: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(name: try args.word("NAME")) }

    var effect: CommandEffect { .changesScene }

    func run(in session: Session) throws -> Reply {
        var output = ""
        switch try session.state.scene.responderID(named: name) {
        case .view(let id):
            // UIKit cancels the touches of a view that leaves its window, before it goes.
            let scene = session.state.scene
            let bound = session.state.runtime.touches.filter { t in t.view.map { scene.isDescendant($0, of: id) } ?? false }.map(\.finger)
            if !bound.isEmpty {
                let result = session.cancel(fingers: bound)
                if let error = result.error { return .error(error.report, output: result.printedLines.joined(separator: "\n")) }
                output = (result.printedLines + ["(\(Session.fingerList(bound)) cancelled: \(name) left the window)"]).joined(separator: "\n")
            }
            let classes = session.state.scene.classNames(inSubtreeOf: id)
            try session.state.scene.removeView(id)
            for c in classes { session.state.classes.removeClass(c) }
            session.state.runtime.forgetViewChanges(in: session.state.scene)
        case .controller(let id):
            session.state.scene.removeController(id)
            session.state.classes.removeClass(name)
        case .recognizer(let id):
            let r = session.state.scene.recognizer(id)
            if r.kind.isScrollViewPart {
                let owner = session.state.scene[r.view].name
                return .error("\(name) is \(owner)'s own recognizer, made with the scroll view: `set \(owner) isScrollEnabled=no` stops its scrolling, "
                              + "`set \(owner) delaysContentTouches=no` its delay, or `set \(name) isEnabled=no` turns it off")
            }
            session.state.scene.removeRecognizer(id)
            session.state.classes.removeClass(name)
        default:
            return .error("\(name) is part of every scene and cannot be removed")
        }
        _ = session.sceneChanged()
        return Reply(output)
    }
}
