import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Recognizers a learner writes (`recognizer NAME on VIEW`), held to UIKit's documented rules
/// for UIGestureRecognizer subclasses: Apple's "Implementing a discrete gesture recognizer" and
/// "…continuous…" articles, "About the Gesture Recognizer State Machine", the `reset()` page
/// (called after ended/recognized, cancelled or failed), and reference §5.2–§5.3 (what
/// recognition does to the view's touches and to the other recognizers).
@Suite struct LearnerRecognizerTests {
    /// A pad that says what reaches it.
    static let pad = """
    window 300 300
    view Pad 0 0 300 300
    override Pad.touchesBegan { print("Pad began") }
    override Pad.touchesMoved { print("Pad moved") }
    override Pad.touchesEnded { print("Pad ended") }
    override Pad.touchesCancelled { print("Pad cancelled") }
    """

    /// Apple's checkmark: one finger down and to the right, then up and to the right; decided
    /// when the finger lifts (a discrete recognizer), failed as soon as the path is wrong.
    static let checkmark = """
    recognizer Check on Pad
    override Check.touchesBegan {
        if touches.count != 1 {
            state = .failed
            return
        }
        stroke = 1
        last = location(in: view)
    }
    override Check.touchesMoved {
        let p = location(in: view)
        if p.x < last!.x {
            state = .failed
        } else if stroke == 1 && p.y < last!.y {
            stroke = 2
        } else if stroke == 2 && p.y > last!.y {
            state = .failed
        }
        last = p
    }
    override Check.touchesEnded { state = stroke == 2 ? .recognized : .failed }
    override Check.touchesCancelled { state = .cancelled }
    override Check.reset {
        stroke = nil
        last = nil
    }
    """

    static func stroke(_ s: Session, _ points: [(Double, Double)]) -> [String] {
        var out: [String] = []
        let start = points[0]
        out += s.execute("touch down 1 \(Int(start.0)) \(Int(start.1))").output.split(separator: "\n").map(String.init)
        for p in points.dropFirst() { out += s.execute("touch move 1 \(Int(p.0)) \(Int(p.1))").output.split(separator: "\n").map(String.init) }
        out += s.execute("touch up 1").output.split(separator: "\n").map(String.init)
        return out.filter { !$0.hasPrefix("finger ") && !$0.hasPrefix("down:") && $0 != "no fingers down" }
    }

    /// Discrete: nothing is sent until the finger lifts, then `ended` once; with the defaults
    /// (cancels, delaysEnded) the view's touchesEnded, held back, becomes touchesCancelled.
    @Test func aCheckmarkIsRecognizedOnceWhenTheFingerLifts() {
        let s = scriptedSession(Self.pad + "\n" + Self.checkmark)
        let out = Self.stroke(s, [(100, 100), (120, 130), (140, 150), (170, 110), (200, 60)])
        #expect(out == ["Pad began", "Pad moved", "Pad moved", "Pad moved", "Pad moved", "Check: ended", "Pad cancelled"])
        #expect(s.execute("p Check.state").output == ".possible")
    }

    /// A wrong path fails at once: the view's held-back touchesEnded arrives as touchesEnded.
    @Test func aWrongPathFailsAndTheViewGetsItsEnd() {
        let s = scriptedSession(Self.pad + "\n" + Self.checkmark)
        let out = Self.stroke(s, [(100, 100), (80, 120), (60, 140)])
        #expect(out == ["Pad began", "Pad moved", "Pad moved", "Pad ended"])
        _ = s.execute("touch down 1 100 100")
        _ = s.execute("touch move 1 80 120")
        #expect(s.execute("why Check").output.contains("Its own touchesMoved(_:with:) (Check) decided"))
    }

