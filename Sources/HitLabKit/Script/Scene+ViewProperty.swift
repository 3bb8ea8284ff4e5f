import HitLabModel
/// The one way a view property changes while touches are delivered, and the one way a
/// recording's changes are replayed: a body's assignment, UIKit's own source moving a view,
/// `Trace.scene(at:)`, the runtime state over the authored scene and the trace page all come here.
extension Scene {
    /// Sets view `id`'s `property` to `value`, checked as a body's write is: the property's
    /// format and class, then the scene's own rule (a size of 0 or more). The error names the
    /// property or the view and says what it takes; the scene is unchanged after it.
    package mutating func set(_ property: ViewProperty, of id: ViewID, to value: Value) throws(ScriptError) {
        var view = self[id]
        try property.apply(value, to: &view)
        do {
            try update(id) { $0 = view }
        } catch {
            throw ScriptError(kind: .runtime, message: error.description, position: nil)
        }
    }

    /// Replays a change a recording holds. Every recorded change passed `set` on the view as it
    /// was when the change was made, so a failure here means the recording and the scene it is
    /// replayed over disagree: a fault in HitLab, stopped in a debug build (the tests) and
    /// skipped in a release build, where the view keeps its value from before the change.
    package mutating func replay(_ property: ViewProperty, of id: ViewID, to value: Value) {
        do {
            try set(property, of: id, to: value)
        } catch {
            assertionFailure("a recorded \(property.rawValue) of \(self[id].name) does not replay: \(error.message)")
        }
    }
}
