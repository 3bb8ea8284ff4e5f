/// SwiftUI's gesture arbitration (swiftui-semantics.md §3.3–§3.5) as source a learner reads and
/// steps through, like UIKit's recognizers: the pipeline folds the gesture modifiers on the path
/// from the view hit out to the root, asks `_isEnabled` about each mask written and `_arbitrate`
/// about every pair of gestures that meet, and ranks them by the answers (`SwiftUIPrecedence`).
/// Each rule names its evidence: [DOC] Apple, [RE] OpenSwiftUI, [OBS] developers, or HitLab's
/// choice where SwiftUI does not say (DESIGN, "SwiftUI: content in a hosting view").
extension UIKitDefaults {
    static let swiftUIGestureSources: [(className: String, method: MethodKind, source: String)] = [
        ("_UIHostingView", .swiftUIArbitrate, """
        // Which of two gestures competing for one touch goes first (§3.3, §3.4). `first` is
        // inside `second` on the touch's path (a subview's gesture, or a modifier written
        // earlier on the same view), or the receiver of a composition; `rule` is what put
        // them together: the outer modifier (gesture, highPriorityGesture,
        // simultaneousGesture, onTapGesture, onLongPressGesture) or the composition
        // (exclusively, sequenced, simultaneously). The one that goes second waits for the
        // first to fail, and fails when the first acts. Under "scrollView", `second` is the
        // pan of the UIScrollView under a ScrollView or List and `first` a gesture of its
        // content (or the pan of a scroll view inside it).
        if rule == "scrollView" && first.kind == "DragGesture" && first.isHighPriority {
            // [OBS] A drag attached with highPriorityGesture on a row stopped List and ScrollView
            // scrolling on iOS 17 and 18 (mlem #1171, VAndrJ PR #14): the pan waits for it to fail.
            return "first"
        }
        if rule == "scrollView" {
            // HitLab's choice (DESIGN, from §3.6 and UIKit's pan, uikit-semantics.md §11): the
            // one that recognizes first cancels the other, and on a move where both reach their
            // distance the pan goes first, so a tap that stays put still taps and a DragGesture
            // of minimumDistance 10 or more lets it scroll along its axis (iOS 17). [OBS] iOS 18
            // betas let such a drag block the scroll (FB14688465); one of minimumDistance 0
            // starts at the touch-down and keeps the touch (darjeelingsteve).
            return "whichever acts first"
        }
        if rule == "simultaneousGesture" || rule == "simultaneously" {
            // [DOC] simultaneousGesture: "with the same priority"; simultaneously(with:):
            // "neither of them preceding the other". Neither waits: both can run.
            return "both"
        }
        if rule == "sequenced" {
            // [DOC] sequenced(before:): the second receives events only after the first succeeds.
            return "sequence"
        }
        if rule == "exclusively" {
            // [DOC] exclusively(before:): "giving precedence to the first", in the order written,
            // even a single tap before a double, which then never gets its second tap (§3.3).
            return "first"
        }
        if first.isTap && second.isTap && first.count != second.count {
            // [RE] shouldRequireFailure: of two taps with different counts, the one with fewer
            // waits for the one with more to fail, whichever modifier attached them (§3.4).
            // Apple does not document it; HitLab follows OpenSwiftUI.
            if first.count > second.count {
                return "first has more taps"
            }
            return "second has more taps"
        }
        if rule == "highPriorityGesture" {
            // [DOC] "with a higher precedence than gestures defined by the view": the outer
            // gesture wins. [RE] Of two high-priority gestures the outer (the ancestor) wins.
            return "second"
        }
        // gesture, onTapGesture, onLongPressGesture: [DOC] "with a lower precedence than
        // gestures defined by the view", which include its subviews': the inner one wins.
        // [RE] Of two default gestures the descendant is prioritised over its ancestor.
        return "first"
        """),
        ("_UIHostingView", .swiftUIMaskEnables, """
        // Whether a gesture modifier's `including:` mask leaves `part` on: "gesture" (the
        // gesture the modifier adds) or "subviews" (the gestures of the view inside it) (§3.5).
        if mask == "all" {
            // [DOC] .all, the default: both.
            return true
        }
        if mask == "none" {
            // [DOC] .none: neither.
            return false
        }
        // [DOC] .gesture enables only the added gesture, .subviews only the subviews'.
        // HitLab's choice: as Apple documents it. On iOS 18.1 a parent's .gesture was observed
        // to leave its child's tap on [OBS: ZGM], and a highPriorityGesture's .none too [OBS].
        return mask == part
        """),
    ]
}
