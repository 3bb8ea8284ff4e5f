import Testing
@testable import HitLabModel
@testable import HitLabDelivery
@testable import HitLabConsole
import HitLabKit

/// `wait SECONDS` holds a finger for SECONDS from the event that put it down or moved it,
/// though the clock runs a short gap past each touch command so the next command's event
/// comes a moment later.
@Suite struct WaitCommandTests {
    /// A hold shorter than a scroll view's 0.15 s delay keeps the button's touch held back;
    /// a longer one lets it through (reference §11).
    @Test func aHoldShorterThanTheScrollDelayKeepsTheTouchHeld() {
        let s = Session()
        _ = s.runScript("window 375 667\nscroll List 0 100 375 300 contentSize=375,1000\nbutton Buy 20 50 100 44 in List\naction Buy touchDown")
        _ = s.execute("touch down 1 50 170")
        let short = s.execute("wait 0.1")
        #expect(!short.output.contains("Buy: touchDown"), "\(short.output)")
        #expect(short.output.contains("the clock reads 100.1 s"), "\(short.output)")
        let longer = s.execute("wait 0.2")
        #expect(longer.output.contains("Buy: touchDown"), "\(longer.output)")
        #expect(longer.output.contains("the clock reads 100.3 s"), "\(longer.output)")
    }

    /// A long press needs 0.5 s of a resting finger (minimumPressDuration): 0.45 s is not
    /// enough, and a second wait adds to the first to make it.
    @Test func waitsAddUpFromTheEventAndALongPressNeedsItsWholeDuration() {
        let s = Session()
        _ = s.runScript("window 375 667\nview A 0 0 300 300\ngesture Hold longpress on A")
        _ = s.execute("touch down 1 50 170")
        #expect(!s.execute("wait 0.45").output.contains("Hold: began"))
        let whole = s.execute("wait 0.05").output
        #expect(whole.contains("Hold: began") && whole.contains("the clock reads 100.5 s"), "\(whole)")
    }

    /// `wait 0` lets no time pass: the next event still comes the usual moment later, so two
    /// events never share a timestamp (a pan's velocity would be undefined).
    @Test func waitingNoTimeChangesNothing() {
        let s = Session()
        _ = s.runScript("window 375 667\nview A 0 0 300 300\noverride A.touchesMoved { print(event.timestamp) }")
        _ = s.execute("touch down 1 50 170")
        #expect(s.execute("wait 0").output.contains("the clock reads 100 s"))
        #expect(s.execute("touch move 1 60 170").output.hasPrefix("100.1"))
    }

    /// The gap after a touch command still separates it from the next command's event.
    @Test func theNextEventStillComesAMomentLater() {
        let s = Session()
        _ = s.runScript("window 375 667\nview A 0 0 300 300\noverride A.touchesMoved { print(event.timestamp) }")
        _ = s.execute("touch down 1 50 170")
        #expect(s.execute("touch move 1 60 170").output.hasPrefix("100.1"))
        _ = s.execute("wait 0.3")
        #expect(s.execute("touch move 1 70 170").output.hasPrefix("100.4"))
    }
}
