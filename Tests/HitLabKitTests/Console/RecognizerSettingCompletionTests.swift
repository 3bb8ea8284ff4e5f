import Testing
@testable import HitLabModel
@testable import HitLabConsole
import HitLabKit

/// Completion of a new recognizer's `KEY=VALUE`: the keys its class has in UIKit, read from the
/// kind the line names (`gesture`) or the kind the command makes (`recognizer`, a subclass of
/// UIGestureRecognizer itself).
@Suite struct RecognizerSettingCompletionTests {
    private func keys(_ line: String) -> Set<String> {
        let s = scriptedSession("window 300 300\nview A 0 0 100 100")
        return Set(Completer(session: s).complete(line).candidates)
    }

    @Test func aTapOffersTapsAndAPanOffersItsTouchRange() {
        // UITapGestureRecognizer declares numberOfTapsRequired; UIPanGestureRecognizer
        // minimumNumberOfTouches and maximumNumberOfTouches, and no tap count.
        let tap = keys("gesture G tap on A ")
        #expect(tap.contains("taps=") && tap.contains("numberOfTapsRequired="))
        #expect(!tap.contains("min="))
        let pan = keys("gesture G pan on A ")
        #expect(pan.contains("min=") && pan.contains("maximumNumberOfTouches="))
        #expect(!pan.contains("taps="))
    }

    @Test func aRecognizerOfOnesOwnOffersOnlyUIGestureRecognizersKeys() {
        // A subclass of UIGestureRecognizer has its four settings, none of a tap's or a pan's.
        let own = keys("recognizer R on A ")
        #expect(own.isSuperset(of: ["cancels=", "delaysBegan=", "delaysEnded=", "enabled="]))
        #expect(!own.contains("taps=") && !own.contains("min=") && !own.contains("direction="))
    }

    @Test func aLineThatNamesNoKindYetOffersEveryKey() {
        // `gesture G nope on A`: not a kind, so nothing narrows the keys.
        let all = keys("gesture G nope on A ")
        #expect(all.isSuperset(of: ["taps=", "min=", "direction=", "edges=", "cancels="]))
    }
}
