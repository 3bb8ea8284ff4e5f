import Testing
@testable import HitLabModel
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabConsole
import HitLabKit

/// `bt` where a recognizer held a phase back (reference §5.2: delaysTouchesBegan keeps
/// touchesBegan from the view while the recognizer is possible, and UIKit sends it late once the
/// recognizer fails, or drops it once it recognizes).
@Suite struct BacktraceHeldTests {
    static let card = "window 375 667\nview Card 0 0 375 400"

    /// Stopped as the recognizer recognizes, the began it held is neither sent nor dropped yet:
    /// the held phase names the recognizer that held it, never an empty list.
    @Test func aPhaseHeldByARecognizerThatDecidedNamesIt() {
        let s = scriptedSession(Self.card + "\ngesture Tap tap on Card delaysBegan=yes\nbreak state Tap")
        _ = s.execute("tap 100 100")
        let bt = s.execute("bt").output
        #expect(!bt.contains("(by )"), "\(bt)")
        #expect(bt.contains("held back from the view so far: began (held by Tap, which has now decided)"), "\(bt)")
    }

    /// At the late delivery's own stage mark, bt lists the touch's recognizers and who held the
    /// phase for how long, as it does inside the late touchesBegan.
    @Test func btAtTheDelayedDeliveryStageListsTheRecognizers() {
        let s = scriptedSession(Self.card + "\ngesture Tap tap on Card taps=2 delaysBegan=yes\nbreak phase delayedDelivery")
        _ = s.execute("tap 100 100")
        let bt = s.execute("bt").output
        #expect(bt.contains("gesture recognizers on these touches: Tap failed"), "\(bt)")
        #expect(bt.contains("Card's touchesBegan(_:with:) comes late"), "\(bt)")
        #expect(bt.contains("Tap held it back (delaysTouchesBegan)"), "\(bt)")
        #expect(bt.contains("sendDelayedTouches"))
    }
}