    /// Continuous: a hold written as overrides begins after 0.5 s of simulated time, changes
    /// with each move and ends with the lift, its action sent at each; its beginning cancels
    /// the view's touch (cancelsTouchesInView), so the view hears nothing more.
    @Test func aContinuousSubclassThatBeginsCancelsTheViewsTouches() {
        let s = scriptedSession(Self.pad + """

        recognizer Hold on Pad
        override Hold.touchesBegan { since = event.timestamp }
        override Hold.touchesMoved {
            if state == .possible {
                if event.timestamp - since! >= 0.5 { state = .began }
            } else {
                state = .changed
            }
        }
        override Hold.touchesEnded { state = state == .possible ? .failed : .ended }
        """)
        #expect(printed(s, "touch down 1 100 100") == ["Pad began"])
        #expect(printed(s, "touch move 1 101 100") == ["Pad moved"])
        _ = s.execute("wait 0.6")
        #expect(printed(s, "touch move 1 102 100") == ["Hold: began", "Pad cancelled"])
        #expect(printed(s, "touch move 1 103 100") == ["Hold: changed"])
        #expect(printed(s, "touch up 1") == ["Hold: ended"])
        // With cancels=no the view keeps its touch to the end.
        _ = s.execute("set Hold cancels=no")
        _ = s.execute("touch down 1 100 100")
        _ = s.execute("wait 0.6")
        #expect(printed(s, "touch move 1 102 100") == ["Hold: began", "Pad moved"])
        #expect(printed(s, "touch up 1") == ["Hold: ended", "Pad ended"])
    }

    /// `require Tap toFail Mine`: the tap waits while the subclass is undecided, and recognizes
    /// when it fails; when the subclass recognizes instead, the tap fails.
    @Test func aSubclassThatFailsLetsARequiredToFailTapRecognize() {
        let setUp = """
        window 300 300
        view Pad 0 0 300 300
        gesture Tap tap on Pad
        recognizer Mine on Pad
        require Tap toFail Mine
        """
        let fails = scriptedSession(setUp + "\noverride Mine.touchesEnded { state = .failed }")
        #expect(printed(fails, "tap 50 50") == ["Tap: ended"])
        let wins = scriptedSession(setUp + "\noverride Mine.touchesEnded { state = .recognized }")
        #expect(printed(wins, "tap 50 50") == ["Mine: ended"])
        #expect(wins.execute("why Tap").output.contains("Mine"))
    }

    /// reset() runs once per gesture, after the recognizer is decided and its touch has lifted
    /// (not while the finger is still down); what it does not clear stays for the next gesture,
    /// as a subclass's stored properties do.
    @Test func resetRunsOncePerGestureAfterTheTouchesLift() {
        let s = scriptedSession("""
        window 300 300
        view Pad 0 0 300 300
        recognizer Count on Pad
        override Count.touchesBegan {
            n = (n ?? 0) + 1
            print("gesture", n!)
            state = .failed
        }
        override Count.reset { print("reset", state) }
        """)
        #expect(printed(s, "touch down 1 50 50") == ["gesture 1"])
        #expect(printed(s, "touch move 1 60 60") == [])
        #expect(printed(s, "touch up 1") == ["reset .failed"])
        #expect(printed(s, "tap 50 50") == ["gesture 2", "reset .failed"])
        // A reset that clears the value starts each gesture afresh.
        _ = s.execute("override Count.reset { n = nil }")
        #expect(printed(s, "tap 50 50") == ["gesture 3"])
        #expect(printed(s, "tap 50 50") == ["gesture 1"])
    }

    /// `why` names the method that failed the recognizer, not the reset() that cleared its
    /// stored values afterwards (those writes are changes while it is still failed).
    @Test func whyBlamesTheFailingMethodNotTheResetThatClearsValues() {
        let s = scriptedSession("""
        window 300 300
        view Pad 0 0 300 300
        recognizer Right on Pad
        override Right.touchesBegan { last = location(in: view) }
        override Right.touchesMoved {
            let p = location(in: view)
            if p.x < last!.x { state = .failed }
            last = p
        }
        override Right.touchesEnded { state = .recognized }
        override Right.reset { last = nil }
        """)
        _ = s.execute("drag 200 100 100 160 2")
        let why = s.execute("why Right").output
        #expect(why.contains("Its own touchesMoved(_:with:) (Right) decided"), "\(why)")
        #expect(!why.contains("reset"))
    }

