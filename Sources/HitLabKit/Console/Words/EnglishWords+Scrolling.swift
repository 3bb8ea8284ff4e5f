import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// Scroll views and tables in English (reference §11): the `why` facts of `ScrollWhy` and the
/// `explain` facts of their recognizers, hooks and rows, one sentence each. The 0.15 s delay
/// and the 10-point distance are UIKit's undocumented values (`UIKitDefaults`).
extension EnglishWords {
    var delay: String { formatNumber(UIKitDefaults.contentTouchDelay) }
    var hysteresis: String { formatNumber(UIKitDefaults.scrollHysteresis) }

    func contentTouchSentence(_ view: String, _ scroll: String, _ fact: WhyAnswer.ContentTouch) -> String {
        switch fact {
        case .held(let seconds, true):
            return "\(scroll) held \(view)'s touchesBegan until the lift, \(formatNumber(seconds)) s after touch-down (delaysContentTouches: the finger might have been starting a scroll); "
                + "the finger lifted before the \(delay) s delay was over, so \(view) got touchesBegan and touchesEnded together."
        case .held(let seconds, false):
            return "\(scroll) held \(view)'s touchesBegan for \(formatNumber(seconds)) s (delaysContentTouches): no scroll began before the delay ran out, so touchesShouldBegin was asked, said yes, and \(view) got it."
        case .stillHeld:
            return "\(scroll) is still holding \(view)'s touchesBegan (delaysContentTouches): it comes once the finger has stayed put for \(delay) s, or at the lift, unless a drag starts a scroll first."
        case .notDelayed:
            return "\(scroll) does not delay its content's touches (delaysContentTouches is off): touchesShouldBegin was asked at touch-down and \(view) got touchesBegan at once."
        case .refusedByTouchesShouldBegin:
            return "\(scroll)'s touchesShouldBegin(_:with:in:) said no for \(view), so \(view) heard nothing of the touch: no touchesBegan, moved, ended or cancelled (\(scroll) can still scroll with it)."
        case .scrollBeganFirst:
            return "\(scroll)'s pan began before the \(delay) s delay was over (the finger moved the \(hysteresis) points it needs or more), so the touchesBegan it held was dropped: \(view) never heard of the touch."
        case .takenByScroll(let isControl, let overridden):
            let why = overridden ? "\(scroll)'s override of it says so" + (isControl ? ", though \(view) is a UIControl" : "") : "\(view) is not a UIControl"
            return "\(scroll)'s pan took the touch: touchesShouldCancel(in: \(view)) said yes (\(why)), so \(view) got touchesCancelled and \(scroll) scrolled."
        case .keptFromScroll(.touchesShouldCancelSaidNo(let isControl, let overridden)):
            let why = overridden ? " (\(scroll)'s override of it)" : isControl ? " because \(view) is a UIControl" : ""
            return "\(scroll)'s pan did not take the touch: touchesShouldCancel(in: \(view)) said no\(why), so the scroll did not begin and \(view) kept tracking the touch."
        case .keptFromScroll(.canCancelContentTouchesOff):
            return "\(scroll)'s pan did not take the touch: canCancelContentTouches is off, so once \(view) tracks a touch no drag takes it (touchesShouldCancel is not asked) and the scroll did not begin."
        }
    }

    func didNotScrollSentence(_ scroll: String, _ stops: [WhyAnswer.ScrollStop]) -> String {
        let reasons = stops.map { stop -> String in
            switch stop {
            case .scrollingOff: return "scrolling is off (isScrollEnabled is false)"
            case .contentNotLarger(let content, let bounds):
                return "its contentSize \(content) is no larger than its bounds \(bounds), so there is nowhere to scroll (set contentSize larger; an imported dump does not give it)"
            case .tooShort(let travel):
                return "the finger moved only \(formatNumber(travel)) points along an axis it can scroll, and its pan needs \(hysteresis)"
            case .keptByContent(let view, .touchesShouldCancelSaidNo(let isControl, let overridden)):
                let why = overridden ? " (\(scroll)'s override of it)" : isControl ? " because \(view) is a UIControl (override touchesShouldCancel(in:) to return true, or turn delaysContentTouches on so a quick drag scrolls before \(view) tracks it)" : ""
                return "\(view) already tracked the touch and touchesShouldCancel(in: \(view)) said no\(why)"
            case .keptByContent(let view, .canCancelContentTouchesOff):
                return "\(view) already tracked the touch and canCancelContentTouches is off"
            case .otherRecognizer(let other):
                return "\(other) recognized on the touch, and its pan failed (require(toFail:) or shouldRecognizeSimultaneously changes who wins)"
            }
        }
        return "\(scroll) did not scroll: " + reasons.joined(separator: "; and ") + "."
    }

    func rowSentence(_ table: String, _ row: Int, _ outcome: WhyAnswer.RowOutcome) -> String {
        switch outcome {
        case .selected:
            return "\(table) selected row \(row) at the lift: the touch's touchesEnded came up the responder chain from the cell to \(table), which selects the row (one at a time) and tells its delegate, didSelectRowAt."
        case .waitsForLift:
            return "Row \(row) of \(table) is not selected yet: a row is selected at the lift, and the finger is still down."
        case .becameScroll(let scroll):
            return "Row \(row) of \(table) was not selected because the touch became a scroll: \(scroll)'s pan took it, so the row lost its highlight and nothing was selected."
        case .cancelledBy(let recognizer):
            return "Row \(row) of \(table) was not selected: \(recognizer) recognized and cancelled the cell's touch (cancelsTouchesInView), so \(table) got touchesCancelled, not touchesEnded; with cancels=no the row is selected too."
        case .keptByControl(let control):
            return "Row \(row) of \(table) was not selected: \(control), a control, handled the touch itself and did not pass it up the responder chain, so \(table) never saw it."
        case .notReached:
            return "Row \(row) of \(table) was not selected: the touch's touchesEnded never reached \(table) (a responder on the way did not pass it on with super or next)."
        }
    }

