import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `until LINE`: run on to a line of this method (or out of it).
struct UntilCommand: CommandUnit {
    static let specs = [CommandSpec("until", usage: "until LINE", summary: "Run on to LINE of this method (or out of it).", arguments: [.number], examples: ["until 3"], topic: "Debug")]
    let line: Int

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let n = try DebugSyntax.wholeNumber(&args)
        guard n >= 1 else { throw .usage(args.spec, "LINE starts at 1") }
        return Self(line: n)
    }

    var effect: CommandEffect { .repeats }

    func run(in session: Session) throws -> Reply {
        session.withDebugger { debugger in
            guard let stop = debugger.until(line, &session.state.breakpoints) else { return .error(.notInAMethod) }
            session.state.debugger = debugger
            return session.render(stop)
        }
    }
}

/// The argument forms the debugger's commands share.
enum DebugSyntax {
    /// The one word after the name as a whole number, 0 or more.
    static func wholeNumber(_ args: inout Arguments) throws(CommandError) -> Int {
        let rest = args.rest()
        guard let n = Int(rest), n >= 0 else { throw .usage(args.spec, rest.isEmpty ? "missing N" : "'\(ControlCharacters.inline(rest))' is not a whole number") }
        return n
    }

    /// The raw text after the name, which must not be empty (an expression in the Swift subset).
    static func expression(_ args: inout Arguments) throws(CommandError) -> String {
        let rest = args.rest()
        guard !rest.isEmpty else { throw .usage(args.spec, "missing EXPR") }
        return rest
    }

    /// An optional count after `bt`, `up` or `down`: 1 or more.
    static func optionalCount(_ args: inout Arguments) throws(CommandError) -> Int? {
        guard let word = try args.next() else { return nil }
        guard let n = Int(word), n >= 1 else { throw .usage(args.spec, "N is a whole number of frames, 1 or more, not '\(word)'") }
        return n
    }
}
