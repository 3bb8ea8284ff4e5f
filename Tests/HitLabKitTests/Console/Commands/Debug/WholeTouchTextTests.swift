import Testing
@testable import HitLabModel
@testable import HitLabConsole
import HitLabKit

/// `trace`, `why` and `bt` after a touch typed in several commands read the whole touch, as
/// `trace --html` does (WholeTouchPageTests). UIKit hit-tests a touch once, when the finger
/// comes down, binds it to that view (UITouch.view) and keeps it there to the lift, where a
/// UIControl that tracked it sends touchUpInside: the hit test and the lift are in different
/// commands, and each of these commands must show both.
@Suite struct WholeTouchTextTests {
    /// A button in front of a backdrop, pressed in four commands.
    func pressedInFourCommands() -> Session {
        let s = Session()
        for line in ["window 320 480", "view Back 0 0 320 480", "control Btn 20 20 120 44", "action Btn touchUpInside pressed",
                     "override Btn.pressed { print(\"pressed\") }", "touch down 1 50 40", "wait 0.2", "touch move 1 55 42", "touch up 1"] {
            #expect(!s.execute(line).isError, "\(line)")
        }
        return s
    }

    func lines(_ s: Session, _ command: String) -> [String] {
        let reply = s.execute(command)
        #expect(!reply.isError, "\(command): \(reply.text)")
        return reply.text.split(separator: "\n").map(String.init)
    }

