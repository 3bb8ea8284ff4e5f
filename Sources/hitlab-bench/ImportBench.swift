import Foundation
import HitLabKit

/// `import` of a generated 5,000-view dump through `Session.execute` (reading the file,
/// parsing, building the scene), beside the anchor of building the same scene from the
/// commands `hitlab import --script` writes for it: wall and CPU time, and the machine's load.
enum ImportBench {
    static let views = 5_000

    /// Median and best wall time, and median CPU time, of `runs` runs of `work`.
    static func measure(runs: Int, _ work: () -> Void) -> (median: Double, best: Double, cpu: Double) {
        var walls: [Double] = [], cpus: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let cpu = Measure.cpuSeconds()
            let start = clock.now
            work()
            walls.append(seconds(clock.now - start))
            cpus.append(Measure.cpuSeconds() - cpu)
        }
        walls.sort()
        cpus.sort()
        return (walls[runs / 2], walls[0], cpus[runs / 2])
    }

    static func rows(runs: Int = 21) -> [String] {
        let folder = NSTemporaryDirectory() + "hitlab-bench-import-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dump = folder + "/app.txt", script = folder + "/app.hitlab"
        try? SampleDump.generated(views: views).write(toFile: dump, atomically: true, encoding: .utf8)
        let first = Session()
        let written = first.importDump(at: dump, scriptTo: script)
        guard !written.isError, first.state.scene.viewNames.count == views - 1 else {
            return ["| import | failed: \(written.error ?? "\(first.state.scene.viewNames.count) views") |"]
        }
        let commands = (try? String(contentsOfFile: script, encoding: .utf8)) ?? ""
        let imported = measure(runs: runs) { _ = Session().execute("import \(dump)") }
        let rebuilt = measure(runs: runs) { _ = Session().runScript(commands) }
        let load = Measure.loadAverage()
        let bytes = (try? FileManager.default.attributesOfItem(atPath: dump)[.size] as? Int) ?? 0
        return [
            "| `import FILE`: a 5,000-view dump (\(megabytes(bytes))): read, parse, build | \(formatTime(imported.median)) | \(formatTime(imported.best)) | \(formatTime(imported.cpu)) |",
            "| anchor: the same scene from the \(commands.split(separator: "\n").count) commands `hitlab import --script` writes, through `Session.runScript` | \(formatTime(rebuilt.median)) | \(formatTime(rebuilt.best)) | \(formatTime(rebuilt.cpu)) |",
            "| load average (1, 5, 15 min) during the run | \(load) | | |",
        ]
    }
}
