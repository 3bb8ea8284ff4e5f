import HitLabModel
import HitLabScript
import HitLabDelivery
/// What `why NAME` found in a recorded touch, as facts; `TeachingWords.why` (Console) words them in each language.
public enum WhyAnswer: Sendable, Equatable {
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
    /// UIKit's guard ran on the view and turned it away: every check that refused.
    case refusedWhenAsked(view: String, point: Point?, [HitTestRefusal])
    case returnedAnother(view: String, returned: String, hit: String?)
    /// The view's hitTest (an override) returned another view, which became the hit view.
    case handedOn(view: String, returned: String)
    /// The hit view, whose own hitTest never ran: `by`'s hitTest returned it, at the end of `path`.
    case handedTheTouch(view: String, by: String, path: [String])
    /// A learner's override of `method` (hitTest, or point(inside:) said no) decided: UIKit's
    /// guard did not turn the view away. `inside`: the point was inside its bounds.
    case overrideSaidNil(view: String, point: Point?, method: MethodKind, inside: Bool)
    case outsideItsBounds(view: String, point: Point?, bounds: Rect, transform: TransformNote?)
    case answeredButOverruled(view: String, answered: Value?, hit: String?)
    case ancestorRefused(view: String, ancestor: String, [HitTestRefusal])
    case outsideAncestor(view: String, ancestor: String, point: Point?, bounds: Rect, transform: TransformNote?, ancestorClips: Bool)
    /// The touch was outside the view's window: the window refused it before any view was asked.
    case outsideWindow(view: String, window: String, point: Point?, frame: Rect, hitElsewhere: String?)
    case siblingInFront(view: String, ancestor: String, front: String, child: String)
    /// A view added to a table cell itself lies behind the cell's content view, which fills the
    /// cell and answered first (reference §11.11: the iOS 14 pitfall).
    case behindContentView(view: String, cell: String, contentView: String)
    case ancestorDidNotAsk(view: String, ancestor: String)
    case neverReached(view: String)
    /// The touch's point (`point`, in the window) was not over the view at all: it is at
    /// `frame` in the window. Said first, before anything the hit test did.
    case notUnderFinger(view: String, point: Point, frame: Rect)
    /// Besides the first reason, `blocker` (the view or an ancestor the hit test did not let
    /// through) would turn it away too: every blocker at once, as the scene was at the hit test.
    case alsoRefused(view: String, blocker: String, [HitTestRefusal])
    /// A learner's body set the property a refusal read (`value`): during this delivery before
    /// the hit test (`mover` says who), or in an earlier command (`mover` nil).
    case setByBody(view: String, property: String, value: Value, mover: ViewMover?)
    /// Exclusive-touch views (`exclusive`) did not keep this touch from the view: exclusive
    /// touch matters only while such a view holds a touch, and none did when this one began.
    case exclusiveNotHolding(view: String, exclusive: [String])
    /// The view that took the touch is clear (backgroundColor clear): colour plays no part in
    /// hit-testing, so a clear view still takes touches.
    case clearStillHit(view: String)
    /// The event did no hit test (a finger moved or lifted) and the view holds these fingers'
    /// touches, bound to it when they began.
    case holdsItsTouch(view: String, fingers: [Int])
    /// The event did no hit test, and its touches keep the views they began on, not this one.
    case touchesHeldElsewhere(view: String, holders: [String])
    /// A recognizer recognized on the view's touch and cancelled it for the view
    /// (cancelsTouchesInView); `viewSawIt` is false when delaysTouchesBegan had kept even its
    /// touchesBegan back, so the view heard nothing of the touch.
    case touchCancelledBy(view: String, recognizer: String, viewSawIt: Bool)
    /// A learner's body moved the view, or `moved`, the superview that holds it: in an earlier
    /// command (`frame` is where the view was, in the window, when this touch began), or during
    /// this touch, after its hit test (`frame` is where it ended).
    case moved(view: String, moved: String, mover: ViewMover, frame: Rect, when: MoveTime)
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
    /// What the recognizer did to the views whose touches it saw (reference §5).
    case recognizerEffects(String, [RecognizerEffect])
    /// What would change the outcome: its settings, its delegate, its relation to `others`.
    case recognizerLevers(String, [RecognizerLever])

