import Foundation
import HitLabKit

// Speed and memory of recording a tap's full trace. With no arguments, runs every scenario in
// a child process of its own (so each peak-memory figure is that scenario's alone) and prints
// a Markdown table. `hitlab-bench NAME` runs one scenario and prints its row.

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
    let pipeline = TouchPipeline(scene: scene, classes: classes)
    var times: [Double] = []
    var result: DeliveryResult?
    for _ in 0..<repeats {
        var simulated = SimulatedClock()
        result = nil    // drop the previous trace before recording the next
        let start = clock.now
        result = pipeline.deliver(scenario.events(at: point), clock: &simulated)
        times.append(seconds(clock.now - start))
    }
    let trace = result!.trace
    times.sort()
    let median = times[times.count / 2]
    let outcome = result!.error.map { "stopped: \($0.kind.rawValue)" } ?? "hit \(result!.hitView.map { scene[$0].name } ?? "nil")"
    return "| \(scenario.name) | \(scene.viewNames.count) | \(trace.count) | \(formatTime(median)) | \(formatTime(times.first!)) | "
        + "\(megabytes(trace.approximateBytes)) | \(megabytes(peakResidentBytes())) | \(formatTime(buildTime)) | \(outcome) |"
}

let arguments = CommandLine.arguments.dropFirst()
let repeats = Int(ProcessInfo.processInfo.environment["HITLAB_BENCH_REPEATS"] ?? "") ?? 5

if arguments.first == "stepping" {
    Stepping.rows().forEach { print($0) }
} else if arguments.first == "page" {
    TracePageBench.rows().forEach { print($0) }
} else if let name = arguments.first {
    guard let scenario = Scenario.all.first(where: { $0.name == name }) else {
        FileHandle.standardError.write("unknown scenario '\(name)': use one of \(Scenario.all.map(\.name).joined(separator: ", "))\n".data(using: .utf8)!)
        exit(2)
    }
    print(runOne(scenario, repeats: repeats))
} else {
    print("| scenario | views | trace records | recording, median of \(repeats) | recording, best | trace storage | peak RSS (process) | scene build | outcome |")
    print("|---|---|---|---|---|---|---|---|---|")
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
    print(Interactive.startup(runs: 20))
    Interactive.commands(runs: 200).forEach { print($0) }
    print("")
    print("| debugger on | trace records | step | next | reverse-step | continue to a breakpoint at the last call | reverse-continue end → start | the same, 1 plain breakpoint | the same, 1 conditional breakpoint | finish out of the window's hitTest | bt + p at the stop |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    Stepping.rows().forEach { print($0) }
}