    /// A recognizer that recognized is reset too, and its state reads .possible after.
    @Test func resetFollowsRecognitionAndCancellation() {
        let s = scriptedSession("""
        window 300 300
        view Pad 0 0 300 300
        recognizer Now on Pad
        override Now.touchesBegan { state = .began }
        override Now.touchesEnded { state = .ended }
        override Now.touchesCancelled { state = .cancelled }
        override Now.reset { print("reset", state) }
        """)
        #expect(printed(s, "tap 50 50") == ["Now: began", "Now: ended", "reset .ended"])
        _ = s.execute("touch down 1 50 50")
        #expect(printed(s, "touch cancel") == ["Now: cancelled", "reset .cancelled"])
        #expect(s.execute("p Now.state").output == ".possible")
    }

    /// UIKit's setState: makes a request that is not a transition into the one it allows, and
    /// ignores any once the recognizer is decided; each time a line says so.
    @Test func anInvalidTransitionBecomesUIKitsAndSaysSo() {
        let s = scriptedSession("""
        window 300 300
        view Pad 0 0 300 300
        recognizer Odd on Pad
        override Odd.touchesBegan { state = .changed }
        override Odd.touchesMoved { state = .failed }
        override Odd.touchesEnded {
            state = .ended
            state = .began
        }
        """)
        #expect(printed(s, "touch down 1 50 50") == ["Odd: state = .changed before .began: UIKit makes it .began", "Odd: began"])
        #expect(printed(s, "touch move 1 60 60") == ["Odd: state = .failed after it began: UIKit makes it .cancelled", "Odd: cancelled"])
        // Cancelled: it hears nothing more of this touch.
        #expect(printed(s, "touch up 1") == [])
        let second = scriptedSession("""
        window 300 300
        view Pad 0 0 300 300
        recognizer Twice on Pad
        override Twice.touchesEnded {
            state = .ended
            state = .began
        }
        override Twice.touchesBegan { state = .cancelled }
        """)
        #expect(printed(second, "touch down 1 50 50") == ["Twice: state = .cancelled before it began: UIKit makes it .failed"])
        _ = second.execute("touch up 1")
        _ = second.execute("override Twice.touchesBegan { }")
        // The refusal is said as the method asks; the action follows once the method returns.
        #expect(printed(second, "tap 50 50") == ["Twice: state = .began ignored: Twice stays .ended until its reset(), once its touches lift", "Twice: ended"])
    }

    /// When the action goes out: Apple's State pages say a recognizer "sends its action message
    /// (or messages) at the next cycle of the run loop", not as `state` is set, and in modern
    /// UIKit `_UIGestureEnvironmentUpdate` calls `_updateGestureForActiveEvents`, which sends
    /// the actions, after the recognizer has had the event (reference §5.1). So a subclass's
    /// state changes in one update send one action, after its method returns, with the state
    /// it then has; a method that recurses without end sends none before its error.
    @Test func theActionGoesOutOnceAfterTheUpdateWithTheStateItThenHas() {
        let s = scriptedSession("""
        window 300 300
        view Pad 0 0 300 300
        recognizer Spin on Pad
        override Spin.touchesBegan { state = .began }
        override Spin.touchesMoved {
            state = .changed
            state = .changed
            state = .changed
            print("moved", state)
        }
        override Spin.touchesEnded {
            state = .ended
            print("lifted")
        }
        """)
        #expect(printed(s, "touch down 1 50 50") == ["Spin: began"])
        #expect(printed(s, "touch move 1 60 60") == ["moved .changed", "Spin: changed"])
        #expect(printed(s, "touch up 1") == ["lifted", "Spin: ended"])
        // Began and ended in one method: one action, with the state it ended in.
        _ = s.execute("override Spin.touchesBegan {\nstate = .began\nstate = .ended\n}")
        #expect(printed(s, "tap 50 50") == ["Spin: ended"])
        // Endless recursion: the budget's error, and no action before it.
        _ = s.execute("override Spin.touchesBegan { state = .began }")
        _ = s.execute("override Spin.touchesMoved {\nstate = .changed\ntouchesMoved(touches, with: event)\n}")
        _ = s.execute("option depth=300")
        let reply = s.execute("drag 10 10 100 100 3")
        #expect(reply.isError && reply.text.contains("more than 300 calls open at once: Spin.touchesMoved(_:with:) keeps calling deeper"), "\(reply.text)")
        let actions = reply.output.split(separator: "\n").filter { $0.hasPrefix("Spin:") }
        #expect(actions.count == 1 && actions.first == "Spin: began", "\(actions.count) actions: \(actions.prefix(3))")
    }