    @Test func traceShowsEachCommandOfTheTouchUnderItsHeading() throws {
        let out = lines(pressedInFourCommands(), "trace")
        let headings = out.filter { $0.hasPrefix("══ ") }
        #expect(headings == ["══ 1 of 3: touch down 1 50 40: hit Btn",
                             "══ 2 of 3: touch move 1 55 42: finger 1 moved to (55, 42), bound to Btn",
                             "══ 3 of 3: touch up 1: finger 1 lifted at (55, 42), bound to Btn"])
        let down = try #require(out.firstIndex(of: headings[0])), up = try #require(out.firstIndex(of: headings[2]))
        // The hit test ran when the finger came down; the action was sent at the lift.
        let hitTest = try #require(out.firstIndex { $0.hasPrefix("UIWindow.hitTest(") })
        let action = try #require(out.firstIndex { $0.contains("Btn sends .touchUpInside") })
        #expect(down < hitTest && hitTest < up && up < action)
        #expect(out.filter { $0.hasPrefix("UIWindow.hitTest(") }.count == 1)
    }

    @Test func aFilteredTraceKeepsTheHeadingsAndFiltersEachCommand() {
        let out = lines(pressedInFourCommands(), "trace hittest")
        #expect(out.filter { $0.hasPrefix("══ ") }.count == 3)
        #expect(out.contains { $0.hasPrefix("UIWindow.hitTest(") })
        #expect(!out.contains { $0.contains("touchesEnded") })
    }

    @Test func aTouchInOneCommandHasNoHeadings() {
        let s = pressedInFourCommands()
        #expect(!s.execute("tap 50 40").isError)
        #expect(!lines(s, "trace").contains { $0.hasPrefix("══ ") })
        #expect(!lines(s, "why Btn").contains { $0.contains("commands") })
    }

    @Test func whyAfterTheLiftAnswersFromTheHitTestThatChoseTheView() {
        let s = pressedInFourCommands()
        let btn = lines(s, "why Btn")
        #expect(btn.first?.contains("typed in 3 commands") == true && btn.first?.contains("`touch down 1 50 40`") == true)
        #expect(btn.contains { $0.hasPrefix("Btn is the hit view: the hit test went UIWindow → Btn") })
        #expect(!btn.contains { $0.contains("did no hit test") })
        #expect(btn.last?.hasPrefix("Its responder chain is Btn → UIWindow") == true)
        // The backdrop was behind the button when the hit test asked: never reached.
        let back = lines(s, "why Back")
        #expect(back.contains { $0.hasPrefix("Back was never asked") && $0.contains("Btn, in front of Back, answered first") })
        #expect(!back.contains { $0.contains("did no hit test") })
    }

    @Test func whyWhileTheFingerIsStillDownAnswersFromTheFingerComingDown() {
        let s = Session()
        for line in ["window 320 480", "control Btn 20 20 120 44", "touch down 1 50 40", "touch move 1 60 50"] {
            #expect(!s.execute(line).isError, "\(line)")
        }
        let btn = lines(s, "why Btn")
        #expect(btn.first?.contains("typed in 2 commands") == true)
        #expect(btn.contains { $0.hasPrefix("Btn is the hit view") })
    }

    @Test func theLeadSentenceIsInBothChineseScripts() {
        let simplified = ChineseWords(script: .chinese).touchTyped(inCommands: 3, hitTestedIn: "touch down 1 50 40")
        let traditional = ChineseWords(script: .traditionalChinese).touchTyped(inCommands: 3, hitTestedIn: "touch down 1 50 40")
        #expect(simplified.contains("命中测试") && simplified.contains("`touch down 1 50 40`"))
        #expect(traditional.contains("命中測試") && traditional != simplified)
        let s = pressedInFourCommands()
        #expect(s.execute("option lang=zh").status == .ok)
        #expect(lines(s, "why Btn").first == simplified)
    }

    @Test func btNamesTheTouchsEarlierCommands() {
        let s = pressedInFourCommands()
        let out = lines(s, "bt")
        let head = out.firstIndex { $0.contains("earlier commands") }
        #expect(head != nil)
        if let head {
            #expect(Array(out[(head + 1)...]) == ["     touch down 1 50 40: hit Btn", "     touch move 1 55 42: finger 1 moved to (55, 42), bound to Btn"])
        }
        // Paused inside the lift, with calls open, the same lines follow the frames.
        let p = Session()
        for line in ["window 320 480", "control Btn 20 20 120 44", "touch down 1 50 40", "break touchesEnded Btn", "touch up 1"] {
            #expect(!p.execute(line).isError, "\(line)")
        }
        let paused = lines(p, "bt")
        #expect(paused.contains { $0.contains("Btn.touchesEnded") })
        #expect(paused.suffix(2) == ["  this touch's earlier commands, oldest first (`trace` shows each):", "     touch down 1 50 40: hit Btn"])
        // A tap in one command has none.
        #expect(!s.execute("tap 50 40").isError)
        #expect(!lines(s, "bt").contains { $0.contains("earlier commands") })
    }

    /// A pan typed in four commands began in the first move, cancelling Photo's touch
    /// (cancelsTouchesInView, reference §5.2), and ended at the lift: `why Pan` tells the
    /// whole story, not the lift's alone (where it was already past began and Photo's touch was
    /// long cancelled).
    @Test func whyARecognizerTellsItsWholeTouch() {
        let s = Session()
        for line in ["window 375 667", "view Card 0 0 375 400", "view Photo 50 50 200 200 in Card",
                     "override Photo.touchesCancelled { print(\"Photo cancelled\") }", "gesture Pan pan on Card",
                     "touch down 1 100 100", "touch move 1 120 100", "touch move 1 140 100", "touch up 1"] {
            #expect(!s.execute(line).isError, "\(line)")
        }
        let out = lines(s, "why Pan")
        #expect(out.first == "Pan recognized its gesture: possible → began → changed → ended.")
        // Photo heard touchesBegan when the finger came down, then touchesCancelled.
        #expect(out.contains("What Pan did to the views: it cancelled Photo's touch (cancelsTouchesInView)."))
    }

    /// A long press whose finger moved 30 pt (past its allowable movement of 10) failed in that
    /// move, by its own touchesMoved (reference §6): after the lift, `why` names that, not
    /// "failed in an earlier command".
    @Test func whyARecognizerThatFailedInAnEarlierCommandSaysWhy() {
        let s = Session()
        for line in ["window 375 667", "view Card 0 0 375 400", "gesture Press longpress on Card",
                     "touch down 1 100 100", "touch move 1 130 100", "wait 0.6", "touch up 1"] {
            #expect(!s.execute(line).isError, "\(line)")
        }
        let out = lines(s, "why Press")
        #expect(out.first?.hasPrefix("Press went possible → failed. Its own touchesMoved(_:with:) (UILongPressGestureRecognizer) decided") == true, "\(out)")
    }
}
