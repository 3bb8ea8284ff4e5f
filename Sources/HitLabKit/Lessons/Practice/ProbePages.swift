import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
import Foundation

/// `check --html DIR`: each failing visible probe's touch as a trace page, `probe-N.html` in
/// DIR (N counts the exercise's probes from 1), so a learner steps through what happened
/// instead of reading a sentence about it. Hidden probes are never written: their pages would
/// give away where they tap.
package struct ProbePages {
    package let folder: String
    package let exercise: Exercise

    /// Writes the pages and says which; the folder is made when missing.
    package func write(_ outcomes: [Grader.Outcome], state: SessionState, in session: Session) throws -> String {
        try session.requireFiles("check --html")
        let path = session.resolve(folder)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw CommandError("cannot write pages into \(folder): it is a file; name a folder (it is made if missing)") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw CommandError("cannot make the folder \(folder): \(error.localizedDescription); check its parent exists and is writable")
            }
        }
        let grader = Grader(exercise: exercise)
        var written: [String] = []
        for (n, outcome) in outcomes.enumerated() where !outcome.passed && !outcome.probe.hidden {
            let touches = grader.touches(of: outcome.probe, on: state)
            guard !touches.isEmpty else { continue }
            let name = "probe-\(n + 1).html"
            let heading = "\(exercise.name), probe \(n + 1): \(outcome.probe.summary), but \(outcome.got)"
            let page = TracePageRenderer.page(for: touches, classes: touches.map { _ in state.classes }, heading: heading)
            try TracePageFile.write(page, to: path + "/" + name, named: (folder.hasSuffix("/") ? folder : folder + "/") + name)
            written.append(name)
        }
        if written.isEmpty { return "(no failing probe has a touch to write to \(folder))" }
        return "(wrote \(written.joined(separator: ", ")) to \(folder): open \(written.count == 1 ? "it" : "them") in a browser)"
    }
}
