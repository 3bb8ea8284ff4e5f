import HitLabModel
import HitLabScript
import HitLabDelivery
/// What `why NAME` found in a recorded touch, as facts; `TeachingWords.why` (Console) words them in each language.
public enum WhyAnswer: Sendable, Equatable {
    /// Why UIKit's guard turns a view away.
    public enum Refusal: Sendable, Equatable { case interactionOff, hidden, alpha(Double), disabledControl }
    /// Why a hit view did not get its touch (reference §4).
    public enum Withheld: Sendable, Equatable { case exclusiveTouch(holder: String), multipleTouchDisabled(finger: Int) }
    /// A transform a point was converted through on its way into a view.
    public struct TransformNote: Sendable, Equatable {
        public let view: String
        public let spec: String?
    }

    // Hit testing.
    case isTheHitView(view: String, path: [String])
    /// The hit test chose the view, but UIKit kept the touch from it: an exclusive-touch view
    /// (`holder`, maybe the view itself) was involved, or it takes one touch at a time and
    /// finger `finger` already had it.
    case hitButWithheld(view: String, path: [String], Withheld)
    case subviewTookIt(view: String, child: String, hit: String)
    case refusedWhenAsked(view: String, point: Point?, Refusal)
    case returnedAnother(view: String, returned: String, hit: String?)
    case overrideSaidNil(view: String, point: Point?)
    case outsideItsBounds(view: String, point: Point?, bounds: Rect, transform: TransformNote?)
    case answeredButOverruled(view: String, answered: Value?, hit: String?)
    case ancestorRefused(view: String, ancestor: String, Refusal)
    case outsideAncestor(view: String, ancestor: String, point: Point?, bounds: Rect, transform: TransformNote?, ancestorClips: Bool)
    /// The touch was outside the view's window: the window refused it before any view was asked.
    case outsideWindow(view: String, window: String, point: Point?, frame: Rect, hitElsewhere: String?)
    case siblingInFront(view: String, ancestor: String, front: String, child: String)
    case ancestorDidNotAsk(view: String, ancestor: String)
    case neverReached(view: String)
    // The responder chain.
    case noChain(view: String)
    case isFirstInChain(chain: [String])
    case inChain(view: String, chain: [String])
    case notInChain(view: String, chain: [String])
    // Gesture recognizers.
    case recognizerDisabled(String)
    case recognizerRefusedToReceive(String)
    case recognizerSawNone(String, view: String)
    case recognized(String, path: [RecognizerState])
    case undecided(String, path: [RecognizerState])
    case failed(String, path: [RecognizerState], RecognizerFailure)

    /// What stopped a recognizer.
    public enum RecognizerFailure: Sendable, Equatable {
        case viewVetoed(view: String, isButton: Bool)
        case ownShouldBegin
        case requirementRecognized(String)
        case excludedBy(String)
        case ownHandling(className: String, method: MethodKind)
        case timedOut
        /// It had failed (or been cancelled) before this command; it stays so until its touches lift.
        case earlier
    }
}
