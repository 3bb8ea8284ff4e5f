/// SwiftUI's hit-test of its own content (swiftui-semantics.md §1, §2), as source a learner
/// reads and steps through like UIKit's: once UIKit's hit-test has chosen a hosting view, the
/// host asks its content, from the root view in. Each rule names its evidence: [DOC] Apple's
/// documentation, [RE] OpenSwiftUI's reconstruction, [OBS] developers' observations, or
/// HitLab's choice where SwiftUI does not say (DESIGN, "SwiftUI: content in a hosting view").
extension UIKitDefaults {
    static let swiftUISources: [(className: String, method: MethodKind, source: String)] = [
        ("_UIHostingView", .swiftUIHitTest, """
        // The SwiftUI view whose content is under point (window coordinates), or nil.
        // A modifier wraps what is inside it, so a view is asked from its outermost modifier in.
        // HitLab's choice: the test is at the touch's point, with no margin around small
        // targets (a device also hits a target within about 10 pt: §2.10).
        let modifier = view.modifier
        if modifier != nil {
            // The outermost modifier decides first; a view without one is asked below.
            if modifier == "hidden" {
                // [DOC] A hidden view "can't receive or respond to interactions" (§2.6).
                return nil
            }
            if modifier == "opacity" && view.amount <= 0 {
                // [RE] Opacity 0 contains no point; any opacity above 0 still hits (§2.5).
                return nil
            }
            if modifier == "allowsHitTesting" && !view.isOn {
                // [DOC] The view and everything inside it take no part in hit-testing (§2.4).
                // An inner allowsHitTesting(true) is never reached: HitLab's choice (outer false wins).
                return nil
            }
            if modifier == "disabled" && view.isOn {
                // HitLab's choice: disabled content is out of hit-testing too (§2.9, [RE] allowDisabledViews).
                return nil
            }
            if modifier == "contentShape" && view.isInteraction {
                // [DOC] The shape, laid over the view's frame, is where the view hits (§2.3):
                // content outside it no longer hits, and gaps inside it now do.
                if !view.shapeContains(point) {
                    return nil
                }
                return _hitTest(view.inner, at: point) ?? view.base
            }
            if modifier == "overlay" {
                // [DOC] An overlay is in front of the view it modifies, so it is asked first (§2.8).
                return _hitTest(view.secondary, at: point) ?? _hitTest(view.inner, at: point)
            }
            if modifier == "background" {
                // A background is behind the view it modifies (§2.8): asked where the view has no content.
                return _hitTest(view.inner, at: point) ?? _hitTest(view.secondary, at: point)
            }
            // frame, padding, offset, gestures …: no content of their own.
            // [OBS] clipped() and clipShape() change drawing only, never hits (§2.7).
            return _hitTest(view.inner, at: point)
        }
        // HitLab's shortcut, not a rule of SwiftUI's: a container whose views (with their
        // modifiers, backgrounds and overlays) all lie away from the point answers nil without
        // asking them, as asking each would. How SwiftUI itself passes over content far from
        // a touch is not documented.
        if view.isContainer && !view.reaches(point) {
            return nil
        }
        if view.isContainer {
            // A ScrollView or List is a UIScrollView underneath (§3.6), and UIKit clips what it
            // scrolls to its bounds: content scrolled outside them is not hit there (HitLab's choice).
            if view.scrolls && !view.frame.contains(point) {
                return nil
            }
            // [RE] A container contains a point only where a child does (§2.2): its frame,
            // spacing and padding are not content. The frontmost child is asked first:
            // the later one in a ZStack, a higher zIndex before a lower ([DOC] §2.8).
            for child in view.childrenFrontToBack {
                if let hit = _hitTest(child, at: point) {
                    return hit
                }
            }
            if view.isList {
                // HitLab's choice from §3.6 [OBS: LST]: a List shows each row in a cell, a UIKit
                // view hit over its whole bounds (the List's width, the row's height and at
                // least 44 pt), so a touch off the row's content still lands in the row's cell.
                // Only the row's own action (its automatic-style buttons) takes such a touch.
                for row in view.childrenFrontToBack {
                    if row.cellContains(point) {
                        return row.cell
                    }
                }
            }
            return nil
        }
        // A leaf: a shape inside its path, Text, Image and a colour over their frame ([RE] §2.1).
        // Color.clear, Spacer and EmptyView have no content: HitLab's choice (§2.1, §2.2).
        if view.hasContent && view.contains(point) {
            return view
        }
        return nil
        """),
    ]
}
