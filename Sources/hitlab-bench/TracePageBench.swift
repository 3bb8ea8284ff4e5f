import Foundation
import HitLabKit

/// `hitlab-bench page`: what `trace --html` writes for short and long traces, how long it
/// takes to build, and how soon headless Chromium has the page ready (the player's own
/// `data-ready-ms`: from the start of loading to the end of its first render, median of 3).
enum TracePageBench {
    struct Case: Sendable {
        let name: String
        let summary: String
        let deliver: @Sendable () -> (DeliveryResult, ClassTable)
    }

    static func sessionCase(_ name: String, _ summary: String, _ script: String) -> Case {
        Case(name: name, summary: summary) {
            let session = Session(startScript: SampleScenes.colouredViewsScript)
            for reply in session.runScript(script) where reply.isError { fatalError("\(name): \(reply.text)") }
            return (session.state.lastDelivery!, session.state.classes)
        }
    }

    static func scenarioCase(_ name: String, _ summary: String) -> Case {
        let scenario = Scenario.all.first { $0.name == name }!
        return Case(name: name, summary: summary) {
            let (scene, classes, point) = scenario.build()
            var clock = SimulatedClock()
            return (TouchPipeline(scene: scene, classes: classes).deliver(scenario.events(at: point), clock: &clock), classes)
        }
    }

    static let cases = [
        sessionCase("tour", "a tap on the overhang of the coloured views (tap 180 240)", "tap 180 240"),
        sessionCase("10k", "an override whose loop runs 3,320 times: about 10,000 records",
                    "override GreenView.touchesBegan {\n    var i = 0\n    var total = 0\n    while i < 3320 {\n        i += 1\n        total += i\n    }\n}\ntap 180 240"),
        Case(name: "deep2000", summary: "2,000 nested views, the innermost hit (34,000 records, under the cap)") {
            var scene = Scene(width: 20_000, height: 20_000)
            var parent: ViewID? = nil
            for i in 0..<2_000 {
                parent = try! scene.addView(name: "Level\(i)", kind: .view, frame: Rect(x: 1, y: 1, width: 19_000 - Double(i), height: 19_000 - Double(i)), in: parent)
            }
            var clock = SimulatedClock()
            return (TouchPipeline(scene: scene, classes: ClassTable()).tap(at: Point(x: 15_000, y: 15_000), clock: &clock), ClassTable())
        },
        scenarioCase("deep", "10,000 nested views (170,044 records): cut at the page's record cap"),
        scenarioCase("runaway", "an endless recursion stopped at 25,000 open calls (50,012 records): cut at the cap"),
        scenarioCase("loop", "an endless loop stopped by the step budget (2,000,016 records): cut at the cap"),
    ]

    static func rows() -> [String] {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        var rows = ["| trace | records | page size | places | build | ready in Chromium (median of 3) |", "|---|---|---|---|---|---|"]
        for c in cases {
            let (delivery, classes) = c.deliver()
            let clock = ContinuousClock()
            let start = clock.now
            let html = TracePageRenderer.page(for: delivery, classes: classes, title: c.name)
            let build = seconds(clock.now - start)
            let file = NSTemporaryDirectory() + "hitlab-bench-\(c.name).html"
            try? html.write(toFile: file, atomically: true, encoding: .utf8)
            let places = placeCount(html)
            let ready = chromium.map { path in
                let times = (0..<3).compactMap { _ in readyMilliseconds(path, file) }.sorted()
                return times.isEmpty ? "failed" : "\(times[times.count / 2]) ms"
            } ?? "no chromium"
            rows.append("| \(c.name) | \(delivery.trace.count) | \(String(format: "%.2f MB", Double(html.utf8.count) / 1_000_000)) (\(html.utf8.count) bytes) | \(places) | \(formatTime(build)) | \(ready) |")
            try? FileManager.default.removeItem(atPath: file)
        }
        rows.append("")
        rows += cases.map { "- \($0.name): \($0.summary)" }
        return rows
    }

    /// How many places the page's slider runs over (its first touch's).
    static func placeCount(_ html: String) -> Int {
        guard let start = html.range(of: "\"record\":["), let end = html.range(of: "]", range: start.upperBound..<html.endIndex) else { return 0 }
        return html[start.upperBound..<end.lowerBound].split(separator: ",").count
    }

    static func readyMilliseconds(_ chromium: String, _ file: String) -> Int? {
        let profile = NSTemporaryDirectory() + "hitlab-bench-chromium-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=" + profile, "--dump-dom", URL(fileURLWithPath: file).absoluteString]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let range = dom.range(of: #"data-ready-ms="\d+""#, options: .regularExpression) else { return nil }
        return Int(dom[range].dropFirst(15).dropLast())
    }
}
