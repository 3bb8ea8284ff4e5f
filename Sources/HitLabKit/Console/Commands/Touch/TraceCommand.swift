import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `trace [lines]`: the last touch as a call tree; `trace --html FILE`: as a web page.
struct TraceCommand: CommandUnit {
    static let specs = [CommandSpec("trace", usage: "trace [lines] [hittest | touches | NAME] | trace --html FILE [--force]", summary: "The last tap as a call tree with return values; `trace lines` adds every executed line; `trace hittest`, `trace touches` or `trace NAME` keeps only those calls.",
                                    details: "`trace --html FILE` writes the touch as one web page that opens from disk: the scene, the source at each step with its locals, the call stack and tree, the printed output, with step, next, finish and their reverse forms as buttons, a slider and keys (s n f, capitals for reverse). A touch typed in several commands (`touch down`, `touch move`, `touch up`) is one page with each command in its menu, and `trace` shows each command's calls under a heading. A graded submission may not write files.",
                                    arguments: [.words(["lines", "--html", "hittest", "touches"]), .file], examples: ["trace", "trace lines", "trace hittest"], topic: "Touch")]
    let lines: Bool
    var html: String? = nil
    var filter: TraceFilter? = nil
    var force = false

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        if try args.peek() == "--html" {
            _ = try args.optionalKeyword("--html")
            let (path, force) = try args.output("FILE")
            return Self(lines: false, html: path, force: force)
        }
        let lines = try args.peek() == "lines"
        if lines { _ = try args.next() }
        let filter = try args.next().map(TraceFilter.init(word:))
        try args.finish()
        return Self(lines: lines, filter: filter)
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        guard let delivery = session.state.lastDelivery else {
            return .error(.noTouchYet)
        }
        if let html { return try TracePageFile.writeLastTouch(delivery, to: html, force: force, in: session) }
        let parts = WholeTouch(session.state)?.parts ?? []
        if case .receiver(let name)? = filter, !parts.contains(where: { $0.delivery.trace.scene.responder(named: name) != nil }) {
            return .error("no view, controller or recognizer named '\(name)' in the last touch; `trace hittest`, `trace touches` or `trace NAME` filters the trace")
        }
        // Streamed: a trace of a million records shows its first line at once.
        var reply = Reply(streaming: parts.count > 1 ? stream(of: parts) : TraceRenderer(trace: delivery.trace, showLines: lines, filter: filter).stream)
        // At a terminal a trace taller than the screen is paged, with a word on showing less.
        reply.pagingHint = session.style.language.words.traceHint(filtered: filter != nil)
        return reply
    }

    /// A touch typed in several commands: each command's recording under a heading that names
    /// it and what it did, oldest first, so the hit test that bound the touch's view is shown
    /// with the lift that ended it.
    private func stream(of parts: [DeliveredCommand]) -> LineStream {
        let (lines, filter) = (self.lines, self.filter)
        return LineStream { emit in
            for (k, part) in parts.enumerated() {
                guard emit("══ \(k + 1) of \(parts.count): \(WholeTouch.title(of: part))") else { return }
                let renderer = TraceRenderer(trace: part.delivery.trace, showLines: lines, filter: filter)
                guard renderer.stream.write(to: emit) else { return }
            }
        }
    }
}
