import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabInterchange
/// What `tree`, `draw` and `touch list` show: the views and the runtime state as of the
/// debugger's cursor while a touch is paused (stepping back moves a view a body moved back
/// to where it was), else as the last command left them.
extension SessionState {
    var present: (scene: Scene, runtime: RuntimeState) {
        if isPaused, let debugger {
            let at = max(debugger.cursor, 0)
            return (debugger.trace.scene(at: at), debugger.trace.runtime(at: at))
        }
        return (runtime.scene(over: scene), runtime)
    }
}