    func scrollingExplanation(_ e: Explanation) -> String? {
        switch e {
        case .heldReleased(let view, let phase, let holders, let seconds, let atLift):
            let who = holders.isEmpty ? "A recognizer" : holders.joined(separator: " and ")
            let when = seconds.map { ", \(formatNumber($0)) s after touch-down" } ?? ""
            let failed = atLift ? "the finger lifted and \(holders.count > 1 ? "they have" : "it has") failed" : "\(holders.count > 1 ? "they have" : "it has") failed"
            return "\(view)'s \(MethodKind.touches(for: phase).selector) comes late\(when): \(who) held it back (\(phase == .began ? "delaysTouchesBegan" : "delaysTouchesEnded")) while the touch might still be \(holders.count > 1 ? "their" : "its") gesture; now that \(failed), UIKit's delayed-touches dispatcher sends it."
        case .scrollRecognizerTransition(let name, let scroll, let isPan, let from, let to):
            return scrollTransition(name, scroll, isPan, from, to)
        case .scrollRecognizerStep(let name, let scroll, false, let method):
            switch method {
            case .touchesBegan:
                return "\(name) sees the new touch before any view: with delaysContentTouches on it starts a \(delay) s timer and holds the content view's touchesBegan; without it, it asks \(scroll).touchesShouldBegin now."
            case .timerFired:
                return "\(delay) s passed with the finger down and no scroll: \(name) asks \(scroll).touchesShouldBegin, and on yes fails, so the held touchesBegan reaches the content view."
            case .touchesEnded:
                return "The finger lifted while \(name) still held touchesBegan: it asks \(scroll).touchesShouldBegin now, so the content view gets touchesBegan and touchesEnded together."
            case .touchesMoved:
                return "\(name) does nothing with a move: \(scroll)'s pan decides whether this is a scroll."
            default:
                return "A cancelled touch makes \(name) fail."
            }
        case .scrollRecognizerStep(let name, let scroll, true, _):
            return "\(name) measures the finger's travel along the axes \(scroll) can scroll (content wider or taller than its bounds); at \(hysteresis) points it begins, unless the content view already tracks the touch and canCancelContentTouches or touchesShouldCancel(in:) says no."
        case .touchesShouldBegin(let scroll, let content):
            return "\(scroll) is asked whether \(content) may have this touch. UIScrollView's answer is yes; an override that returns false keeps every message of the touch from \(content), and \(scroll) can still scroll."
        case .touchesShouldCancel(let scroll, let content, let isControl):
            return "\(scroll)'s pan would begin while \(content) tracks the touch: UIScrollView's touchesShouldCancel(in:) says no for a UIControl and yes for any other view, so here "
                + (isControl ? "no: \(content) keeps its touch and nothing scrolls." : "yes: \(content) gets touchesCancelled and the scroll begins.")
        case .tableRow(let table, let method, let row):
            let which = row.map { "row \($0)" } ?? "the row"
            switch method {
            case .touchesBegan:
                return "The touch came up the responder chain from a cell to \(table): it highlights \(which) now, as its touchesBegan arrives (after the scroll view's delay)."
            case .touchesEnded:
                return "The lift reached \(table): it selects \(which), after deselecting the row selected before (one row at a time), and tells its delegate, didSelectRowAt."
            case .touchesCancelled:
                return "The touch was cancelled (a scroll or a recognizer took it): \(table) takes \(which)'s highlight away and selects nothing."
            default:
                return "\(table) passes \(method.selector) up the responder chain: rows only care about touches."
            }
        default:
            return nil
        }
    }

    private func scrollTransition(_ name: String, _ scroll: String, _ isPan: Bool, _ from: RecognizerState, _ to: RecognizerState) -> String {
        switch (isPan, to) {
        case (false, .failed):
            return "\(name) failed: \(scroll) lets its content view have the touch, so the touchesBegan it held goes to the view now."
        case (false, .ended):
            return "\(name) recognized: \(scroll)'s touchesShouldBegin said no, so the held touchesBegan is dropped and the content view hears nothing of this touch."
        case (true, .began):
            return "\(name) went from \(from.rawValue) to began: the finger moved at least \(hysteresis) points along an axis \(scroll) can scroll, so \(scroll) scrolls with it, and the content view's touch is cancelled (or, still held back, dropped)."
        case (true, .changed):
            return "\(scroll) scrolls: contentOffset is where it was when the pan began minus the finger's travel, clamped to the content."
        case (true, .ended):
            return "\(name) ended: the finger lifted and \(scroll) stays where it is (no deceleration here)."
        case (true, .failed):
            return "\(name) failed: \(scroll) leaves the touch to its content (the finger lifted before moving \(hysteresis) points, or the content view tracks it and canCancelContentTouches or touchesShouldCancel(in:) said no)."
        case (_, .possible):
            return "\(name) is reset to possible: all its touches are gone."
        default:
            return "\(name) went from \(from.rawValue) to \(to.rawValue)."
        }
    }
}
