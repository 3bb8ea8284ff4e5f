import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The explainer finds the lines it explains by their statements, not by number.
@Suite struct ExplainerLandmarkTests {
    @Test func everyLandmarkIsFoundOnTheStatementItNames() throws {
        for landmark in DefaultLandmark.allCases {
            let line = try #require(landmark.line, "\(landmark) not found in UIKit's source")
            let place = landmark.place
            let body = try #require(ClassTable().method(place.method, definedIn: place.className))
            #expect(body.lines[line - 1].trimmingCharacters(in: .whitespaces) == place.statement)
            #expect(body.statementLines.contains(line))
        }
    }

    /// A recognizer is not a responder: a line of its own source is quoted, never said to pass
    /// the touches up a responder chain (reference §5: recognizers are not in the chain).
    @Test func aRecognizersOwnSourceIsQuotedNotForwarded() {
        let s = scriptedSession(SampleScenes.colouredViewsScript + "\ngesture Tap tap on GreenView\nexplain on\nbreak touchesBegan Tap")
        let stop = s.execute("tap 180 240").output
        #expect(stop.contains("Breakpoint 1, Tap.touchesBegan(_:with:) [UITapGestureRecognizer]"), "\(stop)")
        #expect(stop.contains("runs next: `most = max(most ?? 0, numberOfTouches)`"), "\(stop)")
        #expect(!stop.contains("responder chain"), "\(stop)")
    }

    /// Steps through a tap and collects the sentence said at each landmark of UIView.hitTest.
    @Test func eachSentenceIsSaidAtTheLineItExplains() throws {
        var f = Fixture(width: 100, height: 100)
        try f.view("Outer", 0, 0, 100, 100)
        try f.view("Inner", 0, 0, 50, 50, in: "Outer")
        try f.view("Far", 80, 80, 10, 10, in: "Outer")
        try f.view("Off", 60, 60, 10, 10, in: "Outer")
        try f.set("Off") { $0.isHidden = true }
        var d = Debugger(trace: f.tap(10, 10).trace, classes: f.classes)
        var none = BreakpointTable()
        var said: [DefaultLandmark: [String]] = [:]
        while d.step(&none).reason != .end {
            guard let frame = d.frames().first, let line = d.line(of: frame) else { continue }
            let body = d.trace.calls[frame.call].body
            if let mark = DefaultLandmark.at(line, in: body), let sentence = EnglishWords().paragraph(Explainer(debugger: d).explanations(), in: d.trace.scene) {
                said[mark, default: []].append(sentence)
            }
        }
        let expectations: [DefaultLandmark: String] = [
            .hitTestGuard: "can take touches",
            .hitTestRefused: "is hidden",
            .hitTestAsksInside: "asks its own point(inside:with:)",
            .hitTestOutside: "is not inside Far",
            .hitTestSubviewLoop: "asks its subviews from the front",
            .hitTestConvert: "converts",
            .hitTestAsksSubview: "the first subview to answer",
            .hitTestSubviewAnswered: "answered",
            .hitTestReturnsSelf: "itself is the answer",
        ]
        for (mark, fragment) in expectations {
            #expect(said[mark]?.contains { $0.contains(fragment) } == true, "at \(mark): \(said[mark] ?? [])")
        }
    }
}

/// The Debugger works out facts; wording is Console's.
@Suite struct ExplanationValueTests {
    @Test func aStopIsExplainedAsValues() throws {
        var f = Fixture(width: 100, height: 100)
        try f.view("Outer", 0, 0, 100, 100)
        try f.set("Outer") { $0.isHidden = true }
        var d = Debugger(trace: f.tap(10, 10).trace, classes: f.classes)
        var none = BreakpointTable()
        var facts: [Explanation] = []
        while d.step(&none).reason != .end { facts += Explainer(debugger: d).explanations() }
        #expect(facts.contains(.phase(.eventFetch, .began)))
        #expect(facts.contains(.refused(view: "Outer", .hidden)))
        #expect(facts.contains(.subviewsFrontToBack(view: "UIWindow", subviews: ["Outer"])))
        #expect(facts.contains(.forwards(view: "AppDelegate", method: .touchesEnded, next: nil)))
    }
}

/// `why` answers are facts too.
@Suite struct WhyAnswerValueTests {
    @Test func whyAnswersAreValues() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("tap 180 240")
        let trace = try #require(s.state.lastDelivery).trace
        let answers = try WhyExplainer(trace: trace, hit: s.state.lastDelivery?.hitView).explain("WhiteView")
        guard case .outsideAncestor(let view, let ancestor, _, _, nil, false)? = answers.first else {
            Issue.record("unexpected \(answers)")
            return
        }
        #expect(view == "WhiteView" && ancestor == "YellowView")
        #expect(answers.last == .notInChain(view: "WhiteView", chain: ["GreenView", "BlackView", "UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"]))
    }

    /// A point off the window is the window's refusal, not a subview sticking out of its parent.
    @Test func aPointOutsideTheWindowIsSaidToBe() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        #expect(s.execute("hittest 400 100").output == "hit: nil (no window contains (400, 100))")
        let trace = try #require(s.state.lastDelivery).trace
        let answers = try WhyExplainer(trace: trace, hit: nil).explain("GreenView")
        #expect(answers.first == .outsideWindow(view: "GreenView", window: "UIWindow", point: Point(x: 400, y: 100),
                                                frame: Rect(x: 0, y: 0, width: 375, height: 667), hitElsewhere: nil))
        #expect(s.execute("why GreenView").output.hasPrefix("GreenView was never asked: (400, 100) is outside its window UIWindow"))
    }
}
