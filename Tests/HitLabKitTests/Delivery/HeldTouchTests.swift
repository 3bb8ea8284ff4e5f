import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Touches a recognizer holds back, and what a recognizer sees, as UIKit's documentation says
/// (reference §5): each touch ends once, a recognizer sees only the touches hit-tested to its
/// view or below, and a recognizer another one excluded stays failed until the reset.
@Suite struct HeldTouchTests {
    func lines(_ s: Session, _ line: String) -> [String] {
        s.execute(line).output.split(separator: "\n").map(String.init)
    }

    static let logging = """
    window 375 667
    view A 0 0 100 100
    view B 200 300 100 100
    override A.touchesBegan { print("A began") }
    override A.touchesEnded { print("A ended") }
    override A.touchesCancelled { print("A cancelled") }
    """

    /// delaysTouchesEnded holds each touch's end back while a triple tap may still come; when
    /// it gives up, the view gets one touchesEnded per touch: two taps, two ends.
    @Test func aHeldBackTouchEndsOnceAndIsNotInLaterEvents() {
        let s = scriptedSession(Self.logging + "\ngesture G tap on A taps=3")
        let out = lines(s, "tap 50 50 taps=2") + lines(s, "wait 1")
        #expect(out.filter { $0 == "A began" }.count == 2)
        #expect(out.filter { $0 == "A ended" }.count == 2)
        #expect(!out.contains("G: ended"))
    }

    /// A finger on B while A's double tap waits: G never sees it, so G does not recognize and
    /// A's touch is not cancelled; when G gives up, A gets its held-back touchesEnded.
    @Test func aRecognizerNeverSeesATouchOutsideItsView() {
        let s = scriptedSession(Self.logging + "\ngesture G tap on A taps=2")
        #expect(lines(s, "touch down 1 50 50").first == "A began")
        // The finger has lifted, though its end is still held back from A.
        #expect(lines(s, "touch up 1") == ["no fingers down"])
        let far = lines(s, "touch down 2 250 350") + lines(s, "touch up 2") + lines(s, "wait 1")
        #expect(!far.contains("G: ended"))
        #expect(!far.contains("A cancelled"))
        #expect(far.filter { $0 == "A ended" }.count == 1)
    }

    /// `identity` is a step like the others: composed, it changes nothing.
    @Test func identityIsAStepOfATransform() throws {
        #expect(try TransformSpec.parse("scale(2) identity").get() == TransformSpec(steps: [.scale(2, 2)]))
        #expect(try TransformSpec.parse("identity rotate(90)").get() == TransformSpec(steps: [.rotate(90)]))
        let s = scriptedSession("window 375 667\nview V 0 0 200 200")
        #expect(!s.execute("set V transform=\"scale(2) identity\"").isError)
        #expect(s.execute("tree").output.contains("V (-100, -100, 400, 400) · transform scale(2)"))
    }

    /// A long press that begins excludes a pan on the same touches (UIKit's default
    /// exclusivity); the pan stays failed for the rest of the touch, and `why` says so in each
    /// later command too.
    @Test func aPanExcludedByALongPressStaysFailedAndWhySaysWhy() {
        let s = scriptedSession("window 375 667\nview V 0 0 200 200\ngesture Press longpress on V\ngesture Pan pan on V")
        _ = s.execute("touch down 1 50 50")
        #expect(lines(s, "wait 1").contains("Press: began"))
        #expect(s.execute("p Pan.state").output == ".failed")
        let moved = lines(s, "touch move 1 120 120")
        #expect(moved.contains("Press: changed") && !moved.contains { $0.hasPrefix("Pan:") })
        let excluded = "Pan went possible → failed. Press recognized first on the same touches"
        #expect(s.execute("why Pan").output.hasPrefix(excluded))
        _ = s.execute("touch up 1")
        #expect(s.execute("why Pan").output.hasPrefix(excluded))
        // The story is the whole touch's: began in the wait, changed in the move, ended at the lift.
        #expect(s.execute("why Press").output.hasPrefix("Press recognized its gesture: possible → began → changed → ended.\n"))
    }
}
