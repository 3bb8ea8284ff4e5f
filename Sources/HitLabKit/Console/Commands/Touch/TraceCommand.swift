/// `trace [lines]`: the last touch as a call tree.
struct TraceCommand: CommandUnit {
    static let specs = [CommandSpec("trace", usage: "trace [lines]", summary: "The last tap as a call tree with return values; `trace lines` adds every executed line.",
                                    arguments: [.keyword("lines")], topic: "Touch")]
    let lines: Bool

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(lines: try args.optionalKeyword("lines")) }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        guard let delivery = session.state.lastDelivery else { return .error("nothing to show yet: `tap X Y` first") }
        // Streamed: a trace of a million records shows its first line at once.
        return Reply(streaming: TraceRenderer(trace: delivery.trace, showLines: lines).stream)
    }
}
