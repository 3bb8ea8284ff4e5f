import Foundation
import HitLabKit

/// Figures for a person at the prompt: how long `hitlab` takes to be ready, and how long each
/// kind of command takes on a lesson-sized scene.
enum Interactive {
    /// Median wall time of `hitlab -c ""` (start, build the built-in scene, exit) over `runs`.
    static func startup(runs: Int) -> String {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("hitlab")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            return "| startup | (build the hitlab product in the same configuration first) |"
        }
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["-c", ""]
            process.standardOutput = FileHandle.nullDevice
            let start = clock.now
            try? process.run()
            process.waitUntilExit()
            times.append(seconds(clock.now - start))
        }
        times.sort()
        return "| `hitlab -c \"\"` (start, build the built-in scene, exit) | \(formatTime(times[times.count / 2])) | \(formatTime(times[0])) |"
    }

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
                _ = session.execute(command)
                times.append(seconds(clock.now - start))
                if command == "tap 180 320" || command == "hittest 300 120" { continue }
                _ = session.execute("tap 180 240")   // keep a trace for `trace`
            }
            times.sort()
            return "| `\(command)` | \(formatTime(times[times.count / 2])) | \(formatTime(times[0])) |"
        }
    }
}
