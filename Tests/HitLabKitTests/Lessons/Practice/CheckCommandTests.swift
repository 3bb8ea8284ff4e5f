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

/// `check` under a runaway override: probes keep to the probes' budgets, and Ctrl-C stops the
/// whole check, not only the probe running.
@Suite struct CheckCommandTests {
    /// A session working on exercise `name`.
    func practising(_ name: String = "grey-to-green") throws -> Session {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        Practice.install(in: s, catalog: try Catalog(folder: repositoryRoot.appendingPathComponent("lessons").path))
        _ = s.execute("exercise \(name)")
        return s
    }

    @Test func probesRunWithAtMostTheProbesBudgets() throws {
        let s = try practising()
        #expect(s.execute("option steps=100000000 depth=500").status == .ok)
        let probes = s.state.cappedForProbes.options.limits
        #expect(probes.steps == RunLimits.probes.steps)
        #expect(probes.steps < RunLimits.standard.steps)
        #expect(probes.depth == 500)          // a budget lowered by the learner is kept
    }

    @Test func ctrlCStopsTheWholeCheck() throws {
        let s = try practising()
        // Its own interruption, so tests running beside it are not stopped.
        let interruption = Interruption()
        s.state.options.interruption = interruption
        _ = s.execute("override GreenView.pointInside {\n    var n = 0\n    while true { n = n + 1 }\n    return true\n}")
        let start = Date()
        interruption.requestDuringNextRun()   // Ctrl-C while the first probe's tap runs
        let reply = s.execute("check")
        let probes = try #require(try s.practice?.catalog?.exercise(named: "grey-to-green")).probes.count
        #expect(reply.error?.hasPrefix("check stopped (Ctrl-C) after 1 of \(probes) probes; nothing was graded") == true, "\(reply.text)")
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(!interruption.isRequested)
    }
}

extension CheckCommandTests {
    /// nearest-controller's hidden probe taps the same place as the visible ones: the report
    /// must not say hidden probes tap elsewhere.
    @Test func aHiddenProbeFailureSaysOnlyWhatHappened() throws {
        let s = try practising("nearest-controller")
        _ = s.execute("set Knob interaction=no")
        _ = s.execute("override Panel.touchesBegan { print(\"MainVC\") }")
        #expect(s.execute("check").output == """
            ✓ tap 100 180: it prints “MainVC”
            ✓ tap 100 180: it does not print “Panel”
            ✗ 3 of 3 hidden probes fail: the hit view was Panel; it printed “MainVC”; it printed “MainVC”
            Not yet: 3 of 5 probes fail. `hint` helps.
            """)
    }
}
