/// `trace [lines]`: the last touch as a call tree; `trace --html FILE`: as a web page.
struct TraceCommand: CommandUnit {
    static let specs = [CommandSpec("trace", usage: "trace [lines] | trace --html FILE [--force]", summary: "The last tap as a call tree with return values; `trace lines` adds every executed line.",
                                    details: "`trace --html FILE` writes the touch as one web page that opens from disk: the scene, the source at each step with its locals, the call stack and tree, the printed output, with step, next, finish and their reverse forms as buttons, a slider and keys (s n f, capitals for reverse). An existing file is replaced only when it is a page HitLab wrote, or with --force. A graded submission may not write files.",
                                    arguments: [.keyword("lines"), .file], topic: "Touch")]
    let lines: Bool
    var html: String? = nil
    var force = false

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        if try args.peek() == "--html" {
            _ = try args.optionalKeyword("--html")
            let (path, force) = try args.output("FILE")
            return Self(lines: false, html: path, force: force)
        }
        return Self(lines: try args.optionalKeyword("lines"))
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        guard let delivery = session.state.lastDelivery else {
            return .error(html.map { "no touch to write yet: `tap X Y` first, then `trace --html \($0)`" } ?? "nothing to show yet: `tap X Y` first")
        }
        if let html { return try TracePageFile.writeLastTouch(delivery, to: html, force: force, in: session) }
        // Streamed: a trace of a million records shows its first line at once.
        return Reply(streaming: TraceRenderer(trace: delivery.trace, showLines: lines).stream)
    }
}
