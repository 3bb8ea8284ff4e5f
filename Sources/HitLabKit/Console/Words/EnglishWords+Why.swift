import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
/// `why NAME` in English: each `WhyAnswer` fact as one sentence.
extension EnglishWords {
    public func touchTyped(inCommands count: Int, hitTestedIn command: String) -> String {
        "This touch was typed in \(count) commands, and the hit test that chose its view ran in `\(command)`: a touch keeps that view until it lifts. From that hit test:"
    }

    public func why(_ a: WhyAnswer, in scene: Scene) -> String {
        switch a {
        case .isTheHitView(let name, let path):
            return "\(name) is the hit view: the hit test went \(path.joined(separator: " → ")), and no subview of \(name) took the point."
        case .hitButWithheld(let name, let path, .exclusiveTouch(let holder)):
            return "The hit test went \(path.joined(separator: " → ")) and chose \(name), but UIKit kept the touch from it: "
                + (holder == name ? "\(name) is exclusive (isExclusiveTouch) and another view already had a touch" : "\(holder) is exclusive (isExclusiveTouch) and had a touch")
                + ", so no view received this one."
        case .hitButWithheld(let name, let path, .multipleTouchDisabled(let finger)):
            return "The hit test went \(path.joined(separator: " → ")) and chose \(name), but UIKit kept the touch from it: \(name) takes one touch at a time "
                + "(isMultipleTouchEnabled is false) and finger \(finger) already had it, so no view received this one."
        case .subviewTookIt(let name, let child, let hit):
            return "\(name) is not the hit view though the point is inside it: its subview \(child) took the point, and hitTest returns the deepest view that does (\(hit))."
        case .refusedWhenAsked(let name, let point, let refusals):
            return "\(name) was asked with \(describe(point)) in its own coordinates, but \(words(refusals)), so it returned nil."
        case .handedOn(let name, let returned):
            return "\(name)'s hitTest returned \(returned), and \(returned) became the hit view: a hitTest may answer with any view, and \(returned)'s own hitTest never ran."
        case .handedTheTouch(let name, let by, let path):
            return "\(name) is the hit view, though its own hitTest never ran: the hit test went \(path.joined(separator: " → ")), and \(by)'s hitTest returned \(name)."
        case .returnedAnother(let name, let returned, let hit):
            return "\(name)'s hitTest returned \(returned), but a view above it chose \(hit ?? "nil") instead."
        case .overrideSaidNil(let name, let point, let method, let inside):
            let place = inside ? "it is inside its bounds" : "it is outside its bounds"
            return method == .pointInside
                ? "\(name) was asked with \(describe(point)) and \(place), but its own point(inside:with:) override said no, so its hitTest returned nil."
                : "\(name) was asked with \(describe(point)) and \(place), but its own hitTest(_:with:) override returned nil: it decided without UIKit's checks (interaction, hidden, alpha, the bounds)."
        case .outsideItsBounds(let name, let point, let bounds, let transform):
            return "\(name) was asked with \(describe(point))\(words(transform)), which is outside its bounds \(bounds), so its point(inside:) said no and its hitTest returned nil."
        case .answeredButOverruled(let name, let answered, let hit):
            return "\(name)'s hitTest answered \(answered.map { ValueFormatter(scene: scene).describe($0) } ?? "nothing"), but a view above it chose \(hit ?? "nil")."
        case .ancestorRefused(let name, let ancestor, let refusals):
            return "\(name) was never asked: its ancestor \(ancestor) was asked first, but \(words(refusals)), so none of its subviews were asked."
        case .outsideAncestor(let name, let ancestor, let point, let bounds, let transform, let clips):
            // clipsToBounds only changes what is drawn (reference §2.5).
            let clipping = clips ? " \(ancestor) clips, so that part is not drawn either; clipping plays no part in hit-testing."
                : " \(ancestor) does not clip, so that part is drawn, yet clipping plays no part in hit-testing: clips=yes or no, it cannot be hit."
            return "\(name) was never asked: \(describe(point)) in \(ancestor)'s coordinates\(words(transform)) is outside \(ancestor).bounds \(bounds), so \(ancestor)'s point(inside:) said no and its subviews were never asked (a subview's part outside its parent cannot be hit)." + clipping
        case .outsideWindow(let name, let window, let point, let frame, let elsewhere):
            let after = elsewhere.map { " The touch went to \($0), in another window." } ?? " No window contains it, so the touch hit nothing."
            return "\(name) was never asked: \(describe(point)) is outside its window \(window) \(frame), so the window's point(inside:) said no before any of its views was asked." + after
        case .siblingInFront(let name, let ancestor, let front, let child):
            return "\(name) was never asked: \(ancestor) asks its subviews from the front, and \(front), in front of \(child), answered first."
        case .behindContentView(let name, let cell, let content):
            return "\(name) was never asked: it was added to the cell \(cell) itself, not to its contentView, and \(content), in front of it, fills the cell and answered first "
                + "(since iOS 14 the content view is made when the table shows the cell, in front of what the cell's code added before). Put it `in \(content)` instead."

        case .ancestorDidNotAsk(let name, let ancestor):
            return "\(name) was never asked: \(ancestor)'s hitTest did not ask its subviews (an override answered without them)."
        case .swiftUIHit, .swiftUIChildHit, .swiftUIHostNotHit, .swiftUIHostEmpty, .swiftUIHostHit, .swiftUIRowCellHit, .swiftUIMissed, .swiftUIHitOutsideClip,
             .swiftUIActionRan, .swiftUINoAction:
            return swiftUISentence(a)
        case .swiftUIGestureFate(let fate):
            return swiftUIGesture(fate)
        case .notUnderFinger, .alsoRefused, .setByBody, .exclusiveNotHolding, .clearStillHit:
            return blockerSentence(a, in: scene)
        case .neverReached(let name):
            return "\(name) was never asked: the window's hit test did not reach it."
        case .moved(let name, let moved, let mover, let frame, .earlierCommand):
            return "\(name) was at \(frame) in the window when this touch began because \(words(mover)) had set \(whose(mover, moved, name)) in an earlier command (`tree` shows it as set by a body)."
        case .moved(let name, let moved, let mover, let frame, .thisTouch):
            return "\(words(mover)) set \(whose(mover, moved, name)) during this touch, after its hit test: \(name) ended at \(frame) in the window, where the next touch's hit test finds it."
        case .holdsItsTouch(let name, let fingers):
            return "\(name) is the view of \(fingers.count == 1 ? "finger \(fingers[0])'s touch" : "the touches of fingers " + fingers.map(String.init).joined(separator: ", ")) (its `view`, whatever it was sent): the hit test chose \(name) when the touch began, and a touch keeps its view until it lifts, so this event (a move or a lift) did no hit test. Ask `why \(name)` right after the touch begins to see why it was chosen."
        case .touchesHeldElsewhere(let name, let holders):
            return "\(name) was not asked: this event's touches keep the views they began on (\(Array(Set(holders)).sorted().joined(separator: ", "))), so it (a move or a lift) did no hit test."
        case .touchCancelledBy(let name, let recognizer, let sawIt):
            return "\(recognizer) recognized its gesture on \(name)'s touch and cancelled it for \(name) (cancelsTouchesInView): "
                + (sawIt ? "\(name) got touchesCancelled, not touchesEnded." : "delaysTouchesBegan had held even its touchesBegan back, so \(name) heard nothing of it.")
                + " With cancels=no it keeps its touches."
        case .noChain(let name):
            return "No view took the touch, so there is no responder chain and no touchesBegan, touchesMoved or touchesEnded call reached \(name)."
        case .isFirstInChain(let chain):
            return "Its responder chain is \(chain.joined(separator: " → "))."
        case .inChain(let name, let chain):
            return "\(name) is in the responder chain (\(chain.joined(separator: " → "))), so it gets the touches if the responders before it pass them on."
        case .notInChain(let name, let chain):
            return "\(name) is not in the responder chain (\(chain.joined(separator: " → "))), so no touchesBegan, touchesMoved or touchesEnded call reaches it for this touch."
        case .recognizerDisabled(let name):
            return "\(name) is disabled (enabled=no), so it saw none of these touches."
        case .recognizerRefusedToReceive(let name):
            return "\(name) was asked shouldReceive when the touch began and said no, so it saw none of its phases."
        case .recognizerSawNone(let name, let view):
            return "\(name) saw none of these touches: a recognizer gets the touches hit-tested to its view (\(view)) or to a view inside it, and these went elsewhere."
        case .recognized(let name, let path):
            return "\(name) recognized its gesture: \(statePath(path))."
        case .undecided(let name, let path):
            return "\(name) saw the touches and is still possible: it has not decided (\(statePath(path)))."
        case .failed(let name, let path, let failure):
            return "\(name) went \(statePath(path)). " + words(failure)
        case .recognizerEffects(let name, let effects):
            return effectsSentence(name, effects)
        case .recognizerLevers(let name, let levers):
            return leversSentence(name, levers)
        case .contentTouch(let view, let scroll, let fact):
            return contentTouchSentence(view, scroll, fact)
        case .row(let table, let row, let outcome):
            return rowSentence(table, row, outcome)
        case .didNotScroll(let scroll, let stops):
            return didNotScrollSentence(scroll, stops)
        case .scrolled(let scroll, let from, let to):
            return "\(scroll) scrolled from \(from) to \(to): its pan began once the finger had moved \(hysteresis) points, and contentOffset followed the finger, clamped to the content."
        }
    }