    /// delaysTouchesBegan applies to a subclass: the view's touchesBegan waits while it is
    /// undecided, comes late when it fails, and is dropped when it recognizes.
    @Test func delaysTouchesBeganHoldsTheViewBackUntilTheSubclassDecides() {
        let s = scriptedSession(Self.pad + """

        recognizer Slow on Pad delaysTouchesBegan=yes
        override Slow.touchesMoved { state = moves == nil ? .failed : .recognized }
        """)
        #expect(printed(s, "touch down 1 50 50") == [])
        #expect(printed(s, "touch move 1 60 60") == ["Pad began", "Pad moved"])
        _ = s.execute("touch up 1")
        _ = s.execute("override Slow.touchesBegan { moves = 1 }")
        #expect(printed(s, "touch down 1 50 50") == [])
        #expect(printed(s, "touch move 1 60 60") == ["Slow: ended"])
        #expect(printed(s, "touch up 1") == [])
    }

    /// By default a recognizer that begins excludes the others on its touches: those still
    /// possible fail, one that had begun is cancelled (reference §5.3). canPrevent on the one
    /// that recognizes, or canBePrevented on the other, saying no spares the other: each
    /// rule speaks for one direction only.
    @Test func canPreventAndCanBePreventedDecideExclusion() {
        let setUp = """
        window 300 300
        view Pad 0 0 300 300
        recognizer First on Pad
        recognizer Second on Pad
        override First.touchesBegan { state = .began }
        override Second.touchesMoved { state = .began }
        """
        let excluded = scriptedSession(setUp)
        #expect(printed(excluded, "touch down 1 50 50") == ["First: began"])
        #expect(printed(excluded, "touch move 1 60 60") == [])
        #expect(excluded.execute("why Second").output.contains("First"))
        // First may not prevent Second; Second, beginning later, still prevents First.
        let prevented = scriptedSession(setUp + "\noverride First.canPrevent { return !(other === Second) }")
        #expect(printed(prevented, "touch down 1 50 50") == ["First: began"])
        #expect(printed(prevented, "touch move 1 60 60") == ["First: cancelled", "Second: began"])
        let unpreventable = scriptedSession(setUp + "\noverride Second.canBePrevented { return false }")
        #expect(printed(unpreventable, "touch down 1 50 50") == ["First: began"])
        #expect(printed(unpreventable, "touch move 1 60 60") == ["First: cancelled", "Second: began"])
        // Both directions spared: both go on.
        let both = scriptedSession(setUp + "\noverride First.canPrevent { return false }\noverride First.canBePrevented { return false }")
        _ = both.execute("touch down 1 50 50")
        #expect(printed(both, "touch move 1 60 60") == ["Second: began"])
        #expect(both.execute("p First.state").output == ".began")
    }