    /// One thing a recognizer did to a view's touches.
    public enum RecognizerEffect: Sendable, Equatable {
        /// It recognized and cancelled the touch for `view` (cancelsTouchesInView); a control
        /// lost its tracking; `viewSawIt` is false when its touchesBegan had been held back too.
        case cancelled(view: String, isControl: Bool, viewSawIt: Bool)
        /// It held back these phases of the touch from `view` while it might still recognize.
        case delayed(view: String, phases: [TouchPhase])
    }

    /// A setting or method that changes what the recognizer did.
    public enum RecognizerLever: Sendable, Equatable {
        /// cancelsTouchesInView = false: the views keep their touches when it recognizes.
        case cancelsTouchesInView
        /// delaysTouchesBegan = false: the views get touchesBegan at once.
        case delaysTouchesBegan
        /// Its delegate's gestureRecognizer(_:shouldReceive:) returning false keeps a touch from it.
        case shouldReceive
        /// `require NAME toFail OTHER`: one waits for `other` to fail before it may recognize.
        case requireToFail(other: String)
        /// shouldRecognizeSimultaneously returning true lets it and `other` both recognize.
        case recognizeSimultaneously(other: String)
    }
    // SwiftUI content in a hosting view (swiftui-semantics.md §2; DESIGN, "What HitLab chooses").
    /// SwiftUI's hit-test found `view`'s content under the point: `path` from the host in.
    case swiftUIHit(view: String, path: [String])
    /// The content under the point was `hit`'s, inside `view`: a container hits where its
    /// children do (§2.2).
    case swiftUIChildHit(view: String, hit: String)
    /// UIKit's hit test did not give the touch to `host`, which shows `view`, or (`hitTested`
    /// false) this event did no hit test at all (a move or a lift): the UIKit reasons follow.
    case swiftUIHostNotHit(view: String, host: String, hitTested: Bool)
    /// `host` took the touch from UIKit and SwiftUI found no content at `point` (window
    /// coordinates): DESIGN's choice, a hosting view is hit over its whole bounds (§2.11).
    case swiftUIHostEmpty(host: String, point: Point)
    /// `host` took the touch from UIKit and SwiftUI's hit-test found `hit` there.
    case swiftUIHostHit(host: String, hit: String)
    /// `host` took the touch from UIKit and no SwiftUI content was under the point, but the
    /// cell of List row `row` was: the row's action takes the touch (DESIGN's choice, §3.6).
    case swiftUIRowCellHit(host: String, row: String)
    /// Why SwiftUI's hit-test did not find `view`'s content under the point.
    case swiftUIMissed(view: String, SwiftUIMiss)
    /// The view hit, `view`, took a point outside what `clipper`'s `modifier` draws (`clip`, in
    /// the window): clipping changes drawing only (§2.7). `size` is the view's own size.
    case swiftUIHitOutsideClip(view: String, clipper: String, modifier: String, size: Size, clip: Rect)
    /// The touch ran `gesture` (named as DESIGN does: `Row.onTapGesture`, `Go.action`), attached
    /// with `precedence`; it beat the gestures `beat`, and `alsoRan` ran beside it.
    case swiftUIActionRan(view: String, gesture: String, precedence: SwiftUIGesturePrecedence, beat: [String], alsoRan: [String])
    /// No tap gesture or Button action ran for the tap on `hit`; `anyOnPath`: one wraps it.
    case swiftUINoAction(view: String, hit: String, anyOnPath: Bool)
    /// What became of the gesture that decided the touch when the deepest-gesture rule does
    /// not say it: a scroll view's pan took it, a Button was released outside, a List row's
    /// buttons ran together, or a UIKit recognizer cancelled it (§3.6, §3.7).
    case swiftUIGestureFate(SwiftUIGestureWhy.Answer)
    // Scroll views and tables (reference §11).
    /// What `scrollView` did with the touch on `view`, one of its content views.
    case contentTouch(view: String, scrollView: String, ContentTouch)
    /// What became of the table row the touch was on.
    case row(table: String, row: Int, RowOutcome)
    /// The scroll view's pan moved its content during these touches (contentOffset).
    case scrolled(scrollView: String, from: Point, to: Point)
    /// A touch was in the scroll view and it did not scroll: every reason that applied.
    case didNotScroll(scrollView: String, [ScrollStop])

