import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `p EXPR`: evaluate a Swift expression in the selected frame.
struct PrintCommand: CommandUnit {
    static let specs = [CommandSpec("p", aliases: ["print"], usage: "p EXPR", summary: "Evaluate a Swift expression in the selected frame, e.g. p convert(point, to: GreenView).",
                                    arguments: [.text], examples: ["p point"], topic: "Debug")]
    let expression: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(expression: try DebugSyntax.expression(&args)) }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        session.withDebugger { debugger in
            do throws(ScriptError) {
                let value = try debugger.evaluate(expression, inFrame: debugger.selectedFrame)
                return Reply(ValueFormatter(scene: debugger.trace.scene).describe(value))
            } catch {
                return .error(Self.namingThisFrame(error.message, debugger) + (error.position.map { " (column \($0.column) of `\(ControlCharacters.inline(expression))`)" } ?? ""))
            }
        }
    }

    /// The interpreter's hint for an unknown name speaks of bodies in general; at the prompt it
    /// names what the selected frame has (a touches method has no `point`), or says that no
    /// method runs at a pipeline phase.
    static func namingThisFrame(_ message: String, _ debugger: Debugger) -> String {
        let generic = "; a body sees point, event or touches, self's properties and views by name"
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