    /// shouldRequireFailureOf, asked as the touch arrives: yes makes one wait for the other as
    /// `require … toFail` does; shouldBeRequiredToFailBy does the same from the other side.
    @Test func failureRequirementsFromTheRecognizersOwnMethods() {
        let setUp = """
        window 300 300
        view Pad 0 0 300 300
        gesture Single tap on Pad
        gesture TwoTaps tap on Pad taps=2
        """
        let plain = scriptedSession(setUp)
        // Without a requirement the single tap fires on both taps (a tap never prevents one
        // that needs more taps), the double tap on the second.
        #expect(printed(plain, "tap 50 50 taps=2") == ["Single: ended", "Single: ended", "TwoTaps: ended"])
        let waits = scriptedSession(setUp + "\noverride Single.shouldRequireFailureOf { return other === TwoTaps }")
        #expect(printed(waits, "tap 50 50 taps=2") == ["TwoTaps: ended"])
        #expect(waits.execute("why Single").text.contains("It required TwoTaps to fail, and TwoTaps recognized instead."))
        #expect(printed(waits, "tap 50 50") == ["Single: ended"])
        let byOther = scriptedSession(setUp + "\noverride TwoTaps.shouldBeRequiredToFailBy { return other === Single }")
        #expect(printed(byOther, "tap 50 50 taps=2") == ["TwoTaps: ended"])
    }

    /// With action= its action calls the method, with the recognizer as sender; a method that
    /// is not its own may read its state but not set it.
    @Test func itsActionCallsTheMethodAndOnlyItsOwnMethodsSetState() {
        let s = scriptedSession("""
        window 300 300
        view Pad 0 0 300 300
        recognizer Now on Pad action=now
        override Now.touchesEnded { state = .recognized }
        override Pad.now { print("now", sender.state, sender.numberOfTouches) }
        """)
        #expect(printed(s, "tap 50 50") == ["now .ended 0"])
        _ = s.execute("override Pad.now { sender.state = .failed }")
        #expect(s.execute("tap 50 50").error?.contains("Now's state is set by its own methods (touchesBegan … reset), not by other code") == true)
    }

    /// A body that never settles its state stops at the step budget, as any endless loop does.
    @Test func aBodyThatNeverSettlesStopsAtTheStepBudget() {
        let s = scriptedSession("""
        window 300 300
        view Pad 0 0 300 300
        recognizer Loop on Pad
        override Loop.touchesBegan {
            while state == .possible {
                tries = (tries ?? 0) + 1
            }
        }
        option steps=5000
        """)
        let error = s.execute("tap 50 50").error ?? ""
        #expect(error.contains("more than 5000 steps: an endless loop?") && error.contains("Loop.touchesBegan"), "\(error)")
    }

    /// `show source`, `break NAME.METHOD`, `bt`, `p NAME.state`, `break state NAME`, `tree`,
    /// `save` (the same scene again), `remove` and the trace page all know it.
    @Test func theToolsKnowIt() throws {
        let s = scriptedSession(Self.pad + "\n" + Self.checkmark)
        #expect(s.execute("show source UIGestureRecognizer.touchesBegan").output.contains("A subclass reads them and sets state"))
        #expect(s.execute("tree").output.contains("gestures: Check (recognizer; overrides touchesBegan, touchesMoved, touchesEnded, touchesCancelled, reset)"))
        let saved = SceneScript(state: s.state).render()
        #expect(saved.contains("recognizer Check on Pad\n"))
        let again = Session()
        #expect(again.runScript(saved).allSatisfy { !$0.isError })
        #expect(SceneScript(state: again.state).render() == saved)

        _ = s.execute("break Check.touchesMoved")
        _ = s.execute("touch down 1 100 100")
        let stop = s.execute("touch move 1 120 130").output
        #expect(stop.contains("Breakpoint 1, Check.touchesMoved(_:with:) [override]"), "\(stop)")
        #expect(s.execute("bt").output.contains("#0 Check.touchesMoved(_:with:) [override]"))
        #expect(s.execute("p Check.state").output == ".possible")
        #expect(s.execute("p stroke").output == "1")
        _ = s.execute("continue")
        _ = s.execute("break delete all")
        _ = s.execute("break state Check ended")
        _ = s.execute("touch move 1 140 150")
        _ = s.execute("touch move 1 200 60")
        let ended = s.execute("touch up 1").output
        #expect(ended.contains("Check becomes ended") || ended.contains("Breakpoint 2"), "\(ended)")
        let delivery = try #require(s.state.lastDelivery)
        let model = TracePageBuilder(trace: delivery.trace, classes: s.state.classes, title: "up", hit: delivery.hitView).build()
        let panels = Set(model.places.runtime.filter { $0 >= 0 }.map { model.strings[$0] })
        #expect(panels.contains { $0.contains("Check (recognizer on Pad): ended") }, "\(panels)")
        _ = s.execute("continue")

        #expect(!s.execute("remove Check").isError)
        #expect(s.state.classes.overriddenMethods(of: "Check").isEmpty)
        #expect(!s.execute("tree").output.contains("Check"))
    }

