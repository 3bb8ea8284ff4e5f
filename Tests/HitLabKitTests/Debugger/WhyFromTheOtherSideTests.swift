import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabConsole
import HitLabKit

/// `why` asked from the side developers ask it: about the scroll view that did not scroll
/// (reference §11.3-§11.4: the pan needs 10 points along an axis the content can scroll, may
/// take a touch a control tracks only when touchesShouldCancel(in:) says yes), about the
/// recognizer (§5: cancelsTouchesInView, delaysTouchesBegan, the delegate, failure
/// requirements, simultaneous recognition), about a view nowhere near the finger, and about
/// every blocker at once. Each test checks the answer values.
@Suite struct WhyFromTheOtherSideTests {
    func answers(_ s: Session, _ name: String) throws -> [WhyAnswer] {
        let delivery = try #require(s.state.lastDelivery)
        if case .recognizer(let id)? = delivery.trace.scene.responder(named: name) { return RecognizerWhy(trace: delivery.trace).answers(id) }
        return try WhyExplainer(trace: delivery.trace, hit: delivery.hitView, classes: s.state.classes).explain(name)
    }

    static let list = """
    window 375 667
    scroll List 0 100 375 500 contentSize=375,1500
    button Buy 20 100 120 44 in List
    set List delaysContentTouches=no
    """

    /// A 100-point drag that starts on a button: the button tracks it at once (no delay), and
    /// UIScrollView's touchesShouldCancel(in:) says no for a UIControl, so the list stays.
    @Test func aControlKeptTheListFromScrolling() throws {
        let s = scriptedSession(Self.list)
        _ = s.execute("drag 60 220 60 120 5")
        let kept = WhyAnswer.didNotScroll(scrollView: "List", [.keptByContent(view: "Buy", .touchesShouldCancelSaidNo(isControl: true, overridden: false))])
        #expect(try answers(s, "List").first == kept)
        let pan = try answers(s, "List.panGestureRecognizer")
        #expect(pan.first == .failed("List.panGestureRecognizer", path: [.possible, .failed], .scrollViewPan(scrollView: "List")))
        #expect(pan.contains(kept))
    }

    /// Content no larger than the bounds: nowhere to scroll, and the held touchesBegan reached
    /// the content view once the delay ran out though the finger had moved 75 points.
    @Test func contentNoLargerThanTheBoundsCannotScroll() throws {
        let s = scriptedSession("""
        window 375 667
        scroll S 0 0 375 600 contentSize=375,600
        view C 0 0 375 600 in S
        """)
        _ = s.execute("drag 100 400 100 100 4")
        let stop = WhyAnswer.didNotScroll(scrollView: "S", [.contentNotLarger(content: Size(width: 375, height: 600), bounds: Size(width: 375, height: 600))])
        #expect(try answers(s, "S").first == stop)
        let c = try answers(s, "C")
        #expect(c.contains(stop))
        #expect(!s.execute("why C").text.contains("stayed put"))
    }

    @Test func scrollingOffAndAShortDragAreSaid() throws {
        let s = scriptedSession("""
        window 375 667
        scroll S 0 0 375 600 contentSize=375,1200
        view C 0 0 375 600 in S
        set S scrollEnabled=no
        """)
        _ = s.execute("drag 100 400 100 100 4")
        #expect(try answers(s, "S").first == .didNotScroll(scrollView: "S", [.scrollingOff]))
        _ = s.execute("set S scrollEnabled=yes")
        _ = s.execute("drag 100 400 100 395 4")
        #expect(try answers(s, "S").first == .didNotScroll(scrollView: "S", [.tooShort(travel: 5)]))
        _ = s.execute("drag 100 400 100 300 4")
        #expect(try answers(s, "S").contains { if case .scrolled = $0 { true } else { false } })
        #expect(try !answers(s, "S").contains { if case .didNotScroll = $0 { true } else { false } })
    }

    /// A pan on the content recognized first: the scroll view's pan was excluded, nothing
    /// else kept it.
    @Test func anotherRecognizerWon() throws {
        let s = scriptedSession("""
        window 375 667
        scroll S 0 0 375 600 contentSize=375,1200
        view C 0 0 375 600 in S
        gesture P pan on C
        """)
        _ = s.execute("drag 100 400 100 100 4")
        #expect(try answers(s, "S").first == .didNotScroll(scrollView: "S", [.otherRecognizer("P")]))
    }

    /// A swipe beside a pan: the pan recognized first, cancelled the card's touch, and both
    /// ways out are offered to each.
    @Test func aRecognizerSaysWhatItDidAndTheLevers() throws {
        let s = scriptedSession("""
        window 375 667
        view Card 0 0 375 400
        gesture Swipe swipe on Card direction=right
        gesture Pan pan on Card
        """)
        _ = s.execute("drag 50 100 250 100 5")
        let swipe = try answers(s, "Swipe")
        #expect(swipe.last == .recognizerLevers("Swipe", [.requireToFail(other: "Pan"), .recognizeSimultaneously(other: "Pan")]))
        let pan = try answers(s, "Pan")
        #expect(pan.contains(.recognizerEffects("Pan", [.cancelled(view: "Card", isControl: false, viewSawIt: true)])))
        #expect(pan.last == .recognizerLevers("Pan", [.cancelsTouchesInView, .shouldReceive, .requireToFail(other: "Swipe"), .recognizeSimultaneously(other: "Swipe")]))
    }