    /// Why a scroll view's pan did not begin with a touch in it (reference §11.3, §11.4).
    public enum ScrollStop: Sendable, Equatable {
        /// isScrollEnabled is off.
        case scrollingOff
        /// The content is no larger than the bounds on either axis: there is nowhere to scroll.
        case contentNotLarger(content: Size, bounds: Size)
        /// The finger travelled only `travel` points along an axis it can scroll; the pan needs
        /// `UIKitDefaults.scrollHysteresis`.
        case tooShort(travel: Double)
        /// The content view `view` already tracked the touch and kept it.
        case keptByContent(view: String, ScrollRefusal)
        /// Another recognizer recognized on the touch, and the pan failed.
        case otherRecognizer(String)
    }

    /// How a scroll view's content view came to have, or not have, its touch.
    public enum ContentTouch: Sendable, Equatable {
        /// delaysContentTouches held touchesBegan this long: until the delay ran out, or until
        /// the lift (a quick tap: touchesBegan and touchesEnded together).
        case held(seconds: Double, atLift: Bool)
        /// Its touchesBegan is held still (the finger is down, the delay not over).
        case stillHeld
        /// delaysContentTouches is off: touchesShouldBegin was asked at touch-down.
        case notDelayed
        /// touchesShouldBegin(_:with:in:) said no: the view heard nothing of the touch.
        case refusedByTouchesShouldBegin
        /// The pan began before the delay ran out: the held touchesBegan was dropped.
        case scrollBeganFirst
        /// The pan began while the view tracked the touch: touchesShouldCancel(in:) said yes
        /// (UIKit's answer for a view that is not a UIControl, unless overridden).
        case takenByScroll(isControl: Bool, overridden: Bool)
        /// The pan would have begun, but the view kept the touch, so the scroll did not begin.
        case keptFromScroll(ScrollRefusal)
    }

    /// Why a scroll view's pan left a tracked touch to its content view (reference §11.4).
    public enum ScrollRefusal: Sendable, Equatable {
        case touchesShouldCancelSaidNo(isControl: Bool, overridden: Bool)
        case canCancelContentTouchesOff
    }

    /// What became of a row a touch was on (reference §11.10).
    public enum RowOutcome: Sendable, Equatable {
        /// Selected at the lift.
        case selected
        /// The finger is still down: rows are selected at the lift.
        case waitsForLift
        /// The touch became a scroll of `scrollView`: no selection.
        case becameScroll(scrollView: String)
        /// A recognizer recognized and cancelled the cell's touch (cancelsTouchesInView).
        case cancelledBy(recognizer: String)
        /// A control under the finger kept the touch: it never went up the chain to the table.
        case keptByControl(String)
        /// The touch ended without reaching the table's touchesEnded (a responder on the way
        /// did not pass it on).
        case notReached
    }

    /// What stopped a recognizer.
    public enum RecognizerFailure: Sendable, Equatable {
        case viewVetoed(view: String, isButton: Bool)
        case ownShouldBegin
        case requirementRecognized(String)
        case excludedBy(String)
        case ownHandling(className: String, method: MethodKind)
        case timedOut
        /// It had failed (or been cancelled) before this command; it stays so until its touches
        /// lift (`lifted`: they did in this command, and it was reset to possible).
        case earlier(lifted: Bool)
        /// A scroll view's own pan failed: the scroll view could not or might not scroll (the
        /// `didNotScroll` answer that follows says why).
        case scrollViewPan(scrollView: String)
    }
}

extension WhyAnswer {
    /// Whether this fact is about the responder chain (the last fact of a view's answer).
    public var isChainFact: Bool {
        switch self {
        case .noChain, .isFirstInChain, .inChain, .notInChain: true
        default: false
        }
    }
}
