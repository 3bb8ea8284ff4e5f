import HitLabModel
import HitLabScript
/// The SwiftUI content of the scene as the learner sees it now, for the commands that read it
/// (`p`, `draw`, completion): every host's body evaluated and laid out with the state its
/// closures and gestures set (`RuntimeState.swiftUIStates`), kept between commands by
/// `swiftUICache` while none of that changes.
extension SessionState {
    /// nil when the scene has no hosting view or a body cannot be evaluated (the command that
    /// made it was refused, so that is a host imported from a dump, which shows no body).
    var presentSwiftUI: SwiftUIContent? {
        let (scene, runtime) = present
        guard !scene.hostingViews.isEmpty else { return nil }
        return try? swiftUICache.content(scene: scene, classes: classes, states: runtime.swiftUIStates, scrolled: runtime.swiftUIScrollOffsets)
    }
}
