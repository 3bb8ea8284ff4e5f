import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabConsole
import HitLabKit

/// `why` and `explain` report a refusal only where UIKit's hitTest guard ran (reference §2: the
/// guard is the first statement of UIView.hitTest, so an override that does not call super
/// never runs it), and read the view as it was at that record, not as the touch found it.
@Suite struct ExplainFromTraceTests {
    /// Interaction is off, but V's own hitTest returns nil without calling super: the guard
    /// never ran, so the override decided, not the flag.
    @Test func anOverrideThatSkipsSuperIsNotBlamedOnTheFlag() throws {
        let s = scriptedSession("""
        window 200 200
        view V 0 0 100 100
        set V interaction=no
        override V.hitTest { return nil }
        """)
        #expect(s.execute("tap 50 50").output.hasPrefix("hit: UIWindow"))
        let delivery = try #require(s.state.lastDelivery)
        let answers = try WhyExplainer(trace: delivery.trace, hit: delivery.hitView).explain("V")
        #expect(answers.first == .overrideSaidNil(view: "V", point: Point(x: 50, y: 50), method: .hitTest, inside: true))
        #expect(!answers.contains { if case .refusedWhenAsked = $0 { true } else { false } })
    }

    /// With super called, the same flag is UIKit's refusal, with every check that refused.
    @Test func theGuardThatRanNamesEveryCheckThatRefused() throws {
        let s = scriptedSession("""
        window 200 200
        view V 0 0 100 100
        set V interaction=no hidden=yes
        """)
        _ = s.execute("tap 50 50")
        let delivery = try #require(s.state.lastDelivery)
        let answers = try WhyExplainer(trace: delivery.trace, hit: delivery.hitView).explain("V")
        #expect(answers.first == .refusedWhenAsked(view: "V", point: Point(x: 50, y: 50), [.interactionOff, .hidden]))
    }

    /// A point(inside:) override that said no is named as the method that decided.
    @Test func aPointInsideOverrideIsTheMethodThatDecided() throws {
        let s = scriptedSession("""
        window 200 200
        view V 0 0 100 100
        override V.pointInside { return false }
        """)
        _ = s.execute("tap 50 50")
        let delivery = try #require(s.state.lastDelivery)
        let answers = try WhyExplainer(trace: delivery.trace, hit: delivery.hitView).explain("V")
        #expect(answers.first == .overrideSaidNil(view: "V", point: Point(x: 50, y: 50), method: .pointInside, inside: true))
    }

    /// The first tap's touchesEnded hides V; the second tap's hit test finds it hidden, and
    /// `explain` at that guard says so, as `p isHidden` does there.
    @Test func explainReadsTheSceneAtTheRecordNotAtTheStart() throws {
        let s = scriptedSession("""
        window 200 200
        view V 0 0 100 100
        override V.touchesEnded { isHidden = true }
        """)
        _ = s.execute("tap 50 50 taps=2")
        let delivery = try #require(s.state.lastDelivery)
        var d = Debugger(trace: delivery.trace, classes: s.state.classes)
        var none = BreakpointTable()
        var atGuard: [Explanation] = []
        while d.step(&none).reason != .end {
            guard let frame = d.frames().first, let line = d.line(of: frame),
                  d.trace.calls[frame.call].receiver == .view(try d.trace.scene.viewID(named: "V")),
                  DefaultLandmark.at(line, in: d.trace.calls[frame.call].body) == .hitTestGuard else { continue }
            atGuard += Explainer(debugger: d).explanations().filter {
                if case .refused = $0 { true } else if case .takesTouches = $0 { true } else { false }
            }
        }
        #expect(atGuard.count == 2, "\(atGuard)")
        #expect(atGuard.first == .takesTouches(view: "V", alpha: 1, point: .point(Point(x: 50, y: 50))))
        #expect(atGuard.last == .refused(view: "V", .hidden))
    }

    /// The readable source, the landmarks and the refusals come from one table: every class
    /// with a guard opens its hitTest with the table's statement, and each row refuses a view
    /// that fails it and lets through UIKit's default view.
    @Test func everyGuardRowIsInTheSourceAndRefusesWhatItChecks() throws {
        for className in HitTestGuard.classNames {
            let body = try #require(ClassTable().method(.hitTest, definedIn: className))
            #expect(body.lines.contains { $0.trimmingCharacters(in: .whitespaces) == HitTestGuard.statement(for: className) })
        }
        var button = ViewState(name: "B", kind: .button, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(HitTestGuard.refusals(of: button).isEmpty)
        button.isEnabled = false
        button.alpha = 0.01
        #expect(HitTestGuard.refusals(of: button) == [.alpha(Double(Float(0.01))), .disabledControl])
        #expect(HitTestGuard.all.map { $0.refusal(button) }.compactMap(\.self).allSatisfy { ViewPropertyDescriptor.index(ofUIKitName: $0.property) != nil })
    }
}