    public func assumption(_ a: ImportAssumption) -> String {
        switch a {
        case .enabled(let view): return "assuming \(view) is enabled: the dump does not say."
        case .noHitTestOverride(let view, let className):
            return "assuming \(view) (\(className)) does not override hitTest(_:with:) or point(inside:with:): the dump does not say."
        case .recognizersUnknown(let view):
            return "assuming \(view)'s gesture recognizers do not take the touch: the dump shows it has some, not which."
        case .interactionOn(let view): return "assuming \(view) has user interaction on: this dump's format does not print it."
        case .barSlop(let view, let bar):
            return "a device may give this tap to \(view) all the same: UIKit lets taps near, not on, a button in \(bar) reach it (a private, undocumented margin that changed between iOS releases), while HitLab hit-tests at the touch's point."
        }
    }

    private func describe(_ point: Point?) -> String { point.map { "\($0)" } ?? "the point" }

    /// `Drag's action moveCard(_:)`, or the method itself: `Card.touchesMoved(_:with:)`.
    func words(_ mover: ViewMover) -> String {
        guard let sender = mover.sender, let dot = mover.method.firstIndex(of: ".") else { return mover.method }
        return "\(sender)'s action \(mover.method[mover.method.index(after: dot)...])"
    }

    /// `its center`, or `the center of Panel (which holds it)` when a superview was moved.
    func whose(_ mover: ViewMover, _ moved: String, _ view: String) -> String {
        moved == view ? "its \(mover.property)" : "the \(mover.property) of \(moved) (which holds it)"
    }

