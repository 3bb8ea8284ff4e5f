import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `p EXPR`: evaluate a Swift expression in the selected frame.
struct PrintCommand: CommandUnit {
    static let specs = [CommandSpec("p", aliases: ["print"], usage: "p EXPR", summary: "Evaluate a Swift expression in the selected frame, e.g. p convert(point, to: GreenView); before any touch, on the scene.",
                                    details: "SwiftUI: `p NAME.frame` is a SwiftUI view's laid-out frame in the window's coordinates (as `tree` shows it); `p HOST.VAR` is a hosting view's @State value.",
                                    arguments: [.expression], examples: ["p point"], topic: "Debug")]
    let expression: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(expression: try DebugSyntax.expression(&args)) }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        if let content = session.state.presentSwiftUI {
            let scene = session.state.present.scene
            if let value = try SwiftUIPrint(scene: scene, content: content).value(of: expression) {
                return Reply(ValueFormatter(scene: scene).describe(value))
            }
        }
        return session.state.debugger == nil ? evaluateOnTheScene(session) : evaluateInTheFrame(session)
    }

    private func evaluateInTheFrame(_ session: Session) -> Reply {
        session.withDebugger { debugger in
            do throws(ScriptError) {
                let value = try debugger.evaluate(expression, inFrame: debugger.selectedFrame)
                return Reply(ValueFormatter(scene: debugger.trace.scene).describe(value))
            } catch {
                return .error(Self.namingThisFrame(error.message, debugger) + placeOf(error))
            }
        }
    }

    /// Before any touch there is no frame: the expression is evaluated on the scene as it
    /// stands (with what touches scrolled, moved or set, and the first responder), with `self`
    /// the window and the fingers on the glass as `event`'s touches, so a first
    /// `p GreenView.frame` answers instead of asking for a tap.
    private func evaluateOnTheScene(_ session: Session) -> Reply {
        let (scene, runtime) = session.state.present
        let event = Event(timestamp: session.state.clock.now, touches: runtime.touches)
        do throws(ScriptError) {
            let value = try Interpreter.evaluate(expression, locals: [(name: "event", value: .event)], receiver: .view(scene.window),
                                                 scene: scene, event: event, classes: session.state.classes, firstResponder: runtime.firstResponder)
            return Reply(ValueFormatter(scene: scene).describe(value))
        } catch {
            let generic = Interpreter.unknownNameHint
            let message = error.message.hasSuffix(generic)
                ? String(error.message.dropLast(generic.count)) + "; with no touch yet there are views by name, the window's properties and `event`: `tap X Y` (with `break`) for a method's names"
                : error.message
            return .error(message + placeOf(error))
        }
    }

    /// Where in the expression the error is: its column, but not for a budget, which runs out
    /// wherever the steps happen to end (often in a method the expression called).
    private func placeOf(_ error: ScriptError) -> String {
        guard error.kind != .budget, let position = error.position else { return "" }
        return " (column \(position.column) of `\(ControlCharacters.inline(expression))`)"
    }

    /// The interpreter's hint for an unknown name speaks of bodies in general; at the prompt it
    /// names what the selected frame has (a touches method has no `point`), or says that no
    /// method runs at a pipeline phase.
    static func namingThisFrame(_ message: String, _ debugger: Debugger) -> String {
        let generic = Interpreter.unknownNameHint
        guard message.hasPrefix("unknown name '"), message.hasSuffix(generic) else { return message }
        let start = String(message.dropLast(generic.count))
        guard let frame = debugger.frames().dropFirst(debugger.selectedFrame).first else {
            return start + "; no method is running here (a pipeline phase), so there are only `event` and views by name: `step` into a method for its names"
        }
        let names = debugger.locals(of: frame).filter { if case .void = $0.value { false } else { true } }.map(\.name)
        let own = names.isEmpty ? "" : names.joined(separator: ", ") + ", "
        return start + "; \(debugger.frameName(frame.call)) has \(own)self's properties and views by name"
    }
}
