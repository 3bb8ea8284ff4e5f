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

/// `explain`, `bt`, `touch list` and the trace page at a scroll view's touches (reference §5.2,
/// §11.2–§11.4, §11.10): the delayed delivery, the scroll view's recognizers and the
/// cancellation show as they happen.
@Suite struct ScrollExplainTests {
    static let scene = ScrollWhyTests.scene

    func run(_ s: Session, _ lines: String) {
        for line in lines.split(separator: "\n") {
            if let e = s.execute(String(line)).error { Issue.record("\(line): \(e)") }
        }
    }

    /// The explanations at the debugger's stop.
    func explained(_ s: Session) throws -> [Explanation] {
        Explainer(debugger: try #require(s.state.debugger)).explanations()
    }

    /// Every explanation of every stop, stepping through the last touch from its start.
    func everyExplanation(_ s: Session) throws -> [Explanation] {
        let last = try #require(s.state.debugger)
        var d = Debugger(trace: last.trace, classes: last.classes)
        var none = BreakpointTable()
        var out: [Explanation] = []
        while d.step(&none).reason != .end { out += Explainer(debugger: d).explanations() }
        return out
    }

    /// §11.2b: a quick tap stops at the late delivery, a stage of its own: Buy's touchesBegan,
    /// held by the scroll view's delaying recognizer, comes at the lift.
    @Test func theLateDeliveryIsAStageWithWhoHeldItAndHowLong() throws {
        let s = scriptedSession(Self.scene + "\nbreak phase delayedDelivery")
        run(s, "touch down 1 50 270\ntouch up 1")
        let e = try explained(s)
        guard case .heldReleased(let view, let phase, let holders, let seconds, let atLift)? = e.last else { Issue.record("\(e)"); return }
        #expect(view == "Buy" && phase == .began && holders == ["S.delayedTouchesBeganGestureRecognizer"] && atLift)
        #expect(seconds.map { $0 > 0 && $0 < UIKitDefaults.contentTouchDelay } == true)
        // The delaying recognizer failed at the lift, before the late delivery (§11.2b): said
        // as the scroll view's part when stepping through.
        let all = try everyExplanation(s)
        let failed = all.firstIndex(of: .scrollRecognizerTransition(recognizer: "S.delayedTouchesBeganGestureRecognizer", scrollView: "S", isPan: false, from: .possible, to: .failed))
        let late = all.firstIndex { if case .heldReleased = $0 { return true } else { return false } }
        #expect(failed != nil && late != nil && failed! < late!)
    }

    /// §11.2a: a hold: the late touchesBegan is sent from the delaying recognizer's timer, not
    /// from an event, and `bt` says so, with the recognizers on the touch.
    @Test func btAtATimerDeliveredBeganShowsTheTimerAndTheRecognizers() throws {
        let s = scriptedSession(Self.scene + "\nbreak Card.touchesBegan")
        run(s, "touch down 1 250 270\nwait 0.2")
        let bt = s.execute("bt").output
        #expect(bt.contains("sendDelayedTouches") && bt.contains("__CFRUNLOOP_IS_CALLING_OUT_TO_A_TIMER_CALLBACK_FUNCTION__"))
        #expect(!bt.contains("__dispatchPreprocessedEventFromEventQueue"))
        #expect(bt.contains("gesture recognizers on these touches: S.delayedTouchesBeganGestureRecognizer failed · S.panGestureRecognizer possible"))
        #expect(bt.contains("Card's touchesBegan(_:with:) comes late, 0.15 s after touch-down: S.delayedTouchesBeganGestureRecognizer held it back"))
    }

    /// `bt`'s sentence about the late delivery speaks the session's language, as `why` does.
    @Test func btSaysTheLateDeliveryInTheSessionsLanguage() {
        let s = scriptedSession(Self.scene + "\nbreak Card.touchesBegan\noption lang=zh")
        run(s, "touch down 1 250 270\nwait 0.2")
        let bt = s.execute("bt").output
        #expect(bt.contains("Card 的 touchesBegan(_:with:) 来晚了") && !bt.contains("comes late"), "\(bt)")
    }

    /// §11.4: the cancellation as it happens: stopped in Card.touchesCancelled, the pan has
    /// begun and `explain` says the scroll view's pan took the touch. UIKit cancels the view's
    /// touches in the recognizer's update, once its touchesMoved has returned (§5.1, §5.2),
    /// so the window's sendEvent sends it.
    @Test func theCancellationShowsThePanThatBegan() throws {
        let s = scriptedSession(Self.scene + "\nbreak Card.touchesCancelled")
        run(s, "touch down 1 250 270\nwait 0.2\ntouch move 1 250 200")
        #expect(try everyExplanation(s).contains(.scrollRecognizerTransition(recognizer: "S.panGestureRecognizer", scrollView: "S", isPan: true, from: .possible, to: .began)))
        let bt = s.execute("bt").output
        #expect(bt.contains("UIWindow.sendEvent → Card.touchesCancelled") && !bt.contains("touchesMoved →"), "\(bt)")
        #expect(bt.contains("S.panGestureRecognizer began"))
    }

    /// §11.4: UIScrollView's touchesShouldCancel(in:) at its line: no for a control.
    @Test func touchesShouldCancelIsExplainedAtItsLine() throws {
        let s = scriptedSession(Self.scene + "\nbreak S.touchesShouldCancel")
        run(s, "touch down 1 50 270\nwait 0.2\ntouch move 1 50 200")
        #expect(try explained(s).contains(.touchesShouldCancel(scrollView: "S", content: "Buy", isControl: true)))
    }

    /// A scroll view's recognizers are breakable by their dotted names, and their source is
    /// explained as what it does, not as UIResponder forwarding.
    @Test func theScrollViewsRecognizersCanBeBrokenOnAndAreExplained() throws {
        let s = scriptedSession(Self.scene)
        #expect(s.execute("override S.panGestureRecognizer.touchesMoved { state = .failed }").error?.contains("is UIKit's own, made with the scroll view") == true)
        #expect(s.execute("break S.delayedTouchesBeganGestureRecognizer.touchesEnded").error == nil)
        run(s, "tap 50 270")
        let e = try explained(s)
        #expect(e.contains(.scrollRecognizerStep(recognizer: "S.delayedTouchesBeganGestureRecognizer", scrollView: "S", isPan: false, method: .touchesEnded)))
        #expect(!e.contains { if case .forwards = $0 { return true } else { return false } })
    }

    /// §11.10: UITableView's touches methods: highlight at began, select at ended.
    @Test func theTablesRowHandlingIsExplained() throws {
        let s = scriptedSession("window 375 667\ntable T 0 100 375 300 rows=5\nbreak UITableView.touchesEnded")
        run(s, "tap 50 160\nstep\nstep")
        #expect(try explained(s).contains(.tableRow(table: "T", method: .touchesEnded, row: 1)))
    }

    /// `touch list` and the trace page's glass panel say what is held back, and by whom, and
    /// name the scroll view's recognizers by UIKit's classes with their timers.
    @Test func theGlassShowsTheHeldTouchAndTheScrollViewsRecognizers() throws {
        let s = scriptedSession(Self.scene)
        run(s, "touch down 1 50 270")
        #expect(s.execute("touch list").output.contains("· touchesBegan held back by S.delayedTouchesBeganGestureRecognizer"))
        let delivery = try #require(s.state.lastDelivery)
        let html = TracePageRenderer.page(for: delivery, classes: s.state.classes, title: "touch down", startRecord: nil)
        #expect(html.contains("touchesBegan held back by S.delayedTouchesBeganGestureRecognizer"))
        #expect(html.contains("S.delayedTouchesBeganGestureRecognizer (UIScrollViewDelayedTouchesBeganGestureRecognizer on S): possible · timer at"))
        #expect(html.contains("S.panGestureRecognizer (UIScrollViewPanGestureRecognizer on S): possible"))
    }
}
