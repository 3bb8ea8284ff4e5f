import HitLabModel
import HitLabScript
/// A SwiftUI `ScrollView` or `List` following the pan of the UIScrollView underneath
/// (swiftui-semantics.md §3.6), as a UIKit scroll view follows its own
/// (`scrollFollowingPan`): the offset is the whole travel along its axis since touch-down,
/// clamped to the content, with no bounce. It is a recorded change, and the content is laid
/// out again at once, so the next event hit-tests the rows where they now are.
extension EventDispatcher {
    func scrollSwiftUI(_ member: SwiftUIGestureMember, host: ViewID) throws(ScriptError) {
        guard let pan = member.pan else { return }
        let travel = pan.horizontal ? member.location.x - member.start.x : member.location.y - member.start.y
        let offset = pan.offset(travel: travel)
        guard offset != runtime.swiftUIScrollOffsets[host]?[pan.view] ?? 0 else { return }
        change(.swiftUIScroll(host, pan.view, offset))
        swiftUIContent = try SwiftUIContent.build(scene: scene, classes: classes, states: runtime.swiftUIStates, scrolled: runtime.swiftUIScrollOffsets)
        swiftUICache.keep(swiftUIContent!, scene: scene, classes: classes, states: runtime.swiftUIStates, scrolled: runtime.swiftUIScrollOffsets)
    }
}
