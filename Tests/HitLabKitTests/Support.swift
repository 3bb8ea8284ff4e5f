import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// A scene plus overrides under construction, with one-line helpers for tests.
struct Fixture {
    var scene: Scene
    var classes = ClassTable()
    var clock = SimulatedClock()
    var options = DeliveryOptions()

    init(width: Double = 400, height: Double = 800) { scene = Scene(width: width, height: height) }

    @discardableResult
    mutating func view(_ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                       in parent: String? = nil, kind: ViewKind = .view) throws -> ViewID {
        try scene.addView(name: name, kind: kind, frame: Rect(x: x, y: y, width: w, height: h),
                          in: parent.map { try scene.viewID(named: $0) })
    }

    mutating func set(_ name: String, _ change: (inout ViewState) -> Void) throws {
        try scene.update(try scene.viewID(named: name)) { change(&$0) }
    }

    mutating func override(_ className: String, _ method: MethodKind, _ source: String) throws {
        classes.setOverride(try MethodBody(className: className, method: method, source: source))
    }

    /// Logs hitTest and touchesBegan like the first article, for each named class.
    mutating func logAll(_ names: [String]) throws {
        for name in names {
            try override(name, .hitTest, SampleScenes.loggingHitTest)
            try override(name, .touchesBegan, SampleScenes.loggingTouchesBegan)
        }
    }

    var pipeline: TouchPipeline { TouchPipeline(scene: scene, classes: classes, options: options) }

    mutating func tap(_ x: Double, _ y: Double) -> DeliveryResult {
        pipeline.tap(at: Point(x: x, y: y), clock: &clock)
    }

    /// The name of the hit view for a bare hit test, "nil" when none.
    func hit(_ x: Double, _ y: Double) -> String {
        let result = pipeline.hitTest(at: Point(x: x, y: y), clock: clock)
        return result.hitView.map { scene[$0].name } ?? "nil"
    }

    func names(_ chain: [Responder]) -> [String] { chain.map { scene.name(of: $0) } }
}

/// Runs `source` as the body of a touchesBegan override on a lone view and returns what it
/// printed, or the error it stopped with.
func runBody(_ source: String, setup: (inout Fixture) throws -> Void = { _ in }) throws -> (printed: [String], error: ScriptError?) {
    var f = Fixture()
    try f.view("Probe", 0, 0, 100, 100)
    try setup(&f)
    try f.override("Probe", .touchesBegan, source)
    let result = f.tap(10, 10)
    return (result.printedLines, result.error)
}

/// The printed lines of a body that must run without error.
func output(_ source: String, setup: (inout Fixture) throws -> Void = { _ in }) throws -> [String] {
    let run = try runBody(source, setup: setup)
    if let e = run.error { Issue.record("unexpected error: \(e.report)") }
    return run.printed
}

/// The error a body stops with (fails the test when it runs cleanly).
func failure(_ source: String, setup: (inout Fixture) throws -> Void = { _ in }) throws -> ScriptError? {
    let run = try runBody(source, setup: setup)
    if run.error == nil { Issue.record("expected an error, got output \(run.printed)") }
    return run.error
}

/// The repository's folder (the one holding Package.swift), found from this file's place
/// however deep the test files sit, for the bundled lessons and transcripts.
let repositoryRoot: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        folder.deleteLastPathComponent()
    }
    return folder
}()

/// A session on the built-in scene, paused by `breakpoint` in the touch `tap` delivers (by
/// default in YellowView's point(inside:), for the tap on WhiteView's part outside YellowView).
func pausedSession(_ breakpoint: String = "break pointInside YellowView", tap: String = "tap 180 240") -> Session {
    let s = Session(startScript: SampleScenes.colouredViewsScript)
    _ = s.execute(breakpoint)
    _ = s.execute(tap)
    return s
}

/// A session built by `script`, as a learner would type it; a line that fails fails the test.
func scriptedSession(_ script: String) -> Session {
    let s = Session()
    if let failed = s.runScript(script).first(where: \.isError) { Issue.record("set-up failed: \(failed.text)") }
    return s
}

/// What a command printed besides the lines every delivering command adds (where each finger
/// went, the fingers down, the hit view, the clock, the SwiftUI gestures fired): the lines the
/// scene's own code printed.
func printed(_ s: Session, _ line: String) -> [String] {
    s.execute(line).output.split(separator: "\n").map(String.init)
        .filter { !$0.hasPrefix("hit:") && !$0.hasPrefix("down:") && $0 != "no fingers down" && !$0.hasPrefix("finger ") && !$0.hasPrefix("the clock reads") && !$0.hasPrefix("fired: ") }
}