    func words(_ refusals: [HitTestRefusal]) -> String {
        refusals.map(words).joined(separator: " and ")
    }

    private func words(_ refusal: HitTestRefusal) -> String {
        switch refusal {
        case .interactionOff: return "it has user interaction off"
        case .hidden: return "it is hidden"
        case .alpha(let a):
            let (typed, readBack) = formatAlpha(a)
            return "its alpha (\(typed)\(readBack.map { ", which reads back as \($0)" } ?? "")) is below 0.01"
        case .disabledControl: return "it is a disabled control"
        }
    }

    /// ` (converted through Bar's transform rotate(90), as hit-testing does)`, or nothing.
    private func words(_ note: WhyAnswer.TransformNote?) -> String {
        guard let note else { return "" }
        return " (converted through \(note.view)'s transform\(note.spec.map { " " + $0 } ?? ""), as hit-testing does)"
    }

    private func words(_ failure: WhyAnswer.RecognizerFailure) -> String {
        switch failure {
        case .viewVetoed(let view, let isButton):
            let who = isButton ? "\(view) is a button, and UIButton's gestureRecognizerShouldBegin says no to a single-finger, single-tap recognizer on another view: the button keeps its tap"
                : "\(view)'s gestureRecognizerShouldBegin said no"
            return "It failed when it tried to recognize: \(who). (With cancels=no the views are not asked.)"
        case .ownShouldBegin:
            return "It failed when it tried to recognize: its shouldBegin (the delegate's gestureRecognizerShouldBegin) said no."
        case .requirementRecognized(let other):
            return "It required \(other) to fail, and \(other) recognized instead."
        case .excludedBy(let other):
            return "\(other) recognized first on the same touches, and two recognizers do not both recognize unless one says they may (shouldRecognizeSimultaneously)."
        case .ownHandling(let className, let method):
            return "Its own \(method.selector) (\(className)) decided: the touches were not its gesture (`show source \(className).\(method.name)` shows the rule)."
        case .timedOut:
            return "It gave up when its time ran out."
        case .earlier(false):
            return "That happened in an earlier command; it stays so until its touches lift and it is reset."
        case .earlier(true):
            return "That happened in an earlier command; its touches lifted in this one, so it was reset to possible for the next touch."
        case .scrollViewPan(let scroll):
            return "It is \(scroll)'s own pan, which fails when \(scroll) cannot or may not scroll with the touch."
        }
    }
}
