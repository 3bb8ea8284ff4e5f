import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `why NAME` in English for SwiftUI content in a hosting view (swiftui-semantics.md §2): each
/// fact with its fix, and a sentence wherever the answer rests on a choice DESIGN makes for
/// behaviour SwiftUI does not document.
extension EnglishWords {
    func swiftUISentence(_ a: WhyAnswer) -> String {
        switch a {
        case .swiftUIHit(let view, let path):
            return "\(view) is the SwiftUI view hit: SwiftUI's hit-test went \(path.joined(separator: " → ")) and found \(view)'s content under the point."
        case .swiftUIChildHit(let view, let hit):
            return "The content under the point is \(hit)'s, inside \(view): a SwiftUI container hits where its children's content is, so \(view) has the touch through \(hit)."
        case .swiftUIHostNotHit(let view, let host, true):
            return "\(view) is SwiftUI content in the hosting view \(host), and UIKit's hit test did not give the touch to \(host), so SwiftUI never looked for \(view). Why not \(host):"
        case .swiftUIHostNotHit(let view, let host, false):
            return "\(view) is SwiftUI content in the hosting view \(host), and this event did no hit test, so SwiftUI did not look for \(view) either. About \(host):"
        case .swiftUIHostEmpty(let host, let point):
            return "The hosting view \(host) took the touch from UIKit, and there is no SwiftUI content at \(point): UIKit hit-tests a hosting view over its whole bounds, "
                + "so the touch stops at \(host) and reaches no UIKit view behind it. "
                + "That is HitLab's choice: how a hosting view decides is undocumented and changed in iOS 18 and 26. "
                + "An app that wants such touches to pass through overrides the host's hitTest to return nil where SwiftUI has no content."
        case .swiftUIHostHit(let host, let hit):
            return "The hosting view \(host) took the touch from UIKit, and SwiftUI's hit-test found \(hit)'s content there."
        case .swiftUIRowCellHit(let host, let row):
            return "The hosting view \(host) took the touch from UIKit, and no SwiftUI content is under the point, but the cell of the List row \(row) is: "
                + "a List shows each row in a cell as wide as the List and at least 44 pt tall, and a touch anywhere in it, between the row's views too, goes to the row's action "
                + "(its automatic-style buttons), not to gestures on its views. HitLab's choice: Apple documents no List row's tap area; developers observe the whole row acting."
        case .swiftUIMissed(let view, let miss):
            return missSentence(view, miss)
        case .swiftUIHitOutsideClip(let view, let clipper, let modifier, let size, let clip):
            let whose = clipper == view ? "" : " (the \(modifier)() is on \(clipper))"
            return "The \(formatNumber(size.width))×\(formatNumber(size.height)) \(view), clipped to \(formatNumber(clip.width))×\(formatNumber(clip.height)), still hits outside its clip\(whose): "
                + "\(modifier)() changes drawing only. Add `.contentShape(Rectangle())` after the \(formatNumber(clip.width))×\(formatNumber(clip.height)) frame so it hits only where it is drawn."
        case .swiftUIActionRan(let view, let gesture, let precedence, let beat, let alsoRan):
            let what = gesture.hasSuffix(".action") ? "\(gesture), the Button's action" : gesture
            let lost = beat.map { "`" + $0 + "`" }.joined(separator: ", ")
            let rule = switch (precedence, beat.isEmpty) {
            case (.high, false): "it is attached with highPriorityGesture, which goes before the gestures inside its view, so \(lost) did not run (`why \(beat[0])` says how to change that)."
            case (.high, true): "it is attached with highPriorityGesture, and nothing on the path competed with it."
            case (_, false): "going out from the view hit, the first tap gesture or Button runs (the deepest gesture wins), so \(lost) did not run."
            default: "going out from the view hit, the first tap gesture or Button runs (the deepest gesture wins)."
            }
            let beside = alsoRan.isEmpty ? "" : " \(alsoRan.joined(separator: ", ")) ran too: a simultaneousGesture shares the touch."
            return "The tap on \(view) ran \(what): \(rule)\(beside)"
        case .swiftUINoAction(let view, let hit, let any):
            return "No tap gesture or Button action ran for this touch on \(hit)."
                + (any ? " One wraps it, so the touch was not a tap it takes: a tap fails when the finger moves more than 45 pt or stays down longer than 0.75 s, "
                    + "thresholds HitLab takes from OpenSwiftUI's reconstruction because Apple documents none."
                    : " None wraps \(hit): add `.onTapGesture { … }` to \(view), or make it a Button's label.")
        default:
            return ""
        }
    }

