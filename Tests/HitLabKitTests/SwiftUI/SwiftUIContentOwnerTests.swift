import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabConsole
@testable import HitLabLessons

/// The readers that lay a scene's SwiftUI content out outside a delivery (`why` for a view
/// whose host the touch missed, a lesson probe's `frame` and `keeps` facts) take it from a
/// `SwiftUIContentCache`: asked several times about one scene, the body is evaluated once.
/// Frames follow DESIGN's layout: the root is centred in its host.
@Suite struct SwiftUIContentOwnerTests {
    /// A 100 × 50 square centred in a 300 × 300 host at (0, 100): at (100, 225) in the window;
    /// Card, a UIKit view above the host, takes a tap at (10, 10).
    static let scene = """
    window 375 667
    view Card 0 0 120 40
    swiftui Host 0 100 300 300 {
        Color.red.frame(width: 100, height: 50).onTapGesture { print("square") }
    }
    """

    @Test func probeFactsOfSwiftUIViewsEvaluateTheBodyOnce() throws {
        let s = scriptedSession(Self.scene)
        let cache = SwiftUIContentCache()
        let (scene, classes) = (s.state.scene, s.state.classes)
        #expect(SceneFacts.frame(of: "Color_1", in: scene, classes: classes, cache: cache) == rect(100, 225, 100, 50))
        #expect(SceneFacts.facts(of: "Color_1", in: scene, classes: classes, cache: cache)?["in"] == "Host")
        #expect(SceneFacts.frame(of: "Nothing_1", in: scene, classes: classes, cache: cache) == nil)
        #expect(cache.evaluations == 1)
    }

    /// A tap on Card reaches no host, so `why` lays the content out to find the view's name:
    /// from the cache it is given, once however often it is asked.
    @Test func whyForAViewWhoseHostWasMissedEvaluatesTheBodyOnce() throws {
        let s = scriptedSession(Self.scene)
        #expect(s.execute("tap 10 10").output.contains("hit: Card"))
        let delivery = try #require(s.state.lastDelivery)
        let cache = SwiftUIContentCache()
        for _ in 0..<3 {
            let answers = try #require(try SwiftUIWhy.answers("Color_1", trace: delivery.trace, hit: delivery.hitView,
                                                              classes: s.state.classes, cache: cache))
            #expect(answers.contains { if case .swiftUIHostNotHit = $0 { true } else { false } })
        }
        #expect(cache.evaluations == 1)
    }

    /// At the prompt `why` takes the session's cache: after `p` laid the content out, asking
    /// `why` about a view whose host the touch missed evaluates nothing more.
    @Test func whyAtThePromptUsesTheSessionsContent() {
        let s = scriptedSession(Self.scene)
        _ = s.execute("tap 10 10")
        _ = s.execute("p Color_1.frame")
        let before = s.state.swiftUICache.evaluations
        #expect(!s.execute("why Color_1").isError)
        #expect(s.state.swiftUICache.evaluations == before)
    }
}
