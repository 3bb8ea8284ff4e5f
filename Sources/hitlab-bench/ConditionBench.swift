import Foundation
import HitLabKit

/// `hitlab-bench condition`: the conditional breakpoint of the wide scene, through
/// `Session.execute` as the REPL runs it. Setting `break hitTest if point.y > 100` on the
/// 100,000-view scene (its time and the memory it takes), then `reverse-continue` from the end
/// of the 1,100,086-record tap to its start, where the condition is checked at each of the
/// 100,001 `hitTest` calls and never holds. `HITLAB_BENCH_REPEATS` sets how many times the
/// reverse-continue runs (the cursor is put back at the end, untimed, between runs).
enum ConditionBench {
    static let condition = "break hitTest if point.y > 100"

    static func rows(repeats: Int) -> [String] {
        let (scene, _, _) = Scenario.all.first { $0.name == "wide" }!.build()
        let session = Session()
        session.state.scene = scene
        let before = residentBytes()
        let set = LargeScenes.time { _ = session.execute(condition) }
        let grown = residentBytes() - before
        _ = session.execute("tap 0.5 0.5")
        var times: [Double] = [], cpus: [Double] = []
        var outcome = ""
        for _ in 0..<max(repeats, 1) {
            session.state.debugger?.moveToEnd()
            let cpu = Measure.cpuSeconds()
            times.append(LargeScenes.time { outcome = session.execute("reverse-continue").output })
            cpus.append(Measure.cpuSeconds() - cpu)
        }
        times.sort()
        cpus.sort()
        let stopped = outcome.split(separator: "\n").first.map(String.init) ?? ""
        let cpu = cpus[cpus.count / 2]
        return ["| setting `\(condition)` on the 100,000-view scene (goal: under 5 ms) | \(formatTime(set)) | RSS \(grown >= 0 ? "+" : "")\(megabytes(grown)) |",
                "| `reverse-continue` end → start over the wide tap's \(session.state.debugger?.trace.count ?? 0) records, median of \(times.count) (goal: 20 ms) | "
                    + "\(formatTime(times[times.count / 2])) wall, \(formatTime(cpu)) CPU: \(cpu <= 0.020 ? "met" : "**not met**") | best \(formatTime(times[0])); \(stopped) |",
                "| load average (1, 5, 15 min) | \(Measure.loadAverage()) | |"]
    }

    /// The resident set now (not the high-water mark), from /proc.
    private static func residentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) * 1024
    }
}
