import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `break`, `tbreak` and `delete`: set, list, delete, disable and enable breakpoints, in
/// HitLab's words or lldb's (`breakpoint set -n …`, `br l`, `br del 1`).
struct BreakCommand: CommandUnit {
    static let specs = [
        CommandSpec("break", aliases: ["b", "breakpoint", "br"], usage: "break METHOD [NAME] [if EXPR] | break CLASS.METHOD[:LINE] | break phase P",
                    summary: "Stop the next tap when it reaches a method (on every view, or NAME's), a source line, a pipeline phase, or a recognizer's state.",
                    details: """
                    METHOD is hitTest, pointInside, touchesBegan, touchesMoved, touchesEnded or touchesCancelled.
                    `break pointInside YellowView` stops each time YellowView's point(inside:with:) starts.
                    A method breakpoint stops once per call, where the first body runs: the view's own override when it has one, else UIKit's. The `super.hitTest` an override calls is part of the same call and does not stop again; to stop inside UIKit's body there, break on one of its lines, e.g. `break UIView.hitTest:3`.
                    `break UIView.hitTest:12` stops at line 12 of UIKit's hitTest (see `show source UIView.hitTest`).
                    `break YellowView.hitTest:3` stops at line 3 of YellowView's override, or of UIView's when it has none.
                    `if EXPR` is checked in the stopped frame, e.g. `break hitTest if point.y > 100`.
                    PHASE is \(Phase.allCases.dropLast().map(\.rawValue).joined(separator: ", ")) or \(Phase.allCases.last?.rawValue ?? "").
                    `break state Pan began` stops when the recognizer Pan enters began, before UIKit sends its action; without a STATE, at each change of state.
                    A breakpoint on a name that does not exist yet waits until it does.
                    `break list` lists them; `break delete N …` (or `delete N …`), `break delete all`, `break disable N …` and `break enable N …` change them.
                    lldb spellings work too: breakpoint set -n YellowView.hitTest -c 'point.x > 0' -o, br s, br l, br del 1.
                    """,
                    arguments: [.method, .view, .keyword("if")], examples: ["break hitTest"], topic: "Debug"),
        CommandSpec("tbreak", usage: "tbreak METHOD [NAME] [if EXPR] | tbreak CLASS.METHOD[:LINE]", summary: "A breakpoint that deletes itself after its first stop.",
                    arguments: [.method, .view, .keyword("if")], examples: ["tbreak A.hitTest:2"], topic: "Debug"),
        CommandSpec("delete", usage: "delete N … | delete all", summary: "Delete breakpoints by number (see `break list`), or all of them; as `break delete`.",
                    arguments: [.number, .number, .number], examples: ["delete 1"], topic: "Debug"),
    ]

    enum Action: Sendable, Equatable {
        case set(Breakpoint.Location, condition: String?, oneShot: Bool)
        case list
        /// nil: every breakpoint.
        case delete([Int]?)
        case enable([Int]?, Bool)
    }
    let action: Action

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let spec = args.spec
        let rest = args.text
        let words = try args.remaining()
        if spec.name == "delete" { return Self(action: .delete(try BreakpointSyntax.numbers("delete", words, spec))) }
        guard let first = words.first else { throw .usage(spec, "say where to stop, e.g. break pointInside YellowView") }
        let oneShot = spec.name == "tbreak"
        switch first {
        case "list", "l":
            guard words.count == 1 else { throw .usage(spec, "unexpected '\(words.dropFirst().joined(separator: " "))'") }
            return Self(action: .list)
        case "delete", "del", "d":
            return Self(action: .delete(try BreakpointSyntax.numbers("\(spec.name) \(first)", Array(words.dropFirst()), spec)))
        case "disable", "dis", "enable", "en":
            return Self(action: .enable(try BreakpointSyntax.numbers("\(spec.name) \(first)", Array(words.dropFirst()), spec), first.hasPrefix("en")))
        case "set", "s":
            return Self(action: try BreakpointSyntax.lldbSet(spec, Array(words.dropFirst()), oneShot: oneShot))
        default:
            let (location, condition) = try BreakpointSyntax.locationAndCondition(spec, rest, words)
            return Self(action: .set(location, condition: condition, oneShot: oneShot))
        }
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        switch action {
        case .set(let location, let condition, let oneShot):
            if case .line(let className, let method, let line) = location, let body = session.bodyFor(className, method) {
                let lines = body.statementLines.sorted()
                guard lines.contains(line) else {
                    return .error("line \(line) of \(body.frameName) holds no statement; statements start on lines \(lines.map(String.init).joined(separator: ", ")) (`show source \(body.className).\(method.rawValue)`)")
                }
            }
            let check = ConditionCheck(session: session)
            let b = session.state.breakpoints.add(location, condition: condition, oneShot: oneShot)
            return Reply(session.describe(b) + session.pendingNote(location) + (condition.map { check.unknownNameNote($0, at: location) } ?? ""))
        case .list:
            guard !session.state.breakpoints.isEmpty else { return Reply("no breakpoints; `break pointInside YellowView` sets one") }
            return Reply(session.state.breakpoints.all.map(session.describe).joined(separator: "\n"))
        case .delete(let numbers):
            let chosen = try existing(numbers, in: session)
            for n in chosen { _ = session.state.breakpoints.delete(n) }
            return Reply(numbers == nil ? "deleted every breakpoint (\(chosen.count))" : "deleted " + named(chosen))
        case .enable(let numbers, let on):
            let chosen = try existing(numbers, in: session)
            for n in chosen { _ = session.state.breakpoints.setEnabled(n, on) }
            return Reply("\(on ? "enabled" : "disabled") " + named(chosen))
        }
    }

    /// The breakpoints asked for, all of them known (nothing changes when one is not).
    private func existing(_ numbers: [Int]?, in session: Session) throws(CommandError) -> [Int] {
        let known = session.state.breakpoints.all.map(\.number)
        guard let numbers else {
            guard !known.isEmpty else { throw CommandError(.noBreakpoints) }
            return known
        }
        if let missing = numbers.first(where: { !known.contains($0) }) {
            throw CommandError(.noSuch(.breakpoint, missing))
        }
        return numbers
    }

    private func named(_ numbers: [Int]) -> String {
        numbers.count == 1 ? "breakpoint \(numbers[0])" : "breakpoints " + listed(numbers.map(String.init))
    }
}