    /// A recognizer that failed in an earlier command: once its touches lift it is possible
    /// again, and why says so rather than that it waits for the lift.
    @Test func aRecognizerThatFailedEarlierIsResetAtTheLift() throws {
        let s = scriptedSession("""
        window 375 667
        view Card 0 0 375 400
        gesture Tap tap on Card
        """)
        for line in ["touch down 1 100 100", "touch move 1 200 100", "touch move 1 210 100"] { _ = s.execute(line) }
        #expect(try answers(s, "Tap").first == .failed("Tap", path: [.possible, .failed], .earlier(lifted: false)))
        _ = s.execute("touch up 1")
        #expect(try answers(s, "Tap").first == .failed("Tap", path: [.possible, .failed], .earlier(lifted: true)))
    }

    /// The point is nowhere near the view: said first, with where the view is, and nothing
    /// about clipping or who answered first.
    @Test func aViewNowhereNearTheFingerSaysSoFirst() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("tap 300 600")
        let red = try answers(s, "RedView")
        #expect(red.first == .notUnderFinger(view: "RedView", point: Point(x: 300, y: 600), frame: Rect(x: 40, y: 100, width: 295, height: 200)))
        #expect(!red.contains { if case .outsideAncestor = $0 { true } else { false } })
        let t = scriptedSession("window 375 667\nbutton A 20 20 100 44\nbutton B 230 20 100 44")
        _ = t.execute("tap 250 40")
        #expect(try answers(t, "A").first == .notUnderFinger(view: "A", point: Point(x: 250, y: 40), frame: Rect(x: 20, y: 20, width: 100, height: 44)))
    }

    /// A view whose override claims every point is never judged by its frame: when a sibling in
    /// front answered first, that is the reason, wherever the view is (lesson 0, GreenView says yes).
    @Test func aViewThatClaimsEveryPointWasNeverAskedNotFarAway() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("override GreenView.pointInside { return true }")
        _ = s.execute("tap 220 430")
        let green = try answers(s, "GreenView")
        #expect(!green.contains { if case .notUnderFinger = $0 { true } else { false } })
        #expect(s.execute("why GreenView").text.hasPrefix("GreenView was never asked"))
    }

    /// A button in an alpha-0 view behind another view: both causes in one answer.
    @Test func everyBlockerAtOnce() throws {
        let s = scriptedSession("""
        window 375 667
        view Box 0 0 200 200
        set Box alpha=0
        button Buy 10 10 100 44 in Box
        view Cover 0 0 200 200
        """)
        _ = s.execute("tap 50 30")
        let buy = try answers(s, "Buy")
        #expect(buy.first == .siblingInFront(view: "Buy", ancestor: "UIWindow", front: "Cover", child: "Box"))
        #expect(buy.contains(.alsoRefused(view: "Buy", blocker: "Box", [.alpha(0)])))
    }

    /// Exclusive touch, one finger after another: A held no touch when B's began.
    @Test func exclusiveTouchOnlyMattersWhileHeld() throws {
        let s = scriptedSession("window 375 667\nbutton A 20 20 100 44\nbutton B 230 20 100 44\nset A exclusive=yes")
        _ = s.execute("tap 50 40")
        _ = s.execute("tap 250 40")
        #expect(try answers(s, "B").contains(.exclusiveNotHolding(view: "B", exclusive: ["A"])))
    }

    /// What a body changed: the front view hides itself and fades Back at the first tap's end;
    /// the second tap of the same command finds Back faded, and why names the method that did
    /// it. In a later command, why says a body set it earlier.
    @Test func whatABodyChangedIsSaid() throws {
        let s = scriptedSession("""
        window 375 667
        view Back 0 0 200 200
        view Front 0 0 200 200
        override Front.touchesEnded { isHidden = true; Back.alpha = 0 }
        """)
        _ = s.execute("tap 50 50 taps=2")
        // The first tap's hit test never asked Back (Front answered first); the second's did.
        let back = try answers(s, "Back")
        #expect(back.first == .refusedWhenAsked(view: "Back", point: Point(x: 50, y: 50), [.alpha(0)]))
        #expect(back.contains { if case .setByBody("Back", "alpha", .int(0), let mover?) = $0 { mover.method == "Front.touchesEnded(_:with:)" } else { false } }, "\(back)")
        _ = s.execute("tap 50 50")
        let later = try answers(s, "Back")
        #expect(later.first == .refusedWhenAsked(view: "Back", point: Point(x: 50, y: 50), [.alpha(0)]))
        #expect(later.contains(.setByBody(view: "Back", property: "alpha", value: .int(0), mover: nil)))
    }

    /// A clear overlay still takes the touch, and `clear` is kept, listed and shown.
    @Test func clearIsStillHit() throws {
        let s = scriptedSession("window 375 667\nbutton B 20 20 100 44\nview Overlay 0 0 375 300")
        #expect(s.execute("set Overlay color=blurple").text.contains("clear, none or #RRGGBB"))
        #expect(s.execute("set Overlay color=clear").status == .ok)
        #expect(s.execute("tree").output.contains("Overlay (0, 0, 375, 300) clear"))
        _ = s.execute("tap 50 40")
        #expect(try answers(s, "B").contains(.clearStillHit(view: "Overlay")))
    }

    /// One golden wording per language for the scroll view's answer.
    @Test func theScrollAnswerIsWordedInEachLanguage() {
        let s = scriptedSession(Self.list)
        _ = s.execute("drag 60 220 60 120 5")
        #expect(s.execute("why List").text.hasPrefix("List did not scroll: Buy already tracked the touch and touchesShouldCancel(in: Buy) said no because Buy is a UIControl"))
        _ = s.execute("option lang=zh")
        #expect(s.execute("why List").text.hasPrefix("List 没有滚动：Buy 已经在跟踪这个触摸，而 touchesShouldCancel(in: Buy) 说不，因为 Buy 是 UIControl"))
        _ = s.execute("option lang=zh-Hant")
        #expect(s.execute("why List").text.hasPrefix("List 沒有捲動："))
    }
}