    /// `tree` says a recognizer's state apart from the methods it overrides: the state beside
    /// its kind, the methods last, so `began` never reads as a method's name.
    @Test func treeKeepsTheStateApartFromTheMethods() {
        let s = scriptedSession("window 300 300\nview Pad 0 0 300 300\nrecognizer Spin on Pad\noverride Spin.touchesBegan { state = .began }")
        #expect(s.execute("tree").output.contains("gestures: Spin (recognizer; overrides touchesBegan)"))
        _ = s.execute("touch down 1 50 50")
        let tree = s.execute("tree").output
        #expect(tree.contains("gestures: Spin (recognizer, began; overrides touchesBegan)"), "\(tree)")
        // The rest of the line and the tree are as before.
        #expect(tree.contains("└─ Pad (0, 0, 300, 300) · gestures: Spin") && tree.hasSuffix(" · ☝ finger 1 down"), "\(tree)")
    }

    /// Bad input: one line each, naming the input and the fix, and nothing changes.
    @Test func badInputGetsOneLine() {
        let s = scriptedSession("window 300 300\nview Pad 0 0 300 300\nrecognizer Check on Pad")
        let cases: [(String, String)] = [
            ("recognizer Check on Pad", "a view, controller or recognizer named 'Check' exists already: choose another name, or `remove Check` first"),
            ("recognizer Other on Nowhere", "no view named 'Nowhere'; `tree` lists the views"),
            ("override Check.motionBegan { }", "Check is a UIGestureRecognizer subclass, which has no motionBegan(_:with:): a recognizer is not a responder; its methods are touchesBegan, touchesMoved, touchesEnded, touchesCancelled, touchesEstimatedPropertiesUpdated, shouldBegin, shouldReceive, shouldRecognizeSimultaneously, shouldRequireFailureOf, shouldBeRequiredToFailBy, canPrevent, canBePrevented, reset"),
            ("override Pad.reset { }", "reset() is a gesture recognizer's method, and Pad is not a recognizer; write it on one, e.g. `override Check.reset { … }`"),
            ("recognizer Two on Pad taps=2", "Two is a UIGestureRecognizer, which has no numberOfTapsRequired (taps=); UITapGestureRecognizer and UILongPressGestureRecognizer have it"),
        ]
        let before = SceneScript(state: s.state).render()
        for (line, error) in cases {
            let reply = s.execute(line)
            #expect(reply.error == error, "\(line): \(reply.text)")
            #expect(!reply.text.contains("\n"), "\(line)")
        }
        #expect(s.execute("gesture G recognizer on Pad").error?.hasPrefix("a recognizer you write is made with `recognizer G on VIEW`") == true)
        #expect(SceneScript(state: s.state).render() == before)
    }

    /// The pinch, rotation and swipe had no touchesCancelled: a cancelled touch stopped the
    /// delivery with "has no method". UIKit cancels a begun continuous gesture and fails the rest.
    @Test func aCancelledTouchEndsEveryBuiltInKind() {
        let s = scriptedSession("""
        window 300 300
        view Pad 0 0 300 300
        gesture Zoom pinch on Pad
        gesture Turn rotation on Pad
        gesture Flick swipe on Pad
        """)
        _ = s.execute("touch down 1 100 100 2 200 200")
        _ = s.execute("touch move 1 80 80 2 220 220")
        let cancelled = s.execute("touch cancel")
        #expect(!cancelled.isError, "\(cancelled.text)")
        #expect(cancelled.output.contains("Zoom: cancelled"))
    }
}
