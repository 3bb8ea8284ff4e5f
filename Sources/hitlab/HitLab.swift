import ArgumentParser
import HitLabKit

/// The `hitlab` command. With no arguments it plays the built-in scene: the first article's
/// coloured views, tapped at the article's six places.
@main
struct HitLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hitlab",
        abstract: "A step debugger for learning how iOS delivers a touch.",
        version: HitLabVersion.current
    )

    mutating func run() throws {
        let (scene, classes) = SampleScenes.colouredViews()
        var clock = SimulatedClock()
        let pipeline = TouchPipeline(scene: scene, classes: classes)
        print("The first article's coloured views: BlackView holds RedView, GreenView and YellowView;")
        print("WhiteView sits in YellowView and reaches up out of it. Every view logs hitTest and touchesBegan.")
        let taps: [(String, Double, Double)] = [
            ("white over yellow", 180, 320), ("white outside yellow", 180, 240), ("yellow", 220, 430),
            ("green", 80, 180), ("red", 300, 120), ("grey", 320, 550),
        ]
        for (label, x, y) in taps {
            print("\ntap \(formatNumber(x)) \(formatNumber(y))   # \(label)")
            let result = pipeline.tap(at: Point(x: x, y: y), clock: &clock)
            result.printedLines.forEach { print($0) }
            if let error = result.error { print("error: \(error.report)") }
            let chain = result.responderChain.map { scene.name(of: $0) }.joined(separator: " → ")
            print("hit: \(result.hitView.map { scene[$0].name } ?? "nil")   chain: \(chain)")
        }
    }
}