    private func missSentence(_ view: String, _ miss: WhyAnswer.SwiftUIMiss) -> String {
        let noContentChoice = " That spacers, spacing, padding and Color.clear have no content is HitLab's choice: SwiftUI does not document it, and developers' reports agree."
        switch miss {
        case .refused(let owner, let refusal):
            let who = owner == view ? "\(view) has" : "\(view) is inside \(owner), which has"
            switch refusal {
            case .hidden:
                return "\(who) hidden(): a hidden view can't receive interactions, so SwiftUI's hit-test skips it and everything inside it, and the touch goes to what is behind."
            case .opacity(let amount):
                return "\(who) opacity(\(formatNumber(amount))): a view whose opacity is not above 0 contains no point, so SwiftUI's hit-test skips it and everything inside it. "
                    + "That is HitLab's choice where reports disagree: any opacity above 0 still hits."
            case .allowsHitTesting:
                return "\(who) allowsHitTesting(false): it and everything inside it take no part in hit-testing, and the touch goes to what is behind. "
                    + "An allowsHitTesting(true) further in does not bring a view back: HitLab's choice, as SwiftUI does not say."
            case .disabled:
                return "\(who) disabled(true): its gestures and controls are off, and HitLab also takes its content out of hit-testing. "
                    + "That is HitLab's choice: SwiftUI does not say whether a disabled view still blocks touches."
            case .contentShape(let shape, let outer):
                let said = "\(who) contentShape(\(shape)()), and the point is outside that shape: the content shape replaces the content for hit-testing, so nothing inside it hits there."
                guard let outer else { return said }
                return said + " The shape covers the frame it is given, the view's own; the .\(outer)() written after it is larger and holds the point. "
                    + "Move `.contentShape(\(shape)())` after `.\(outer)(…)` to make that whole area hit."
            }
        case .noContent(let kind, let container):
            return "\(view) is a \(kind), which has no content: SwiftUI hits content (text, images, shapes, colours), never empty space."
                + (container.map { " `.contentShape(Rectangle())` on \($0) makes its whole frame hit." } ?? "") + noContentChoice
        case .gap(let gap, let tap):
            let covers = tap.map { "\(view)'s \($0) covers only its content" } ?? "\(view) hits only where it has content"
            let place = switch gap {
            case .emptyChild(let child, let kind): "the point is on \(child), a \(kind), which has none"
            case .spacing: "the point is in the spacing between its children, which has none"
            case .noChildContent: "the point is on none of its children's content"
            case .around(let modifier): "the point is in the \(modifier) around its content, which adds none"
            }
            let fix = tap.map { "`.contentShape(Rectangle())` before `.\($0)` makes the whole frame hit." } ?? "`.contentShape(Rectangle())` on \(view) makes its whole frame hit."
            return "\(covers): \(place). \(fix)" + noContentChoice
        case .outsidePath(let shape, let frame):
            return "\(view) is a \(shape), which hits inside its path: the point is inside its frame \(frame) but outside the shape. `.contentShape(Rectangle())` makes the whole frame hit. "
                + "That a shape hits by its path is HitLab's choice: one tutorial says a shape's tap area is its rectangle."
        case .outside(let point, let frame, let distance):
            guard distance < 10 else { return "The touch at \(point) is not on \(view) at all: \(view) is at \(frame) in the window." }
            return "The touch at \(point) is \(formatNumber((distance * 10).rounded() / 10)) pt outside \(view)'s frame \(frame). "
                + "HitLab hit-tests at the touch's point with no margin, its choice; a device also hits a target within about 10 pt, so there this tap would probably reach \(view)."
        case .outsideContent(let point, let content, let frame, let distance):
            let gap = "only content hits, so a miss is measured to the nearest content, not to \(view)'s frame"
            guard distance < 10 else { return "The touch at \(point) is not on \(view)'s content at all: its nearest content, \(content), is at \(frame) in the window, \(formatNumber(distance.rounded())) pt away (\(gap))." }
            return "The touch at \(point) is \(formatNumber((distance * 10).rounded() / 10)) pt from \(view)'s nearest content, \(content) at \(frame) (\(gap)). "
                + "HitLab hit-tests at the touch's point with no margin, its choice; a device also hits a target within about 10 pt, so there this tap would probably reach \(content)."
        case .inFront(let front, let hit, let order):
            let why = switch order {
            case .later(let container): "it comes after \(view) in \(container), and each later view is drawn in front"
            case .zIndex(let f, let b): "it has the higher zIndex (\(formatNumber(f)), against \(formatNumber(b)))"
            case .overlay(let of): "it is an overlay of \(of), and an overlay is in front of the view it modifies"
            case .background(let of): "\(view) is in \(of)'s background, behind \(of)'s content"
            }
            return "\(front) is in front of \(view) (\(why)), and SwiftUI's hit-test asks the frontmost content first: \(hit)'s content is under the point, so \(view) was never asked. "
                + "`.allowsHitTesting(false)` on \(front) lets touches through to what is behind."
        case .notAsked(let ancestor):
            return "\(view) was never asked: \(ancestor) answered without it."
        }
    }

