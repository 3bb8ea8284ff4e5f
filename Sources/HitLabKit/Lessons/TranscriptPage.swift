import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// `hitlab transcript html`: a whole transcript's touches on one trace page, chosen with a
/// selector, so a teacher shares one file after class and each touch is stepped through as
/// the session left it. The transcript is replayed on the built-in scene, as checking does.
public enum TranscriptPage {
    /// The page, and how many touches it holds (nil when the transcript delivers none).
    public static func html(transcript text: String, name: String) -> (html: String, touches: Int)? {
        let session = Session(startScript: SampleScenes.colouredViewsScript)
        var touches: [(title: String, delivery: DeliveryResult)] = []
        var classes: [ClassTable] = []
        for step in Transcript(parsing: text).steps {
            let delivers = (try? session.commands.parse(step.command))??.effect == .deliversTouch
            let reply = session.execute(step.command)
            guard delivers, let delivery = session.state.lastDelivery, !(reply.isError && delivery.trace.count == 0) else { continue }
            let command = step.command.split(separator: "\n").first.map(String.init) ?? step.command
            touches.append(("\(command)  (line \(step.line))", delivery))
            classes.append(session.state.classes)
        }
        guard !touches.isEmpty else { return nil }
        return (TracePageRenderer.page(for: touches, classes: classes, heading: "HitLab: \(name), \(touches.count) touch\(touches.count == 1 ? "" : "es")"), touches.count)
    }
}
