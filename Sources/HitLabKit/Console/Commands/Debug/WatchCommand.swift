import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `watch EXPR`, `watch list` and `watch delete N`: stop when a value changes in the frame
/// where it was set.
struct WatchCommand: CommandUnit {
    static let specs = [CommandSpec("watch", usage: "watch EXPR | watch list | watch delete N",
                                    summary: "Stop when EXPR, evaluated in the selected frame, changes value; `watch list` lists the watches and `watch delete N` removes one.",
                                    details: "Watches belong to the recorded touch: a new tap starts without them.",
                                    arguments: [.text], examples: ["watch point.x"], topic: "Debug")]

    enum Action: Sendable, Equatable { case add(String), list, delete(Int) }
    let action: Action

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let rest = args.text
        if rest == "list" { _ = args.rest(); return Self(action: .list) }
        let words = rest.split(separator: " ")
        if words.first == "delete" {
            guard words.count == 2, let n = Int(words[1]), n >= 1 else { throw .usage(args.spec, "watch delete takes a watch number (see `watch list`)") }
            _ = args.rest()
            return Self(action: .delete(n))
        }
        return Self(action: .add(try DebugSyntax.expression(&args)))
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        if case .list = action, session.state.debugger?.watches.isEmpty ?? true {
            return Reply("no watches; `watch EXPR` in a stopped frame adds one")
        }
        return session.withDebugger { debugger in
            let f = ValueFormatter(scene: debugger.trace.scene)
            switch action {
            case .add(let expression):
                do throws(ScriptError) {
                    guard let (n, value) = try debugger.watch(expression) else { return .error(.notInAMethod) }
                    return Reply("watch \(n): \(LongWords.shortened(expression)) = \(f.describe(value))")
                } catch {
                    return .error(error.message)
                }
            case .list:
                return Reply(debugger.watches.map { w in
                    "\(w.number): \(LongWords.shortened(w.expression)) in \(debugger.frameName(w.call))" + (w.value.map { " = " + f.describe($0) } ?? "")
                }.joined(separator: "\n"))
            case .delete(let n):
                guard debugger.deleteWatch(n) else { return .error(.noSuch(.watch, n)) }
                return Reply("deleted watch \(n)")
            }
        }
    }
}
