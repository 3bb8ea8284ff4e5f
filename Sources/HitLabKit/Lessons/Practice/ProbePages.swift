import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
import HitLabConsole
/// `check --html DIR`: each failing visible probe's touch as a trace page, `probe-N.html` in
/// DIR (N counts the exercise's probes from 1), so a learner steps through what happened
/// instead of reading a sentence about it. Hidden probes are never written: their pages would
/// give away where they tap.
struct ProbePages {
    let folder: String
    let exercise: Exercise
    var force = false

    /// Writes the pages and says which; the folder is made when missing (its parent is not),
    /// and each page follows `AtomicFile`'s rule.
    func write(_ outcomes: [Grader.Outcome], state: SessionState, in session: Session) throws -> String {
        try session.requireFiles("check --html")
        let (path, note) = try AtomicFile.folder(session.resolve(folder), named: folder, force: force)
        let grader = Grader(exercise: exercise)
        var written: [String] = []
        for (n, outcome) in outcomes.enumerated() where !outcome.passed && !outcome.probe.hidden {
            let touches = grader.touches(of: outcome.probe, on: state)
            guard !touches.isEmpty else { continue }
            let name = "probe-\(n + 1).html"
            let heading = session.style.language.practice.probePageHeading(exercise.name, n + 1, outcome)
            let page = TracePageRenderer.page(for: touches, classes: touches.map { _ in state.classes }, heading: heading)
            try TracePageFile.write(page, to: path + "/" + name, named: (folder.hasSuffix("/") ? folder : folder + "/") + name, force: force)
            written.append(name)
        }
        if written.isEmpty { return "(no failing probe has a touch to write to \(folder))" }
        return "(wrote \(written.joined(separator: ", ")) to \(folder)\(note): open \(written.count == 1 ? "it" : "them") in a browser)"
    }
}
