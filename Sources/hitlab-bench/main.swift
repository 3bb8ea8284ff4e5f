import Foundation
import HitLabKit

// Speed and memory of recording a tap's full trace. With no arguments, runs every scenario in
// a child process of its own (so each peak-memory figure is that scenario's alone) and prints
// Markdown tables of everything. `hitlab-bench NAME` runs one scenario and prints its row;
// `startup`, `stepping`, `large`, `memory`, `import`, `condition`, `swiftui-paired` and `swiftui-drag` print
// one table each.

func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
    return (Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) * 1024
}

func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_000_000) }

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

func formatTime(_ s: Double) -> String {
    if s < 0.0001 { return String(format: "%.2f µs", s * 1_000_000) }
    return s < 0.01 ? String(format: "%.3f ms", s * 1000) : String(format: "%.3f s", s)
}

func runOne(_ scenario: Scenario, repeats: Int) -> String {
    let clock = ContinuousClock()
    let buildStart = clock.now
    let (scene, classes, point) = scenario.build()
    let buildTime = seconds(clock.now - buildStart)
    let sceneResident = peakResidentBytes()
    let pipeline = TouchPipeline(scene: scene, classes: classes)
    var times: [Double] = [], cpus: [Double] = []
    var result: DeliveryResult?
    var oneTrace = 0
    for n in 0..<repeats {
        var simulated = SimulatedClock()
        result = nil    // drop the previous trace before recording the next
        let cpu = Measure.cpuSeconds()
        let start = clock.now
        result = pipeline.deliver(scenario.events(at: point), clock: &simulated)
        times.append(seconds(clock.now - start))
        cpus.append(Measure.cpuSeconds() - cpu)
        // The high-water mark with the first trace alive (and no other).
        if n == 0 { oneTrace = peakResidentBytes() }
    }
    let trace = result!.trace
    times.sort()
    cpus.sort()
    let cpu = cpus[cpus.count / 2]
    let goal = scenario.goal.map { "≤ \(formatTime($0)): \(cpu <= $0 ? "met" : "**not met**")" } ?? ""
    let outcome = result!.error.map { "stopped: \($0.kind.rawValue)" } ?? "hit \(result!.hitView.map { scene[$0].name } ?? "nil")" + (result!.swiftUIHits.first?.view.map { ", SwiftUI's \($0)" } ?? "")
    let steps = trace.records.lazy.filter { $0.kind == .line }.count
    return "| \(scenario.name) | \(scene.viewNames.count) | \(trace.count) | \(steps) | \(formatTime(cpu)) | \(goal) | \(formatTime(times[times.count / 2])) | \(formatTime(times.first!)) | "
        + "\(megabytes(trace.approximateBytes)) | \(megabytes(sceneResident)) | \(megabytes(oneTrace)) | \(formatTime(buildTime)) | \(outcome) |"
}

let arguments = CommandLine.arguments.dropFirst()
let repeats = Int(ProcessInfo.processInfo.environment["HITLAB_BENCH_REPEATS"] ?? "") ?? 5

/// Startup of the release `hitlab` beside this benchmark, median and best of 20 runs each.
func startupRows() -> [String] {
    let exits = Startup.startAndExit(["-c", ""], runs: 20), prompts = Startup.firstPrompt(runs: 20)
    guard !exits.isEmpty, !prompts.isEmpty else { return ["| startup | (build the hitlab product in the same configuration first) | |"] }
    let prompt = prompts[prompts.count / 2]
    return ["| `hitlab -c \"\"` (start, build the built-in scene, exit), to `waitpid` | \(formatTime(exits[exits.count / 2])) | \(formatTime(exits[0])) |",
            "| the REPL's first prompt on a pseudo-terminal, from `exec` (goal: under 10 ms: \(prompt < 0.010 ? "met" : "**not met**")) | \(formatTime(prompt)) | \(formatTime(prompts[0])) |"]
        + Startup.anchors.map { anchor in
            guard let times = Startup.startAndExit(anchor.executable, anchor.arguments, runs: 20) else { return "| anchor: \(anchor.shown) | does not start here | |" }
            return "| anchor: \(anchor.shown), to `waitpid` | \(formatTime(times[times.count / 2])) | \(formatTime(times[0])) |"
        }
        + ["| load average (1, 5, 15 min) after these runs | \(Measure.loadAverage()) | |"]
}

func printLargeScenes() {
    print("| large scenes through the REPL's `Session.execute` | time |")
    print("|---|---|")
    LargeScenes.rows().forEach { print($0) }
}

func printMemory() {
    print("| the REPL (hitlab reading a pipe) | RSS | peak RSS so far |")
    print("|---|---|---|")
    ReplMemory.rows().forEach { print($0) }
}

if arguments.first == "startup" {
    startupRows().forEach { print($0) }
} else if arguments.first == "large" {
    printLargeScenes()
} else if arguments.first == "memory" {
    printMemory()
} else if arguments.first == "stepping" {
    Stepping.rows().forEach { print($0) }
} else if arguments.first == "import" {
    print("| importing a dump, 21 runs | median wall | best wall | median CPU |")
    print("|---|---|---|---|")
    ImportBench.rows().forEach { print($0) }
} else if arguments.first == "condition" {
    print("| conditional breakpoint on the wide scene, through `Session.execute` | time | |")
    print("|---|---|---|")
    ConditionBench.rows(repeats: repeats).forEach { print($0) }
} else if arguments.first == "swiftui-paired" {
    SwiftUIBench.rows(repeats: repeats).forEach { print($0) }
} else if arguments.first == "swiftui-drag" {
    SwiftUIDragBench.rows(repeats: repeats).forEach { print($0) }
} else if arguments.first == "page" {
    TracePageBench.rows().forEach { print($0) }
} else if let name = arguments.first {
    guard let scenario = Scenario.all.first(where: { $0.name == name }) else {
        FileHandle.standardError.write("unknown scenario '\(name)': use one of \(Scenario.all.map(\.name).joined(separator: ", "))\n".data(using: .utf8)!)
        exit(2)
    }
    print(runOne(scenario, repeats: repeats))
} else {
    print("Load average (1, 5, 15 min) at the start: \(Measure.loadAverage())")
    print("")
    print("| scenario | views | trace records | steps | recording CPU, median of \(repeats) | goal (CPU) | recording wall, median | wall, best | trace storage | peak RSS before the tap | peak RSS after the first tap (one trace) | scene build | outcome |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for scenario in Scenario.all {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        child.arguments = [scenario.name]
        let pipe = Pipe()
        child.standardOutput = pipe
        try child.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        print(String(decoding: output, as: UTF8.self), terminator: "")
    }
    print("")
    for scenario in Scenario.all { print("- \(scenario.name): \(scenario.summary)") }
    print("")
    print("| at the prompt | median | best |")
    print("|---|---|---|")
    startupRows().forEach { print($0) }
    Interactive.commands(runs: 200).forEach { print($0) }
    print("")
    print("| debugger on | trace records | step | next | next, 2 breakpoints | reverse-step | continue to a breakpoint at the last call | reverse-continue end → start | the same, 1 plain breakpoint | the same, 1 conditional breakpoint | finish out of the window's hitTest | bt + p at the stop |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    Stepping.rows().forEach { print($0) }
    print("")
    printLargeScenes()
    print("")
    printMemory()
    print("")
    print("| importing a dump, 21 runs | median wall | best wall | median CPU |")
    print("|---|---|---|---|")
    ImportBench.rows().forEach { print($0) }
}
