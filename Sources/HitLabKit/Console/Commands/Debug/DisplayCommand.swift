import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `display [EXPR]` and `undisplay N`: expressions printed at every stop.
struct DisplayCommand: CommandUnit {
    static let specs = [
        CommandSpec("display", usage: "display [EXPR]", summary: "Print EXPR at every stop (no EXPR: list them; `undisplay N` removes one).", arguments: [.text], examples: ["display point.x"], topic: "Debug"),
        CommandSpec("undisplay", usage: "undisplay N", summary: "Stop displaying expression N.", arguments: [.number], examples: ["undisplay 1"], topic: "Debug"),
    ]

    enum Action: Sendable, Equatable { case list, add(String), remove(Int) }
    let action: Action

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        if args.spec.name == "undisplay" { return Self(action: .remove(try DebugSyntax.wholeNumber(&args))) }
        let rest = args.rest()
        guard !rest.isEmpty else { return Self(action: .list) }
        // Checked when it is added, as a breakpoint's condition is, not at every stop after.
        do {
            _ = try Parser.parseExpression(rest, locals: [])
        } catch {
            throw CommandError("the expression does not parse: \(error.message) (column \(error.position?.column ?? 0) of `\(ControlCharacters.inline(rest))`)")
        }
        return Self(action: .add(rest))
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        switch action {
        case .list:
            guard !session.state.displays.isEmpty else { return Reply("nothing is displayed; `display EXPR` adds one") }
            return Reply(session.state.displays.map { "\($0.number): \(LongWords.shortened($0.expression))" }.joined(separator: "\n"))
        case .add(let expression):
            session.state.displays.append((session.state.nextDisplay, expression))
            session.state.nextDisplay += 1
            guard let debugger = session.state.debugger, !debugger.isAtEnd else { return Reply("display \(session.state.nextDisplay - 1): \(LongWords.shortened(expression))") }
            return Reply(session.displayLines(debugger).last ?? "")
        case .remove(let n):
            guard session.state.displays.contains(where: { $0.number == n }) else { return .error(.noSuch(.display, n)) }
            session.state.displays.removeAll { $0.number == n }
            return Reply()
        }
    }
}