    /// `explain on` at a line of SwiftUI's hit-test: the rule it applies to the layer.
    func swiftUIStepSentence(_ layer: String, _ point: Point?, _ step: SwiftUIStep) -> String {
        let at = point.map { "\($0)" } ?? "the point"
        switch step {
        case .asks:
            return "SwiftUI asks \(layer) whether its content is under \(at)."
        case .hidden:
            return "\(layer) is hidden(): a hidden view can't receive interactions, so it answers nil for itself and everything inside it."
        case .transparent(let amount):
            return "\(layer) has opacity \(formatNumber(amount)): a view whose opacity is not above 0 contains no point, so it answers nil, subtree and all (HitLab's choice where reports disagree)."
        case .hitTestingOff:
            return "\(layer) is allowsHitTesting(false): it and everything inside it answer nil, and an allowsHitTesting(true) inside is never reached (HitLab's choice)."
        case .disabled:
            return "\(layer) is disabled(true): HitLab takes disabled content out of hit-testing, so it answers nil (HitLab's choice: SwiftUI does not say)."
        case .contentShape(let shape, let inside):
            return "\(layer) replaces its content with \(shape)() laid over its frame: \(at) is " + (inside ? "inside the shape, so the view inside is asked and, if it has no content there, the view with the shape is hit." : "outside the shape, so nothing inside it hits there.")
        case .overlayFirst(let overlay):
            return "\(layer): an overlay is in front of the view it modifies, so \(overlay) is asked first, then the view under it."
        case .backgroundLast(let background):
            return "\(layer): a background is behind the view it modifies, so the view is asked first and \(background) only where it has no content."
        case .passesThrough(let modifier):
            let note = modifier == "clipped" || modifier == "clipShape" ? " (\(modifier)() changes drawing only, never hits)" : ""
            return "\(layer) adds no content of its own\(note): the view inside it is asked."
        case .outOfReach(let reach, let inside):
            return inside ? "Something inside \(layer) lies around \(at) (all of it is within \(reach)), so its children are asked."
                : "Nothing inside \(layer) comes near \(at): all of it is within \(reach). So it answers nil without asking its children, as asking each would (HitLab's shortcut; how SwiftUI passes over far content is not documented)."
        case .childrenFrontToBack(let children):
            return children.isEmpty ? "\(layer) is a container with no children: it has no content, so it answers nil."
                : "\(layer) is a container: it hits only where a child does (its frame, spacing and padding are not content), so it asks \(children.joined(separator: ", ")), front to back."
        case .listCell(let row?):
            return "No row of \(layer) has content under \(at), but \(row)'s cell does hold it: a List shows each row in a cell as wide as the List and at least 44 pt tall, "
                + "so \(row)'s cell is hit, and only the row's action (its automatic-style buttons) takes the touch (HitLab's choice: Apple documents no List row's tap area; developers observe the whole row acting)."
        case .listCell(nil):
            return "\(layer) is a List, and no row's cell holds \(at), so it answers nil."
        case .leaf(let kind, let hasContent, let byPath, let inside):
            guard hasContent else { return "\(layer) is a \(kind), which has no content, so it answers nil (HitLab's choice: SwiftUI does not document it)." }
            let rule = byPath ? "inside its path" : "over its frame"
            return "\(layer) is a \(kind), hit \(rule): \(at) is " + (inside ? "on it, so it is the view hit." : "not on it, so it answers nil.")
        }
    }
}
