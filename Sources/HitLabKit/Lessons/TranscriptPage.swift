import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// `hitlab transcript html`: a whole transcript's touches on one trace page, chosen with a
/// selector, so a teacher shares one file after class and each touch is stepped through as
/// the session left it. The transcript is replayed on the built-in scene, as checking does.
/// Beside each touch stand the transcript's paragraphs since the touch before, word for word
/// (the class's questions with them), and each touch opens at its most telling step.
public enum TranscriptPage {
    /// The page, and how many touches it holds (nil when the transcript delivers none).
    public static func html(transcript text: String, name: String) -> (html: String, touches: Int)? {
        let session = Session(startScript: SampleScenes.colouredViewsScript)
        var touches: [TracePageRenderer.PageTouch] = []
        var paragraphs: [String] = [], paragraph: [String] = []
        func endParagraph() {
            if !paragraph.isEmpty { paragraphs.append(Self.refilled(paragraph)) }
            paragraph = []
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for item in Transcript.read(lines, indent: Transcript.indent) {
            switch item {
            case .outside(let line):
                if line.trimmingWhitespace.isEmpty { endParagraph() } else { paragraph.append(line) }
            case .stray:
                endParagraph()
            case .step(let step, _, _):
                endParagraph()
                let delivers = (try? session.commands.parse(step.command))??.effect == .deliversTouch
                let reply = session.execute(step.command)
                guard delivers, let delivery = session.state.lastDelivery, !(reply.isError && delivery.trace.count == 0) else {
                    // What the class asked of the last touch (`why`, `p`, `bt`) stands with it.
                    if !touches.isEmpty, !reply.text.isEmpty {
                        touches[touches.count - 1].said.append(Prompt.ready + step.command + "\n" + reply.text)
                    }
                    continue
                }
                let command = step.command.split(separator: "\n").first.map(String.init) ?? step.command
                // A touch stopped at a breakpoint opens there; any other at its hit.
                let start = session.isPaused ? session.state.debugger?.cursor : hitRecord(of: delivery)
                let hit = delivery.hitView.map { ": hit \(delivery.trace.scene[$0].name)" } ?? ""
                touches.append(.init(title: "\(command)  (line \(step.line))\(hit)", delivery: delivery, classes: session.state.classes,
                                     startRecord: start, notes: paragraphs))
                paragraphs = []
            }
        }
        endParagraph()
        guard !touches.isEmpty else { return nil }
        // What the transcript says after its last touch stays with that touch.
        touches[touches.count - 1].notes += paragraphs
        let heading = "HitLab: \(name), \(touches.count) touch\(touches.count == 1 ? "" : "es")"
        return (TracePageRenderer.page(for: touches, heading: heading), touches.count)
    }

    /// A paragraph's lines as one line each for the browser to wrap, as prose is read: the
    /// file's line breaks are kept only before a list item (`- `, `* `, `1. `).
    static func refilled(_ lines: [String]) -> String {
        var out = ""
        for line in lines {
            let item = line.hasPrefix("- ") || line.hasPrefix("* ") || line.prefix { $0.isNumber }.count > 0 && line.drop { $0.isNumber }.hasPrefix(". ")
            out += out.isEmpty ? line : (item ? "\n" : " ") + line
        }
        return out
    }

    /// Where the first hit test of `delivery` returns its answer (the window's hitTest
    /// returning the hit view), or nil when the touch made no hit test.
    static func hitRecord(of delivery: DeliveryResult) -> Int? {
        let trace = delivery.trace
        guard let phase = Phase.allCases.firstIndex(of: .hitTest) else { return nil }
        var i = 0
        while i < trace.count, !(trace[i].kind == .phase && trace[i].a == phase) { i += 1 }
        while i < trace.count, trace[i].kind != .call { i += 1 }
        guard i < trace.count else { return nil }
        let exit = Int(trace.calls[Int(trace[i].a)].exit)
        return exit >= 0 ? exit : nil
    }
}
