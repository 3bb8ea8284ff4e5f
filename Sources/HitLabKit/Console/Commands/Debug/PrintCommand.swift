/// `p EXPR`: evaluate a Swift expression in the selected frame.
struct PrintCommand: CommandUnit {
    static let specs = [CommandSpec("p", aliases: ["print"], usage: "p EXPR", summary: "Evaluate a Swift expression in the selected frame, e.g. p convert(point, to: GreenView).",
                                    arguments: [.text], topic: "Debug")]
    let expression: String

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(expression: try DebugSyntax.expression(&args)) }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        session.withDebugger { debugger in
            do throws(ScriptError) {
                let value = try debugger.evaluate(expression, inFrame: debugger.selectedFrame)
                return Reply(ValueFormatter(scene: debugger.trace.scene).describe(value))
            } catch {
                return .error(error.message + (error.position.map { " (column \($0.column) of `\(expression)`)" } ?? ""))
            }
        }
    }
}
