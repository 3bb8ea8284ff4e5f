import Foundation
import HitLabKit

/// Figures for a person at the prompt: how long each kind of command takes on a lesson-sized
/// scene (startup is `Startup`'s).
enum Interactive {
    /// Median time of each command on the built-in scene, over `runs` repetitions.
    static func commands(runs: Int) -> [String] {
        let session = Session(startScript: SampleScenes.colouredViewsScript)
        _ = session.execute("tap 180 240")
        let commands = ["tap 180 320", "hittest 300 120", "chain WhiteView", "tree", "trace", "trace lines",
                        "show source UIView.hitTest", "draw", "set RedView alpha=0.5", "override GreenView.pointInside { return true }",
                        "help"]
        let clock = ContinuousClock()
        return commands.map { command in
            var times: [Double] = []
            for _ in 0..<runs {
                let start = clock.now
                _ = session.execute(command).output    // a streamed reply's lines made too
                times.append(seconds(clock.now - start))
                if command == "tap 180 320" || command == "hittest 300 120" { continue }
                _ = session.execute("tap 180 240")   // keep a trace for `trace`
            }
            times.sort()
            return "| `\(command)` | \(formatTime(times[times.count / 2])) | \(formatTime(times[0])) |"
        }
    }
}
